/**
 * Selectors as a static page can test them: `Element.matches` never matches a state the page is
 * not in (`:hover`, `:focus`…) nor a pseudo-element (`::before`, `::placeholder`…), so these are
 * taken off. The result matches every element the full selector can style, and more.
 */

/** States and pseudo-elements, with their arguments (`::-webkit-scrollbar`, `:focus-visible`, `:before`). */
const DYNAMIC =
  /::?(?:-(?:webkit|moz|ms)-[\w-]+|before|after|placeholder|selection|marker|backdrop|first-line|first-letter|hover|active|focus(?:-visible|-within)?|visited|target|checked)(?![\w-])(?:\([^()]*\))?/g;
const EMPTY_PSEUDO = /:(?:not|is|where|has)\(\s*\)/g;

export function withoutStates(selector: string): string {
  let result = selector.trim().replace(DYNAMIC, '').replace(EMPTY_PSEUDO, '');
  // What was taken off was a whole compound (`.menu ::before`, `:hover > a`): any element stands in.
  if (/(?:^|[\s>+~])$/.test(result)) result += '*';
  if (/^\s*[>+~]/.test(result)) result = `*${result}`;
  return result.replace(/\s+/g, ' ').trim();
}
