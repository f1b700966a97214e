/**
 * Fewer token spans for the same picture: every token becomes a `<span>` in the page, and a long
 * API page has thousands. Within each line, a token whose content is only whitespace joins the
 * token before it (whitespace shows no colour), a token of the same types as the one before
 * joins it, and empty tokens are dropped; a line with nothing else keeps its empty-line marker.
 */
import type {Token} from './token';

const sameTypes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((type, index) => type === b[index]);

export function mergeLine(line: readonly Token[]): Token[] {
  if (line.length === 1 && line[0].empty) return [line[0]];
  const merged: Token[] = [];
  let leading = '';
  for (const token of line) {
    if (token.content === '') continue;
    const previous = merged[merged.length - 1];
    const blank = token.content.trim() === '';
    if (previous && (blank || sameTypes(previous.types, token.types))) {
      previous.content += token.content;
    } else if (!previous && blank) {
      leading += token.content;
    } else {
      merged.push({types: token.types, content: leading + token.content});
      leading = '';
    }
  }
  if (leading) merged.push({types: ['plain'], content: leading});
  return merged.length ? merged : [{types: ['plain'], content: '\n', empty: true}];
}

export function mergeTokens(lines: readonly (readonly Token[])[]): Token[][] {
  return lines.map(mergeLine);
}
