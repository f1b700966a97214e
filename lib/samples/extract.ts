/**
 * Finds the ts/tsx code blocks of a Markdown (MDX) document, parsed as Docusaurus parses it
 * (lib/mdx-parser), so fences inside lists, admonitions, JSX (<Tabs>) and block quotes, `~~~`
 * fences and 4+ backtick fences are all found, with their position in the file.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {parseMdx, type MarkdownFormat} from '../mdx-parser';
import {SAMPLE_LANGS} from './config';

export interface Sample {
  /** Markdown file, absolute. */
  file: string;
  /** 1-based position of the block among the file's ts/tsx blocks. */
  index: number;
  lang: string;
  meta: string | null;
  /** Parsed fence meta: `key="value"` pairs and bare flags (value `true`). */
  attributes: Record<string, string | true>;
  /** Block content, line endings normalised to \n. */
  code: string;
  /** 1-based line of the opening fence in the Markdown file. */
  fenceLine: number;
  /** 1-based column of the opening fence. */
  fenceColumn: number;
  /** For each line of `code`, how many characters precede it in the Markdown line (indentation, `> `). */
  columnOffsets: number[];
  nocheck: boolean;
  /** Value of the `sdk` meta, if any. */
  sdk?: string;
}

/** Thrown by extractSamples when the Markdown (MDX) cannot be parsed. */
export class MarkdownParseError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(message);
    this.name = 'MarkdownParseError';
  }
}

/** `title="a b" {2-3} nocheck sdk="1.5.4"` -> {title: 'a b', nocheck: true, sdk: '1.5.4'}. */
export function parseFenceMeta(meta: string | null | undefined): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  if (!meta) return attributes;
  const token = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?|"[^"]*"|'[^']*'|\{[^}]*\}|\S+/g;
  for (const match of meta.matchAll(token)) {
    const [, name, dq, sq, bare] = match;
    if (name) attributes[name] = dq ?? sq ?? bare ?? true;
  }
  return attributes;
}

/**
 * Which parser Docusaurus uses for the file: `format:` in front matter, else MDX (this site's
 * `markdown.format`); `detect` goes by extension. The rule of `getFormat` in
 * @docusaurus/mdx-loader 3.7.0 (`lib/format.js`), for .md and .mdx files.
 */
function markdownFormat(markdown: string, file: string): MarkdownFormat {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  const format = frontMatter && /^format:\s*['"]?(md|mdx|detect)['"]?\s*$/m.exec(frontMatter[1])?.[1];
  if (format === 'md' || format === 'mdx') return format;
  if (format === 'detect') return path.extname(file) === '.mdx' ? 'mdx' : 'md';
  return 'mdx';
}

/**
 * The ts/tsx code blocks of a Markdown (MDX) document, in order, including `nocheck` ones.
 * `file` is recorded on each sample (and used in parse errors). Throws MarkdownParseError.
 */
export function extractSamples(markdown: string, file: string): Sample[] {
  const sourceLines = markdown.split(/\r\n|\r|\n/);
  const samples: Sample[] = [];
  collectSamples(markdown, markdownFormat(markdown, file), 0, file, sourceLines, samples);
  return samples;
}

function collectSamples(
  markdown: string,
  format: MarkdownFormat,
  lineOffset: number,
  file: string,
  sourceLines: string[],
  samples: Sample[],
): void {
  let tree: Root;
  try {
    tree = parseMdx(markdown, {format});
  } catch (error) {
    const place = error as {message?: string; reason?: string; line?: number; column?: number};
    const reason = place.reason ?? place.message ?? String(error);
    // Some micromark errors carry no position but name it in the text: `(7:1-7:7)`.
    const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    const line = place.line ?? (named ? Number(named[1]) : 1);
    const column = place.column ?? (named ? Number(named[2]) : 1);
    throw new MarkdownParseError(reason, file, line + lineOffset, column);
  }
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start;
    if (!start) return;
    const fenceLine = start.line + lineOffset;
    // Docusaurus unwraps ```mdx-code-block fences before parsing: their content is Markdown.
    if (node.lang === 'mdx-code-block') {
      collectSamples(node.value, 'mdx', fenceLine, file, sourceLines, samples);
      return;
    }
    const lang = node.lang ?? '';
    if (!(lang in SAMPLE_LANGS)) return;
    const code = node.value.replace(/\r\n?/g, '\n');
    const attributes = parseFenceMeta(node.meta);
    const columnOffsets = code.split('\n').map((line, i) => {
      const source = sourceLines[fenceLine + i] ?? '';
      return line !== '' && source.endsWith(line) ? source.length - line.length : 0;
    });
    const sdk = attributes.sdk;
    samples.push({
      file,
      index: samples.length + 1,
      lang,
      meta: node.meta ?? null,
      attributes,
      code,
      fenceLine,
      fenceColumn: start.column,
      columnOffsets,
      nocheck: attributes.nocheck === true,
      ...(sdk === undefined ? {} : {sdk: sdk === true ? '' : sdk}),
    });
  });
}
