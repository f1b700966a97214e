/**
 * The search engine behind the dialog and the /search page: Pagefind's results, loaded with
 * their excerpts, grouped by page, re-ranked on the title (rank.ts), and retried with
 * corrected words when the query looks misspelt (typo.ts). DOM-free, so it runs in Node too,
 * over any PagefindApi; the browser loads it with the search dialog, never on first load.
 */
import {parseExcerpt, type Segment} from './excerpt';
import {kindOfPath, type Kind} from './kind';
import {queryTerms} from './match';
import type {PagefindApi, PagefindResult} from './pagefind-api';
import {rerank} from './rank';
import {correctQuery, isSupported, type Vocabulary} from './typo';
import {camelParts, isIdentifier} from './words';

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
}

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
  constructor(
    private readonly pagefind: PagefindApi,
    private readonly vocabulary: Vocabulary | undefined,
  ) {}

  private async pages(query: string, options: Required<Omit<SearchOptions, 'kind'>> & {kind?: Kind}) {
    const response = await this.pagefind.search(query, options.kind ? {filters: {kind: options.kind}} : {});
    const top = response.results.slice(0, options.limit + RERANK_WINDOW);
    const pages = await Promise.all(top.map((result) => this.page(result, query, options.sectionsPerPage)));
    return {pages: rerank(pages, query).slice(0, options.limit), total: response.results.length};
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
    const settings = {limit: options.limit ?? 8, sectionsPerPage: options.sectionsPerPage ?? 3, kind: options.kind};
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
