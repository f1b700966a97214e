/**
 * The "Copy page" and "View as Markdown" actions on doc pages of both docs versions: copying puts
 * the page's Markdown copy on the clipboard and says so, a failure is reported, the link answers
 * with Markdown (naming the SDK release the page documents), and both actions are reachable and
 * usable from the keyboard.
 */
import {expect, test, type Page} from '@playwright/test';
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {DOCS, DOCS_3X} from '../support/routes';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const GUIDE = '/docs/guides/getting-started';

const actions = (page: Page) => {
  const article = page.locator('article');
  return {
    copy: article.getByRole('button', {name: /^(Copy page|Copied)$/}),
    view: article.getByRole('link', {name: 'View as Markdown'}),
    status: article.getByRole('status'),
  };
};

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('Copy page puts the page as Markdown on the clipboard', async ({page, request}) => {
  await page.goto(GUIDE);
  const expected = await (await request.get(`${GUIDE}.md`)).text();
  const {copy, status} = actions(page);
  await copy.click();
  await expect(status).toHaveText('Copied');
  await expect(copy).toHaveText('Copied');
  const copied = await readClipboard(page);
  expect(copied).toBe(expected);
  expect(copied).toMatch(/^# \S/);
  expect(copied).not.toContain('<html');
  await expect(copy).toHaveText('Copy page', {timeout: 5_000});
});

test('every kind of doc page has the actions and an alternate link, pointing at its own .md', async ({page}) => {
  for (const [route, markdown] of [
    ['/docs/', '/docs/index.md'],
    ['/docs/registration', '/docs/registration.md'],
    ['/docs/api/', '/docs/api/index.md'],
    ['/docs/api/functions/useOpenSecret', '/docs/api/functions/useOpenSecret.md'],
    ...[...DOCS.unlistedGuides, ...DOCS.unlistedDocs].map((route) => [route, `${route}.md`]),
  ]) {
    await page.goto(route);
    const {copy, view} = actions(page);
    await expect(copy, route).toBeVisible();
    await expect(view, route).toHaveAttribute('href', markdown);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]'), route).toHaveAttribute(
      'href',
      markdown,
    );
  }
});

test('every kind of 3.x doc page has the actions and an alternate link, pointing at its own .md', async ({page}) => {
  const copyOf = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);
  for (const route of [
    DOCS_3X.root,
    ...DOCS_3X.topLevel.slice(1),
    DOCS_3X.guides[0],
    DOCS_3X.apiIndex,
    ...DOCS_3X.apiDocs,
    DOCS_3X.apiSidebar[0],
    DOCS_3X.apiUnlisted[0] ?? DOCS_3X.apiSidebar[1],
    ...DOCS_3X.unlistedDocs,
  ]) {
    await page.goto(route);
    const {copy, view} = actions(page);
    await expect(copy, route).toBeVisible();
    await expect(view, route).toHaveAttribute('href', copyOf(route));
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]'), route).toHaveAttribute(
      'href',
      copyOf(route),
    );
  }
});

test('every 3.x doc page has its Markdown copy, naming the release it documents', async ({request}) => {
  for (const route of DOCS_3X.all) {
    const copy = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
    const response = await request.get(copy);
    expect(response.status(), copy).toBe(200);
    const [title, note] = (await response.text()).split('\n\n', 2);
    expect(title, copy).toMatch(/^# \S/);
    expect(note, copy).toBe(`Documents ${SDK_PACKAGE} ${LATEST_DOCS.sdkVersion}, the latest release.`);
  }
});

test('Copy page on a 3.x guide copies that guide’s Markdown', async ({page, request}) => {
  const guide = LATEST_DOCS.gettingStartedPath;
  await page.goto(guide);
  const expected = await (await request.get(`${guide}.md`)).text();
  expect(expected).toContain(`${SDK_PACKAGE} ${LATEST_DOCS.sdkVersion}`);
  const {copy, status} = actions(page);
  await copy.click();
  await expect(status).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(expected);
});

test('after client-side navigation, Copy page copies the new page', async ({page, request}) => {
  await page.goto(GUIDE);
  await actions(page).copy.hover(); // starts fetching this page's Markdown
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/registration"]').click();
  await expect(page).toHaveURL(/\/docs\/registration$/);
  const expected = await (await request.get('/docs/registration.md')).text();
  const {copy, status, view} = actions(page);
  await expect(view).toHaveAttribute('href', '/docs/registration.md');
  await copy.click();
  await expect(status).toHaveText('Copied');
  expect(await readClipboard(page)).toBe(expected);
});

test('a failed copy is reported', async ({page}) => {
  await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'nope'}));
  await page.goto(GUIDE);
  const {copy, status} = actions(page);
  await copy.click();
  await expect(status).toContainText('Could not copy the page');
  await expect(copy).toHaveText('Copy page');
});

test('View as Markdown answers 200 with the Markdown copy', async ({page, request}) => {
  await page.goto(GUIDE);
  const href = await actions(page).view.getAttribute('href');
  expect(href).toBe(`${GUIDE}.md`);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
  const body = await response.text();
  expect(body).toMatch(/^# \S/);
  expect(body).not.toMatch(/<html|^---$\n[a-z_]+:/m);

  // Followed in the browser, it shows the Markdown (not the 404 page of the single-page app).
  const navigation = await page.goto(href!);
  expect(navigation?.status()).toBe(200);
  expect(await page.locator('body').innerText()).toContain(body.split('\n')[0]);
});

test('the actions are keyboard reachable, with a visible focus, and Enter copies', async ({page}) => {
  await page.goto(GUIDE);
  const {copy, view, status} = actions(page);
  // Start from the last breadcrumb link before the actions and tab forward.
  await page.locator('article .theme-doc-breadcrumbs a').last().focus();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await copy.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab reaches Copy page').toBe(true);
  const outline = await copy.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Copied');
  expect(await readClipboard(page)).toMatch(/^# \S/);

  await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
});
