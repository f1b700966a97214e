/**
 * GitHub and Google sign-in in 1.1.0, as its authentication guide describes them: what the
 * start and the callback send, check and store; and which of 1.1.0's calls send the access token.
 */
import {expect} from 'vitest';
import {STAND_IN_OAUTH_CODE, oauthEmail} from '../../src/stand-in/routes/oauth';
import {test} from './support/behaviour';
import {CLIENT_ID, PASSWORD, call, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/**
 * @backs guides/authentication#sign-in-with-github-or-google
 * @backs guides/authentication#how-authentication-works
 */
test('v1.oauth-start: `initiateGitHubAuth("")` sends only the client ID in its encrypted `POST /auth/github`, with an invite code it adds `invite_code` unchanged (`initiateGoogleAuth` alike), and each resolves the server’s `auth_url` and `csrf_token` without storing anything but the session', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const github = await call(() => sdk().initiateGitHubAuth(''));
  const google = await call(() => sdk().initiateGoogleAuth('Invite-ABC'));
  expect(standIn.log.to('/auth/github')[0].decryptedBody).toEqual({client_id: CLIENT_ID});
  expect(standIn.log.to('/auth/google')[0].decryptedBody).toEqual({invite_code: 'Invite-ABC', client_id: CLIENT_ID});
  expect(github.auth_url).toMatch(/^https:\/\/github\.stand-in\.test\/authorize\?state=/);
  expect(google.csrf_token).toMatch(/^stand-in-state-/);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

/**
 * @backs guides/authentication#sign-in-with-github-or-google
 * @backs guides/authentication#how-authentication-works
 */
test('v1.oauth-callback: `handleGoogleCallback` sends only `{code, state, invite_code}` (no client ID, no `Authorization`), accepts a `state` that is not the `csrf_token` without comparing them, stores both tokens, loads the user and resolves no value', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const {csrf_token: csrf} = await call(() => sdk().initiateGoogleAuth(''));
  const code = STAND_IN_OAUTH_CODE;
  const outcome = await call<unknown>(() => sdk().handleGoogleCallback(code, 'not-the-csrf-token', 'Invite-ABC'));
  expect(outcome).toBeUndefined();
  const [callback] = standIn.log.to('/auth/google/callback');
  expect(callback.decryptedBody).toEqual({code, state: 'not-the-csrf-token', invite_code: 'Invite-ABC'});
  expect(callback.headers.authorization).toBeUndefined();
  expect('not-the-csrf-token').not.toBe(csrf);
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(sdk().auth.user?.user.email).toBe(oauthEmail('google'));
  expect(standIn.log.lines().at(-1)).toBe('GET /protected/user');
});

/**
 * @backs guides/authentication#security-notes
 */
test('v1.token-on-every-protected-call: every call through the request helper sends the stored access token in `Authorization`: the user, key-value storage, change password, the verification email, the private and public key, signing, encryption and decryption, third-party tokens and guest conversion; sign-in, sign-up, logout and the OAuth callback send none', async () => {
  const {sdk} = await signedIn('1.1.0');
  const access = window.localStorage.getItem('access_token');
  expect(access).not.toBeNull();
  const before = standIn.log.all().length;
  await call(() => sdk().refetchUser());
  await call(() => sdk().put('k', 'v'));
  await call(() => sdk().get('k'));
  await call(() => sdk().list());
  await call(() => sdk().del('k'));
  await call(() => sdk().requestNewVerificationEmail());
  await call(() => sdk().getPrivateKey());
  await call(() => sdk().getPublicKey('schnorr'));
  await call(() => sdk().signMessage(new TextEncoder().encode('hello'), 'schnorr'));
  const {encrypted_data} = await call(() => sdk().encryptData('plain'));
  await call(() => sdk().decryptData(encrypted_data));
  await call(() => sdk().generateThirdPartyToken('https://service.example.com'));
  await call(() => sdk().changePassword(PASSWORD, 'a new passphrase'));
  const asUser = standIn.log.all().slice(before);
  expect(new Set(asUser.map((request) => `${request.method} ${request.path.replace(/\/k$/, '/:key')}`))).toEqual(
    new Set([
      'GET /protected/user',
      'PUT /protected/kv/:key',
      'GET /protected/kv/:key',
      'GET /protected/kv',
      'DELETE /protected/kv/:key',
      'POST /protected/request_verification',
      'GET /protected/private_key',
      'GET /protected/public_key',
      'POST /protected/sign_message',
      'POST /protected/encrypt',
      'POST /protected/decrypt',
      'POST /protected/third_party_token',
      'POST /protected/change_password',
    ]),
  );
  expect(asUser.map((request) => request.headers.authorization)).toEqual(asUser.map(() => `Bearer ${access ?? ''}`));
  // A guest's upgrade goes out with the guest's token.
  await call(() => sdk().signOut());
  await call(() => sdk().signUpGuest(PASSWORD, 'guest-code'));
  const guestToken = window.localStorage.getItem('access_token');
  await call(() => sdk().convertGuestToUserAccount('new@example.com', 'another passphrase'));
  expect(standIn.log.to('/protected/convert_guest')[0].headers.authorization).toBe(`Bearer ${guestToken ?? ''}`);
  // The calls that make or end a session carry none.
  await call(() => sdk().handleGitHubCallback(STAND_IN_OAUTH_CODE, 'state', ''));
  for (const path of ['/login', '/register', '/logout', '/auth/github/callback']) {
    const requests = standIn.log.to(path);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.headers.authorization)).toEqual(requests.map(() => undefined));
  }
});
