/**
 * Docusaurus plugin: in production client builds, the theme's navigation progress bar client
 * module is swapped for src/client/navigation-progress.ts, the same bar loaded when the first
 * navigation starts (nprogress is ≈2 KiB gzip that no first load needs). The server bundle and
 * `docusaurus start` keep the theme's.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/** The theme's client module, as Docusaurus's generated client-modules.js names it. */
export const THEME_PROGRESS = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(?:\.js)?$/;

export default function lazyProgressPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-progress',
    configureWebpack(config: Configuration, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const lazy = path.join(context.siteDir, 'src/client/navigation-progress.ts');
      return {plugins: [new NormalModuleReplacementPlugin(THEME_PROGRESS, lazy)]};
    },
  };
}
