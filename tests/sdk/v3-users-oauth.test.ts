/**
 * 3.2.0 OAuth sign-in (GitHub, Google, Apple on the web) and Apple's native sign-in: what the
 * start, the callback and the native call send, what they do not check, and the fixed
 * messages the callbacks turn failures into.
 */
import {HttpResponse, http} from 'msw';
import {expect} from 'vitest';
import {STAND_IN_APPLE_IDENTITY_TOKEN, STAND_IN_OAUTH_CODE, oauthEmail} from '../../src/stand-in/routes/oauth';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, call, rejection, renderSdk} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storageKeys, storedSessionKey} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/** Answers the next request to `path` with an error whose message is `message`. */
function refuse(path: string, message: string, status = 409): void {
  standIn.faults.add({path, status, body: {json: {status, message}}});
}

/**
 * @backs guides/authentication#sign-in-with-github-google-or-apple
 * @backs guides/authentication#how-authentication-works
 * @backs guides/getting-started#wrap-your-app
 * @backs registration
 * @backs guides/sign-in-with-apple#how-it-works
 * @backs guides/sign-in-with-apple#invite-codes
 */
test('v3.oauth-start: `initiateGitHubAuth`, `initiateGoogleAuth` and `initiateAppleAuth` send `{client_id}`, plus `invite_code` as given when it is not empty, without an `Authorization` header, and resolve with the server’s answer (`auth_url` with `csrf_token`, or with `state` for Apple)', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const github = await call(() => sdk().initiateGitHubAuth(''));
  const google = await call(() => sdk().initiateGoogleAuth('Invite-Code-1'));
  const apple = await call(() => sdk().initiateAppleAuth(''));
  expect(Object.keys(github).sort()).toEqual(['auth_url', 'csrf_token']);
  expect(github.auth_url).toMatch(/^https:\/\/github\.stand-in\.test\//);
  expect(typeof google.csrf_token).toBe('string');
  expect(Object.keys(apple).sort()).toEqual(['auth_url', 'state']);
  expect(apple.auth_url).toMatch(/^https:\/\/apple\.stand-in\.test\//);
  const starts = standIn.log.to(/^\/auth\/(github|google|apple)$/);
  expect(starts.map((request) => [request.path, request.decryptedBody])).toEqual([
    ['/auth/github', {client_id: CLIENT_ID}],
    ['/auth/google', {invite_code: 'Invite-Code-1', client_id: CLIENT_ID}],
    ['/auth/apple', {client_id: CLIENT_ID}],
  ]);
  expect(starts.every((request) => request.headers.authorization === undefined)).toBe(true);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

/**
 * @backs guides/authentication#sign-in-with-github-google-or-apple
 * @backs guides/authentication#how-authentication-works
 * @backs guides/getting-started#wrap-your-app
 * @backs registration
 * @backs guides/sign-in-with-apple#how-it-works
 * @backs guides/sign-in-with-apple#the-state-value-and-csrf
 * @backs guides/sign-in-with-apple#invite-codes
 * @backs guides/sign-in-with-apple#security-notes
 */
test('v3.oauth-callback: the GitHub, Google and Apple callbacks send `{code, state, invite_code}` (the invite code even when empty, no client ID) with whatever `state` they are given, unchecked, then store the tokens, load `auth.user` and resolve with no value', async () => {
  const {sdk} = await renderSdk('3.2.0');
  for (const provider of ['github', 'google', 'apple'] as const) {
    const handle = {
      github: sdk().handleGitHubCallback,
      google: sdk().handleGoogleCallback,
      apple: sdk().handleAppleCallback,
    }[provider];
    // A state that no start ever returned goes out as it is.
    expect(await call<unknown>(() => handle(STAND_IN_OAUTH_CODE, 'a state nobody issued', ''))).toBeUndefined();
    const [callback] = standIn.log.to(`/auth/${provider}/callback`);
    expect(callback.decryptedBody).toEqual({
      code: STAND_IN_OAUTH_CODE,
      state: 'a state nobody issued',
      invite_code: '',
    });
    expect(callback.headers.authorization).toBeUndefined();
    expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
    expect(sdk().auth.user?.user.email).toBe(oauthEmail(provider));
    await call(() => sdk().signOut());
  }
});

/**
 * @backs guides/sign-in-with-apple#how-it-works
 * @backs guides/sign-in-with-apple#invite-codes
 * @backs guides/sign-in-with-apple#3-native-sign-in-in-an-ios-app
 */
test('v3.apple-native-sign-in: `handleAppleNativeSignIn` sends the Apple user’s fields as they are (the nonce unhashed) with the client ID, adds `invite_code` only when it is not empty, and stores the tokens', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const appleUser = {
    user_identifier: 'apple-user-001',
    identity_token: STAND_IN_APPLE_IDENTITY_TOKEN,
    email: 'first-time@example.com',
    given_name: 'Ada',
    nonce: 'raw-nonce-not-hashed',
  };
  expect(await call<unknown>(() => sdk().handleAppleNativeSignIn(appleUser))).toBeUndefined();
  expect(sdk().auth.user?.user.email).toBe(oauthEmail('apple'));
  await call(() => sdk().signOut());
  await call(() => sdk().handleAppleNativeSignIn(appleUser, ''));
  await call(() => sdk().signOut());
  await call(() => sdk().handleAppleNativeSignIn(appleUser, 'Invite-9'));
  expect(standIn.log.to('/auth/apple/native').map((request) => request.decryptedBody)).toEqual([
    {...appleUser, client_id: CLIENT_ID},
    {...appleUser, client_id: CLIENT_ID},
    {...appleUser, client_id: CLIENT_ID, invite_code: 'Invite-9'},
  ]);
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
});

/**
 * @backs 3.2.0 guides/authentication#sign-in-with-github-google-or-apple
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 guides/authentication#sign-in-with-github-or-google
 */
test('oauth-callback-messages: the GitHub and Google callbacks replace the error with a fixed text: "An account with this email already exists…", "Invalid invite code…", "User not found…", else "Failed to authenticate with <provider>. Please try again.", network failures included; the original is only logged', async (release) => {
  const {sdk} = await renderSdk(release);
  const github = (): Promise<unknown> => rejection(() => sdk().handleGitHubCallback(STAND_IN_OAUTH_CODE, 's', ''));
  const path = '/auth/github/callback';
  refuse(path, 'User exists');
  expect(await github()).toEqual(
    new Error('An account with this email already exists. Please sign in using your existing account.'),
  );
  refuse(path, 'Email already registered');
  expect(await github()).toEqual(
    new Error('An account with this email already exists. Please sign in using your existing account.'),
  );
  refuse(path, 'Invalid invite code');
  expect(await github()).toEqual(new Error('Invalid invite code. Please try signing up with a valid invite code.'));
  refuse(path, 'User not found');
  expect(await github()).toEqual(
    new Error('User not found. Please sign up first before attempting to log in with GitHub.'),
  );
  refuse(path, 'stand-in: the code was already used');
  expect(await github()).toEqual(new Error('Failed to authenticate with GitHub. Please try again.'));
  expect(consoleText()).toContain('error: Detailed GitHub callback error: Error: stand-in: the code was already used');
  // A network failure gets the same generic text.
  standIn.server.use(http.post(`${LOOPBACK_ORIGIN}${path}`, () => HttpResponse.error()));
  expect(await github()).toEqual(new Error('Failed to authenticate with GitHub. Please try again.'));
  standIn.server.resetHandlers();
  refuse('/auth/google/callback', 'stand-in: refused');
  expect(await rejection(() => sdk().handleGoogleCallback(STAND_IN_OAUTH_CODE, 's', ''))).toEqual(
    new Error('Failed to authenticate with Google. Please try again.'),
  );
  standIn.faults.add({path: '/auth/google/callback', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().handleGoogleCallback(STAND_IN_OAUTH_CODE, 's', ''))).toEqual(
    new Error('Failed to authenticate with Google. Please try again.'),
  );
  refuse('/auth/google/callback', 'User not found');
  expect(await rejection(() => sdk().handleGoogleCallback(STAND_IN_OAUTH_CODE, 's', ''))).toEqual(
    new Error('User not found. Please sign up first before attempting to log in with Google.'),
  );
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

/**
 * @backs guides/sign-in-with-apple#what-can-fail
 * @backs guides/authentication#sign-in-with-github-google-or-apple
 */
test('v3.apple-sign-in-messages: `handleAppleCallback` and `handleAppleNativeSignIn` replace the error with the same fixed texts naming Apple, the native call also "Unable to retrieve email from Apple…" for a missing email, and log the original ("Detailed Apple callback error:", "Detailed Apple Sign-In error:")', async () => {
  const {sdk} = await renderSdk('3.2.0');
  refuse('/auth/apple/callback', 'User not found');
  expect(await rejection(() => sdk().handleAppleCallback(STAND_IN_OAUTH_CODE, 's', ''))).toEqual(
    new Error('User not found. Please sign up first before attempting to log in with Apple.'),
  );
  refuse('/auth/apple/callback', 'Email already registered');
  expect(await rejection(() => sdk().handleAppleCallback(STAND_IN_OAUTH_CODE, 's', ''))).toEqual(
    new Error('An account with this email already exists. Please sign in using your existing account.'),
  );
  const appleUser = {user_identifier: 'apple-user-001', identity_token: STAND_IN_APPLE_IDENTITY_TOKEN};
  refuse('/auth/apple/native', 'Invalid invite code');
  expect(await rejection(() => sdk().handleAppleNativeSignIn(appleUser, 'bad'))).toEqual(
    new Error('Invalid invite code. Please try signing up with a valid invite code.'),
  );
  refuse('/auth/apple/native', 'No email found');
  expect(await rejection(() => sdk().handleAppleNativeSignIn(appleUser))).toEqual(
    new Error('Unable to retrieve email from Apple. Please try another sign-in method.'),
  );
  refuse('/auth/apple/native', 'stand-in: token expired');
  expect(await rejection(() => sdk().handleAppleNativeSignIn(appleUser))).toEqual(
    new Error('Failed to authenticate with Apple. Please try again.'),
  );
  expect(consoleText()).toContain('error: Detailed Apple callback error: Error: User not found');
  expect(consoleText()).toContain('error: Detailed Apple Sign-In error: Error: stand-in: token expired');
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

/**
 * @backs guides/sign-in-with-apple#what-can-fail
 */
test('v3.oauth-start-messages: `initiateAppleAuth` turns a message mentioning an invalid invite code into "Invalid invite code. Please check and try again." and passes other refusals on with the server’s message, else "Failed to initiate Apple auth"', async () => {
  const {sdk} = await renderSdk('3.2.0');
  refuse('/auth/apple', 'Invalid invite code: unknown');
  expect(await rejection(() => sdk().initiateAppleAuth('nope'))).toEqual(
    new Error('Invalid invite code. Please check and try again.'),
  );
  refuse('/auth/apple', 'stand-in: Apple sign-in is off for this project');
  expect(await rejection(() => sdk().initiateAppleAuth(''))).toEqual(
    new Error('stand-in: Apple sign-in is off for this project'),
  );
  standIn.faults.add({path: '/auth/apple', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().initiateAppleAuth(''))).toEqual(new Error('Failed to initiate Apple auth'));
});

/**
 * @backs guides/sign-in-with-apple#what-can-fail
 */
test('v3.oauth-callback-resent-after-400: a callback answered 400 sends the same authorization code a second time over a new session, then rejects with the generic "Failed to authenticate with Apple. Please try again."', async () => {
  const {sdk} = await renderSdk('3.2.0');
  await call(() => sdk().initiateAppleAuth(''));
  const firstKey = storedSessionKey()!;
  standIn.faults.add({
    path: '/auth/apple/callback',
    status: 400,
    body: {json: {status: 400, message: 'stand-in: bad request'}},
    times: 2,
  });
  expect(await rejection(() => sdk().handleAppleCallback('a single-use code', 'state', ''))).toEqual(
    new Error('Failed to authenticate with Apple. Please try again.'),
  );
  const [first, second] = standIn.log.to('/auth/apple/callback');
  expect(openBody(first, firstKey)).toEqual({code: 'a single-use code', state: 'state', invite_code: ''});
  expect(openBody(second, storedSessionKey()!)).toEqual({code: 'a single-use code', state: 'state', invite_code: ''});
  expect(second.headers['x-session-id']).not.toBe(first.headers['x-session-id']);
});
