/**
 * Accounts in 1.1.0, as its docs describe them: the provider's settings and defaults, sign-ins
 * that resolve without a user, session upkeep, guest upgrades, and calls made without a session.
 */
import {renderHook} from '@testing-library/react';
import {expect} from 'vitest';
import {useOpenSecret} from 'opensecret-react-1.1.0';
import {STAND_IN_OAUTH_CODE} from '../../src/stand-in/routes/oauth';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/** Makes every request for the user fail, as a backend that cannot load it would. */
function failUserLoads(): void {
  standIn.faults.add({
    path: '/protected/user',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: user unavailable'}},
    times: Infinity,
  });
}

const tokens = (): (string | null)[] => [
  window.localStorage.getItem('access_token'),
  window.localStorage.getItem('refresh_token'),
];

/**
 * @backs guides/getting-started#what-can-fail
 */
test('v1.outside-provider-defaults: outside `OpenSecretProvider`, `useOpenSecret()` returns a default context whose `auth.loading` stays `true` and whose `signIn`, `signUp` and `signInGuest` resolve without sending or storing anything', async () => {
  const {result} = renderHook(() => useOpenSecret());
  expect(result.current.auth).toEqual({loading: true, user: undefined});
  expect(await call<unknown>(() => result.current.signIn(EMAIL, PASSWORD))).toBeUndefined();
  expect(await call<unknown>(() => result.current.signUp(EMAIL, PASSWORD, '', 'Reader'))).toBeUndefined();
  expect(await call<unknown>(() => result.current.signInGuest('guest-id', PASSWORD))).toBeUndefined();
  expect(result.current.auth).toEqual({loading: true, user: undefined});
  expect(standIn.intercepted()).toEqual([]);
  expect(storageKeys()).toEqual([]);
});

/**
 * @backs guides/getting-started#read-the-sdk-context
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 */
test('v1.context-echoes-settings: `clientId`, `apiUrl` and `pcrConfig` on the context are the values given to the provider', async () => {
  const pcrConfig = {pcr0Values: ['ab'.repeat(48)]};
  const {sdk} = await renderSdk('1.1.0', {pcrConfig});
  expect(sdk().clientId).toBe(CLIENT_ID);
  expect(sdk().apiUrl).toBe(LOOPBACK_ORIGIN);
  expect(sdk().pcrConfig).toBe(pcrConfig);
});

/**
 * @backs guides/getting-started#read-the-sdk-context
 */
test('v1.mount-needs-both-tokens: a provider mounted with only an access token stored sends nothing and ends with `auth` `{loading: false, user: undefined}`, leaving the token where it is', async () => {
  window.localStorage.setItem('access_token', 'stand-in-access-left-over');
  const {sdk} = await renderSdk('1.1.0');
  expect(sdk().auth).toEqual({loading: false, user: undefined});
  expect(standIn.intercepted()).toEqual([]);
  expect(storageKeys()).toEqual(['local:access_token']);
});

/**
 * @backs guides/getting-started#build-a-first-app
 * @backs guides/authentication#sign-in
 * @backs guides/authentication#sign-in-with-github-or-google
 * @backs guides/guest-accounts#create-a-guest-account
 * @backs guides/guest-accounts#sign-a-guest-back-in
 */
test('v1.sign-ins-resolve-without-user: `signIn`, `signUp`, `signUpGuest`, `signInGuest` and `handleGitHubCallback` store both tokens and resolve even when loading the user then fails: `auth.user` stays `undefined` and the failure is only logged; only `signUpGuest` resolves a value (`id` and the two tokens)', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('1.1.0');
  failUserLoads();
  const outcomes: unknown[] = [];
  const run = async (signIn: () => Promise<unknown>): Promise<void> => {
    outcomes.push(await call(signIn));
    expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
    expect(sdk().auth).toEqual({loading: false, user: undefined});
    await call(() => sdk().signOut());
  };
  await run(() => sdk().signIn(EMAIL, PASSWORD));
  await run(() => sdk().signUp('second@example.com', PASSWORD, ''));
  await run(() => sdk().signUpGuest(PASSWORD, ''));
  const guestId = (outcomes[2] as {id: string}).id;
  await run(() => sdk().signInGuest(guestId, PASSWORD));
  await run(() => sdk().handleGitHubCallback(STAND_IN_OAUTH_CODE, 'any-state', ''));
  expect(outcomes[0]).toBeUndefined();
  expect(outcomes[1]).toBeUndefined();
  expect(Object.keys(outcomes[2] as object).sort()).toEqual(['access_token', 'id', 'refresh_token']);
  expect(outcomes[3]).toBeUndefined();
  expect(outcomes[4]).toBeUndefined();
  expect(consoleText().match(/error: Failed to fetch user: Error: stand-in: user unavailable/g)).toHaveLength(5);
});

/**
 * @backs guides/authentication#keep-the-session-fresh
 */
test('v1.refresh-access-token: `refreshAccessToken` sends the stored refresh token to `POST /refresh`, stores the new pair and resolves it; a refused refresh rejects and leaves the tokens and `auth.user`; with no refresh token stored it rejects "No refresh token available" and sends nothing', async () => {
  const {sdk} = await signedIn('1.1.0');
  const [, oldRefresh] = tokens();
  const answer = await call(() => sdk().refreshAccessToken());
  expect(standIn.log.to('/refresh')[0].decryptedBody).toEqual({refresh_token: oldRefresh});
  expect(answer).toEqual({access_token: tokens()[0], refresh_token: tokens()[1]});
  expect(tokens()[1]).not.toBe(oldRefresh);
  // A refused refresh leaves the tokens and the user as they were.
  const before = tokens();
  standIn.faults.add({path: '/refresh', status: 401, body: {json: {status: 401, message: 'stand-in: refused'}}});
  expect(await rejection(() => sdk().refreshAccessToken())).toEqual(new Error('stand-in: refused'));
  expect(tokens()).toEqual(before);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  // With no refresh token stored it sends nothing.
  window.localStorage.removeItem('refresh_token');
  standIn.log.clear();
  expect(await rejection(() => sdk().refreshAccessToken())).toEqual(new Error('No refresh token available'));
  expect(standIn.log.lines()).toEqual([]);
});

/**
 * @backs guides/authentication#keep-the-session-fresh
 * @backs guides/authentication#what-can-fail
 * @backs guides/getting-started#what-can-fail
 */
test('v1.refetch-user-never-rejects: `refetchUser` resolves whatever happens: when loading the user fails it logs the error and sets `auth.user` to `undefined`, keeping the tokens; with a token missing it sends nothing and sets `auth.user` to `undefined` too', async () => {
  const {sdk} = await signedIn('1.1.0');
  const before = tokens();
  failUserLoads();
  expect(await call<unknown>(() => sdk().refetchUser())).toBeUndefined();
  expect(sdk().auth).toEqual({loading: false, user: undefined});
  expect(tokens()).toEqual(before);
  expect(consoleText()).toContain('error: Failed to fetch user: Error: stand-in: user unavailable');
  standIn.faults.clear();
  await call(() => sdk().refetchUser());
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  // Without a refresh token it sends nothing, and also sets the user to undefined.
  window.localStorage.removeItem('refresh_token');
  standIn.log.clear();
  expect(await call<unknown>(() => sdk().refetchUser())).toBeUndefined();
  expect(sdk().auth).toEqual({loading: false, user: undefined});
  expect(standIn.log.lines()).toEqual([]);
});

/**
 * @backs guides/authentication#sign-out
 */
test('v1.sign-out-without-refresh-token: `signOut` with no refresh token stored sends no logout request and still clears storage and `auth`', async () => {
  const {sdk} = await signedIn('1.1.0');
  window.localStorage.removeItem('refresh_token');
  standIn.log.clear();
  await call(() => sdk().signOut());
  expect(standIn.log.lines()).toEqual([]);
  expect(storageKeys()).toEqual([]);
  expect(sdk().auth).toEqual({loading: false, user: undefined});
});

/**
 * @backs guides/guest-accounts#upgrade-a-guest-to-an-email-account
 */
test('v1.convert-guest-name-optional: `convertGuestToUserAccount(email, password)` leaves `name` out of its body, and sends `name: null` when given `null`', async () => {
  const {sdk} = await renderSdk('1.1.0');
  await call(() => sdk().signUpGuest(PASSWORD, ''));
  await call(() => sdk().convertGuestToUserAccount('first@example.com', 'another passphrase'));
  await call(() => sdk().convertGuestToUserAccount('second@example.com', 'another passphrase', null));
  expect(standIn.log.to('/protected/convert_guest').map((request) => request.decryptedBody)).toEqual([
    {email: 'first@example.com', password: 'another passphrase'},
    {email: 'second@example.com', password: 'another passphrase', name: null},
  ]);
});

/**
 * @backs guides/guest-accounts#upgrade-a-guest-to-an-email-account
 */
test('v1.convert-guest-failed-reload: when reloading the user after `convertGuestToUserAccount` fails, the call still resolves, the error is logged and `auth.user` becomes `undefined` (the tokens stay)', async () => {
  const {sdk} = await renderSdk('1.1.0');
  await call(() => sdk().signUpGuest(PASSWORD, ''));
  expect(sdk().auth.user).toBeDefined();
  const before = tokens();
  failUserLoads();
  expect(await call<unknown>(() => sdk().convertGuestToUserAccount(EMAIL, 'another passphrase'))).toBeUndefined();
  expect(sdk().auth).toEqual({loading: false, user: undefined});
  expect(tokens()).toEqual(before);
  expect(consoleText()).toContain('error: Failed to fetch user: Error: stand-in: user unavailable');
});

/**
 * @backs guides/authentication#change-the-password
 * @backs guides/authentication#what-can-fail
 * @backs guides/guest-accounts#what-can-fail
 * @backs guides/data-encryption#what-can-fail
 * @backs guides/cryptographic-operations#what-can-fail
 * @backs guides/third-party-tokens#what-can-fail
 */
test('v1.calls-need-a-token: with no access token stored, `changePassword`, `convertGuestToUserAccount`, `requestNewVerificationEmail`, `encryptData`, `decryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes` and `generateThirdPartyToken` reject "No access token available" and send nothing', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const calls: Record<string, () => Promise<unknown>> = {
    changePassword: () => sdk().changePassword(PASSWORD, 'new'),
    convertGuestToUserAccount: () => sdk().convertGuestToUserAccount(EMAIL, PASSWORD),
    requestNewVerificationEmail: () => sdk().requestNewVerificationEmail(),
    encryptData: () => sdk().encryptData('text'),
    decryptData: () => sdk().decryptData('sealed'),
    getPublicKey: () => sdk().getPublicKey('schnorr'),
    signMessage: () => sdk().signMessage(new TextEncoder().encode('m'), 'ecdsa'),
    getPrivateKey: () => sdk().getPrivateKey(),
    getPrivateKeyBytes: () => sdk().getPrivateKeyBytes(),
    generateThirdPartyToken: () => sdk().generateThirdPartyToken('https://billing.example'),
  };
  for (const [name, run] of Object.entries(calls)) {
    expect([name, await rejection(run)]).toEqual([name, new Error('No access token available')]);
  }
  expect(standIn.intercepted()).toEqual([]);
});
