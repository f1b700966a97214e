/**
 * First-load byte budgets (gzip) per page, enforced by tests/e2e/budgets.spec.ts and reported by
 * the benchmark. handbook/performance.md gives each measured page's figures. The goal is
 * TARGETS (in line with VitePress), not yet reached: see handbook/performance.md.
 */
import {LATEST_DOCS} from '../../src/constants';

export const KIB = 1024;

export interface Budget {
  readonly totalGzip: number;
  readonly jsGzip: number;
}

export const BUDGETS: Budget = {
  totalGzip: 188 * KIB,
  jsGzip: 150 * KIB,
};

/** Where the budgets are meant to go: roughly VitePress's weight. */
export const TARGETS: Budget = {
  totalGzip: 170 * KIB,
  jsGzip: 150 * KIB,
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

/**
 * Pages allowed above BUDGETS, each held to a ceiling just above its present weight so it cannot
 * grow: 3.2.0's context type documents 82 members, and its page (HTML and Markdown chunk, ≈45 KiB
 * gzip of content) cannot fit what the other pages' shared JavaScript and CSS leave under BUDGETS
 * without leaving out documentation; nor can the conversations guide, the heaviest guide (≈24 KiB
 * of HTML and a ≈17 KiB Markdown chunk, gzip, for its nine samples) (handbook/performance.md).
 */
export const ROUTE_CEILINGS: Partial<Record<MeasuredRoute, Budget>> = {
  '/docs/3.x/guides/conversations': {jsGzip: 154 * KIB, totalGzip: 196 * KIB},
  '/docs/3.x/api/type-aliases/OpenSecretContextType': {jsGzip: 155 * KIB, totalGzip: 198 * KIB},
};

export const budgetOf = (route: MeasuredRoute): Budget => ROUTE_CEILINGS[route] ?? BUDGETS;

/** Where the reference site (lib/bench/reference-site.ts) serves its one docs version. */
const REFERENCE_DOCS_BASE = '/docs/';

/**
 * The reference site has one docs version, the current one (docs/, 3.x), at /docs/: a 3.x route
 * is compared with the same page there; any other route with the page at its own path.
 */
export const referenceRoute = (route: string): string =>
  route.startsWith(LATEST_DOCS.docsBase) ? REFERENCE_DOCS_BASE + route.slice(LATEST_DOCS.docsBase.length) : route;
