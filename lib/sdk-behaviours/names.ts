/**
 * A behaviour test's name is `<id>: <title>`, the id and the statement it proves. The id is a
 * release prefix (`v3.`, `v1.`) and lower-case words joined by dashes; a name that gives the
 * words alone (`sign-out-clears: …`) is one behaviour in each documented release, tested under
 * the id with that release's prefix.
 */

/** Behaviour ids: a release prefix and lower-case words joined by dashes. */
export const BEHAVIOUR_ID = /^v\d+\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

const WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEPARATOR = ': ';

/** A test name read: the id, or for both documented releases the words, and the title. */
export interface TestName {
  readonly key: string;
  readonly title: string;
  readonly inEachRelease: boolean;
}

/** The parts of a behaviour test's name, or what is wrong with it. */
export function parseTestName(name: string): TestName | {readonly error: string} {
  const at = name.indexOf(SEPARATOR);
  const key = at < 0 ? name : name.slice(0, at);
  const title = at < 0 ? '' : name.slice(at + SEPARATOR.length);
  if (title.trim() === '') return {error: `"${name}" is not "<id>: <title>"`};
  if (WORDS.test(key)) return {key, title, inEachRelease: true};
  if (BEHAVIOUR_ID.test(key)) return {key, title, inEachRelease: false};
  return {error: `"${key}" is neither a behaviour id (v<major>.<words-with-dashes>) nor words with dashes`};
}
