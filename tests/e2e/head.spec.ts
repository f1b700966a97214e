/**
 * The document's head after client-side navigation is the head the server wrote for that page:
 * title, the `<html>` element's language, direction and classes, and every managed `<meta>` and
 * `<link>` (description, canonical, alternates, Open Graph, the Markdown copy). In the browser
 * the head is kept by src/client/head.ts, the server's by react-helmet-async (plugins/client-head).
 */
import {expect, test, type Browser, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated, waitForHydration} from '../support/browser';

interface HeadSnapshot {
  title: string;
  html: Record<string, string | null>;
  tags: string[];
}

/**
 * The head's managed parts. Left out: `data-has-hydrated`, which the server writes false, and the
 * home page's base-URL check script, which only the server renders.
 */
async function headOf(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => ({
    title: document.title,
    html: Object.fromEntries(
      ['lang', 'dir', 'class'].map((name) => [name, document.documentElement.getAttribute(name)]),
    ),
    tags: Array.from(document.head.querySelectorAll('meta[data-rh], link[data-rh]'))
      .map((element) =>
        [
          element.localName,
          ...Array.from(element.attributes)
            .map((attribute) => `${attribute.name}=${attribute.value}`)
            .sort(),
        ].join(' '),
      )
      .sort(),
  }));
}

/** The head of `path` loaded afresh from the server, before any script runs. */
async function servedHeadOf(browser: Browser, baseURL: string, path: string): Promise<HeadSnapshot> {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    return await headOf(page);
  } finally {
    await context.close();
  }
}

/** Follows the link to `path` in `scope` without a page load, and checks the head is that page's. */
async function navigateAndCompare(
  page: Page,
  browser: Browser,
  baseURL: string,
  scope: string,
  path: string,
): Promise<void> {
  await page.evaluate(() => ((window as unknown as {noReload: boolean}).noReload = true));
  await page.locator(`${scope} a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(`${baseURL}${path}`);
  const served = await servedHeadOf(browser, baseURL, path);
  expect(served.tags.length, `${path} has managed head tags`).toBeGreaterThan(5);
  await expect.poll(() => headOf(page), {message: `the head after navigating to ${path}`}).toEqual(served);
  expect(await page.evaluate(() => (window as unknown as {noReload?: boolean}).noReload), 'no page load').toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('a fresh load keeps the head the server wrote', async ({page, browser, baseURL}) => {
  const path = `${LATEST_DOCS.docsBase}guides/conversations`;
  await gotoHydrated(page, path);
  await expect.poll(() => headOf(page)).toEqual(await servedHeadOf(browser, baseURL!, path));
});

test('3.x: following sidebar and navbar links, the head is each page’s own', async ({page, browser, baseURL}) => {
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  await navigateAndCompare(page, browser, baseURL!, 'nav.menu', `${LATEST_DOCS.docsBase}guides/conversations`);
  await navigateAndCompare(page, browser, baseURL!, 'nav.navbar', LATEST_DOCS.apiIndexPath);
  await navigateAndCompare(
    page,
    browser,
    baseURL!,
    'main',
    `${LATEST_DOCS.docsBase}api/type-aliases/OpenSecretContextType`,
  );
  await navigateAndCompare(
    page,
    browser,
    baseURL!,
    'main',
    `${LATEST_DOCS.docsBase}api/type-aliases/OpenSecretContextType/signIn`,
  );
  await navigateAndCompare(page, browser, baseURL!, 'nav.navbar', '/');
});

test('1.1.0: into the docs from the home page and back, the head is each page’s own', async ({
  page,
  browser,
  baseURL,
}) => {
  await gotoHydrated(page, DOCS_1_1_0.gettingStartedPath);
  await navigateAndCompare(page, browser, baseURL!, 'nav.navbar', DOCS_1_1_0.apiIndexPath);
  await navigateAndCompare(page, browser, baseURL!, 'nav.navbar', '/');
  await page.goBack();
  await waitForHydration(page);
  await expect.poll(() => headOf(page)).toEqual(await servedHeadOf(browser, baseURL!, DOCS_1_1_0.apiIndexPath));
});

test('the keyboard-focus class follows Tab and the mouse across a navigation', async ({page}) => {
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  const body = page.locator('body');
  await page.mouse.down();
  await page.mouse.up();
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.locator(`nav.menu a[href="${LATEST_DOCS.docsBase}guides/conversations"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${LATEST_DOCS.docsBase}guides/conversations$`));
  await expect(page.locator('h1')).toHaveText(/conversation/i);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
});
