/**
 * Code tabs (npm2yarn's npm/Yarn/pnpm/Bun and <Tabs> in MDX): every tab names the panel it
 * controls and every panel names its tab, with ids unique on the page, before and after
 * hydration; the keyboard moves between tabs and selects one.
 */
import {expect, test, type Page} from '@playwright/test';
import {DOCS_1_1_0} from '../../src/constants';
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
