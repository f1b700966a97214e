/**
 * The 3.x sidebars: the docs sidebar (Introduction, Registration, Security model, Migrating from
 * 1.1.0, the Guides category) and the api sidebar (Overview, the API changes, then the exports grouped by
 * capability in collapsed categories, the active one expanded).
 */
import {expect, test, type Page} from '@playwright/test';
import {API_CATEGORIES_3_2_0} from '../../plugins/api-reference/expected-pages';
import {categoryPages} from '../../plugins/api-reference/page-set';
import {LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {DOCS_3X} from '../support/routes';
import {docsSidebar, linkHrefs} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const topLevelItems = (page: Page) => docsSidebar(page).locator(':scope > ul.menu__list > li');
const categoryToggle = (page: Page, label: string) =>
  docsSidebar(page).locator('.menu__list-item-collapsible > a.menu__link--sublist', {hasText: label});

test('docs sidebar: Introduction, Registration, Security model, Migrating from 1.1.0, Docs in your editor and the Guides category in order', async ({
  page,
}) => {
  await gotoHydrated(page, DOCS_3X.root);
  await expect(topLevelItems(page)).toHaveCount(DOCS_3X.topLevel.length + 1);
  await expect(topLevelItems(page).locator(':scope > a.menu__link, :scope > div > a.menu__link')).toHaveText([
    'Introduction',
    'Registration',
    'Security model',
    'Migrating from 1.1.0',
    'Docs in your editor',
    'Guides',
  ]);
  expect(await linkHrefs(docsSidebar(page).locator('a.menu__link:not(.menu__link--sublist)'))).toEqual([
    ...DOCS_3X.topLevel,
    ...DOCS_3X.listedGuides,
  ]);
});

test('each 3.x guide marks itself active in the docs sidebar', async ({page}) => {
  await gotoHydrated(page, DOCS_3X.listedGuides[0]);
  for (const route of DOCS_3X.listedGuides.slice(1)) {
    await docsSidebar(page).locator(`a.menu__link[href="${route}"]`).click();
    await expect(page).toHaveURL(route);
    await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', route);
  }
});

test('api sidebar: Overview, the API changes, then one collapsed category per capability', async ({page}) => {
  await gotoHydrated(page, LATEST_DOCS.apiIndexPath);
  const items = topLevelItems(page);
  await expect(items).toHaveCount(2 + API_CATEGORIES_3_2_0.length);
  await expect(items.nth(0).locator(':scope > a.menu__link')).toHaveAttribute('href', DOCS_3X.apiIndex);
  await expect(items.nth(1).locator(':scope > a.menu__link')).toHaveAttribute('href', DOCS_3X.apiDocs[0]);
  for (const [index, {label}] of API_CATEGORIES_3_2_0.entries()) {
    const toggle = items.nth(2 + index).locator(':scope > .menu__list-item-collapsible > a.menu__link');
    await expect(toggle).toHaveText(label);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a category opens to its pages, in order', async ({page}) => {
  await gotoHydrated(page, LATEST_DOCS.apiIndexPath);
  const {label, pages} = API_CATEGORIES_3_2_0.find((category) => category.label === 'API keys')!;
  await categoryToggle(page, label).click();
  await expect(categoryToggle(page, label)).toHaveAttribute('aria-expanded', 'true');
  const links = categoryToggle(page, label).locator('xpath=../..').locator(':scope > ul.menu__list a.menu__link');
  expect(await linkHrefs(links)).toEqual(pages.map((pagePath) => `${LATEST_DOCS.apiIndexPath}${pagePath}`));
});

test.describe('every 3.x API page shows the api sidebar with its category open and itself active', () => {
  // One page per category keeps this fast; the build test checks every page is generated and listed.
  for (const {label, pages} of API_CATEGORIES_3_2_0) {
    const route = `${LATEST_DOCS.apiIndexPath}${pages[pages.length - 1]}`;
    test(`${label}: ${route}`, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(categoryToggle(page, label)).toHaveAttribute('aria-expanded', 'true');
      await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', route);
    });
  }
});

test('every 3.x API page is in the api sidebar exactly once', () => {
  const listed = API_CATEGORIES_3_2_0.flatMap(categoryPages).map(
    (pagePath) => `${LATEST_DOCS.apiIndexPath}${pagePath}`,
  );
  expect([...listed].sort()).toEqual(DOCS_3X.api.filter((route) => route !== DOCS_3X.apiIndex).sort());
});
