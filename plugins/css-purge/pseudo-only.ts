/**
 * PurgeCSS 8 drops every selector whose top level is two or more pseudo-classes and nothing
 * else, such as Infima's `:where(.button--primary):not(.button--outline):hover` (the hover
 * colour of primary buttons), even when the classes inside `:where()` are used: it checks
 * those, then finds no class, element, id or attribute outside them and counts the selector as
 * absent. Before the purge such selectors get a marker attribute, which the purge counts as
 * present, so only what `:where()`/`:is()` hold decides (a selector whose `:where()` empties
 * goes); after it the marker is taken off again.
 */
import type {Root} from 'postcss';

export const PSEUDO_ONLY_MARKER = '[data-css-purge-pseudo-only]';

const withoutParentheses = (selector: string): string => {
  let text = selector;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  return text;
};

/** A selector whose top level holds only pseudo-classes (at least one `:where()` or `:is()`), combinators and `*`. */
export function isPseudoOnly(selector: string): boolean {
  if (!/:(?:where|is)\(/.test(selector)) return false;
  const topLevel = withoutParentheses(selector);
  return /^(?:\s*(?:::?[\w-]+|[>+~*])\s*)+$/.test(topLevel) && (topLevel.match(/:/g)?.length ?? 0) > 1;
}

export function markPseudoOnly(root: Root): void {
  root.walkRules((rule) => {
    if (rule.selectors.some(isPseudoOnly)) {
      rule.selectors = rule.selectors.map((selector) =>
        isPseudoOnly(selector) ? selector + PSEUDO_ONLY_MARKER : selector,
      );
    }
  });
}

export const unmarkSelector = (selector: string): string => selector.split(PSEUDO_ONLY_MARKER).join('');

export function unmarkPseudoOnly(root: Root): void {
  root.walkRules((rule) => {
    if (rule.selector.includes(PSEUDO_ONLY_MARKER)) rule.selector = unmarkSelector(rule.selector);
  });
}
