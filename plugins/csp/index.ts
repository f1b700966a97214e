/**
 * Docusaurus plugin: after `docusaurus build`, writes build/_csp.conf, the nginx include that
 * carries the site's Content-Security-Policy with the sha256 of every inline script the build
 * emitted (see ./csp.ts). deploy/nginx.conf includes it, so every build ships its own policy.
 */
import type {Plugin} from '@docusaurus/types';
import {writeCspInclude} from './csp';

export default function cspPlugin(): Plugin {
  return {
    name: 'csp',
    async postBuild({outDir}) {
      const {file, inventory} = writeCspInclude(outDir);
      console.log(
        `[csp] ${file}: ${inventory.scriptHashes.length} inline script hash(es) from ${inventory.htmlFiles} HTML files.`,
      );
      for (const snippet of inventory.blocked) {
        console.warn(`[csp] inline event handler or javascript: URL, blocked by the policy: ${snippet}`);
      }
    },
  };
}
