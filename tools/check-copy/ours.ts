/**
 * Our words: the prose readers see, as word runs. From Markdown/MDX, the text of every block
 * (headings, paragraphs, list items, table cells, admonitions, JSX children and string
 * attributes, front matter titles and descriptions) and the comments of code samples; from
 * TypeScript/TSX, string literals and JSX text. Block quotes and text between quotation marks
 * are marked quotations and are left out; a run never spans a quotation.
 */
import type {Root, RootContent} from 'mdast';
import ts from 'typescript';
import {parseMdx} from '../../lib/mdx-parser';
import {commentsOf} from './sdk-text';
import {wordsOf, type Place, type Run} from './words';

/** Code fence languages whose comments are prose. */
const COMMENTED_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript']);

/** Opening and closing quotation marks: text between them is a quotation. */
const QUOTES: Readonly<Record<string, string>> = {'“': '”', '"': '"', '‘': '’'};

/** Collects the runs of one block, breaking at quotations. */
class RunBuilder {
  readonly runs: Run[] = [];
  private current: Run = {words: []};
  private closing: string | null = null;

  /** Adds text that starts at `start`; quotation marks in it open and close quotations. */
  text(value: string, start: Place, quotesCount = true): void {
    let segmentStart = 0;
    let segmentPlace = start;
    let place = start;
    for (let i = 0; i <= value.length; i++) {
      const char = value.charAt(i);
      const mark = i < value.length && this.isMark(char, value.charAt(i - 1), quotesCount);
      if (i === value.length || mark) {
        if (this.closing === null) this.current.words.push(...wordsOf(value.slice(segmentStart, i), segmentPlace));
        if (mark) {
          if (this.closing === null) {
            this.closing = QUOTES[char];
            this.break();
          } else {
            this.closing = null;
          }
        }
      }
      place = char === '\n' ? {line: place.line + 1, column: 1} : {line: place.line, column: place.column + 1};
      if (mark) {
        segmentStart = i + 1;
        segmentPlace = place;
      }
    }
  }

  /** Whether `char` opens or closes a quotation here (an opening mark right after a letter is an apostrophe). */
  private isMark(char: string, before: string, quotesCount: boolean): boolean {
    if (this.closing !== null) return char === this.closing;
    return quotesCount && char in QUOTES && !/[\p{L}\p{N}]/u.test(before);
  }

  break(): void {
    if (this.current.words.length > 0) this.runs.push(this.current);
    this.current = {words: []};
  }

  finish(): Run[] {
    this.break();
    this.closing = null;
    return this.runs;
  }
}

const startOf = (node: {position?: {start: {line: number; column: number}}}): Place => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** Blocks whose phrasing content is read as one run. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

function phrasing(node: RootContent, builder: RunBuilder): void {
  if (node.type === 'text') {
    builder.text(node.value, startOf(node));
  } else if (node.type === 'inlineCode') {
    builder.text(node.value, startOf(node), false);
  } else if (node.type === 'mdxJsxTextElement') {
    attributes(node, builder);
    for (const child of node.children) phrasing(child, builder);
  } else if ('children' in node) {
    for (const child of node.children) phrasing(child, builder);
  }
}

function attributes(node: {attributes: unknown[]}, builder: RunBuilder): void {
  for (const attribute of node.attributes) {
    const {type, value} = attribute as {type: string; value?: unknown};
    if (type === 'mdxJsxAttribute' && typeof value === 'string') {
      const {name} = attribute as {name: string};
      const start = startOf(attribute as {position?: {start: {line: number; column: number}}});
      builder.break();
      // The value starts after `name="`.
      builder.text(value, {line: start.line, column: start.column + name.length + 2});
      builder.break();
    }
  }
}

/** Front matter `title:`, `description:` and `sidebar_label:` values. */
function frontMatterRuns(yaml: string, line: number): Run[] {
  const runs: Run[] = [];
  yaml.split('\n').forEach((text, index) => {
    const match = /^(title|description|sidebar_label):\s*(['"]?)(.*?)\2\s*$/.exec(text);
    if (match) {
      const column =
        match[0].length - match[3].length - match[2].length - (match[0].length - match[0].trimEnd().length) + 1;
      runs.push({words: wordsOf(match[3], {line: line + 1 + index, column})});
    }
  });
  return runs;
}

/** The comments of a code sample, placed in the Markdown file. */
function sampleCommentRuns(code: string, lang: string, fenceLine: number): Run[] {
  const fileName = `sample.${lang.startsWith('ts') || lang === 'typescript' ? 'tsx' : 'jsx'}`;
  return commentsOf(fileName, code).map((comment) => ({
    words: wordsOf(comment.text, {line: fenceLine + comment.line, column: 1}),
  }));
}

/** Every run of prose in a Markdown (MDX) document. */
export function markdownRuns(markdown: string, format: 'md' | 'mdx' = 'mdx'): Run[] {
  const tree = parseMdx(markdown, {format});
  const runs: Run[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'blockquote') return;
    if (node.type === 'yaml') {
      runs.push(...frontMatterRuns(node.value, startOf(node).line));
      return;
    }
    if (node.type === 'code') {
      if (node.lang && COMMENTED_LANGS.has(node.lang))
        runs.push(...sampleCommentRuns(node.value, node.lang, startOf(node).line));
      return;
    }
    if (BLOCKS.has(node.type)) {
      const builder = new RunBuilder();
      for (const child of (node as {children: RootContent[]}).children) phrasing(child, builder);
      runs.push(...builder.finish());
      return;
    }
    if (node.type === 'mdxJsxFlowElement') {
      const builder = new RunBuilder();
      attributes(node, builder);
      runs.push(...builder.finish());
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return runs;
}

/** String literals, template text and JSX text of a TypeScript/TSX source, each a run. */
export function sourceRuns(fileName: string, text: string): Run[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const runs: Run[] = [];
  // `delimiter`: the characters before the text (a quote, a backtick, `}`).
  const take = (node: ts.Node, value: string, delimiter: number) => {
    const {line, character} = source.getLineAndCharacterOfPosition(node.getStart(source));
    const builder = new RunBuilder();
    builder.text(value, {line: line + 1, column: character + 1 + delimiter});
    runs.push(...builder.finish());
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      take(node, node.text, 1);
    } else if (ts.isJsxText(node)) {
      take(node, node.text, 0);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return runs;
}
