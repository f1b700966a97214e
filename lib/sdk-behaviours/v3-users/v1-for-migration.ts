/**
 * Behaviours of `@opensecret/react` 1.1.0 that the 3.x pages state, mostly in the migration
 * guide: what 3.2.0 changed, and the calls whose requests it did not change; with the 1.1.0
 * pages that state them too.
 */
import type {SdkBehaviour} from '../types';

const AUTH = 'tests/sdk/v3-users-auth.test.ts';
const OAUTH = 'tests/sdk/v3-users-oauth.test.ts';
const KEYS = 'tests/sdk/v3-users-keys.test.ts';
const PLATFORM = 'tests/sdk/v3-users-platform.test.ts';

const DOCS = '/docs/3.x';
const V1_GUIDES = '/docs/guides';
const UNCHANGED = `${DOCS}/migration#what-did-not-change`;

export const V1_FOR_MIGRATION = {
  'v1.change-password-resolves-answer': {
    release: '1.1.0',
    title: '`changePassword` resolves with the server’s decrypted answer, although its type says `Promise<void>`',
    pages: [
      `${DOCS}/migration#changepassword-stores-the-tokens-it-receives`,
      `${DOCS}/guides/authentication#change-the-password`,
    ],
    test: PLATFORM,
  },
  'v1.ai-fetch-needs-token': {
    release: '1.1.0',
    title:
      'the real `aiCustomFetch` a signed-in context hands out rejects "No access token available" without a request once the access token is gone',
    pages: [`${DOCS}/migration#ai-requests`],
    test: PLATFORM,
  },
  'v1.provider-requires-settings': {
    release: '1.1.0',
    title:
      '`OpenSecretProvider` throws while mounting, before any request, when `apiUrl` or `clientId` is empty or only whitespace ("OpenSecretProvider requires a non-empty apiUrl…"); any other client ID is accepted unchecked and sent as given',
    pages: [
      UNCHANGED,
      `${V1_GUIDES}/getting-started#wrap-your-app`,
      `${V1_GUIDES}/getting-started#what-can-fail`,
      '/docs/registration#what-can-fail',
    ],
    test: AUTH,
  },
  'v1.developer-sign-out-keeps-session': {
    release: '1.1.0',
    title:
      'the developer `signOut` sends the refresh token to `POST /platform/logout` and removes the two tokens, leaving `sessionKey` and `sessionId` in `sessionStorage`',
    pages: [UNCHANGED, '/docs/registration#configuring-the-project'],
    test: PLATFORM,
  },
  'v1.verify-email': {
    release: '1.1.0',
    title:
      '`verifyEmail(code)` sends `GET /verify-email/<code>`, the code in the URL, without a body or an `Authorization` header, signed in or not, resolves with the server’s decrypted answer and rejects with the server’s message; `requestNewVerificationEmail` is `requestNewVerificationCode`: it sends `POST /protected/request_verification` with the access token, resolves with the server’s decrypted answer, and rejects "No data received from the server" when that answer decrypts to `null`',
    pages: [UNCHANGED, `${V1_GUIDES}/authentication#verify-the-email-address`, '/docs/security#what-is-not-encrypted'],
    test: AUTH,
  },
  'v1.password-reset': {
    release: '1.1.0',
    title:
      '`requestPasswordReset` sends the email, the hash and the client ID, `confirmPasswordReset` the email, the code, the plaintext secret, the new password and the client ID, both in encrypted bodies without an `Authorization` header; neither stores a token',
    pages: [UNCHANGED, `${V1_GUIDES}/authentication#reset-a-forgotten-password`, '/docs/registration'],
    test: AUTH,
  },
  'v1.secret-helpers': {
    release: '1.1.0',
    title:
      '`generateSecureSecret` returns 64 lower-case hex characters from 32 bytes of `crypto.getRandomValues`, and `hashSecret` resolves the SHA-256 of its argument in hex; neither sends anything',
    pages: [UNCHANGED, `${V1_GUIDES}/authentication#reset-a-forgotten-password`, '/docs/registration'],
    test: AUTH,
  },
  'v1.oauth-callback-messages': {
    release: '1.1.0',
    title:
      'the GitHub and Google callbacks replace the error with a fixed text: "An account with this email already exists…", "Invalid invite code…", "User not found…", else "Failed to authenticate with <provider>. Please try again.", network failures included; the original is only logged',
    pages: [UNCHANGED, `${V1_GUIDES}/authentication#sign-in-with-github-or-google`],
    test: OAUTH,
  },
  'v1.encrypt-decrypt-requests': {
    release: '1.1.0',
    title:
      '`encryptData` sends `POST /protected/encrypt` with `{data}`, plus `key_options` only for an options object with a field (an empty-string path is sent as it is), and resolves with the server’s answer; `decryptData` sends `POST /protected/decrypt` with `{encrypted_data, key_options?}` and resolves the plaintext; both send the access token, and the text and options travel only in the encrypted body, `{"encrypted": …}`',
    pages: [
      UNCHANGED,
      `${DOCS}/guides/data-encryption`,
      `${V1_GUIDES}/data-encryption#how-it-works`,
      `${V1_GUIDES}/data-encryption#encrypt-a-string`,
      `${V1_GUIDES}/data-encryption#decrypt-a-string`,
      `${V1_GUIDES}/data-encryption#choose-a-key-with-key-options`,
    ],
    test: KEYS,
  },
  'v1.key-requests-in-query': {
    release: '1.1.0',
    title:
      '`getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes` are `GET` requests without a body: the algorithm and the URL-encoded derivation paths, unchecked, go in the query string; a path that is not given or is an empty string is left out',
    pages: [
      UNCHANGED,
      `${DOCS}/guides/cryptographic-operations`,
      `${V1_GUIDES}/cryptographic-operations#how-it-works`,
      `${V1_GUIDES}/cryptographic-operations#1-read-a-public-key`,
      `${V1_GUIDES}/cryptographic-operations#security-notes`,
      '/docs/security#what-is-not-encrypted',
    ],
    test: KEYS,
  },
  'v1.sign-message-request': {
    release: '1.1.0',
    title:
      '`signMessage` sends `POST /protected/sign_message` with `{message_base64, algorithm}`, plus `key_options` only for an options object with a field, in the encrypted body and resolves with the server’s `{signature, message_hash}`',
    pages: [
      UNCHANGED,
      `${DOCS}/guides/cryptographic-operations`,
      `${V1_GUIDES}/cryptographic-operations#how-it-works`,
      `${V1_GUIDES}/cryptographic-operations#2-sign-a-message`,
    ],
    test: KEYS,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;
