/**
 * Browser helpers shared by the end-to-end suite (tests/e2e) and the deployment suite
 * (tests/deploy): visiting a page until React has hydrated it, and the axe-core rule tags the
 * site is held to.
 */
import {expect, type Page, type Response} from '@playwright/test';

/** axe-core tags of WCAG 2.1 levels A and AA, the standard every page must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Visits a path, asserts it answered 200 (and, when given, with each of `headers`), and waits
 * for hydration.
 */
export async function gotoHydrated(page: Page, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  for (const [name, value] of Object.entries(headers)) {
    expect(response?.headers()[name], `${name} of ${path}`).toBe(value);
  }
  await waitForHydration(page);
  return response as Response;
}
