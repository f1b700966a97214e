/**
 * The registry of SDK behaviours: each entry states one thing a release's shipped JavaScript
 * does, names the release, the docs pages that state it and the test file that proves it.
 * Each id is used by exactly one test (`behaviour(id, …)` in `tests/sdk/`), whose title is the
 * id and the statement; pages can link a statement to its test through the id.
 */
import type {SdkBehaviour, SdkRelease} from './sdk-behaviours/types';
import {V1_FEATURES} from './sdk-behaviours/v1-features';
import {V1_PAGES} from './sdk-behaviours/v1-pages';
import {V1_PROTOCOL} from './sdk-behaviours/v1-protocol';
import {SECURITY} from './sdk-behaviours/security';
import {V3_AI} from './sdk-behaviours/v3-ai';
import {V3_AI_RECORDS} from './sdk-behaviours/v3-ai-records';
import {V3_FEATURES} from './sdk-behaviours/v3-features';
import {V3_PROTOCOL} from './sdk-behaviours/v3-protocol';
import {V3_WIRE} from './sdk-behaviours/v3-wire';
import {V3_USERS} from './sdk-behaviours/v3-users';

export type {SdkBehaviour, SdkRelease};

export const SDK_BEHAVIOURS = {
  ...V3_PROTOCOL,
  ...V3_WIRE,
  ...V3_FEATURES,
  ...V3_USERS,
  ...V3_AI,
  ...V3_AI_RECORDS,
  ...V1_PROTOCOL,
  ...V1_FEATURES,
  ...V1_PAGES,
  ...SECURITY,
} as const;

export type SdkBehaviourId = keyof typeof SDK_BEHAVIOURS;

/** The ids of one release's behaviours. */
export type SdkBehaviourIdOf<R extends SdkRelease> = {
  [K in SdkBehaviourId]: (typeof SDK_BEHAVIOURS)[K]['release'] extends R ? K : never;
}[SdkBehaviourId];
