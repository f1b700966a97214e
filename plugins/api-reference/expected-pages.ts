/**
 * The exact set of API reference pages the site must have: the public exports of
 * @opensecret/react@1.1.0, as the site specification lists them. Paths are relative to
 * docs/api/ and have no extension; `index` is the reference index at /docs/api/.
 */
import {PRODUCT_NAME as P} from '../../src/constants';

export const API_SIDEBAR_PAGES = {
  functions: ['generateSecureSecret', 'hashSecret', `${P}Provider`, `use${P}`],
  'type-aliases': [
    'AttestationDocument',
    `${P}AuthState`,
    `${P}ContextType`,
    `${P}DeveloperAuthState`,
    'ParsedAttestationView',
  ],
  variables: ['apiConfig', `${P}Context`],
} as const;

export const API_UNLISTED_PAGES = {
  interfaces: ['ApiEndpoint'],
  functions: [`${P}Developer`, `use${P}Developer`],
  'type-aliases': [
    'ApiContext',
    'DeveloperRole',
    'GithubAuthResponse',
    'GoogleAuthResponse',
    'KVListItem',
    'LoginResponse',
    `${P}DeveloperContextType`,
    'OrganizationDetails',
    'Pcr0ValidationResult',
    'PcrConfig',
    'ProjectDetails',
    'ProjectSettings',
    'UserResponse',
  ],
  variables: [`${P}DeveloperContext`],
} as const;

type Groups = Record<string, readonly string[]>;
const flatten = (groups: Groups): string[] =>
  Object.entries(groups).flatMap(([dir, names]) => names.map((name) => `${dir}/${name}`));

/** Doc ids (relative to docs/) of the pages in the `api` sidebar, in sidebar order after the index. */
export const apiSidebarDocIds = (): string[] => flatten(API_SIDEBAR_PAGES).map((page) => `api/${page}`);

/** Every generated page, relative to docs/api/, without extension. */
export const expectedApiPages = (): string[] =>
  ['index', ...flatten(API_SIDEBAR_PAGES), ...flatten(API_UNLISTED_PAGES)].sort();

/** Compares generated page paths with the expected set; returns a readable problem list. */
export function diffApiPages(actual: readonly string[]): {missing: string[]; extra: string[]} {
  const expected = new Set(expectedApiPages());
  const got = new Set(actual);
  return {
    missing: [...expected].filter((page) => !got.has(page)).sort(),
    extra: [...got].filter((page) => !expected.has(page)).sort(),
  };
}
