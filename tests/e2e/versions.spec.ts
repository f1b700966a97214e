/**
 * The two docs versions as a reader meets them: the navbar's version dropdown (the same doc in
 * the other version, else that version's main doc), the preferred version (recorded on a choice,
 * kept across reloads, driving the navbar's Guides and API Reference), the versions in the mobile
 * menu, and the banner on 1.1.0 pages.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {DOCS, DOCS_3X} from '../support/routes';
import {hamburger, localStorageItem, mobileSidebar, navbar, navbarLeft, versionDropdown} from './helpers';

/** Where the docs plugin stores the preferred version (@docusaurus/theme-common, plugin id `default`). */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

const toggle = (page: Page) => versionDropdown(page).locator('> a.navbar__link');
const versionLink = (page: Page, label: string) =>
  versionDropdown(page).locator('.dropdown__menu a.dropdown__link', {hasText: label});

/**
 * Opens the dropdown by hovering its toggle, from a pointer moved off the navbar first (a page
 * loaded under the pointer of the last one keeps its position), and waits out the menu's
 * transition so that a click lands on a link that no longer moves.
 */
async function openDropdown(page: Page): Promise<void> {
  await page.mouse.move(0, 400);
  await toggle(page).hover();
  const menu = versionDropdown(page).locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the dropdown lists both versions, latest first, and marks the one being read', async ({page}) => {
    await gotoHydrated(page, '/docs/guides/authentication');
    await expect(toggle(page)).toHaveText(DOCS_1_1_0.label);
    await openDropdown(page);
    const items = versionDropdown(page).locator('.dropdown__menu a.dropdown__link');
    await expect(items).toHaveText([LATEST_DOCS.label, DOCS_1_1_0.label]);
    await expect(versionLink(page, DOCS_1_1_0.label)).toHaveClass(/dropdown__link--active/);
    await expect(versionLink(page, LATEST_DOCS.label)).not.toHaveClass(/dropdown__link--active/);
  });

  test('from a doc both versions have, it links to the same doc in the other version', async ({page}) => {
    for (const [from, to, label] of [
      ['/docs/guides/authentication', '/docs/3.x/guides/authentication', LATEST_DOCS.label],
      ['/docs/api/functions/hashSecret', '/docs/3.x/api/functions/hashSecret', LATEST_DOCS.label],
      ['/docs/3.x/registration', '/docs/registration', DOCS_1_1_0.label],
      [
        '/docs/3.x/api/type-aliases/OpenSecretContextType',
        '/docs/api/type-aliases/OpenSecretContextType',
        DOCS_1_1_0.label,
      ],
    ] as const) {
      await gotoHydrated(page, from);
      await expect(versionLink(page, label)).toHaveAttribute('href', to);
    }
    await gotoHydrated(page, '/docs/guides/authentication');
    await openDropdown(page);
    await versionLink(page, LATEST_DOCS.label).click();
    await expect(page).toHaveURL('/docs/3.x/guides/authentication');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(toggle(page)).toHaveText(LATEST_DOCS.label);
  });

  test("from a page only 3.x has, it falls back to 1.1.0's main doc", async ({page}) => {
    for (const from of ['/docs/3.x/api/functions/createApiKey', '/docs/3.x/migration', '/docs/3.x/api-changes']) {
      await gotoHydrated(page, from);
      await expect(versionLink(page, DOCS_1_1_0.label)).toHaveAttribute('href', DOCS_1_1_0.docsBase);
    }
    await openDropdown(page);
    await versionLink(page, DOCS_1_1_0.label).click();
    await expect(page).toHaveURL(DOCS_1_1_0.docsBase);
    await expect(page.locator('article h1')).toBeVisible();
  });

  for (const [from, title] of [
    ['/docs/3.x/guides/conversations', 'Conversations'],
    ['/docs/3.x/migration', 'Migrating from 1.1.0'],
    ['/docs/3.x/api/interfaces/Model', 'Model'],
  ] as const) {
    test(`a switch from ${from}, which 1.1.0 lacks, falls back to the main doc and names the page`, async ({page}) => {
      const note = page.getByRole('status').filter({hasText: 'have no page'});
      await gotoHydrated(page, from);
      await expect(page.locator('article h1')).toContainText(title);
      await openDropdown(page);
      await versionLink(page, DOCS_1_1_0.label).click();
      await expect(page).toHaveURL(DOCS_1_1_0.docsBase);
      await expect(note).toContainText(`The ${DOCS_1_1_0.sdkVersion} docs have no page`);
      await expect(note).toContainText(title);
      await expect(note).toContainText(from);
      await expect(note.getByRole('link')).toHaveAttribute('href', from);
      // Back through the note's link.
      await note.getByRole('link').click();
      await expect(page).toHaveURL(from);
      await expect(page.locator('article h1')).toContainText(title);
    });
  }

  test('a switch to a page 1.1.0 has, or reaching its main doc another way, shows no note', async ({page}) => {
    const note = page.getByRole('status').filter({hasText: 'have no page'});
    await gotoHydrated(page, '/docs/3.x/guides/authentication');
    await openDropdown(page);
    await versionLink(page, DOCS_1_1_0.label).click();
    await expect(page).toHaveURL('/docs/guides/authentication');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(note).toHaveCount(0);
    await gotoHydrated(page, DOCS_1_1_0.docsBase);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('a choice is recorded as the preferred version, kept after a reload, and drives the navbar', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await localStorageItem(page, PREFERRED_VERSION_KEY)).toBeNull();
    const guides = navbarLeft(page).getByRole('link', {name: 'Guides', exact: true});
    const api = navbarLeft(page).getByRole('link', {name: 'API Reference', exact: true});
    await expect(guides).toHaveAttribute('href', LATEST_DOCS.gettingStartedPath);

    // Choose 1.1.0 from a 3.x page.
    await gotoHydrated(page, '/docs/3.x/guides/key-value-storage');
    await openDropdown(page);
    await versionLink(page, DOCS_1_1_0.label).click();
    await expect(page).toHaveURL('/docs/guides/key-value-storage');
    await expect.poll(() => localStorageItem(page, PREFERRED_VERSION_KEY)).toBe(DOCS_1_1_0.name);

    // Outside the docs, after a reload, the navbar leads into 1.1.0.
    await gotoHydrated(page, '/');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(guides).toHaveAttribute('href', DOCS_1_1_0.gettingStartedPath);
    await expect(api).toHaveAttribute('href', DOCS_1_1_0.apiIndexPath);
    await expect(toggle(page)).toHaveText(DOCS_1_1_0.label);
    await api.click();
    await expect(page).toHaveURL(DOCS_1_1_0.apiIndexPath);

    // Choosing 3.x again switches the preference back.
    await openDropdown(page);
    await versionLink(page, LATEST_DOCS.label).click();
    await expect(page).toHaveURL(LATEST_DOCS.apiIndexPath);
    await expect.poll(() => localStorageItem(page, PREFERRED_VERSION_KEY)).toBe(LATEST_DOCS.name);
    await gotoHydrated(page, '/search');
    await expect(guides).toHaveAttribute('href', LATEST_DOCS.gettingStartedPath);
  });

  test('the version being read wins over the preferred one', async ({page}) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      PREFERRED_VERSION_KEY,
      DOCS_1_1_0.name,
    ] as const);
    await gotoHydrated(page, '/docs/3.x/guides/authentication');
    await expect(navbarLeft(page).getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute(
      'href',
      LATEST_DOCS.gettingStartedPath,
    );
    await expect(toggle(page)).toHaveText(LATEST_DOCS.label);
  });
});

test.describe('mobile (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the primary menu lists the versions; choosing one navigates and records it', async ({page}) => {
    await gotoHydrated(page, '/docs/3.x/guides/data-encryption');
    await hamburger(page).click();
    await mobileSidebar(page)
      .getByRole('button', {name: /Back to main menu/})
      .click();
    const versions = mobileSidebar(page).locator('.navbar-sidebar__item.menu').getByRole('button', {name: 'Versions'});
    await expect(versions).toBeVisible();
    // The list holds the version being read, so it starts open; "Versions" closes it and opens
    // it again. Each toggle animates the list's height (the theme's Collapsible): choosing a
    // version waits until the list has finished opening (its height is `auto` again), not for
    // a link that is still visible while the list collapses.
    const versionsItem = mobileSidebar(page).locator('.navbar-sidebar__item.menu li.menu__list-item', {
      has: page.getByRole('button', {name: 'Versions'}),
    });
    const versionList = versionsItem.locator('> ul.menu__list');
    await expect(versionsItem).not.toHaveClass(/menu__list-item--collapsed/);
    await versions.click();
    await expect(versionsItem).toHaveClass(/menu__list-item--collapsed/);
    await expect(versionList).toBeHidden();
    await versions.click();
    await expect(versionsItem).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(versionList).toHaveAttribute('style', /height: auto/);
    const oldVersion = mobileSidebar(page).getByRole('link', {name: DOCS_1_1_0.label, exact: true});
    await expect(oldVersion).toBeVisible();
    await expect(oldVersion).toHaveAttribute('href', '/docs/guides/data-encryption');
    await oldVersion.click();
    await expect(page).toHaveURL('/docs/guides/data-encryption');
    await expect.poll(() => localStorageItem(page, PREFERRED_VERSION_KEY)).toBe(DOCS_1_1_0.name);
  });
});

test.describe('the 1.1.0 banner', () => {
  test('names the release and links to the same page in 3.x', async ({page}) => {
    await gotoHydrated(page, '/docs/guides/remote-attestation');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(DOCS_1_1_0.sdkVersion);
    const link = banner.getByRole('link');
    await expect(link).toHaveAttribute('href', '/docs/3.x/guides/remote-attestation');
    await link.click();
    await expect(page).toHaveURL('/docs/3.x/guides/remote-attestation');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect.poll(() => localStorageItem(page, PREFERRED_VERSION_KEY)).toBe(LATEST_DOCS.name);
  });

  test('is on every 1.1.0 doc page and on no 3.x page', async ({page}) => {
    for (const route of [
      DOCS.root,
      DOCS.topLevel[1],
      DOCS.listedGuides[0],
      DOCS.unlistedGuides[0],
      DOCS.apiIndex,
      DOCS.api[3],
    ]) {
      await gotoHydrated(page, route);
      await expect(page.locator('.theme-doc-version-banner'), route).toBeVisible();
    }
    for (const route of [DOCS_3X.root, DOCS_3X.listedGuides[0], DOCS_3X.apiIndex, DOCS_3X.api[3]]) {
      await gotoHydrated(page, route);
      await expect(page.locator('article h1'), route).toBeVisible();
      await expect(page.locator('.theme-doc-version-banner'), route).toHaveCount(0);
    }
  });
});

test('the navbar shows the dropdown on every kind of page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  for (const route of ['/', '/search', '/markdown-page', DOCS.root, DOCS_3X.apiIndex]) {
    await gotoHydrated(page, route);
    await expect(navbar(page).locator('.navbar__inner .dropdown'), route).toBeVisible();
  }
});
