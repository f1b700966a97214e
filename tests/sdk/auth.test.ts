/**
 * Accounts on the client: what sign-in, sign-up and guest accounts send and store, what
 * sign-out sends and removes, and what a provider does with stored tokens when it mounts.
 */
import {expect} from 'vitest';
import {inBothReleases} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

inBothReleases({'3.2.0': 'v3.sign-in-stores-tokens', '1.1.0': 'v1.sign-in-stores-tokens'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.sign-up-stores-tokens', '1.1.0': 'v1.sign-up-stores-tokens'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.guest-accounts', '1.1.0': 'v1.guest-accounts'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.sign-out-clears', '1.1.0': 'v1.sign-out-clears'}, async (release) => {
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

inBothReleases(
  {'3.2.0': 'v3.sign-out-survives-logout-failure', '1.1.0': 'v1.sign-out-survives-logout-failure'},
  async (release) => {
    const {sdk} = await signedIn(release);
    standIn.faults.add({path: '/logout', status: 500, body: {json: {status: 500, message: 'stand-in: logout failed'}}});
    await call(() => sdk().signOut());
    expect(storageKeys()).toEqual([]);
    expect(sdk().auth.user).toBeUndefined();
    expect(consoleText()).toContain('error: Error during logout: Error: stand-in: logout failed');
  },
);

inBothReleases({'3.2.0': 'v3.mount-restores-user', '1.1.0': 'v1.mount-restores-user'}, async (release) => {
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

inBothReleases({'3.2.0': 'v3.signed-out-calls-reject', '1.1.0': 'v1.signed-out-calls-reject'}, async (release) => {
  const {sdk} = await renderSdk(release);
  for (const run of [() => sdk().put('k', 'v'), () => sdk().list(), () => sdk().del('k')]) {
    expect(await rejection(run)).toEqual(new Error('No access token available'));
  }
  expect(standIn.intercepted()).toEqual([]);
});
