/**
 * Code tabs (npm2yarn's npm/Yarn/pnpm/Bun and <Tabs> in MDX): every tab names the panel it
 * controls and every panel names its tab, with ids unique on the page, before and after
 * hydration; the keyboard moves between tabs and selects one. In a static article the tabs' code
 * loads when the reader reaches for a tab group (src/components/StaticArticle/on-demand.ts), or at
 * once when the reader chose a tab of the group before.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';

interface TabLink {
  tabId: string;
  controls: string | null;
  selected: string | null;
  panelRole: string | null;
  panelLabelledBy: string | null;
  panelHidden: boolean | null;
}

/** Every tab of the page with the panel its aria-controls names. */
function readTabs(page: Page): Promise<TabLink[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="tab"]')).map((tab) => {
      const controls = tab.getAttribute('aria-controls');
      const panel = controls ? document.getElementById(controls) : null;
      return {
        tabId: tab.id,
        controls,
        selected: tab.getAttribute('aria-selected'),
        panelRole: panel?.getAttribute('role') ?? null,
        panelLabelledBy: panel?.getAttribute('aria-labelledby') ?? null,
        panelHidden: panel ? panel.hidden : null,
      };
    }),
  );
}

function expectTiedTabs(tabs: TabLink[], groups: number): void {
  expect(tabs.length).toBeGreaterThanOrEqual(groups * 2);
  const ids = tabs.flatMap((tab) => [tab.tabId, tab.controls]);
  expect(new Set(ids).size, 'tab and panel ids are unique').toBe(ids.length);
  for (const tab of tabs) {
    expect(tab.tabId).not.toBe('');
    expect(tab.panelRole, `panel of ${tab.tabId}`).toBe('tabpanel');
    expect(tab.panelLabelledBy).toBe(tab.tabId);
    expect(tab.panelHidden).toBe(tab.selected !== 'true');
  }
  expect(tabs.filter((tab) => tab.selected === 'true')).toHaveLength(groups);
}

test('every tab is tied to its panel in the server-rendered page', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/markdown-page');
  expectTiedTabs(await readTabs(page), 2);
  await context.close();
});

test('every tab is tied to its panel once hydrated, on a guide and on the element showcase', async ({page}) => {
  await gotoHydrated(page, DOCS_1_1_0.gettingStartedPath);
  expectTiedTabs(await readTabs(page), 1);
  await gotoHydrated(page, '/markdown-page');
  expectTiedTabs(await readTabs(page), 2);
});

test('arrow keys move between tabs and Enter selects one, showing its panel', async ({page}) => {
  await gotoHydrated(page, DOCS_1_1_0.gettingStartedPath);
  const tablist = page.getByRole('tablist').first();
  const npm = tablist.getByRole('tab', {name: 'npm', exact: true});
  const yarn = tablist.getByRole('tab', {name: 'Yarn', exact: true});
  await expect(npm).toHaveAttribute('aria-selected', 'true');

  await npm.focus();
  await page.keyboard.press('ArrowRight');
  await expect(yarn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await expect(npm).toHaveAttribute('aria-selected', 'false');

  const yarnPanel = page.locator(`[id="${await yarn.getAttribute('aria-controls')}"]`);
  await expect(yarnPanel).toBeVisible();
  await expect(yarnPanel).toContainText('yarn add');
  await expect(page.locator(`[id="${await npm.getAttribute('aria-controls')}"]`)).toBeHidden();
});

const TABS_CHUNK = /\/island-tabs\.[^/]+\.js$/;

test('the tabs load when the reader reaches for them, and the first click is not lost', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (TABS_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  // The tabs' code arrives a second late, so the click lands on the server's HTML.
  await page.route(TABS_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The 3.x guide has two npm2yarn groups.
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  await page.waitForTimeout(500);
  expect(requested, 'no tab code before the reader reaches for a tab').toEqual([]);

  const tablist = page.getByRole('tablist').first();
  const yarn = tablist.getByRole('tab', {name: 'Yarn', exact: true});
  await yarn.click();
  // The request event can trail the click on a loaded machine.
  await expect.poll(() => requested.length).toBe(1);
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${await yarn.getAttribute('aria-controls')}"]`)).toBeVisible();
  // The choice is the group's: every npm2yarn group on the page shows Yarn.
  const selected = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[role="tablist"]'),
      (list) => list.querySelector('[aria-selected="true"]')?.textContent,
    ),
  );
  expect(selected).toHaveLength(2);
  expect(new Set(selected)).toEqual(new Set(['Yarn']));
  expect(requested, "the tabs' code is asked for once").toHaveLength(1);
});

test('a tab chosen before shows on a fresh load without the reader reaching for it', async ({page}) => {
  await gotoHydrated(page, DOCS_1_1_0.gettingStartedPath);
  await page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm', exact: true}).click();
  await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A fresh load of the same page: the stored choice is shown with no pointer, touch or focus.
  await page.reload();
  const pnpm = page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm', exact: true});
  await expect(pnpm).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${await pnpm.getAttribute('aria-controls')}"]`)).toBeVisible();
});

test('a press still held when the tabs take over selects its tab when it ends', async ({page}) => {
  // The tabs' code arrives late, so the island takes over while the button is down.
  await page.route(TABS_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  const yarn = page.getByRole('tablist').first().getByRole('tab', {name: 'Yarn', exact: true});
  await yarn.scrollIntoViewIfNeeded();
  const serverTab = await yarn.elementHandle();
  const box = await yarn.boundingBox();
  if (!box) throw new Error('the Yarn tab has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction((tab) => !tab?.isConnected, serverTab);
  await page.mouse.up();
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
});

test("the sentence after the 3.x install command names the chosen package manager's flag", async ({page}) => {
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  const section = page.locator('article h2#install-the-sdk ~ *').first();
  const shown = (text: string) => page.locator('article').getByText(text, {exact: false}).filter({visible: true});
  for (const [tab, command, flag] of [
    ['Yarn', 'yarn add --exact', '--exact'],
    ['pnpm', 'pnpm add -E', '-E'],
    ['Bun', 'bun add --exact', '--exact'],
    ['npm', 'npm install -E', '-E'],
  ] as const) {
    await section.getByRole('tab', {name: tab, exact: true}).click();
    await expect(shown(command).first()).toBeVisible();
    const sentence = shown('saves the exact version in');
    await expect(sentence, `the sentence shown with ${tab}`).toHaveCount(1);
    await expect(sentence.locator('code').first()).toHaveText(flag);
  }
});
