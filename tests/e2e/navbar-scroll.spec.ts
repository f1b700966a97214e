/**
 * The hideable navbar: hidden when scrolling down past its height, shown again on scroll up;
 * a hash navigation hides it and any other navigation shows it.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {LONG_API_ROUTE} from '../support/routes';
import {docsSidebar, navbar} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

async function expectNavbarShown(page: Page): Promise<void> {
  await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
  await expect(navbar(page)).toBeInViewport();
}

async function expectNavbarHidden(page: Page): Promise<void> {
  await expect(navbar(page)).toHaveClass(/navbarHidden/);
  // Translated above the viewport, not merely re-styled.
  await expect(navbar(page)).not.toBeInViewport();
}

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

test('scrolling down past the navbar hides it; scrolling up shows it again', async ({page}) => {
  await gotoHydrated(page, LONG_API_ROUTE);
  const navHeight = (await navbar(page).boundingBox())?.height ?? 0;
  expect(navHeight).toBeGreaterThan(0);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight, 'a page long enough to scroll').toBeGreaterThan(800 * 4);
  await expectNavbarShown(page);

  // A small scroll within the navbar height keeps it.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, Math.floor(navHeight / 3));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expectNavbarShown(page);

  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(navHeight);
  await expectNavbarHidden(page);

  await page.mouse.wheel(0, 600);
  await expectNavbarHidden(page);

  const before = await scrollY(page);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => scrollY(page)).toBeLessThan(before);
  await expectNavbarShown(page);

  // Down again hides it again.
  await page.mouse.wheel(0, 400);
  await expectNavbarHidden(page);
});

test('navigating to a hash target hides the navbar; navigating to another page shows it', async ({page}) => {
  await gotoHydrated(page, LONG_API_ROUTE);
  await expectNavbarShown(page);

  const tocLinks = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
  const target = tocLinks.nth(5);
  const href = await target.getAttribute('href');
  expect(href).toMatch(/^#.+/);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href as string)).toBeInViewport();
  await expectNavbarHidden(page);

  // A page navigation (sidebar link) brings it back.
  await docsSidebar(page).locator('a.menu__link[href="/docs/api/"]').click();
  await expect(page).toHaveURL(/\/docs\/api\/$/);
  await expectNavbarShown(page);
});
