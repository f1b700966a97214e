/**
 * Accounts on the client: what sign-in, sign-up and guest accounts send and store, what
 * sign-out sends and removes, and what a provider does with stored tokens when it mounts.
 */
import {expect} from 'vitest';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/authentication#how-authentication-works
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/getting-started#build-a-first-app
 * @backs 3.2.0 guides/authentication#sign-in
 * @backs 3.2.0 guides/getting-started#security-notes
 * @backs 3.2.0 guides/authentication#security-notes
 * @backs 3.2.0 guides/key-value-storage#security-notes
 * @backs 3.2.0 guides/cryptographic-operations#security-notes
 * @backs 1.1.0 registration
 */
test('sign-in-stores-tokens: `signIn` sends the email, the password and the client ID in an encrypted `POST /login`, stores `access_token` and `refresh_token` in `localStorage` and resolves once `auth.user` is loaded', async (release) => {
  const account = standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk(release);
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(standIn.log.to('/login')[0].decryptedBody).toEqual({email: EMAIL, password: PASSWORD, client_id: CLIENT_ID});
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  const access = window.localStorage.getItem('access_token') ?? '';
  const refresh = window.localStorage.getItem('refresh_token') ?? '';
  expect(standIn.backend.accessTokens.get(access)).toBe(account.id);
  expect(standIn.backend.refreshTokens.get(refresh)).toBe(account.id);
  expect(sdk().auth.user?.user.id).toBe(account.id);
  expect(standIn.log.to('/protected/user')[0].headers.authorization).toBe(`Bearer ${access}`);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/authentication#sign-up-with-email-and-password
 * @backs 3.2.0 guides/authentication#how-authentication-works
 */
test('sign-up-stores-tokens: `signUp` sends the email, the password, the invite code lower-cased, the client ID and the name in an encrypted `POST /register` and stores both tokens in `localStorage`', async (release) => {
  const {sdk} = await renderSdk(release);
  await call(() => sdk().signUp(EMAIL, PASSWORD, 'Invite-ABC', 'Reader'));
  expect(standIn.log.to('/register')[0].decryptedBody).toEqual({
    email: EMAIL,
    password: PASSWORD,
    inviteCode: 'invite-abc',
    client_id: CLIENT_ID,
    name: 'Reader',
  });
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs security#calls-that-hand-secrets-to-your-page
 * @backs guides/guest-accounts#create-a-guest-account
 * @backs guides/guest-accounts#sign-a-guest-back-in
 * @backs guides/guest-accounts#how-guest-accounts-work
 */
test('guest-accounts: `signUpGuest` registers with the password, the lower-cased invite code and the client ID (no email), stores both tokens and returns them too; `signInGuest` sends the ID, the password and the client ID', async (release) => {
  const {sdk} = await renderSdk(release);
  const guest = await call(() => sdk().signUpGuest(PASSWORD, 'GUEST-code'));
  expect(standIn.log.to('/register')[0].decryptedBody).toEqual({
    password: PASSWORD,
    inviteCode: 'guest-code',
    client_id: CLIENT_ID,
  });
  expect(guest.access_token).toBe(window.localStorage.getItem('access_token'));
  expect(guest.refresh_token).toBe(window.localStorage.getItem('refresh_token'));
  await call(() => sdk().signOut());
  await call(() => sdk().signInGuest(guest.id, PASSWORD));
  expect(standIn.log.to('/login')[0].decryptedBody).toEqual({id: guest.id, password: PASSWORD, client_id: CLIENT_ID});
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(sdk().auth.user?.user.id).toBe(guest.id);
});

/**
 * @backs guides/guest-accounts#create-a-guest-account
 */
test('guest-sign-up-loads-user: `signUpGuest` resolves only after it has fetched the new guest into `auth.user`', async (release) => {
  const {sdk} = await renderSdk(release);
  let requestsWhenResolved: string[] = [];
  const guest = await call(async () => {
    const created = await sdk().signUpGuest(PASSWORD, '');
    requestsWhenResolved = standIn.log.lines();
    return created;
  });
  expect(requestsWhenResolved.slice(-2)).toEqual(['POST /register', 'GET /protected/user']);
  expect(sdk().auth.user?.user.id).toBe(guest.id);
});

/**
 * @backs security#the-handshake
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/authentication#sign-out
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs /docs/3.x/migration#what-did-not-change
 * @backs 3.2.0 #the-enclave-model-in-plain-words
 * @backs 3.2.0 guides/account-deletion#what-happens-to-the-session
 * @backs 3.2.0 registration#configuring-the-project
 */
test('sign-out-clears: `signOut` sends the refresh token in an encrypted `POST /logout` without an `Authorization` header, then removes `access_token`, `refresh_token`, `sessionKey` and `sessionId` from storage, and nothing else', async (release) => {
  const {sdk} = await signedIn(release);
  window.localStorage.setItem('app-theme', 'dark');
  window.sessionStorage.setItem('app-draft', 'unsent');
  const refreshToken = window.localStorage.getItem('refresh_token');
  await call(() => sdk().signOut());
  const [logout] = standIn.log.to('/logout');
  expect(logout.method).toBe('POST');
  expect(logout.decryptedBody).toEqual({refresh_token: refreshToken});
  expect(logout.headers.authorization).toBeUndefined();
  expect(storageKeys()).toEqual(['local:app-theme', 'session:app-draft']);
  expect(sdk().auth).toEqual({loading: false, user: undefined});
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs security#what-only-the-server-decides
 * @backs guides/authentication#sign-out
 * @backs guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/account-deletion#what-happens-to-the-session
 * @backs 3.2.0 guides/authentication#what-can-fail
 */
test('sign-out-survives-logout-failure: `signOut` resolves and removes the tokens and the session even when the logout request fails; the failure is only logged', async (release) => {
  const {sdk} = await signedIn(release);
  standIn.faults.add({path: '/logout', status: 500, body: {json: {status: 500, message: 'stand-in: logout failed'}}});
  await call(() => sdk().signOut());
  expect(storageKeys()).toEqual([]);
  expect(sdk().auth.user).toBeUndefined();
  expect(consoleText()).toContain('error: Error during logout: Error: stand-in: logout failed');
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/getting-started#read-the-sdk-context
 * @backs guides/authentication#the-auth-state
 */
test('mount-restores-user: a provider mounted with tokens stored fetches the user; when that fails, `auth.user` stays `undefined`, the error is logged and the tokens stay in `localStorage`', async (release) => {
  const first = await signedIn(release);
  first.unmount();
  standIn.faults.add({
    path: '/protected/user',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: unavailable'}},
  });
  const {sdk} = await renderSdk(release);
  expect(sdk().auth.user).toBeUndefined();
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(consoleText()).toContain('error: Failed to fetch user: Error: stand-in: unavailable');
});

/**
 * @backs guides/getting-started#what-can-fail
 * @backs guides/key-value-storage#what-can-fail
 * @backs 3.2.0 guides/key-value-storage#how-it-works
 */
test('signed-out-calls-reject: with no access token stored, `put`, `list` and `del` reject with "No access token available" and send nothing', async (release) => {
  const {sdk} = await renderSdk(release);
  for (const run of [() => sdk().put('k', 'v'), () => sdk().list(), () => sdk().del('k')]) {
    expect(await rejection(run)).toEqual(new Error('No access token available'));
  }
  expect(standIn.intercepted()).toEqual([]);
});
