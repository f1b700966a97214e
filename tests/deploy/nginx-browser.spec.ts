/**
 * The site in Chromium behind nginx and its Content-Security-Policy: the main routes render and
 * hydrate with no policy violation, and the interactive parts (colour toggle, client-side
 * navigation, search, the type popovers of code samples) keep working under the policy.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated as gotoHydratedPage} from '../support/browser';
import {DOCS, LONG_API_ROUTE} from '../support/routes';
import {expectBuildFile, expectedPolicy} from './support';

/** The home page, the docs root, the first guide, the API index and a long API page. */
const MAIN_ROUTES = ['/', DOCS.root, DOCS.listedGuides[0], DOCS.apiIndex, LONG_API_ROUTE];

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __sameDocument?: boolean;
  }
}

/** Problems seen by the page: CSP violation events, CSP console errors, uncaught exceptions. */
interface Watch {
  consoleErrors: string[];
  pageErrors: string[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = {consoleErrors: [], pageErrors: []};
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  return seen;
}

async function expectNoPolicyProblems(page: Page, seen: Watch): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(violations, 'securitypolicyviolation events').toEqual([]);
  const policyErrors = seen.consoleErrors.filter((text) =>
    /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(text),
  );
  expect(policyErrors, 'console messages about the policies').toEqual([]);
  expect(seen.pageErrors, 'uncaught page errors').toEqual([]);
}

/** Visits a route through nginx: 200, with the build's policy as its CSP header, hydrated. */
async function gotoHydrated(page: Page, route: string): Promise<void> {
  await gotoHydratedPage(page, route, {'content-security-policy': expectedPolicy()});
}

for (const route of MAIN_ROUTES) {
  test(`${route} renders and hydrates under the CSP`, async ({page}) => {
    const seen = await watch(page);
    await gotoHydrated(page, route);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoPolicyProblems(page, seen);
  });
}

test('the not-found page renders under the CSP', async ({page}) => {
  const seen = await watch(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoPolicyProblems(page, seen);
});

test('the colour mode toggle works under the CSP', async ({page}) => {
  const seen = await watch(page);
  await gotoHydrated(page, '/docs/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  expect(before === 'light' || before === 'dark').toBe(true);
  const after = before === 'light' ? 'dark' : 'light';
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(html).toHaveAttribute('data-theme', after);
  // The inline (hashed) bootstrap script restores the stored choice on the next load.
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  await expectNoPolicyProblems(page, seen);
});

test('client-side navigation works under the CSP', async ({page}) => {
  const seen = await watch(page);
  await gotoHydrated(page, '/docs/guides/getting-started');
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const link = sidebar.locator('a.menu__link[href^="/docs/"]:not([aria-current="page"])').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => window.__sameDocument), 'navigation reloaded the document').toBe(true);
  await expectNoPolicyProblems(page, seen);
});

test("a code sample's type popover loads its types under the CSP", async ({page}) => {
  const seen = await watch(page);
  await gotoHydrated(page, '/docs/3.x/guides/getting-started');
  const types = page.waitForResponse((response) => /\/assets\/hover\/[0-9a-f]{16}\.hover\.json$/.test(response.url()));
  await page
    .locator('article pre [data-h]')
    .filter({hasText: /^useOpenSecret$/})
    .first()
    .hover();
  const response = await types;
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  await expect(page.getByRole('tooltip')).toContainText('useOpenSecret(): OpenSecretContextType');
  await expectNoPolicyProblems(page, seen);
});

test('search opens with Ctrl+K and shows results under the CSP', async ({page}) => {
  const seen = await watch(page);
  await gotoHydrated(page, '/docs/');
  const searchButton = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /search/i});
  await expect(searchButton, 'the navbar search button (src/theme/SearchBar)').toHaveCount(1);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox').or(dialog.getByRole('combobox')).or(dialog.getByRole('textbox')).first();
  await input.fill('OpenSecret');
  await expect(dialog.locator('a[href^="/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoPolicyProblems(page, seen);
});

test('the Pagefind engine (WebAssembly in a worker) searches under the CSP', async ({page}) => {
  expectBuildFile('pagefind/pagefind.js', 'the search index (plugins/search-index)');
  const seen = await watch(page);
  await gotoHydrated(page, '/docs/');
  const found = await page.evaluate(async () => {
    const pagefindUrl = '/pagefind/pagefind.js';
    const pagefind = (await import(/* webpackIgnore: true */ pagefindUrl)) as {
      search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
    };
    const search = await pagefind.search('OpenSecret');
    return {count: search.results.length, url: (await search.results[0]?.data())?.url};
  });
  expect(found.count).toBeGreaterThan(0);
  expect(found.url).toMatch(/^\//);
  await expectNoPolicyProblems(page, seen);
});

test("a sample's runner works under the policies: the page frames the preview, the preview evaluates the sample and reaches nothing", async ({
  page,
}) => {
  const seen = await watch(page);
  await gotoHydrated(page, `${DOCS.root}guides/key-value-storage`);
  await page.getByRole('button', {name: 'Run src/Notes.tsx'}).click();
  const frame = page.frameLocator('iframe[title="Preview of src/Notes.tsx"]');
  await frame.getByRole('textbox').fill('Behind nginx');
  await frame.getByRole('button', {name: 'Save note'}).click();
  await expect(frame.getByText('Behind nginx', {exact: true})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Runner of src/Notes.tsx'}).getByRole('alert')).toHaveCount(0);
  await expectNoPolicyProblems(page, seen);
});
