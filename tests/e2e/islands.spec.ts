/**
 * The interactive parts of a doc page's article, checked by what a reader does and sees, on a
 * first load and after client-side navigation, in both docs versions: a code block's copy button
 * copies that block's code and says so, the npm2yarn tabs switch panels, a typed name shows its
 * type on hover, and an in-article link navigates without a full reload. None of these checks
 * depends on how the article is rendered (hydrated whole or as separate interactive parts).
 *
 * Also: on a first load, no script the page loads carries the article's own text (the article is
 * the server-rendered HTML), while after client-side navigation the article's text does arrive.
 */
import {expect, test, type Locator, type Page, type Response} from '@playwright/test';
import {isFirstLoadRequest} from '../../tools/bench/first-load';
import {DOCS_1_1_0, LATEST_DOCS, type DocsVersion} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {apiRoute, docsRoutes} from '../support/routes';
import {docsSidebar} from './helpers';

test.use({viewport: {width: 1280, height: 800}, permissions: ['clipboard-read', 'clipboard-write']});

/** A window property set before a navigation: it survives client-side navigation, not a reload. */
const MARKER = '__noReload';

async function setMarker(page: Page): Promise<void> {
  await page.evaluate((key) => {
    (window as unknown as Record<string, unknown>)[key] = 1;
  }, MARKER);
}

async function expectNoReload(page: Page, what: string): Promise<void> {
  const marker = await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], MARKER);
  expect(marker, `${what} without a full reload`).toBe(1);
}

/** The Markdown copy the build writes beside a doc page. */
async function markdownCopy(page: Page, route: string): Promise<string> {
  const path = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The title of a page, from the `# ` line its Markdown copy opens with. */
const titleOf = (markdown: string): string => markdown.split('\n', 1)[0].replace(/^# /, '');

/** The code of the first fenced block after `label` in a Markdown copy. */
function fencedCodeAfter(markdown: string, label: string): string {
  const at = markdown.indexOf(label);
  expect(at, `"${label}" in the Markdown copy`).toBeGreaterThanOrEqual(0);
  const fence = /^```[^\n]*\n([\s\S]*?)\n```$/m.exec(markdown.slice(at));
  expect(fence, `a code block after "${label}" in the Markdown copy`).not.toBeNull();
  return fence![1];
}

/** The titled sample whose copy and types are checked, and a typed name in it. */
const SAMPLE_TITLE = 'src/AccountStatus.tsx';
const TYPED_NAME = 'useOpenSecret';
const TYPE_TEXT = 'function useOpenSecret(): OpenSecretContextType';

/**
 * The tabs of the first npm2yarn block (the SDK's install command), and the tab the checks switch
 * to; its label is also the bold line before its command in the Markdown copy.
 */
const TAB_LABELS = ['npm', 'Yarn', 'pnpm', 'Bun'];
const OTHER_TAB = 'pnpm';

/**
 * Runs `action` until `observe` passes, so that an interaction made before the part of the page
 * it targets has become interactive is made again rather than lost.
 */
async function untilItWorks(action: () => Promise<void>, observe: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await action();
    await observe();
  }).toPass({timeout: 10_000, intervals: [250, 500, 1_000]});
}

/** The panel a tab controls. */
async function panelOf(page: Page, tab: Locator): Promise<Locator> {
  const id = await tab.getAttribute('aria-controls');
  expect(id, 'the tab names its panel').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * On the getting-started guide of `version`, already on screen: copy, tabs, type hover, then an
 * in-article link to the registration page, followed. The page's marker must be set.
 */
async function checkGettingStarted(page: Page, version: DocsVersion): Promise<void> {
  const markdown = await markdownCopy(page, version.gettingStartedPath);
  const article = page.locator('article');

  // Copy: exactly the block's code, as the Markdown copy publishes it; the button says so.
  const block = article.locator('.theme-code-block').filter({hasText: SAMPLE_TITLE});
  await expect(block).toHaveCount(1);
  const code = fencedCodeAfter(markdown, `\`${SAMPLE_TITLE}\``);
  await untilItWorks(
    async () => {
      await block.hover();
      // Its name is Copied once it has copied: a repeated click copies again.
      await block.getByRole('button', {name: /^(Copy code to clipboard|Copied)$/}).click();
    },
    () => expect(block.getByRole('button', {name: 'Copied'})).toBeVisible({timeout: 1_000}),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText()), `the code copied from ${SAMPLE_TITLE}`).toBe(code);

  // Tabs: another package manager's tab selects it and shows its command in place of npm's.
  const tablist = article.getByRole('tablist').first();
  await expect(tablist.getByRole('tab')).toHaveText(TAB_LABELS);
  const npm = tablist.getByRole('tab', {name: 'npm', exact: true});
  const other = tablist.getByRole('tab', {name: OTHER_TAB, exact: true});
  await expect(npm).toHaveAttribute('aria-selected', 'true');
  await untilItWorks(
    () => other.click(),
    () => expect(other).toHaveAttribute('aria-selected', 'true', {timeout: 1_000}),
  );
  await expect(npm).toHaveAttribute('aria-selected', 'false');
  const otherPanel = await panelOf(page, other);
  await expect(otherPanel).toBeVisible();
  await expect(otherPanel.locator('pre')).toHaveText(fencedCodeAfter(markdown, `**${OTHER_TAB}**`));
  await expect(await panelOf(page, npm)).toBeHidden();

  // Types: hovering a name shows its type, linking to this version's API reference.
  const name = block
    .locator('[data-h]')
    .filter({hasText: new RegExp(`^${TYPED_NAME}$`)})
    .first();
  const tooltip = page.getByRole('tooltip');
  await untilItWorks(
    async () => {
      await page.mouse.move(0, 0);
      await name.hover();
    },
    () => expect(tooltip).toContainText(TYPE_TEXT, {timeout: 1_000}),
  );
  await expect(tooltip.getByRole('link')).toHaveAttribute('href', apiRoute(`functions/${TYPED_NAME}`, version));
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // An in-article link: the registration page (the doc after the introduction) opens in place.
  const linked = docsRoutes(version).topLevel[1];
  const linkedTitle = titleOf(await markdownCopy(page, linked));
  await article.locator(`a[href="${linked}"]`).first().click();
  await expect(page).toHaveURL(linked);
  await expect(page.locator('article h1')).toHaveText(linkedTitle);
  await expectNoReload(page, `the in-article link to ${linked} opened`);
}

for (const version of [DOCS_1_1_0, LATEST_DOCS]) {
  test.describe(`the ${version.sdkVersion} getting-started guide`, () => {
    test('on a first load: copy, tabs, types on hover, and an in-article link', async ({page}) => {
      await gotoHydrated(page, version.gettingStartedPath);
      await setMarker(page);
      await checkGettingStarted(page, version);
    });

    test('after client-side navigation from the introduction: copy, tabs, types on hover, and an in-article link', async ({
      page,
    }) => {
      const title = titleOf(await markdownCopy(page, version.gettingStartedPath));
      await gotoHydrated(page, docsRoutes(version).root);
      await setMarker(page);
      await docsSidebar(page).locator(`a[href="${version.gettingStartedPath}"]`).click();
      await expect(page).toHaveURL(version.gettingStartedPath);
      await expect(page.locator('article h1')).toHaveText(title);
      await expectNoReload(page, `the sidebar link to ${version.gettingStartedPath} opened`);
      await checkGettingStarted(page, version);
    });
  });
}

/** The guides whose article text is looked for, each with the version it belongs to. */
const TEXT_GUIDES: readonly {route: string; version: DocsVersion}[] = [
  {route: DOCS_1_1_0.gettingStartedPath, version: DOCS_1_1_0},
  {route: LATEST_DOCS.gettingStartedPath, version: LATEST_DOCS},
  {route: `${LATEST_DOCS.docsBase}guides/conversations`, version: LATEST_DOCS},
];

/**
 * Three pieces of the article's own text, read from a page's HTML: from its first paragraph, a
 * middle one and its last one, each a run of 40 to 60 characters within one text node made of
 * ASCII letters, digits, spaces and `,.()-` only, so that a script holding the text holds it
 * verbatim (no quote, apostrophe, slash, markup or non-ASCII character a string would escape).
 */
function articleSegments(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const article = new DOMParser().parseFromString(source, 'text/html').querySelector('article');
    if (!article) return [];
    const segmentOf = (paragraph: Element): string | undefined => {
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      let best = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[A-Za-z][A-Za-z0-9 ,.()-]{38,}[A-Za-z]/g)) {
          // A run that starts inside a word (after an apostrophe, say) starts at its next word.
          const inWord = match.index > 0 && !/[\s(]/.test(text[match.index - 1]);
          const run = inWord ? match[0].slice(match[0].indexOf(' ') + 1) : match[0];
          if (run.length > best.length) best = run;
        }
      }
      if (best.length < 40) return undefined;
      const cut = best.indexOf(' ', 40);
      return cut > 0 && cut <= 60 ? best.slice(0, cut) : best.slice(0, 60);
    };
    const segments = Array.from(article.querySelectorAll('p'))
      .filter((paragraph) => !paragraph.closest('pre'))
      .map(segmentOf)
      .filter((segment): segment is string => segment !== undefined);
    const picked = [segments[0], segments[Math.floor(segments.length / 2)], segments[segments.length - 1]];
    return [...new Set(picked.filter((segment): segment is string => segment !== undefined))];
  }, html);
}

/**
 * Visits `route` and waits until the page has hydrated and then made no request for 500 ms.
 * (The load state `networkidle` alone comes too early on a busy machine: it can fall while the
 * main bundle still runs, before the route's chunks are requested.)
 */
async function gotoUntilQuiet(page: Page, route: string): Promise<Response> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = (): void => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = (): void => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const answer = await gotoHydrated(page, route);
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastActivity >= 500, {
        message: `${route} stops making requests`,
        intervals: [100],
        timeout: 15_000,
      })
      .toBe(true);
    return answer;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

test('on a first load, no script the page loads carries the article text', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const found: string[] = [];
  for (const {route} of TEXT_GUIDES) {
    const scripts: {url: string; body: Promise<string>}[] = [];
    const onResponse = (response: Response): void => {
      const request = response.request();
      if (request.resourceType() !== 'script' || !isFirstLoadRequest(request, origin)) return;
      const body = response.text();
      body.catch(() => undefined); // read below, where a failure fails the test
      scripts.push({url: new URL(response.url()).pathname, body});
    };
    page.on('response', onResponse);
    const html = await (await gotoUntilQuiet(page, route)).text();
    page.off('response', onResponse);
    const segments = await articleSegments(page, html);
    expect(segments.length, `pieces of the article text of ${route}`).toBeGreaterThanOrEqual(2);
    expect(scripts.length, `scripts loaded by ${route}`).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(html, `the HTML of ${route}`).toContain(segment);
      for (const script of scripts) {
        if ((await script.body).includes(segment)) found.push(`${route}: ${script.url} contains "${segment}"`);
      }
    }
  }
  expect(found, `scripts a first load fetches that carry the article text:\n${found.join('\n')}`).toEqual([]);
});

test('after client-side navigation, the article text arrives', async ({page}) => {
  for (const {route, version} of TEXT_GUIDES) {
    const segments = await articleSegments(page, await (await page.request.get(route)).text());
    expect(segments.length, `pieces of the article text of ${route}`).toBeGreaterThanOrEqual(2);
    await gotoHydrated(page, docsRoutes(version).root);
    await setMarker(page);
    await docsSidebar(page).locator(`a[href="${route}"]`).click();
    await expect(page).toHaveURL(route);
    for (const segment of segments) await expect(page.locator('article'), route).toContainText(segment);
    await expectNoReload(page, `the sidebar link to ${route} opened`);
  }
});

test('an article that fails to arrive during client-side navigation shows the error with Retry, and Retry shows it', async ({
  page,
}) => {
  const route = LATEST_DOCS.gettingStartedPath;
  const title = titleOf(await markdownCopy(page, route));
  await gotoHydrated(page, docsRoutes(LATEST_DOCS).root);
  await setMarker(page);
  // The page's HTML file, fetched by the navigation for its article (not a document load).
  const articleFetch = (url: URL): boolean => url.pathname === route;
  let failures = 0;
  await page.route(articleFetch, async (handled) => {
    if (handled.request().resourceType() !== 'fetch') return handled.fallback();
    failures += 1;
    return handled.abort('internetdisconnected');
  });
  await docsSidebar(page).locator(`a[href="${route}"]`).click();
  await expect(page).toHaveURL(route);
  const alert = page.locator('article').getByRole('alert');
  await expect(alert).toContainText(/Failed to fetch/);
  await expect(page.locator('article .markdown h1')).toHaveCount(0);
  expect(failures).toBeGreaterThanOrEqual(1);

  // Still offline: Retry fails again and says so.
  const retry = alert.getByRole('button', {name: 'Retry'});
  await retry.click();
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await expect(alert.getByRole('button', {name: 'Retry'})).toBeVisible();

  // Back online: Retry shows the article, with its islands, and the page never reloaded.
  await page.unroute(articleFetch);
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.locator('article h1')).toHaveText(title);
  await expect(page.locator('article').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('article [role="tab"]').first()).toBeVisible();
  await expectNoReload(page, 'the article arrived');
});
