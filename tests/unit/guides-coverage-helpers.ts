/**
 * What the guide-coverage tests read: the members of a context type in an SDK release's
 * declarations, a docs version's Markdown pages, and the links, install commands and fence
 * metadata in them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {PRODUCT_NAME, type DocsVersion} from '../../src/constants';

export const siteDir = path.resolve(__dirname, '../..');
export const CONTEXT_TYPE = `${PRODUCT_NAME}ContextType`;
export const DEVELOPER_CONTEXT_TYPE = `${PRODUCT_NAME}DeveloperContextType`;

/** The type declarations of an installed SDK release (`node_modules/<dir>/dist/index.d.ts`). */
export const declarationsOf = (packageDir: string): string =>
  path.join(siteDir, 'node_modules', packageDir, 'dist/index.d.ts');

/** Member names of an exported type alias whose type is an object literal. */
export function typeAliasMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name && ts.isTypeLiteralNode(statement.type)) {
      return statement.type.members.flatMap((member) =>
        member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
      );
    }
  }
  throw new Error(`${file}: no type alias ${name}`);
}

/** One Markdown page of a docs version: its path relative to the site and its text. */
export interface DocPage {
  file: string;
  text: string;
}

const readPage = (file: string): DocPage => ({
  file: path.relative(siteDir, file),
  text: fs.readFileSync(file, 'utf8'),
});

/** The guide pages of a docs version (listed and unlisted), in sidebar order. */
export function guidePages(version: DocsVersion): DocPage[] {
  return [...version.guides, ...version.unlistedGuides].map((guide) =>
    readPage(path.join(siteDir, version.folder, 'guides', `${guide}.mdx`)),
  );
}

/** Every hand-written Markdown page of a docs version (not the generated API reference). */
export function allPages(version: DocsVersion): DocPage[] {
  const root = path.join(siteDir, version.folder);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(root, 'api') ? [] : walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(root)
    .sort()
    .filter((file) => !isGenerated(version, file))
    .map(readPage);
}

/** Pages generated at build time into a docs folder (gitignored), such as docs/api-changes.md. */
function isGenerated(version: DocsVersion, file: string): boolean {
  const id = path.relative(path.join(siteDir, version.folder), file).replace(/\.mdx?$/, '');
  return version.apiDocs.includes(id);
}

/** A link of a page: its target (path and optional anchor) and the line it is on. */
export interface PageLink {
  file: string;
  line: number;
  path: string;
  anchor?: string;
}

/** Site-absolute Markdown links (`](/…)`) of a page. */
export function siteLinks(page: DocPage): PageLink[] {
  return page.text.split('\n').flatMap((text, index) =>
    [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => {
      const [target = '', anchor] = match[1].split('#');
      return {file: page.file, line: index + 1, path: target, ...(anchor === undefined ? {} : {anchor})};
    }),
  );
}

/** `file:line -> target`, for test names and messages. */
export const describeLink = (link: PageLink): string =>
  `${link.file}:${link.line} -> ${link.path}${link.anchor === undefined ? '' : `#${link.anchor}`}`;

/** The heading ids of a page, slugged as Docusaurus does for plain-text headings. */
export function headingIds(page: DocPage): Set<string> {
  const ids = new Set<string>();
  let inFence = false;
  for (const line of page.text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{2,6}\s+(.+?)\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let id = base;
    for (let n = 1; ids.has(id); n += 1) id = `${base}-${n}`;
    ids.add(id);
  }
  return ids;
}

/** Every `npm install` command of a page (in any code block), with its line. */
export function installCommands(page: DocPage): {line: number; command: string}[] {
  return page.text
    .split('\n')
    .map((command, index) => ({line: index + 1, command: command.trim()}))
    .filter(({command}) => /^npm (install|i)\b/.test(command));
}

/** The info string of every fenced code block of a page (language and meta), with its line. */
export function fenceInfos(page: DocPage): {line: number; info: string}[] {
  const fences: {line: number; info: string}[] = [];
  let open = false;
  page.text.split('\n').forEach((line, index) => {
    const fence = /^\s*```(.*)$/.exec(line);
    if (!fence) return;
    if (!open) fences.push({line: index + 1, info: fence[1].trim()});
    open = !open;
  });
  return fences;
}

/** The install commands of `pages`, each with its `file:line`. */
export const installCommandsIn = (pages: readonly DocPage[]): {where: string; command: string}[] =>
  pages.flatMap((page) => installCommands(page).map(({line, command}) => ({where: `${page.file}:${line}`, command})));

/** The package specs an `npm install` command names: its words after `npm install`, flags left out. */
export const installedSpecs = (command: string): string[] =>
  command
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));

/** A package pinned to an exact version: `name@1.2.3` or `@scope/name@1.2.3`. */
export const EXACT_SPEC = /^(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+$/;

/** Names of the functions a release's declarations export (`export declare function …`). */
export function exportedFunctions(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  return source.statements.flatMap((statement) =>
    ts.isFunctionDeclaration(statement) &&
    statement.name &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ? [statement.name.text]
      : [],
  );
}

/** The prose of a page: its text with fenced code blocks and front matter blanked, lines kept. */
export function proseLines(page: DocPage): string[] {
  let inFence = false;
  let inFrontMatter = page.text.startsWith('---\n');
  return page.text.split('\n').map((line, index) => {
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      return '';
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line;
  });
}

/** Where a name is first mentioned as code in a page's prose, headings aside. */
export interface FirstMention {
  where: string;
  /** The link target when the mention is a link's whole text, such as [`name`](/docs/…#name). */
  target?: string;
}

/** The first mention of `name` as code (`` `name` ``, `` `name(…)` `` or `` `name.field` ``) in a page's prose, headings aside. */
export function firstMention(page: DocPage, name: string): FirstMention | undefined {
  const mention = new RegExp(`(\\[)?\`${name}(?:\\([^\`]*\\)|\\.[\\w.]+)?\`(?:\\]\\(([^)\\s]+)\\))?`);
  const lines = proseLines(page);
  for (const [index, line] of lines.entries()) {
    const match = /^#{1,6}\s/.test(line) ? null : mention.exec(line);
    if (!match) continue;
    const where = `${page.file}:${index + 1}`;
    return match[1] && match[2] ? {where, target: match[2]} : {where};
  }
  return undefined;
}
