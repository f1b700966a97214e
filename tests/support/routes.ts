/**
 * The route registry of every test suite: the site's routes, named by what they hold and built
 * from the constants the site itself uses. SPEC_ROUTES is the site specification's route table,
 * the expected set that the build's sitemap and page set are checked against.
 *
 * Doc routes come from `docsRoutes(docsBase)`: one call per docs version, so a second version
 * (at, say, /docs/3.x/) is one more call with its own base.
 */
import {API_SIDEBAR_PAGES, API_UNLISTED_PAGES, expectedApiPages} from '../../plugins/api-reference/expected-pages';
import {GUIDES, PRODUCT_NAME, UNLISTED_GUIDES} from '../../src/constants';

/** Where the current (today the only) docs version lives. */
export const CURRENT_DOCS_BASE = '/docs/';

/** The routes of one docs version. Every list is in sidebar order where the sidebar has one. */
export interface DocsRoutes {
  /** The version's root (the introduction), e.g. /docs/. */
  root: string;
  /** The pages at the top of the docs sidebar, outside any category: introduction and registration. */
  topLevel: string[];
  /** The guides in the docs sidebar, in reading order. */
  listedGuides: string[];
  /** The guides that exist at their route but are in no sidebar. */
  unlistedGuides: string[];
  /** Every guide: listed, then unlisted. */
  guides: string[];
  /** The API reference index. */
  apiIndex: string;
  /** The API pages in the api sidebar, after the index, in sidebar order. */
  apiSidebar: string[];
  /** The API pages in no sidebar. */
  apiUnlisted: string[];
  /** Every API reference page, the index included. */
  api: string[];
  /** Every page of the version that shows a sidebar. */
  inSidebar: string[];
  /** Every page of the version. */
  all: string[];
}

/** The URL of a generated API page given its path relative to docs/api/ ("index" is the index). */
export const apiRoute = (page: string, docsBase: string = CURRENT_DOCS_BASE): string =>
  page === 'index' ? `${docsBase}api/` : `${docsBase}api/${page}`;

const groupRoutes = (groups: Record<string, readonly string[]>, docsBase: string): string[] =>
  Object.entries(groups).flatMap(([dir, names]) => names.map((name) => apiRoute(`${dir}/${name}`, docsBase)));

export function docsRoutes(docsBase: string = CURRENT_DOCS_BASE): DocsRoutes {
  const guide = (id: string): string => `${docsBase}guides/${id}`;
  const topLevel = [docsBase, `${docsBase}registration`];
  const listedGuides = GUIDES.map(guide);
  const unlistedGuides = UNLISTED_GUIDES.map(guide);
  const guides = [...listedGuides, ...unlistedGuides];
  const apiIndex = apiRoute('index', docsBase);
  const apiSidebar = groupRoutes(API_SIDEBAR_PAGES, docsBase);
  const apiUnlisted = groupRoutes(API_UNLISTED_PAGES, docsBase);
  const api = expectedApiPages().map((page) => apiRoute(page, docsBase));
  return {
    root: docsBase,
    topLevel,
    listedGuides,
    unlistedGuides,
    guides,
    apiIndex,
    apiSidebar,
    apiUnlisted,
    api,
    inSidebar: [...topLevel, ...listedGuides, apiIndex, ...apiSidebar],
    all: [...topLevel, ...guides, ...api],
  };
}

/** The routes of the current docs version. */
export const DOCS: DocsRoutes = docsRoutes();

/** The pages outside the docs: the home page and the element showcase. */
export const SITE_PAGE_ROUTES: readonly string[] = ['/', '/markdown-page'];

/** Every route of the site specification, each once. */
export const SPEC_ROUTES: readonly string[] = [...SITE_PAGE_ROUTES, ...DOCS.all];

/** The shareable search results page (/search?q=…): built, but not in the spec's table nor the sitemap. */
export const SEARCH_PAGE_ROUTE = '/search';

/** Every HTML page the build writes (besides the not-found page). */
export const BUILT_PAGE_ROUTES: readonly string[] = [...SPEC_ROUTES, SEARCH_PAGE_ROUTE];

/** Paths the site does not have. */
export const UNKNOWN_ROUTES = ['/nope', '/docs/nope', '/docs/api/functions/nope'] as const;

/** A long generated page with h2, h3 and h4 headings. */
export const LONG_API_ROUTE = apiRoute(`type-aliases/${PRODUCT_NAME}ContextType`);
