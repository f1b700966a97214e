/**
 * Loads the search engine in the browser: Pagefind's script and the typo vocabulary from the
 * built site, once per page load. Part of the lazily loaded search code.
 */
import {PAGEFIND_OPTIONS, SearchEngine, toVocabulary} from '@site/lib/search/engine';
import type {Vocabulary} from '@site/lib/search/typo';
import {toSymbolTables, type SymbolTable} from '@site/lib/search/symbols';
import {importPagefind} from './pagefind';

interface VocabularyFile {
  vocabulary?: Vocabulary;
  symbols?: Record<string, SymbolTable>;
}

/** The typo vocabulary and the SDK names (symbols.ts), both in vocabulary.json. */
async function loadVocabulary(baseUrl: string): Promise<VocabularyFile> {
  try {
    const response = await fetch(`${baseUrl}pagefind/vocabulary.json`);
    if (!response.ok) return {};
    const data = (await response.json()) as {entries?: unknown};
    return {vocabulary: toVocabulary(data), symbols: toSymbolTables(data.entries)};
  } catch {
    return {}; // Typo correction and the SDK names are optional.
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
    const {vocabulary: words, symbols} = await vocabulary;
    return new SearchEngine(pagefind, words, undefined, symbols);
  })().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
