/**
 * What a child's mount effect meets on a fresh page load under 3.2.0: the provider hands the
 * SDK its API URL in its own effect, which React runs after the child's. This file holds one
 * test, so that no provider has mounted in its module instance before the test starts.
 */
import {render, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {createElement, useEffect, type ReactNode} from 'react';
import {expect, vi} from 'vitest';
import {LOOPBACK_ALIASES} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {SDK} from './support/releases';
import {CLIENT_ID, call} from './support/render';
import {standIn} from './support/stand-in-instance';

/** The provider's URL: never the page's origin, whatever origin the test page has. */
const API_URL = LOOPBACK_ALIASES[0];

type Context = ReturnType<(typeof SDK)['3.2.0']['useOpenSecret']>;

/** The URL of each `fetch` call, as the SDK passed it. */
function fetchedUrls(spy: {mock: {calls: unknown[][]}}): string[] {
  return spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}

/**
 * @backs guides/getting-started#wait-for-loading-before-calling-on-mount
 */
test('v3.mount-effect-before-api-url: on a fresh page load, a call from a child’s mount effect runs while `auth.loading` is `true` and before the provider has set its `apiUrl`, so it goes to the page’s own origin (a relative `/attestation/<nonce>`); once `auth.loading` is `false`, calls go to the `apiUrl`', async () => {
  // Tokens in storage, as a reload or an OAuth callback page finds them.
  window.localStorage.setItem('access_token', 'stand-in-access-from-earlier');
  window.localStorage.setItem('refresh_token', 'stand-in-refresh-from-earlier');
  // The page's own origin answers every request with a 404 (it serves the app, not the API).
  standIn.server.use(
    http.all(`${window.location.origin}/*`, () => HttpResponse.json({message: 'the page'}, {status: 404})),
  );
  const spy = vi.spyOn(globalThis, 'fetch');
  const {OpenSecretProvider, useOpenSecret} = SDK['3.2.0'];
  const seen: {context?: Context; loadingAtMount?: boolean; onMount?: Promise<string | undefined>} = {};
  function Child(): ReactNode {
    const context = useOpenSecret();
    seen.context = context;
    useEffect(() => {
      seen.loadingAtMount = context.auth.loading;
      seen.onMount = context.get('theme');
    }, []);
    return null;
  }
  render(createElement(OpenSecretProvider, {apiUrl: API_URL, clientId: CLIENT_ID, children: createElement(Child)}));
  expect(seen.loadingAtMount).toBe(true);
  expect(await call(() => seen.onMount!)).toBeUndefined();
  const [first] = fetchedUrls(spy);
  expect(first).toMatch(/^\/attestation\/[0-9a-f-]{36}$/);
  expect(standIn.intercepted()[0]).toBe(`GET ${window.location.origin}${first}`);
  await waitFor(() => {
    if (seen.context?.auth.loading !== false) throw new Error('auth.loading is still true');
  });
  spy.mockClear();
  await call(() => seen.context!.get('theme'));
  const later = fetchedUrls(spy);
  expect(later.length).toBeGreaterThan(0);
  for (const url of later) expect(url.startsWith(`${API_URL}/`), url).toBe(true);
});
