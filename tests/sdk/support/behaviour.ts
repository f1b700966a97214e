/**
 * Behaviour tests are declared with the id of their entry in `lib/sdk-behaviours.ts`, which
 * names the release, states the behaviour and lists the pages that describe it. The test's
 * title is the id and the statement, so a failure names what a page says.
 */
import {it} from 'vitest';
import {SDK_BEHAVIOURS, type SdkBehaviourId, type SdkBehaviourIdOf} from '../../../lib/sdk-behaviours';
import {RELEASES, type Release} from './releases';

/** One behaviour test. */
export function behaviour(id: SdkBehaviourId, run: () => Promise<void>): void {
  const entry = (SDK_BEHAVIOURS as Partial<Record<string, {title: string}>>)[id];
  if (!entry) throw new Error(`${id}: no such entry in lib/sdk-behaviours.ts`);
  it(`${id}: ${entry.title}`, run);
}

/** The same behaviour in both releases: one test per release, each under its own id. */
export function inBothReleases(
  ids: {readonly [R in Release]: SdkBehaviourIdOf<R>},
  run: (release: Release) => Promise<void>,
): void {
  for (const release of RELEASES) behaviour(ids[release], () => run(release));
}
