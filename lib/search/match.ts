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
export function findMatches(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
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
