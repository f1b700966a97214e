/**
 * Helpers of the end-to-end suite: page titles, locators for the theme's landmarks, storage keys,
 * and the fault injectors used by errors.spec.ts. Routes are in tests/support/routes.ts, page
 * visits in tests/support/browser.ts (shared with the deployment suite).
 */
import {expect, type APIRequestContext, type Locator, type Page, type Route} from '@playwright/test';
import {
  CLOUD_URL,
  DOCS_1_1_0,
  GITHUB_URL,
  LATEST_DOCS,
  PRODUCT_NAME,
  SITE_TITLE,
  TITLE_DELIMITER,
  type DocsVersion,
} from '../../src/constants';

// ---------------------------------------------------------------------------------------------
// Titles and navigation

/** `<page title> · <site title>`, or the bare site title when a page has none. */
export const pageTitle = (title?: string): string => (title ? `${title} ${TITLE_DELIMITER} ${SITE_TITLE}` : SITE_TITLE);

/**
 * The four links the navbar shows outside the docs before a version is chosen (Guides and API
 * Reference lead into the latest version), with their labels.
 */
export const NAV_LINKS = [
  {label: 'Guides', href: LATEST_DOCS.gettingStartedPath, external: false},
  {label: 'API Reference', href: LATEST_DOCS.apiIndexPath, external: false},
  {label: 'GitHub', href: GITHUB_URL, external: true},
  {label: `${PRODUCT_NAME} Cloud`, href: CLOUD_URL, external: true},
] as const;

/** The navbar's links on a page of `version`: Guides and API Reference lead into that version. */
export const navLinksIn = (version: DocsVersion): readonly {label: string; href: string; external: boolean}[] =>
  NAV_LINKS.map((link) =>
    link.label === 'Guides'
      ? {...link, href: version.gettingStartedPath}
      : link.label === 'API Reference'
        ? {...link, href: version.apiIndexPath}
        : link,
  );

/** The footer's links: the navbar's, and the 1.1.0 docs. */
export const FOOTER_LINKS = [
  ...NAV_LINKS,
  {label: `${DOCS_1_1_0.sdkVersion} docs`, href: DOCS_1_1_0.docsBase, external: false},
] as const;

/** The navbar's docs version dropdown (desktop). */
export const versionDropdown = (page: Page): Locator => navbar(page).locator('.navbar__inner .dropdown');

// ---------------------------------------------------------------------------------------------
// Browser storage keys used by the theme (see @docusaurus/theme-common and the inline script)

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';

// ---------------------------------------------------------------------------------------------
// Locators and page state

export const navbar = (page: Page): Locator => page.getByRole('navigation', {name: 'Main'});
export const navbarLeft = (page: Page): Locator =>
  navbar(page).locator('.navbar__inner > .navbar__items:not(.navbar__items--right)');
export const navbarRight = (page: Page): Locator => navbar(page).locator('.navbar__inner > .navbar__items--right');
export const colorModeToggle = (page: Page): Locator =>
  navbar(page)
    .locator('.navbar__inner')
    .getByRole('button', {name: /Switch between dark and light mode/});
export const announcementBar = (page: Page): Locator => page.locator('#__docusaurus > [role="banner"]');
export const hamburger = (page: Page): Locator =>
  page.getByRole('button', {name: 'Toggle navigation bar', includeHidden: true});
export const mobileSidebar = (page: Page): Locator => navbar(page).locator('.navbar-sidebar');
/** The desktop docs sidebar. */
export const docsSidebar = (page: Page): Locator => page.locator('aside nav[aria-label="Docs sidebar"]');
export const footer = (page: Page): Locator => page.locator('footer.footer');

/** The pathname + search + hash of every link matched by a locator, in DOM order. */
export async function linkHrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Chunk scripts the page loads on demand (every script but the runtime and main bundles). */
export const ROUTE_CHUNK_PATTERN = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js(\?.*)?$/;
/** Every script bundle of the site. */
export const ALL_SCRIPTS_PATTERN = /\/assets\/js\/[^/]+\.js(\?.*)?$/;

// ---------------------------------------------------------------------------------------------
// Fault injection for errors.spec.ts

/**
 * Looks up, in the production bundle (main.*.js), the module id that webpack/rspack gave to the
 * module a route renders under `key` (`content` for a doc page's Markdown, `__comp` for a page
 * component). The route table maps `"<route>-<hash>"` to the route's chunk names, and the chunk
 * registry entry of a chunk name reads `<chunk name>:[loader, 0, <module id>]`.
 */
export async function moduleIdOf(request: APIRequestContext, route: string, key: string): Promise<string> {
  const html = await (await request.get('/')).text();
  const mainSrc = /<script[^>]+src=["']?([^"' >]*\/assets\/js\/main\.[^"' >]+\.js)/.exec(html)?.[1];
  expect(mainSrc, 'the main bundle script tag').toBeTruthy();
  const mainJs = await (await request.get(mainSrc!)).text();
  const escaped = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const routeEntry = new RegExp(`"${escaped}-[0-9a-f]{3}":(\\{[^{}]*(?:\\{[^{}]*\\}[^{}]*)*\\})`).exec(mainJs);
  expect(routeEntry, `the route table entry of ${route}`).not.toBeNull();
  const chunkName = (JSON.parse(routeEntry![1]) as Record<string, unknown>)[key];
  expect(typeof chunkName, `${route} renders a "${key}" module`).toBe('string');
  const entry = new RegExp(
    `(?:"${String(chunkName)}"|[{,]${String(chunkName)}):\\[\\(\\)=>.*?,0,(\\d+|"[^"]+")\\]`,
  ).exec(mainJs);
  expect(entry, `a chunk registry entry for ${route} (${key})`).not.toBeNull();
  return String(JSON.parse(entry![1]));
}

/** Name of the window flag that makes an injected render fault throw while it is true. */
export const FAULT_FLAG = '__e2eRenderFault';
export const FAULT_MESSAGE = 'E2E injected render failure';

/**
 * Serves the site's chunk scripts with a prologue that wraps module `moduleId` when its chunk
 * registers: the module's default export (the page's React component) is replaced by one that
 * throws FAULT_MESSAGE while `window[FAULT_FLAG]` is true and renders the original otherwise.
 * All other modules and exports are untouched. Returns a function that removes the route.
 */
export async function injectRenderFault(page: Page, moduleId: string): Promise<() => Promise<void>> {
  const handler = async (route: Route): Promise<void> => {
    try {
      await serveWithFault(route);
    } catch (error) {
      // A request still in flight when the fault is removed or the test ends (a prefetch, say):
      // Playwright has already let it through, or the page is gone. Either way nothing to serve.
      if (page.isClosed() || /disposed|closed|already handled/i.test(String(error))) return;
      throw error;
    }
  };
  const serveWithFault = async (route: Route): Promise<void> => {
    const response = await route.fetch();
    const body = await response.text();
    const global = /self\.(webpackChunk[\w$]*)/.exec(body)?.[1];
    if (!global) {
      await route.fulfill({response});
      return;
    }
    const prologue = `(function () {
  var queue = (self[${JSON.stringify(global)}] = self[${JSON.stringify(global)}] || []);
  var push = queue.push;
  queue.push = function (chunk) {
    queue.push = push;
    var modules = chunk[1];
    Object.keys(modules).forEach(function (id) {
      if (String(id) !== ${JSON.stringify(moduleId)}) return;
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var original = module.exports;
        var patched = {};
        Object.keys(original).forEach(function (key) { patched[key] = original[key]; });
        Object.defineProperty(patched, '__esModule', {value: true});
        var Component = original.default;
        patched.default = function E2EFaultyPage(props) {
          if (window[${JSON.stringify(FAULT_FLAG)}]) throw new Error(${JSON.stringify(FAULT_MESSAGE)});
          return Component(props);
        };
        module.exports = patched;
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
    await route.fulfill({response, body: prologue + body});
  };
  await page.route(ROUTE_CHUNK_PATTERN, handler);
  return () => page.unroute(ROUTE_CHUNK_PATTERN, handler);
}

export async function setRenderFault(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ([flag, value]) => {
      (window as unknown as Record<string, unknown>)[flag as string] = value;
    },
    [FAULT_FLAG, on] as const,
  );
}
