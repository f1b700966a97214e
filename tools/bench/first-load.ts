/**
 * What a page loads on first view, seen by a real browser: every same-origin request for the
 * document, scripts, stylesheets, images and fonts until the network is idle. Prefetches for
 * later navigations (Docusaurus prefetches linked pages' chunks) are not first-load and are
 * left out.
 */
import type {Page, Request} from '@playwright/test';

/** How long no request may start before a first load counts as done. */
const QUIET_MS = 500;

const FIRST_LOAD_TYPES = new Set(['document', 'script', 'stylesheet', 'image', 'font']);

export function isFirstLoadRequest(request: Request, origin: string): boolean {
  if (!request.url().startsWith(origin)) return false;
  if (!FIRST_LOAD_TYPES.has(request.resourceType())) return false;
  const headers = request.headers();
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? '';
  return !purpose.includes('prefetch');
}

/** URL paths (no origin) the page at `url` loads on first view, the document first. */
export async function firstLoadUrls(page: Page, url: string): Promise<string[]> {
  const origin = new URL(url).origin;
  const seen: string[] = [];
  const onRequest = (request: Request): void => {
    if (isFirstLoadRequest(request, origin)) seen.push(new URL(request.url()).pathname);
  };
  let lastRequest = Date.now();
  const onAnyRequest = (): void => {
    lastRequest = Date.now();
  };
  page.on('request', onRequest);
  page.on('request', onAnyRequest);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    // The network can idle while main.js still runs, before the route's chunks are requested: a
    // Docusaurus page is done once hydrated (data-has-hydrated="true"; other sites have no such
    // attribute) and no request has started for QUIET_MS.
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated !== 'false');
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(QUIET_MS / 5);
  } finally {
    page.off('request', onRequest);
    page.off('request', onAnyRequest);
  }
  return [...new Set(seen)];
}
