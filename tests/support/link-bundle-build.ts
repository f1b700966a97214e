/**
 * Bundles a Link module for tests/support/link-bundle.ts, in a process of its own (esbuild refuses
 * to run inside jsdom's globals): `tsx tests/support/link-bundle-build.ts <entry> <outfile>`.
 * Docusaurus's own helpers are bundled in (isInternalUrl, useBaseUrl); three of its client hooks
 * read `globalThis.linkTestDocusaurus` (the site context, the broken-links collector, the
 * execution environment); React, React Router and Docusaurus's utils stay imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const EXPORTS = path.resolve(__dirname, '../../node_modules/@docusaurus/core/lib/client/exports');

const FAKES: Record<string, string> = {
  useDocusaurusContext: 'export default () => ({siteConfig: globalThis.linkTestDocusaurus.siteConfig});',
  useBrokenLinks: `export default () => ({
    collectLink: (link) => globalThis.linkTestDocusaurus.collectLink(link),
    collectAnchor: (anchor) => globalThis.linkTestDocusaurus.collectAnchor(anchor),
  });`,
  ExecutionEnvironment: `export default {
    canUseDOM: true,
    get canUseIntersectionObserver() { return 'IntersectionObserver' in window; },
  };`,
};

const fakes: esbuild.Plugin = {
  name: 'docusaurus-client',
  setup(build) {
    build.onResolve({filter: /^@docusaurus\/\w+$/}, ({path: request}) => {
      const name = request.slice('@docusaurus/'.length);
      if (name in FAKES) return {path: name, namespace: 'fake'};
      const file = path.join(EXPORTS, `${name}.js`);
      return fs.existsSync(file) ? {path: file} : undefined;
    });
    build.onResolve({filter: /^\.\/\w+$/}, ({path: request, resolveDir}) => {
      const name = request.slice(2);
      return resolveDir === EXPORTS && name in FAKES ? {path: name, namespace: 'fake'} : undefined;
    });
    build.onLoad({filter: /.*/, namespace: 'fake'}, ({path: name}) => ({contents: FAKES[name], loader: 'js'}));
  },
};

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) throw new Error('usage: link-bundle-build.ts <entry> <outfile>');
void esbuild.build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'cjs',
  platform: 'browser',
  jsx: 'automatic',
  loader: {'.js': 'jsx'},
  define: {'process.env.NODE_ENV': '"production"'},
  external: ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', '@docusaurus/utils-common'],
  plugins: [fakes],
  logLevel: 'error',
});
