/**
 * Pagefind excerpts are HTML: escaped text with <mark> around the matches. They are parsed
 * into plain text segments, rendered as React text, so nothing from the index or the query is
 * ever injected as HTML.
 */

export interface Segment {
  text: string;
  /** A search match, rendered as <mark>. */
  mark: boolean;
}

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes HTML character references (named ones Pagefind emits, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits an excerpt into text and mark segments. <mark> and </mark> toggle the highlight;
 * any other tag is dropped; adjacent segments of the same kind are merged; empty ones removed.
 */
export function parseExcerpt(html: string): Segment[] {
  const segments: Segment[] = [];
  let mark = false;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({text, mark});
  };
  const tag = /<\s*(\/?)\s*([a-z][a-z0-9]*)\b[^>]*>/gi;
  let index = 0;
  for (const match of html.matchAll(tag)) {
    push(html.slice(index, match.index));
    index = match.index + match[0].length;
    if (match[2].toLowerCase() === 'mark') mark = match[1] !== '/';
  }
  push(html.slice(index));
  return segments;
}

/** The plain text of segments. */
export function segmentsText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join('');
}
