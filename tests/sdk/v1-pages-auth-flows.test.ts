/**
 * GitHub and Google sign-in in 1.1.0, as its authentication guide describes them: what the
 * start and the callback send, check and store.
 */
import {expect} from 'vitest';
import {STAND_IN_OAUTH_CODE, oauthEmail} from './stand-in/routes/oauth';
import {test} from './support/behaviour';
import {CLIENT_ID, call, renderSdk} from './support/render';
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
