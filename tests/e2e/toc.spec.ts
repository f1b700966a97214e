/**
 * The table of contents covers heading levels 2 to 3: every h2/h3 of the article is listed, in
 * order, and nothing else (no h4).
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {DOCS, DOCS_3X, LONG_API_ROUTE} from '../support/routes';

test.use({viewport: {width: 1280, height: 800}});

interface Headings {
  /** ids of the h2/h3 headings of the article, in order */
  listed: string[];
  /** ids of the deeper headings (h4-h6) */
  deeper: string[];
  /** ids the desktop TOC links to, in order, and the tag of each target */
  toc: {id: string; tag: string | null; inArticle: boolean}[];
  tocPresent: boolean;
}

async function readHeadings(page: Page): Promise<Headings> {
  return page.evaluate(() => {
    const article = document.querySelector('article .theme-doc-markdown');
    if (!article) throw new Error('no article markdown container');
    const ids = (selector: string): string[] =>
      Array.from(article.querySelectorAll(selector)).map((heading) => heading.id);
    const tocRoot = document.querySelector('.theme-doc-toc-desktop');
    const toc = Array.from(tocRoot?.querySelectorAll('a.table-of-contents__link') ?? []).map((link) => {
      const id = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^#/, ''));
      const target = document.getElementById(id);
      return {id, tag: target?.tagName ?? null, inArticle: Boolean(target && article.contains(target))};
    });
    return {listed: ids('h2, h3'), deeper: ids('h4, h5, h6'), toc, tocPresent: Boolean(tocRoot)};
  });
}

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

test.describe('guides, introduction and registration: the TOC is exactly the h2/h3 headings', () => {
  const written = [
    ...DOCS.all.filter((path) => !path.startsWith(DOCS_1_1_0.apiIndexPath)),
    ...DOCS_3X.all.filter((path) => !path.startsWith(LATEST_DOCS.apiIndexPath)),
  ];
  for (const route of written) {
    test(route, async ({page}) => {
      await gotoHydrated(page, route);
      const headings = await readHeadings(page);
      if (headings.listed.length === 0) {
        expect(headings.tocPresent, 'no TOC without h2/h3').toBe(false);
        return;
      }
      expect(headings.tocPresent, 'a TOC').toBe(true);
      expect(headings.toc.map((entry) => entry.id)).toEqual(headings.listed);
      for (const entry of headings.toc) {
        expect(entry.tag, `#${entry.id}`).toMatch(/^H[23]$/);
      }
      for (const id of headings.deeper) {
        expect(headings.toc.map((entry) => entry.id)).not.toContain(id);
      }
    });
  }
});
