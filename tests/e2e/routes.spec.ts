/**
 * Every route of the specification answers 200 and renders a main landmark with an h1;
 * unknown paths answer 404 with the not-found page.
 */
import {expect, test, type Page} from '@playwright/test';
import {expectedApiPages} from '../../plugins/api-reference/expected-pages';
import {SDK_PACKAGE, SITE_TITLE, TITLE_DELIMITER} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {UNKNOWN_ROUTES, apiRoute} from '../support/routes';
import {sitemapRoutes} from '../support/sitemap';
import {pageTitle} from './helpers';

/** Every route the build publishes (its sitemap; tests/build checks it is the spec's route set). */
const ALL_ROUTES = sitemapRoutes();

/** The title front matter of each generated API page: the symbol's name, or 'API reference'. */
const API_TITLES = new Map<string, string>(
  expectedApiPages().map((page) => [
    apiRoute(page),
    page === 'index' ? 'API reference' : (page.split('/').pop() ?? page),
  ]),
);

async function expectFrameworkMeta(page: Page): Promise<void> {
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.7.0');
}

test.describe('known routes', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 and renders a main landmark with an h1`, async ({page, request}) => {
      const head = await request.get(route);
      expect(head.status()).toBe(200);
      expect(head.headers()['content-type']).toContain('text/html');

      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(route);

      const main = page.getByRole('main').first();
      await expect(main).toBeVisible();
      const h1 = main.locator('h1').first();
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText(/^\s*$/);
      // Not the not-found page, whatever a route's content is.
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);

      await expectFrameworkMeta(page);

      const apiTitle = API_TITLES.get(route);
      if (apiTitle) {
        await expect(page).toHaveTitle(pageTitle(apiTitle));
        // The generated heading names the symbol ("Function: hashSecret()"), the index names the package.
        await expect(h1).toContainText(route === apiRoute('index') ? SDK_PACKAGE : apiTitle);
      } else if (route === '/') {
        const title = await page.title();
        expect(title === SITE_TITLE || title.endsWith(` ${TITLE_DELIMITER} ${SITE_TITLE}`), title).toBe(true);
      } else {
        // "<page title> · OpenSecret SDK" with a non-empty page title.
        const title = await page.title();
        expect(title.endsWith(` ${TITLE_DELIMITER} ${SITE_TITLE}`), title).toBe(true);
        expect(title.length).toBeGreaterThan(` ${TITLE_DELIMITER} ${SITE_TITLE}`.length);
      }
    });
  }
});

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
