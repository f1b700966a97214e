/**
 * The copy check: every run of `size` or more consecutive words that our prose shares with the
 * SDK's own words, merged into the longest shared stretch.
 */
import type {SourceRun} from './sdk-text';
import {windowKey, type Run, type Word} from './words';

/** The shortest shared run that counts as copied. */
export const MIN_WORDS = 8;

/** Where each `size`-word window of the SDK's runs first occurs. */
export function indexWindows(runs: readonly SourceRun[], size = MIN_WORDS): Map<string, string> {
  const index = new Map<string, string>();
  for (const run of runs) {
    for (let i = 0; i + size <= run.words.length; i++) {
      const key = windowKey(run.words, i, size);
      if (!index.has(key)) index.set(key, run.source);
    }
  }
  return index;
}

/** One stretch of our words found in the SDK's. */
export interface CopiedRun {
  words: Word[];
  /** Where the stretch's first window occurs in the SDK. */
  source: string;
}

/** The maximal stretches of a run whose every `size`-word window is in the index. */
export function findCopies(run: Run, index: ReadonlyMap<string, string>, size = MIN_WORDS): CopiedRun[] {
  const copies: CopiedRun[] = [];
  let open: {start: number; end: number; source: string} | null = null;
  for (let i = 0; i + size <= run.words.length; i++) {
    const source = index.get(windowKey(run.words, i, size));
    if (source !== undefined && open && i <= open.end) {
      open.end = i + size;
    } else if (source !== undefined) {
      if (open) copies.push({words: run.words.slice(open.start, open.end), source: open.source});
      open = {start: i, end: i + size, source};
    }
  }
  if (open) copies.push({words: run.words.slice(open.start, open.end), source: open.source});
  return copies;
}
