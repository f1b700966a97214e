/**
 * Clean runtime: no console error or warning (hydration mismatches included) and no uncaught
 * exception on any route; with JavaScript disabled every page still shows its content, the
 * navbar and sidebar links, and the footer.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from '../support/browser';
import {DOCS, DOCS_3X} from '../support/routes';
import {sitemapRoutes} from '../support/sitemap';

/** Every route the build publishes (its sitemap; tests/build checks it is the spec's route set). */
const ALL_ROUTES = sitemapRoutes();

test.describe('console stays clean', () => {
  for (const route of [...ALL_ROUTES, '/search?q=provider']) {
    test(route, async ({page}) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.goto(route, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      // Exercise the page a little: scroll to the end, where lazy content and observers run.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      expect(messages).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of ALL_ROUTES) {
    test(`${route} shows content, navbar, footer${route.startsWith('/docs/') ? ' and sidebar' : ''}`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await expect(navbar.getByRole('link', {name: 'Guides'}).first()).toBeVisible();
      await expect(navbar.getByRole('link', {name: 'API Reference'}).first()).toBeVisible();
      await expect(page.locator('footer.footer').getByRole('link', {name: 'GitHub'})).toBeVisible();
      const inSidebar = [...DOCS.inSidebar, ...DOCS_3X.inSidebar].includes(route);
      if (inSidebar) {
        const sidebarLinks = page.locator('aside nav[aria-label="Docs sidebar"] a');
        expect(await sidebarLinks.count()).toBeGreaterThan(3);
        await expect(sidebarLinks.first()).toBeVisible();
      }
    });
  }
});
