/**
 * Cleans a code block for the Markdown copy of a page: the code readers of the page see
 * (plugins/code-blocks/reader-code.ts: no hidden setup or other Twoslash notation, no highlight
 * comments), and no fence meta except the block's `title`, which is shown as a caption line above
 * the block.
 */
import type {Code, Nodes} from 'mdast';
import {readerCode} from '../code-blocks/reader-code';
import {paragraph} from './mdast-build';

/** The code a reader of the page sees. */
export function cleanCode(source: string, lang: string | null | undefined, meta: string | null | undefined): string {
  return readerCode(source.replace(/\r\n?/g, '\n'), lang, meta).replace(/\n+$/, '');
}

/** The `title="…"` (or `title='…'`) of a code fence's meta string. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '');
  return match?.[2] || undefined;
}

/** A code block as the page's reader sees it: clean code, its language, its title as a caption. */
export function convertCode(node: Code): Nodes[] {
  const title = codeTitle(node.meta);
  const code: Code = {
    type: 'code',
    lang: node.lang ?? null,
    meta: null,
    value: cleanCode(node.value, node.lang, node.meta),
  };
  return title ? [paragraph([{type: 'inlineCode', value: title}]), code] : [code];
}
