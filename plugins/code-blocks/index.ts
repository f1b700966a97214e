/**
 * Docusaurus plugin: what the build-time code blocks (remark.ts) need from the build.
 * - The compile of the site's samples starts as the plugin loads (site-samples.ts): list it first.
 * - The page hover tables (`*.hover.json`, hover-table.ts) are emitted as assets,
 *   `build/assets/hover/<content hash>.json`, and imported as their URL.
 * - MDX partials outside the content folders (the home page's quick start in src/components),
 *   which Docusaurus compiles without the site's remark plugins, are compiled with them.
 * - The theme's Prism client module, which loads Prism and its grammars on every page to
 *   highlight in the browser, is replaced by an empty module: code arrives highlighted.
 */
import path from 'node:path';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluggableList} from 'unified';
import {HOVER_FILE_SUFFIX} from './hover-table';
import type {SiteSamples} from './site-samples';

export interface CodeBlocksPluginOptions {
  /** Folders (relative to the site) of MDX partials to compile with `remarkPlugins`. */
  partials: readonly string[];
  /** The remark plugins of the docs and pages, code-blocks' own among them. */
  remarkPlugins: PluggableList;
  /** The samples code-blocks' remark plugin renders: their compile starts with this plugin. */
  samples: SiteSamples;
}

/** The theme's client module that registers Prism languages in the browser. */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'no-prism.ts');
const HOVER_FILE = new RegExp(`${HOVER_FILE_SUFFIX.replace(/\./g, '\\.')}$`);

export default async function codeBlocksPlugin(
  context: LoadContext,
  options: CodeBlocksPluginOptions,
): Promise<Plugin> {
  const {siteDir, siteConfig} = context;
  // Compiling every sample takes seconds: it starts now, in a worker thread, while the build goes on.
  void options.samples.start().catch(() => undefined);
  const partialsLoader = await createMDXLoaderItem({
    useCrossCompilerCache: siteConfig.future.experimental_faster.mdxCrossCompilerCache,
    admonitions: true,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    siteDir,
    isMDXPartial: () => true,
    isMDXPartialFrontMatterWarningDisabled: true,
    markdownConfig: siteConfig.markdown,
    remarkPlugins: options.remarkPlugins,
  });
  return {
    name: 'code-blocks',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        module: {
          rules: [
            {test: HOVER_FILE, type: 'asset/resource', generator: {filename: 'assets/hover/[contenthash:16].json'}},
            {
              test: /\.mdx?$/i,
              include: options.partials.map((folder) => path.resolve(siteDir, folder)),
              use: [partialsLoader],
            },
          ],
        },
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE)],
      };
    },
  };
}
