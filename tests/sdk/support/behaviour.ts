/**
 * Behaviour tests: `test('<id>: <title>', run)`, under a doc comment whose `@backs` tags name
 * the pages that state the behaviour (and `@release`, for a test of 1.5.4 under a `v1.` id).
 * `lib/sdk-behaviours.ts` reads the name and the tags from the source for the site and its
 * checks. The test's title is the id and the statement, so a failure names what a page says.
 * A name without a release prefix (`sign-out-clears: …`) is one behaviour in each documented
 * release: one test per release, each under its release's id, and `run` gets the release.
 */
import {it} from 'vitest';
import {parseTestName} from '../../../lib/sdk-behaviours/names';
import {behaviourId, releaseOfId} from '../../../lib/sdk-behaviours/releases';
import {RELEASES, type Release} from './releases';

/** One behaviour test, or one per documented release; a name that is not `<id>: <title>` fails at once. */
export function test(name: string, run: (release: Release) => Promise<void>): void {
  const parsed = parseTestName(name);
  if ('error' in parsed) throw new Error(parsed.error);
  if (parsed.inEachRelease) {
    for (const release of RELEASES) it(`${behaviourId(release, parsed.key)}: ${parsed.title}`, () => run(release));
    return;
  }
  const named = releaseOfId(parsed.key);
  if ('error' in named) throw new Error(named.error);
  const release = RELEASES.find((candidate) => candidate === named.release);
  if (release === undefined) throw new Error(`${parsed.key}: ${named.release} is no documented release`);
  it(name, () => run(release));
}
