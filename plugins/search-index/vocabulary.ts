/**
 * The search vocabulary: the distinct words of the indexed pages' headings (h1 to h3), with
 * API symbol names kept whole and split into their camelCase parts. The search UI loads it
 * lazily and uses it to correct typos (Pagefind itself has no fuzzy matching).
 */

import {decodeEntities} from '../../lib/search/excerpt';
import {camelParts, isIdentifier} from '../../lib/search/words';

export interface SearchVocabulary {
  version: 1;
  /** Lower-case words, most frequent first. */
  words: string[];
  /** Identifiers as written (OpenSecretProvider, useOpenSecret, KVListItem), sorted. */
  symbols: string[];
}

const HEADING = /<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi;

/**
 * The part of a built page Pagefind indexes: from the data-pagefind-body element to the end of
 * the <main> it wraps (to the end of the file when there is none); undefined when not marked.
 */
export function indexedPart(html: string): string | undefined {
  const start = html.search(/<[a-z][^>]*\sdata-pagefind-body[\s>=]/i);
  if (start < 0) return undefined;
  const end = html.indexOf('</main>', start);
  return html.slice(start, end < 0 ? undefined : end + '</main>'.length);
}

/** The plain text of every h1-h3 in an HTML string (tags stripped, hash-link glyphs removed). */
export function headingTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(HEADING)) {
    const text = decodeEntities(match[2].replace(/<[^>]*>/g, ''))
      .replace(/[\u200b\u00a0]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}

/** Builds the vocabulary from the headings of the indexed pages. */
export function buildVocabulary(headings: Iterable<string>): SearchVocabulary {
  const counts = new Map<string, number>();
  const symbols = new Set<string>();
  const add = (word: string) => {
    const lower = word.toLowerCase();
    if (lower.length < 3 || /^\d+$/.test(lower)) return;
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
  };
  for (const heading of headings) {
    for (const token of heading.match(/[A-Za-z0-9_$]+/g) ?? []) {
      add(token);
      if (isIdentifier(token)) {
        symbols.add(token);
        for (const part of camelParts(token)) add(part);
      }
    }
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  return {version: 1, words, symbols: [...symbols].sort()};
}
