/**
 * Markdown pieces that stay literal text when Docusaurus parses the page as MDX: code spans and
 * fenced code blocks (whose content MDX never reads as JSX or expressions), escaped prose, links
 * and headings whose anchors are the ones Docusaurus gives them.
 */
import {createSlugger, type Slugger} from '@docusaurus/utils';

/** The longest run of backticks in `text`. */
const longestBacktickRun = (text: string): number =>
  Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));

/** `text` as an inline code span, whatever backticks it holds. */
export function codeSpan(text: string): string {
  const fence = '`'.repeat(longestBacktickRun(text) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced ```ts block, each line indented by `indent` (to sit inside a list item). */
export function codeBlock(code: string, indent = ''): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  const lines = [`${fence}ts`, ...code.split('\n'), fence];
  return lines.map((line) => (line ? indent + line : line)).join('\n');
}

/** Characters that Markdown or MDX would read as syntax in running text. */
const SPECIAL = /[\\`*_[\]<>{}|~&]/g;

/**
 * One line of Markdown from a plain or Markdown sentence: its code spans kept, every other
 * character that Markdown or MDX would treat as syntax (`<`, `{`, `*`, `[`, …) escaped.
 */
export function escapeText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const codeSpans = /(`+)(?!`)(.+?)(?<!`)\1(?!`)/g;
  let out = '';
  let last = 0;
  for (const match of flat.matchAll(codeSpans)) {
    out += flat.slice(last, match.index).replace(SPECIAL, '\\$&') + match[0];
    last = match.index + match[0].length;
  }
  return out + flat.slice(last).replace(SPECIAL, '\\$&');
}

/** `[text](url)`, the URL's spaces, parentheses, braces and angle brackets percent-encoded. */
export const link = (text: string, url: string): string =>
  `[${text}](${url.replace(/[ ()<>{}]/g, (c) => encodeURIComponent(c))})`;

/** The headings of one page in document order, each with the anchor Docusaurus gives it. */
export class PageHeadings {
  private readonly slugger: Slugger = createSlugger();

  /** The Markdown of a heading and its anchor. `text` is Markdown; its anchor is slugged from its plain text. */
  add(level: 2 | 3 | 4, text: string): {markdown: string; anchor: string} {
    const plain = text.replace(/`+ ?(.*?) ?`+/g, '$1').replace(/\\(.)/g, '$1');
    return {markdown: `${'#'.repeat(level)} ${text}`, anchor: this.slugger.slug(plain)};
  }
}
