/** axe-core over a page with the WCAG rule tags the site is held to, as readable violation lines. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {WCAG_TAGS} from '../support/browser';

/**
 * Each violation as "<rule> (<impact>): <help> — <its first three targets>".
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs each frame's part, then
 * opens a second page to merge the parts, which on a guide with a few thousand code-token spans
 * took a third longer for the same result; the site has no frames to merge.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
