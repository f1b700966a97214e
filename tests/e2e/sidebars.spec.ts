/**
 * Sidebars: the docs sidebar (Introduction, Registration, the Guides category), the api sidebar
 * (index + the listed API pages, in order), and the pages that show no sidebar at all.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {DOCS} from '../support/routes';
import {docsSidebar, linkHrefs} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

async function expectNoSidebar(page: Page): Promise<void> {
  await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
}

async function expectIndexable(page: Page): Promise<void> {
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(robots.filter((content) => /noindex/i.test(content))).toEqual([]);
}

/** The top-level entries of the desktop docs sidebar. */
const topLevelItems = (page: Page) => docsSidebar(page).locator(':scope > ul.menu__list > li');

test('docs sidebar: Introduction, Registration and the Guides category with the nine guides in order', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/');
  await expect(docsSidebar(page)).toBeVisible();
  await expect(topLevelItems(page)).toHaveCount(3);

  const [intro, registration, guides] = await topLevelItems(page).all();
  await expect(intro.locator(':scope > a.menu__link')).toHaveText('Introduction');
  await expect(intro.locator(':scope > a.menu__link')).toHaveAttribute('href', '/docs/');
  await expect(intro.locator(':scope > a.menu__link')).toHaveAttribute('aria-current', 'page');
  await expect(registration.locator(':scope > a.menu__link')).toHaveText('Registration');
  await expect(registration.locator(':scope > a.menu__link')).toHaveAttribute('href', '/docs/registration');

  const category = guides.locator(':scope > .menu__list-item-collapsible > a.menu__link');
  await expect(category).toHaveText('Guides');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const guideLinks = guides.locator(':scope > ul.menu__list > li > a.menu__link');
  expect(await linkHrefs(guideLinks)).toEqual(DOCS.listedGuides);
  for (const link of await guideLinks.all()) {
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/\S/);
  }

  // No other link anywhere in the sidebar; in particular no unlisted guide.
  expect(await linkHrefs(docsSidebar(page).locator('a.menu__link:not(.menu__link--sublist)'))).toEqual([
    '/docs/',
    '/docs/registration',
    ...DOCS.listedGuides,
  ]);
});

test('docs sidebar: the Guides category collapses and expands', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  const category = docsSidebar(page).getByRole('button', {name: 'Guides'});
  const firstGuide = docsSidebar(page).locator(`a.menu__link[href="${DOCS.listedGuides[0]}"]`);
  await expect(firstGuide).toBeVisible();

  const guideList = docsSidebar(page).locator('.menu__list-item-collapsible + ul.menu__list');
  const listHeight = (): Promise<number> => guideList.evaluate((list) => list.getBoundingClientRect().height);
  expect(await listHeight()).toBeGreaterThan(0);

  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  // Collapsed: the list animates to no height (clipping its links) and its links leave the tab order.
  await expect.poll(listHeight).toBe(0);
  await expect(firstGuide).not.toBeInViewport();
  await expect(firstGuide).toHaveAttribute('tabindex', '-1');
  await expect(page).toHaveURL('/docs/');

  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(firstGuide).toBeInViewport();
  await expect.poll(listHeight).toBeGreaterThan(0);
  await expect(firstGuide).toHaveAttribute('tabindex', '0');
});

test('docs sidebar: each guide page marks itself active', async ({page}) => {
  await gotoHydrated(page, DOCS.listedGuides[0]);
  for (const route of DOCS.listedGuides.slice(1)) {
    await docsSidebar(page).locator(`a.menu__link[href="${route}"]`).click();
    await expect(page).toHaveURL(route);
    await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', route);
  }
});

for (const route of DOCS.unlistedGuides) {
  test(`${route} is a guide page with no sidebar`, async ({page}) => {
    await gotoHydrated(page, route);
    await expect(page.locator('article h1')).toBeVisible();
    await expectNoSidebar(page);
    // Only the version dropdown (the same page in this version) links to it.
    await expect(page.locator(`a[href="${route}"]:not(.dropdown a)`)).toHaveCount(0);
    await expectIndexable(page);
  });
}

for (const route of DOCS.unlistedDocs) {
  test(`${route} shows no sidebar, is linked from the introduction and stays indexable`, async ({page}) => {
    await gotoHydrated(page, DOCS.root);
    await expect(page.locator(`article a[href="${route}"]`).first()).toBeVisible();
    await expect(docsSidebar(page).locator(`a[href="${route}"]`)).toHaveCount(0);
    await gotoHydrated(page, route);
    await expect(page.locator('article h1')).toBeVisible();
    await expectNoSidebar(page);
    await expectIndexable(page);
  });
}

test('api sidebar: the index plus exactly the listed API pages, in order', async ({page}) => {
  await gotoHydrated(page, DOCS_1_1_0.apiIndexPath);
  await expect(docsSidebar(page)).toBeVisible();
  const links = docsSidebar(page).locator('a.menu__link');
  expect(await linkHrefs(links)).toEqual([DOCS_1_1_0.apiIndexPath, ...DOCS.apiSidebar]);
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
  // A flat list: every entry is a top-level link.
  await expect(topLevelItems(page)).toHaveCount(1 + DOCS.apiSidebar.length);
  for (const route of DOCS.apiUnlisted) {
    await expect(docsSidebar(page).locator(`a[href="${route}"]`)).toHaveCount(0);
  }
});

test.describe('listed API pages show the api sidebar with themselves active', () => {
  for (const route of DOCS.apiSidebar) {
    test(route, async ({page}) => {
      await gotoHydrated(page, route);
      const links = docsSidebar(page).locator('a.menu__link');
      expect(await linkHrefs(links)).toEqual([DOCS_1_1_0.apiIndexPath, ...DOCS.apiSidebar]);
      await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', route);
      await expectIndexable(page);
    });
  }
});

test.describe('unlisted API pages show no sidebar and stay indexable', () => {
  for (const route of DOCS.apiUnlisted) {
    test(route, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.locator('article h1')).toBeVisible();
      await expectNoSidebar(page);
      await expectIndexable(page);
    });
  }
});

test('no doc page carries a noindex robots meta (server HTML)', async ({request}) => {
  for (const route of DOCS.all) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<meta[^>]*name=["']?robots["']?[^>]*noindex/i);
    expect(html, route).not.toMatch(/<meta[^>]*noindex[^>]*name=["']?robots/i);
  }
});

for (const route of ['/', '/markdown-page']) {
  test(`${route} shows no sidebar`, async ({page}) => {
    await gotoHydrated(page, route);
    await expectNoSidebar(page);
  });
}
