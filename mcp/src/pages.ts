/**
 * The doc pages the server may return, and how a requested path maps to one of them. A request
 * (a route, a `.md` path, a site URL) is normalised to a route key and looked up in an
 * allow-list built from the Markdown copies found in the build; nothing else is ever read, so
 * `..`, absolute file paths and other files of the machine cannot be reached.
 */

import {LATEST_DOCS} from '../../src/constants';

/** A page of the latest release, for the examples in error messages. */
const EXAMPLE_PAGE = LATEST_DOCS.gettingStartedPath;

export interface DocPage {
  /** The page's route: /docs/guides/getting-started, /docs/ for an index. */
  route: string;
  /** Absolute path of its Markdown copy. */
  file: string;
}

export class PageRequestError extends Error {
  override name = 'PageRequestError';
}

/** The route of a Markdown copy, given its path relative to the build root: docs/guides/x.md → /docs/guides/x, docs/index.md → /docs/. */
export function routeOfMarkdownFile(relativePath: string): string {
  const posix = relativePath.split('\\').join('/').replace(/^\/+/, '');
  if (!posix.endsWith('.md')) throw new PageRequestError(`${relativePath}: not a Markdown copy`);
  const withoutExt = `/${posix.slice(0, -'.md'.length)}`;
  return withoutExt.endsWith('/index') ? withoutExt.slice(0, -'index'.length) : withoutExt;
}

/** The lookup key of a route: no trailing slash, no `/index`, no `.md`/`.html`. */
export function routeKey(route: string): string {
  let key = route.replace(/\.(md|html)$/, '').replace(/\/index$/, '');
  while (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key || '/';
}

const REFUSED = 'Only doc pages of this documentation can be read';

/**
 * The route key a request names, or a PageRequestError. Accepts `/docs/guides/getting-started`,
 * `docs/guides/getting-started.md`, `/docs/`, and http(s) URLs of the site (query and fragment
 * ignored). Refuses other URL schemes, `.` and `..` segments (also percent-encoded), backslashes
 * and control characters.
 */
/** A backslash or a C0/DEL control character: never part of a doc path. */
function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

export function requestedKey(request: string): string {
  const input = request.trim();
  if (!input) throw new PageRequestError(`The path is empty. Give a doc page such as ${EXAMPLE_PAGE}.`);
  if (hasControlOrBackslash(input))
    throw new PageRequestError(`${REFUSED}: the path contains a backslash or a control character.`);
  let path = input;
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new PageRequestError(`${REFUSED}: "${input}" is not a valid URL.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new PageRequestError(
        `${REFUSED}: ${url.protocol} URLs are refused; give a page path such as ${EXAMPLE_PAGE}.`,
      );
    }
    // The raw path as typed: URL parsing would silently resolve `..`.
    path = input.slice(input.indexOf('//') + 2).replace(/^[^/?#]*/, '') || '/';
  }
  path = path.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new PageRequestError(`${REFUSED}: "${path}" is not a valid percent-encoded path.`);
  }
  if (hasControlOrBackslash(decoded))
    throw new PageRequestError(`${REFUSED}: the path contains a backslash or a control character.`);
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new PageRequestError(`${REFUSED}: "." and ".." are not allowed in a page path.`);
  }
  return routeKey(`/${segments.filter(Boolean).join('/')}${decoded.endsWith('/') ? '/' : ''}`);
}

/** The allow-list of pages, keyed by route key. */
export class PageAllowList {
  private readonly byKey = new Map<string, DocPage>();

  constructor(pages: Iterable<DocPage>) {
    for (const page of pages) this.byKey.set(routeKey(page.route), page);
  }

  get size(): number {
    return this.byKey.size;
  }

  routes(): string[] {
    return [...this.byKey.values()].map((page) => page.route).sort();
  }

  /** The page a request names; throws PageRequestError for anything that is not one of the pages. */
  resolve(request: string): DocPage {
    const key = requestedKey(request);
    const page = this.byKey.get(key);
    if (!page) {
      throw new PageRequestError(
        `"${request.slice(0, 200)}" is not a doc page of this documentation. Pages have paths such as ${EXAMPLE_PAGE} or ${LATEST_DOCS.apiIndexPath}functions/useOpenSecret; search_docs finds them.`,
      );
    }
    return page;
  }
}
