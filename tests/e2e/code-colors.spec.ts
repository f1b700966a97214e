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

/** Counts, from the first byte of the page on, nodes added to or removed from code blocks. */
async function countCodeBlockChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {e2eCodeBlockChanges: number};
    w.e2eCodeBlockChanges = 0;
    const inCode = (node: Node): boolean =>
      node instanceof Element && (node.matches('.theme-code-block, pre') || node.closest('pre') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = [...Array.from(record.removedNodes), ...Array.from(record.addedNodes)];
        const target = record.target;
        if (nodes.some(inCode) || (target instanceof Element && target.closest('pre'))) w.e2eCodeBlockChanges += 1;
      }
    }).observe(document, {childList: true, subtree: true, characterData: true});
  });
}

const codeBlockChanges = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as {e2eCodeBlockChanges: number}).e2eCodeBlockChanges);

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
  await countCodeBlockChanges(page);
  await gotoHydrated(page, ROUTE);
  await page.waitForLoadState('networkidle');
  await expect(firstKeyword(page)).toHaveCSS('color', await keywordColour(page));
  expect(await codeBlockChanges(page)).toBe(0);
});

test('in dark mode the blocks keep the server’s markup too, and a toggle recolours them with CSS alone', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await countCodeBlockChanges(page);
  await gotoHydrated(page, ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForLoadState('networkidle');
  const dark = await keywordColour(page);
  await expect(firstKeyword(page)).toHaveCSS('color', dark);

  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await keywordColour(page);
  expect(light).not.toBe(dark);
  await expect(firstKeyword(page)).toHaveCSS('color', light);
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstKeyword(page)).toHaveCSS('color', dark);
  expect(await codeBlockChanges(page)).toBe(0);
});
