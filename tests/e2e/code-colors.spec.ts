/**
 * Code blocks arrive highlighted from the build with the colours of both modes as CSS variables
 * (--os-code-*): the page shows the mode on screen without rendering a block again, whether it
 * loads in light or dark mode or the reader toggles the mode.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {colorModeToggle} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const ROUTE = '/docs/3.x/guides/getting-started';

/**
 * Counts, from the first byte of the page on, code blocks removed from the document and nodes
 * removed from inside one (hydration then keeps the server's markup).
 */
async function countCodeBlockRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {e2eCodeBlockRemovals: number};
    w.e2eCodeBlockRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const insideBlock = record.target instanceof Element && record.target.closest('pre') !== null;
        for (const node of Array.from(record.removedNodes)) {
          if (insideBlock || (node instanceof Element && node.matches('.theme-code-block, pre'))) {
            w.e2eCodeBlockRemovals += 1;
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const codeBlockRemovals = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as {e2eCodeBlockRemovals: number}).e2eCodeBlockRemovals);

/** From now on, counts every change inside the page's code blocks (their nodes or their text). */
async function watchCodeBlocks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as {e2eCodeChanges: number};
    w.e2eCodeChanges = 0;
    const observer = new MutationObserver((records) => {
      w.e2eCodeChanges += records.length;
    });
    for (const pre of Array.from(document.querySelectorAll('pre'))) {
      observer.observe(pre, {childList: true, subtree: true, characterData: true, attributes: true});
    }
  });
  return () => page.evaluate(() => (window as unknown as {e2eCodeChanges: number}).e2eCodeChanges);
}

/** The first `import` keyword of the article's code. */
const firstKeyword = (page: Page) => page.locator('article pre span', {hasText: /^import$/}).first();

/** The CSS `rgb()` of the page's --os-code-keyword in the mode on screen. */
const keywordColour = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const hex = getComputedStyle(document.documentElement).getPropertyValue('--os-code-keyword').trim();
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  });

test('in light mode the blocks keep the server’s markup, in the light colours', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await countCodeBlockRemovals(page);
  await gotoHydrated(page, ROUTE);
  await page.waitForLoadState('networkidle');
  await expect(firstKeyword(page)).toHaveCSS('color', await keywordColour(page));
  expect(await codeBlockRemovals(page)).toBe(0);
});

test('in dark mode the blocks keep the server’s markup too, and a toggle recolours them with CSS alone', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await countCodeBlockRemovals(page);
  await gotoHydrated(page, ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForLoadState('networkidle');
  const dark = await keywordColour(page);
  await expect(firstKeyword(page)).toHaveCSS('color', dark);
  expect(await codeBlockRemovals(page)).toBe(0);
  const codeChanges = await watchCodeBlocks(page);

  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await keywordColour(page);
  expect(light).not.toBe(dark);
  await expect(firstKeyword(page)).toHaveCSS('color', light);
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstKeyword(page)).toHaveCSS('color', dark);
  expect(await codeChanges()).toBe(0);
});
