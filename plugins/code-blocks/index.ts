/**
 * Docusaurus plugin: what the build-time code blocks (remark.ts) need from the build.
 * - The compile of the site's samples starts as the plugin loads (site-samples.ts): list it first.
 * - The pages' hover table stubs (`<hash>.hover.json`, hover-table.ts) are assets
 *   (`build/assets/hover/<hash>.hover.json`), imported as their URL. Under `docusaurus start` their
 *   loader (hover-loader.cjs) answers with each page's table; a production build emits the stubs
 *   and writes the tables over them after the build (postBuild), so it never waits for them.
 * - MDX partials outside the content folders (the home page's quick start in src/components),
 *   which Docusaurus compiles without the site's remark plugins, are compiled with them.
 * - The theme's Prism client module, which loads Prism and its grammars on every page to
 *   highlight in the browser, is replaced by an empty module: code arrives highlighted.
 */
import path from 'node:path';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluggableList} from 'unified';
import {formatDiagnostic} from '../../lib/samples';
import {pluginLogger} from '../logger';
import {HOVER_FILE_SUFFIX, type HoverTables} from './hover-table';
import {RUN_FILE_SUFFIX, type RunTables} from './run-table';
import type {SiteSamples} from './site-samples';

export interface CodeBlocksPluginOptions {
  /** Folders (relative to the site) of MDX partials to compile with `remarkPlugins`. */
  partials: readonly string[];
  /** The remark plugins of the docs and pages, code-blocks' own among them. */
  remarkPlugins: PluggableList;
  /** The samples code-blocks' remark plugin renders: their compile starts with this plugin. */
  samples: SiteSamples;
  /** The pages' hover tables, which the stubs' loader answers with. */
  tables: HoverTables;
  /** The pages' run tables, written into the build after it. */
  runTables: RunTables;
}

/** The theme's client module that registers Prism languages in the browser. */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'no-prism.ts');
const HOVER_FILE = new RegExp(`${HOVER_FILE_SUFFIX.replace(/\./g, '\\.')}$`);
const HOVER_LOADER = path.join(__dirname, 'hover-loader.cjs');
const RUN_FILE = new RegExp(`${RUN_FILE_SUFFIX.replace(/\./g, '\\.')}$`);
/** Where, inside the build, the pages' hover tables are. */
const HOVER_ASSETS = 'assets/hover';
/** Where, inside the build, the pages' run tables are (the bundler rule below names them there too). */
const RUN_ASSETS = 'assets/runner/pages';
const log = pluginLogger('code-blocks');

export default async function codeBlocksPlugin(
  context: LoadContext,
  options: CodeBlocksPluginOptions,
): Promise<Plugin> {
  const {siteDir, siteConfig} = context;
  // Compiling every sample takes seconds: it starts now, in a worker thread, while the build goes on.
  options.samples.start();
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
    configureWebpack(config, _isServer, {currentBundler}) {
      // A production build checks the samples while it bundles, and reports their errors after.
      if (config.mode === 'production') options.samples.checksLater = true;
      return {
        module: {
          rules: [
            {
              test: HOVER_FILE,
              type: 'asset/resource',
              // The stub's name is a hash of what the table is made of (hover-table.ts).
              generator: {filename: 'assets/hover/[name][ext]'},
              use: [{loader: HOVER_LOADER, options: {table: (stub: string) => options.tables.table(stub)}}],
            },
            {
              test: RUN_FILE,
              type: 'asset/resource',
              // The table's name is a hash of its content (run-table.ts).
              generator: {filename: `${RUN_ASSETS}/[name][ext]`},
            },
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
    // A production build emits the stubs as they are, so that it never waits for the names' quick
    // info: the tables are written over them here, once it is known.
    async postBuild({outDir}) {
      const errors = await options.samples.checkedErrors();
      if (errors.length > 0)
        throw new Error(`code-blocks: samples that do not compile:\n${errors.map(formatDiagnostic).join('\n')}`);
      const written = await options.tables.writeAll(path.join(outDir, HOVER_ASSETS));
      log.info(`Wrote ${written} hover tables into ${path.join(outDir, HOVER_ASSETS)}.`);
      const runs = options.runTables.writeAll(path.join(outDir, RUN_ASSETS));
      log.info(`Wrote ${runs} run tables into ${path.join(outDir, RUN_ASSETS)}.`);
    },
  };
}
