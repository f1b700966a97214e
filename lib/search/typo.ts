/**
 * Typo tolerance. Pagefind matches words by prefix and has no fuzzy search, so a query whose
 * terms find nothing convincing is retried with each such term replaced by the closest word
 * of a small vocabulary (the headings and API symbols of the site, built with the index).
 */

export interface Vocabulary {
  /** Lower-case words, most frequent first. */
  words: readonly string[];
  /** Identifiers as written (OpenSecretProvider), offered in that spelling. */
  symbols: readonly string[];
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at max + 1. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2] + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

/** How many edits a term of this length may be away from its correction. */
export function allowedDistance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The vocabulary word closest to term, in its vocabulary spelling, or undefined when the term
 * is itself a vocabulary word or nothing is close enough. Ties go to a word with the same first
 * letter, then to the more frequent word (symbols first).
 */
export function correctTerm(term: string, vocabulary: Vocabulary): string | undefined {
  const lower = term.toLowerCase();
  const max = allowedDistance(lower.length);
  if (max === 0) return undefined;
  const candidates = [...vocabulary.symbols, ...vocabulary.words];
  let best: {word: string; score: number} | undefined;
  for (const [rank, word] of candidates.entries()) {
    const candidate = word.toLowerCase();
    if (candidate === lower) return undefined;
    const distance = editDistance(lower, candidate, max);
    if (distance > max) continue;
    // Distance dominates; a different first letter costs half an edit; rank breaks ties.
    const score = distance + (candidate[0] === lower[0] ? 0 : 0.5) + rank / (candidates.length * 10);
    if (!best || score < best.score) best = {word, score};
  }
  return best?.word;
}

export interface CorrectedQuery {
  query: string;
  /** [typed, corrected] pairs, in query order. */
  corrections: Array<[string, string]>;
}

/**
 * Replaces the words of query for which shouldCorrect(lower-case word) is true by their
 * correction, keeping everything else (spacing, other words) as typed.
 */
export function correctQuery(
  query: string,
  vocabulary: Vocabulary,
  shouldCorrect: (term: string) => boolean = () => true,
): CorrectedQuery {
  const corrections: Array<[string, string]> = [];
  const corrected = query.replace(/[\p{L}\p{N}_$]+/gu, (word) => {
    if (!shouldCorrect(word.toLowerCase())) return word;
    const replacement = correctTerm(word, vocabulary);
    if (!replacement) return word;
    corrections.push([word, replacement]);
    return replacement;
  });
  return {query: corrected, corrections};
}

/** Length of the common prefix of two strings. */
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * True when one of the matched words (lower-case) supports a query term: it starts with the
 * term (a prefix match) or shares a long prefix with it (a stemmed match: "signing" / "sign").
 */
export function isSupported(term: string, matchedWords: Iterable<string>): boolean {
  const needed = Math.min(term.length, Math.max(4, term.length - 3));
  for (const word of matchedWords) {
    if (word.startsWith(term) || commonPrefix(term, word) >= needed) return true;
  }
  return false;
}
