/**
 * Cleans a code block for the Markdown copy of a page: removes the hidden sample setup (what
 * the site hides too), Docusaurus' highlight magic comments, and all fence meta except the
 * block's `title`, which the caller may show as a caption.
 */
import {stripHiddenSetup} from '../remark-hidden-setup';

const MAGIC = '(?:highlight-next-line|highlight-start|highlight-end)';
/** A line that holds nothing but a highlight magic comment, in any of the supported comment styles. */
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
