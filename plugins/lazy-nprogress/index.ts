/**
 * Docusaurus plugin: replaces the classic theme's progress-bar client module with
 * ./client.ts, the same bar whose library (nprogress) loads on the first client-side
 * navigation instead of with every page's first load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module, as Docusaurus requires it from the generated client-modules list. */
export const THEME_NPROGRESS_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/nprogress',
);
export const LAZY_NPROGRESS_MODULE = path.join(__dirname, 'client.ts');

export default function lazyNprogressPlugin(): Plugin {
  return {
    name: 'lazy-nprogress',
    configureWebpack: () => ({resolve: {alias: {[`${THEME_NPROGRESS_MODULE}$`]: LAZY_NPROGRESS_MODULE}}}),
  };
}
