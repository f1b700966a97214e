/**
 * The table of contents covers heading levels 2 to 3: every h2/h3 of the article is listed, in
 * order, and nothing else (no h4), on the longest API page here and on every written doc page in
 * every-route.spec.ts; a TOC link scrolls to its heading and highlights it.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {LONG_API_ROUTE} from '../support/routes';
import {readHeadings} from './toc';

test.use({viewport: {width: 1280, height: 800}});

test(`${LONG_API_ROUTE}: the TOC lists its h2 and h3 headings and none of its h4`, async ({page}) => {
  await gotoHydrated(page, LONG_API_ROUTE);
  const headings = await readHeadings(page);
  expect(headings.deeper.length, 'the page has h4 headings').toBeGreaterThan(0);
  expect(headings.listed.length).toBeGreaterThan(0);
  expect(
    headings.listed.every((id) => id.length > 0),
    'every h2/h3 has an id',
  ).toBe(true);

  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  for (const entry of headings.toc) {
    expect(entry.tag, `#${entry.id}`).toMatch(/^H[23]$/);
    expect(entry.inArticle, `#${entry.id}`).toBe(true);
  }
  expect(headings.toc.map((entry) => entry.id)).toEqual(headings.listed);
  for (const id of headings.deeper) {
    await expect(page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`)).toHaveCount(0);
  }
  // h3 entries are nested under their h2.
  const nested = page.locator('.theme-doc-toc-desktop ul ul a.table-of-contents__link');
  expect(await nested.count()).toBe(await page.locator('article .theme-doc-markdown h3').count());
});

test('a TOC link scrolls to its heading and highlights it', async ({page}) => {
  await gotoHydrated(page, LONG_API_ROUTE);
  const link = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(8);
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
  await expect(link).toHaveClass(/table-of-contents__link--active/);
});
