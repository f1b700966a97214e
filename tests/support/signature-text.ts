/**
 * A page's text with its API signatures read as one line each: the API pages lay signatures out
 * to the code column (one parameter a line, a trailing comma), so a test that compares a
 * signature collapses the indentation and drops the comma before a closing parenthesis.
 */
export function flatSignatures(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/,? ?\)/g, ')');
}
