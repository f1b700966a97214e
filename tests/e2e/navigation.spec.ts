/**
 * Client-side navigation feedback: the progress bar shows only when a navigation takes longer
 * than 200 ms (the theme's delay), and goes away once the page has rendered. Links in view
 * prefetch their pages in idle time (src/client/idle-prefetch.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {ROUTE_CHUNK_PATTERN, docsSidebar} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

/** Records whether the nprogress bar element was ever added to the document from now on. */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as {e2eProgressSeen: boolean};
    w.e2eProgressSeen = Boolean(document.getElementById('nprogress'));
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.e2eProgressSeen = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {e2eProgressSeen: boolean}).e2eProgressSeen);
}

/**
 * Makes the pages' chunks slow (2 s). The bar's own chunk is prefetched once the page has loaded,
 * so a browser has it at hand; Playwright's routing turns the HTTP cache off, so it is let through.
 */
async function slowPageChunks(page: Page): Promise<void> {
  await page.route(ROUTE_CHUNK_PATTERN, async (route) => {
    if (!/\/nprogress\.[^/]+\.js$/.test(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await route.continue();
  });
}

test('a slow navigation shows the progress bar until the page renders', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await expect(page.locator('link[rel="prefetch"][href*="/nprogress."]')).toHaveCount(1);
  await slowPageChunks(page);
  await docsSidebar(page).locator('a.menu__link[href="/docs/registration"]').click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  // The old page stays on screen while the new one loads.
  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', '/docs/');

  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute(
    'href',
    '/docs/registration',
  );
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a fast navigation (page already loaded) shows no progress bar', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  // Load /docs/registration once, then come back: both routes' chunks are now in memory.
  const current = docsSidebar(page).locator('a.menu__link[aria-current="page"]');
  await docsSidebar(page).locator('a.menu__link[href="/docs/registration"]').click();
  await expect(current).toHaveAttribute('href', '/docs/registration');
  await docsSidebar(page).locator('a.menu__link[href="/docs/"]').click();
  await expect(current).toHaveAttribute('href', '/docs/');
  await expect(page.locator('#nprogress')).toHaveCount(0);

  const progressSeen = await watchProgressBar(page);
  await docsSidebar(page).locator('a.menu__link[href="/docs/registration"]').click();
  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute(
    'href',
    '/docs/registration',
  );
  // Well past the 200 ms delay.
  await page.waitForTimeout(400);
  expect(await progressSeen()).toBe(false);
});

test('a navigation made while another is loading replaces it: the first one leaves no bar behind', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  // Warm the bar's own chunk, then make /docs/registration's chunks slow.
  await docsSidebar(page).locator('a.menu__link[href="/docs/guides/guest-accounts"]').click();
  const current = docsSidebar(page).locator('a.menu__link[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/guides/guest-accounts');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await slowPageChunks(page);
  // The first navigation is still loading when the reader picks a page that is already loaded.
  await docsSidebar(page).locator('a.menu__link[href="/docs/registration"]').click();
  await docsSidebar(page).locator('a.menu__link[href="/docs/"]').click();
  await expect(current).toHaveAttribute('href', '/docs/');
  // Past the first navigation's 200 ms delay and the bar's fade, well before its chunks arrive.
  await page.waitForTimeout(900);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page).toHaveURL('/docs/');
});

test('links in view prefetch their pages, in idle time rather than in the task that asks', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  // The sidebar's links in view have their pages' chunks prefetched, each file once, none of the
  // scripts in the page (runtime and main) again.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
  const files = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
    scripts: Array.from(document.scripts, (script) => script.src).filter(Boolean),
  }));
  expect(new Set(files.prefetched).size).toBe(files.prefetched.length);
  expect(files.prefetched.filter((file) => files.scripts.includes(file))).toEqual([]);
  // A prefetch asked for now adds nothing in this task, and its chunks once the browser is idle.
  const counts = await page.evaluate(async () => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = count();
    const done = window.docusaurus.prefetch('/docs/3.x/api/type-aliases/OpenSecretContextType');
    const during = count();
    await done;
    return {before, during, after: count()};
  });
  expect(counts.during).toBe(counts.before);
  expect(counts.after).toBeGreaterThan(counts.before);
});
