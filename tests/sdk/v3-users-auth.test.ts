/**
 * 3.2.0 accounts beyond the basics: the provider's settings, sign-ins whose user fetch fails,
 * refusals, email verification, password reset and change, token refresh, sign-out without a
 * refresh token, the secret helpers, guests, and the API key every sign-in clears.
 */
import {generateSecureSecret, hashSecret, useOpenSecret} from '@opensecret/react';
import {render, renderHook} from '@testing-library/react';
import {Component, createElement, type ReactNode} from 'react';
import {expect, vi} from 'vitest';
import {STAND_IN_RESET_CODE, STAND_IN_VERIFICATION_CODE} from '../../src/stand-in/routes/credentials';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {type Release, SDK} from './support/releases';
import {sealedAnswer} from './support/sealed';
import {standIn} from './support/stand-in-instance';
import {openBody, storageKeys, storedSessionKey} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];
const API_KEY = '0f6f3c2e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';

/** Records the error a provider throws while mounting, as an app's error boundary would catch it. */
class Boundary extends Component<{children: ReactNode; onError: (error: unknown) => void}, {failed: boolean}> {
  state = {failed: false};
  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }
  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function mountError(release: Release, apiUrl: string, clientId: string): unknown {
  const {OpenSecretProvider} = SDK[release] as unknown as {
    OpenSecretProvider: (props: {children: ReactNode; apiUrl: string; clientId: string}) => ReactNode;
  };
  let caught: unknown;
  const view = render(
    createElement(Boundary, {
      onError: (error: unknown) => (caught = error),
      children: createElement(OpenSecretProvider, {apiUrl, clientId, children: null}),
    }),
  );
  view.unmount();
  return caught;
}

/** Makes every user fetch fail, as a server error would. */
function failUserFetches(): void {
  standIn.faults.add({
    path: '/protected/user',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: user unavailable'}},
    times: Infinity,
  });
}

/**
 * @backs guides/getting-started#wrap-your-app
 * @backs guides/getting-started#what-can-fail
 * @backs registration#what-can-fail
 * @backs /docs/3.x/migration#what-did-not-change
 */
test('provider-requires-settings: `OpenSecretProvider` throws while mounting, before any request, when `apiUrl` or `clientId` is empty or only whitespace ("OpenSecretProvider requires a non-empty apiUrl…"); any other client ID is accepted unchecked and sent as given', async (release) => {
  const noUrl = new Error('OpenSecretProvider requires a non-empty apiUrl. Please provide a valid API endpoint URL.');
  const noId = new Error('OpenSecretProvider requires a non-empty clientId. Please provide a valid project UUID.');
  expect(mountError(release, '', CLIENT_ID)).toEqual(noUrl);
  expect(mountError(release, '   ', CLIENT_ID)).toEqual(noUrl);
  expect(mountError(release, 'http://localhost:3000', '')).toEqual(noId);
  expect(mountError(release, 'http://localhost:3000', ' ')).toEqual(noId);
  expect(mountError(release, 'http://localhost:3000', ' \t')).toEqual(noId);
  expect(standIn.intercepted()).toEqual([]);
  // Anything else non-empty is taken as it is: nothing is checked or sent until a call needs it.
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk(release, {clientId: 'not-a-project-uuid'});
  expect(standIn.intercepted()).toEqual([]);
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(standIn.log.to('/login')[0].decryptedBody).toMatchObject({client_id: 'not-a-project-uuid'});
});

/**
 * @backs guides/getting-started#what-can-fail
 */
test('v3.hook-outside-provider: outside a provider `useOpenSecret()` returns a default context: `auth.loading` stays `true`, `signIn`, `signUp` and `signOut` resolve without sending anything, and `getAttestationDocument` rejects', async () => {
  const view = renderHook(() => useOpenSecret());
  const os = view.result.current;
  expect(os.auth).toEqual({loading: true, user: undefined});
  expect(await call<unknown>(() => os.signIn(EMAIL, PASSWORD))).toBeUndefined();
  expect(await call<unknown>(() => os.signUp(EMAIL, PASSWORD, '', 'Reader'))).toBeUndefined();
  expect(await call<unknown>(() => os.signOut())).toBeUndefined();
  expect(view.result.current.auth).toEqual({loading: true, user: undefined});
  expect(await rejection(() => os.getAttestationDocument())).toEqual(
    new Error('getAttestationDocument called outside of OpenSecretProvider'),
  );
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/getting-started#build-a-first-app
 * @backs guides/authentication#how-authentication-works
 * @backs guides/authentication#sign-in
 * @backs guides/guest-accounts#create-a-guest-account
 * @backs guides/guest-accounts#sign-a-guest-back-in
 */
test('v3.sign-ins-resolve-without-user: when fetching the user fails, `signUp`, `signIn`, `signUpGuest` and `signInGuest` still resolve with the tokens stored and `auth.user` `undefined`, the failure only logged; `signUpGuest` resolves `{access_token, refresh_token, id}` and the others nothing', async () => {
  const {sdk} = await renderSdk('3.2.0');
  failUserFetches();
  const expectSignedInWithoutUser = (): void => {
    expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
    expect(sdk().auth).toEqual({loading: false, user: undefined});
  };
  expect(await call<unknown>(() => sdk().signUp(EMAIL, PASSWORD, '', 'Reader'))).toBeUndefined();
  expectSignedInWithoutUser();
  await call(() => sdk().signOut());
  expect(await call<unknown>(() => sdk().signIn(EMAIL, PASSWORD))).toBeUndefined();
  expectSignedInWithoutUser();
  await call(() => sdk().signOut());
  const guest = await call(() => sdk().signUpGuest(PASSWORD, ''));
  expect(Object.keys(guest).sort()).toEqual(['access_token', 'id', 'refresh_token']);
  expect(guest.access_token).toBe(window.localStorage.getItem('access_token'));
  expectSignedInWithoutUser();
  await call(() => sdk().signOut());
  expect(await call<unknown>(() => sdk().signInGuest(guest.id, PASSWORD))).toBeUndefined();
  expectSignedInWithoutUser();
  expect(standIn.log.to('/protected/user')).toHaveLength(4);
  expect(consoleText()).toContain('error: Failed to fetch user: Error: stand-in: user unavailable');
});

/**
 * @backs guides/getting-started#what-can-fail
 * @backs guides/authentication#what-can-fail
 * @backs guides/guest-accounts#what-can-fail
 */
test('v3.sign-in-refusals: `signIn` and `signInGuest` reject with the server’s message when it refuses the credentials, send the request once and store no token', async () => {
  const account = standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('3.2.0');
  expect(await rejection(() => sdk().signIn(EMAIL, 'wrong password'))).toEqual(
    new Error('stand-in: wrong credentials'),
  );
  expect(await rejection(() => sdk().signInGuest(account.id, 'wrong password'))).toEqual(
    new Error('stand-in: wrong credentials'),
  );
  expect(standIn.log.to('/login')).toHaveLength(2);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
  expect(sdk().auth.user).toBeUndefined();
});

/**
 * @backs guides/authentication#keep-the-session-fresh
 * @backs guides/getting-started#what-can-fail
 * @backs guides/account-deletion#what-can-fail
 */
test('v3.refetch-user: `refetchUser` reloads `auth.user`; when the fetch fails it resolves, sets `auth.user` to `undefined` and keeps the tokens, and with no tokens stored it does the same without a request', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().refetchUser());
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  failUserFetches();
  expect(await call<unknown>(() => sdk().refetchUser())).toBeUndefined();
  expect(sdk().auth).toEqual({loading: false, user: undefined});
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  standIn.faults.clear();
  await call(() => sdk().refetchUser());
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  // With no tokens stored it signs the state out without a request.
  window.localStorage.removeItem('refresh_token');
  const requests = standIn.log.lines().length;
  await call(() => sdk().refetchUser());
  expect(sdk().auth.user).toBeUndefined();
  expect(standIn.log.lines()).toHaveLength(requests);
});

/**
 * @backs guides/authentication#keep-the-session-fresh
 */
test('v3.refresh-access-token: `refreshAccessToken` sends the refresh token to `POST /refresh`, stores the new pair and resolves with it; a refused refresh rejects and leaves the old tokens and `auth.user`, and without a refresh token it rejects "No refresh token available" without a request', async () => {
  const {sdk} = await signedIn('3.2.0');
  const oldRefresh = window.localStorage.getItem('refresh_token');
  const pair = await call(() => sdk().refreshAccessToken());
  expect(standIn.log.to('/refresh')[0].decryptedBody).toEqual({refresh_token: oldRefresh});
  expect(pair).toEqual({
    access_token: window.localStorage.getItem('access_token'),
    refresh_token: window.localStorage.getItem('refresh_token'),
  });
  expect(standIn.backend.accessTokens.has(pair.access_token)).toBe(true);
  standIn.faults.add({
    path: '/refresh',
    status: 401,
    body: {json: {status: 401, message: 'stand-in: refresh refused'}},
  });
  const before = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  expect(await rejection(() => sdk().refreshAccessToken())).toEqual(new Error('stand-in: refresh refused'));
  expect([window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')]).toEqual(before);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  window.localStorage.removeItem('refresh_token');
  const requests = standIn.log.lines().length;
  expect(await rejection(() => sdk().refreshAccessToken())).toEqual(new Error('No refresh token available'));
  expect(standIn.log.lines()).toHaveLength(requests);
});

/**
 * @backs guides/authentication#sign-out
 */
test('v3.sign-out-without-refresh-token: with no refresh token stored, `signOut` sends no logout request and still removes the access token and the session and resets `auth`', async () => {
  const {sdk} = await signedIn('3.2.0');
  window.localStorage.removeItem('refresh_token');
  const requests = standIn.log.lines().length;
  await call(() => sdk().signOut());
  expect(standIn.log.lines()).toHaveLength(requests);
  expect(storageKeys()).toEqual([]);
  expect(sdk().auth).toEqual({loading: false, user: undefined});
});

/**
 * @backs guides/authentication#verify-the-email-address
 * @backs 3.2.0 guides/authentication#how-authentication-works
 * @backs security#what-is-not-encrypted
 * @backs 3.2.0 guides/authentication#security-notes
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 */
test('verify-email: `verifyEmail(code)` sends `GET /verify-email/<code>`, the code in the URL, without a body or an `Authorization` header, signed in or not, resolves with the server’s decrypted answer and rejects with the server’s message; `requestNewVerificationEmail` is `requestNewVerificationCode`: it sends `POST /protected/request_verification` with the access token, resolves with the server’s decrypted answer, and rejects "No data received from the server" when that answer decrypts to `null`', async (release) => {
  const {sdk} = await renderSdk(release);
  const path = `/verify-email/${STAND_IN_VERIFICATION_CODE}`;
  const verified = await call<unknown>(() => sdk().verifyEmail(STAND_IN_VERIFICATION_CODE));
  const [request] = standIn.log.to(path);
  expect(request.method).toBe('GET');
  expect(request.rawBody).toBeUndefined();
  expect(request.headers.authorization).toBeUndefined();
  expect(verified).toEqual({message: 'email verified'});
  standIn.faults.add({
    path: /^\/verify-email\//,
    status: 500,
    body: {json: {status: 500, message: 'stand-in: not checked here'}},
  });
  expect(await rejection(() => sdk().verifyEmail('739214'))).toEqual(new Error('stand-in: not checked here'));
  const [refused] = standIn.log.to('/verify-email/739214');
  expect(refused.method).toBe('GET');
  expect(refused.rawBody).toBeUndefined();
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  // Signed in, the request still carries no token.
  await call(() => sdk().verifyEmail(STAND_IN_VERIFICATION_CODE));
  expect(window.localStorage.getItem('access_token')).not.toBeNull();
  expect(standIn.log.to(path).map((sent) => sent.headers.authorization)).toEqual([undefined, undefined]);
  expect(sdk().requestNewVerificationEmail).toBe(sdk().requestNewVerificationCode);
  const answer = await call<unknown>(() => sdk().requestNewVerificationEmail());
  expect(answer).toEqual({message: 'verification email sent'});
  const [requested] = standIn.log.to('/protected/request_verification');
  expect(requested.method).toBe('POST');
  expect(requested.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  standIn.faults.add(sealedAnswer('/protected/request_verification', 'null'));
  expect(await rejection(() => sdk().requestNewVerificationCode())).toEqual(
    new Error('No data received from the server'),
  );
});

/**
 * @backs guides/authentication#reset-a-forgotten-password
 * @backs registration
 * @backs 3.2.0 guides/authentication#how-authentication-works
 * @backs 3.2.0 guides/getting-started#wrap-your-app
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 */
test('password-reset: `requestPasswordReset` sends the email, the hash and the client ID, `confirmPasswordReset` the email, the code, the plaintext secret, the new password and the client ID, both in encrypted bodies without an `Authorization` header; neither stores a token', async (release) => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk(release);
  const secret = SDK[release].generateSecureSecret();
  const hashed = await SDK[release].hashSecret(secret);
  await call(() => sdk().requestPasswordReset(EMAIL, hashed));
  await call(() => sdk().confirmPasswordReset(EMAIL, STAND_IN_RESET_CODE, secret, 'a brand new passphrase'));
  const [request, confirm] = standIn.log.to(/^\/password-reset\//);
  expect(request.decryptedBody).toEqual({email: EMAIL, hashed_secret: hashed, client_id: CLIENT_ID});
  expect(confirm.decryptedBody).toEqual({
    email: EMAIL,
    alphanumeric_code: STAND_IN_RESET_CODE,
    plaintext_secret: secret,
    new_password: 'a brand new passphrase',
    client_id: CLIENT_ID,
  });
  expect([request.headers.authorization, confirm.headers.authorization]).toEqual([undefined, undefined]);
  expect(request.rawBody).not.toContain(hashed);
  for (const sent of [request, confirm]) expect(sent.rawBody).not.toContain(secret);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
  expect(sdk().auth.user).toBeUndefined();
  await call(() => sdk().signIn(EMAIL, 'a brand new passphrase'));
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
});

/**
 * @backs guides/authentication#reset-a-forgotten-password
 * @backs 3.2.0 guides/account-deletion#how-it-works
 * @backs 3.2.0 guides/account-deletion#the-api-in-320
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 registration
 */
test('secret-helpers: `generateSecureSecret` returns 64 lower-case hex characters from 32 bytes of `crypto.getRandomValues`, and `hashSecret` resolves the SHA-256 of its argument in hex; neither sends anything', async (release) => {
  const sdk = SDK[release];
  const random = vi.spyOn(crypto, 'getRandomValues');
  const secret = sdk.generateSecureSecret();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(random).toHaveBeenCalledTimes(1);
  expect((random.mock.calls[0][0] as Uint8Array).length).toBe(32);
  expect(sdk.generateSecureSecret()).not.toBe(secret);
  // SHA-256 of "abc", in lower-case hex.
  expect(await sdk.hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/account-deletion#the-api-in-320
 * @backs guides/account-deletion#what-can-fail
 */
test('v3.hash-secret-needs-subtle: without `crypto.subtle`, as on a plain-HTTP origin, `hashSecret` rejects with a `TypeError` and nothing is sent', async () => {
  vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
  const error = await hashSecret(generateSecureSecret()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TypeError);
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/authentication#change-the-password
 * @backs guides/authentication#what-can-fail
 */
test('v3.change-password-outcomes: `changePassword` resolves `undefined`; signed out it rejects "No access token available" without a request, and a refusal answered 400 is sent again with the same passwords over a new session before it rejects with the server’s message', async () => {
  const signedOut = await renderSdk('3.2.0');
  expect(await rejection(() => signedOut.sdk().changePassword(PASSWORD, 'next'))).toEqual(
    new Error('No access token available'),
  );
  expect(standIn.intercepted()).toEqual([]);
  signedOut.unmount();
  const {sdk} = await signedIn('3.2.0');
  expect(await call<unknown>(() => sdk().changePassword(PASSWORD, 'second passphrase'))).toBeUndefined();
  // The stand-in refuses a wrong current password with 400: the SDK renews the session and sends it again.
  const firstKey = storedSessionKey()!;
  const error = await rejection(() => sdk().changePassword('not my password', 'third passphrase'));
  expect(error).toEqual(new Error('stand-in: wrong current password'));
  const [, refused, resent] = standIn.log.to('/protected/change_password');
  expect(openBody(refused, firstKey)).toEqual({current_password: 'not my password', new_password: 'third passphrase'});
  expect(resent.decryptedBody).toEqual({current_password: 'not my password', new_password: 'third passphrase'});
  expect(resent.headers['x-session-id']).not.toBe(refused.headers['x-session-id']);
  expect(standIn.log.to('/protected/change_password')).toHaveLength(3);
});

/**
 * @backs guides/authentication#how-authentication-works
 * @backs guides/sign-in-with-apple#how-it-works
 * @backs guides/sign-in-with-apple#security-notes
 * @backs migration#sign-in-and-sign-out-clear-the-api-key
 * @backs guides/api-keys#what-setapikey-does-with-a-value
 */
test('v3.every-sign-in-clears-api-key: a successful `signUp`, `signInGuest`, `signUpGuest`, GitHub, Google or Apple callback and Apple native sign-in each clear the context’s `apiKey`; a failed sign-in leaves it; the key appears in no console line', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const cleared = async (signIn: () => Promise<unknown>): Promise<string | undefined> => {
    await call(async () => sdk().setApiKey(API_KEY));
    expect(sdk().apiKey).toBe(API_KEY);
    await call(signIn);
    return sdk().apiKey;
  };
  expect(await cleared(() => sdk().signUp(EMAIL, PASSWORD, '', undefined))).toBeUndefined();
  const guest = await call(() => sdk().signUpGuest(PASSWORD, ''));
  expect(await cleared(() => sdk().signInGuest(guest.id, PASSWORD))).toBeUndefined();
  expect(await cleared(() => sdk().signUpGuest(PASSWORD, ''))).toBeUndefined();
  expect(await cleared(() => sdk().handleGitHubCallback('stand-in-oauth-code', 'state', ''))).toBeUndefined();
  expect(await cleared(() => sdk().handleGoogleCallback('stand-in-oauth-code', 'state', ''))).toBeUndefined();
  expect(await cleared(() => sdk().handleAppleCallback('stand-in-oauth-code', 'state', ''))).toBeUndefined();
  expect(
    await cleared(() =>
      sdk().handleAppleNativeSignIn({user_identifier: 'apple-user', identity_token: 'stand-in-apple-identity-token'}),
    ),
  ).toBeUndefined();
  // A sign-in that fails leaves the key.
  expect(
    await cleared(() =>
      sdk()
        .signIn(EMAIL, 'wrong password')
        .catch(() => undefined),
    ),
  ).toBe(API_KEY);
  expect(consoleText()).not.toContain(API_KEY);
});

/**
 * @backs guides/guest-accounts#how-guest-accounts-work
 * @backs guides/guest-accounts#tell-guests-and-email-users-apart
 * @backs guides/guest-accounts#security-notes
 */
test('v3.guest-requests-like-users: a guest’s storage request goes out like an email user’s: encrypted body, access token as bearer, session ID header, and after a 401 a refresh and one resend', async () => {
  const {sdk} = await renderSdk('3.2.0');
  await call(() => sdk().signUpGuest(PASSWORD, ''));
  expect(sdk().auth.user?.user.email).toBeFalsy();
  const signUpRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  await call(() => sdk().put('draft', 'a guest draft'));
  expect(standIn.log.lines().slice(signUpRequests)).toEqual([
    'PUT /protected/kv/draft',
    'POST /refresh',
    'PUT /protected/kv/draft',
  ]);
  const put = standIn.log.to('/protected/kv/draft')[1];
  expect(Object.keys(JSON.parse(put.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(put.decryptedBody).toBe('a guest draft');
  expect(put.headers).toMatchObject({
    authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
    'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
  });
});

/**
 * @backs guides/guest-accounts#no-upgrade-to-an-email-account
 * @backs migration#guest-upgrade-removed
 */
test('v3.no-guest-upgrade: the 3.2.0 context has no `convertGuestToUserAccount`, which 1.1.0’s has', async () => {
  const current = await renderSdk('3.2.0');
  expect('convertGuestToUserAccount' in current.sdk()).toBe(false);
  current.unmount();
  const older = await renderSdk('1.1.0');
  expect(typeof older.sdk().convertGuestToUserAccount).toBe('function');
});
