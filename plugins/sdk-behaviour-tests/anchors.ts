/**
 * How a page links one of its statements to the behaviour test behind it: `#test-<id>`, the id
 * its test declares (`lib/sdk-behaviours.ts`) with its dot made a dash
 * (`v3.sign-out-clears` → `#test-v3-sign-out-clears`), which the generated list of tests
 * gives to the item of that test.
 */
import {BEHAVIOUR_ID} from '../../lib/sdk-behaviours/names';

/** The start of every test link's URL. */
export const TEST_LINK_PREFIX = '#test-';

/** The element id of a behaviour's item in the list of tests. */
export function testAnchor(id: string): string {
  if (!BEHAVIOUR_ID.test(id)) throw new Error(`"${id}" is not a behaviour id (v<major>.<words-with-dashes>).`);
  return `test-${id.replace('.', '-')}`;
}

/** The URL a statement links to for a behaviour's test. */
export const testLink = (id: string): string => `#${testAnchor(id)}`;

/** The ids by anchor, for the ids given (each anchor is one id's: only the first dot changes). */
export function idsByAnchor(ids: Iterable<string>): Map<string, string> {
  return new Map([...ids].map((id) => [testAnchor(id), id]));
}
