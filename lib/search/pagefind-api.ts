/**
 * The part of Pagefind's search API (the browser's /pagefind/pagefind.js, written by the build)
 * the search engine uses. Types only: the browser loads the script in
 * src/components/Search/loading/pagefind.ts; any other runtime passes its own implementation.
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
