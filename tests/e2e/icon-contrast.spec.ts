/**
 * Icon controls meet 3:1 against what is behind them (WCAG 1.4.11), in both colour modes: the
 * colour toggle, the search button, the announcement's close button, a code block's copy and
 * word-wrap buttons, the menu button and the drawer's own close button and colour toggle. Each is
 * measured on the rendered pixels: a screenshot of the icon with a margin, its background the
 * commonest colour of the margin, its colour the icon pixel furthest from that background. The
 * announcement's close button also shows its whole focus ring.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {LATEST_DOCS} from '../../src/constants';
import {waitForHydration} from '../support/browser';
import {AA_LARGE_TEXT_OR_UI, contrastRatio, type Rgba} from '../support/contrast';
import {announcementBar, colorModeToggle, hamburger, mobileSidebar} from './helpers';

/** CSS pixels of margin around the icon whose commonest colour is the background. */
const MARGIN = 3;

/** The pixels of a screenshot of `locator`'s icon, split into the margin and the icon's box. */
async function iconPixels(page: Page, icon: Locator): Promise<{margin: Rgba[]; inside: Rgba[]}> {
  // A control the theme remounts once hydrated (the colour toggle) can be between two renders.
  await expect.poll(async () => (await icon.boundingBox()) !== null, `${String(icon)} is rendered`).toBe(true);
  const box = await icon.boundingBox();
  if (!box) throw new Error(`the icon is not rendered: ${String(icon)}`);
  const clip = {x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN};
  const png = await page.screenshot({clip, animations: 'disabled', caret: 'hide'});
  return page.evaluate(
    async ({data, margin}) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const {data: bytes, width, height} = context.getImageData(0, 0, image.width, image.height);
      // The screenshot is in device pixels: the margin scales with them.
      const edge = Math.round(margin * window.devicePixelRatio);
      const result = {margin: [] as Rgba[], inside: [] as Rgba[]};
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          const pixel = {r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: 1};
          const inMargin = x < edge || y < edge || x >= width - edge || y >= height - edge;
          (inMargin ? result.margin : result.inside).push(pixel);
        }
      }
      return result;
    },
    {data: png.toString('base64'), margin: MARGIN},
  );
}

/** The icon's contrast with its background, and the two colours. */
async function iconContrast(page: Page, icon: Locator): Promise<{ratio: number; icon: string; background: string}> {
  const {margin, inside} = await iconPixels(page, icon);
  const counts = new Map<string, {pixel: Rgba; count: number}>();
  for (const pixel of margin) {
    const key = `${pixel.r},${pixel.g},${pixel.b}`;
    const entry = counts.get(key) ?? {pixel, count: 0};
    entry.count += 1;
    counts.set(key, entry);
  }
  const background = [...counts.values()].sort((a, b) => b.count - a.count)[0].pixel;
  let best = {ratio: 1, pixel: background};
  for (const pixel of inside) {
    const ratio = contrastRatio(pixel, background);
    if (ratio > best.ratio) best = {ratio, pixel};
  }
  const css = ({r, g, b}: Rgba) => `rgb(${r}, ${g}, ${b})`;
  return {ratio: best.ratio, icon: css(best.pixel), background: css(background)};
}

async function open(page: Page, route: string, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
  await page.goto(route);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

async function expectContrast(page: Page, name: string, icon: Locator): Promise<void> {
  await expect(icon, name).toBeVisible();
  const measured = await iconContrast(page, icon);
  expect(
    measured.ratio,
    `${name}: ${measured.icon} on ${measured.background} is ${measured.ratio.toFixed(2)}:1`,
  ).toBeGreaterThanOrEqual(AA_LARGE_TEXT_OR_UI);
}

test.use({deviceScaleFactor: 2});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`icon controls at 1280 px meet 3:1 (${colorScheme})`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, LATEST_DOCS.gettingStartedPath, colorScheme);
    await page.mouse.move(1, 600);
    await expectContrast(page, 'colour toggle', colorModeToggle(page).locator('svg:visible'));
    await expectContrast(
      page,
      'search button',
      page
        .locator('.navbar')
        .getByRole('button', {name: /Search/})
        .locator('svg'),
    );
    await expectContrast(
      page,
      'announcement close',
      announcementBar(page).getByRole('button', {name: 'Close'}).locator('svg'),
    );

    // A code block's buttons show while the pointer is over the block; a block with long lines
    // has the word-wrap button too.
    const block = page
      .locator('article pre')
      .filter({has: page.getByRole('button', {name: /wrap/i})})
      .first();
    const anyBlock = page.locator('article pre').first();
    const target = (await block.count()) > 0 ? block : anyBlock;
    await target.scrollIntoViewIfNeeded();
    const container = target.locator('xpath=ancestor-or-self::*[.//button][1]');
    const copy = container.getByRole('button', {name: 'Copy code to clipboard'});
    // The browser may update the hover state only after the scroll has settled: the pointer is
    // moved onto the block until its buttons show.
    await expect(async () => {
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height - 8);
      await expect(copy).toHaveCSS('opacity', '1', {timeout: 1_000});
    }).toPass();
    await expectContrast(page, 'copy button', copy.locator('svg:visible').first());
    const wrap = container.getByRole('button', {name: /wrap/i});
    if ((await wrap.count()) > 0) await expectContrast(page, 'word-wrap button', wrap.locator('svg:visible').first());
  });

  test(`icon controls at 390 px and in the drawer meet 3:1 (${colorScheme})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, LATEST_DOCS.gettingStartedPath, colorScheme);
    await page.mouse.move(200, 800);
    await expectContrast(page, 'menu button', hamburger(page).locator('svg'));
    await expectContrast(
      page,
      'announcement close',
      announcementBar(page).getByRole('button', {name: 'Close'}).locator('svg'),
    );
    await hamburger(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await page.mouse.move(380, 800);
    const drawer = mobileSidebar(page);
    await expectContrast(
      page,
      'drawer close',
      drawer.getByRole('button', {name: 'Close navigation bar'}).locator('svg'),
    );
    await expectContrast(
      page,
      'drawer colour toggle',
      drawer.getByRole('button', {name: /Switch between dark and light mode/}).locator('svg:visible'),
    );
  });

  test(`the announcement's close button shows its whole focus ring (${colorScheme})`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, '/', colorScheme);
    const bar = announcementBar(page);
    const close = bar.getByRole('button', {name: 'Close'});
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    const ring = await close.evaluate((element) => {
      const style = getComputedStyle(element);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const box = element.getBoundingClientRect();
      return {
        style: style.outlineStyle,
        top: box.top - reach,
        bottom: box.bottom + reach,
        left: box.left - reach,
        right: box.right + reach,
      };
    });
    expect(ring.style).not.toBe('none');
    const barBox = (await bar.boundingBox())!;
    // The navbar below the bar and the top of the window would hide what reaches past the bar.
    expect(ring.top, 'top of the ring').toBeGreaterThanOrEqual(barBox.y);
    expect(ring.bottom, 'bottom of the ring').toBeLessThanOrEqual(barBox.y + barBox.height);
    expect(ring.right, 'right of the ring').toBeLessThanOrEqual(barBox.x + barBox.width);
  });
}
