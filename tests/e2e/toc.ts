/** The table of contents of a doc page against the article's headings. */
import {expect, type Page} from '@playwright/test';

export interface Headings {
  /** ids of the h2/h3 headings of the article, in order */
  listed: string[];
  /** ids of the deeper headings (h4-h6) */
  deeper: string[];
  /** ids the desktop TOC links to, in order, and the tag of each target */
  toc: {id: string; tag: string | null; inArticle: boolean}[];
  tocPresent: boolean;
}

/** The article's headings and the desktop TOC's links, read from the page. */
export async function readHeadings(page: Page): Promise<Headings> {
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

/** Without h2/h3 there is no TOC; with them, the TOC lists exactly the h2/h3 ids, in order. */
export async function expectTocOfHeadings(page: Page): Promise<void> {
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
}
