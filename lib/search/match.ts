/**
 * Where query terms occur in a text, the way the search highlights them: a case-insensitive
 * match that starts a word or a camelCase hump ("provider" in "OpenSecretProvider", not in
 * "improvider"), extended to the end of that hump.
 */

/** The distinct, lower-case terms of a query (punctuation dropped, terms under 2 characters ignored). */
export function queryTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter((term) => term.length >= 2);
  return [...new Set(terms)];
}

/**
 * English words that carry no meaning of their own in a query ("how do I sign in"): kept in the
 * search, never highlighted on the page a result opens.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it ' +
    'its me my no not of on or our should so than that the their them then there these they this those to too ' +
    'was we were what when where which who whom why will with would you your'
  ).split(' '),
);

/** The most terms a page is highlighted for: a pasted paragraph does not mark half the page. */
export const MAX_HIGHLIGHT_TERMS = 6;
/** The longest term highlighted; longer "words" are not something a reader looks for on a page. */
const MAX_TERM_LENGTH = 64;

/**
 * The terms of a query worth marking on a page: its distinct terms without stop words, one
 * character terms and over-long ones, the first MAX_HIGHLIGHT_TERMS of them.
 */
export function highlightTerms(query: string): string[] {
  return queryTerms(query)
    .filter((term) => !STOP_WORDS.has(term) && term.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_HIGHLIGHT_TERMS);
}

const isAlnum = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_$]/u.test(ch);
const isLower = (ch: string | undefined) => ch !== undefined && /[\p{Ll}\p{N}]/u.test(ch);
const isUpper = (ch: string | undefined) => ch !== undefined && /\p{Lu}/u.test(ch);

/** True when position i starts a word or a camelCase hump of text. */
export function isWordStart(text: string, i: number): boolean {
  const prev = text[i - 1];
  if (!isAlnum(prev)) return true;
  const ch = text[i];
  // fooBar: "B" after a lower-case letter; KVList: "L" followed by a lower-case letter after capitals.
  return isUpper(ch) && (isLower(prev) || (isUpper(prev) && isLower(text[i + 1])));
}

/** Sorted, non-overlapping [start, end) ranges of text that match the terms. */
export function findMatches(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  // Longest terms first, so "opensecretprovider" wins over "open" at the same position.
  const sorted = [...terms].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  let i = 0;
  while (i < text.length) {
    let matched = 0;
    if (isWordStart(text, i)) {
      for (const term of sorted) {
        if (lower.startsWith(term, i)) {
          matched = term.length;
          break;
        }
      }
    }
    if (matched > 0) {
      let end = i + matched;
      while (end < text.length && isLower(text[end]) && isLower(text[end - 1])) end += 1;
      ranges.push([i, end]);
      i = end;
    } else {
      i += 1;
    }
  }
  return ranges;
}
