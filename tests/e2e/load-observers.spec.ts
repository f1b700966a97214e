/**
 * Work a doc page's hydration does not do: the links watch for coming into view (to prefetch their
 * page) with one IntersectionObserver, not one each (plugins/link-observer), also after a
 * client-side navigation; the code blocks' word-wrap state reads no width outside a ResizeObserver
 * callback (src/components/CodeBlock/overflow-watch.ts), where reading one forces the browser to
 * lay the page out. And the word-wrap button still shows only while a block scrolls sideways or
 * is wrapped, following the window's width.
 */
import {expect, test, type Page} from '@playwright/test';
import {DEFERRED_CLASS} from '../../lib/article-sections';
import {LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {docsSidebar} from './helpers';

interface Probe {
  /** Per IntersectionObserver made: how many <a> elements it was asked to observe, and how many in the article. */
  observers: {anchors: number; inArticle: number}[];
  /** Layout reads on a code block's elements outside a ResizeObserver callback, with their stacks. */
  forced: string[];
  /** Layout reads on a code block's elements in a ResizeObserver callback. */
  measured: number;
}

/** Counts, from the page's first script on, IntersectionObservers and code blocks' layout reads. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = {observers: [], forced: [], measured: 0};
    (window as unknown as {e2eProbe: Probe}).e2eProbe = probe;

    const NativeIntersection = window.IntersectionObserver;
    window.IntersectionObserver = class extends NativeIntersection {
      private readonly e2e = {anchors: 0, inArticle: 0};
      constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
        super(...args);
        probe.observers.push(this.e2e);
      }
      override observe(target: Element): void {
        if (target instanceof HTMLAnchorElement) this.e2e.anchors += 1;
        if (target instanceof HTMLAnchorElement && target.closest('main article')) this.e2e.inArticle += 1;
        super.observe(target);
      }
    };

    let inResizeCallback = 0;
    const NativeResize = window.ResizeObserver;
    window.ResizeObserver = class extends NativeResize {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          inResizeCallback += 1;
          try {
            callback(entries, observer);
          } finally {
            inResizeCallback -= 1;
          }
        });
      }
    };

    const record = (element: unknown, name: string) => {
      if (!(element instanceof Element) || !element.closest('.theme-code-block')) return;
      if (inResizeCallback > 0) probe.measured += 1;
      else probe.forced.push(`${name}: ${new Error().stack ?? ''}`);
    };
    const getters: [object, string][] = [
      [Element.prototype, 'scrollWidth'],
      [Element.prototype, 'scrollHeight'],
      [Element.prototype, 'clientWidth'],
      [Element.prototype, 'clientHeight'],
      [HTMLElement.prototype, 'offsetWidth'],
      [HTMLElement.prototype, 'offsetHeight'],
    ];
    for (const [prototype, name] of getters) {
      const native = Object.getOwnPropertyDescriptor(prototype, name);
      if (!native) continue;
      Object.defineProperty(prototype, name, {
        ...native,
        get(this: Element) {
          record(this, name);
          return native.get?.call(this) as number;
        },
      });
    }
    const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')?.value as (
      this: Element,
    ) => DOMRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      record(this, 'getBoundingClientRect');
      return rect.call(this);
    };
  });
}

const OUTSIDE_TABS = 'main article .theme-code-block:not([role="tabpanel"] *)';

const probeOf = (page: Page): Promise<Probe> => page.evaluate(() => (window as unknown as {e2eProbe: Probe}).e2eProbe);

for (const viewport of [
  {width: 412, height: 823},
  {width: 1280, height: 800},
]) {
  test(`a ${viewport.width}px-wide doc page's links share one IntersectionObserver, and its code blocks force no layout`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await instrument(page);
    await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
    await page.waitForTimeout(1_000);
    const loaded = await probeOf(page);
    const linkObservers = loaded.observers.filter((observer) => observer.anchors > 0);
    expect(linkObservers.length, 'IntersectionObservers that observe links').toBe(1);
    expect(linkObservers[0]?.anchors).toBeGreaterThan(50);
    // The frame's links and the static article's.
    expect(linkObservers[0]?.inArticle).toBeGreaterThan(0);
    expect(loaded.forced, 'layout reads on a code block outside a ResizeObserver callback').toEqual([]);
    // The guide's code blocks are in deferred sections (plugins/article-sections), skipped until
    // scrolled near: one scrolled into view is measured then, after the browser's layout.
    const block = page.locator(OUTSIDE_TABS).first();
    expect(await block.evaluate((element, deferred) => element.closest(`.${deferred}`) !== null, DEFERRED_CLASS)).toBe(
      true,
    );
    await block.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await probeOf(page)).measured).toBeGreaterThan(0);
    expect((await probeOf(page)).forced).toEqual([]);

    if (viewport.width < 1000) return;
    // A client-side navigation's links join the same observer.
    await docsSidebar(page).locator(`a.menu__link[href="${LATEST_DOCS.docsBase}guides/conversations"]`).click();
    await expect(page).toHaveURL(`${LATEST_DOCS.docsBase}guides/conversations`);
    await expect(page.locator('main article h1')).toBeVisible();
    await page.waitForTimeout(500);
    const navigated = await probeOf(page);
    expect(navigated.observers.filter((observer) => observer.anchors > 0)).toHaveLength(1);
    expect(navigated.observers[0]?.anchors).toBeGreaterThan(linkObservers[0]?.anchors ?? 0);
    expect(navigated.forced).toEqual([]);
  });
}

/**
 * Per code block of the article outside tab groups (whose blocks take over with the tabs, when the
 * reader reaches for them): whether it scrolls sideways and whether it shows the wrap button.
 */
function blocks(page: Page): Promise<{scrolls: boolean; button: boolean}[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector), (block) => {
        const pre = block.querySelector('pre');
        return {
          scrolls: Boolean(pre && pre.scrollWidth > pre.clientWidth),
          button: Boolean(block.querySelector('button[title="Toggle word wrap"]')),
        };
      }),
    OUTSIDE_TABS,
  );
}

/**
 * Scrolls each block outside tab groups into view in turn, as a reader does, until its button
 * shows exactly when it scrolls sideways: a block in a skipped section is measured once it renders.
 */
async function readEach(page: Page): Promise<void> {
  const count = await page.locator(OUTSIDE_TABS).count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await page.locator(OUTSIDE_TABS).nth(index).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const block = (await blocks(page))[index];
        return block?.button === block?.scrolls;
      })
      .toBe(true);
  }
}

test('the word-wrap button shows while a block scrolls sideways or is wrapped, and follows the width', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
  await readEach(page);
  const narrow = await blocks(page);
  expect(narrow.filter((block) => block.button).length).toBeGreaterThan(0);
  expect(narrow.map((block) => block.button)).toEqual(narrow.map((block) => block.scrolls));

  // Wrapped, the block no longer scrolls and keeps its button; unwrapped, it scrolls again.
  const index = narrow.findIndex((block) => block.scrolls);
  const block = page.locator(OUTSIDE_TABS).nth(index);
  const button = block.getByRole('button', {name: 'Toggle word wrap'});
  await button.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect((await blocks(page))[index]).toEqual({scrolls: false, button: true});
  await button.click();
  await expect(block.locator('code')).not.toHaveAttribute('style');
  await page.waitForTimeout(200);
  expect((await blocks(page))[index]).toEqual({scrolls: true, button: true});

  // Wider, fewer blocks scroll, and only those keep the button.
  await page.setViewportSize({width: 1280, height: 800});
  await readEach(page);
  const wide = await blocks(page);
  expect(wide.map((each) => each.button)).toEqual(wide.map((each) => each.scrolls));
  expect(wide.some((each) => !each.scrolls && !each.button)).toBe(true);
  expect(wide.filter((each) => each.scrolls).length).toBeLessThan(narrow.filter((each) => each.scrolls).length);
});
