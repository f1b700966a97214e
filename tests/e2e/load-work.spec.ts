/**
 * Work a doc page's load does not do on the main thread: it loads no collation data (the first
 * `localeCompare` or `Intl.Collator` of a page costs ≈16 ms here; plugins/shallow-memo keeps the
 * theme from calling it), on a phone's viewport and a desktop's, with the page's code blocks and
 * tab groups taken over.
 */
import {expect, test} from '@playwright/test';
import {LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';

for (const viewport of [
  {width: 412, height: 823},
  {width: 1280, height: 800},
]) {
  test(`a ${viewport.width}px-wide doc page loads and takes its islands over without collation`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {e2eCollation: string[]}).e2eCollation = calls;
      const compare = Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare')?.value as (
        this: string,
        ...args: Parameters<string['localeCompare']>
      ) => number;
      // Counts the page's calls; behaves as the original.
      Object.defineProperty(String.prototype, 'localeCompare', {
        configurable: true,
        writable: true,
        value(this: string, ...args: Parameters<string['localeCompare']>) {
          calls.push(new Error().stack ?? 'localeCompare');
          return compare.apply(this, args);
        },
      });
      const Collator = Intl.Collator;
      Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
        calls.push(new Error().stack ?? 'Intl.Collator');
        return new Collator(...args);
      } as unknown as typeof Intl.Collator;
    });
    await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
    // A tab group taken over (the tabs load when reached for) and a code block's controls in use.
    await page.getByRole('tablist').first().getByRole('tab', {name: 'Yarn', exact: true}).click();
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'Yarn', exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as {e2eCollation: string[]}).e2eCollation)).toEqual([]);
  });
}
