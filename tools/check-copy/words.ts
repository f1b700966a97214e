/**
 * Words and word runs: the unit the copy check compares. A word is a run of letters or digits
 * with at least one letter, lower-cased; punctuation, markup and case never hide a copied
 * sentence, and numbers (derivation paths, status codes, versions) are values, not words.
 */

/** Where a word starts in its source file (1-based). */
export interface Place {
  line: number;
  column: number;
}

export interface Word {
  text: string;
  at: Place;
}

/** A stretch of text whose words are read together; a window never spans two runs. */
export interface Run {
  words: Word[];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** 1-based line and column of every offset of `text`, from a starting place. */
function placeAt(text: string, offset: number, start: Place): Place {
  let line = start.line;
  let column = start.column;
  for (let i = 0; i < offset; i++) {
    if (text[i] === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return {line, column};
}

/** The words of `text`, placed as if `text` began at `start` in its file. */
export function wordsOf(text: string, start: Place = {line: 1, column: 1}): Word[] {
  const words: Word[] = [];
  let last = 0;
  let place = start;
  for (const match of text.matchAll(WORD)) {
    if (!/\p{L}/u.test(match[0])) continue;
    place = placeAt(text.slice(last, match.index), match.index - last, place);
    last = match.index;
    words.push({text: match[0].toLowerCase(), at: place});
  }
  return words;
}

/** The key of the `size` words starting at `index`. */
export function windowKey(words: readonly Word[], index: number, size: number): string {
  return words
    .slice(index, index + size)
    .map((word) => word.text)
    .join(' ');
}
