/**
 * Cleans a code block for the Markdown copy of a page: removes the hidden sample setup (what
 * the site hides too), Docusaurus' highlight magic comments, and all fence meta except the
 * block's `title`, which is shown as a caption line above the block.
 */
import type {Code, Nodes} from 'mdast';
import {stripHiddenSetup} from '../remark-hidden-setup';
import {paragraph} from './mdast-build';

const MAGIC = '(?:highlight-next-line|highlight-start|highlight-end)';
/**
 * A line that holds nothing but a highlight magic comment. The comment styles are those of
 * `commentPatterns` in @docusaurus/theme-common 3.7.0 (`lib/utils/codeBlockUtils.js`) for
 * js, jsBlock, jsx, bash, html, lua, wasm and tex.
 */
const MAGIC_COMMENT_LINE = new RegExp(
  String.raw`^\s*(?:\/\/\s*${MAGIC}|\/\*\s*${MAGIC}\s*\*\/|\{\s*\/\*\s*${MAGIC}\s*\*\/\s*\}|#\s*${MAGIC}|<!--\s*${MAGIC}\s*-->|--\s*${MAGIC}|;;\s*${MAGIC}|%\s*${MAGIC})\s*$`,
);

export function stripMagicComments(source: string): string {
  return source
    .split('\n')
    .filter((line) => !MAGIC_COMMENT_LINE.test(line))
    .join('\n');
}

/** The code a reader of the page sees. */
export function cleanCode(source: string): string {
  return stripMagicComments(stripHiddenSetup(source)).replace(/\n+$/, '');
}

/** The `title="…"` (or `title='…'`) of a code fence's meta string. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '');
  return match?.[2] || undefined;
}

/** A code block as the page's reader sees it: clean code, its language, its title as a caption. */
export function convertCode(node: Code): Nodes[] {
  const title = codeTitle(node.meta);
  const code: Code = {type: 'code', lang: node.lang ?? null, meta: null, value: cleanCode(node.value)};
  return title ? [paragraph([{type: 'inlineCode', value: title}]), code] : [code];
}
