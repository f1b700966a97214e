/**
 * The mobile navbar sidebar (below the 996 px breakpoint): hamburger, primary menu, secondary
 * menu (the docs sidebar) with its back button, body scroll lock, closing on back navigation
 * and when the layout becomes desktop.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {NAV_LINKS, hamburger, mobileSidebar, navLinksIn, navbar} from './helpers';

const MOBILE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 800};

test.use({viewport: MOBILE});

const bodyOverflow = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);
const itemsContainer = (page: Page) => mobileSidebar(page).locator('.navbar-sidebar__items');
const backButton = (page: Page) => mobileSidebar(page).getByRole('button', {name: '← Back to main menu'});
const primaryMenu = (page: Page) => mobileSidebar(page).locator('.navbar-sidebar__item').nth(0);
const secondaryMenu = (page: Page) => mobileSidebar(page).locator('.navbar-sidebar__item').nth(1);

async function expectOpen(page: Page): Promise<void> {
  await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileSidebar(page)).toBeVisible();
  await expect(mobileSidebar(page)).toBeInViewport();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
}

async function expectClosed(page: Page): Promise<void> {
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileSidebar(page)).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
}

async function expectPrimaryMenuShown(
  page: Page,
  links: readonly {label: string; href: string}[] = NAV_LINKS,
): Promise<void> {
  await expect(itemsContainer(page)).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  for (const link of links) {
    const anchor = primaryMenu(page).getByRole('link', {name: link.label, exact: true});
    await expect(anchor).toHaveAttribute('href', link.href);
    await expect(anchor).toBeInViewport();
  }
}

test('the hamburger opens the primary menu; the close button closes it (home page)', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(hamburger(page)).toBeVisible();
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
  await expectClosed(page);
  // On mobile the navbar's own items collapse into the sidebar.
  await expect(navbar(page).locator('.navbar__inner').getByRole('link', {name: 'GitHub'})).toBeHidden();

  await hamburger(page).click();
  await expectOpen(page);
  await expectPrimaryMenuShown(page);
  // No docs sidebar on the home page, so no secondary menu to go back from.
  await expect(backButton(page)).not.toBeInViewport();
  await expect(mobileSidebar(page).getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();

  await mobileSidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
  await expectClosed(page);
  await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a doc page the secondary menu shows the docs sidebar with a back-to-main-menu button', async ({page}) => {
  await gotoHydrated(page, '/docs/registration');
  await hamburger(page).click();
  await expectOpen(page);

  await expect(itemsContainer(page)).toHaveClass(/navbar-sidebar__items--show-secondary/);
  await expect(backButton(page)).toBeInViewport();
  const docsLinks = secondaryMenu(page).locator('a.menu__link');
  await expect(secondaryMenu(page).locator('a.menu__link[href="/docs/registration"]')).toHaveClass(
    /menu__link--active/,
  );
  await expect(secondaryMenu(page).locator('a.menu__link[href="/docs/"]')).toBeInViewport();
  expect(await docsLinks.count()).toBeGreaterThan(2);
  // The primary menu is out of view while the secondary one is shown.
  await expect(primaryMenu(page).getByRole('link', {name: 'GitHub', exact: true})).not.toBeInViewport();

  await backButton(page).click();
  await expectPrimaryMenuShown(page, navLinksIn(DOCS_1_1_0));
  await expect(backButton(page)).not.toBeInViewport();
  await expectOpen(page);

  // Closing and reopening shows the secondary menu again.
  await mobileSidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
  await expectClosed(page);
  await hamburger(page).click();
  await expectOpen(page);
  await expect(itemsContainer(page)).toHaveClass(/navbar-sidebar__items--show-secondary/);
});

test('a link in the mobile sidebar navigates and closes it', async ({page}) => {
  await gotoHydrated(page, '/');
  await hamburger(page).click();
  await expectOpen(page);
  await primaryMenu(page).getByRole('link', {name: 'API Reference', exact: true}).click();
  await expect(page).toHaveURL(LATEST_DOCS.apiIndexPath);
  await expectClosed(page);
  await expect(page.locator('article h1')).toBeVisible();
});

test('back navigation closes the open sidebar (and stays on the page)', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  // Client-side navigation through the sidebar, so that there is history to go back to.
  await hamburger(page).click();
  await expectOpen(page);
  await secondaryMenu(page).locator('a.menu__link[href="/docs/registration"]').click();
  await expect(page).toHaveURL('/docs/registration');
  await expectClosed(page);

  await hamburger(page).click();
  await expectOpen(page);
  await page.evaluate(() => window.history.back());
  await expectClosed(page);
  // The back navigation was consumed by closing the sidebar.
  await expect(page).toHaveURL('/docs/registration');
  await expect(page.locator('article h1')).toBeVisible();

  // With the sidebar closed, back navigates as usual.
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL('/docs/');
});

test('resizing to desktop closes the open sidebar and hides the hamburger', async ({page}) => {
  await gotoHydrated(page, '/docs/registration');
  await hamburger(page).click();
  await expectOpen(page);

  await page.setViewportSize(DESKTOP);
  await expectClosed(page);
  await expect(hamburger(page)).toBeHidden();
  await expect(page.locator('aside nav[aria-label="Docs sidebar"]')).toBeVisible();

  // Back on mobile it stays closed until asked.
  await page.setViewportSize(MOBILE);
  await expect(hamburger(page)).toBeVisible();
  await expectClosed(page);
});

test.describe('breakpoint', () => {
  test('996 px wide is mobile: hamburger shown, no desktop docs sidebar', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/docs/');
    await expect(hamburger(page)).toBeVisible();
    await expect(page.locator('aside nav[aria-label="Docs sidebar"]')).toHaveCount(0);
  });

  test('997 px wide is desktop: no hamburger, desktop docs sidebar', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/docs/');
    await expect(hamburger(page)).toBeHidden();
    await expect(page.locator('aside nav[aria-label="Docs sidebar"]')).toBeVisible();
  });

  test('desktop (1280 px): no hamburger, navbar items inline', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    await expect(hamburger(page)).toBeHidden();
    for (const link of NAV_LINKS) {
      await expect(
        navbar(page).locator('.navbar__inner').getByRole('link', {name: link.label, exact: true}),
      ).toBeVisible();
    }
  });
});
