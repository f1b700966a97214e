/**
 * The session and the requests around it, as a security reader needs them: a session that
 * outlives a change of user and has no expiry, requests sent again with their secrets (a
 * password after a 400, a call after both a 401 and a 400), and what the console shows of a
 * URL that carries secrets outside the encrypted body.
 */
import {expect, vi} from 'vitest';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody} from './support/wire';

const withoutNonces = (lines: readonly string[]): string[] =>
  lines.map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

/**
 * @backs security#the-handshake
 * @backs security#where-tokens-keys-and-the-session-live
 */
test('sign-in-keeps-session: signing in as another user replaces the tokens but keeps the session: the new user’s requests go out with the same session ID and no new handshake', async (release) => {
  const {sdk} = await signedIn(release);
  const first = {
    sessionId: window.sessionStorage.getItem('sessionId'),
    access: window.localStorage.getItem('access_token'),
  };
  standIn.backend.createAccount({email: 'next@example.com', password: 'another passphrase'});
  await call(() => sdk().signIn('next@example.com', 'another passphrase'));
  expect(sdk().auth.user?.user.email).toBe('next@example.com');
  expect(window.localStorage.getItem('access_token')).not.toBe(first.access);
  expect(window.sessionStorage.getItem('sessionId')).toBe(first.sessionId);
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
  const [, secondLogin] = standIn.log.to('/login');
  expect(secondLogin.headers['x-session-id']).toBe(first.sessionId);
});

/**
 * @backs security#the-handshake
 * @backs security#what-only-the-server-decides
 */
test('session-has-no-expiry: a stored session has no expiry on the client: thirty days later by the clock, a call still uses it', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await call(() => sdk().put('k', 'a month later'));
  expect(standIn.log.lines().slice(signInRequests)).toEqual(['PUT /protected/kv/k']);
});

/**
 * @backs security#requests-the-sdk-sends-again
 */
test('password-resent-after-bad-request: a sign-in answered 400 is sent again after a new handshake: the email and the password go out twice, each time encrypted for its own session', async (release) => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  standIn.faults.add({path: '/login', status: 400, body: {json: {status: 400, message: 'stand-in: bad request'}}});
  const {sdk} = await renderSdk(release);
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(withoutNonces(standIn.log.lines())).toEqual([
    'GET /attestation/<nonce>',
    'POST /key_exchange',
    'POST /login',
    'GET /attestation/<nonce>',
    'POST /key_exchange',
    'POST /login',
    'GET /protected/user',
  ]);
  const logins = standIn.log.to('/login');
  expect(logins[0].headers['x-session-id']).not.toBe(logins[1].headers['x-session-id']);
  for (const login of logins) {
    const key = standIn.backend.sessions.get(login.headers['x-session-id'])!;
    expect(openBody(login, key)).toMatchObject({email: EMAIL, password: PASSWORD});
  }
});

/**
 * @backs security#requests-the-sdk-sends-again
 */
test('resends-stack: a call answered 401 and then 400 is sent three times: after a token refresh, then after a new handshake', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  const path = '/protected/kv/k';
  standIn.faults.add({path, status: 401, body: {json: {status: 401, message: 'stand-in: token expired'}}});
  standIn.faults.add({path, status: 400, body: {json: {status: 400, message: 'stand-in: bad request'}}});
  await call(() => sdk().put('k', 'v'));
  expect(withoutNonces(standIn.log.lines().slice(signInRequests))).toEqual([
    `PUT ${path}`,
    'POST /refresh',
    `PUT ${path}`,
    'GET /attestation/<nonce>',
    'POST /key_exchange',
    `PUT ${path}`,
  ]);
  expect(await call(() => sdk().get('k'))).toBe('v');
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs 3.2.0 guides/key-value-storage#security-notes
 * @backs 3.2.0 guides/cryptographic-operations#4-export-a-recovery-phrase-only-on-request
 * @backs 3.2.0 guides/cryptographic-operations#security-notes
 * @backs 3.2.0 guides/getting-started#security-notes
 */
test('console-401-url-query: after a 401 the console shows the full URL of the request, storage key and query string included, such as the derivation path of `getPrivateKey`, but not the recovery phrase `getPrivateKey` then resolves', async (release) => {
  const {sdk} = await signedIn(release);
  standIn.backend.expireAccessTokens();
  await call(() => sdk().put('diary.2025-06-01', 'private'));
  expect(consoleText()).toContain(
    'log: Received 401 for URL http://localhost:3000/protected/kv/diary.2025-06-01, attempting to refresh token',
  );
  standIn.backend.expireAccessTokens();
  const {mnemonic} = await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: "m/44'/0'/0'/0/0"}));
  expect(consoleText()).toContain(
    "log: Received 401 for URL http://localhost:3000/protected/private_key?seed_phrase_derivation_path=m%2F44'%2F0'%2F0'%2F0%2F0, attempting to refresh token",
  );
  expect(consoleText()).not.toContain(mnemonic);
});
