/**
 * The sections of a long article (plugins/article-sections, src/css/article-sections.css), in both
 * docs versions: the sections far from the viewport are skipped on load (no style, layout or
 * paint) and rendered once scrolled near, those on the first screen never are; a fresh load with a
 * late heading's hash and a click on its table-of-contents link put the heading at the top and keep
 * it there, with the right active link; find-in-page finds text in a skipped section; print
 * renders every section; nothing shifts (CLS 0); grouping moves nothing; and the estimated heights
 * are near the rendered ones.
 */
import {expect, test, type Page} from '@playwright/test';
import {DEFERRED_CLASS, SECTION_CLASS, SIZE_PROPERTIES} from '../../lib/article-sections';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';

const PHONE = {width: 412, height: 823};
const DESKTOP = {width: 1280, height: 720};

/** A long guide of each version, a late h2 and a late h3 in it. */
const GUIDES = [
  {path: `${LATEST_DOCS.docsBase}guides/conversations`, h2: 'what-can-fail', h3: '6-outside-a-component'},
  {
    path: `${DOCS_1_1_0.docsBase}guides/getting-started`,
    h2: 'what-can-fail',
    h3: 'wait-for-loading-before-calling-on-mount',
  },
];

const DEFERRED = `.${DEFERRED_CLASS}`;

/** Records layout shifts from the start of the page (read with `shifts`). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {value: number; hadRecentInput: boolean}[] = [];
    (window as unknown as {e2eShifts: typeof shifts}).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        shifts.push({value: entry.value, hadRecentInput: entry.hadRecentInput});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts so far that count towards CLS (not within 500 ms of an input). */
const cls = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (window as unknown as {e2eShifts: {value: number; hadRecentInput: boolean}[]}).e2eShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );

/** Whether the element `selector` is rendered: false inside a skipped (content-visibility) subtree. */
const rendered = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));

/** Where heading `id` is, its scroll margin, and whether the page is scrolled to its end. */
const headingPlace = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target);
    if (!heading) throw new Error(`no #${target}`);
    return {
      top: heading.getBoundingClientRect().top,
      margin: parseFloat(getComputedStyle(heading).scrollMarginTop),
      navbarBottom: Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0),
      atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
    };
  }, id);

/**
 * Heading `id` at the top of the viewport (its scroll margin below the top) as soon as the jump is
 * made, and after 1 s, once the hideable navbar has settled, still there, below the navbar and
 * rendered.
 */
async function expectAtTop(page: Page, id: string): Promise<void> {
  const expectPlace = async (settled: boolean): Promise<void> => {
    const place = await headingPlace(page, id);
    expect(place.atEnd, `#${id} is not at the page's end`).toBe(false);
    if (settled) expect(place.top, `#${id} below the navbar`).toBeGreaterThanOrEqual(place.navbarBottom);
    const expected = settled ? Math.max(place.margin, place.navbarBottom) : place.margin;
    expect(Math.abs(place.top - expected), `#${id} at the top (${place.top} px)`).toBeLessThanOrEqual(2);
  };
  await expect.poll(async () => (await headingPlace(page, id)).top).toBeLessThan(100);
  await expectPlace(false);
  await page.waitForTimeout(1000);
  await expectPlace(true);
  // Rendered, not only placed: its section is no longer skipped.
  expect(await rendered(page, `[id="${id}"]`), `#${id} rendered`).toBe(true);
}

const activeTocLink = (page: Page): Promise<string | null> =>
  page
    .locator('.table-of-contents__link--active')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))[0] ?? null);

for (const guide of GUIDES) {
  test.describe(guide.path, () => {
    test('skips the sections below the first screen and renders them when scrolled near', async ({page}) => {
      await page.setViewportSize(PHONE);
      await recordShifts(page);
      await page.addInitScript(() => {
        const changes: boolean[] = [];
        (window as unknown as {e2eSkips: boolean[]}).e2eSkips = changes;
        document.addEventListener(
          'contentvisibilityautostatechange',
          (event) => changes.push((event as unknown as {skipped: boolean}).skipped),
          true,
        );
      });
      await gotoHydrated(page, guide.path);
      const deferred = page.locator(DEFERRED);
      const count = await deferred.count();
      expect(count, 'deferred sections').toBeGreaterThanOrEqual(3);
      // The first group (the text before the first h2, or the first section) is never deferred, and
      // no deferred section starts on the first screen.
      await expect(page.locator(`.markdown > .${SECTION_CLASS}`).first()).not.toHaveClass(new RegExp(DEFERRED_CLASS));
      for (const top of await deferred.evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().top))) {
        expect(top).toBeGreaterThan(PHONE.height);
      }
      // The last sections' content is skipped: no layout box, reported skipped.
      const last = `${DEFERRED} >> nth=${count - 1}`;
      expect(await rendered(page, `${last} >> h2`)).toBe(false);
      expect(await page.locator(`${last} >> h2`).evaluate((h) => h.getClientRects().length)).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as {e2eSkips: boolean[]}).e2eSkips.filter(Boolean).length),
      ).toBeGreaterThanOrEqual(2);
      // Scrolled near, it renders.
      await page.locator(last).evaluate((section) => section.scrollIntoView());
      await expect.poll(() => rendered(page, `${last} >> h2`)).toBe(true);
      expect(await cls(page), 'CLS').toBe(0);
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`a fresh load with a late heading in the hash shows it at the top, and it stays there (${viewport.width}px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await recordShifts(page);
        await gotoHydrated(page, `${guide.path}#${guide.h2}`);
        await expectAtTop(page, guide.h2);
        expect(await cls(page), 'CLS').toBe(0);
        if (viewport === DESKTOP) expect(await activeTocLink(page)).toBe(`#${guide.h2}`);
      });
    }

    test("a click on a late heading's table-of-contents link shows it at the top, with the right active link", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await recordShifts(page);
      await gotoHydrated(page, guide.path);
      expect(await rendered(page, `[id="${guide.h3}"]`)).toBe(false);
      await page.locator(`.table-of-contents a[href="#${guide.h3}"]`).click();
      await expectAtTop(page, guide.h3);
      expect(await activeTocLink(page)).toBe(`#${guide.h3}`);
      // Scrolled back to an earlier heading that was skipped: it is the active one.
      const earlier = await page
        .locator(`${DEFERRED} h2`)
        .first()
        .evaluate((heading) => {
          heading.scrollIntoView();
          return heading.id;
        });
      await expect.poll(() => activeTocLink(page)).toBe(`#${earlier}`);
      expect(await cls(page), 'CLS').toBe(0);
    });

    test('find-in-page finds text of a skipped section and shows it', async ({page}) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, guide.path);
      const last = page.locator(DEFERRED).last();
      const phrase = await last
        .locator('p, li')
        .first()
        .evaluate((p) => (p.textContent ?? '').split(/\s+/).slice(0, 6).join(' '));
      expect(await page.evaluate((text) => document.body.textContent?.split(text).length, phrase)).toBe(2);
      expect(await rendered(page, `${DEFERRED} >> nth=-1 >> :is(p, li) >> nth=0`)).toBe(false);
      // Chromium's window.find searches as find-in-page does, skipped content included.
      expect(
        await page.evaluate((text) => (window as unknown as {find: (s: string) => boolean}).find(text), phrase),
      ).toBe(true);
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(phrase);
      await expect.poll(() => rendered(page, `${DEFERRED} >> nth=-1 >> :is(p, li) >> nth=0`)).toBe(true);
      await expect(last.locator('p, li').first()).toBeInViewport();
    });

    test('print renders every section', async ({page}) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, guide.path);
      expect(await rendered(page, `${DEFERRED} >> nth=-1 >> h2`)).toBe(false);
      await page.emulateMedia({media: 'print'});
      const states = await page
        .locator(DEFERRED)
        .evaluateAll((sections) =>
          sections.map((section) => [
            getComputedStyle(section).contentVisibility,
            section.querySelector('h2')?.checkVisibility({contentVisibilityAuto: true}),
          ]),
        );
      expect(states.length).toBeGreaterThanOrEqual(3);
      for (const state of states) expect(state).toEqual(['visible', true]);
    });

    test('grouping moves nothing, and the estimated heights are near the rendered ones', async ({page}) => {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, guide.path);
        const headings = (): Promise<number[]> =>
          page
            .locator('.markdown :is(h2, h3)')
            .evaluateAll((list) => list.map((h) => h.getBoundingClientRect().top + scrollY));
        const measure = await page.locator(DEFERRED).evaluateAll(
          (sections, properties) =>
            sections.map((section) => {
              section.style.contentVisibility = 'visible';
              const style = getComputedStyle(section);
              return {
                height: section.getBoundingClientRect().height,
                estimate: parseFloat(style.getPropertyValue(innerWidth < 577 ? properties.phone : properties.desktop)),
              };
            }),
          SIZE_PROPERTIES,
        );
        const contained = await headings();
        // Without the sections' boxes (display: contents) the blocks lay out as one run of siblings.
        await page.addStyleTag({content: `.${SECTION_CLASS} { display: contents !important; }`});
        const flat = await headings();
        expect(contained.length).toBeGreaterThan(4);
        for (const [index, top] of contained.entries())
          expect(Math.abs(top - flat[index]), `heading ${index}`).toBeLessThanOrEqual(1);
        const total = measure.reduce((sum, section) => sum + section.height, 0);
        const estimated = measure.reduce((sum, section) => sum + section.estimate, 0);
        expect(
          Math.abs(estimated - total) / total,
          `estimate ${estimated} of ${total} px at ${viewport.width}px`,
        ).toBeLessThan(0.15);
        for (const section of measure) {
          expect(Math.abs(section.estimate - section.height) / section.height, JSON.stringify(section)).toBeLessThan(
            0.4,
          );
        }
      }
    });
  });
}

/**
 * A target that is no section's heading, deep in a long deferred section: a test of the list that
 * ends the security page, in both versions. The browser places the sections before it at their
 * estimated heights; they must be rendered before the jump (src/client/fragment-sections.ts), or
 * the item moves away once they render.
 */
for (const path of [`${LATEST_DOCS.docsBase}security`, `${DOCS_1_1_0.docsBase}security`]) {
  test(`${path}: a link, a fresh load and back and forward to a test in the deferred list at the end land on it, and it stays`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await recordShifts(page);
    await gotoHydrated(page, path);
    const link = page.locator('article table a[href^="#test-"]').nth(5);
    const href = (await link.getAttribute('href')) ?? '';
    const id = href.slice(1);
    const item = page.locator(`li[id="${id}"]`);
    await expect(item.locator(`xpath=ancestor::section[contains(@class, "${DEFERRED_CLASS}")]`)).toHaveCount(1);
    expect(await rendered(page, `[id="${id}"]`)).toBe(false);

    await link.click();
    await expect(page).toHaveURL(`${path}${href}`);
    await expectAtTop(page, id);
    expect(await cls(page), 'CLS').toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(path);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goForward();
    await expect(page).toHaveURL(`${path}${href}`);
    await expectAtTop(page, id);

    await page.goto('about:blank');
    await recordShifts(page);
    await gotoHydrated(page, `${path}${href}`);
    await expectAtTop(page, id);
    expect(await cls(page), 'CLS').toBe(0);
  });
}
