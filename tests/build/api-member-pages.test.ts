/**
 * The 3.x member pages: every member of the context types (from the build's symbol index) has a
 * page at the URL the symbol index gives it, active in the api sidebar, with its requests, and the
 * API index describes every export.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {SymbolIndex} from '../../lib/symbol-index';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';

const buildDir = path.resolve(__dirname, '../../build');
const html = (route: string): string => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
const symbols = (version: string): SymbolIndex =>
  JSON.parse(fs.readFileSync(path.join(buildDir, 'mcp/symbols', `${version}.json`), 'utf8')) as SymbolIndex;
const CONTEXT_TYPES = ['OpenSecretContextType', 'OpenSecretDeveloperContextType'];
const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);
const sidebar = (page: string): string => page.slice(page.indexOf('theme-doc-sidebar-menu'), page.indexOf('</nav>', page.indexOf('theme-doc-sidebar-menu')));

describe('3.2.0 member pages', () => {
  const members = symbols(LATEST_DOCS.sdkVersion).symbols.filter((symbol) => CONTEXT_TYPES.includes(symbol.parent ?? ''));

  it('gives each of the 126 context members a page, at its symbol index URL, active in the api sidebar', () => {
    expect(members).toHaveLength(126);
    for (const member of members) {
      const [type, name] = member.name.split('.');
      expect(member.url, member.name).toBe(`${LATEST_DOCS.apiIndexPath}type-aliases/${type}/${name}`);
      const page = html(member.url);
      expect(page, member.url).toMatch(new RegExp(`<h1[^>]*>${name}`));
      const active = [...sidebar(page).matchAll(/<a [^>]*aria-current=(?:"page"|page)[^>]*>/g)].map(([tag]) =>
        attr(tag, 'href'),
      );
      expect(active, member.url).toEqual([member.url]);
    }
  });

  it('says what signIn sends, which tests call it and which guide sections use it', () => {
    const page = html(`${LATEST_DOCS.apiIndexPath}type-aliases/OpenSecretContextType/signIn`);
    expect(page).toContain('<code>POST /login</code>');
    expect(page).toContain('<code>GET /protected/user</code>');
    expect(page).toMatch(/id="?test-v3-sign-in-stores-tokens/);
    expect(page).toMatch(/href="?\/docs\/3\.x\/guides\/authentication#sign-in[" >]/);
  });

  it('leaves 1.1.0 members as sections of their context page', () => {
    const old = symbols(DOCS_1_1_0.sdkVersion).symbols.find((symbol) => symbol.name === 'OpenSecretContextType.signIn');
    expect(old?.url).toBe(`${DOCS_1_1_0.apiIndexPath}type-aliases/OpenSecretContextType#signin`);
  });
});

describe.each([LATEST_DOCS, DOCS_1_1_0].map((docs) => [docs.sdkVersion, docs.apiIndexPath]))('%s API index', (_v, route) => {
  it('describes every export in its own words, never with "-"', () => {
    const page = html(route);
    // Minified HTML: rows and cells are not closed.
    const rows = page
      .split('<tr>')
      .map((row) => row.split(/<\/table>|<\/tbody>/)[0]?.split('<td>') ?? [])
      .filter((cells) => cells.length === 3)
      .map(([, name, description]) => [name, description]);
    expect(rows.length).toBeGreaterThan(20);
    for (const [name, description] of rows) {
      const text = (description ?? '').replace(/<[^>]+>/g, '').trim();
      expect(text, name).not.toBe('-');
      expect(text.length, name).toBeGreaterThan(8);
    }
  });
});
