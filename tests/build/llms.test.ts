/**
 * Over the production build (run after `docusaurus build`): /llms.txt is well-formed and lists
 * every doc page of both docs versions (3.2.0 first), every doc page has its Markdown copy at its
 * URL plus `.md` naming the SDK release it documents, the copies are clean Markdown (no front
 * matter, MDX imports, JSX tabs, directives or hidden sample setup), and llms-full.txt holds the
 * releases one after the other, the latest first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';
import {AGENT_RULES} from '../../plugins/llms/agent-rules';
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE, SITE_URL} from '../../src/constants';
import {DOCS, DOCS_3X} from '../support/routes';

const BUILD = path.resolve(__dirname, '../../build');
/** The line above which a sample's setup is hidden (a Twoslash notation). */
const CUT_MARKER = '// ---cut---';
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

/** The doc pages the site must have, as Markdown copy paths: both docs versions. */
const EXPECTED = [...DOCS_3X.all, ...DOCS.all].map(markdownCopy).sort();
const LATEST = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;
/** The llms.txt section names of a release: "Guides (3.2.0, latest)", "Guides (1.1.0)". */
const LATEST_TAG = `${LATEST}, latest`;

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

  it('has a Markdown copy for every doc route of both versions, and nothing else', () => {
    expect(markdownFiles).toEqual(docRoutesAsMarkdown(files));
    for (const page of EXPECTED) expect(markdownFiles).toContain(page);
    expect(markdownFiles.filter((file) => file.startsWith(LATEST_DOCS.docsBase))).toEqual(DOCS_3X.all.map(markdownCopy).sort());
    expect(markdownFiles.filter((file) => !file.startsWith(LATEST_DOCS.docsBase))).toEqual(DOCS.all.map(markdownCopy).sort());
  });

  it('every Markdown copy states the SDK release it documents, under its title', () => {
    for (const file of markdownFiles) {
      const [, note] = read(file).split('\n\n', 2);
      if (file.startsWith(LATEST_DOCS.docsBase)) {
        expect(note, file).toBe(`Documents ${SDK_PACKAGE} ${LATEST}, the latest release.`);
        continue;
      }
      const match = new RegExp(`^Documents ${SDK_PACKAGE} ${OLDER}\\. The latest release is ${LATEST}: \\[[^\\]]+\\]\\((?<url>[^)]+)\\)\\.$`).exec(note);
      expect(match, `${file}: ${note}`).not.toBeNull();
      // It links the latest release's copy of the same page when there is one, else its introduction.
      const target = match!.groups!.url.slice(SITE_URL.length);
      const counterpart = `${LATEST_DOCS.docsBase}${file.slice(DOCS_1_1_0.docsBase.length)}`;
      expect(target, file).toBe(markdownFiles.includes(counterpart) ? counterpart : `${LATEST_DOCS.docsBase}index.md`);
    }
  });

  it('llms.txt: H1, blockquote summary, H2 sections with Optional last', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
    expect(lines.find((line) => line.trim() && !line.startsWith('# '))).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      `## Docs (${LATEST_TAG})`,
      `## Guides (${LATEST_TAG})`,
      `## Docs (${OLDER})`,
      `## Guides (${OLDER})`,
      '## Optional',
    ]);
    for (const line of lines.filter((entry) => entry.startsWith('- '))) expect(line).toMatch(LINK_LINE);
  });

  it('llms.txt has the rules for agents after the summary, before the first section', () => {
    const rules = llms.slice(0, llms.indexOf('\n## '));
    const numbered = rules.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(numbered).toHaveLength(AGENT_RULES.length);
    numbered.forEach((line, index) => expect(line.startsWith(`${index + 1}. **${AGENT_RULES[index].title}**`), line).toBe(true));
    expect(rules).toContain('npm install -E @opensecret/react@');
  });

  it('llms.txt names both releases, the latest first, with their docs and pinned install commands', () => {
    const head = llms.slice(0, llms.indexOf('\n## '));
    const latest = head.indexOf(`\`npm install -E ${SDK_PACKAGE}@${LATEST}\``);
    const older = head.indexOf(`\`npm install -E ${SDK_PACKAGE}@${OLDER}\``);
    expect(latest, 'latest install command').toBeGreaterThan(0);
    expect(older, 'older install command').toBeGreaterThan(latest);
    expect(head).toContain(`${SITE_URL}${LATEST_DOCS.docsBase}`);
    expect(head).toContain(`Rules for agents writing code with \`${SDK_PACKAGE}\` ${LATEST}, the latest release.`);
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

    // Each release: sidebar docs first, then the docs in no sidebar.
    expect(paths(`Docs (${LATEST_TAG})`)).toEqual([...DOCS_3X.topLevel, ...DOCS_3X.unlistedDocs].map(markdownCopy));
    expect(paths(`Guides (${LATEST_TAG})`)).toEqual(DOCS_3X.guides.map(markdownCopy));
    expect(paths(`Docs (${OLDER})`)).toEqual([...DOCS.topLevel, ...DOCS.unlistedDocs].map(markdownCopy));
    expect(paths(`Guides (${OLDER})`)).toEqual(DOCS.guides.map(markdownCopy));
    // The API references share "Optional": the latest release's first, each link naming its release.
    const optional = paths('Optional');
    const latestApi = [...DOCS_3X.api, ...DOCS_3X.apiDocs].map(markdownCopy);
    expect(optional.slice(0, latestApi.length).sort()).toEqual([...latestApi].sort());
    expect(optional.slice(latestApi.length).sort()).toEqual(DOCS.api.map(markdownCopy).sort());
    expect(optional[0]).toBe(`${LATEST_DOCS.apiIndexPath}index.md`);
    expect(optional[latestApi.length]).toBe('/docs/api/index.md');
    const optionalTitles = llms.slice(llms.indexOf('## Optional')).split('\n').filter((line) => line.startsWith('- '));
    for (const line of optionalTitles) expect(line, line).toMatch(new RegExp(`^- \\[[^\\]]+ \\((${LATEST}|${OLDER})\\)\\]`));
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

  it('llms-full.txt holds the latest release, then 1.1.0, each part opened by its own heading', () => {
    const full = read('llms-full.txt');
    const part1 = full.indexOf(`\n# Part 1 of 2: ${SDK_PACKAGE} ${LATEST_TAG}\n`);
    const part2 = full.indexOf(`\n# Part 2 of 2: ${SDK_PACKAGE} ${OLDER}\n`);
    expect(part1, 'part 1').toBeGreaterThan(0);
    expect(part2, 'part 2').toBeGreaterThan(part1);
    const sourceAt = (route: string) => full.indexOf(`\n\nSource: ${SITE_URL}${route}\n`);
    for (const route of DOCS_3X.all) expect(sourceAt(route), route).toBeGreaterThan(part1);
    for (const route of DOCS_3X.all) expect(sourceAt(route), route).toBeLessThan(part2);
    for (const route of DOCS.all) expect(sourceAt(route), route).toBeGreaterThan(part2);
  });
});
