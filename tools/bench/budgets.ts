/**
 * First-load byte budgets (gzip) per page, enforced by tests/e2e/budgets.spec.ts and reported by
 * the benchmark. handbook/performance.md gives each measured page's figures. The JavaScript
 * budget is the target; the total is not there yet (TARGETS, see handbook/performance.md).
 */
import {LATEST_DOCS} from '../../src/constants';

export const KIB = 1024;

export interface Budget {
  readonly totalGzip: number;
  readonly jsGzip: number;
}

export const BUDGETS: Budget = {
  totalGzip: 179 * KIB,
  jsGzip: 135 * KIB,
};

/** Where the budgets are meant to go: a page's first load at most 170 KiB, its JavaScript at most 135 KiB. */
export const TARGETS: Budget = {
  totalGzip: 170 * KIB,
  jsGzip: 135 * KIB,
};

/**
 * The routes the benchmark measures and the budget test enforces: the home page, then per docs
 * version its introduction, getting-started guide, API index and heaviest page (the context
 * type; 1.1.0 at /docs/, 3.x at /docs/3.x/), and the heaviest 3.x guide (conversations).
 */
export const MEASURED_ROUTES = [
  '/',
  '/docs/',
  '/docs/guides/getting-started',
  '/docs/api/',
  '/docs/api/type-aliases/OpenSecretContextType',
  '/docs/3.x/guides/getting-started',
  '/docs/3.x/guides/conversations',
  '/docs/3.x/api/type-aliases/OpenSecretContextType',
] as const;

export type MeasuredRoute = (typeof MEASURED_ROUTES)[number];

/** Pages allowed above BUDGETS, each held to a ceiling just above its present weight: none today. */
export const ROUTE_CEILINGS: Partial<Record<MeasuredRoute, Budget>> = {};

export const budgetOf = (route: MeasuredRoute): Budget => ROUTE_CEILINGS[route] ?? BUDGETS;

/** Where the reference site (tools/bench/reference-site.ts) serves its one docs version. */
const REFERENCE_DOCS_BASE = '/docs/';

/**
 * The reference site has one docs version, the current one (docs/, 3.x), at /docs/: a 3.x route
 * is compared with the same page there; any other route with the page at its own path.
 */
export const referenceRoute = (route: string): string =>
  route.startsWith(LATEST_DOCS.docsBase) ? REFERENCE_DOCS_BASE + route.slice(LATEST_DOCS.docsBase.length) : route;
