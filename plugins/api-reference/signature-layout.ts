/**
 * Lays out the TypeScript code of the generated API pages (signatures and the declarations'
 * example code) to the code column's width (CODE_COLUMN_CHARS) with Prettier, so that a
 * signature wraps its parameters and return type over lines instead of hiding them past the
 * block's edge. Every page TypeDoc renders gets it: `layOutSignatures(app)` lays out each page's
 * fences before the page is written. A member signature (`get: (key: string) => Promise<…>;`) is
 * not a statement: it is laid out inside a type literal. Code Prettier cannot parse is kept as it
 * is. The fences are marked `wrap`, so that the browser wraps at the block's edge what is still
 * longer than the column (a long name, or a phone's narrower column).
 */
import prettier from 'prettier';
import type {Application} from 'typedoc';
import {MarkdownPageEvent, type MarkdownRenderer} from 'typedoc-plugin-markdown';
import {CODE_COLUMN_CHARS} from '../../src/constants';

const TYPESCRIPT_FENCES = new Set(['ts', 'tsx', 'typescript']);
const MEMBER_WRAPPER = 'type __Member = {\n';

async function format(source: string, width: number): Promise<string | undefined> {
  try {
    return await prettier.format(source, {
      parser: 'typescript',
      printWidth: width,
      singleQuote: false,
      bracketSpacing: true,
      trailingComma: 'all',
    });
  } catch {
    return undefined;
  }
}

/** `code` laid out to `width` characters: as statements, else as members of a type literal, else as it is. */
export async function layOutSignature(code: string, width = CODE_COLUMN_CHARS): Promise<string> {
  const asStatements = await format(code, width);
  if (asStatements !== undefined) return asStatements.trimEnd();
  // A member is indented by two spaces inside the wrapper: it gets two more columns there.
  const asMembers = await format(`${MEMBER_WRAPPER}${code}\n};`, width + 2);
  if (!asMembers?.startsWith(MEMBER_WRAPPER)) return code;
  return asMembers
    .trimEnd()
    .split('\n')
    .slice(1, -1)
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');
}

const FENCE = /^(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)\n\1[ \t]*$/gm;

/** Every TypeScript fence of a Markdown page laid out to `width`, and marked `wrap`. */
export async function layOutFences(markdown: string, width = CODE_COLUMN_CHARS): Promise<string> {
  const jobs: Promise<string>[] = [];
  const parts: (string | number)[] = [];
  let last = 0;
  for (const match of markdown.matchAll(FENCE)) {
    const [whole, ticks, lang, rawMeta, rawCode] = match;
    // The SDK's comments have CRLF line ends: a `\r` left in the meta would end the info string.
    const meta = rawMeta.replace(/\r$/, '');
    const code = rawCode.replace(/\r\n?/g, '\n');
    if (!TYPESCRIPT_FENCES.has(lang)) continue;
    parts.push(markdown.slice(last, match.index));
    const wrapMeta = /(^|\s)wrap(\s|$)/.test(meta) ? meta : `${meta} wrap`;
    parts.push(jobs.length);
    jobs.push(layOutSignature(code, width).then((laid) => `${ticks}${lang}${wrapMeta}\n${laid}\n${ticks}`));
    last = match.index + whole.length;
  }
  if (jobs.length === 0) return markdown;
  parts.push(markdown.slice(last));
  const done = await Promise.all(jobs);
  return parts.map((part) => (typeof part === 'number' ? done[part] : part)).join('');
}

/** Lays out the TypeScript fences of every page the renderer writes (after the pages' other END hooks). */
export function layOutSignatures(app: Application): void {
  (app.renderer as MarkdownRenderer).on(MarkdownPageEvent.END, (page) => {
    page.preWriteAsyncJobs.push(async (event) => {
      if (event.contents !== undefined) event.contents = await layOutFences(event.contents);
    });
  });
}
