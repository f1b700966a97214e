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

inBothReleases(
  'sign-in-stores-tokens',
  {
    title:
      '`signIn` sends the email, the password and the client ID in an encrypted `POST /login`, stores `access_token` and `refresh_token` in `localStorage` and resolves once `auth.user` is loaded',
    pages: [
      'security#where-tokens-keys-and-the-session-live',
      'guides/authentication#how-authentication-works',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/getting-started#build-a-first-app',
    ],
    also: {
      '3.2.0': [
        'guides/authentication#sign-in',
        'guides/getting-started#security-notes',
        'guides/authentication#security-notes',
        'guides/key-value-storage#security-notes',
        'guides/cryptographic-operations#security-notes',
      ],
      '1.1.0': ['registration'],
    },
  },
  async (release) => {
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
  },
);

inBothReleases(
  'sign-up-stores-tokens',
  {
    title:
      '`signUp` sends the email, the password, the invite code lower-cased, the client ID and the name in an encrypted `POST /register` and stores both tokens in `localStorage`',
    pages: ['security#where-tokens-keys-and-the-session-live', 'guides/authentication#sign-up-with-email-and-password'],
    also: {'3.2.0': ['guides/authentication#how-authentication-works']},
  },
  async (release) => {
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
  },
);

inBothReleases(
  'guest-accounts',
  {
    title: {
      '3.2.0':
        '`signUpGuest` registers with the password and the lower-cased invite code only, stores both tokens and returns them too; `signInGuest` sends the ID, the password and the client ID',
      '1.1.0':
        '`signUpGuest` registers with the password, the lower-cased invite code and the client ID (no email), stores both tokens and returns them too; `signInGuest` sends the ID, the password and the client ID',
    },
    pages: [
      'security#where-tokens-keys-and-the-session-live',
      'security#calls-that-hand-secrets-to-your-page',
      'guides/guest-accounts#create-a-guest-account',
      'guides/guest-accounts#sign-a-guest-back-in',
      'guides/guest-accounts#how-guest-accounts-work',
    ],
  },
  async (release) => {
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
  },
);

inBothReleases(
  'sign-out-clears',
  {
    title:
      '`signOut` sends the refresh token in an encrypted `POST /logout` without an `Authorization` header, then removes `access_token`, `refresh_token`, `sessionKey` and `sessionId` from storage, and nothing else',
    pages: [
      'security#the-handshake',
      'security#where-tokens-keys-and-the-session-live',
      'guides/authentication#sign-out',
      'guides/remote-attestation#how-the-sdk-uses-it',
    ],
    also: {
      '3.2.0': [
        'migration#what-did-not-change',
        '#the-enclave-model-in-plain-words',
        'guides/account-deletion#what-happens-to-the-session',
        'registration#configuring-the-project',
      ],
      '1.1.0': ['/docs/3.x/migration#what-did-not-change'],
    },
  },
  async (release) => {
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
  },
);

inBothReleases(
  'sign-out-survives-logout-failure',
  {
    title:
      '`signOut` resolves and removes the tokens and the session even when the logout request fails; the failure is only logged',
    pages: [
      'security#where-tokens-keys-and-the-session-live',
      'security#what-only-the-server-decides',
      'guides/authentication#sign-out',
    ],
    also: {
      '3.2.0': [
        'guides/getting-started#what-can-fail',
        'guides/account-deletion#what-happens-to-the-session',
        'guides/authentication#what-can-fail',
      ],
    },
  },
  async (release) => {
    const {sdk} = await signedIn(release);
    standIn.faults.add({path: '/logout', status: 500, body: {json: {status: 500, message: 'stand-in: logout failed'}}});
    await call(() => sdk().signOut());
    expect(storageKeys()).toEqual([]);
    expect(sdk().auth.user).toBeUndefined();
    expect(consoleText()).toContain('error: Error during logout: Error: stand-in: logout failed');
  },
);

inBothReleases(
  'mount-restores-user',
  {
    title:
      'a provider mounted with tokens stored fetches the user; when that fails, `auth.user` stays `undefined`, the error is logged and the tokens stay in `localStorage`',
    pages: [
      'security#where-tokens-keys-and-the-session-live',
      'guides/getting-started#read-the-sdk-context',
      'guides/authentication#the-auth-state',
    ],
  },
  async (release) => {
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
  },
);

inBothReleases(
  'signed-out-calls-reject',
  {
    title:
      'with no access token stored, `put`, `list` and `del` reject with "No access token available" and send nothing',
    pages: ['guides/getting-started#what-can-fail', 'guides/key-value-storage#what-can-fail'],
    also: {'3.2.0': ['guides/key-value-storage#how-it-works']},
  },
  async (release) => {
    const {sdk} = await renderSdk(release);
    for (const run of [() => sdk().put('k', 'v'), () => sdk().list(), () => sdk().del('k')]) {
      expect(await rejection(run)).toEqual(new Error('No access token available'));
    }
    expect(standIn.intercepted()).toEqual([]);
  },
);
