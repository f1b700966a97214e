/**
 * Every route of the site specification (site-spec.md §2), built from the same constants the
 * site uses. Tests compare the production build against this list.
 */
import {GUIDES} from '../src/constants';
import {expectedApiPages} from '../plugins/api-reference/expected-pages';

/** Guide pages outside the sidebar but at their own route. */
export const UNLISTED_GUIDES = ['document-upload'] as const;

export const PAGE_ROUTES = ['/', '/markdown-page'] as const;
export const DOC_ROUTES = ['/docs/', '/docs/registration'] as const;
export const GUIDE_ROUTES = [...GUIDES, ...UNLISTED_GUIDES].map((guide) => `/docs/guides/${guide}`);
export const API_ROUTES = expectedApiPages().map((page) => (page === 'index' ? '/docs/api/' : `/docs/api/${page}`));

export const SPEC_ROUTES: readonly string[] = [...PAGE_ROUTES, ...DOC_ROUTES, ...GUIDE_ROUTES, ...API_ROUTES];

/** Routes the issues added beyond the spec's table: the shareable search page (issue 4). */
export const ISSUE_ROUTES = ['/search'] as const;
