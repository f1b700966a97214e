/**
 * What a page loads on first view, seen by a real browser: every same-origin request for the
 * document, scripts, stylesheets, images and fonts until the network is idle. Prefetches for
 * later navigations (Docusaurus prefetches linked pages' chunks) are not first-load and are
 * left out.
 */
import type {Page, Request} from '@playwright/test';

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
  page.on('request', onRequest);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
  } finally {
    page.off('request', onRequest);
  }
  return [...new Set(seen)];
}
