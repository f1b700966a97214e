/**
 * Puts hover markers on highlighted lines: the tokens are cut at the edges of each name the
 * compiler typed, and the name's token carries the index of its entry in the page's hover table.
 */
import type {CodeLine, CodeToken} from '../../lib/code-tokens';

/** A name of the code (offset and length in the code's text) and its hover table entry. */
export interface PlacedHover {
  start: number;
  length: number;
  entry: number;
}

/** The lines with every hover's characters in a token of their own, marked with its entry. */
export function placeHovers(lines: readonly CodeLine[], hovers: readonly PlacedHover[]): CodeLine[] {
  const sorted = [...hovers].sort((a, b) => a.start - b.start);
  let lineStart = 0;
  let next = 0;
  return lines.map((line) => {
    const lineLength = line.reduce((sum, token) => sum + token.text.length, 0);
    const lineEnd = lineStart + lineLength;
    const mine: PlacedHover[] = [];
    while (next < sorted.length && sorted[next].start < lineEnd) {
      const hover = sorted[next++];
      if (hover.start >= lineStart && hover.start + hover.length <= lineEnd && hover.length > 0) mine.push(hover);
    }
    const out: CodeToken[] = [];
    let offset = lineStart;
    for (const token of line) {
      let text = token.text;
      let at = offset;
      for (const hover of mine) {
        const end = hover.start + hover.length;
        if (end <= at || hover.start >= at + text.length) continue;
        if (hover.start > at) {
          out.push({text: text.slice(0, hover.start - at), role: token.role});
          text = text.slice(hover.start - at);
          at = hover.start;
        }
        const inside = Math.min(end, at + text.length) - at;
        out.push({text: text.slice(0, inside), role: token.role, hover: hover.entry});
        text = text.slice(inside);
        at += inside;
      }
      if (text) out.push({text, role: token.role});
      offset += token.text.length;
    }
    lineStart = lineEnd + 1; // the line break
    return out;
  });
}
