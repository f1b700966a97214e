/**
 * Accessibility beyond every-route.spec.ts (which runs axe-core on every route in light mode):
 * axe finds nothing in dark mode and at 390 px on a representative set;
 * and with the search dialog, the mobile menu and a code sample's type popover open. Keyboard: every focusable control on a
 * page shows a visible focus indicator.
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/browser';
import {LONG_API_ROUTE, LONG_API_ROUTE_3X} from '../support/routes';
import {axeViolations} from './axe';
import {hamburger} from './helpers';

// axe walks every node: on the longest generated page here (OpenSecretContextType, 41 members)
// at 390 px that takes about 10 s on a quiet two-core machine and three times that on a busy one.
// The limit bounds a hang, not the speed.
test.describe.configure({timeout: 240_000});

const NOT_FOUND = '/docs/this-page-does-not-exist';
/**
 * One page of each kind. The API pages of both versions come from one template, so the longest
 * one of 1.1.0 stands for 3.2.0's too (3.2.0's, with twice the members, cost a minute and a half
 * of axe here, and every-route.spec.ts checks it in light mode at 1280 px); a member page of
 * 3.2.0 stands for the 126 generated from one template.
 */
const REPRESENTATIVE = [
  '/',
  '/docs/guides/getting-started',
  '/docs/api/',
  LONG_API_ROUTE,
  '/docs/3.x/guides/getting-started',
  '/docs/3.x/api/',
  `${LONG_API_ROUTE_3X}/signIn`,
  '/docs/3.x/api-changes',
  NOT_FOUND,
];

async function open(page: Page, route: string, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`axe, ${colorScheme} mode, 390 px and 1280 px`, () => {
    for (const route of REPRESENTATIVE) {
      for (const width of colorScheme === 'dark' ? [1280, 390] : [390]) {
        test(`${route} at ${width} px`, async ({page}) => {
          await page.setViewportSize({width, height: 844});
          await open(page, route, colorScheme);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe with the mobile menu open (${colorScheme})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/guides/getting-started', colorScheme);
    await hamburger(page).click();
    // The drawer is a modal dialog with a name.
    await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe with the search dialog open and showing results (${colorScheme})`, async ({page}) => {
    await open(page, '/docs/', colorScheme);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('attestation');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe with a code sample's type popover open (${colorScheme})`, async ({page}) => {
    await open(page, '/docs/3.x/guides/getting-started', colorScheme);
    const tooltip = page.getByRole('tooltip');
    // Focused: the popover then also says which keys move and close.
    await page.locator('article pre [data-h][tabindex="0"]').first().focus();
    await expect(tooltip).toContainText('Escape: close');
    await expect(tooltip).not.toContainText('Loading');
    expect(await axeViolations(page)).toEqual([]);
    // With a reference link and a documentation comment.
    await page
      .locator('article pre [data-h]')
      .filter({hasText: /^useOpenSecret$/})
      .first()
      .hover();
    await expect(tooltip.getByRole('link')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** The focus indicator of the focused element: an outline or a box-shadow ring, on it or on its ::before/::after. */
const focusIndicator = (page: Page): Promise<{tag: string; label: string; visible: boolean}> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return {tag: 'body', label: '', visible: false};
    const drawsRing = (style: CSSStyleDeclaration): boolean =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const visible = [undefined, '::before', '::after'].some((pseudo) => drawsRing(getComputedStyle(element, pseudo)));
    return {
      tag: element.tagName.toLowerCase(),
      label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      visible,
    };
  });

for (const route of ['/', '/docs/guides/getting-started', LONG_API_ROUTE]) {
  test(`every control on ${route} shows a visible focus ring, in tab order`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, route, 'light');
    const seen: string[] = [];
    const missing: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusIndicator(page);
      if (focused.tag === 'body') break;
      seen.push(`${focused.tag}:${focused.label}`);
      if (!focused.visible) missing.push(`${focused.tag} "${focused.label}"`);
    }
    expect(seen.length, 'Tab reaches the page controls').toBeGreaterThan(8);
    expect(seen[0], 'the skip link comes first').toMatch(/Skip to main content/);
    expect(missing, 'controls without a visible focus indicator').toEqual([]);
  });
}
