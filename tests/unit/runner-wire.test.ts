/**
 * What the preview frame keeps and shows (src/runner/frame/storage.ts, wire.ts, network.ts): its
 * own storage in memory, reported on each change; each exchange with the stand-in, with the
 * headers that matter and each sealed body opened with the session key; and no request to any
 * other origin, which fails as an unreachable host does and is reported.
 */
import {describe, expect, it, vi} from 'vitest';
import {installStorage, MemoryStorage} from '../../src/runner/frame/storage';
import {standInFetch} from '../../src/runner/frame/network';
import {streamPayloads, wireBody, wireExchange} from '../../src/runner/frame/wire';
import {Backend} from '../../src/stand-in/backend';
import {StandInCore} from '../../src/stand-in/core';
import {randomSessionKey, sealText} from '../../src/stand-in/session-crypto';
import type {WireExchange} from '../../src/runner/protocol';

describe('MemoryStorage', () => {
  it('keeps strings like the browser storage and reports each change', () => {
    const changed = vi.fn();
    const storage = new MemoryStorage(changed);
    storage.setItem('a', '1');
    storage.setItem('b', 2);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.getItem('missing')).toBeNull();
    expect([storage.length, storage.key(0), storage.key(5)]).toEqual([2, 'a', null]);
    storage.removeItem('missing');
    storage.removeItem('a');
    expect(storage.entries()).toEqual([['b', '2']]);
    storage.clear();
    storage.clear();
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it("takes the window's storage names", () => {
    const target = {} as Window;
    const {local, session} = installStorage(target, () => undefined);
    target.localStorage.setItem('token', 't');
    expect(local.getItem('token')).toBe('t');
    expect(target.sessionStorage).toBe(session);
  });
});

describe('the wire', () => {
  const key = randomSessionKey();

  it('opens a sealed body with the session key and leaves a plain one as it travelled', () => {
    const sealed = JSON.stringify({encrypted: sealText(key, JSON.stringify({value: 'secret'}))});
    expect(wireBody(sealed, key)).toEqual({raw: sealed, opened: {value: 'secret'}});
    expect(wireBody(sealed, randomSessionKey())).toEqual({raw: sealed});
    expect(wireBody('{"plain":true}', key)).toEqual({raw: '{"plain":true}'});
    expect(wireBody(sealed, undefined)).toEqual({raw: sealed});
  });

  it('opens an event stream payload by payload', () => {
    const one = sealText(key, '{"delta":"Hel"}');
    const two = sealText(key, '{"delta":"lo"}');
    expect(streamPayloads(`data: ${one}\n\ndata: ${two}\n\ndata: [DONE]\n\n`, key)).toEqual([
      {raw: one, opened: {delta: 'Hel'}},
      {raw: two, opened: {delta: 'lo'}},
      {raw: '[DONE]'},
    ]);
  });

  it('shows the headers that matter and both sides of a sealed exchange', async () => {
    const backend = new Backend();
    backend.sessions.set('session-1', key);
    const body = JSON.stringify({encrypted: sealText(key, JSON.stringify({value: 'v'}))});
    const headers = new Headers({
      authorization: 'Bearer token-1',
      'x-session-id': 'session-1',
      'content-type': 'application/json',
      'user-agent': 'left out',
    });
    const answer = Response.json({encrypted: sealText(key, JSON.stringify({ok: true}))});
    const exchange = await wireExchange(
      7,
      {method: 'PUT', url: 'http://localhost:3000/protected/kv/a', headers, body},
      answer,
      backend,
    );
    expect(exchange).toEqual({
      id: 7,
      method: 'PUT',
      url: 'http://localhost:3000/protected/kv/a',
      headers: {authorization: 'Bearer token-1', 'x-session-id': 'session-1', 'content-type': 'application/json'},
      status: 200,
      request: {raw: body, opened: {value: 'v'}},
      response: {raw: expect.stringContaining('"encrypted"') as string, opened: {ok: true}},
    });
  });
});

describe("the frame's fetch", () => {
  it('answers the API URL from the stand-in, and a path it does not know with a 404 that names it', async () => {
    const exchanges: WireExchange[] = [];
    const fetch = standInFetch(new StandInCore(), 'http://localhost:3000', (exchange) => exchanges.push(exchange));
    const response = await fetch('http://localhost:3000/no/such/path');
    expect(response.status).toBe(404);
    expect(exchanges).toMatchObject([
      {id: 1, method: 'GET', status: 404, note: 'stand-in: no route for GET /no/such/path'},
    ]);
  });

  it('sends nothing to another origin: the request fails and the wire says why', async () => {
    const exchanges: WireExchange[] = [];
    const core = new StandInCore();
    const fetch = standInFetch(core, 'http://localhost:3000', (exchange) => exchanges.push(exchange));
    await expect(fetch('https://api.example.com/steal', {method: 'POST', body: 'x'})).rejects.toThrow(TypeError);
    expect(exchanges).toEqual([
      {
        id: 1,
        method: 'POST',
        url: 'https://api.example.com/steal',
        headers: {},
        status: 0,
        note: 'not sent: the preview reaches only the stand-in at http://localhost:3000',
      },
    ]);
    expect(core.log.all()).toEqual([]);
  });
});
