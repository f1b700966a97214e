/**
 * Types on hover, focus and tap in the TypeScript samples (plugins/code-blocks): a name shows the
 * type its page's release declares and links to that release's API reference; the popover is a
 * tooltip the name describes, Escape closes it, the keyboard reaches it without a tab stop per
 * name, nothing moves when it opens, and its text is fetched on first use, never shipped with the
 * page. The copy button copies the code readers see, without hidden setup or popover text.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import type {HoverTable} from '../../lib/code-tokens';
import {gotoHydrated} from '../support/browser';

/** A page of each release whose sample destructures `aiCustomFetch`, which 3.2.0 retyped. */
const OLDER = {
  route: '/docs/guides/ai-integration',
  type: 'aiCustomFetch: (url: RequestInfo, init?: RequestInit) => Promise<Response>',
  reference: '/docs/api/type-aliases/OpenSecretContextType#aicustomfetch',
};
const LATEST = {
  route: '/docs/3.x/guides/models',
  type: 'aiCustomFetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>',
  reference: '/docs/3.x/api/type-aliases/OpenSecretContextType/aiCustomFetch',
};

/** What the markdown page's hidden-setup sample shows (and what copying it gives). */
const SHOWN = "await os.put('theme', 'dark');\nconst theme = await os.get('theme'); // string | undefined";

const nameIn = (page: Page, text: string): Locator =>
  page
    .locator('article pre [data-h]')
    .filter({hasText: new RegExp(`^${text}$`)})
    .first();
const tooltip = (page: Page): Locator => page.getByRole('tooltip');

async function expectDescribedByTooltip(name: Locator, page: Page): Promise<void> {
  const id = await tooltip(page).getAttribute('id');
  expect(id).toBeTruthy();
  await expect(name).toHaveAttribute('aria-describedby', id ?? '');
}

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a 1.1.0 sample shows 1.1.0’s type on hover and links to the 1.1.0 reference; Escape closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, OLDER.route);
    const name = nameIn(page, 'aiCustomFetch');
    await name.hover();
    await expect(tooltip(page)).toContainText(OLDER.type);
    await expectDescribedByTooltip(name, page);
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    await expect(name).not.toHaveAttribute('aria-describedby');

    await page.mouse.move(0, 0);
    await name.hover();
    const link = tooltip(page).getByRole('link');
    await expect(link).toHaveAttribute('href', OLDER.reference);
    await link.hover(); // the popover stays while the pointer crosses over to it
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${OLDER.reference.replace('#', '#')}$`));
    await expect(page.locator('#aicustomfetch')).toBeAttached();
  });

  test('a 3.x sample shows 3.2.0’s type on keyboard focus, moves by arrow keys and follows the link with Enter', async ({
    page,
  }) => {
    await gotoHydrated(page, LATEST.route);
    const typed = /^aiCustomFetch$/;
    const block = page
      .locator('article pre')
      .filter({has: page.locator('[data-h]', {hasText: typed})})
      .first();
    const target = block.locator('[data-h]').filter({hasText: typed}).first();
    // Tab into the block (its scroll region first), then to its one stop for names.
    await block.focus();
    await page.keyboard.press('Tab');
    const first = block.locator('[data-h]').first();
    await expect(first).toBeFocused();
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText('Arrow keys');
    for (let moves = 0; moves < 40 && !(await target.evaluate((node) => node === document.activeElement)); moves++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(target).toBeFocused();
    await expect(tooltip(page)).toContainText(LATEST.type);
    await expectDescribedByTooltip(target, page);
    // One stop per block: the name just reached is it, and no other name of the block is.
    await expect(block.locator('[data-h][tabindex="0"]')).toHaveCount(1);
    await expect(target).toHaveAttribute('tabindex', '0');

    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    await expect(target).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect(tooltip(page)).toContainText(LATEST.type);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${LATEST.reference}$`));
    await expect(page.locator('article h1')).toHaveText('aiCustomFetch');
  });

  test('a long sample is two tab stops: its scroll region and its names', async ({page}) => {
    await gotoHydrated(page, '/docs/3.x/guides/conversations');
    const blocks = page.locator('article pre');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const stops = await blocks.nth(i).evaluate((pre) => {
        const own = pre.tabIndex === 0 ? 1 : 0;
        return own + pre.querySelectorAll('[tabindex="0"]').length;
      });
      expect(stops, `block ${i + 1}`).toBeLessThanOrEqual(2);
    }
    const longest = page
      .locator('article pre')
      .filter({has: page.locator('[data-h]')})
      .first();
    await longest.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await longest.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  });

  test('the types are fetched on first use, from a file that is neither in the HTML nor in the scripts', async ({
    page,
  }) => {
    const fetched: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/hover/')) fetched.push(url.pathname);
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    const response = await gotoHydrated(page, LATEST.route);
    const html = await response.text();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await nameIn(page, 'aiCustomFetch').hover();
    await expect(tooltip(page)).toContainText(LATEST.type);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/assets\/hover\/[0-9a-f]{16}\.hover\.json$/);
    const table = (await (await page.request.get(fetched[0])).json()) as HoverTable;
    const first = (await Promise.all(scripts)).join('\n');
    // What the popovers say beyond the code itself (a declaration such as `const os: T` can be a line of it).
    const code = (await page.locator('article pre').allTextContents()).join('\n');
    const said = table.entries.flatMap((entry) => [
      entry.type,
      ...(entry.docs ?? []).flatMap((block) =>
        'code' in block ? [] : [block.text.filter((part) => typeof part === 'string').join('')],
      ),
    ]);
    const popoverOnly = said.filter((text) => text.length >= 24 && !code.includes(text));
    expect(popoverOnly.length).toBeGreaterThan(10);
    for (const text of popoverOnly) {
      expect(html, 'the page HTML').not.toContain(text);
      expect(first, 'the first-load scripts').not.toContain(text);
    }
    // More names use the table already loaded.
    await nameIn(page, 'useOpenSecret').hover();
    await expect(tooltip(page)).toContainText('useOpenSecret');
    expect(fetched).toHaveLength(1);
  });

  test('opening popovers shifts no layout', async ({page}) => {
    await gotoHydrated(page, LATEST.route);
    await page.evaluate(() => {
      const w = window as unknown as {e2eShift: number};
      w.e2eShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.e2eShift += (entry as unknown as {value: number}).value;
      }).observe({type: 'layout-shift', buffered: false});
    });
    const names = page.locator('article pre [data-h]');
    for (let i = 0; i < 8; i++) {
      await names.nth(i * 3).hover();
      await expect(tooltip(page)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as {e2eShift: number}).e2eShift)).toBe(0);
  });

  const copyTarget = async (page: Page) => {
    await gotoHydrated(page, '/markdown-page');
    const block = page.locator('.theme-code-block').filter({hasText: 'Store and read a value'}).last();
    await expect(block.locator('pre')).toHaveText(SHOWN.replace('\n', ''));
    // A popover open while copying adds nothing to what is copied.
    await block.locator('[data-h]').filter({hasText: /^put$/}).hover();
    await expect(tooltip(page)).toBeVisible();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await button.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  };

  test('the copy button copies the code readers see: no hidden setup, no popover text', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copyTarget(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SHOWN);
  });

  test('without the Clipboard API (a page over plain HTTP), the copy button still copies', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {e2eCopied: string[]};
      w.e2eCopied = [];
      Object.defineProperty(navigator, 'clipboard', {value: undefined});
      const doc = document as unknown as {execCommand: (command: string, ...rest: unknown[]) => boolean};
      const execCommand = doc.execCommand.bind(document);
      doc.execCommand = (command, ...rest) => {
        const active = document.activeElement;
        if (command === 'copy' && active instanceof HTMLTextAreaElement) w.e2eCopied.push(active.value);
        return execCommand(command, ...rest);
      };
    });
    await copyTarget(page);
    expect(await page.evaluate(() => (window as unknown as {e2eCopied: string[]}).e2eCopied)).toEqual([SHOWN]);
  });
});

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a tap on a name shows its type, a tap elsewhere hides it', async ({page}) => {
    await gotoHydrated(page, LATEST.route);
    const name = nameIn(page, 'aiCustomFetch');
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    await expect(tooltip(page)).toContainText(LATEST.type);
    await expect(tooltip(page).getByRole('link')).toHaveAttribute('href', LATEST.reference);
    const box = await tooltip(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.locator('article h1').tap();
    await expect(tooltip(page)).toBeHidden();
  });
});
