/**
 * The search engine behind the dialog and the /search page: Pagefind's results, loaded with
 * their excerpts, grouped by page, listed docs version by docs version (the preferred version
 * first, versions.ts), re-ranked on the title within each version (rank.ts), and retried with
 * corrected words when the query looks misspelt (typo.ts). DOM-free, so it runs in Node too,
 * over any PagefindApi; the browser loads it with the search dialog, never on first load.
 */
import {parseExcerpt, type Segment} from './excerpt';
import {kindOfPath, type Kind} from './kind';
import {queryTerms} from './match';
import type {PagefindApi, PagefindResult} from './pagefind-api';
import {rerank} from './rank';
import {correctQuery, isSupported, type Vocabulary} from './typo';
import {INDEXED_VERSIONS, VERSION_FILTER, versionOrder} from './versions';
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
}

type Settings = Required<Pick<SearchOptions, 'limit' | 'sectionsPerPage'>> &
  Pick<SearchOptions, 'kind' | 'version' | 'preferVersion'>;

/** Pagefind settings: a match in the page title (an API symbol's name) counts double the default; the route meta is not searched. */
export const PAGEFIND_OPTIONS = {
  excerptLength: 22,
  ranking: {metaWeights: {title: 10, route: 0}},
};

/** Extra results loaded beyond the limit, so a title match ranked a little lower by Pagefind can move up. */
const RERANK_WINDOW = 6;

/** The URL a result opens: the page's route, ?highlight= with the query words, and the section anchor. */
export function resultUrl(route: string, query: string, anchor?: string): string {
  const terms = queryTerms(query).join(' ');
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
  ) {}

  /** One Pagefind search per docs version, in listing order; a single one when versions are not used. */
  private searchVersions(query: string, options: Settings) {
    const kind: Record<string, string> = options.kind ? {kind: options.kind} : {};
    const order =
      options.version !== undefined ? [options.version] : versionOrder(this.versions, options.preferVersion);
    if (order.length === 0) return Promise.all([this.pagefind.search(query, options.kind ? {filters: kind} : {})]);
    return Promise.all(
      order.map((version) => this.pagefind.search(query, {filters: {...kind, [VERSION_FILTER]: version}})),
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
      const top = response.results.slice(0, room + RERANK_WINDOW);
      const loaded = await Promise.all(top.map((result) => this.page(result, query, options.sectionsPerPage)));
      pages.push(...rerank(loaded, query).slice(0, room));
    }
    return {pages, total: responses.reduce((sum, response) => sum + response.results.length, 0)};
  }

  private async page(result: PagefindResult, query: string, sectionsPerPage: number): Promise<ResultPage> {
    const data = await result.data();
    const title = data.meta.title ?? data.url;
    const route = routeOf(data.url, data.meta);
    const subResults = data.sub_results.length > 0 ? data.sub_results : [{title, url: data.url, excerpt: data.excerpt}];
    const sections = subResults.slice(0, sectionsPerPage).map((sub, index) => {
      const anchor = sub.url.includes('#') ? sub.url.slice(sub.url.indexOf('#') + 1) : undefined;
      return {
        id: `${result.id}-${index}`,
        title: sub.title,
        url: resultUrl(route, query, anchor),
        segments: parseExcerpt(sub.excerpt),
      };
    });
    return {
      id: result.id,
      title,
      kind: (data.filters.kind?.[0] as Kind | undefined) ?? kindOfPath(route),
      version: data.filters[VERSION_FILTER]?.[0] ?? sdkVersionOfPath(route),
      url: resultUrl(route, query),
      score: result.score,
      sections,
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

  async search(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    const settings: Settings = {...options, limit: options.limit ?? 8, sectionsPerPage: options.sectionsPerPage ?? 3};
    const typed = await this.pages(query, settings);
    const outcome: SearchOutcome = {query, effectiveQuery: query, corrections: [], ...typed};
    const weak = this.unsupportedTerms(query, typed.pages);
    if (weak.length === 0 || !this.vocabulary) return outcome;

    const corrected = correctQuery(query, this.vocabulary, (term) => weak.includes(term));
    if (corrected.corrections.length === 0) return outcome;
    const retried = await this.pages(corrected.query, settings);
    if (retried.pages.length === 0) return outcome;
    return {query, effectiveQuery: corrected.query, corrections: corrected.corrections, ...retried};
  }
}

/** The vocabulary in `data` (the parsed pagefind/vocabulary.json), or undefined when it is not one. */
export function toVocabulary(data: unknown): Vocabulary | undefined {
  const candidate = (data ?? {}) as Partial<Vocabulary>;
  return Array.isArray(candidate.words) && Array.isArray(candidate.symbols)
    ? {words: candidate.words, symbols: candidate.symbols}
    : undefined;
}
