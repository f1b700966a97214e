/**
 * Search knows the SDK's names: in both docs versions an exact export or member name puts the
 * reference entry its symbol index (build/mcp/symbols/<version>.json) points at first, a
 * one-edit typo puts it in the top 3; results stay in the version in view unless the query names
 * the other; the query survives closing the dialog; the opened page marks the query's
 * meaningful words only, and a button clears them; bad queries answer without flooding the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import type {SymbolIndex} from '../../lib/symbol-index';
import {HELD_NAMES} from '../support/held-names';

const BUILD = path.resolve(__dirname, '../../build');
/** The most marks a page opened from a result may carry. */
const MAX_MARKS = 40;

const VERSIONS = [
  {version: LATEST_DOCS.sdkVersion, page: `${LATEST_DOCS.docsBase}guides/authentication`, other: DOCS_1_1_0.sdkVersion},
  {version: DOCS_1_1_0.sdkVersion, page: `${DOCS_1_1_0.docsBase}guides/authentication`, other: LATEST_DOCS.sdkVersion},
] as const;

/** The URL the release's symbol index gives a name (the first symbol of that short name). */
function symbolUrl(version: string, name: string): string {
  const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'mcp/symbols', `${version}.json`), 'utf8')) as SymbolIndex;
  const symbol = index.symbols.find((candidate) => candidate.name.split('.').pop() === name);
  if (!symbol) throw new Error(`${name} is not in the ${version} symbol index`);
  return symbol.url;
}

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');
const marks = (page: Page) => page.locator('mark[data-search-highlight]');
const clearButton = (page: Page) => page.getByRole('button', {name: /^Clear \d+ search highlights?$/});

/** The URLs the first options open, without ?highlight=. */
const optionUrls = (page: Page, count = 3) =>
  options(page).evaluateAll(
    (elements, n) =>
      elements.slice(0, n).map((element) => (element.getAttribute('data-url') ?? '').replace(/\?[^#]*/, '')),
    count,
  );

async function openSearch(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(dialog(page).locator('[role="listbox"]')).toHaveAttribute('data-results-for', query);
  await expect(dialog(page).getByRole('status')).toHaveText(/pages? found|No results/);
}

for (const {version, page: docPage, other} of VERSIONS) {
  test.describe(`SDK names on a ${version} page`, () => {
    test('each held name puts its reference entry first, and its typo in the top 3', async ({page}) => {
      await openSearch(page, docPage);
      for (const [name, typo] of HELD_NAMES) {
        const url = symbolUrl(version, name);
        await search(page, name);
        expect((await optionUrls(page, 1))[0], name).toBe(url);
        await search(page, typo);
        expect(await optionUrls(page), typo).toContain(url);
      }
    });

    test('results stay in the version in view unless the query names the other', async ({page}) => {
      await openSearch(page, docPage);
      await search(page, 'rate limit');
      const versions = () =>
        dialog(page)
          .getByRole('group')
          .evaluateAll((groups) => groups.map((group) => /version (\d+\.\d+\.\d+)/.exec(group.textContent ?? '')?.[1]));
      expect((await versions()).length).toBeGreaterThan(0);
      expect(new Set(await versions())).toEqual(new Set([version]));
      await search(page, `rate limit ${other}`);
      expect((await versions()).length).toBeGreaterThan(0);
      expect(new Set(await versions())).toEqual(new Set([other]));
    });
  });
}

test('the query survives closing and reopening the dialog, selected so typing replaces it', async ({page}) => {
  await openSearch(page, VERSIONS[0].page);
  await search(page, 'encryptData');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue('encryptData');
  await expect(options(page).first()).toBeVisible();
  expect((await optionUrls(page, 1))[0]).toBe(symbolUrl(VERSIONS[0].version, 'encryptData'));
  await page.keyboard.type('put');
  await expect(input(page)).toHaveValue('put');
});

test('the opened page marks the meaningful words only, and a button clears them', async ({page}) => {
  await openSearch(page, VERSIONS[0].page);
  await search(page, 'how does signIn work');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  const highlight = new URL(page.url()).searchParams.get('highlight') ?? '';
  expect(highlight.split(' ')).not.toContain('how');
  expect(highlight.split(' ')).not.toContain('does');
  await expect(marks(page).first()).toBeVisible();
  const marked = await marks(page).allTextContents();
  expect(marked.filter((text) => /^(how|do|does)$/i.test(text))).toEqual([]);
  expect(marked.length).toBeLessThanOrEqual(MAX_MARKS);

  // Keyboard: the button takes focus and Enter clears the marks and the URL's ?highlight=.
  await expect(clearButton(page)).toBeVisible();
  await clearButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(marks(page)).toHaveCount(0);
  await expect(clearButton(page)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('highlight')).toBe(false);
});

test.describe('bad input', () => {
  for (const [label, query] of [
    ['one character', 'a'],
    ['only stop words', 'how do does'],
    ['500 characters', 'signIn storage attestation session '.repeat(15).slice(0, 500)],
  ] as const) {
    test(`a query of ${label} answers without error and without flooding the next page`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openSearch(page, VERSIONS[0].page);
      expect(query.length).toBe(label === '500 characters' ? 500 : query.length);
      await search(page, query);
      await expect(dialog(page).getByRole('status')).toHaveText(/pages? found|No results/);
      if ((await options(page).count()) > 0) {
        await page.keyboard.press('Enter');
        await expect(dialog(page)).toBeHidden();
        await page.waitForLoadState('networkidle');
        const count = await marks(page).count();
        expect(count).toBeLessThanOrEqual(label === '500 characters' ? MAX_MARKS : 0);
      }
      expect(errors).toEqual([]);
    });
  }
});
