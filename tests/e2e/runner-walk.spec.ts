/**
 * Every sample with a Run control, in both docs versions, renders in the runner without an error
 * on a fresh page: the pages are those whose built HTML has a Run control (plugins/code-blocks),
 * each control is pressed in turn and its preview must report its component rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/browser';

const BUILD = path.resolve(__dirname, '../../build');

/** The routes whose built page has a Run control, with how many. */
function runnablePages(): {route: string; count: number}[] {
  const pages: {route: string; count: number}[] = [];
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === 'index.html') {
        const count = (fs.readFileSync(file, 'utf8').match(/data-island="?run"?[\s>]/g) ?? []).length;
        if (count > 0) pages.push({route: `/${path.relative(BUILD, dir).split(path.sep).join('/')}`, count});
      }
    }
  };
  visit(path.join(BUILD, 'docs'));
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const PAGES = runnablePages();

test('the build has Run controls in both docs versions', () => {
  const total = (prefix: RegExp): number =>
    PAGES.filter((page) => prefix.test(page.route)).reduce((sum, page) => sum + page.count, 0);
  expect(total(/^\/docs\/3\.x\//)).toBeGreaterThanOrEqual(20);
  expect(total(/^\/docs\/(?!3\.x\/)/)).toBeGreaterThanOrEqual(10);
});

for (const {route, count} of PAGES) {
  test(`${route}: each of its ${count} runnable samples renders without an error`, async ({page}) => {
    test.setTimeout(30_000 + count * 15_000);
    await gotoHydrated(page, route);
    for (let index = 0; index < count; index++) {
      const button = page.getByRole('button', {name: /^Run /}).nth(index);
      const name = (await button.getAttribute('aria-label')) ?? '';
      const title = name.slice('Run '.length);
      await button.click();
      const panel = page.getByRole('region', {name: `Runner of ${title}`});
      const status = panel.locator('[data-run-status]');
      await expect(status, `${route} ${title}`).toHaveAttribute(
        'data-run-status',
        /^(rendered|error|stopped|failed)$/,
        {
          timeout: 15_000,
        },
      );
      const errors = await panel.getByRole('alert').allInnerTexts();
      expect(errors, `${route} ${title}`).toEqual([]);
      await expect(status).toHaveAttribute('data-run-status', 'rendered');
      await panel.getByRole('button', {name: 'Close'}).click();
      // The control is back in its place.
      await expect(page.getByRole('button', {name: /^Run /})).toHaveCount(count);
    }
  });
}
