/**
 * A tap on a frame control made after first paint and before React has hydrated the page is
 * answered once it has (plugins/early-taps): the sidebar category collapses instead of loading its
 * page again, the version dropdown shows its menu instead of loading the page again, the colour toggle (disabled
 * until hydration) switches the theme, and the menu button opens the drawer. The main bundle is
 * held back so that each tap lands before React has started; each test checks that it did.
 *
 * Then a tap made once React has hydrated the page's shell but not yet the frame part under it
 * (a Suspense boundary, src/components/FramePart), dispatched right after the shell's commit
 * (tests/e2e/hydration-probe.ts): it is held too and answered once every part has hydrated, and
 * the parts are hydrated, not rendered again. (Left to React, such a click makes React 19 render
 * the parts again on the client while the frame's first updates are pending, and the tapped
 * link, no longer in the page, is followed.) Last, the same controls after a client-side
 * navigation.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {colorModeToggle, docsSidebar, hamburger, mobileSidebar, versionDropdown} from './helpers';
import {installHydrationProbe, partsRenderedAgain, shellTapRecord, type ShellTap} from './hydration-probe';

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
  return documentLoads(page);
}

/** The path of every document the page requests from now on. */
function documentLoads(page: Page): string[] {
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

    test('a tap on Copy page fetches and reports once the page hydrates', async ({page}) => {
      await holdMainBundle(page);
      let markdownRequests = 0;
      await page.route('**/*.md', (route) => {
        markdownRequests += 1;
        return route.fulfill({status: 500, body: 'nope'});
      });
      await openPainted(page, docs.gettingStartedPath);
      const bar = page.locator('[data-page-actions]');
      await tap(page, bar.getByRole('button', {name: 'Copy page'}));
      await waitForHydration(page);
      await expect(bar.getByRole('status')).toContainText('Could not copy the page');
      expect(markdownRequests).toBeGreaterThan(0);
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

const SIDEBAR_CATEGORY = 'aside nav[aria-label="Docs sidebar"] .menu__link--sublist';
const DROPDOWN_LABEL = '.navbar__inner .dropdown a[aria-haspopup]';
const COLOUR_TOGGLE = '.navbar__inner button[title^="Switch between dark and light mode"]';

/** Dispatches `tap` right after the shell's commit while visiting `path`; returns the documents requested. */
async function tapAfterShell(page: Page, path: string, tap: ShellTap): Promise<string[]> {
  const loads = documentLoads(page);
  await installHydrationProbe(page, tap);
  await page.goto(path);
  await waitForHydration(page);
  const record = await shellTapRecord(page);
  expect(record, 'the tap was made after the shell, before its part had hydrated').toEqual({
    found: true,
    hydrated: false,
    disabled: tap.selector === COLOUR_TOGGLE,
    reactStarted: true,
    hasHydratedAttribute: 'false',
  });
  expect(await partsRenderedAgain(page)).toEqual([]);
  return loads;
}

for (const docs of [LATEST_DOCS, DOCS_1_1_0]) {
  test.describe(`after the shell, before the part has hydrated (${docs.sdkVersion})`, () => {
    test.use({viewport: {width: 1280, height: 800}});

    test('a tap on a sidebar category toggles it, without loading a page', async ({page}) => {
      const path = docs.gettingStartedPath;
      const loads = await tapAfterShell(page, path, {selector: SIDEBAR_CATEGORY, events: ['click']});
      await expect(docsSidebar(page).locator('.menu__link--sublist').first()).toHaveAttribute('aria-expanded', 'false');
      expect(new URL(page.url()).pathname).toBe(path);
      expect(loads).toEqual([path]);
    });

    test('a tap on the version dropdown does not load a page, and Enter on it shows its menu', async ({page}) => {
      const path = `${docs.docsBase}guides/key-value-storage`;
      const loads = await tapAfterShell(page, path, {selector: DROPDOWN_LABEL, events: ['click', 'Enter']});
      await expect(versionDropdown(page)).toHaveClass(/\bdropdown--show\b/);
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(loads).toEqual([path]);
    });

    test('a press on the colour toggle, still disabled, switches the theme once it is enabled', async ({page}) => {
      await tapAfterShell(page, docs.gettingStartedPath, {selector: COLOUR_TOGGLE, events: ['pointerup']});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });

  test.describe(`after a client-side navigation (${docs.sdkVersion})`, () => {
    test.use({viewport: {width: 1280, height: 800}});

    test('the sidebar category, the colour toggle and the version dropdown answer a tap', async ({page}) => {
      const loads = documentLoads(page);
      await page.goto(`${docs.docsBase}guides/key-value-storage`);
      await waitForHydration(page);
      await docsSidebar(page).locator(`a.menu__link[href="${docs.gettingStartedPath}"]`).click();
      await expect(page).toHaveURL(docs.gettingStartedPath);
      expect(loads, 'the navigation was client-side').toHaveLength(1);

      const category = docsSidebar(page).locator('.menu__link--sublist').first();
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      await category.click();
      await expect(category).toHaveAttribute('aria-expanded', 'false');

      await colorModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      const dropdown = versionDropdown(page);
      await dropdown.locator('a[aria-haspopup]').hover();
      await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
      await dropdown.locator('a[aria-haspopup]').focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/\bdropdown--show\b/);
      expect(loads).toHaveLength(1);
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
