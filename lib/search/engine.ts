/**
 * The search engine behind the dialog and the /search page: Pagefind's results, loaded with
 * their excerpts, grouped by page, listed docs version by docs version (the preferred version
 * first, versions.ts), re-ranked on the title within each version (rank.ts), and retried with
 * corrected words when the query looks misspelt (typo.ts). DOM-free, so it runs in Node too,
 * over any PagefindApi; the browser loads it with the search dialog, never on first load.
 */
import {parseExcerpt, type Segment} from './excerpt';
import {kindOfPath, type Kind} from './kind';
import {highlightTerms, queryTerms} from './match';
import type {PagefindApi, PagefindResult} from './pagefind-api';
import {rerank} from './rank';
import {correctQuery, isSupported, type Vocabulary} from './typo';
import {matchSymbols, type SymbolTable, type SymbolTarget} from './symbols';
import {INDEXED_VERSIONS, VERSION_FILTER, versionInQuery, versionOrder} from './versions';
import {camelParts, isIdentifier} from './words';
import {sdkVersionOfPath} from '../docs-versions';

export interface ResultSection {
  id: string;
  /** The heading the excerpt is under; the page title for the page's opening section. */
  title: string;
  url: string;
  segments: Segment[];
}

export interface ResultPage {
  id: string;
  title: string;
  kind: Kind;
  /** The SDK release the page documents (its docs version), e.g. "3.2.0". */
  version: string;
  url: string;
  score: number;
  sections: ResultSection[];
}

export interface SearchOutcome {
  /** The query as typed. */
  query: string;
  /** The query the results are for: the typed one, or its correction. */
  effectiveQuery: string;
  /** [typed, corrected] word pairs when the results are for a corrected query. */
  corrections: [string, string][];
  pages: ResultPage[];
  /** Pages matching effectiveQuery, of which `pages` are the best. */
  total: number;
}

export interface SearchOptions {
  /** Pages to return. */
  limit?: number;
  /** Sections shown per page. */
  sectionsPerPage?: number;
  kind?: Kind;
  /** Only the pages of this docs version (an SDK release such as "1.1.0"). */
  version?: string;
  /** The docs version listed first (the one being read); the others follow, latest first. */
  preferVersion?: string;
  /** Only the preferred version (else the latest) unless the query names another release. */
  only?: boolean;
}

type Settings = Required<Pick<SearchOptions, 'limit' | 'sectionsPerPage'>> &
  Pick<SearchOptions, 'kind' | 'version' | 'preferVersion' | 'only'>;

/** Pagefind settings: a match in the page title (an API symbol's name) counts double the default; the route meta is not searched. */
export const PAGEFIND_OPTIONS = {
  excerptLength: 22,
  ranking: {metaWeights: {title: 10, route: 0}},
};

/** Extra results loaded beyond the limit, so a title match ranked a little lower by Pagefind can move up. */
const RERANK_WINDOW = 6;

/** The longest query searched: the rest of a pasted text is ignored. */
export const MAX_QUERY_LENGTH = 200;

/** The URL a result opens: the page's route, ?highlight= with the query's meaningful words, and the section anchor. */
export function resultUrl(route: string, query: string, anchor?: string): string {
  const terms = highlightTerms(query).join(' ');
  const search = terms ? `?${new URLSearchParams({highlight: terms}).toString()}` : '';
  return `${route}${search}${anchor ? `#${anchor}` : ''}`;
}

/** The site route of a Pagefind result: its `route` meta, else its URL without the trailing slash. */
export function routeOf(url: string, meta: Record<string, string | undefined>): string {
  if (meta.route) return meta.route;
  const path = url.split('#')[0];
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Lower-case words (and camelCase parts) of texts, for isSupported. */
function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of text.match(/[\p{L}\p{N}_$]+/gu) ?? []) {
      words.add(token.toLowerCase());
      if (isIdentifier(token)) for (const part of camelParts(token)) words.add(part.toLowerCase());
    }
  }
  return words;
}

export class SearchEngine {
  /**
   * `versions` are the values of the index's `version` filter, latest first (by default the
   * site's docs versions); with none, the index is searched without the filter.
   */
  constructor(
    private readonly pagefind: PagefindApi,
    private readonly vocabulary: Vocabulary | undefined,
    private readonly versions: readonly string[] = INDEXED_VERSIONS,
    /** Each release's SDK names and their reference entries (symbols.ts), by release. */
    private readonly symbolTables: Readonly<Record<string, SymbolTable>> = {},
  ) {}

  /** One Pagefind search per docs version, in listing order (each answer with its version); a single one when versions are not used. */
  private searchVersions(query: string, options: Settings) {
    const kind: Record<string, string> = options.kind ? {kind: options.kind} : {};
    const order =
      options.version !== undefined ? [options.version] : versionOrder(this.versions, options.preferVersion);
    if (order.length === 0) {
      return Promise.all([
        this.pagefind
          .search(query, options.kind ? {filters: kind} : {})
          .then((response) => ({...response, version: undefined as string | undefined})),
      ]);
    }
    return Promise.all(
      order.map((version) =>
        this.pagefind
          .search(query, {filters: {...kind, [VERSION_FILTER]: version}})
          .then((response) => ({...response, version})),
      ),
    );
  }

  /**
   * The best pages, version by version: each version's results re-ranked among themselves, the
   * next version's only where the previous ones leave room under the limit.
   */
  private async pages(query: string, options: Settings) {
    const responses = await this.searchVersions(query, options);
    const pages: ResultPage[] = [];
    for (const response of responses) {
      const room = options.limit - pages.length;
      if (room <= 0) break;
      const version = response.version;
      const {exact, near} = matchSymbols(query, version === undefined ? undefined : this.symbolTables[version]);
      const targets = exact.length > 0 ? exact : near;
      const top = response.results.slice(0, room + RERANK_WINDOW);
      const loaded = await Promise.all(top.map((result) => this.page(result, query)));
      const pinned =
        version === undefined ? [] : this.pinned(targets, loaded, query, version, exact.length > 0, options);
      const pinnedRoutes = new Set(pinned.map(({route}) => route));
      const rest = loaded
        .filter(({route}) => !pinnedRoutes.has(route))
        .map(({page}) => ({...page, sections: page.sections.slice(0, options.sectionsPerPage)}));
      pages.push(...[...pinned.map(({page}) => page), ...rerank(rest, query)].slice(0, room));
    }
    return {pages, total: responses.reduce((sum, response) => sum + response.results.length, 0)};
  }

  /**
   * The pages of the entries an SDK name asks for, in the order of the targets: each shows the
   * entry's own section (Pagefind's, with its excerpt, when the page is among the loaded
   * results; else its heading), and the page of a name with one entry also its other sections.
   */
  private pinned(
    targets: readonly SymbolTarget[],
    loaded: readonly {route: string; page: ResultPage}[],
    query: string,
    version: string,
    exact: boolean,
    options: Settings,
  ): {route: string; page: ResultPage}[] {
    const byRoute = new Map<string, {route: string; page: ResultPage}>();
    for (const target of targets) {
      // A section filter (the /search page's "Guides") keeps the entries of the other section out.
      if (options.kind && kindOfPath(target.route) !== options.kind) continue;
      const found = loaded.find(({route}) => route === target.route)?.page;
      let pinned = byRoute.get(target.route);
      if (!pinned) {
        pinned = {
          route: target.route,
          page: {
            id: found?.id ?? `symbol:${version}:${target.route}`,
            title: found?.title ?? target.title,
            kind: found?.kind ?? kindOfPath(target.route),
            version,
            url: resultUrl(target.route, query),
            score: found?.score ?? 0,
            sections: [],
          },
        };
        byRoute.set(target.route, pinned);
      }
      const anchorOf = (section: ResultSection) => section.url.split('#')[1];
      const own = found?.sections.find((section) => anchorOf(section) === target.anchor);
      pinned.page.sections.push(
        own ?? {
          id: `symbol:${version}:${target.name}`,
          title: target.heading,
          url: resultUrl(target.route, query, target.anchor),
          segments: [],
        },
      );
    }
    // One exact entry's page shows its other matching sections too; several entries show only themselves, side by side.
    if (exact && byRoute.size === 1) {
      for (const {route, page} of byRoute.values()) {
        const others = loaded.find((candidate) => candidate.route === route)?.page.sections ?? [];
        for (const section of others) {
          if (page.sections.length >= options.sectionsPerPage) break;
          if (!page.sections.some((shown) => shown.url === section.url)) page.sections.push(section);
        }
      }
    }
    return [...byRoute.values()];
  }

  /** A result with all its sections (the caller keeps as many as it shows). */
  private async page(result: PagefindResult, query: string): Promise<{route: string; page: ResultPage}> {
    const data = await result.data();
    const title = data.meta.title ?? data.url;
    const route = routeOf(data.url, data.meta);
    const subResults = data.sub_results.length > 0 ? data.sub_results : [{title, url: data.url, excerpt: data.excerpt}];
    const sections = subResults.map((sub, index) => {
      const anchor = sub.url.includes('#') ? sub.url.slice(sub.url.indexOf('#') + 1) : undefined;
      return {
        id: `${result.id}-${index}`,
        title: sub.title,
        url: resultUrl(route, query, anchor),
        segments: parseExcerpt(sub.excerpt),
      };
    });
    return {
      route,
      page: {
        id: result.id,
        title,
        kind: (data.filters.kind?.[0] as Kind | undefined) ?? kindOfPath(route),
        version: data.filters[VERSION_FILTER]?.[0] ?? sdkVersionOfPath(route),
        url: resultUrl(route, query),
        score: result.score,
        sections,
      },
    };
  }

  /** The query words (3 letters or more) that none of the results' titles or highlighted words support. */
  unsupportedTerms(query: string, pages: readonly ResultPage[]): string[] {
    const matched = wordsOf(
      pages.flatMap((page) => [
        page.title,
        ...page.sections.flatMap((section) => [
          section.title,
          ...section.segments.filter((s) => s.mark).map((s) => s.text),
        ]),
      ]),
    );
    return queryTerms(query).filter((term) => term.length >= 3 && !isSupported(term, matched));
  }

  /**
   * The results for a query. A query that names a release ("rate limit 1.1.0") searches that
   * release only, without the version word; a query longer than MAX_QUERY_LENGTH is searched
   * for its beginning.
   */
  async search(typed: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    const asked = options.version === undefined ? versionInQuery(typed, this.versions) : {query: typed};
    const query = asked.query.slice(0, MAX_QUERY_LENGTH);
    const version =
      asked.version ?? options.version ?? (options.only ? (options.preferVersion ?? this.versions[0]) : undefined);
    const settings: Settings = {
      ...options,
      version,
      limit: options.limit ?? 8,
      sectionsPerPage: options.sectionsPerPage ?? 3,
    };
    const found = await this.pages(query, settings);
    const outcome: SearchOutcome = {query: typed, effectiveQuery: query, corrections: [], ...found};
    const weak = this.unsupportedTerms(query, found.pages);
    if (weak.length === 0 || !this.vocabulary) return outcome;

    const corrected = correctQuery(query, this.vocabulary, (term) => weak.includes(term));
    if (corrected.corrections.length === 0) return outcome;
    const retried = await this.pages(corrected.query, settings);
    if (retried.pages.length === 0) return outcome;
    return {query: typed, effectiveQuery: corrected.query, corrections: corrected.corrections, ...retried};
  }
}

/** The vocabulary in `data` (the parsed pagefind/vocabulary.json), or undefined when it is not one. */
export function toVocabulary(data: unknown): Vocabulary | undefined {
  const candidate = (data ?? {}) as Partial<Vocabulary>;
  return Array.isArray(candidate.words) && Array.isArray(candidate.symbols)
    ? {words: candidate.words, symbols: candidate.symbols}
    : undefined;
}
