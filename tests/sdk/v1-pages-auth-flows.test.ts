/**
 * Sign-in flows of 1.1.0 beyond email and password, as its authentication guide describes
 * them: GitHub and Google sign-in, email verification and password reset.
 */
import {http, HttpResponse} from 'msw';
import {expect} from 'vitest';
import {generateSecureSecret, hashSecret} from 'opensecret-react-1.1.0';
import {STAND_IN_RESET_CODE, STAND_IN_VERIFICATION_CODE} from './stand-in/routes/credentials';
import {STAND_IN_OAUTH_CODE, oauthEmail} from './stand-in/routes/oauth';
import {sealText} from './stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from './stand-in/stand-in';
import {behaviour} from './support/behaviour';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys, storedSessionKey} from './support/wire';

const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

behaviour('v1.oauth-start', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const github = await call(() => sdk().initiateGitHubAuth(''));
  const google = await call(() => sdk().initiateGoogleAuth('Invite-ABC'));
  expect(standIn.log.to('/auth/github')[0].decryptedBody).toEqual({client_id: CLIENT_ID});
  expect(standIn.log.to('/auth/google')[0].decryptedBody).toEqual({invite_code: 'Invite-ABC', client_id: CLIENT_ID});
  expect(github.auth_url).toMatch(/^https:\/\/github\.stand-in\.test\/authorize\?state=/);
  expect(google.csrf_token).toMatch(/^stand-in-state-/);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

behaviour('v1.oauth-callback', async () => {
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

behaviour('v1.oauth-callback-errors', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const answers: Record<string, string> = {
    'User exists': 'An account with this email already exists. Please sign in using your existing account.',
    'Invalid invite code': 'Invalid invite code. Please try signing up with a valid invite code.',
    'User not found': 'User not found. Please sign up first before attempting to log in with GitHub.',
    'stand-in: something else': 'Failed to authenticate with GitHub. Please try again.',
  };
  for (const [message, sentence] of Object.entries(answers)) {
    standIn.faults.add({path: '/auth/github/callback', status: 409, body: {json: {status: 409, message}}});
    expect(await rejection(() => sdk().handleGitHubCallback('code', 'state', ''))).toEqual(new Error(sentence));
  }
  standIn.faults.add({path: '/auth/google/callback', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().handleGoogleCallback('code', 'state', ''))).toEqual(
    new Error('Failed to authenticate with Google. Please try again.'),
  );
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

behaviour('v1.verify-email-without-token', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const answer = await call<unknown>(() => sdk().verifyEmail(STAND_IN_VERIFICATION_CODE));
  expect(answer).toEqual({message: 'email verified'});
  const path = `/verify-email/${STAND_IN_VERIFICATION_CODE}`;
  expect(standIn.log.to(path)[0].method).toBe('GET');
  const signedInTab = await signedIn('1.1.0');
  await call(() => signedInTab.sdk().verifyEmail(STAND_IN_VERIFICATION_CODE));
  expect(window.localStorage.getItem('access_token')).not.toBeNull();
  expect(standIn.log.to(path).map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
});

behaviour('v1.request-verification', async () => {
  const {sdk} = await signedIn('1.1.0');
  expect(sdk().requestNewVerificationEmail).toBe(sdk().requestNewVerificationCode);
  const answer = await call<unknown>(() => sdk().requestNewVerificationEmail());
  expect(answer).toEqual({message: 'verification email sent'});
  const [request] = standIn.log.to('/protected/request_verification');
  expect(request.method).toBe('POST');
  expect(request.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  // An answer that decrypts to nothing (`null`) is refused.
  const key = storedSessionKey()!;
  standIn.server.use(
    http.post(`${LOOPBACK_ORIGIN}/protected/request_verification`, () =>
      HttpResponse.json({encrypted: sealText(key, 'null')}),
    ),
  );
  expect(await rejection(() => sdk().requestNewVerificationCode())).toEqual(
    new Error('No data received from the server'),
  );
});

behaviour('v1.password-reset-requests', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('1.1.0');
  const secret = generateSecureSecret();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(generateSecureSecret()).not.toBe(secret);
  const hash = await hashSecret(secret);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  expect(hash).toBe(Buffer.from(digest).toString('hex'));
  await call(() => sdk().requestPasswordReset(EMAIL, hash));
  await call(() => sdk().confirmPasswordReset(EMAIL, STAND_IN_RESET_CODE, secret, 'a new passphrase'));
  const [request, confirm] = standIn.log.to(/^\/password-reset\//);
  expect(request.decryptedBody).toEqual({email: EMAIL, hashed_secret: hash, client_id: CLIENT_ID});
  expect(confirm.decryptedBody).toEqual({
    email: EMAIL,
    alphanumeric_code: STAND_IN_RESET_CODE,
    plaintext_secret: secret,
    new_password: 'a new passphrase',
    client_id: CLIENT_ID,
  });
  for (const sent of [request, confirm]) expect(sent.headers.authorization).toBeUndefined();
  expect(request.rawBody).not.toContain(secret);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
  expect(sdk().auth.user).toBeUndefined();
});
