/**
 * Renders a release's `OpenSecretProvider` with React Testing Library and hands back its
 * `useOpenSecret()` value once `auth.loading` is false.
 */
import {act, renderHook, waitFor} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {standIn} from './stand-in-instance';
import {type AnyRelease, type ContextOf, type PcrConfigOf, sdkModule} from './releases';

export const CLIENT_ID = 'ba5e0000-0000-4000-8000-00000000c1d0';

export interface RenderOptions<R extends AnyRelease> {
  readonly apiUrl?: string;
  readonly clientId?: string;
  readonly pcrConfig?: PcrConfigOf<R>;
}

export interface Rendered<R extends AnyRelease> {
  /** The hook's latest value. */
  readonly sdk: () => ContextOf[R];
  readonly unmount: () => void;
}

export async function renderSdk<R extends AnyRelease>(
  release: R,
  options: RenderOptions<R> = {},
): Promise<Rendered<R>> {
  const {OpenSecretProvider, useOpenSecret} = (await sdkModule(release)) as unknown as {
    OpenSecretProvider: (props: {
      children: ReactNode;
      apiUrl: string;
      clientId: string;
      pcrConfig?: PcrConfigOf<R>;
    }) => ReactNode;
    useOpenSecret: () => ContextOf[R];
  };
  const props = {
    apiUrl: options.apiUrl ?? LOOPBACK_ORIGIN,
    clientId: options.clientId ?? CLIENT_ID,
    ...(options.pcrConfig ? {pcrConfig: options.pcrConfig} : {}),
  };
  const wrapper = ({children}: {children: ReactNode}): ReactNode =>
    createElement(OpenSecretProvider, {...props, children});
  const view = renderHook(() => useOpenSecret(), {wrapper});
  await waitFor(() => {
    if (view.result.current.auth.loading) throw new Error('auth.loading is still true');
  });
  return {sdk: () => view.result.current, unmount: view.unmount};
}

/** Runs an SDK call inside `act`, so the provider's state updates settle before the test reads them. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** Like `call`, for a call expected to reject: resolves with what it rejected with. */
export async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  await act(async () => {
    try {
      await run();
    } catch (caught) {
      error = caught;
    }
  });
  if (error === undefined) throw new Error('expected the call to reject, it resolved');
  return error;
}

export const EMAIL = 'reader@example.com';
export const PASSWORD = 'correct horse battery staple';

/** An account on the stand-in, the provider rendered, and `signIn` done. */
export async function signedIn<R extends AnyRelease>(release: R, options: RenderOptions<R> = {}): Promise<Rendered<R>> {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD, name: 'Reader'});
  const rendered = await renderSdk(release, options);
  await call(() => rendered.sdk().signIn(EMAIL, PASSWORD));
  return rendered;
}
