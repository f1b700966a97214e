/**
 * The stand-in itself: an SDK call it has no route for, or a request to an origin it does not
 * serve, fails at once with a message naming the request, so a new SDK call shows up as a
 * failing test rather than a hang. (Plain tests: these state nothing about the SDK.)
 */
import {renderHook, waitFor} from '@testing-library/react';
import {createElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {SDK} from './support/releases';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

describe('the stand-in', () => {
  it('answers a path it has no route for with a 404 naming the method and the path', async () => {
    const response = await fetch('http://localhost:3000/no/such/route?x=1', {method: 'PATCH'});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({status: 404, message: 'stand-in: no route for PATCH /no/such/route'});
  });

  it('makes an SDK call it does not serve reject with that message', async () => {
    await signedIn('3.2.0');
    // The developer platform's calls are no part of these docs, so the stand-in serves none of them.
    const {OpenSecretDeveloper, useOpenSecretDeveloper} = SDK['3.2.0'];
    const wrapper = ({children}: {children: ReactNode}): ReactNode =>
      createElement(OpenSecretDeveloper, {apiUrl: LOOPBACK_ORIGIN, children});
    const view = renderHook(() => useOpenSecretDeveloper(), {wrapper});
    await waitFor(() => {
      if (view.result.current.auth.loading) throw new Error('auth.loading is still true');
    });
    expect(await rejection(() => view.result.current.listOrganizations())).toEqual(
      new Error('stand-in: no route for GET /platform/orgs'),
    );
  });

  it('fails a request to an origin it does not serve', async () => {
    await expect(fetch('https://example.org/')).rejects.toThrow();
    expect(standIn.intercepted()).toEqual(['GET https://example.org/']);
  });

  it('serves the encrypted API only to a known session, with a body that opens with its key', async () => {
    const {sdk} = await signedIn('1.1.0');
    await call(() => sdk().put('k', 'v'));
    const [put] = standIn.log.to('/protected/kv/k');
    const replay = (headers: Record<string, string>, body: string | undefined): Promise<Response> =>
      fetch(put.url, {method: 'PUT', headers, body});
    const unknownSession = await replay({...put.headers, 'x-session-id': crypto.randomUUID()}, put.rawBody);
    expect(unknownSession.status).toBe(400);
    const plainBody = await replay(put.headers, JSON.stringify({encrypted: btoa('not sealed')}));
    expect(await plainBody.json()).toEqual({
      status: 400,
      message: 'stand-in: request body does not open with the session key',
    });
    const noToken = await replay({...put.headers, authorization: ''}, put.rawBody);
    expect(noToken.status).toBe(401);
  });
});
