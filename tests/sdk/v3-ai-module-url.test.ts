/**
 * The API URL inside 3.2.0's module is set by the provider's effect and stays for the life of
 * the page. This file holds one test, so that no provider has mounted in its module instance
 * before the test starts.
 */
import * as sdk3 from '@opensecret/react';
import {expect, vi} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

/** The URL of each `fetch` call, as the SDK passed it. */
function fetchedUrls(spy: {mock: {calls: unknown[][]}}): string[] {
  return spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}

/**
 * @backs guides/conversations#context-member-or-top-level-function
 * @backs guides/models#how-it-works
 * @backs guides/agents#authentication-without-the-context
 */
test('v3.top-level-before-provider: before any provider has mounted, a top-level function such as `listConversations` hands `fetch` relative URLs, which go to the page’s own origin, starting with `/attestation/<nonce>`, whose document gets the full check (an empty URL is none of the development URLs); once the provider’s effect has run, the same function addresses the provider’s `apiUrl`', async () => {
  // Tokens and a session in storage, as another tab or an earlier page would leave them.
  window.localStorage.setItem('access_token', 'stand-in-access-from-earlier');
  // This test needs the page and the API on one origin: the stand-in serves the page's origin
  // too, as a server that hosts both the app and the API would.
  standIn.servePageOrigin();
  const spy = vi.spyOn(globalThis, 'fetch');
  const error = await rejection(() => sdk3.listConversations());
  const [attestation] = fetchedUrls(spy);
  expect(attestation).toMatch(/^\/attestation\/[0-9a-f-]{36}$/);
  // The relative URL resolves against the page.
  expect(window.location.origin).toBe('http://app.stand-in.test');
  expect(standIn.intercepted()).toEqual([`GET http://app.stand-in.test${attestation}`]);
  // An empty URL is none of the three development URLs, so the document gets the full check.
  expect(error).toEqual(
    new Error("Couldn't process attestation document: Root cert does not match first cert in attestation document."),
  );
  // Once a provider has mounted, the same function addresses the provider's URL.
  await signedIn('3.2.0');
  spy.mockClear();
  await call(() => sdk3.listConversations());
  expect(fetchedUrls(spy)).toEqual([`${LOOPBACK_ORIGIN}/v1/conversations`]);
});
