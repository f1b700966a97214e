/**
 * Unknown paths answer 404 with the not-found page, served and hydrated (every published route is
 * checked in every-route.spec.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/browser';
import {UNKNOWN_ROUTES} from '../support/routes';
import {pageTitle} from './helpers';

async function expectFrameworkMeta(page: Page): Promise<void> {
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.7.0');
}

test.describe('unknown routes', () => {
  for (const route of UNKNOWN_ROUTES) {
    test(`${route} answers 404 with the not-found page`, async ({page, request}) => {
      const head = await request.get(route);
      expect(head.status()).toBe(404);
      // The served not-found document carries the not-found title.
      expect(await head.text()).toContain(`>${pageTitle('Page Not Found')}</title>`);

      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      // Server-rendered and, after hydration, client-rendered: both show the not-found page.
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('main').getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      if (!route.startsWith('/docs/')) {
        // Under /docs/ the docs plugin renders its own not-found content after hydration, which
        // sets no page title (Docusaurus 3.7 behaviour); elsewhere the title stays.
        await expect(page).toHaveTitle(pageTitle('Page Not Found'));
      }
      await expectFrameworkMeta(page);
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
});
