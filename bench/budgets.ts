/**
 * First-load byte budgets (gzip) per page, enforced by tests/e2e/budgets.spec.ts and reported by
 * the benchmark. With two docs versions, the heaviest measured page is
 * /docs/api/type-aliases/OpenSecretContextType (JS 155.5 KiB, total 192.6 KiB); the README's
 * Budgets section gives the 3.x pages' figures. The goal is TARGETS (in line with VitePress,
 * ~149 KiB), not yet reached: see the README.
 */
export const KIB = 1024;

export const BUDGETS = {
  totalGzip: 196 * KIB,
  jsGzip: 158 * KIB,
} as const;

/** Where the budgets are meant to go (the performance issue's targets). */
export const TARGETS = {
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
