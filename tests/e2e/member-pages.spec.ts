/**
 * The context members' reference: in 3.x each member has a page, reached from the api sidebar
 * (its task's category), from a sample's type popover and from the old anchor on the context
 * type's page; in 1.1.0 the popover and the context page's grouped index reach the member's
 * section. A member page's route data is loaded by the member pages only (the lazy-routes chunk).
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {docsSidebar} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const CONTEXT_3X = `${LATEST_DOCS.apiIndexPath}type-aliases/OpenSecretContextType`;
const CONTEXT_1_1_0 = `${DOCS_1_1_0.apiIndexPath}type-aliases/OpenSecretContextType`;

const categoryToggle = (page: Page, label: string): Locator =>
  docsSidebar(page).locator('.menu__list-item-collapsible > a.menu__link--sublist', {hasText: label});
const nameIn = (page: Page, text: string): Locator =>
  page
    .locator('article pre [data-h]')
    .filter({hasText: new RegExp(`^${text}$`)})
    .first();

test('3.x: the Storage category lists put, whose page says what it sends', async ({page}) => {
  await gotoHydrated(page, LATEST_DOCS.apiIndexPath);
  await categoryToggle(page, 'Storage').click();
  const category = categoryToggle(page, 'Storage').locator('xpath=../..');
  await expect(category.locator(':scope > ul.menu__list a.menu__link').first()).toHaveText('get');
  await category.locator(':scope > ul.menu__list a.menu__link', {hasText: /^put$/}).click();
  await expect(page).toHaveURL(`${CONTEXT_3X}/put`);
  await expect(page.locator('article h1')).toHaveText('put');
  await expect(page.locator('article')).toContainText('PUT /protected/kv/{…}');
  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute(
    'href',
    `${CONTEXT_3X}/put`,
  );
});

test('3.x: a member page opened directly hydrates from its lazy route data, which a guide never loads', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, `${LATEST_DOCS.docsBase}guides/key-value-storage`);
  expect(scripts.filter((file) => /\/(lazy-routes|m\d+-\d+)\./.test(file))).toEqual([]);
  scripts.length = 0;
  await gotoHydrated(page, `${CONTEXT_3X}/signIn`);
  expect(scripts.filter((file) => file.includes('/lazy-routes.')).length).toBe(1);
  await expect(page.locator('article h1')).toHaveText('signIn');
  await expect(page.locator('article')).toContainText('POST /login');
  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute(
    'href',
    `${CONTEXT_3X}/signIn`,
  );
  // A client-side navigation to another member reuses the loaded table.
  await docsSidebar(page)
    .locator('a.menu__link', {hasText: /^signUp$/})
    .click();
  await expect(page).toHaveURL(`${CONTEXT_3X}/signUp`);
  await expect(page.locator('article h1')).toHaveText('signUp');
  expect(scripts.filter((file) => file.includes('/lazy-routes.')).length).toBe(1);
  expect(errors).toEqual([]);
});

test('3.x: a sample’s popover links put to its page', async ({page}) => {
  await gotoHydrated(page, `${LATEST_DOCS.docsBase}guides/key-value-storage`);
  await nameIn(page, 'put').hover();
  const link = page.getByRole('tooltip').getByRole('link');
  await expect(link).toHaveAttribute('href', `${CONTEXT_3X}/put`);
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(`${CONTEXT_3X}/put`);
  await expect(page.locator('article h1')).toHaveText('put');
});

test('3.x: the old anchor of signIn lands on its entry in the grouped index, which opens its page', async ({page}) => {
  await gotoHydrated(page, `${CONTEXT_3X}#signin`);
  const entry = page.locator('article h3#signin');
  await expect(entry).toBeInViewport();
  await expect(page.locator('article h2').first()).toHaveText(/Authentication/);
  await entry.getByRole('link', {name: 'signIn', exact: true}).click();
  await expect(page).toHaveURL(`${CONTEXT_3X}/signIn`);
  await expect(page.locator('article')).toContainText('POST /login');
});

test('1.1.0: a sample’s popover and the grouped index reach put’s section', async ({page}) => {
  await gotoHydrated(page, `${DOCS_1_1_0.docsBase}guides/key-value-storage`);
  await nameIn(page, 'put').hover();
  const link = page.getByRole('tooltip').getByRole('link');
  await expect(link).toHaveAttribute('href', `${CONTEXT_1_1_0}#put`);
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(`${CONTEXT_1_1_0}#put`);
  await expect(page.locator('article h3#put')).toBeInViewport();

  await gotoHydrated(page, CONTEXT_1_1_0);
  const storage = page.locator('article li', {hasText: /^Storage:/});
  await storage.getByRole('link', {name: 'del', exact: true}).click();
  await expect(page).toHaveURL(`${CONTEXT_1_1_0}#del`);
  await expect(page.locator('article h3#del')).toBeInViewport();
});
