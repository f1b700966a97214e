/**
 * Docusaurus plugin: smaller route data in the client bundle. Every page loads the whole site's
 * route table, chunk registry, chunk file table and site config, so each route costs bytes on
 * every page.
 * In production client builds it:
 * - gives chunks their names as ids (`optimization.chunkIds: 'named'`), so the runtime needs no
 *   id-to-name table, and replaces Docusaurus's `gca` helper with one that needs no name-to-id
 *   table either (./chunk-asset.ts);
 * - numbers modules in order (`optimization.moduleIds: 'natural'`): ids of one to three digits
 *   where the deterministic ids (a hash of the module's path) take five past 500 modules, a byte
 *   or two in every reference to a module on every page (2.0 KiB gzip of an API page's first
 *   load at 510 modules). The price: a module added or removed renumbers those after it, so a
 *   deploy changes more files' hashes and a returning reader downloads more of them again;
 * - swaps `@generated/registry` and `@generated/routesChunkNames` for copies under short chunk
 *   names without module paths, each docs version's props for a copy without the doc list and
 *   the sidebar links' doc ids, `@generated/docusaurus.config` for the site config without
 *   its build-only fields, `@generated/routes` for the route table as compact rows, and
 *   `@generated/globalData` for one that lists each doc by its id
 *   (./client-files.ts); a doc's content loader also waits for the doc's article
 *   (plugins/static-article).
 * The server bundle keeps Docusaurus's files, so server rendering is unchanged; `docusaurus
 * start` is left alone. The build stops when a page would need the dropped doc list.
 */
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {walkFiles} from '../../lib/walk';
import {ChunkAssetPlugin, removeDocusaurusChunkAssetPlugin} from './chunk-asset';
import {writeClientRouteFiles} from './client-files';
import {filesUsingDocCards, generatedIndexCategories} from './doc-cards';
import {docSources} from '../static-article/sources';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Problems that stop the build: what would render doc cards without their data. */
export function docCardProblems(siteDir: string, docs: readonly LoadedContent[]): string[] {
  const problems: string[] = [];
  const sources: string[] = [];
  for (const {loadedVersions} of docs) {
    for (const version of loadedVersions) {
      for (const [sidebar, items] of Object.entries(version.sidebars)) {
        for (const label of generatedIndexCategories(items)) {
          problems.push(
            `category "${label}" of sidebar "${sidebar}" (docs version ${version.versionName}) links to a generated index`,
          );
        }
      }
      sources.push(...version.docs.map((doc) => doc.source.replace(/^@site\//, '')));
    }
  }
  const siteSources = walkFiles(path.join(siteDir, 'src'), {extensions: ['.ts', '.tsx', '.js', '.jsx', '.md', '.mdx']});
  sources.push(...siteSources.map((file) => `src/${file}`));
  for (const file of filesUsingDocCards(siteDir, sources)) problems.push(`${file} uses DocCard or DocCardList`);
  return problems;
}

export default function routeDataPlugin(context: LoadContext): Plugin {
  let articles: ReadonlySet<string> = new Set();
  return {
    name: 'route-data',
    allContentLoaded({allContent}) {
      const docs = Object.values(allContent[DOCS_PLUGIN] ?? {}) as LoadedContent[];
      articles = docSources(docs);
      const problems = docCardProblems(context.siteDir, docs);
      if (problems.length > 0) {
        throw new Error(
          `route-data: the client bundle leaves out each docs version's doc list and sidebar doc ids, which DocCard needs:\n- ${problems.join('\n- ')}\nRemove the doc cards, or keep them in plugins/route-data/version-props.ts.`,
        );
      }
    },
    configureWebpack(config: Configuration, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const files = writeClientRouteFiles(context.generatedFilesDir, articles);
      removeDocusaurusChunkAssetPlugin(config.plugins ?? []);
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        optimization: {chunkIds: 'named', moduleIds: 'natural'},
        plugins: [
          new ChunkAssetPlugin(),
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, files.registry),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, files.routesChunkNames),
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, files.routes),
          new NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, files.siteConfig),
          new NormalModuleReplacementPlugin(/^@generated\/globalData$/, files.globalData),
        ],
      };
    },
  };
}
