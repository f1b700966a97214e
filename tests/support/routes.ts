/**
 * The route registry of every test suite: the site's routes, named by what they hold and built
 * from the constants the site itself uses. SPEC_ROUTES is the site specification's route table,
 * the expected set that the build's sitemap and page set are checked against.
 *
 * Doc routes come from `docsRoutes(version)`: one call per docs version (DOCS for 1.1.0 at /docs/,
 * DOCS_3X for 3.x at /docs/3.x/).
 */
import {expectedPages, flattenGroups, sidebarPages} from '../../plugins/api-reference/page-set';
import {API_RELEASES, type ApiRelease} from '../../plugins/api-reference/releases';
import {DOCS_1_1_0, LATEST_DOCS, PRODUCT_NAME, type DocsVersion} from '../../src/constants';

/** The routes of one docs version. Every list is in sidebar order where the sidebar has one. */
export interface DocsRoutes {
  /** The version's root (the introduction), e.g. /docs/. */
  root: string;
  /** The pages at the top of the docs sidebar, outside any category: introduction, registration (and migration in 3.x). */
  topLevel: string[];
  /** The guides in the docs sidebar, in reading order. */
  listedGuides: string[];
  /** The guides that exist at their route but are in no sidebar. */
  unlistedGuides: string[];
  /** Every guide: listed, then unlisted. */
  guides: string[];
  /** The API reference index. */
  apiIndex: string;
  /** Docs in the api sidebar between the index and the generated pages (3.x: the API changes). */
  apiDocs: string[];
  /** The API pages in the api sidebar, after the index (and apiDocs), in sidebar order. */
  apiSidebar: string[];
  /** The API pages in no sidebar. */
  apiUnlisted: string[];
  /** Every API reference page, the index included. */
  api: string[];
  /** Docs at the version's root in no sidebar, beyond the spec's table (using the docs from an editor). */
  unlistedDocs: string[];
  /** Every page of the version that shows a sidebar. */
  inSidebar: string[];
  /** The version's pages the site specification lists (1.1.0), or their counterparts (3.x). */
  spec: string[];
  /** Every page of the version. */
  all: string[];
}

/** The API release a docs version documents. */
export function releaseOf(version: DocsVersion): ApiRelease {
  const release = API_RELEASES.find((entry) => entry.version === version.sdkVersion);
  if (!release) throw new Error(`No API release for docs version ${version.name} (${version.sdkVersion}).`);
  return release;
}

/** The URL of a generated API page given its path relative to the version's api/ folder ("index" is the index). */
export const apiRoute = (page: string, version: DocsVersion = DOCS_1_1_0): string =>
  page === 'index' ? version.apiIndexPath : `${version.apiIndexPath}${page}`;

export function docsRoutes(version: DocsVersion = DOCS_1_1_0): DocsRoutes {
  const {docsBase} = version;
  const {pages} = releaseOf(version);
  const guide = (id: string): string => `${docsBase}guides/${id}`;
  const doc = (id: string): string => `${docsBase}${id}`;
  const topLevel = [docsBase, ...version.topLevelDocs.map(doc)];
  const listedGuides = version.guides.map(guide);
  const unlistedGuides = version.unlistedGuides.map(guide);
  const guides = [...listedGuides, ...unlistedGuides];
  const apiIndex = apiRoute('index', version);
  const apiDocs = version.apiDocs.map(doc);
  const apiSidebar = sidebarPages(pages).map((page) => apiRoute(page, version));
  const apiUnlisted = flattenGroups(pages.unlisted).map((page) => apiRoute(page, version));
  const api = expectedPages(pages).map((page) => apiRoute(page, version));
  const unlistedDocs = version.unlistedDocs.map(doc);
  const spec = [...topLevel, ...guides, ...api];
  return {
    root: docsBase,
    topLevel,
    listedGuides,
    unlistedGuides,
    guides,
    apiIndex,
    apiDocs,
    apiSidebar,
    apiUnlisted,
    api,
    unlistedDocs,
    inSidebar: [...topLevel, ...listedGuides, apiIndex, ...apiDocs, ...apiSidebar],
    spec,
    all: [...spec, ...apiDocs, ...unlistedDocs],
  };
}

/** The routes of the 1.1.0 docs, the site specification's (served at /docs/). */
export const DOCS: DocsRoutes = docsRoutes(DOCS_1_1_0);

/** The routes of the 3.x docs (3.2.0, the latest, at /docs/3.x/). */
export const DOCS_3X: DocsRoutes = docsRoutes(LATEST_DOCS);

/** The pages outside the docs: the home page and the element showcase. */
export const SITE_PAGE_ROUTES: readonly string[] = ['/', '/markdown-page'];

/** Every route of the site specification, each once. */
export const SPEC_ROUTES: readonly string[] = [...SITE_PAGE_ROUTES, ...DOCS.spec];

/** Every page the sitemap lists: the spec's routes, the docs beyond them, and the 3.x docs. */
export const SITEMAP_ROUTES: readonly string[] = [...SITE_PAGE_ROUTES, ...DOCS.all, ...DOCS_3X.all];

/** The shareable search results page (/search?q=…): built, but not in the spec's table nor the sitemap. */
export const SEARCH_PAGE_ROUTE = '/search';

/** Every HTML page the build writes (besides the not-found page). */
export const BUILT_PAGE_ROUTES: readonly string[] = [...SITEMAP_ROUTES, SEARCH_PAGE_ROUTE];

/** Paths the site does not have. */
export const UNKNOWN_ROUTES = ['/nope', '/docs/nope', '/docs/api/functions/nope', '/docs/3.x/nope'] as const;

/** A long generated page with h2, h3 and h4 headings. */
export const LONG_API_ROUTE = apiRoute(`type-aliases/${PRODUCT_NAME}ContextType`);

/** The 3.x counterpart of LONG_API_ROUTE, twice as long (82 members). */
export const LONG_API_ROUTE_3X = apiRoute(`type-aliases/${PRODUCT_NAME}ContextType`, LATEST_DOCS);
