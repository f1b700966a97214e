/**
 * Docs versions in search: every indexed page carries the Pagefind filter `version` (the SDK
 * release its docs version documents, e.g. "3.2.0"). Results are listed version by version:
 * the version being read first, then the others from the latest down; within a version the
 * usual ranking applies (rank.ts). The version being read is sdkVersionOfPath (lib/docs-versions)
 * of the reader's page: on a page outside the docs (home, /search), the latest.
 */
import {DOCS_VERSIONS} from '../../src/constants';

/** The name of the Pagefind filter that holds a page's docs version. */
export const VERSION_FILTER = 'version';

/** The SDK releases of the documented versions, latest first: the index's `version` values. */
export const INDEXED_VERSIONS: readonly string[] = DOCS_VERSIONS.map(({sdkVersion}) => sdkVersion);

/**
 * The versions to list, in order: `preferred` first (when it is one of `versions`), then the
 * others in their given order (latest first).
 */
export function versionOrder(versions: readonly string[], preferred?: string): string[] {
  return preferred !== undefined && versions.includes(preferred)
    ? [preferred, ...versions.filter((version) => version !== preferred)]
    : [...versions];
}
