/**
 * The sample runner (src/runner/, plugins/runner-frame, plugins/code-blocks/run-table.ts), in both
 * docs versions, as a reader uses it: nothing of it loads before Run; Run shows the sample's
 * component signed in as the demo user; a stored value goes out sealed and the wire shows it
 * opened; sign-out and switch-user; an edit re-runs the preview; a syntax error and a thrown
 * error show with their lines and Reset restores the page's code; an endless loop leaves the page
 * responsive; the frame reads neither the page's storage nor its document; and after a
 * client-side navigation the runner works again without downloading the page's table twice.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type FrameLocator, type Locator, type Page} from '@playwright/test';
import {DEMO_ACCOUNTS} from '../../src/runner/protocol';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated, waitForHydration, WCAG_TAGS} from '../support/browser';

const NOTES = 'src/Notes.tsx';
const VERSIONS = [
  {
    name: '3.x',
    page: `${LATEST_DOCS.docsBase}guides/key-value-storage`,
    other: `${LATEST_DOCS.docsBase}guides/data-encryption`,
  },
  {
    name: '1.1.0',
    page: `${DOCS_1_1_0.docsBase}guides/key-value-storage`,
    other: `${DOCS_1_1_0.docsBase}guides/data-encryption`,
  },
];
/** What only the runner loads: its chunks, the frames' pages and scripts, the pages' run tables. */
const RUNNER_URL = /\/runner\/|\/assets\/runner\/|\/assets\/js\/runner/;

interface Runner {
  panel: Locator;
  frame: FrameLocator;
  status: Locator;
}

/** Presses the sample's Run control and waits for its component. */
async function run(page: Page, title: string, ready: (frame: FrameLocator) => Locator): Promise<Runner> {
  await page.getByRole('button', {name: `Run ${title}`}).click();
  const panel = page.getByRole('region', {name: `Runner of ${title}`});
  const frame = page.frameLocator(`iframe[title="Preview of ${title}"]`);
  await expect(ready(frame)).toBeVisible({timeout: 15_000});
  return {panel, frame, status: panel.getByRole('group', {name: 'Demo account'}).getByRole('status')};
}

const saveButton = (frame: FrameLocator): Locator => frame.getByRole('button', {name: 'Save note'});

/** The editor's text area, after pressing Edit. */
async function editor(runner: Runner): Promise<Locator> {
  await runner.panel.getByRole('button', {name: 'Edit'}).click();
  const area = runner.panel.getByLabel(`Code of ${NOTES}`);
  await expect(area).toBeFocused();
  return area;
}

for (const version of VERSIONS) {
  test.describe(`${version.name} runner`, () => {
    test('loads nothing before Run; Run shows the component, signed in as the demo user', async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await gotoHydrated(page, version.page);
      await page.waitForTimeout(500);
      expect(requested.filter((url) => RUNNER_URL.test(url))).toEqual([]);
      const runner = await run(page, NOTES, saveButton);
      await expect(runner.status).toHaveText(`Signed in as ${DEMO_ACCOUNTS[0].email}`);
      const loaded = requested.filter((url) => RUNNER_URL.test(url)).map((url) => new URL(url).pathname);
      expect(loaded.filter((path) => path.endsWith('.run.json'))).toHaveLength(1);
      // The release's frame, and a spare of it started once the preview has rendered (src/runner/frame-pool.ts).
      const frames = loaded.filter((path) => /^\/runner\/[^/]+\.html$/.test(path));
      expect(new Set(frames)).toEqual(
        new Set([`/runner/${version.name === '3.x' ? LATEST_DOCS.sdkVersion : DOCS_1_1_0.sdkVersion}.html`]),
      );
      await expect(runner.panel).toContainText('no request leaves this page');
    });

    test('by keyboard alone: Run, Edit, type, Close, and the focus comes back to Run', async ({page}) => {
      await gotoHydrated(page, version.page);
      const control = page.getByRole('button', {name: `Run ${NOTES}`});
      await control.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', {name: `Runner of ${NOTES}`});
      await expect(panel).toBeFocused();
      await expect(saveButton(page.frameLocator(`iframe[title="Preview of ${NOTES}"]`))).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', {name: 'Edit'})).toBeFocused();
      await page.keyboard.press('Enter');
      const area = panel.getByLabel(`Code of ${NOTES}`);
      await expect(area).toBeFocused();
      // Tab indents in the editor; Ctrl+M lets it move the focus on.
      await page.keyboard.press('Control+End');
      const before = await area.inputValue();
      await page.keyboard.press('Tab');
      await expect(area).toHaveValue(new RegExp(`^[\\s\\S]{${before.length}} +$`));
      expect((await area.inputValue()).startsWith(before)).toBe(true);
      await page.keyboard.press('Control+z');
      await expect(area).toHaveValue(before);
      await page.keyboard.press('Control+m');
      await page.keyboard.press('Shift+Tab');
      await expect(area).not.toBeFocused();
      await panel.getByRole('button', {name: 'Close'}).focus();
      await page.keyboard.press('Enter');
      await expect(control).toBeFocused();
    });

    test('a stored value goes out sealed, and the wire shows it opened with the session key', async ({page}) => {
      await gotoHydrated(page, version.page);
      const runner = await run(page, NOTES, saveButton);
      await runner.frame.getByRole('textbox').fill('Buy oat milk');
      await saveButton(runner.frame).click();
      await expect(runner.frame.getByText('Buy oat milk', {exact: true})).toBeVisible();
      const put = runner.panel.locator('li > details', {
        has: page.locator('summary', {hasText: /^PUT \/protected\/kv\//}),
      });
      await put.locator('summary').click();
      await expect(put).toContainText('x-session-id');
      await expect(put).toContainText(/authorization\s*Bearer /);
      const bodies = put.locator('pre');
      // As it travelled: sealed, the note nowhere in it; opened with the session key: the note.
      await expect(bodies.nth(0)).toHaveText(/^\{"encrypted":"[A-Za-z0-9+/=]+"\}$/);
      await expect(bodies.nth(1)).toContainText('"Buy oat milk"');
    });

    test('sign out, then switch to the other demo user, whose storage is their own', async ({page}) => {
      await gotoHydrated(page, version.page);
      const runner = await run(page, NOTES, saveButton);
      await runner.frame.getByRole('textbox').fill("Ada's note");
      await saveButton(runner.frame).click();
      await expect(runner.frame.getByText("Ada's note", {exact: true})).toBeVisible();
      const storage = runner.panel.locator('details', {has: page.locator('summary', {hasText: 'Storage'})});
      await storage.locator('summary').click();
      await expect(storage.locator('table').first()).toContainText('access_token');
      await runner.panel.getByRole('button', {name: 'Sign out'}).click();
      await expect(runner.status).toHaveText('Signed out');
      await expect(storage.locator('table').first()).not.toContainText('access_token');
      await runner.panel.getByRole('button', {name: 'Sign in'}).click();
      await expect(runner.status).toHaveText(`Signed in as ${DEMO_ACCOUNTS[1].email}`);
      await expect(storage.locator('table').first()).toContainText('access_token');
      await expect(runner.frame.getByText("Ada's note", {exact: true})).toHaveCount(0);
      await runner.panel.getByRole('button', {name: 'Switch user'}).click();
      await expect(runner.status).toHaveText(`Signed in as ${DEMO_ACCOUNTS[0].email}`);
      await expect(runner.frame.getByText("Ada's note", {exact: true})).toBeVisible();
    });

    test('an edited label runs again; a syntax error and a thrown error show with their lines; Reset restores the page', async ({
      page,
    }) => {
      await gotoHydrated(page, version.page);
      const runner = await run(page, NOTES, saveButton);
      const area = await editor(runner);
      const code = await area.inputValue();
      await area.fill(code.replace('Save note', 'Keep note'));
      await expect(runner.frame.getByRole('button', {name: 'Keep note'})).toBeVisible();

      const lines = code.split('\n');
      const at = lines.findIndex((line) => line.startsWith('export function Notes'));
      await area.fill([...lines.slice(0, at), 'const = 1;', ...lines.slice(at)].join('\n'));
      await expect(runner.panel.getByRole('alert')).toContainText(`does not compile (line ${at + 1},`);

      await area.fill("export function Notes() {\n  const reason = 'on purpose';\n  throw new Error(reason);\n}\n");
      await expect(runner.panel.getByRole('alert')).toContainText(`threw while rendering (line 3, column`);
      await expect(runner.panel.getByRole('alert')).toContainText('on purpose');

      await runner.panel.getByRole('button', {name: 'Reset'}).click();
      await expect(saveButton(runner.frame)).toBeVisible();
      await expect(runner.panel.getByRole('alert')).toHaveCount(0);
      await expect(runner.panel.getByLabel(`Code of ${NOTES}`)).toHaveCount(0);
    });

    test('an endless loop leaves the page responsive and is stopped within 2 s', async ({page}) => {
      await gotoHydrated(page, version.page);
      const runner = await run(page, NOTES, saveButton);
      const area = await editor(runner);
      await page.evaluate(() => {
        const ticks = {count: 0};
        (window as unknown as {e2eTicks: typeof ticks}).e2eTicks = ticks;
        setInterval(() => (ticks.count += 1), 50);
      });
      await area.fill('export function Notes() {\n  while (true) {}\n}\n');
      const started = Date.now();
      await expect(runner.panel.getByText(/stopped answering/)).toBeVisible({timeout: 5000});
      // The edit waits 0.6 s for typing to settle and the new frame starts before the loop does.
      expect(Date.now() - started).toBeLessThan(4000);
      const ticks = (): Promise<number> =>
        page.evaluate(() => (window as unknown as {e2eTicks: {count: number}}).e2eTicks.count);
      const before = await ticks();
      await page.waitForTimeout(500);
      expect((await ticks()) - before).toBeGreaterThanOrEqual(5);
      await expect(page.getByRole('link', {name: 'Data encryption'}).first()).toBeVisible();
      await runner.panel.getByRole('button', {name: 'Start a new preview'}).click();
      await expect(saveButton(runner.frame)).toBeVisible();
    });

    test("the frame reads neither the page's storage nor its document", async ({page}) => {
      await gotoHydrated(page, version.page);
      await page.evaluate(() => localStorage.setItem('docs-page-secret', 'of the docs page'));
      const runner = await run(page, NOTES, saveButton);
      const area = await editor(runner);
      await area.fill(
        [
          'export function Notes() {',
          "  const stored = String(localStorage.getItem('docs-page-secret'));",
          '  let parent = "readable";',
          '  try {',
          '    parent = window.parent.document.title;',
          '  } catch {',
          '    parent = "blocked";',
          '  }',
          '  return <p>stored={stored} parent={parent}</p>;',
          '}',
          '',
        ].join('\n'),
      );
      await expect(runner.frame.getByText('stored=null parent=blocked')).toBeVisible();
    });

    test('a tap on Run before the page hydrates opens the runner once it has', async ({page}) => {
      await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await page.goto(version.page, {waitUntil: 'commit'});
      const button = page.getByRole('button', {name: `Run ${NOTES}`});
      await expect(button).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      await button.click();
      await waitForHydration(page);
      await expect(saveButton(page.frameLocator(`iframe[title="Preview of ${NOTES}"]`))).toBeVisible({
        timeout: 15_000,
      });
    });

    test('after a client-side navigation the runner works again, from the table it downloaded', async ({page}) => {
      const tables: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.run.json')) tables.push(request.url());
      });
      await gotoHydrated(page, version.page);
      let runner = await run(page, NOTES, saveButton);
      await runner.panel.getByRole('button', {name: 'Close'}).click();
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Data encryption'}).click();
      await expect(page).toHaveURL(version.other);
      await page.goBack();
      await expect(page).toHaveURL(version.page);
      runner = await run(page, NOTES, saveButton);
      await expect(runner.status).toHaveText(`Signed in as ${DEMO_ACCOUNTS[0].email}`);
      expect(tables).toHaveLength(1);
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the runner open, its wire and storage shown, the preview included (${colorScheme}, 390 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
    await gotoHydrated(page, VERSIONS[0].page);
    const runner = await run(page, NOTES, saveButton);
    await runner.frame.getByRole('textbox').fill('Accessible');
    await saveButton(runner.frame).click();
    await expect(runner.frame.getByText('Accessible', {exact: true})).toBeVisible();
    await runner.panel.locator('li > details > summary', {hasText: /^PUT /}).click();
    await runner.panel.locator('summary', {hasText: 'Storage'}).click();
    await runner.panel.getByRole('button', {name: 'Edit'}).click();
    await expect(runner.panel.getByLabel(`Code of ${NOTES}`)).toBeVisible();
    // The default mode, which also runs in the preview frame.
    const {violations} = await new AxeBuilder({page})
      .withTags(WCAG_TAGS)
      .include('section[aria-label^="Runner of"]')
      .analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
