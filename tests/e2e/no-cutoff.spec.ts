/**
 * Nothing is cut off, measured on every doc page of both versions and on the home page, at 1280
 * and at 390 px: an API signature never scrolls (it is laid out to the code column and wraps at
 * the block's edge); at 1280 no sample line is wider than its block; a table wider than its
 * column scrolls in a focusable, named region that shows a scroll cue (a shadow at its edge),
 * and at 390 a table's prose cells keep a readable width; the copy and word-wrap buttons never
 * cover code text; the home page's install command shows whole. One browser context and one page
 * per width, every route loaded in turn; each page is measured by one script in the page.
 */
import {test, expect, type BrowserContext, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {DOCS, DOCS_3X} from '../support/routes';

/** The narrowest a table cell of prose may be at 390 px (ten ems of body text). */
const PROSE_CELL_MIN_PX = 160;
/** A cell holds prose when its text is at least this long. */
const PROSE_CELL_CHARS = 40;

interface Measure {
  /** Whether the page is an API reference page (its blocks are signatures). */
  api: boolean;
  /** Whether sample lines must fit their block (at 1280 px). */
  samplesFit: boolean;
  /** Whether prose cells must keep a readable width (at 390 px). */
  proseCells: boolean;
  proseMin: number;
  proseChars: number;
}

/** What is cut off on the page in view: one line per problem. */
function cutOff(page: Page, measure: Measure): Promise<string[]> {
  return page.evaluate((m) => {
    const problems: string[] = [];
    const overlaps = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const article = document.querySelector('main article') ?? document.querySelector('main');
    if (!article) return ['no main content'];
    const blocks = Array.from(article.querySelectorAll<HTMLElement>('.theme-code-block'));
    blocks.forEach((block, index) => {
      const pre = block.querySelector('pre');
      if (!pre) return;
      const name = `code block ${index + 1}`;
      const scrolls = pre.scrollWidth > pre.clientWidth + 1;
      const lines = Array.from(pre.querySelectorAll<HTMLElement>('code > span'));
      const longest = (): string =>
        lines
          .map((line) => line.textContent ?? '')
          .reduce((a, b) => (b.length > a.length ? b : a), '')
          .trim()
          .slice(0, 60);
      if (scrolls && m.api) problems.push(`${name}: the signature is clipped (${longest()}…)`);
      else if (scrolls && m.samplesFit) problems.push(`${name}: a line is wider than the block (${longest()}…)`);
      // The buttons never cover code: no text of a line, where the block shows it, under a button.
      const shown = pre.getBoundingClientRect();
      const buttons = Array.from(block.querySelectorAll('button')).map((button) => button.getBoundingClientRect());
      lines.forEach((line, at) => {
        const box = line.getBoundingClientRect();
        if (!buttons.some((button) => box.top < button.bottom && button.top < box.bottom)) return;
        const range = document.createRange();
        range.selectNodeContents(line);
        const covered = Array.from(range.getClientRects()).some(
          (rect) =>
            rect.width > 0 &&
            overlaps(rect, shown) &&
            buttons.some((button) => {
              const visible = new DOMRect(
                Math.max(rect.left, shown.left),
                rect.top,
                Math.min(rect.right, shown.right) - Math.max(rect.left, shown.left),
                rect.height,
              );
              return visible.width > 0 && overlaps(visible, button);
            }),
        );
        if (covered) problems.push(`${name}: a button covers line ${at + 1}`);
      });
    });
    Array.from(article.querySelectorAll('table')).forEach((table, index) => {
      const name = `table ${index + 1}`;
      const own = getComputedStyle(table);
      const scroller = own.overflowX === 'auto' || own.overflowX === 'scroll' ? table : (table.parentElement ?? table);
      const style = getComputedStyle(scroller);
      const hidden = scroller.scrollWidth > scroller.clientWidth + 1;
      if (hidden) {
        const label = scroller.getAttribute('aria-label') ?? '';
        if (style.overflowX !== 'auto' && style.overflowX !== 'scroll')
          problems.push(`${name}: columns are hidden and it does not scroll`);
        if (scroller.tabIndex !== 0) problems.push(`${name}: it scrolls but takes no keyboard focus`);
        if (!label.trim() || !scroller.getAttribute('role'))
          problems.push(`${name}: its scroll region has no role and name`);
        if (!style.backgroundImage.includes('gradient'))
          problems.push(`${name}: columns are hidden without a scroll cue`);
      }
      const columnRight = article.getBoundingClientRect().right;
      if (scroller.getBoundingClientRect().right > columnRight + 1)
        problems.push(`${name}: it runs past the column's edge`);
      if (m.proseCells) {
        for (const cell of Array.from(table.querySelectorAll<HTMLElement>('td'))) {
          const text = (cell.textContent ?? '').trim();
          const width = cell.getBoundingClientRect().width;
          if (text.length >= m.proseChars && width < m.proseMin)
            problems.push(`${name}: prose squeezed into ${Math.round(width)} px (${text.slice(0, 40)}…)`);
        }
      }
    });
    return problems;
  }, measure);
}

/** The routes each width measures, by docs version. */
const VERSIONS = [
  {label: LATEST_DOCS.sdkVersion, routes: DOCS_3X.all, api: LATEST_DOCS.apiIndexPath},
  {label: DOCS_1_1_0.sdkVersion, routes: DOCS.all, api: DOCS_1_1_0.apiIndexPath},
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({browser}, testInfo) => {
      context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: {width, height: 900},
        reducedMotion: 'reduce',
      });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    async function problemsOf(route: string, measure: Omit<Measure, 'proseMin' | 'proseChars'>): Promise<string[]> {
      const response = await page.goto(route);
      expect(response?.status(), `status of ${route}`).toBe(200);
      await waitForHydration(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const found = await cutOff(page, {...measure, proseMin: PROSE_CELL_MIN_PX, proseChars: PROSE_CELL_CHARS});
      return found.map((problem) => `${route}: ${problem}`);
    }

    for (const version of VERSIONS) {
      test(`nothing is cut off on the ${version.label} pages`, async () => {
        test.setTimeout(150_000);
        const problems: string[] = [];
        for (const route of version.routes) {
          problems.push(
            ...(await problemsOf(route, {
              api: route.startsWith(version.api),
              samplesFit: width === 1280,
              proseCells: width === 390,
            })),
          );
        }
        expect(problems, `${problems.length} problems`).toEqual([]);
      });
    }

    test('the home page shows the install command whole', async () => {
      const problems = await problemsOf('/', {api: false, samplesFit: false, proseCells: false});
      const command = page.locator('main .theme-code-block pre').first();
      await expect(command).toContainText(`@${LATEST_DOCS.sdkVersion}`);
      const clipped = await command.evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1);
      expect(clipped, 'the install command scrolls').toBe(false);
      expect(problems).toEqual([]);
    });
  });
}
