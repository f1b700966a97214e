/** Behaviours of `@opensecret/react` 1.1.0 that `tests/sdk/` holds it to, in its calls: accounts, key-value storage, AI, account material. */
import type {SdkBehaviour} from './types';

const AUTH = 'tests/sdk/auth.test.ts';
const KV = 'tests/sdk/kv.test.ts';
const AI = 'tests/sdk/ai.test.ts';
const ACCOUNT = 'tests/sdk/account.test.ts';

const GUIDES = '/docs/guides';

export const V1_FEATURES = {
  'v1.sign-in-stores-tokens': {
    release: '1.1.0',
    title:
      '`signIn` sends the email, the password and the client ID in an encrypted `POST /login`, stores `access_token` and `refresh_token` in `localStorage` and resolves once `auth.user` is loaded',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/getting-started#build-a-first-app`,
      '/docs/registration',
    ],
    test: AUTH,
  },
  'v1.sign-up-stores-tokens': {
    release: '1.1.0',
    title:
      '`signUp` sends the email, the password, the invite code lower-cased, the client ID and the name in an encrypted `POST /register` and stores both tokens in `localStorage`',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#sign-up-with-email-and-password`,
    ],
    test: AUTH,
  },
  'v1.guest-accounts': {
    release: '1.1.0',
    title:
      '`signUpGuest` registers with the password, the lower-cased invite code and the client ID (no email), stores both tokens and returns them too; `signInGuest` sends the ID, the password and the client ID',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      '/docs/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/guest-accounts#create-a-guest-account`,
      `${GUIDES}/guest-accounts#sign-a-guest-back-in`,
      `${GUIDES}/guest-accounts#how-guest-accounts-work`,
    ],
    test: AUTH,
  },
  'v1.sign-out-clears': {
    release: '1.1.0',
    title:
      '`signOut` sends the refresh token in an encrypted `POST /logout` without an `Authorization` header, then removes `access_token`, `refresh_token`, `sessionKey` and `sessionId` from storage, and nothing else',
    pages: [
      '/docs/security#the-handshake',
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#sign-out`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: AUTH,
  },
  'v1.sign-out-survives-logout-failure': {
    release: '1.1.0',
    title:
      '`signOut` resolves and removes the tokens and the session even when the logout request fails; the failure is only logged',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      '/docs/security#what-only-the-server-decides',
      `${GUIDES}/authentication#sign-out`,
    ],
    test: AUTH,
  },
  'v1.mount-restores-user': {
    release: '1.1.0',
    title:
      'a provider mounted with tokens stored fetches the user; when that fails, `auth.user` stays `undefined`, the error is logged and the tokens stay in `localStorage`',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/getting-started#read-the-sdk-context`,
      `${GUIDES}/authentication#the-auth-state`,
    ],
    test: AUTH,
  },
  'v1.signed-out-calls-reject': {
    release: '1.1.0',
    title:
      'with no access token stored, `put`, `list` and `del` reject with "No access token available" and send nothing',
    pages: [`${GUIDES}/getting-started#what-can-fail`, `${GUIDES}/key-value-storage#what-can-fail`],
    test: AUTH,
  },
  'v1.kv-round-trip': {
    release: '1.1.0',
    title:
      '`put` resolves with the server’s answer, `get` with the stored string, `list` with every entry, and `del` removes one, each with a request to `/protected/kv`',
    pages: [
      `${GUIDES}/key-value-storage#write-a-value`,
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/key-value-storage#list-all-entries`,
      `${GUIDES}/key-value-storage#delete-an-entry`,
    ],
    test: KV,
  },
  'v1.get-swallows-errors': {
    release: '1.1.0',
    title:
      '`get` resolves `undefined` when the server answers with an error: it logs the key and the error, and a `.catch` on it never runs',
    pages: [
      '/docs/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/getting-started#build-a-first-app`,
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: KV,
  },
  'v1.get-without-session': {
    release: '1.1.0',
    title: '`get` resolves `undefined` when nobody is signed in, sends nothing and logs "No access token available"',
    pages: [`${GUIDES}/key-value-storage#read-a-value`, `${GUIDES}/key-value-storage#what-can-fail`],
    test: KV,
  },
  'v1.get-empty-string': {
    release: '1.1.0',
    title: '`get` resolves `undefined` when the server answers with an empty string, as for a failure',
    pages: [`${GUIDES}/key-value-storage#read-a-value`],
    test: KV,
  },
  'v1.kv-writes-reject': {
    release: '1.1.0',
    title: '`put`, `list` and `del` reject with the server’s message when it answers with an error',
    pages: [`${GUIDES}/key-value-storage#what-can-fail`, `${GUIDES}/getting-started#what-can-fail`],
    test: KV,
  },
  'v1.ai-stream-decrypted': {
    release: '1.1.0',
    title: 'a streamed answer is decrypted chunk by chunk into the event stream the `openai` client reads',
    pages: [
      '/docs/security#what-is-encrypted',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#what-stays-encrypted`,
    ],
    test: AI,
  },
  'v1.ai-fetch-throws-on-error-status': {
    release: '1.1.0',
    title:
      '`aiCustomFetch` throws "Request failed with status <status>: <body>" on an error status, after logging the status and the body',
    pages: [
      '/docs/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/ai-integration#what-can-fail`,
      `${GUIDES}/ai-integration#how-it-works`,
    ],
    test: AI,
  },
  'v1.ai-openai-connection-error': {
    release: '1.1.0',
    title:
      'through the `openai` client an error status, 400 included, is sent 3 times (openai’s default 2 retries) without a new handshake, and `create()` rejects with `APIConnectionError` "Connection error.", the SDK’s message only as its `cause`',
    pages: [
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/ai-integration#what-can-fail`,
      `${GUIDES}/ai-integration#1-point-the-client-at-the-enclave`,
    ],
    test: AI,
  },
  'v1.ai-unauthorized-refreshes': {
    release: '1.1.0',
    title:
      'after a 401, `aiCustomFetch` refreshes the tokens and sends the request once more with the new access token',
    pages: [
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#what-can-fail`,
    ],
    test: AI,
  },
  'v1.ai-empty-response-signed-out': {
    release: '1.1.0',
    title: 'before anyone signs in, `aiCustomFetch` resolves an empty 200 response and sends nothing',
    pages: [
      '/docs/security#what-is-encrypted',
      `${GUIDES}/ai-integration#requirements`,
      '/docs/3.x/guides/ai-integration#sign-in-or-an-api-key',
      '/docs/3.x/migration#ai-requests',
    ],
    test: AI,
  },
  'v1.ai-json-answer-not-decrypted': {
    release: '1.1.0',
    title:
      'a JSON (non-streamed) answer is handed back still encrypted, so the `openai` client returns `{encrypted}` and no `choices`',
    pages: [
      '/docs/security#what-is-encrypted',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#what-can-fail`,
      '/docs/3.x/guides/ai-integration#how-it-works',
      '/docs/3.x/migration#ai-requests',
      `${GUIDES}/ai-integration#what-stays-encrypted`,
    ],
    test: AI,
  },
  'v1.ai-logs-decrypted-chunks': {
    release: '1.1.0',
    title: 'decrypting a stream writes every decrypted chunk, the answer’s text included, to the console',
    pages: [
      '/docs/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/ai-integration#security-notes`,
      '/docs/3.x/guides/ai-integration#security-notes',
      '/docs/3.x/migration#smaller-changes',
      `${GUIDES}/getting-started#security-notes`,
    ],
    test: AI,
  },
  'v1.private-key-to-page': {
    release: '1.1.0',
    title:
      '`getPrivateKey` and `getPrivateKeyBytes` resolve the recovery phrase and the raw private key to the page, with derivation paths in the query string; the SDK neither stores nor logs them',
    pages: [
      '/docs/security#what-is-not-encrypted',
      '/docs/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/cryptographic-operations#4-export-a-recovery-phrase-only-on-request`,
      `${GUIDES}/cryptographic-operations#5-export-raw-key-bytes`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/data-encryption#security-notes`,
      `${GUIDES}/cryptographic-operations#how-it-works`,
    ],
    test: ACCOUNT,
  },
  'v1.third-party-token': {
    release: '1.1.0',
    title:
      '`generateThirdPartyToken` sends `{audience}`, or `{}` without one, and resolves the token without storing it',
    pages: [
      '/docs/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/third-party-tokens#audience-or-no-audience`,
      `${GUIDES}/third-party-tokens#1-request-a-token`,
      '/docs/3.x/migration#smaller-changes',
      `${GUIDES}/third-party-tokens#how-it-works`,
      `${GUIDES}/third-party-tokens#security-notes`,
    ],
    test: ACCOUNT,
  },
  'v1.change-password-keeps-tokens': {
    release: '1.1.0',
    title: '`changePassword` leaves the stored tokens as they were, even when the answer carries new ones',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#change-the-password`,
      '/docs/3.x/migration#changepassword-stores-the-tokens-it-receives',
    ],
    test: ACCOUNT,
  },
  'v1.convert-guest': {
    release: '1.1.0',
    title:
      '`convertGuestToUserAccount` sends the email, the password and the name in an encrypted `POST /protected/convert_guest`, then reloads the user; the tokens stay',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/guest-accounts#upgrade-a-guest-to-an-email-account`,
      '/docs/3.x/migration#guest-upgrade-removed',
      '/docs/3.x/guides/guest-accounts#no-upgrade-to-an-email-account',
    ],
    test: ACCOUNT,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;
