/** Applying a mutant to a file's text: the search text must occur exactly once. */
import {createHash} from 'node:crypto';
import type {Mutant} from './types';

/** How often `search` occurs in `text`, counting overlapping occurrences. */
export function occurrences(text: string, search: string): number {
  if (search === '') return 0;
  let count = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + 1)) count += 1;
  return count;
}

/** The text with the mutant applied, or why it cannot be: its search text occurs no time or more than once. */
export function mutateText(
  text: string,
  mutant: Pick<Mutant, 'id' | 'file' | 'search' | 'replace'>,
): {readonly text: string} | {readonly error: string} {
  if (mutant.search === mutant.replace) return {error: `${mutant.id}: its replacement equals its search text`};
  const count = occurrences(text, mutant.search);
  if (count !== 1)
    return {
      error:
        count === 0
          ? `${mutant.id}: its search text no longer occurs in ${mutant.file}: the release changed`
          : `${mutant.id}: its search text occurs ${count} times in ${mutant.file}; it must be unique`,
    };
  const at = text.indexOf(mutant.search);
  return {text: text.slice(0, at) + mutant.replace + text.slice(at + mutant.search.length)};
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');
