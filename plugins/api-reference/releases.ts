/**
 * The SDK releases whose API reference the site generates, one entry each. The api-reference
 * plugin generates every entry in order; sidebars.ts builds the `api` sidebar from the entry
 * whose pages are in docs/. Free of TypeDoc, so the sidebars can import it.
 */
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {PAGES_1_1_0, PAGES_3_2_0} from './expected-pages';
import {sidebarPages, type ApiCategory, type ApiPageSet} from './page-set';

export const RELEASES_FILE = 'plugins/api-reference/releases.ts';

export interface ApiRelease {
  /** The npm package the reference documents, as readers install it. */
  readonly package: string;
  /** The exact version the installed package must be. */
  readonly version: string;
  /** The installed package's folder, relative to the site (an npm alias folder for an older release). */
  readonly packageDir: string;
  /** The type declarations TypeDoc documents, relative to packageDir. */
  readonly entry: string;
  /** Where the Markdown pages are written, relative to the site: docs/api, or versioned_docs/version-X/api. */
  readonly outDir: string;
  /** URL path of the reference index; a page's URL is routeBase + its path (e.g. functions/hashSecret). */
  readonly routeBase: string;
  /** Exactly the pages TypeDoc must generate. */
  readonly pages: ApiPageSet;
  /** Whether each member of the context types gets a page of its own (member-reference.ts). */
  readonly memberPages?: boolean;
}

/** The latest first, as the docs versions (src/constants.ts). */
export const API_RELEASES: readonly ApiRelease[] = [
  {
    package: SDK_PACKAGE,
    version: LATEST_DOCS.sdkVersion,
    packageDir: `node_modules/${SDK_PACKAGE}`,
    entry: 'dist/index.d.ts',
    outDir: `${LATEST_DOCS.folder}/api`,
    routeBase: LATEST_DOCS.apiIndexPath,
    pages: PAGES_3_2_0,
    memberPages: true,
  },
  {
    package: SDK_PACKAGE,
    version: DOCS_1_1_0.sdkVersion,
    packageDir: 'node_modules/opensecret-react-1.1.0',
    entry: 'dist/index.d.ts',
    outDir: `${DOCS_1_1_0.folder}/api`,
    routeBase: DOCS_1_1_0.apiIndexPath,
    pages: PAGES_1_1_0,
  },
];

/** The docs folder of the current docs version, which sidebars.ts describes. */
export const CURRENT_DOCS_DIR = 'docs';

/** How an error message names a release entry. */
export const releaseName = (release: ApiRelease): string =>
  `release ${release.package}@${release.version} (outDir ${release.outDir}) in ${RELEASES_FILE}`;

/** Problems that make a release table unusable: duplicates, or paths and routes in the wrong form. */
export function releaseTableProblems(releases: readonly ApiRelease[]): string[] {
  const problems: string[] = [];
  const seen = {version: new Set<string>(), outDir: new Set<string>(), routeBase: new Set<string>()};
  for (const release of releases) {
    for (const key of ['version', 'outDir', 'routeBase'] as const) {
      if (seen[key].has(release[key]))
        problems.push(`${releaseName(release)}: another release has ${key} ${release[key]}`);
      seen[key].add(release[key]);
    }
    if (!/^\/.*\/$/.test(release.routeBase)) {
      problems.push(`${releaseName(release)}: routeBase must start and end with "/"`);
    }
    for (const key of ['packageDir', 'entry', 'outDir'] as const) {
      const value = release[key];
      if (!value || value.startsWith('/') || value.endsWith('/')) {
        problems.push(`${releaseName(release)}: ${key} must be a relative path without a trailing "/"`);
      }
    }
  }
  return problems;
}

/** The release whose reference is in the current docs version (docs/), for the sidebars. */
export function currentDocsRelease(releases: readonly ApiRelease[] = API_RELEASES): ApiRelease {
  const current = releases.filter((release) => release.outDir.startsWith(`${CURRENT_DOCS_DIR}/`));
  const [only] = current;
  if (!only || current.length > 1) {
    throw new Error(
      `${RELEASES_FILE}: exactly one release must write into ${CURRENT_DOCS_DIR}/, found ${current.length}.`,
    );
  }
  return only;
}

/**
 * The release's reference folder inside its docs version's folder (docs/ or
 * versioned_docs/version-X/): the start of its pages' doc ids, e.g. `api`.
 */
export const docIdDir = (release: ApiRelease): string =>
  release.outDir
    .split('/')
    .slice(release.outDir.startsWith('versioned_docs/') ? 2 : 1)
    .join('/');

/** Doc id of the release's reference index. */
export const indexDocId = (release: ApiRelease): string => `${docIdDir(release)}/index`;

/** Doc ids of the release's pages in the `api` sidebar, in sidebar order after the index. */
export const sidebarDocIds = (release: ApiRelease): string[] =>
  sidebarPages(release.pages).map((page) => `${docIdDir(release)}/${page}`);

/** An entry of the `api` sidebar: a page's doc id, or a collapsed category of them. */
export type ApiSidebarItem =
  string | {type: 'category'; label: string; collapsible: true; collapsed: true; items: ApiSidebarItem[]};

/** The `api` sidebar's entries after the index: the release's categories, else its pages in one list. */
export function apiSidebarItems(release: ApiRelease): ApiSidebarItem[] {
  const {categories} = release.pages;
  if (!categories) return sidebarDocIds(release);
  const dir = docIdDir(release);
  const item = ({label, pages, categories: inner = []}: ApiCategory): ApiSidebarItem => ({
    type: 'category',
    label,
    collapsible: true,
    collapsed: true,
    items: [...pages.map((page) => `${dir}/${page}`), ...inner.map(item)],
  });
  return categories.map(item);
}

/** The generated page listing what changed between two releases (changes/write.ts), in the newer one's docs. */
export const API_CHANGES_PAGE = {
  from: DOCS_1_1_0.sdkVersion,
  to: LATEST_DOCS.sdkVersion,
  outFile: `${LATEST_DOCS.folder}/api-changes.md`,
} as const;
