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

/** The doc page on using these docs from an AI editor (the docs MCP server); in no sidebar. */
export const AI_EDITORS_ROUTE = '/docs/ai-editors';

/**
 * Routes the issues added beyond the spec's table: the shareable search page (issue 4) and the
 * AI editors page.
 */
export const ISSUE_ROUTES = ['/search', AI_EDITORS_ROUTE] as const;

/** The doc pages among them (doc pages in no sidebar). */
export const EXTRA_DOC_ROUTES: readonly string[] = ISSUE_ROUTES.filter((route) => route.startsWith('/docs/'));
