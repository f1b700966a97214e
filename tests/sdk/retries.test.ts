/**
 * Which requests the SDK sends again: after a 401 it refreshes the tokens and resends once;
 * after a 400, or an error whose message mentions an encryption error, it redoes the
 * attestation handshake and resends once. Any other failure is final.
 */
import {expect} from 'vitest';
import type {Fault} from './stand-in/faults';
import {inBothReleases} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const PATH = '/protected/kv/k';

function failing(status: number, message: string, times = 1): Fault {
  return {path: PATH, method: 'PUT', status, body: {json: {status, message}}, times};
}

/** The requests after sign-in, attestation nonces hidden. */
const after = (count: number): string[] =>
  standIn.log
    .lines()
    .slice(count)
    .map((line) => line.replace(/^GET \/attestation\/.*$/, 'GET /attestation/<nonce>'));

inBothReleases(
  {'3.2.0': 'v3.unauthorized-refreshes-and-resends', '1.1.0': 'v1.unauthorized-refreshes-and-resends'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const signInRequests = standIn.log.lines().length;
    const oldRefresh = window.localStorage.getItem('refresh_token');
    standIn.backend.expireAccessTokens();
    await call(() => sdk().put('k', 'v'));
    expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'POST /refresh', `PUT ${PATH}`]);
    expect(standIn.log.to('/refresh')[0].decryptedBody).toEqual({refresh_token: oldRefresh});
    const newAccess = window.localStorage.getItem('access_token') ?? '';
    expect(standIn.backend.accessTokens.has(newAccess)).toBe(true);
    expect(window.localStorage.getItem('refresh_token')).not.toBe(oldRefresh);
    expect(standIn.log.to(PATH)[1].headers.authorization).toBe(`Bearer ${newAccess}`);
    expect(consoleText()).toContain(
      `log: Received 401 for URL http://localhost:3000${PATH}, attempting to refresh token`,
    );
  },
);

inBothReleases({'3.2.0': 'v3.unauthorized-resent-once', '1.1.0': 'v1.unauthorized-resent-once'}, async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add(failing(401, 'stand-in: still unauthorized', Infinity));
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: still unauthorized'));
  expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'POST /refresh', `PUT ${PATH}`]);
});

inBothReleases(
  {'3.2.0': 'v3.failed-refresh-keeps-tokens', '1.1.0': 'v1.failed-refresh-keeps-tokens'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const signInRequests = standIn.log.lines().length;
    const tokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
    standIn.backend.expireAccessTokens();
    standIn.faults.add({
      path: '/refresh',
      status: 401,
      body: {json: {status: 401, message: 'stand-in: refresh token expired'}},
    });
    expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: refresh token expired'));
    expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'POST /refresh']);
    expect([window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')]).toEqual(tokens);
    expect(sdk().auth.user).toBeDefined();
  },
);

inBothReleases(
  {'3.2.0': 'v3.bad-request-renews-session', '1.1.0': 'v1.bad-request-renews-session'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const signInRequests = standIn.log.lines().length;
    const oldSession = window.sessionStorage.getItem('sessionId');
    standIn.faults.add(failing(400, 'stand-in: bad request'));
    await call(() => sdk().put('k', 'v'));
    expect(after(signInRequests)).toEqual([
      `PUT ${PATH}`,
      'GET /attestation/<nonce>',
      'POST /key_exchange',
      `PUT ${PATH}`,
    ]);
    const newSession = window.sessionStorage.getItem('sessionId');
    expect(newSession).not.toBe(oldSession);
    expect(standIn.log.to(PATH)[1].headers['x-session-id']).toBe(newSession);
    expect(consoleText()).toContain('log: Encryption error or Bad Request, attempting to renew attestation');
  },
);

inBothReleases({'3.2.0': 'v3.bad-request-resent-once', '1.1.0': 'v1.bad-request-resent-once'}, async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add(failing(400, 'stand-in: still a bad request', Infinity));
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: still a bad request'));
  expect(after(signInRequests)).toEqual([
    `PUT ${PATH}`,
    'GET /attestation/<nonce>',
    'POST /key_exchange',
    `PUT ${PATH}`,
  ]);
});

inBothReleases(
  {'3.2.0': 'v3.encryption-error-renews-session', '1.1.0': 'v1.encryption-error-renews-session'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const signInRequests = standIn.log.lines().length;
    standIn.faults.add(failing(500, 'Encryption error: stand-in could not open the body'));
    await call(() => sdk().put('k', 'v'));
    expect(after(signInRequests)).toEqual([
      `PUT ${PATH}`,
      'GET /attestation/<nonce>',
      'POST /key_exchange',
      `PUT ${PATH}`,
    ]);
  },
);

inBothReleases({'3.2.0': 'v3.server-error-not-resent', '1.1.0': 'v1.server-error-not-resent'}, async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add(failing(500, 'stand-in: internal error'));
  standIn.faults.add({...failing(503, 'stand-in: unavailable'), path: '/protected/kv', method: 'GET'});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: internal error'));
  expect(await rejection(() => sdk().list())).toEqual(new Error('stand-in: unavailable'));
  expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'GET /protected/kv']);
});
