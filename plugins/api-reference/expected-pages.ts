/**
 * The exact page set of each documented release's API reference. Paths are relative to the
 * release's output folder and have no extension (page-set.ts).
 */
import {PRODUCT_NAME as P} from '../../src/constants';
import {expectedPages, type ApiPageSet} from './page-set';

/** @opensecret/react@1.1.0: the pages in the `api` sidebar, as the site specification lists them. */
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

/** @opensecret/react@1.1.0: the other public exports, each with a page in no sidebar. */
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

/** The reference pages of @opensecret/react@1.1.0. */
export const PAGES_1_1_0: ApiPageSet = {sidebar: API_SIDEBAR_PAGES, unlisted: API_UNLISTED_PAGES};

/** Every 1.1.0 page, relative to its output folder, without extension. */
export const expectedApiPages = (): string[] => expectedPages(PAGES_1_1_0);
