/**
 * How a scenario file declares the samples it exercises and runs them as a reader's app does.
 *
 * `samplesOf(page, title, (sample) => { it(…) })` registers scenarios for one sample of a page;
 * the coverage test (tests/samples/coverage.test.ts) reads these calls from the scenario files'
 * sources, so the page and the title are string literals.
 */
import {act, render, type RenderResult} from '@testing-library/react';
import userEvent, {type UserEvent} from '@testing-library/user-event';
import {createElement, Fragment, StrictMode, type ComponentType, type ReactNode} from 'react';
import {describe} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {CLIENT_ID} from '../../sdk/support/render';
import {standIn} from '../../sdk/support/stand-in-instance';
import {runningSample} from './guard';
import {loadPage, pageSample, type LoadOptions, type PageLoad, type PageSample, type SdkModule} from './pages';

export {CLIENT_ID, LOOPBACK_ORIGIN, standIn};
export {allowRequestsOffApiUrl, expectConsole} from './guard';
export {holdRequests, loseConnection} from './network';

/** Where the reader's page is served: an origin other than the provider's apiUrl. */
export const PAGE_ORIGIN = 'http://docs.test';

/** Declares the scenarios of the page's sample titled `title`. */
export function samplesOf(page: string, title: string, body: (sample: PageSample) => void): void {
  const sample = pageSample(page, title);
  describe(`${page}:${sample.sample.fenceLine} ${title} (SDK ${sample.release})`, () => body(sample));
}

/** One page load of the sample's page, with the browser at `url` (path and query on the page origin). */
export async function openPage(sample: PageSample, url = '/', options: LoadOptions = {}): Promise<PageLoad> {
  runningSample(sample);
  window.history.replaceState(null, '', url);
  return loadPage(sample, options);
}

/** Renders `children` under React StrictMode, inside the release's provider pointed at the stand-in. */
export function renderInProvider(sdk: SdkModule, children: ReactNode): RenderResult {
  return render(
    createElement(
      StrictMode,
      null,
      createElement(sdk.OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: CLIENT_ID}, children),
    ),
  );
}

/** Renders `children` under React StrictMode only: for samples that render the provider themselves. */
export function renderStrict(children: ReactNode): RenderResult {
  return render(createElement(StrictMode, null, children));
}

/** A user driving the page (user-event). */
export function user(): UserEvent {
  return userEvent.setup();
}

/** A component of the page load's sample, by its export name. */
export function componentOf<P extends object>(load: PageLoad, title: string, name: string): ComponentType<P> {
  const value = load.exportsOf(title)[name];
  if (typeof value !== 'function') throw new Error(`${title} exports no component ${name}`);
  return value as ComponentType<P>;
}

/** Shows who is signed in, as an app's header would: `Signed in as <email>` or `Signed out`. */
export function signedInAs(sdk: SdkModule): ComponentType {
  return function SignedInAs() {
    const {auth} = sdk.useOpenSecret();
    if (auth.loading) return null;
    return createElement('output', null, auth.user ? `Signed in as ${auth.user.user.email}` : 'Signed out');
  };
}

export const READER = {email: 'reader@example.com', password: 'correct horse battery staple', name: 'Reader'};
export const OTHER_READER = {email: 'other@example.com', password: 'another long passphrase', name: 'Other'};

/** A sign-out button and a sign-in-as-Other button (OTHER_READER), as an app's header would have. */
export function accountSwitcher(load: PageLoad): ComponentType {
  return function AccountSwitcher() {
    const {signOut, signIn} = load.sdk.useOpenSecret();
    return createElement(
      Fragment,
      null,
      createElement('button', {type: 'button', onClick: () => void signOut()}, 'Sign out'),
      createElement(
        'button',
        {type: 'button', onClick: () => void signIn(OTHER_READER.email, OTHER_READER.password)},
        'Sign in as Other',
      ),
    );
  };
}

/** Creates the reader's account on the stand-in. */
export function account(who: {email: string; password: string; name: string} = READER): string {
  return standIn.backend.createAccount(who).id;
}

/**
 * An earlier page load in this tab in which `who` signed in: the tokens (local storage) and the
 * encrypted session (session storage) a reload finds. The stand-in's log is then cleared, so a
 * scenario sees only what its own page load sends.
 */
export async function earlierVisitSignedIn(
  sample: PageSample,
  who: {email: string; password: string; name: string} = READER,
): Promise<void> {
  if (!standIn.backend.findByEmail(who.email)) account(who);
  const earlier = await loadPage(sample);
  let context: ReturnType<SdkModule['useOpenSecret']> | undefined;
  const Capture = (): null => {
    context = earlier.sdk.useOpenSecret();
    return null;
  };
  const view = renderInProvider(earlier.sdk, createElement(Capture));
  await waitUntil(() => context !== undefined && !context.auth.loading);
  await act(async () => {
    await context!.signIn(who.email, who.password);
  });
  view.unmount();
  standIn.log.clear();
}

/** Waits (real timers) until `ready()` holds; fails after two seconds. */
export async function waitUntil(ready: () => boolean): Promise<void> {
  const start = Date.now();
  while (!ready()) {
    if (Date.now() - start > 2_000) throw new Error('timed out waiting');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** Lets pending requests and the renders they cause finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** The hook's value as a sample's helper receives it: its members called by name. */
export type SdkContext = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * A reload with `who`'s stored session, the provider rendered with a component that keeps the
 * hook's value: what a sample's helper functions receive as their `storage` or `os` argument.
 * Resolves once the user is restored.
 */
export async function signedInContext(
  sample: PageSample,
  who: {email: string; password: string; name: string} = READER,
): Promise<{load: PageLoad; context: () => SdkContext}> {
  await earlierVisitSignedIn(sample, who);
  const load = await openPage(sample);
  let context: ReturnType<SdkModule['useOpenSecret']> | undefined;
  const Capture = (): null => {
    context = load.sdk.useOpenSecret();
    return null;
  };
  renderInProvider(load.sdk, createElement(Capture));
  await waitUntil(() => context?.auth.user !== undefined);
  return {load, context: () => context as unknown as SdkContext};
}

/** Runs a sample's function inside `act`, as an event handler's call would run. */
export async function inAct<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** What a sample's function rejected with (run inside `act`); fails when it resolved. */
export async function rejectionOf(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  let rejected = false;
  await act(async () => {
    try {
      await run();
    } catch (caught) {
      rejected = true;
      error = caught;
    }
  });
  if (!rejected) throw new Error('expected a rejection, the call resolved');
  return error;
}
