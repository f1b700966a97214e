/**
 * Error states a reader can meet:
 * (a) a page whose JS chunk fails to load. Docusaurus 3.7 preloads a route's chunks before it
 *     renders it (PendingNavigation); when that preload fails it logs the ChunkLoadError as a warning
 *     and reloads the page, as the site specification requires. The theme's Loading error view with its
 *     "Retry" button is never reached in this flow, so these tests assert what really happens.
 * (b) a page that throws while rendering: the theme Layout's error boundary shows "This page
 *     crashed." with "Try again"; an error outside the Layout reaches the core fallback, titled
 *     "Page Error". "Try again" clears the error and re-renders.
 */
import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {DOCS_1_1_0, SITE_TITLE} from '../../src/constants';
import {gotoHydrated, waitForHydration} from '../support/browser';
import {
  FAULT_FLAG,
  FAULT_MESSAGE,
  ROUTE_CHUNK_PATTERN,
  colorModeToggle,
  docsSidebar,
  footer,
  injectRenderFault,
  moduleIdOf,
  navbar,
  setRenderFault,
} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const isChunkLoadWarning = (message: ConsoleMessage): boolean =>
  message.type() === 'warning' && /ChunkLoadError|Loading chunk .* failed/.test(message.text());

/** Counts the full document loads of `path` from now on. */
function countDocumentLoads(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === path
    ) {
      count += 1;
    }
  });
  return () => count;
}

test.describe('a page chunk that fails to load', () => {
  const target = '/docs/registration';

  test('a one-off failure: the preload warning is logged, the page reloads and renders', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    let failuresLeft = 1;
    const failed: string[] = [];
    await page.route(ROUTE_CHUNK_PATTERN, async (route) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        failed.push(route.request().url());
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    const documentLoads = countDocumentLoads(page, target);
    const warning = page.waitForEvent('console', isChunkLoadWarning);

    await docsSidebar(page).locator(`a.menu__link[href="${target}"]`).click();
    expect((await warning).text()).toContain(failed[0]);
    await expect.poll(documentLoads, 'the page reloads').toBe(1);

    await waitForHydration(page);
    await expect(page).toHaveURL(target);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', target);
    await expect(colorModeToggle(page)).toBeEnabled();
  });

  test('while the network stays down the reloaded page is server-rendered only; back online it hydrates', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    let aborted = 0;
    await page.route(ROUTE_CHUNK_PATTERN, async (route) => {
      aborted += 1;
      await route.abort('internetdisconnected');
    });
    const documentLoads = countDocumentLoads(page, target);
    const warning = page.waitForEvent('console', isChunkLoadWarning);

    await docsSidebar(page).locator(`a.menu__link[href="${target}"]`).click();
    await warning;
    await expect.poll(documentLoads, 'the page reloads').toBe(1);
    await expect(page).toHaveURL(target);
    // The reloaded page's own chunks fail too: its HTML shows, but the app never hydrates...
    await expect(page.locator('article h1')).toBeVisible();
    await expect.poll(() => aborted).toBeGreaterThan(1);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(colorModeToggle(page)).toBeDisabled();
    // ...and it does not reload again in a loop.
    await page.waitForTimeout(1_000);
    expect(documentLoads()).toBe(1);

    // Network back: reloading renders the full, hydrated page.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(colorModeToggle(page)).toBeEnabled();
  });
});

test.describe('a page that throws while rendering', () => {
  const target = `${DOCS_1_1_0.apiIndexPath}functions/hashSecret`;

  test('a doc page shows "This page crashed." with Try again inside the site layout', async ({page, request}) => {
    const moduleId = await moduleIdOf(request, target, 'content');
    const removeFault = await injectRenderFault(page, moduleId);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await gotoHydrated(page, DOCS_1_1_0.apiIndexPath);
    await setRenderFault(page, true);
    await docsSidebar(page).locator(`a.menu__link[href="${target}"]`).click();
    await expect(page).toHaveURL(target);

    const crashHeading = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashHeading).toBeVisible();
    await expect(page.getByRole('main')).toContainText(FAULT_MESSAGE);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);
    // The crash is contained: the navbar and footer still render around it.
    await expect(navbar(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    expect(errors.some((text) => text.includes(FAULT_MESSAGE))).toBe(true);

    // Still broken: Try again re-renders and crashes again.
    await tryAgain.click();
    await expect(crashHeading).toBeVisible();

    // Fixed: Try again clears the error and the page renders normally.
    await setRenderFault(page, false);
    await tryAgain.click();
    await expect(crashHeading).toHaveCount(0);
    await expect(page.locator('article h1')).toContainText('hashSecret');
    await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', target);
    await removeFault();
  });

  test('a doc page that throws during hydration shows the crash page too', async ({page, request}) => {
    const moduleId = await moduleIdOf(request, target, 'content');
    const removeFault = await injectRenderFault(page, moduleId);
    await page.addInitScript((flag) => {
      (window as unknown as Record<string, unknown>)[flag] = true;
    }, FAULT_FLAG);

    await page.goto(target);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await setRenderFault(page, false);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article h1')).toContainText('hashSecret');
    await removeFault();
  });

  test('a page component that throws outside the theme layout gets the "Page Error" fallback', async ({
    page,
    request,
  }) => {
    const moduleId = await moduleIdOf(request, '/', '__comp');
    await injectRenderFault(page, moduleId);

    await gotoHydrated(page, '/docs/');
    await setRenderFault(page, true);
    await navbar(page).locator('a.navbar__brand').click();
    await expect(page).toHaveURL('/');

    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    await expect(page.getByText(FAULT_MESSAGE)).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Rendered inside the site layout.
    await expect(navbar(page)).toBeVisible();

    await setRenderFault(page, false);
    await tryAgain.click();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
    await expect(page).not.toHaveTitle('Page Error');
    await expect(page).toHaveTitle(new RegExp(SITE_TITLE));
    await expect(page.getByRole('main').first().locator('h1').first()).toBeVisible();
  });
});

/**
 * Makes a frame part throw in the browser only: the server's element (`selector`) cannot take
 * React's properties, so hydrating it throws, and while `window[FAULT_FLAG]` is true neither can a
 * new element of the same tag, so React's retry on the client throws too.
 */
async function breakFramePart(page: Page, selector: string, tag: string): Promise<void> {
  await page.addInitScript(
    ({selector, tag, flag}) => {
      const flags = window as unknown as Record<string, unknown>;
      flags[flag] = true;
      new MutationObserver((_records, observer) => {
        const element = document.querySelector(selector);
        if (!element) return;
        Object.preventExtensions(element);
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
      const prototype = Document.prototype as unknown as {
        createElement: (this: Document, name: string, options?: unknown) => Element;
      };
      const create = prototype.createElement;
      prototype.createElement = function (this: Document, name: string, options?: unknown): Element {
        const element = create.call(this, name, options);
        if (flags[flag] && name.toLowerCase() === tag) Object.preventExtensions(element);
        return element;
      };
    },
    {selector, tag, flag: FAULT_FLAG},
  );
}

test.describe('a frame part that throws while hydrating', () => {
  const target = DOCS_1_1_0.gettingStartedPath;

  test('the navbar: the crash page with Try again replaces the whole page', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await breakFramePart(page, 'nav.navbar', 'nav');
    await page.goto(target);
    const crashHeading = page.getByRole('heading', {level: 1, name: 'This page crashed'});
    await expect(crashHeading).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Not a half-hydrated page: none of the server's page is left.
    await expect(page.locator('article')).toHaveCount(0);
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.locator('footer.footer')).toHaveCount(0);
    expect(errors.some((text) => text.includes('not extensible'))).toBe(true);

    await setRenderFault(page, false);
    await tryAgain.click();
    await expect(crashHeading).toHaveCount(0);
    await expect(navbar(page)).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the doc sidebar: "This page crashed." with Try again inside the site layout', async ({page}) => {
    await breakFramePart(page, 'aside nav[aria-label="Docs sidebar"]', 'nav');
    await page.goto(target);
    const crashHeading = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashHeading).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);
    await expect(docsSidebar(page)).toHaveCount(0);
    // The parts outside the layout's error boundary stay, hydrated.
    await expect(navbar(page)).toBeVisible();
    await expect(colorModeToggle(page)).toBeEnabled();

    await setRenderFault(page, false);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(crashHeading).toHaveCount(0);
    await expect(docsSidebar(page)).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });
});
