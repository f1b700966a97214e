/** Behaviours of `@opensecret/react` 3.2.0 in OAuth sign-in (GitHub, Google, Apple) and Apple's native sign-in. */
import type {SdkBehaviour} from '../types';

const OAUTH = 'tests/sdk/v3-users-oauth.test.ts';

const GUIDES = '/docs/3.x/guides';
const APPLE = `${GUIDES}/sign-in-with-apple`;

export const V3_USERS_OAUTH = {
  'v3.oauth-start': {
    release: '3.2.0',
    title:
      '`initiateGitHubAuth`, `initiateGoogleAuth` and `initiateAppleAuth` send `{client_id}`, plus `invite_code` as given when it is not empty, without an `Authorization` header, and resolve with the server’s answer (`auth_url` with `csrf_token`, or with `state` for Apple)',
    pages: [
      `${GUIDES}/authentication#sign-in-with-github-google-or-apple`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#wrap-your-app`,
      '/docs/3.x/registration',
      `${APPLE}#how-it-works`,
      `${APPLE}#invite-codes`,
    ],
    test: OAUTH,
  },
  'v3.oauth-callback': {
    release: '3.2.0',
    title:
      'the GitHub, Google and Apple callbacks send `{code, state, invite_code}` (the invite code even when empty, no client ID) with whatever `state` they are given, unchecked, then store the tokens, load `auth.user` and resolve with no value',
    pages: [
      `${GUIDES}/authentication#sign-in-with-github-google-or-apple`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#wrap-your-app`,
      '/docs/3.x/registration',
      `${APPLE}#how-it-works`,
      `${APPLE}#the-state-value-and-csrf`,
      `${APPLE}#invite-codes`,
      `${APPLE}#security-notes`,
    ],
    test: OAUTH,
  },
  'v3.apple-native-sign-in': {
    release: '3.2.0',
    title:
      '`handleAppleNativeSignIn` sends the Apple user’s fields as they are (the nonce unhashed) with the client ID, adds `invite_code` only when it is not empty, and stores the tokens',
    pages: [`${APPLE}#how-it-works`, `${APPLE}#invite-codes`, `${APPLE}#3-native-sign-in-in-an-ios-app`],
    test: OAUTH,
  },
  'v3.oauth-callback-messages': {
    release: '3.2.0',
    title:
      'the GitHub and Google callbacks replace the error with a fixed text: "An account with this email already exists…", "Invalid invite code…", "User not found…", else "Failed to authenticate with <provider>. Please try again.", network failures included; the original is only logged',
    pages: [`${GUIDES}/authentication#sign-in-with-github-google-or-apple`],
    test: OAUTH,
  },
  'v3.apple-sign-in-messages': {
    release: '3.2.0',
    title:
      '`handleAppleCallback` and `handleAppleNativeSignIn` replace the error with the same fixed texts naming Apple, the native call also "Unable to retrieve email from Apple…" for a missing email, and log the original ("Detailed Apple callback error:", "Detailed Apple Sign-In error:")',
    pages: [`${APPLE}#what-can-fail`, `${GUIDES}/authentication#sign-in-with-github-google-or-apple`],
    test: OAUTH,
  },
  'v3.oauth-start-messages': {
    release: '3.2.0',
    title:
      '`initiateAppleAuth` turns a message mentioning an invalid invite code into "Invalid invite code. Please check and try again." and passes other refusals on with the server’s message, else "Failed to initiate Apple auth"',
    pages: [`${APPLE}#what-can-fail`],
    test: OAUTH,
  },
  'v3.oauth-callback-resent-after-400': {
    release: '3.2.0',
    title:
      'a callback answered 400 sends the same authorization code a second time over a new session, then rejects with the generic "Failed to authenticate with Apple. Please try again."',
    pages: [`${APPLE}#what-can-fail`],
    test: OAUTH,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
