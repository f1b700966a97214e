/**
 * The announcement bar: visible while active, closeable, the dismissal is remembered in local
 * storage, and a new bar id (a new SDK version) shows it again.
 */
import {expect, test, type Page} from '@playwright/test';
import {ANNOUNCEMENT_ID, DOCS_VERSIONS, SDK_PACKAGE} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, announcementBar, localStorageItem, navbar} from './helpers';

test('is visible and names both documented SDK releases', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = announcementBar(page);
  await expect(bar).toBeVisible();
  for (const {sdkVersion} of DOCS_VERSIONS) await expect(bar).toContainText(sdkVersion);
  await expect(bar).toContainText(SDK_PACKAGE);
  await expect(bar.getByRole('button', {name: 'Close'})).toBeVisible();
  // The bar sits above the navbar.
  const barBox = await bar.boundingBox();
  const navBox = await navbar(page).boundingBox();
  expect(barBox && navBox && barBox.y + barBox.height <= navBox.y + 1).toBe(true);
  // Its id is recorded as seen, not dismissed.
  expect(await localStorageItem(page, ANNOUNCEMENT_ID_KEY)).toBe(ANNOUNCEMENT_ID);
  expect(await localStorageItem(page, ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
});

test('closes on its close button and stays closed after reload and navigation', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  const bar = announcementBar(page);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await localStorageItem(page, ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
  expect(await localStorageItem(page, ANNOUNCEMENT_ID_KEY)).toBe(ANNOUNCEMENT_ID);

  await page.reload();
  // Hidden from the first paint (server HTML + inline script), and after hydration.
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(announcementBar(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(announcementBar(page)).toHaveCount(0);

  await navbar(page).getByRole('link', {name: 'API Reference', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/$/);
  await expect(announcementBar(page)).toHaveCount(0);
});

/** Before the first page load only: the bar with announcement id `id` was dismissed earlier. */
async function seedDismissal(page: Page, id: string): Promise<void> {
  await page.addInitScript(
    ([idKey, dismissKey, dismissedId]) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.sessionStorage.setItem('e2e-seeded', '1');
        window.localStorage.setItem(idKey, dismissedId);
        window.localStorage.setItem(dismissKey, 'true');
      }
    },
    [ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, id] as const,
  );
}

test('a dismissal of the same id keeps it hidden on first load', async ({page}) => {
  await seedDismissal(page, ANNOUNCEMENT_ID);
  await gotoHydrated(page, '/');
  await expect(announcementBar(page)).toHaveCount(0);
});

test('returns when its id changes after an earlier dismissal', async ({page}) => {
  const earlierId = 'sdk-version-1-1-0'; // the bar's id when the docs covered 1.1.0 alone
  expect(earlierId).not.toBe(ANNOUNCEMENT_ID);
  await seedDismissal(page, earlierId);
  await gotoHydrated(page, '/');
  // Visible on this very first load (plugins/announcement-reset clears the old dismissal before
  // the theme's inline script reads it), and the new id is recorded.
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  await expect.poll(() => localStorageItem(page, ANNOUNCEMENT_ID_KEY)).toBe(ANNOUNCEMENT_ID);
  expect(await localStorageItem(page, ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
  const bar = announcementBar(page);
  await expect(bar).toBeVisible();
  for (const {sdkVersion} of DOCS_VERSIONS) await expect(bar).toContainText(sdkVersion);
  await expect(bar.getByRole('button', {name: 'Close'})).toBeVisible();
});
