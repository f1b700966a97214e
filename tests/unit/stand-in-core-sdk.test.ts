/**
 * @vitest-environment jsdom
 * @vitest-environment-options {"url": "http://app.stand-in.test/"}
 */
/**
 * The stand-in's core answering the 3.2.0 SDK itself, as a page would have it answered in the
 * reader's browser: `fetch` hands each request to `StandInCore.dispatch`, with no MSW and no
 * network, and the SDK's own handshake, sealing and opening run against it.
 */
import '../sdk/setup-realm';
import {OpenSecretProvider, useOpenSecret} from '@opensecret/react';
import {act, renderHook, waitFor} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {StandInCore} from '../../src/stand-in/core';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the stand-in core under the 3.2.0 SDK', () => {
  it('answers its handshake, a sign-up and a sealed put and get, with fetch handing it each Request', async () => {
    const core = new StandInCore();
    const requests: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(`${request.method} ${request.url}`);
      return core.dispatch(request);
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const wrapper = ({children}: {children: ReactNode}): ReactNode =>
      createElement(OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: crypto.randomUUID(), children});
    const view = renderHook(() => useOpenSecret(), {wrapper});
    await waitFor(() => {
      if (view.result.current.auth.loading) throw new Error('auth.loading is still true');
    });

    let value: string | undefined;
    await act(async () => {
      await view.result.current.signUp('reader@example.com', 'a long password', '', 'Reader');
      await view.result.current.put('greeting', 'hello');
      value = await view.result.current.get('greeting');
    });

    expect(value).toBe('hello');
    expect(view.result.current.auth.user?.user.email).toBe('reader@example.com');
    expect(core.log.lines()).toEqual([
      expect.stringMatching(/^GET \/attestation\/[0-9a-f-]{36}$/),
      'POST /key_exchange',
      'POST /register',
      'GET /protected/user',
      'PUT /protected/kv/greeting',
      'GET /protected/kv/greeting',
    ]);
    expect(requests).toEqual(core.log.all().map((entry) => `${entry.method} ${entry.url}`));
    const [put] = core.log.to('/protected/kv/greeting', 'PUT');
    expect(put.decryptedBody).toBe('hello');
    expect(Object.keys(JSON.parse(put.rawBody!) as object)).toEqual(['encrypted']);
    expect(core.unrouted()).toEqual([]);
    view.unmount();
  });
});
