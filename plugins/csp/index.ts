/**
 * Docusaurus plugin: after `docusaurus build`, writes build/_csp.conf, the nginx include that
 * carries the site's Content-Security-Policy with the sha256 of every inline script the build
 * emitted (see ./csp.ts). deploy/nginx.conf includes it, so every build ships its own policy.
 */
import type {Plugin} from '@docusaurus/types';
import {pluginLogger} from '../logger';
import {writeCspInclude} from '../../lib/csp';

const log = pluginLogger('csp');

export default function cspPlugin(): Plugin {
  return {
    name: 'csp',
    postBuild({outDir}) {
      const {file, inventory} = writeCspInclude(outDir);
      log.info(
        `${file}: ${inventory.scriptHashes.length} inline script hash(es) from ${inventory.htmlFiles} HTML files.`,
      );
      for (const snippet of inventory.blocked) {
        log.warn(`inline event handler or javascript: URL, blocked by the policy: ${snippet}`);
      }
    },
  };
}
