/**
 * Which docs version a URL path belongs to: the version whose docs root is the longest prefix of
 * the path (/docs/3.x/… before /docs/…). Pages outside the docs belong to none.
 */
import {DOCS_VERSIONS, LATEST_DOCS, type DocsVersion} from '../src/constants';

const BY_LONGEST_BASE = [...DOCS_VERSIONS].sort((a, b) => b.docsBase.length - a.docsBase.length);

export function docsVersionOfPath(pathname: string): DocsVersion | undefined {
  return BY_LONGEST_BASE.find(
    ({docsBase}) => pathname === docsBase.replace(/\/$/, '') || pathname.startsWith(docsBase),
  );
}

/** The SDK release a page documents: its docs version's, else (home page, search) the latest. */
export const sdkVersionOfPath = (pathname: string): string => (docsVersionOfPath(pathname) ?? LATEST_DOCS).sdkVersion;
