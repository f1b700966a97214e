/**
 * The navbar by keyboard, in both docs versions: the mobile drawer is a modal dialog (named, focus
 * moves into it, Tab and Shift+Tab stay inside, Escape closes it and focus goes back to the menu
 * button), and the desktop dropdowns follow the menu-button pattern (arrows, Home and End move
 * between the items, Escape closes and returns to the button, aria-expanded tells the state).
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {hamburger, mobileSidebar, navbar, versionDropdown} from './helpers';

const GUIDES = [LATEST_DOCS.gettingStartedPath, DOCS_1_1_0.gettingStartedPath];

/** Whether the focused element is inside `container`, and what it is. */
const focusIn = (container: Locator): Promise<{inside: boolean; label: string}> =>
  container.evaluate((element) => {
    const active = document.activeElement;
    return {
      inside: active !== null && element.contains(active),
      label: `${active?.tagName.toLowerCase() ?? 'none'} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 30)}"`,
    };
  });

const dialog = (page: Page): Locator => page.getByRole('dialog', {name: 'Site menu'});

test.describe('the mobile drawer (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const route of GUIDES) {
    test(`is a modal dialog that holds the focus and closes on Escape (${route})`, async ({page}) => {
      await gotoHydrated(page, route);
      await hamburger(page).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      await expect(mobileSidebar(page)).toHaveAttribute('role', 'dialog');
      // Focus moves into the dialog.
      await expect.poll(async () => (await focusIn(dialog(page))).inside).toBe(true);

      // Tab walks the dialog's controls and comes back round without leaving it.
      const seen = new Set<string>();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusIn(dialog(page));
        expect(focused.inside, `Tab ${step + 1} stays in the drawer (on ${focused.label})`).toBe(true);
        seen.add(focused.label);
      }
      expect(seen.size, 'Tab reaches several controls').toBeGreaterThan(3);
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const focused = await focusIn(dialog(page));
        expect(focused.inside, `Shift+Tab ${step + 1} stays in the drawer (on ${focused.label})`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(mobileSidebar(page)).toBeHidden();
      await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger(page)).toBeFocused();
    });
  }

  test('its close button gives the focus back to the menu button', async ({page}) => {
    await gotoHydrated(page, DOCS_1_1_0.gettingStartedPath);
    await hamburger(page).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });
});

test.describe('the version dropdown (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  const button = (page: Page): Locator => versionDropdown(page).locator('> a.navbar__link');
  const items = (page: Page): Locator => versionDropdown(page).locator('.dropdown__menu a.dropdown__link');

  for (const route of GUIDES) {
    test(`arrows, Home, End and Escape follow the menu-button pattern (${route})`, async ({page}) => {
      await gotoHydrated(page, route);
      // Out of the way: a pointer over the navbar would open the dropdown by hover.
      await page.mouse.move(640, 700);
      const menu = versionDropdown(page).locator('.dropdown__menu');
      await expect(button(page)).toHaveAttribute('aria-haspopup', 'true');
      await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await button(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      const [first, second] = await items(page).all();
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(second).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(first, 'Down wraps round to the first item').toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(second, 'Up wraps round to the last item').toBeFocused();
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();
      await page.keyboard.press('End');
      await expect(second).toBeFocused();
      // The page did not scroll: the keys were the menu's.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Escape');
      await expect(button(page)).toBeFocused();
      await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      // Up on the button opens the menu on its last item; Enter still toggles it as before.
      await page.keyboard.press('ArrowUp');
      await expect(second).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(route);
    });
  }

  test('an item reached by the arrows opens with Enter', async ({page}) => {
    await gotoHydrated(page, LATEST_DOCS.gettingStartedPath);
    await page.mouse.move(640, 700);
    await button(page).focus();
    await page.keyboard.press('End');
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items(page).last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DOCS_1_1_0.gettingStartedPath);
    await expect(navbar(page)).toBeVisible();
  });
});
