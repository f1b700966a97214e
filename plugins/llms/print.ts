/** Prints an mdast tree as CommonMark + GFM in the style of the Markdown copies. */
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';

const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  // `---` is kept for the page separators of llms-full.txt.
  rule: '*',
  tightDefinitions: true,
};

/** The Markdown of a tree, ending in exactly one newline. */
export function printMarkdown(tree: Root): string {
  const markdown = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, STRINGIFY_OPTIONS)
    .stringify(tree);
  return `${markdown.trim()}\n`;
}
