/**
 * The production stylesheet carries Infima's rules only as far as pages use them
 * (plugins/css-purge). On pages of every kind, in both colour modes, on desktop and at 390 px,
 * and with what opens at run time open (the mobile menu, the search dialog, the version
 * dropdown, a collapsed sidebar category, another tab, a collapsible note), two things hold:
 * - no selector the build removed (listed in .docusaurus/css-purge/report.json) matches an
 *   element, states and pseudo-elements taken off (`.pills__item:hover` counts as `.pills__item`);
 * - every class an element carries that Infima's full stylesheet styles is still in the
 *   stylesheet the page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readReport, reportFile, type PurgeReport} from '../../plugins/css-purge/report';
import {infimaSpecifier, themeStylesheet} from '../../plugins/css-purge/stylesheets';
import {gotoHydrated} from '../support/browser';
import {withoutStates} from '../support/css-selectors';
import {hamburger, mobileSidebar, versionDropdown} from './helpers';

const SITE_DIR = path.resolve(__dirname, '../..');
const DESKTOP = {width: 1280, height: 800};
const MOBILE = {width: 390, height: 844};

let report: PurgeReport;
let removedSelectors: string[];
let infimaCss: string;

test.beforeAll(() => {
  report = readReport(reportFile(path.join(SITE_DIR, '.docusaurus')));
  removedSelectors = [...new Set(report.stylesheets.flatMap(({removed}) => removed.map(withoutStates)))];
  infimaCss = fs.readFileSync(themeStylesheet(SITE_DIR, infimaSpecifier('ltr')).file, 'utf8');
});

interface Findings {
  stylesheets: string[];
  matchedRemoved: string[];
  unparseable: string[];
  unstyledClasses: string[];
  elements: number;
}

/** What the page renders now, measured against the removed selectors and Infima's classes. */
function findings(page: Page): Promise<Findings> {
  return page.evaluate(
    ({removed, original}) => {
      const describe = (element: Element): string =>
        element.tagName.toLowerCase() +
        Array.from(element.classList)
          .map((name) => `.${name}`)
          .join('');
      const classesOf = (rules: CSSRuleList, into: Set<string>): Set<string> => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) into.add(match[1] ?? '');
          }
          if ('cssRules' in rule) classesOf(rule.cssRules as CSSRuleList, into);
        }
        return into;
      };
      const sheets = Array.from(document.styleSheets).filter((sheet) => sheet.href?.includes('/assets/css/'));
      const served = new Set<string>();
      for (const sheet of sheets) classesOf(sheet.cssRules, served);
      const full = new CSSStyleSheet();
      full.replaceSync(original);
      const styled = classesOf(full.cssRules, new Set());

      const matchedRemoved: string[] = [];
      const unparseable: string[] = [];
      for (const selector of removed) {
        try {
          const element = document.querySelector(selector);
          if (element) matchedRemoved.push(`${selector} matches ${describe(element)}`);
        } catch {
          unparseable.push(selector);
        }
      }
      const unstyledClasses = new Set<string>();
      const elements = document.querySelectorAll('*');
      for (const element of Array.from(elements)) {
        for (const name of Array.from(element.classList)) {
          if (styled.has(name) && !served.has(name)) unstyledClasses.add(`.${name} on ${describe(element)}`);
        }
      }
      return {
        stylesheets: sheets.map((sheet) => new URL(sheet.href ?? '').pathname),
        matchedRemoved,
        unparseable,
        unstyledClasses: [...unstyledClasses],
        elements: elements.length,
      };
    },
    {removed: removedSelectors, original: infimaCss},
  );
}

async function expectPurgeKeepsWhatRenders(page: Page): Promise<void> {
  const found = await findings(page);
  expect(found.stylesheets.length, 'the page loads the stylesheet').toBeGreaterThan(0);
  for (const stylesheet of found.stylesheets) {
    expect(report.cssAssets, 'the report describes the build being served').toContain(stylesheet.replace(/^\//, ''));
  }
  expect(found.elements).toBeGreaterThan(50);
  expect(found.unparseable, 'removed selectors the browser cannot test').toEqual([]);
  expect(found.matchedRemoved, 'removed selectors that match an element').toEqual([]);
  expect(found.unstyledClasses, 'classes Infima styles that lost every rule').toEqual([]);
}

/** Opens the first collapsed category of the docs sidebar. */
async function expandCollapsedCategory(page: Page): Promise<void> {
  const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
  const toggle = sidebar.locator('a.menu__link--sublist[aria-expanded="false"]').first();
  const label = await toggle.innerText();
  await toggle.click();
  await expect(sidebar.getByRole('button', {name: label, exact: true})).toHaveAttribute('aria-expanded', 'true');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    async function visit(page: Page, route: string): Promise<void> {
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    }

    test.describe('desktop', () => {
      test.use({viewport: DESKTOP});

      for (const route of [
        '/',
        '/docs/',
        '/docs/guides/getting-started',
        '/docs/3.x/guides/conversations',
        '/docs/3.x/api/type-aliases/OpenSecretContextType',
        '/docs/3.x/api-changes',
      ]) {
        const scrolled = route === '/' ? '' : ', scrolled until the TOC marks a heading';
        test(`${route} with the announcement bar${scrolled}`, async ({page}) => {
          await visit(page, route);
          if (route !== '/') {
            await page.mouse.wheel(0, 1500);
            await expect(page.locator('.table-of-contents__link--active').first()).toBeAttached();
          }
          await expectPurgeKeepsWhatRenders(page);
        });
      }

      test('/markdown-page with another tab chosen and the collapsible note open', async ({page}) => {
        await visit(page, '/markdown-page');
        const tabs = page.locator('[role="tablist"]').first();
        const second = tabs.getByRole('tab').nth(1);
        await second.click();
        await expect(second).toHaveClass(/tabs__item--active/);
        const details = page.locator('article details').first();
        await details.locator('summary').click();
        await expect(details).toHaveAttribute('open', '');
        await expectPurgeKeepsWhatRenders(page);
      });

      test('a 3.x API page with a collapsed sidebar category opened', async ({page}) => {
        await visit(page, '/docs/3.x/api/');
        await expandCollapsedCategory(page);
        await expectPurgeKeepsWhatRenders(page);
      });

      test('the version dropdown open on a 1.1.0 page (version banner)', async ({page}) => {
        await visit(page, '/docs/guides/authentication');
        await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
        await versionDropdown(page).locator('> a.navbar__link').hover();
        await expect(versionDropdown(page).locator('.dropdown__menu')).toBeVisible();
        await expectPurgeKeepsWhatRenders(page);
      });

      test('the search dialog with results, and the /search page', async ({page}) => {
        await visit(page, '/docs/3.x/guides/getting-started');
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
        await dialog.getByRole('combobox', {name: 'Search the documentation'}).fill('provider');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expectPurgeKeepsWhatRenders(page);

        await visit(page, '/search?q=provider');
        await expect(page.locator('main mark').first()).toBeVisible();
        await expectPurgeKeepsWhatRenders(page);
      });

      test('the 404 page', async ({page}) => {
        const response = await page.goto('/docs/3.x/no-such-page');
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expectPurgeKeepsWhatRenders(page);
      });
    });

    test.describe('390 px', () => {
      test.use({viewport: MOBILE});

      test('a guide with the mobile menu open: docs sidebar, main menu, versions list', async ({page}) => {
        await visit(page, '/docs/3.x/guides/getting-started');
        await expectPurgeKeepsWhatRenders(page);
        await hamburger(page).click();
        await expect(mobileSidebar(page)).toBeVisible();
        await expectPurgeKeepsWhatRenders(page);
        await mobileSidebar(page)
          .getByRole('button', {name: /Back to main menu/})
          .click();
        const versions = mobileSidebar(page).getByRole('button', {name: 'Versions'});
        await expect(versions).toBeVisible();
        await versions.click();
        await expectPurgeKeepsWhatRenders(page);
      });

      test('the home page with the menu open', async ({page}) => {
        await visit(page, '/');
        await hamburger(page).click();
        await expect(mobileSidebar(page)).toBeVisible();
        await expectPurgeKeepsWhatRenders(page);
      });
    });
  });
}
