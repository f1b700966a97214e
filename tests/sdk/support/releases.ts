/**
 * The SDK releases under test, imported by their package names exactly as installed: 3.2.0 as
 * `@opensecret/react`, 1.1.0 through the npm alias `opensecret-react-1.1.0`, and 1.5.4 through
 * `opensecret-react-1.5`, for the one 1.1.0 page that documents it (document upload). 1.5.4 is
 * loaded only by the tests that render it.
 */
import * as sdk3 from '@opensecret/react';
import * as sdk1 from 'opensecret-react-1.1.0';
import type * as sdk15 from 'opensecret-react-1.5';

export const SDK = {'3.2.0': sdk3, '1.1.0': sdk1} as const;

/** The two releases the docs versions document; a behaviour test named without a release prefix runs in each. */
export type Release = keyof typeof SDK;
export const RELEASES: readonly Release[] = ['3.2.0', '1.1.0'];
/** Every release the tests can render. */
export type AnyRelease = Release | '1.5.4';

/** A release's module: the two documented ones as imported above, 1.5.4 on first use. */
export async function sdkModule(release: AnyRelease): Promise<typeof sdk3 | typeof sdk1 | typeof sdk15> {
  return release === '1.5.4' ? import('opensecret-react-1.5') : SDK[release];
}

export interface ContextOf {
  '3.2.0': sdk3.OpenSecretContextType;
  '1.1.0': sdk1.OpenSecretContextType;
  '1.5.4': sdk15.OpenSecretContextType;
}

export type PcrConfigOf<R extends AnyRelease> = R extends '3.2.0'
  ? sdk3.PcrConfig
  : R extends '1.5.4'
    ? sdk15.PcrConfig
    : sdk1.PcrConfig;
