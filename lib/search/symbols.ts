/**
 * SDK names in search: every export and member of a release's symbol index (lib/symbol-index.ts),
 * with the reference entry its URL points at, written by the index plugin into the vocabulary
 * (`entries`, by release). A query that is one of these names puts that entry first; a query one
 * edit away from some of them puts the closest of them at the top. The URL is the symbol index's
 * own, so the ranking follows wherever the index points a name (a section of a type's page or a
 * page of its own).
 */
import {editDistance} from './typo';

/** One reference page that holds SDK names: its route and its title (the page's h1). */
export type SymbolPage = [route: string, title: string];
/**
 * One SDK name: its symbol-index name (`OpenSecretContextType.signIn`), its page (index into
 * `pages`), its anchor ('' for the page itself) and that heading's text ('' when it is the short name).
 */
export type SymbolEntry = [name: string, page: number, anchor: string, heading: string];

/** The SDK names of one release. */
export interface SymbolTable {
  pages: SymbolPage[];
  entries: SymbolEntry[];
}

/** An SDK name resolved to its reference entry. */
export interface SymbolTarget {
  name: string;
  route: string;
  /** The heading's id on the page, or undefined for the page itself. */
  anchor?: string;
  /** The page's title. */
  title: string;
  /** The entry's heading (the page title for a page of its own). */
  heading: string;
}

/** The typo neighbours of a name listed at the top, at most. */
export const MAX_NEAR_SYMBOLS = 3;

/** A query that can be an SDK name: one identifier, optionally qualified (`OpenSecretContextType.signIn`) and called (`signIn()`). */
const NAME_QUERY = /^[\p{L}_$][\p{L}\p{N}_$]*(\.[\p{L}_$][\p{L}\p{N}_$]*)*(\(\))?$/u;

/** The short name of a symbol-index name: `OpenSecretContextType.signIn` → `signIn`. */
export function shortName(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/** Splits a symbol-index URL (`/docs/api/type-aliases/OpenSecretContextType#signin`) into route and anchor. */
export function splitUrl(url: string): {route: string; anchor?: string} {
  const hash = url.indexOf('#');
  const path = hash < 0 ? url : url.slice(0, hash);
  const route = path.length > 1 ? path.replace(/\/$/, '') : path;
  const anchor = hash < 0 ? undefined : url.slice(hash + 1);
  return anchor ? {route, anchor} : {route};
}

function target(table: SymbolTable, [name, page, anchor, heading]: SymbolEntry): SymbolTarget | undefined {
  const found = table.pages[page];
  if (!found) return undefined;
  const [route, title] = found;
  return anchor
    ? {name, route, anchor, title, heading: heading || shortName(name)}
    : {name, route, title, heading: title};
}

export interface SymbolMatches {
  /** Entries whose name is the query (case-insensitive), in the index's order. */
  exact: SymbolTarget[];
  /** Entries one edit away from the query, closest first (same first letter, then same length, then index order); empty when `exact` is not. */
  near: SymbolTarget[];
}

/**
 * The SDK names a query asks for. Only a query that is a single name can be one: words with
 * spaces, a single character and long texts match nothing.
 */
export function matchSymbols(query: string, table: SymbolTable | undefined): SymbolMatches {
  const none: SymbolMatches = {exact: [], near: []};
  const typed = query.trim().replace(/\(\)$/, '');
  if (!table || typed.length < 2 || typed.length > 80 || !NAME_QUERY.test(typed)) return none;
  const lower = typed.toLowerCase();
  const qualified = lower.includes('.');
  const exact: SymbolTarget[] = [];
  const near: {found: SymbolTarget; key: number[]}[] = [];
  for (const [index, entry] of table.entries.entries()) {
    const full = entry[0].toLowerCase();
    const name = shortName(full);
    const found = target(table, entry);
    if (!found) continue;
    if (full === lower || name === lower) {
      exact.push(found);
    } else if (exact.length === 0 && !qualified && name.length >= 3 && editDistance(lower, name, 1) === 1) {
      near.push({found, key: [name.startsWith(lower.charAt(0)) ? 0 : 1, name.length === lower.length ? 0 : 1, index]});
    }
  }
  if (exact.length > 0) return {exact, near: []};
  near.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
  return {exact, near: near.slice(0, MAX_NEAR_SYMBOLS).map(({found}) => found)};
}

/** The symbol tables in `data` (the vocabulary's `entries`), or undefined when it holds none. */
export function toSymbolTables(data: unknown): Record<string, SymbolTable> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const tables: Record<string, SymbolTable> = {};
  for (const [version, table] of Object.entries(data as Record<string, Partial<SymbolTable>>)) {
    if (Array.isArray(table?.pages) && Array.isArray(table.entries)) {
      tables[version] = {pages: table.pages, entries: table.entries};
    }
  }
  return Object.keys(tables).length > 0 ? tables : undefined;
}
