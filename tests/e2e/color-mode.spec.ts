/**
 * Colour mode: follows the system preference at first, the navbar toggle switches it, the choice is
 * saved in local storage and survives reloads; the toggle is disabled until the client has hydrated.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {ALL_SCRIPTS_PATTERN, THEME_STORAGE_KEY, colorModeToggle, localStorageItem} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const html = 'html';

for (const scheme of ['light', 'dark'] as const) {
  test(`follows a ${scheme} system preference at first`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    // Before hydration: the inline script already applied it, so there is no flash.
    const response = await page.goto('/docs/', {waitUntil: 'commit'});
    expect(response?.status()).toBe(200);
    await expect(page.locator(html)).toHaveAttribute('data-theme', scheme);
    await expect(page.locator(html)).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator(html)).toHaveAttribute('data-theme', scheme);
    await expect(colorModeToggle(page)).toBeEnabled();
    // The toggle tells assistive technology the real mode from the first load on.
    await expect(colorModeToggle(page)).toHaveAttribute('aria-label', new RegExp(`currently ${scheme} mode`));
    await expect(colorModeToggle(page)).toHaveAttribute('aria-pressed', String(scheme === 'dark'));
    // Nothing is saved until the reader chooses.
    expect(await localStorageItem(page, THEME_STORAGE_KEY)).toBeNull();
  });
}

test('the toggle switches the mode and the choice persists across reloads and pages', async ({page, context}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/docs/');
  const root = page.locator(html);
  await expect(root).toHaveAttribute('data-theme', 'light');
  const background = (): Promise<string> =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBackground = await background();

  await colorModeToggle(page).click();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(colorModeToggle(page)).toHaveAttribute('aria-label', /currently dark mode/);
  await expect(colorModeToggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await localStorageItem(page, THEME_STORAGE_KEY)).toBe('dark');
  await expect.poll(background).not.toBe(lightBackground);

  // The saved choice wins over the (light) system preference after a reload...
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(root).toHaveAttribute('data-has-hydrated', 'true');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  // ...and on another page.
  await gotoHydrated(page, '/');
  await expect(root).toHaveAttribute('data-theme', 'dark');

  await colorModeToggle(page).click();
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(colorModeToggle(page)).toHaveAttribute('aria-label', /currently light mode/);
  await expect(colorModeToggle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await localStorageItem(page, THEME_STORAGE_KEY)).toBe('light');
  await expect.poll(background).toBe(lightBackground);

  // A light choice also wins in a new tab whose system preference is dark.
  const tab = await context.newPage();
  await tab.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(tab, '/docs/registration');
  await expect(tab.locator(html)).toHaveAttribute('data-theme', 'light');
  await tab.close();
});

test('a system preference change while reading switches the mode and forgets the saved choice', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/docs/');
  await colorModeToggle(page).click();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  expect(await localStorageItem(page, THEME_STORAGE_KEY)).toBe('dark');

  // The system goes dark, then light again: the page follows it, despite the saved dark choice.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(() => localStorageItem(page, THEME_STORAGE_KEY)).toBeNull();
  await page.emulateMedia({colorScheme: 'light'});
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => localStorageItem(page, THEME_STORAGE_KEY)).toBeNull();
  await expect(colorModeToggle(page)).toHaveAttribute('aria-label', /currently light mode/);
});

test('the toggle is disabled until the client has hydrated', async ({page}) => {
  // Server-rendered HTML only: every script bundle is blocked.
  await page.route(ALL_SCRIPTS_PATTERN, (route) => route.abort());
  await page.goto('/docs/');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator(html)).toHaveAttribute('data-has-hydrated', 'false');
  await expect(colorModeToggle(page)).toBeDisabled();
  const before = await page.locator(html).getAttribute('data-theme');
  await colorModeToggle(page).click({force: true});
  await expect(page.locator(html)).toHaveAttribute('data-theme', before ?? 'light');

  // With the bundles loading, it becomes enabled once hydrated.
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('data-has-hydrated', 'true');
  await expect(colorModeToggle(page)).toBeEnabled();
});
