/**
 * The SDK names search knows (lib/search/symbols.ts): for each release of the index, every
 * symbol of its symbol index (lib/symbol-index.ts) with the indexed page and heading its URL
 * points at. Written into the vocabulary file as `entries`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {decodeEntities} from '../../lib/search/excerpt';
import {shortName, splitUrl, type SymbolEntry, type SymbolPage, type SymbolTable} from '../../lib/search/symbols';
import {INDEXED_VERSIONS} from '../../lib/search/versions';
import type {SymbolIndex} from '../../lib/symbol-index';

/** An indexed page: its route (the `route` meta), its title (first h1), and its ids: a heading's with its text, any other ('', a table row's anchor) empty. */
export interface IndexedPage {
  route: string;
  title: string;
  headings: Map<string, string>;
}

const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The route, title and headings of the indexed part of a built page; undefined without a route meta. */
export function pageHeadings(part: string): IndexedPage | undefined {
  // The minified HTML leaves attribute values unquoted where it can.
  const routeMatch = /data-pagefind-meta=(?:"route:([^"]+)"|route:([^\s>"]+))/.exec(part);
  const route = routeMatch?.[1] ?? routeMatch?.[2];
  if (!route) return undefined;
  const headings = new Map<string, string>();
  let title = '';
  for (const match of part.matchAll(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gi)) {
    const text = textOf(match[3]);
    if (match[1] === '1' && !title) title = text;
    const idMatch = /\sid=(?:"([^"]+)"|([^\s>"]+))/.exec(match[2]);
    const id = idMatch?.[1] ?? idMatch?.[2];
    if (id) headings.set(id, text);
  }
  for (const match of part.matchAll(/<[a-z][a-z0-9]*\s[^>]*?\bid=(?:"([^"]+)"|([^\s>"]+))/gi)) {
    const id = match[1] ?? match[2];
    if (!headings.has(id)) headings.set(id, '');
  }
  return {route: decodeEntities(route), title, headings};
}

/** The symbol table of one release's symbol index over the indexed pages; names whose page is not indexed are left out. */
export function symbolTable(index: SymbolIndex, pages: readonly IndexedPage[]): SymbolTable {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const table: {pages: SymbolPage[]; entries: SymbolEntry[]} = {pages: [], entries: []};
  const pageIndex = new Map<string, number>();
  for (const symbol of index.symbols) {
    const {route, anchor} = splitUrl(symbol.url);
    const page = byRoute.get(route);
    if (!page || (anchor !== undefined && !page.headings.has(anchor))) continue;
    let at = pageIndex.get(route);
    if (at === undefined) {
      at = table.pages.push([route, page.title]) - 1;
      pageIndex.set(route, at);
    }
    // The heading is left out ('') when it is the short name itself, as it mostly is.
    const heading = anchor === undefined ? '' : (page.headings.get(anchor) ?? '');
    table.entries.push([symbol.name, at, anchor ?? '', heading === shortName(symbol.name) ? '' : heading]);
  }
  return table;
}

/** The symbol tables of the indexed releases whose symbol index is in `dir` (<version>.json). */
export function buildSymbolTables(dir: string, pages: readonly IndexedPage[]): Record<string, SymbolTable> {
  const tables: Record<string, SymbolTable> = {};
  for (const version of INDEXED_VERSIONS) {
    const file = path.join(dir, `${version}.json`);
    if (!fs.existsSync(file)) continue;
    tables[version] = symbolTable(JSON.parse(fs.readFileSync(file, 'utf8')) as SymbolIndex, pages);
  }
  return tables;
}
