/**
 * search_docs: the site's own search (src/components/Search: Pagefind's ranking, symbol-first
 * re-ranking, typo correction from the build's vocabulary) run in Node over the build's Pagefind
 * index. Pagefind's browser runtime (pagefind/pagefind.js, ESM + WebAssembly) is imported from
 * the index folder and loads its chunks with the global fetch, which the server replaces with
 * an offline fetch serving only the index files (offline-fetch.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {PAGEFIND_OPTIONS, SearchEngine, type ResultPage} from '../../lib/search/engine';
import {segmentsText} from '../../lib/search/excerpt';
import type {PagefindApi} from '../../lib/search/pagefind-api';
import type {Vocabulary} from '../../lib/search/typo';
import {directoryUrl} from './offline-fetch';
import type {Release} from './versions';

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  title: string;
  /** The page's route (what get_page takes). */
  path: string;
  /** Absolute URL on the documentation site. */
  url: string;
  /** The SDK release the page documents. */
  version: string;
  kind: string;
  excerpt: string;
  sections: SearchSection[];
}

export interface SearchAnswer {
  query: string;
  /** The query the hits are for: the typed one or its typo correction. */
  effectiveQuery: string;
  corrections: [string, string][];
  version: string;
  hits: SearchHit[];
}

/** Imports Pagefind's runtime from its file (as a data: URL, so Node does not guess its module type from a package.json). */
async function importPagefind(pagefindDir: string): Promise<PagefindApi> {
  const source = fs.readFileSync(path.join(pagefindDir, 'pagefind.js'));
  return (await import(`data:text/javascript;base64,${source.toString('base64')}`)) as PagefindApi;
}

function readVocabulary(pagefindDir: string): Vocabulary | undefined {
  const file = path.join(pagefindDir, 'vocabulary.json');
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Vocabulary>;
  return Array.isArray(data.words) && Array.isArray(data.symbols)
    ? {words: data.words, symbols: data.symbols}
    : undefined;
}

/** A result URL without the ?highlight= the site adds for its own pages. */
const withoutQuery = (url: string) => url.replace(/\?[^#]*/, '');

export class DocsSearch {
  private constructor(
    private readonly engine: SearchEngine,
    private readonly siteUrl: string,
  ) {}

  /** `versions`: the releases the index holds (its `version` filter values), latest first. */
  static async open(pagefindDir: string, siteUrl: string, versions: readonly string[]): Promise<DocsSearch> {
    const pagefind = await importPagefind(pagefindDir);
    await pagefind.options({...PAGEFIND_OPTIONS, basePath: directoryUrl(pagefindDir), baseUrl: '/'} as Parameters<
      PagefindApi['options']
    >[0]);
    await pagefind.init();
    return new DocsSearch(
      new SearchEngine(pagefind, readVocabulary(pagefindDir), versions),
      siteUrl.replace(/\/+$/, ''),
    );
  }

  private hit(page: ResultPage): SearchHit {
    const route = withoutQuery(page.url);
    const sections = page.sections.map((section) => ({
      title: section.title,
      url: `${this.siteUrl}${withoutQuery(section.url)}`,
      excerpt: segmentsText(section.segments).trim(),
    }));
    return {
      title: page.title,
      path: route,
      url: `${this.siteUrl}${route}`,
      version: page.version,
      kind: page.kind,
      excerpt: sections[0]?.excerpt ?? '',
      sections,
    };
  }

  /** The best pages of one release for a query: the index's `version` filter keeps the others out. */
  async search(query: string, release: Release, limit: number): Promise<SearchAnswer> {
    const outcome = await this.engine.search(query, {limit, version: release.version});
    return {
      query,
      effectiveQuery: outcome.effectiveQuery,
      corrections: outcome.corrections,
      version: release.version,
      hits: outcome.pages.map((page) => this.hit(page)),
    };
  }
}
