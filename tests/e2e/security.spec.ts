/**
 * The security model pages: /docs/3.x/security in the 3.x docs sidebar, /docs/security in no
 * sidebar and linked from the 1.1.0 introduction; a statement's test link scrolls to that test
 * in the list that ends the page.
 */
import {expect, test, type Page} from '@playwright/test';
import {sdkBehaviours} from '../../lib/sdk-behaviours';
import {idsByAnchor} from '../../plugins/sdk-behaviour-tests/anchors';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {docsSidebar} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const PAGE_3X = `${LATEST_DOCS.docsBase}security`;
const PAGE_1_1_0 = `${DOCS_1_1_0.docsBase}security`;
const BEHAVIOURS = sdkBehaviours();
const ID_OF_ANCHOR = idsByAnchor(Object.keys(BEHAVIOURS));

async function expectSecurityPage(page: Page, sdkVersion: string): Promise<void> {
  await expect(page.locator('article h1')).toHaveText('Security model');
  await expect(page.locator('article')).toContainText(`@opensecret/react ${sdkVersion}`);
  expect(await page.locator('article table tbody tr').count()).toBeGreaterThan(40);
}

test('the 3.x page renders and is in the 3.x docs sidebar, marked current', async ({page}) => {
  await gotoHydrated(page, PAGE_3X);
  await expectSecurityPage(page, LATEST_DOCS.sdkVersion);
  await expect(docsSidebar(page).locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', PAGE_3X);
  await expect(docsSidebar(page).locator(`a.menu__link[href="${PAGE_3X}"]`)).toHaveText('Security model');
  await gotoHydrated(page, LATEST_DOCS.docsBase);
  await expect(page.locator(`article a[href="${PAGE_3X}"]`).first()).toBeVisible();
});

test('the 1.1.0 page renders in no sidebar and is linked from the 1.1.0 introduction', async ({page}) => {
  await gotoHydrated(page, DOCS_1_1_0.docsBase);
  await expect(docsSidebar(page)).toBeVisible();
  await expect(docsSidebar(page).locator(`a[href="${PAGE_1_1_0}"]`)).toHaveCount(0);
  await page.locator(`article a[href="${PAGE_1_1_0}"]`).first().click();
  await expect(page).toHaveURL(PAGE_1_1_0);
  await expectSecurityPage(page, DOCS_1_1_0.sdkVersion);
  await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
  await gotoHydrated(page, DOCS_1_1_0.apiIndexPath);
  await expect(docsSidebar(page).locator(`a[href="${PAGE_1_1_0}"]`)).toHaveCount(0);
});

for (const route of [PAGE_3X, PAGE_1_1_0]) {
  test(`${route}: a statement's test link lands on that test in the list at the end`, async ({page}) => {
    await gotoHydrated(page, route);
    const link = page.locator('article table a[href^="#test-"]').nth(5);
    const href = (await link.getAttribute('href')) ?? '';
    const id = ID_OF_ANCHOR.get(href.slice(1)) ?? '';
    expect(id, `${href} is no test of the registry`).not.toBe('');
    await expect(link).toHaveText(id);
    await link.click();
    await expect(page).toHaveURL(`${route}${href}`);
    const entry = BEHAVIOURS[id];
    const item = page.locator(`li${href}`);
    await expect(item).toBeInViewport();
    await expect(item).toContainText(`${id} (${entry.release}): ${entry.title.replace(/`/g, '')}`);
    await expect(item).toContainText(`npm run test:sdk -- ${entry.test} -t "^${id}:"`);
    // The item is in the list under the page's last heading.
    await expect(page.locator('article h2').last()).toHaveText('The tests behind this page');
    await expect(page.locator('article h2').last().locator(`~ ul > li${href}`)).toHaveCount(1);
  });
}
