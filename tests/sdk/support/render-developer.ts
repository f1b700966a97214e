/**
 * Renders a release's `OpenSecretDeveloper` (the developer platform's provider) with React
 * Testing Library and hands back its `useOpenSecretDeveloper()` value once `auth.loading` is false.
 */
import type * as sdk3 from '@opensecret/react';
import type * as sdk1 from 'opensecret-react-1.1.0';
import {renderHook, waitFor} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {type Release, SDK} from './releases';

export interface DeveloperContextOf {
  '3.2.0': sdk3.OpenSecretDeveloperContextType;
  '1.1.0': sdk1.OpenSecretDeveloperContextType;
}

export interface RenderedDeveloper<R extends Release> {
  /** The hook's latest value. */
  readonly dev: () => DeveloperContextOf[R];
  readonly unmount: () => void;
}

export async function renderDeveloper<R extends Release>(
  release: R,
  apiUrl: string = LOOPBACK_ORIGIN,
): Promise<RenderedDeveloper<R>> {
  const {OpenSecretDeveloper, useOpenSecretDeveloper} = SDK[release] as unknown as {
    OpenSecretDeveloper: (props: {children: ReactNode; apiUrl: string}) => ReactNode;
    useOpenSecretDeveloper: () => DeveloperContextOf[R];
  };
  const wrapper = ({children}: {children: ReactNode}): ReactNode =>
    createElement(OpenSecretDeveloper, {apiUrl, children});
  const view = renderHook(() => useOpenSecretDeveloper(), {wrapper});
  await waitFor(() => {
    if (view.result.current.auth.loading) throw new Error('auth.loading is still true');
  });
  return {dev: () => view.result.current, unmount: view.unmount};
}
