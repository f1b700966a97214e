/**
 * Which requests the SDK sends again: after a 401 it refreshes the tokens and resends once;
 * after a 400, or an error whose message mentions an encryption error, it redoes the
 * attestation handshake and resends once. Any other failure is final.
 */
import {expect} from 'vitest';
import type {Fault} from '../../src/stand-in/faults';
import {test} from './support/behaviour';
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
    .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs security#requests-the-sdk-sends-again
 * @backs security#what-only-the-server-decides
 * @backs guides/authentication#how-authentication-works
 * @backs guides/key-value-storage#how-it-works
 * @backs guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/account-deletion#what-can-fail
 * @backs 3.2.0 guides/conversations#how-it-works
 * @backs 3.2.0 guides/conversations#what-can-fail
 * @backs 3.2.0 guides/responses#how-it-works
 * @backs 3.2.0 guides/instructions#how-it-works
 * @backs 3.2.0 guides/agents#authentication-without-the-context
 * @backs 3.2.0 guides/api-keys#managing-keys
 * @backs 3.2.0 guides/models#how-it-works
 * @backs 1.1.0 guides/data-encryption#what-can-fail
 */
test('unauthorized-refreshes-and-resends: after a 401 the SDK sends the refresh token in `POST /refresh`, stores the new pair in `localStorage` and sends the request once more with the new access token', async (release) => {
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
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/authentication#how-authentication-works
 * @backs guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/conversations#what-can-fail
 */
test('unauthorized-resent-once: a request answered 401 twice is sent twice with one refresh in between, then rejects with the second answer’s message', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add(failing(401, 'stand-in: still unauthorized', Infinity));
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: still unauthorized'));
  expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'POST /refresh', `PUT ${PATH}`]);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/authentication#keep-the-session-fresh
 * @backs guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/conversations#what-can-fail
 * @backs 3.2.0 guides/conversation-projects#what-can-fail
 * @backs 3.2.0 guides/responses#what-can-fail
 * @backs 3.2.0 guides/instructions#what-can-fail
 * @backs 3.2.0 guides/agents#what-can-fail
 * @backs 3.2.0 guides/models#what-can-fail
 */
test('failed-refresh-keeps-tokens: when the refresh fails, the call rejects with the refresh’s error and the old tokens stay in `localStorage`, with `auth.user` still set', async (release) => {
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
});

/**
 * @backs security#the-handshake
 * @backs security#requests-the-sdk-sends-again
 * @backs security#what-only-the-server-decides
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/getting-started#what-can-fail
 * @backs guides/key-value-storage#how-it-works
 * @backs 3.2.0 guides/account-deletion#what-can-fail
 * @backs 3.2.0 guides/models#what-can-fail
 * @backs #the-enclave-model-in-plain-words
 * @backs 3.2.0 guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs 3.2.0 guides/conversations#what-can-fail
 * @backs 3.2.0 guides/responses#how-it-works
 * @backs 3.2.0 guides/instructions#how-it-works
 * @backs 3.2.0 guides/agents#authentication-without-the-context
 * @backs 3.2.0 guides/api-keys#managing-keys
 * @backs 1.1.0 guides/authentication#how-authentication-works
 */
test('bad-request-renews-session: after a 400 the SDK redoes the attestation and key exchange, stores the new session and sends the request once more with the new `x-session-id`', async (release) => {
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
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/getting-started#what-can-fail
 * @backs guides/authentication#what-can-fail
 * @backs 3.2.0 guides/conversation-projects#what-can-fail
 * @backs 3.2.0 guides/responses#what-can-fail
 * @backs 3.2.0 guides/instructions#what-can-fail
 * @backs 3.2.0 guides/models#what-can-fail
 * @backs 1.1.0 guides/data-encryption#what-can-fail
 * @backs 1.1.0 guides/cryptographic-operations#what-can-fail
 * @backs 1.1.0 guides/third-party-tokens#what-can-fail
 */
test('bad-request-resent-once: a request answered 400 twice is sent twice with one new handshake in between, then rejects with the second answer’s message', async (release) => {
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

/**
 * @backs security#the-handshake
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs 3.2.0 #the-enclave-model-in-plain-words
 * @backs 3.2.0 guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/key-value-storage#how-it-works
 * @backs 3.2.0 guides/responses#how-it-works
 * @backs 3.2.0 guides/instructions#how-it-works
 * @backs 3.2.0 guides/agents#authentication-without-the-context
 * @backs 3.2.0 guides/models#what-can-fail
 */
test('encryption-error-renews-session: an error of any status whose message contains "Encryption error" also makes the SDK redo the handshake and send the request once more', async (release) => {
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
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/getting-started#what-can-fail
 * @backs guides/key-value-storage#what-can-fail
 */
test('server-error-not-resent: a 500 or 503 answer is final: the request is sent once and the call rejects with the answer’s message', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add(failing(500, 'stand-in: internal error'));
  standIn.faults.add({...failing(503, 'stand-in: unavailable'), path: '/protected/kv', method: 'GET'});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: internal error'));
  expect(await rejection(() => sdk().list())).toEqual(new Error('stand-in: unavailable'));
  expect(after(signInRequests)).toEqual([`PUT ${PATH}`, 'GET /protected/kv']);
});
