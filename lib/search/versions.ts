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

/**
 * The release a query asks for by naming it ("rate limit 1.1.0", "v1.1.0 signIn", "1.x put",
 * "v3 get"), and the query without that word. A query that is only a version asks for nothing.
 */
export function versionInQuery(query: string, versions: readonly string[]): {version?: string; query: string} {
  const words = query.trim().split(/\s+/);
  if (words.length < 2) return {query};
  for (const [index, word] of words.entries()) {
    const match = /^v?(\d+)(?:\.x|(\.\d+\.\d+))?$/i.exec(word);
    if (!match) continue;
    // A bare number ("2") is a word of the query, not a version: only vN, N.x and full releases count.
    if (match[2] === undefined && !/^v|\.x$/i.test(word)) continue;
    const version =
      match[2] === undefined
        ? versions.find((release) => release.split('.')[0] === match[1])
        : versions.find((release) => release === `${match[1]}${match[2]}`);
    if (version) return {version, query: words.filter((_, i) => i !== index).join(' ')};
  }
  return {query};
}
