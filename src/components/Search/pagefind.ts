/**
 * The part of Pagefind's browser API (/pagefind/pagefind.js, written by the build) the search
 * uses, and its loader. The script is fetched at runtime, outside the bundle, and only when
 * search is first used.
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string; location: number};
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
}

export interface PagefindOptions {
  baseUrl?: string;
  excerptLength?: number;
  ranking?: {
    termFrequency?: number;
    termSimilarity?: number;
    termSaturation?: number;
    pageLength?: number;
    metaWeights?: Record<string, number>;
  };
}

export interface PagefindApi {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, string | string[]>}): Promise<PagefindSearchResponse>;
}

/** Thrown when the index cannot be loaded; `development` when running under `docusaurus start`. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
  constructor(
    readonly reason: 'development' | 'load-failed',
    options?: {cause?: unknown},
  ) {
    super(
      reason === 'development'
        ? 'The search index is built by the production build.'
        : 'The search index could not be loaded.',
      options,
    );
  }
}

/**
 * Imports pagefind.js from the built site; never bundled (webpackIgnore). The dev server
 * answers unknown paths with its HTML page, so there the file is checked first: no failed
 * module load, just the "production build only" message.
 */
export async function importPagefind(baseUrl: string): Promise<PagefindApi> {
  const url = `${baseUrl}pagefind/pagefind.js`;
  const development = process.env.NODE_ENV === 'development';
  try {
    if (development) {
      const probe = await fetch(url, {method: 'HEAD'});
      if (!probe.ok || !/javascript/.test(probe.headers.get('content-type') ?? '')) {
        throw new Error(`${url} is not in the development server`);
      }
    }
    return (await import(/* webpackIgnore: true */ url)) as PagefindApi;
  } catch (cause) {
    throw new SearchUnavailableError(development ? 'development' : 'load-failed', {cause});
  }
}
