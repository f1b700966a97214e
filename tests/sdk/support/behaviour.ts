/**
 * Behaviour tests are declared with their id, the statement they prove (the title) and the
 * pages that state it, all at the call; `lib/sdk-behaviours.ts` reads those declarations from
 * the source for the site and its checks. The test's title is the id and the statement, so a
 * failure names what a page says.
 */
import {it} from 'vitest';
import {behaviourId, releaseOfId} from '../../../lib/sdk-behaviours/releases';
import type {BehaviourDeclaration, BothReleasesDeclaration} from '../../../lib/sdk-behaviours/types';
import {RELEASES, type Release} from './releases';

/** One behaviour test; an id whose prefix names no release fails at once. */
export function behaviour(id: string, declaration: BehaviourDeclaration, run: () => Promise<void>): void {
  const named = releaseOfId(id, declaration.release);
  if ('error' in named) throw new Error(named.error);
  it(`${id}: ${declaration.title}`, run);
}

/** The same behaviour in both releases: one test per release, each under its release's id for `name`. */
export function inBothReleases(
  name: string,
  declaration: BothReleasesDeclaration,
  run: (release: Release) => Promise<void>,
): void {
  for (const release of RELEASES) {
    const title = typeof declaration.title === 'string' ? declaration.title : declaration.title[release];
    it(`${behaviourId(release, name)}: ${title}`, () => run(release));
  }
}
