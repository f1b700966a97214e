/**
 * The search index in build/pagefind, written by plugins/search-index after `docusaurus build`:
 * every doc page of every docs version and only doc pages, article content only (no navbar,
 * footer, sidebar, TOC, copy buttons or page actions), the `kind` and `version` filters, and
 * the typo vocabulary.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';
import {markdownPathFor} from '../../lib/markdown-path';
import {kindOfPath} from '../../lib/search/kind';
import {toSymbolTables} from '../../lib/search/symbols';
import type {SymbolIndex} from '../../lib/symbol-index';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {DOCS, DOCS_3X} from '../support/routes';

const BUILD = path.resolve(__dirname, '../../build');
const INDEX = path.join(BUILD, 'pagefind');

interface Fragment {
  url: string;
  content: string;
  anchors: {element: string; id: string}[];
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

function htmlFiles(dir: string): string[] {
  return walkFiles(dir, {extensions: ['.html']})
    .filter((file) => !file.startsWith('pagefind'))
    .map((file) => path.join(dir, file));
}

/** Pagefind fragments are gzip files holding "pagefind_dcd" and a JSON record of the page. */
function fragments(): Fragment[] {
  const dir = path.join(INDEX, 'fragment');
  return fs.readdirSync(dir).map((file) => {
    const raw = gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
    expect(raw.startsWith('pagefind_dcd')).toBe(true);
    return JSON.parse(raw.slice('pagefind_dcd'.length)) as Fragment;
  });
}

const marked = (file: string) => /\sdata-pagefind-body[\s>=]/.test(fs.readFileSync(file, 'utf8'));

describe('search index', () => {
  it('exists, with the Pagefind runtime and no unused UI bundles', () => {
    for (const file of ['pagefind.js', 'pagefind-entry.json', 'vocabulary.json']) {
      expect(fs.existsSync(path.join(INDEX, file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(INDEX, 'pagefind-ui.js'))).toBe(false);
  });

  it('holds every doc page, and only doc pages', () => {
    const docs = htmlFiles(path.join(BUILD, 'docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((file) => !marked(file))).toEqual([]);
    for (const page of ['index.html', '404.html', 'search/index.html']) {
      const file = path.join(BUILD, page);
      if (fs.existsSync(file)) expect(marked(file), page).toBe(false);
    }

    const entry = JSON.parse(fs.readFileSync(path.join(INDEX, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    expect(pages).toBe(htmlFiles(BUILD).filter(marked).length);

    const urls = fragments().map((fragment) => fragment.url);
    expect(urls).toContain('/docs/api/functions/useOpenSecret/');
    expect(urls.every((url) => url.startsWith('/docs/'))).toBe(true);
  });

  it('indexes article content only', () => {
    const all = fragments();
    const content = all.map((fragment) => fragment.content).join('\n');
    for (const chrome of [
      'Skip to main content',
      'Built with Docusaurus',
      'Copy code to clipboard',
      'On this page',
      'Direct link to',
      'Copy page',
    ]) {
      expect(content, chrome).not.toContain(chrome);
    }
    // A page's text starts with its title: not with the breadcrumbs or "View as Markdown".
    for (const fragment of all) expect(fragment.content.startsWith(fragment.meta.title), fragment.url).toBe(true);
    const provider = all.find((fragment) => fragment.url === '/docs/api/functions/OpenSecretProvider/');
    expect(provider?.meta.title).toBe('Function: OpenSecretProvider()');
    // Sidebar entries of other pages do not leak into this page's text.
    expect(provider?.content).not.toContain('ParsedAttestationView');
    // Table cells are separate words.
    expect(provider?.content).toMatch(/props\.clientId string UUID/);
    expect(provider?.meta.image ?? '').toBe('');
  });

  it('files each page under its section and route', () => {
    for (const fragment of fragments()) {
      const inApi = fragment.url.startsWith('/docs/api/') || fragment.url.startsWith(`${LATEST_DOCS.docsBase}api/`);
      const kind = inApi ? 'API reference' : 'Guides';
      expect(fragment.filters.kind, fragment.url).toEqual([kind]);
      expect(kindOfPath(fragment.meta.route), fragment.url).toBe(kind);
      expect(`${fragment.meta.route.replace(/\/$/, '')}/`, fragment.url).toBe(fragment.url);
    }
  });

  it('files each page under its docs version: 3.2.0 under /docs/3.x/, 1.1.0 elsewhere', () => {
    const all = fragments();
    const byRoute = new Map(all.map((fragment) => [fragment.meta.route, fragment.filters.version]));
    for (const fragment of all) {
      const version = fragment.url.startsWith(LATEST_DOCS.docsBase) ? LATEST_DOCS.sdkVersion : DOCS_1_1_0.sdkVersion;
      expect(fragment.filters.version, fragment.url).toEqual([version]);
    }
    for (const route of DOCS_3X.all) expect(byRoute.get(route), route).toEqual([LATEST_DOCS.sdkVersion]);
    for (const route of DOCS.all) expect(byRoute.get(route), route).toEqual([DOCS_1_1_0.sdkVersion]);
    expect(all.length).toBe(DOCS.all.length + DOCS_3X.all.length);
  });

  it('leaves the page actions out: no page text holds "Copy page" or "View as Markdown" unless its article does', () => {
    for (const fragment of fragments()) {
      const article = fs.readFileSync(path.join(BUILD, markdownPathFor(fragment.meta.route)), 'utf8');
      for (const action of ['Copy page', 'View as Markdown', 'Copied']) {
        if (!article.includes(action)) expect(fragment.content, `${fragment.url}: ${action}`).not.toContain(action);
      }
      expect(fragment.content, fragment.url).not.toMatch(/^(Copy page|View as Markdown)/);
    }
  });

  it('ships a vocabulary of heading words and API symbols', () => {
    const vocabulary = JSON.parse(fs.readFileSync(path.join(INDEX, 'vocabulary.json'), 'utf8')) as {words: string[]; symbols: string[]};
    expect(vocabulary.symbols).toEqual(expect.arrayContaining(['OpenSecretProvider', 'useOpenSecret', 'KVListItem']));
    expect(vocabulary.words).toEqual(expect.arrayContaining(['attestation', 'provider', 'parameters']));
    const {entries, ...words} = vocabulary as typeof vocabulary & {entries: unknown};
    expect(JSON.stringify(words).length).toBeLessThan(20_000);
    // The SDK names of both releases: about 5% of the index, which was 933,542 bytes without them.
    expect(JSON.stringify(entries).length).toBeLessThan(60_000);
  });

  it("lists every SDK name of both releases with its symbol index's URL, on an indexed page and anchor", () => {
    const vocabulary = JSON.parse(fs.readFileSync(path.join(INDEX, 'vocabulary.json'), 'utf8')) as {entries: unknown};
    const tables = toSymbolTables(vocabulary.entries) ?? {};
    expect(Object.keys(tables).sort()).toEqual([DOCS_1_1_0.sdkVersion, LATEST_DOCS.sdkVersion].sort());
    for (const [version, table] of Object.entries(tables)) {
      const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'mcp/symbols', `${version}.json`), 'utf8')) as SymbolIndex;
      const listed = new Map(
        table.entries.map(([name, page, anchor]) => [name, `${table.pages[page][0]}${anchor ? `#${anchor}` : ''}`]),
      );
      for (const symbol of index.symbols) expect(listed.get(symbol.name), `${version} ${symbol.name}`).toBe(symbol.url);
      for (const [route, title] of table.pages) {
        const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
        const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(h1.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'), route).toBe(title);
      }
      for (const [name, page, anchor] of table.entries) {
        if (!anchor) continue;
        const html = fs.readFileSync(path.join(BUILD, table.pages[page][0], 'index.html'), 'utf8');
        expect(html, `${version} ${name}`).toMatch(new RegExp(`\\sid="?${anchor}[\\s">]`));
      }
    }
  });
  it("indexes a member page's own text, not what it repeats from other pages", () => {
    const put = fragments().find((fragment) => fragment.url === `${LATEST_DOCS.docsBase}api/type-aliases/OpenSecretContextType/put/`);
    expect(put, 'the put member page is indexed').toBeDefined();
    // Its signature, description and requests are indexed.
    expect(put!.content).toContain('put: (key: string, value: string) => Promise<string>');
    expect(put!.content).toContain('PUT /protected/kv/');
    // Its behaviour tests, the guide sections that use it and the requests' lead sentence are not.
    expect(put!.content).not.toContain('v3.kv-round-trip');
    expect(put!.content).not.toContain('Key-value storage: How it works');
    expect(put!.content).not.toContain('Its code in the shipped JavaScript');
    // The headings stay, and stay anchors.
    expect(put!.anchors.map((anchor) => anchor.id)).toEqual(expect.arrayContaining(['requests', 'behaviour-tests', 'used-in']));
  });

  it('keeps only headings as anchors: the ids of list items and table rows are left out', () => {
    const anchors = fragments().flatMap((fragment) => fragment.anchors);
    expect(anchors.length).toBeGreaterThan(1000);
    expect(anchors.filter((anchor) => !/^h[1-6]$/.test(anchor.element))).toEqual([]);
  });
});
