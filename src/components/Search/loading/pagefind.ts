/**
 * Loads Pagefind's browser API (/pagefind/pagefind.js, written by the build). The script is
 * fetched at runtime, outside the bundle, and only when search is first used.
 */
import type {PagefindApi} from '@site/lib/search/pagefind-api';

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
