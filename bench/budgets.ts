/**
 * First-load byte budgets (gzip) for doc pages, enforced by tests/e2e/budgets.spec.ts and
 * reported by the benchmark. Targets from the performance issue: a page's first load ≤ 170 KiB
 * in total and ≤ 150 KiB of JavaScript, in line with VitePress (~149 KiB) rather than a stock
 * Docusaurus site (~200 KiB).
 */
export const KIB = 1024;

export const BUDGETS = {
  totalGzip: 170 * KIB,
  jsGzip: 150 * KIB,
} as const;

/** The routes the benchmark measures and the budget test enforces. */
export const MEASURED_ROUTES = [
  '/',
  '/docs/',
  '/docs/guides/getting-started',
  '/docs/api/',
  '/docs/api/type-aliases/OpenSecretContextType',
] as const;
