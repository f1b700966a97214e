/**
 * The session and the requests around it, as a security reader needs them: the session key
 * handed to the page, a session that outlives a change of user, requests sent again with
 * their secrets (a password after a 400, a call after both a 401 and a 400), URLs that carry
 * secrets outside the encrypted body, and what the console shows of them.
 */
import {expect, vi} from 'vitest';
import {inBothReleases} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

const withoutNonces = (lines: readonly string[]): string[] =>
  lines.map((line) => line.replace(/^GET \/attestation\/.*$/, 'GET /attestation/<nonce>'));

inBothReleases(
  {'3.2.0': 'v3.get-attestation-hands-session-key', '1.1.0': 'v1.get-attestation-hands-session-key'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const requests = standIn.log.lines().length;
    const stored = await call(() => sdk().getAttestation());
    expect(stored.sessionKey).toEqual(storedSessionKey());
    expect(stored.sessionId).toBe(window.sessionStorage.getItem('sessionId'));
    // Another URL gets the same stored session: there is one slot per tab.
    const elsewhere = await call(() => sdk().getAttestation(false, 'https://enclave.stand-in.test'));
    expect(elsewhere.sessionId).toBe(stored.sessionId);
    expect(standIn.log.lines()).toHaveLength(requests);
    const renewed = await call(() => sdk().getAttestation(true));
    expect(withoutNonces(standIn.log.lines().slice(requests))).toEqual([
      'GET /attestation/<nonce>',
      'POST /key_exchange',
    ]);
    expect(renewed.sessionId).not.toBe(stored.sessionId);
    expect(renewed.sessionKey).toEqual(storedSessionKey());
    expect(renewed.sessionKey).toEqual(standIn.backend.sessions.get(String(renewed.sessionId)));
  },
);

inBothReleases({'3.2.0': 'v3.sign-in-keeps-session', '1.1.0': 'v1.sign-in-keeps-session'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.session-has-no-expiry', '1.1.0': 'v1.session-has-no-expiry'}, async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await call(() => sdk().put('k', 'a month later'));
  expect(standIn.log.lines().slice(signInRequests)).toEqual(['PUT /protected/kv/k']);
});

inBothReleases(
  {'3.2.0': 'v3.password-resent-after-bad-request', '1.1.0': 'v1.password-resent-after-bad-request'},
  async (release) => {
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
  },
);

inBothReleases({'3.2.0': 'v3.resends-stack', '1.1.0': 'v1.resends-stack'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.console-401-url-query', '1.1.0': 'v1.console-401-url-query'}, async (release) => {
  const {sdk} = await signedIn(release);
  standIn.backend.expireAccessTokens();
  await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: "m/44'/0'/0'/0/0"}));
  expect(consoleText()).toContain(
    "log: Received 401 for URL http://localhost:3000/protected/private_key?seed_phrase_derivation_path=m%2F44'%2F0'%2F0'%2F0%2F0, attempting to refresh token",
  );
});
