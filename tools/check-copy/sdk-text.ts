/**
 * The SDK's own words: the comments of every installed release's type declarations and
 * JavaScript bundle, and the prose of its README (code blocks aside), as word runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import ts from 'typescript';
import {parseMdx} from '../../lib/mdx-parser';
import {wordsOf, type Run} from './words';

/** One run of the SDK's words and where it comes from (`@opensecret/react@3.2.0 dist/index.d.ts:120`). */
export interface SourceRun extends Run {
  source: string;
}

/** The text of a comment without its delimiters and JSDoc line stars. */
export function commentText(raw: string): string {
  if (raw.startsWith('//')) return raw.slice(2);
  return raw
    .replace(/^\/\*\*?/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?!\/)/, ''))
    .join('\n');
}

/** Every comment of a TypeScript or JavaScript file, once each, with its 1-based line. */
export function commentsOf(fileName: string, text: string): {line: number; text: string}[] {
  const kind = fileName.endsWith('.d.ts') || fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, {line: number; text: string}>();
  const take = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, {line, text: commentText(text.slice(range.pos, range.end))});
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

/** Text of a Markdown node, code and HTML left out. */
function markdownText(node: Root | RootContent): string {
  if (node.type === 'code' || node.type === 'html') return '';
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((child) => markdownText(child)).join(' ');
  return '';
}

/** The README's prose blocks (paragraphs, headings, list items, table cells) as runs. */
export function readmeRuns(markdown: string, source: string): SourceRun[] {
  const tree = parseMdx(markdown, {format: 'md'});
  const runs: SourceRun[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const line = node.position?.start.line ?? 1;
      runs.push({source: `${source}:${line}`, words: wordsOf(markdownText(node))});
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return runs;
}

/** An installed SDK release: its name as readers know it and its folder. */
export interface InstalledRelease {
  label: string;
  directory: string;
}

/** The files of a release whose comments count: its declarations and its ES bundle. */
const COMMENTED_FILES = ['dist/index.d.ts', 'dist/opensecret-react.es.js'];

/** Every run of the SDK's words in one installed release. Throws, naming the file, when one is missing. */
export function sdkRuns(root: string, release: InstalledRelease): SourceRun[] {
  const runs: SourceRun[] = [];
  for (const relative of COMMENTED_FILES) {
    const file = path.join(root, release.directory, relative);
    if (!fs.existsSync(file)) throw new Error(`check:copy: ${release.label} has no ${relative} (looked in ${file})`);
    for (const comment of commentsOf(file, fs.readFileSync(file, 'utf8'))) {
      runs.push({source: `${release.label} ${relative}:${comment.line}`, words: wordsOf(comment.text)});
    }
  }
  const readme = path.join(root, release.directory, 'README.md');
  if (fs.existsSync(readme)) runs.push(...readmeRuns(fs.readFileSync(readme, 'utf8'), `${release.label} README.md`));
  return runs;
}
