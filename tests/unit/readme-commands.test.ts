/**
 * The README, CONTRIBUTING.md and the handbook (handbook/*.md) against the repository: the
 * README's commands table names exactly the npm scripts a maintainer runs, the README stays
 * short, every relative link reaches a file (and heading) that exists, every npm command written
 * as code names a real script, and every repository path written as code exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Code, Definition, Heading, InlineCode, Link, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const README = 'README.md';
const MAX_README_WORDS = 1500;

/** Scripts of package.json that the commands table leaves out, each with the reason. */
const INTERNAL_SCRIPTS: Readonly<Record<string, string>> = {
  docusaurus:
    'the Docusaurus CLI itself, for one-off subcommands (`docs:version`); the table lists the scripts that wrap it',
};

/** npm's own commands (not scripts) that the pages may name. */
const NPM_COMMANDS = new Set(['ci', 'install', 'i', 'audit', 'pack', 'publish', 'ls', 'exec', 'view', 'outdated']);

/**
 * Generated or installed folders: a path under them exists only after an install or a build, so
 * the pages may name it without the repository holding it.
 */
const GENERATED = [
  'node_modules/',
  'build/',
  'build-profile/',
  '.docusaurus/',
  'docs/api/',
  'docs/api-changes.md',
  'versioned_docs/version-1.1.0/api/',
  'bench/.reference/',
  'bench/.vitepress-reference/',
  'bench/results/',
  'mcp/.pack/',
  'test-results/',
  'playwright-report/',
];

const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;

/** The pages this test covers, relative to the root. */
export function handbookPages(root: string = ROOT): string[] {
  const handbook = path.join(root, 'handbook');
  const pages = fs.existsSync(handbook)
    ? fs
        .readdirSync(handbook)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `handbook/${name}`)
    : [];
  return [README, 'CONTRIBUTING.md', ...pages];
}

const parse = (text: string): Root => unified().use(remarkParse).use(remarkGfm).parse(text);
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The script a command names: `npm run x` → `x`, `npm test` → `test`; undefined for npm's own commands. */
export function scriptsNamed(code: string): {command: string; script: string}[] {
  const found: {command: string; script: string}[] = [];
  for (const match of code.matchAll(/(?<![\w-])npm((?:\s+[^\s&|;`]+)+)/g)) {
    const words = match[1].trim().split(/\s+/);
    let at = 0;
    if (words[0] === 'run' || words[0] === 'run-script') {
      at = 1;
      // Options before the script name; --prefix takes a value.
      while (at < words.length && words[at].startsWith('-')) at += words[at] === '--prefix' ? 2 : 1;
    } else if (words[0].startsWith('-') || NPM_COMMANDS.has(words[0])) {
      continue;
    }
    const script = words[at];
    if (script) found.push({command: `npm ${words.slice(0, at + 1).join(' ')}`, script});
  }
  return found;
}

/** Heading anchors of a Markdown page, as GitHub (and Docusaurus) make them. */
export function anchorsOf(text: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  visit(parse(text), 'heading', (heading: Heading) => {
    anchors.add(slugger.slug(toString(heading)));
  });
  return anchors;
}

/** Every link and link definition of a page whose target is not a URL with a scheme. */
export function relativeLinks(text: string): {url: string; line: number}[] {
  const links: {url: string; line: number}[] = [];
  visit(parse(text), ['link', 'definition'], (node) => {
    const {url, position} = node as Link | Definition;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) links.push({url, line: position?.start.line ?? 0});
  });
  return links;
}

/** A link's problem, or undefined when its file (and heading) exist. */
export function linkProblem(root: string, fromFile: string, url: string): string | undefined {
  const [target, anchor] = url.split('#', 2) as [string, string | undefined];
  const file = target === '' ? fromFile : path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target));
  if (file.startsWith('../') || path.posix.isAbsolute(target)) return `${url}: not a file of the repository`;
  if (!fs.existsSync(path.join(root, file))) return `${url}: no file ${file}`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return `${url}: anchors are checked in .md files only`;
  const anchors = anchorsOf(fs.readFileSync(path.join(root, file), 'utf8'));
  return anchors.has(decodeURIComponent(anchor)) ? undefined : `${url}: no heading #${anchor} in ${file}`;
}

/** The text written as code (inline code and code blocks), with its line. */
function codeOf(text: string): {value: string; line: number}[] {
  const code: {value: string; line: number}[] = [];
  visit(parse(text), ['inlineCode', 'code'], (node) => {
    const {value, position} = node as InlineCode | Code;
    code.push({value, line: position?.start.line ?? 0});
  });
  return code;
}

/** MCP's method names (`tools/call`, `tools/list`): they begin like the tools/ folder but name no file. */
const MCP_METHOD = /^tools\/(call|list)$/;

/** Words of code that name a repository path: they start with a top-level folder or file of the repository. */
export function repositoryPaths(code: string, topLevel: ReadonlySet<string>): string[] {
  return code
    .split(/[\s,()]+/)
    .map((word) => word.replace(/^['"]|['":;.]+$/g, ''))
    .filter((word) => word.includes('/') && topLevel.has(word.split('/')[0]))
    .filter((word) => !/[<>*…{}[\]$?]/.test(word) && !MCP_METHOD.test(word))
    .filter((word) => !GENERATED.some((dir) => word === dir.replace(/\/$/, '') || word.startsWith(dir)));
}

describe('README commands table', () => {
  const table = (() => {
    let found: Table | undefined;
    let inCommands = false;
    for (const node of parse(read(README)).children) {
      if (node.type === 'heading') inCommands = node.depth === 2 && toString(node) === 'Commands';
      else if (inCommands && node.type === 'table' && !found) found = node;
    }
    return found;
  })();
  const commands = (table?.children.slice(1) ?? []).map((row) => toString(row.children[0]));

  it('is the table under "## Commands"', () => {
    expect(table, 'README.md has no table under ## Commands').toBeDefined();
    expect(commands.length).toBeGreaterThan(0);
  });

  it('names only scripts of package.json, one command per row', () => {
    for (const command of commands) {
      const named = scriptsNamed(command);
      expect(named, `README.md commands table: "${command}" is not an npm script command`).toHaveLength(1);
      expect(Object.keys(scripts), `README.md commands table: ${command}`).toContain(named[0].script);
    }
  });

  it('lists every script a maintainer runs; the others are internal, with a reason', () => {
    const listed = new Set(commands.flatMap((command) => scriptsNamed(command).map(({script}) => script)));
    for (const script of Object.keys(scripts)) {
      if (script in INTERNAL_SCRIPTS) {
        expect(listed.has(script), `${script} is both in the table and internal`).toBe(false);
      } else {
        expect(listed.has(script), `package.json script "${script}" is missing from the README commands table`).toBe(
          true,
        );
      }
    }
    for (const script of Object.keys(INTERNAL_SCRIPTS)) expect(Object.keys(scripts)).toContain(script);
  });
});

describe('README length', () => {
  it(`is at most ${MAX_README_WORDS} words`, () => {
    const words = read(README).split(/\s+/).filter(Boolean).length;
    expect(words, `README.md has ${words} words; move detail into handbook/`).toBeLessThanOrEqual(MAX_README_WORDS);
  });
});

describe('README, CONTRIBUTING.md and handbook/*.md', () => {
  const pages = handbookPages();
  const topLevel = new Set(fs.readdirSync(ROOT).filter((name) => !name.startsWith('.git')));

  it('include the handbook pages', () => {
    expect(pages.filter((page) => page.startsWith('handbook/')).length).toBeGreaterThan(0);
  });

  it.each(pages)('%s: every relative link reaches a file, and its anchor a heading', (page) => {
    const problems = relativeLinks(read(page)).flatMap(({url, line}) => {
      const problem = linkProblem(ROOT, page, url);
      return problem ? [`${page}:${line}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it.each(pages)('%s: every npm command written as code names a real script', (page) => {
    const problems = codeOf(read(page)).flatMap(({value, line}) =>
      scriptsNamed(value)
        .filter(({script}) => !(script in scripts))
        .map(({command}) => `${page}:${line}: ${command}: no such script in package.json`),
    );
    expect(problems).toEqual([]);
  });

  it.each(pages)('%s: every repository path written as code exists', (page) => {
    const problems = codeOf(read(page)).flatMap(({value, line}) =>
      repositoryPaths(value, topLevel)
        .filter((file) => !fs.existsSync(path.join(ROOT, file)))
        .map((file) => `${page}:${line}: ${file} does not exist`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read npm commands', () => {
    expect(scriptsNamed('npm ci && npm run build && npm run serve')).toEqual([
      {command: 'npm run build', script: 'build'},
      {command: 'npm run serve', script: 'serve'},
    ]);
    expect(scriptsNamed('npm test')).toEqual([{command: 'npm test', script: 'test'}]);
    expect(scriptsNamed('npm run --silent --prefix <clone> mcp')).toEqual([
      {command: 'npm run --silent --prefix <clone> mcp', script: 'mcp'},
    ]);
    expect(scriptsNamed('npm install -E x@1; npm2yarn; npm audit --omit=dev')).toEqual([]);
  });

  it('find a broken file link and a broken anchor', () => {
    expect(linkProblem(ROOT, README, 'CONTRIBUTING.md')).toBeUndefined();
    expect(linkProblem(ROOT, README, 'CONTRIBUTING.md#boundaries')).toBeUndefined();
    expect(linkProblem(ROOT, README, 'CONTRIBUTING.md#no-such-heading')).toMatch(/no heading/);
    expect(linkProblem(ROOT, README, 'handbook/nope.md')).toMatch(/no file/);
    expect(linkProblem(ROOT, 'handbook/testing.md', '../README.md#quick-start')).toBeUndefined();
  });

  it('slug headings as GitHub does', () => {
    expect([...anchorsOf('## Link previews, robots.txt and the sitemap\n\n## `npm test` runs\n')]).toEqual([
      'link-previews-robotstxt-and-the-sitemap',
      'npm-test-runs',
    ]);
  });

  it('read repository paths from code', () => {
    const topLevel = new Set(['docs', 'tools', 'build']);
    expect(
      repositoryPaths('npm run check:samples -- docs/guides/x.mdx build/pagefind/ tools/<id>.ts tools/call', topLevel),
    ).toEqual(['docs/guides/x.mdx']);
  });
});
