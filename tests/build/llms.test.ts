/**
 * Over the production build (run after `docusaurus build`): /llms.txt is well-formed and lists
 * every doc page, every doc page has its Markdown copy at its URL plus `.md`, and the copies are
 * clean Markdown (no front matter, MDX imports, JSX tabs, directives or hidden sample setup).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';
import {CUT_MARKER} from '../../plugins/remark-hidden-setup';
import {expectedApiPages} from '../../plugins/api-reference/expected-pages';
import {AGENT_RULES} from '../../plugins/llms/agent-rules';
import {SITE_URL} from '../../src/constants';
import {DOCS} from '../support/routes';

const BUILD = path.resolve(__dirname, '../../build');
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
const LINK_LINE = /^- \[(?<title>[^\]\n]+)\]\((?<url>[^\s)]+)\)(?:: (?<description>\S.*))?$/;

/** The files under a build folder, as paths relative to build/. */
function walk(dir: string): string[] {
  return walkFiles(path.join(BUILD, dir)).map((file) => path.posix.join(dir, file));
}

/** Every doc route in the build, as the path of its Markdown copy. */
function docRoutesAsMarkdown(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => {
      const dir = file.slice(0, -'/index.html'.length);
      // /docs/x/ is copied to /docs/x/index.md, /docs/x to /docs/x.md.
      return fs.existsSync(path.join(BUILD, `${dir}/index.md`)) ? `/${dir}/index.md` : `/${dir}.md`;
    })
    .sort();
}

/** A route's Markdown copy: the route plus `.md`, or `index.md` after a trailing slash. */
const markdownCopy = (route: string): string => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** The doc pages the site must have, as Markdown copy paths. */
const EXPECTED = DOCS.all.map(markdownCopy).sort();

describe('llms files in the build', () => {
  let files: string[];
  let markdownFiles: string[];
  let llms: string;

  beforeAll(() => {
    expect(fs.existsSync(path.join(BUILD, 'llms.txt')), 'build/llms.txt (run `docusaurus build` first)').toBe(true);
    files = walk('docs');
    markdownFiles = files.filter((file) => file.endsWith('.md')).map((file) => `/${file}`).sort();
    llms = read('llms.txt');
  });

  it('has a Markdown copy for every doc route, and nothing else', () => {
    expect(markdownFiles).toEqual(docRoutesAsMarkdown(files));
    for (const page of EXPECTED) expect(markdownFiles).toContain(page);
  });

  it('llms.txt: H1, blockquote summary, H2 sections with Optional last', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
    expect(lines.find((line) => line.trim() && !line.startsWith('# '))).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Docs', '## Guides', '## Optional']);
    for (const line of lines.filter((entry) => entry.startsWith('- '))) expect(line).toMatch(LINK_LINE);
  });

  it('llms.txt has the rules for agents after the summary, before the first section', () => {
    const rules = llms.slice(0, llms.indexOf('\n## '));
    const numbered = rules.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(numbered).toHaveLength(AGENT_RULES.length);
    numbered.forEach((line, index) => expect(line.startsWith(`${index + 1}. **${AGENT_RULES[index].title}**`), line).toBe(true));
    expect(rules).toContain('npm install -E @opensecret/react@');
  });

  it('every rule links to a heading that exists on the built page', () => {
    const rules = llms
      .slice(0, llms.indexOf('\n## '))
      .split('\n')
      .filter((line) => /^\d+\. /.test(line))
      .join('\n');
    const links = [...rules.matchAll(/\]\((?<url>[^\s)]+)\)/g)].map((match) => match.groups!.url);
    expect(links.length).toBe(AGENT_RULES.flatMap((rule) => rule.links).length);
    for (const url of links) {
      expect(url.startsWith(`${SITE_URL}/docs/`), url).toBe(true);
      const [pagePath, anchor] = url.slice(SITE_URL.length + 1).split('#');
      expect(anchor, url).toBeTruthy();
      const html = read(path.posix.join(pagePath, 'index.html'));
      // A heading with that id (the minifier may drop the quotes around it).
      expect(html, url).toMatch(new RegExp(`<h[2-4][^>]*\\sid=["']?${anchor}["'\\s>]`));
    }
  });

  it('llms.txt lists every doc page once, in its section, linking to its .md', () => {
    const sections = new Map<string, string[]>();
    let current = '';
    for (const line of llms.split('\n')) {
      if (line.startsWith('## ')) sections.set((current = line.slice(3)), []);
      const match = LINK_LINE.exec(line);
      if (match && current) sections.get(current)!.push(match.groups!.url);
    }
    const paths = (section: string) => (sections.get(section) ?? []).map((url) => url.replace(SITE_URL, ''));
    const all = [...sections.values()].flat();
    for (const url of all) expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
    expect(all.map((url) => url.replace(SITE_URL, '')).sort()).toEqual(markdownFiles);
    expect(new Set(all).size).toBe(all.length);

    // Sidebar docs first, then the docs in no sidebar.
    expect(paths('Docs')).toEqual([...DOCS.topLevel, ...DOCS.unlistedDocs].map(markdownCopy));
    expect(paths('Guides')).toEqual(DOCS.guides.map(markdownCopy));
    expect(paths('Optional').sort()).toEqual(expectedApiPages().map((page) => `/docs/api/${page}.md`).sort());
    expect(paths('Optional')[0]).toBe('/docs/api/index.md');
  });

  it('the Markdown copies are clean Markdown starting with an H1', () => {
    for (const file of markdownFiles) {
      const markdown = read(file);
      expect(markdown, file).toMatch(/^# \S/);
      expect(markdown, file).not.toContain(CUT_MARKER);
      // MDX import/export statements are gone; code samples (inside fences) may of course import.
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      expect(prose, file).not.toMatch(/^import\s+\w+.*from\s+['"]|^export\s+(const|default|function)/m);
      expect(markdown, file).not.toMatch(/<\/?(Tabs|TabItem)\b/);
      expect(markdown, file).not.toMatch(/^:::/m);
      expect(markdown, file).not.toMatch(/^---\n[\s\S]*?\n---\n/);
    }
  });

  it('llms-full.txt has every page, each with its title and source URL', () => {
    const full = read('llms-full.txt');
    expect(full).toMatch(/^# \S/);
    expect(full).not.toContain(CUT_MARKER);
    expect(full).not.toContain('import Tabs');
    for (const file of markdownFiles) {
      const permalink = file.replace(/index\.md$/, '').replace(/\.md$/, '');
      expect(full, file).toContain(`\n\nSource: ${SITE_URL}${permalink}\n`);
    }
    expect(full.match(/^Source: /gm)).toHaveLength(markdownFiles.length);
  });
});
