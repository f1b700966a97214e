/**
 * A tap on a frame control made after first paint and before React has hydrated the page is
 * answered once it has (plugins/early-taps): the sidebar category collapses instead of loading its
 * page again, the version dropdown shows its menu instead of loading the page again, the colour toggle (disabled
 * until hydration) switches the theme, and the menu button opens the drawer. The main bundle is
 * held back so that each tap lands before React has started; each test checks that it did.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {colorModeToggle, docsSidebar, hamburger, mobileSidebar, versionDropdown} from './helpers';

const MAIN_BUNDLE = /\/assets\/js\/main\.[^/]+\.js$/;
/** How long the main bundle is held back: the page is painted and not yet hydrated meanwhile. */
const HOLD_MS = 2500;

/** Holds the main bundle back (or never serves it), and records the path of every document requested. */
async function holdMainBundle(page: Page, {never = false} = {}): Promise<string[]> {
  await page.route(MAIN_BUNDLE, async (route) => {
    if (never) return route.abort();
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

/**
 * Visits `path` until its navbar is painted, without waiting for scripts (DOMContentLoaded waits
 * for the deferred bundle): React has not started.
 */
async function openPainted(page: Page, path: string): Promise<void> {
  await page.goto(path, {waitUntil: 'commit'});
  await expect(page.locator('footer.footer')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

/** Presses the centre of `selector`'s element with the mouse (a disabled button takes the press too). */
async function tap(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(locator)}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(await page.locator('html').getAttribute('data-has-hydrated'), 'the tap came before hydration').toBe('false');
}

for (const docs of [LATEST_DOCS, DOCS_1_1_0]) {
  test.describe(`before hydration (${docs.sdkVersion})`, () => {
    test('a tap on a sidebar category toggles it once the page hydrates, without loading a page', async ({page}) => {
      const loads = await holdMainBundle(page);
      // The Guides category links this page: a tap on it here collapses it.
      const path = docs.gettingStartedPath;
      await openPainted(page, path);
      const category = docsSidebar(page).locator('.menu__link--sublist').first();
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      await tap(page, category);
      await waitForHydration(page);
      await expect(category).toHaveAttribute('aria-expanded', 'false');
      expect(new URL(page.url()).pathname).toBe(path);
      expect(loads).toEqual([path]);
      // After hydration a tap is answered once, as usual.
      await category.click();
      await expect(category).toHaveAttribute('aria-expanded', 'true');
    });

    test('a tap on the version dropdown shows its menu, without reloading the page', async ({page}) => {
      const loads = await holdMainBundle(page);
      const path = `${docs.docsBase}guides/key-value-storage`;
      await openPainted(page, path);
      const dropdown = versionDropdown(page);
      // Before hydration its label is a link to this page: followed, it would load the page again.
      await tap(page, dropdown.locator('a[aria-haspopup]'));
      await waitForHydration(page);
      await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
      await expect(dropdown.getByRole('link', {name: DOCS_1_1_0.label})).toBeVisible();
      await page.waitForTimeout(500);
      expect(loads).toEqual([path]);
    });

    test('a press on the disabled colour toggle switches the theme once the page hydrates', async ({page}) => {
      await holdMainBundle(page);
      await openPainted(page, docs.gettingStartedPath);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(colorModeToggle(page)).toBeDisabled();
      await tap(page, colorModeToggle(page));
      await waitForHydration(page);
      await expect(html).toHaveAttribute('data-theme', 'dark');
    });
  });
}

test.describe('before hydration, on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a tap on the menu button opens the drawer once the page hydrates', async ({page}) => {
    await holdMainBundle(page);
    await openPainted(page, LATEST_DOCS.gettingStartedPath);
    await tap(page, hamburger(page));
    await waitForHydration(page);
    await expect(mobileSidebar(page)).toBeVisible();
  });
});

test('when the scripts never load, a held category tap follows its link', async ({page}) => {
  const loads = await holdMainBundle(page, {never: true});
  const path = `${LATEST_DOCS.docsBase}guides/key-value-storage`;
  await openPainted(page, path);
  const category = docsSidebar(page).locator('.menu__link--sublist').first();
  const href = await category.getAttribute('href');
  await tap(page, category);
  await expect.poll(() => loads.length, {timeout: 15_000}).toBe(2);
  expect(loads[1]).toBe(href);
});
