/** Behaviours of `@opensecret/react` 3.2.0 in its account calls: provider settings, sign-ins, refusals, verification, password reset and change, refresh, sign-out, secrets, guests. */
import type {SdkBehaviour} from '../types';

const AUTH = 'tests/sdk/v3-users-auth.test.ts';

const DOCS = '/docs/3.x';
const GUIDES = `${DOCS}/guides`;

export const V3_USERS_ACCOUNTS = {
  'v3.provider-requires-settings': {
    release: '3.2.0',
    title:
      '`OpenSecretProvider` throws while mounting, before any request, when `apiUrl` or `clientId` is empty or only whitespace ("OpenSecretProvider requires a non-empty apiUrl…"); any other client ID is accepted unchecked and sent as given',
    pages: [
      `${GUIDES}/getting-started#wrap-your-app`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${DOCS}/registration#what-can-fail`,
      `${DOCS}/migration#what-did-not-change`,
    ],
    test: AUTH,
  },
  'v3.hook-outside-provider': {
    release: '3.2.0',
    title:
      'outside a provider `useOpenSecret()` returns a default context: `auth.loading` stays `true`, `signIn`, `signUp` and `signOut` resolve without sending anything, and `getAttestationDocument` rejects',
    pages: [`${GUIDES}/getting-started#what-can-fail`],
    test: AUTH,
  },
  'v3.sign-ins-resolve-without-user': {
    release: '3.2.0',
    title:
      'when fetching the user fails, `signUp`, `signIn`, `signUpGuest` and `signInGuest` still resolve with the tokens stored and `auth.user` `undefined`, the failure only logged; `signUpGuest` resolves `{access_token, refresh_token, id}` and the others nothing',
    pages: [
      `${GUIDES}/getting-started#build-a-first-app`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/authentication#sign-in`,
      `${GUIDES}/guest-accounts#create-a-guest-account`,
      `${GUIDES}/guest-accounts#sign-a-guest-back-in`,
    ],
    test: AUTH,
  },
  'v3.sign-in-refusals': {
    release: '3.2.0',
    title:
      '`signIn` and `signInGuest` reject with the server’s message when it refuses the credentials, send the request once and store no token',
    pages: [
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/authentication#what-can-fail`,
      `${GUIDES}/guest-accounts#what-can-fail`,
    ],
    test: AUTH,
  },
  'v3.refetch-user': {
    release: '3.2.0',
    title:
      '`refetchUser` reloads `auth.user`; when the fetch fails it resolves, sets `auth.user` to `undefined` and keeps the tokens, and with no tokens stored it does the same without a request',
    pages: [
      `${GUIDES}/authentication#keep-the-session-fresh`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/account-deletion#what-can-fail`,
    ],
    test: AUTH,
  },
  'v3.refresh-access-token': {
    release: '3.2.0',
    title:
      '`refreshAccessToken` sends the refresh token to `POST /refresh`, stores the new pair and resolves with it; a refused refresh rejects and leaves the old tokens and `auth.user`, and without a refresh token it rejects "No refresh token available" without a request',
    pages: [`${GUIDES}/authentication#keep-the-session-fresh`],
    test: AUTH,
  },
  'v3.sign-out-without-refresh-token': {
    release: '3.2.0',
    title:
      'with no refresh token stored, `signOut` sends no logout request and still removes the access token and the session and resets `auth`',
    pages: [`${GUIDES}/authentication#sign-out`],
    test: AUTH,
  },
  'v3.verify-email': {
    release: '3.2.0',
    title:
      '`verifyEmail(code)` sends `GET /verify-email/<code>`, the code in the URL, without a body or an `Authorization` header, signed in or not, resolves with the server’s decrypted answer and rejects with the server’s message; `requestNewVerificationEmail` is `requestNewVerificationCode`: it sends `POST /protected/request_verification` with the access token, resolves with the server’s decrypted answer, and rejects "No data received from the server" when that answer decrypts to `null`',
    pages: [
      `${GUIDES}/authentication#verify-the-email-address`,
      `${GUIDES}/authentication#security-notes`,
      `${DOCS}/security#what-is-not-encrypted`,
    ],
    test: AUTH,
  },
  'v3.password-reset': {
    release: '3.2.0',
    title:
      '`requestPasswordReset` sends the email, the hash and the client ID, `confirmPasswordReset` the email, the code, the plaintext secret, the new password and the client ID, both in encrypted bodies without an `Authorization` header; neither stores a token',
    pages: [
      `${GUIDES}/authentication#reset-a-forgotten-password`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#wrap-your-app`,
      `${DOCS}/registration`,
    ],
    test: AUTH,
  },
  'v3.secret-helpers': {
    release: '3.2.0',
    title:
      '`generateSecureSecret` returns 64 lower-case hex characters from 32 bytes of `crypto.getRandomValues`, and `hashSecret` resolves the SHA-256 of its argument in hex; neither sends anything',
    pages: [
      `${GUIDES}/authentication#reset-a-forgotten-password`,
      `${GUIDES}/account-deletion#how-it-works`,
      `${GUIDES}/account-deletion#the-api-in-320`,
    ],
    test: AUTH,
  },
  'v3.hash-secret-needs-subtle': {
    release: '3.2.0',
    title:
      'without `crypto.subtle`, as on a plain-HTTP origin, `hashSecret` rejects with a `TypeError` and nothing is sent',
    pages: [`${GUIDES}/account-deletion#the-api-in-320`, `${GUIDES}/account-deletion#what-can-fail`],
    test: AUTH,
  },
  'v3.change-password-outcomes': {
    release: '3.2.0',
    title:
      '`changePassword` resolves `undefined`; signed out it rejects "No access token available" without a request, and a refusal answered 400 is sent again with the same passwords over a new session before it rejects with the server’s message',
    pages: [`${GUIDES}/authentication#change-the-password`, `${GUIDES}/authentication#what-can-fail`],
    test: AUTH,
  },
  'v3.every-sign-in-clears-api-key': {
    release: '3.2.0',
    title:
      'a successful `signUp`, `signInGuest`, `signUpGuest`, GitHub, Google or Apple callback and Apple native sign-in each clear the context’s `apiKey`; a failed sign-in leaves it; the key appears in no console line',
    pages: [
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/sign-in-with-apple#how-it-works`,
      `${GUIDES}/sign-in-with-apple#security-notes`,
      `${DOCS}/migration#sign-in-and-sign-out-clear-the-api-key`,
      `${GUIDES}/api-keys#what-setapikey-does-with-a-value`,
    ],
    test: AUTH,
  },
  'v3.guest-requests-like-users': {
    release: '3.2.0',
    title:
      'a guest’s storage request goes out like an email user’s: encrypted body, access token as bearer, session ID header, and after a 401 a refresh and one resend',
    pages: [
      `${GUIDES}/guest-accounts#how-guest-accounts-work`,
      `${GUIDES}/guest-accounts#tell-guests-and-email-users-apart`,
      `${GUIDES}/guest-accounts#security-notes`,
    ],
    test: AUTH,
  },
  'v3.no-guest-upgrade': {
    release: '3.2.0',
    title: 'the 3.2.0 context has no `convertGuestToUserAccount`, which 1.1.0’s has',
    pages: [`${GUIDES}/guest-accounts#no-upgrade-to-an-email-account`, `${DOCS}/migration#guest-upgrade-removed`],
    test: AUTH,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
