/**
 * Renders 1.1.0's developer provider, `OpenSecretDeveloper`, with React Testing Library and hands
 * back its `useOpenSecretDeveloper()` value once `auth.loading` is false.
 */
import {renderHook, waitFor} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';
import {OpenSecretDeveloper, type OpenSecretDeveloperContextType, useOpenSecretDeveloper} from 'opensecret-react-1.1.0';

export interface RenderedDeveloper {
  /** The hook's latest value. */
  readonly dev: () => OpenSecretDeveloperContextType;
  readonly unmount: () => void;
}

export async function renderDeveloper(apiUrl: string): Promise<RenderedDeveloper> {
  const wrapper = ({children}: {children: ReactNode}): ReactNode =>
    createElement(OpenSecretDeveloper, {apiUrl, children});
  const view = renderHook(() => useOpenSecretDeveloper(), {wrapper});
  await waitFor(() => {
    if (view.result.current.auth.loading) throw new Error('auth.loading is still true');
  });
  return {dev: () => view.result.current, unmount: view.unmount};
}
