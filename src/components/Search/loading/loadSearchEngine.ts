/**
 * Loads the search engine in the browser: Pagefind's script and the typo vocabulary from the
 * built site, once per page load. Part of the lazily loaded search code.
 */
import {PAGEFIND_OPTIONS, SearchEngine, toVocabulary} from '@site/lib/search/engine';
import type {Vocabulary} from '@site/lib/search/typo';
import {importPagefind} from './pagefind';

async function loadVocabulary(baseUrl: string): Promise<Vocabulary | undefined> {
  try {
    const response = await fetch(`${baseUrl}pagefind/vocabulary.json`);
    if (!response.ok) return undefined;
    return toVocabulary(await response.json());
  } catch {
    return undefined; // Typo correction is optional.
  }
}

let engine: Promise<SearchEngine> | undefined;

/** Loads Pagefind and the vocabulary once per page load; a failed load is retried on the next call. */
export function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const vocabulary = loadVocabulary(baseUrl);
    const pagefind = await importPagefind(baseUrl);
    await pagefind.options({baseUrl, ...PAGEFIND_OPTIONS});
    await pagefind.init();
    return new SearchEngine(pagefind, await vocabulary);
  })().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
