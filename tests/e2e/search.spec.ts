/**
 * Search: the navbar button and shortcuts, the lazily loaded dialog over the Pagefind index
 * built by `docusaurus build`, ranking and typo tolerance, docs versions (the version being read
 * only, unless the query names another; each result labelled), keyboard use, highlighting on the
 * opened page, accessibility, the /search page, and what a page loads before search is used.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {gotoHydrated, WCAG_TAGS} from '../support/browser';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';

/** A 1.1.0 page (/docs/…): most tests search from there. */
const DOC_PAGE = '/docs/api/functions/hashSecret';
/** Requests that belong to search: the dialog and highlighter chunks, and the Pagefind index. */
const SEARCH_ASSET = /\/assets\/js\/search-(dialog|highlight)\.[^/]*\.js$|\/pagefind\//;

const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');
const groups = (page: Page) => dialog(page).getByRole('group');

/** The version label of each result (group or list item), in order: "1.1.0", "3.2.0". */
const versionsOf = (results: Locator): Promise<(string | undefined)[]> =>
  results.evaluateAll((elements) =>
    elements.map((element) => /version (\d+\.\d+\.\d+)/.exec(element.textContent ?? '')?.[1]),
  );
/** A result's version label: "1.1.0" on screen, "version 1.1.0" to assistive technology. */
const versionBadge = (result: Locator) => result.getByText(/^version \d+\.\d+\.\d+$/);

/** Types a query and waits for its results (or its no-results message). */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(dialog(page).getByRole('status')).toHaveText(/pages? found|No results/);
}

async function openSearch(page: Page, path = DOC_PAGE): Promise<void> {
  await gotoHydrated(page, path);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search button and shortcuts', () => {
  test('is the last item of the navbar, labelled, with the shortcut hint', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    const button = searchButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await expect(button).toContainText('Ctrl K');
    const isLast = await button.evaluate((element) => {
      const right = element.closest('.navbar__items--right');
      const items = right ? Array.from(right.querySelectorAll('a, button')) : [];
      return items[items.length - 1] === element;
    });
    expect(isLast).toBe(true);
  });

  test('Ctrl+K and ⌘K open the dialog with the input focused', async ({page}) => {
    await openSearch(page);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });

  test('"/" opens the dialog, but types a slash in a text field', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');

    await gotoHydrated(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search for'});
    await field.focus();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(dialog(page)).toBeHidden();
  });

  test('keys typed while the dialog is still loading are kept', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('provider');
    await expect(input(page)).toHaveValue('provider');
    await expect(groups(page).first()).toHaveAccessibleName('Function: OpenSecretProvider()');

    // The shortcut again, while open, changes nothing: typing still goes to the field.
    await page.keyboard.press('Control+k');
    await page.keyboard.type(' hook');
    await expect(input(page)).toHaveValue('provider hook');
  });

  test('Escape closes the dialog and focus returns to the button', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await search(page, 'provider');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // Also when it was opened with the keyboard from elsewhere in the page.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchButton(page)).toBeFocused();
  });

  test('the page does not scroll behind the open dialog, and scrolls again once it closes', async ({page}) => {
    await gotoHydrated(page, '/docs/api/type-aliases/OpenSecretContextType');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.mouse.move(20, 700);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    expect(await scrollY()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test('Tab keeps focus inside the open dialog', async ({page}) => {
    await openSearch(page);
    await search(page, 'provider');
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  test('on a phone the button is an icon with the same name', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, DOC_PAGE);
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page).locator('kbd')).toBeHidden();
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
  });
});

test.describe('results', () => {
  test('an exact API symbol ranks its page first', async ({page}) => {
    await openSearch(page);
    await search(page, 'useOpenSecret');
    await expect(groups(page).first()).toHaveAccessibleName('Function: useOpenSecret()');
    await search(page, 'KVListItem');
    await expect(groups(page).first()).toHaveAccessibleName('Type Alias: KVListItem');
  });

  test('"provider" finds OpenSecretProvider first, with highlighted excerpts', async ({page}) => {
    await openSearch(page);
    await search(page, 'provider');
    const first = groups(page).first();
    await expect(first).toHaveAccessibleName('Function: OpenSecretProvider()');
    await expect(first.getByText('API reference')).toBeVisible();
    await expect(first.locator('mark').first()).toContainText(/provider/i);
    // A section (heading) of the page is offered too.
    await expect(first.getByRole('option').filter({hasText: 'Parameters'})).toHaveCount(1);
  });

  test('a topic finds its pages', async ({page}) => {
    await openSearch(page);
    await search(page, 'attestation');
    await expect(groups(page).first()).toHaveAccessibleName(/attestation/i);
    await expect(dialog(page).getByRole('group', {name: 'Type Alias: AttestationDocument'})).toBeVisible();
  });

  test('small typos still find the right page', async ({page}) => {
    await openSearch(page);
    await search(page, 'atestation');
    await expect(dialog(page).getByText('Showing results for')).toContainText('“attestation”');
    await expect(groups(page).first()).toHaveAccessibleName(/attestation/i);

    await search(page, 'OpenSecretProvidr');
    await expect(groups(page).first()).toHaveAccessibleName('Function: OpenSecretProvider()');
  });

  test('a query with no match says so', async ({page}) => {
    await openSearch(page);
    await search(page, 'zzqxjvw');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “zzqxjvw”.');
    await expect(options(page)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('says clearly when the index cannot be loaded', async ({page}) => {
    await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await openSearch(page);
    await expect(dialog(page)).toContainText('Search is unavailable');
  });
});

test.describe('docs versions', () => {
  const OLDER = DOCS_1_1_0.sdkVersion;
  const LATEST = LATEST_DOCS.sdkVersion;
  // signIn is documented by both releases: guides and the context type's reference.
  const QUERY = 'signIn';

  for (const [path, first, second] of [
    [`${DOCS_1_1_0.docsBase}guides/authentication`, OLDER, LATEST],
    [`${LATEST_DOCS.docsBase}guides/authentication`, LATEST, OLDER],
  ] as const) {
    test(`on a ${first} page, the results are ${first} only, each labelled, unless the query names ${second}`, async ({
      page,
    }) => {
      await openSearch(page, path);
      await search(page, QUERY);
      const versions = await versionsOf(groups(page));
      expect(versions.length).toBeGreaterThan(2);
      expect(new Set(versions)).toEqual(new Set([first]));
      for (const group of await groups(page).all()) {
        await expect(versionBadge(group)).toHaveCount(1);
        await expect(versionBadge(group)).toBeVisible();
      }
      // Naming the other release searches that one only.
      await search(page, `${QUERY} ${second}`);
      const asked = await versionsOf(groups(page));
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked)).toEqual(new Set([second]));
      // The first result opens a page of the version being read.
      await search(page, QUERY);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      const opened = new URL(page.url()).pathname;
      expect(opened.startsWith(LATEST_DOCS.docsBase), opened).toBe(first === LATEST);
    });
  }

  test('on a page outside the docs, the results are the latest version only', async ({page}) => {
    await openSearch(page, '/');
    await search(page, QUERY);
    const versions = await versionsOf(groups(page));
    expect(versions.length).toBeGreaterThan(2);
    expect(new Set(versions)).toEqual(new Set([LATEST]));
  });

  test('the /search page lists the latest version first and labels every result', async ({page}) => {
    await gotoHydrated(page, `/search?q=${QUERY}`);
    const results = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {level: 3})});
    await expect(results.first()).toBeVisible();
    const versions = await versionsOf(results);
    expect(versions.length).toBeGreaterThan(2);
    expect(versions[0]).toBe(LATEST);
    expect(versions.lastIndexOf(LATEST)).toBeLessThan(versions.includes(OLDER) ? versions.indexOf(OLDER) : Infinity);
    for (const result of await results.all()) await expect(versionBadge(result)).toBeVisible();
  });
});

test.describe('keyboard navigation', () => {
  test('arrows move the active result, Enter opens it with the matches highlighted', async ({page}) => {
    await openSearch(page);
    await search(page, 'provider');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    const idOf = async (index: number) => (await options(page).nth(index).getAttribute('id')) ?? '';

    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(0));
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(1));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(count - 1));
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(0));

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/api\/functions\/OpenSecretProvider\?highlight=provider$/);
    const marks = page.locator('article mark[data-search-highlight]');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/provider/i);
    expect(await marks.count()).toBeGreaterThan(2);
  });

  test('clicking a section opens the page at that heading', async ({page}) => {
    await openSearch(page);
    await search(page, 'provider');
    const section = groups(page).first().getByRole('option').filter({hasText: 'Parameters'});
    await section.click();
    await expect(page).toHaveURL(/\/docs\/api\/functions\/OpenSecretProvider\?highlight=provider#parameters$/);
    await expect(page.locator('article mark[data-search-highlight]').first()).toBeAttached();
  });

  test('a page opened without ?highlight= has no marks', async ({page}) => {
    await gotoHydrated(page, '/docs/api/functions/OpenSecretProvider');
    await expect(page.locator('mark[data-search-highlight]')).toHaveCount(0);
  });
});

test.describe('accessibility of the open dialog', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.1 A/AA violations (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await openSearch(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await search(page, 'attestation');
      await page.keyboard.press('ArrowDown');
      const results = await new AxeBuilder({page}).include('dialog[open]').withTags(WCAG_TAGS).analyze();
      expect(results.violations.map(({id, nodes}) => ({id, targets: nodes.map((node) => node.target)}))).toEqual([]);

      await search(page, 'zzqxjvw');
      const empty = await new AxeBuilder({page}).include('dialog[open]').withTags(WCAG_TAGS).analyze();
      expect(empty.violations.map(({id}) => id)).toEqual([]);
    });
  }
});

test.describe('/search page', () => {
  test('renders a hostile query as text only', async ({page}) => {
    const hostile = '<img src=x onerror=window.__xss=1>';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('searchbox', {name: 'Search for'})).toHaveValue(hostile);
    await expect(page.getByRole('heading', {level: 2})).toHaveText(`Results for “${hostile}”`);
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: unknown}).__xss)).toBeUndefined();
  });

  test('shows results for ?q= and keeps the URL in step with the field', async ({page}) => {
    await gotoHydrated(page, '/search?q=provider');
    const results = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: page.getByRole('heading', {level: 3})});
    await expect(results.first().getByRole('heading', {level: 3})).toContainText('Function: OpenSecretProvider()');
    await expect(page.locator('main mark').first()).toBeVisible();

    await page.getByRole('searchbox', {name: 'Search for'}).fill('useOpenSecret');
    await expect(page).toHaveURL(/\/search\?q=useOpenSecret$/);
    await expect(results.first().getByRole('heading', {level: 3})).toContainText('Function: useOpenSecret()');

    await page.getByRole('radio', {name: 'Guides'}).check();
    await expect(page).toHaveURL(/\/search\?q=useOpenSecret&kind=Guides$/);
    await expect(page.locator('main ol').getByText('API reference', {exact: true})).toHaveCount(0);

    await page.getByRole('radio', {name: 'All'}).check();
    await expect(page).toHaveURL(/\/search\?q=useOpenSecret$/);
    await results.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\?highlight=useopensecret/);
  });

  test('"See all results" in the dialog opens it', async ({page}) => {
    await openSearch(page);
    await search(page, 'provider');
    await dialog(page).getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\?q=provider$/);
    await expect(page.getByRole('searchbox', {name: 'Search for'})).toHaveValue('provider');
  });
});

test('a doc page loads no search code until search is opened', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, DOC_PAGE);
  await page.waitForLoadState('networkidle');

  const referenced = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src') ?? ''));
  expect(referenced.length).toBeGreaterThan(0);
  expect(referenced.filter((src) => SEARCH_ASSET.test(src))).toEqual([]);
  expect(requested.filter((url) => SEARCH_ASSET.test(url))).toEqual([]);
  // The dialog's code is not in the main bundle either: nothing renders a listbox before it loads.
  expect(await page.evaluate(() => document.querySelector('dialog, [role="listbox"]'))).toBeNull();

  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect.poll(() => requested.filter((url) => /search-dialog\.[^/]*\.js$/.test(url)).length).toBe(1);
  await expect.poll(() => requested.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(requested.some((url) => url.includes('search-highlight'))).toBe(false);
});
