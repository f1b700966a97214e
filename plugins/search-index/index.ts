/**
 * Docusaurus plugin: after `docusaurus build`, indexes the production HTML with Pagefind into
 * build/pagefind/ (the search UI in src/components/Search loads it at runtime), and ships the
 * tiny client module that highlights ?highlight= terms on the page a search result opens.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pluginLogger} from '../logger';
import {GENERATED_SYMBOL_INDEX_DIR} from '../../lib/symbol-index';
import {buildSearchIndex} from './build-index';

const log = pluginLogger('search-index');

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    getClientModules() {
      return [path.join(__dirname, 'highlight-client.ts')];
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const {pages, vocabularyWords} = await buildSearchIndex({
        outDir,
        siteDir: context.siteDir,
        // Written by the api-reference plugin when it starts, so present before any postBuild.
        symbolIndexDir: path.join(context.generatedFilesDir, GENERATED_SYMBOL_INDEX_DIR),
      });
      log.info(
        `Indexed ${pages} pages (${vocabularyWords} vocabulary words) into ${path.join(outDir, 'pagefind')} in ${Date.now() - started} ms.`,
      );
    },
  };
}
