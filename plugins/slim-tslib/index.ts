/**
 * Docusaurus plugin: resolves `tslib` in the client bundle to ./client-tslib.ts. The one client
 * module that requires tslib (@docusaurus/utils-common, compiled to CommonJS) makes the bundler
 * keep the whole CommonJS tslib (about 4 KiB gzip on every page) for a single helper; the
 * replacement re-exports the helpers from tslib's ES module build, so only those are bundled.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CLIENT_TSLIB_MODULE = path.join(__dirname, 'client-tslib.ts');

export default function slimTslibPlugin(): Plugin {
  return {
    name: 'slim-tslib',
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: {tslib$: CLIENT_TSLIB_MODULE}}}),
  };
}
