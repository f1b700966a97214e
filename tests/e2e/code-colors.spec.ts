/**
 * Code blocks show the highlighting colours of the mode on screen. The server renders them in the
 * default (light) mode; after hydration a block is rebuilt only when the reader's mode differs
 * (src/theme/CodeBlock), so a light-mode reader's blocks are kept as the server sent them, and a
 * toggle recolours them.
 */
import {expect, test, type Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {prismDark, prismLight} from '../../src/prism-themes';
import {gotoHydrated} from '../support/browser';
import {colorModeToggle} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

const ROUTE = '/docs/3.x/guides/getting-started';

/** The CSS `rgb()` of the colour a theme gives keyword tokens. */
function keywordColor(theme: PrismTheme): string {
  const hex = theme.styles.find(({types}) => types.includes('keyword'))?.style.color;
  if (!hex) throw new Error('the theme has no keyword colour');
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Counts, from the first byte of the page on, code blocks removed from the document. */
async function countRemovedCodeBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {e2eRemovedCodeBlocks: number};
    w.e2eRemovedCodeBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          // A code block itself, not a container around one: the theme's Tabs are rebuilt after
          // hydration with the blocks in them, whatever the colour mode.
          if (node instanceof Element && node.matches('.theme-code-block, pre, .token-line')) {
            w.e2eRemovedCodeBlocks += 1;
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const removedCodeBlocks = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as {e2eRemovedCodeBlocks: number}).e2eRemovedCodeBlocks);

const firstKeyword = (page: Page) => page.locator('article pre .token.keyword').first();

test('in light mode the blocks stay as the server rendered them, in light colours', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await countRemovedCodeBlocks(page);
  await gotoHydrated(page, ROUTE);
  await page.waitForLoadState('networkidle');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColor(prismLight));
  expect(await removedCodeBlocks(page)).toBe(0);
});

test('in dark mode the blocks are rebuilt once, in dark colours, and a toggle recolours them', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await countRemovedCodeBlocks(page);
  await gotoHydrated(page, ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColor(prismDark));
  await expect.poll(() => removedCodeBlocks(page)).toBeGreaterThan(0);

  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColor(prismLight));
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColor(prismDark));
});
