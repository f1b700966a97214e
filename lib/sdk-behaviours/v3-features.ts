/** Behaviours of `@opensecret/react` 3.2.0 that `tests/sdk/` holds it to, in its calls: accounts, key-value storage, AI, API keys, account material. */
import type {SdkBehaviour} from './types';

const AUTH = 'tests/sdk/auth.test.ts';
const KV = 'tests/sdk/kv.test.ts';
const AI = 'tests/sdk/ai.test.ts';
const API_KEYS = 'tests/sdk/api-keys.test.ts';
const ACCOUNT = 'tests/sdk/account.test.ts';

const GUIDES = '/docs/3.x/guides';

export const V3_FEATURES = {
  'v3.sign-in-stores-tokens': {
    release: '3.2.0',
    title:
      '`signIn` sends the email, the password and the client ID in an encrypted `POST /login`, stores `access_token` and `refresh_token` in `localStorage` and resolves once `auth.user` is loaded',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/getting-started#build-a-first-app`,
      '/docs/3.x/guides/authentication#sign-in',
      '/docs/3.x/guides/getting-started#security-notes',
      '/docs/3.x/guides/authentication#security-notes',
      '/docs/3.x/guides/key-value-storage#security-notes',
      '/docs/3.x/guides/cryptographic-operations#security-notes',
    ],
    test: AUTH,
  },
  'v3.sign-up-stores-tokens': {
    release: '3.2.0',
    title:
      '`signUp` sends the email, the password, the invite code lower-cased, the client ID and the name in an encrypted `POST /register` and stores both tokens in `localStorage`',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#sign-up-with-email-and-password`,
      '/docs/3.x/guides/authentication#how-authentication-works',
    ],
    test: AUTH,
  },
  'v3.guest-accounts': {
    release: '3.2.0',
    title:
      '`signUpGuest` registers with the password and the lower-cased invite code only, stores both tokens and returns them too; `signInGuest` sends the ID, the password and the client ID',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      '/docs/3.x/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/guest-accounts#create-a-guest-account`,
      `${GUIDES}/guest-accounts#sign-a-guest-back-in`,
      '/docs/3.x/guides/guest-accounts#how-guest-accounts-work',
    ],
    test: AUTH,
  },
  'v3.sign-out-clears': {
    release: '3.2.0',
    title:
      '`signOut` sends the refresh token in an encrypted `POST /logout` without an `Authorization` header, then removes `access_token`, `refresh_token`, `sessionKey` and `sessionId` from storage, and nothing else',
    pages: [
      '/docs/3.x/security#the-handshake',
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#sign-out`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/migration#what-did-not-change',
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/account-deletion#what-happens-to-the-session',
      '/docs/3.x/registration#configuring-the-project',
    ],
    test: AUTH,
  },
  'v3.sign-out-survives-logout-failure': {
    release: '3.2.0',
    title:
      '`signOut` resolves and removes the tokens and the session even when the logout request fails; the failure is only logged',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/authentication#sign-out`,
      '/docs/3.x/guides/getting-started#what-can-fail',
      '/docs/3.x/guides/account-deletion#what-happens-to-the-session',
      '/docs/3.x/guides/authentication#what-can-fail',
    ],
    test: AUTH,
  },
  'v3.mount-restores-user': {
    release: '3.2.0',
    title:
      'a provider mounted with tokens stored fetches the user; when that fails, `auth.user` stays `undefined`, the error is logged and the tokens stay in `localStorage`',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/getting-started#read-the-sdk-context`,
      `${GUIDES}/authentication#the-auth-state`,
    ],
    test: AUTH,
  },
  'v3.signed-out-calls-reject': {
    release: '3.2.0',
    title:
      'with no access token stored, `put`, `list` and `del` reject with "No access token available" and send nothing',
    pages: [
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/3.x/guides/key-value-storage#how-it-works',
    ],
    test: AUTH,
  },
  'v3.kv-round-trip': {
    release: '3.2.0',
    title:
      '`put` resolves with the server’s answer, `get` with the stored string, `list` with every entry, and `del` removes one, each with a request to `/protected/kv`',
    pages: [
      `${GUIDES}/key-value-storage#write-a-value`,
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/key-value-storage#list-all-entries`,
      `${GUIDES}/key-value-storage#delete-an-entry`,
      '/docs/3.x/guides/key-value-storage#how-it-works',
    ],
    test: KV,
  },
  'v3.get-swallows-errors': {
    release: '3.2.0',
    title:
      '`get` resolves `undefined` when the server answers with an error: it logs the key and the error, and a `.catch` on it never runs',
    pages: [
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/getting-started#build-a-first-app`,
      '/docs/3.x/guides/getting-started#security-notes',
      '/docs/3.x/guides/key-value-storage#security-notes',
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: KV,
  },
  'v3.get-without-session': {
    release: '3.2.0',
    title: '`get` resolves `undefined` when nobody is signed in, sends nothing and logs "No access token available"',
    pages: [
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/3.x/guides/getting-started#build-a-first-app',
    ],
    test: KV,
  },
  'v3.get-empty-string': {
    release: '3.2.0',
    title: '`get` resolves `undefined` when the server answers with an empty string, as for a failure',
    pages: [`${GUIDES}/key-value-storage#read-a-value`, '/docs/3.x/guides/key-value-storage#write-a-value'],
    test: KV,
  },
  'v3.kv-writes-reject': {
    release: '3.2.0',
    title: '`put`, `list` and `del` reject with the server’s message when it answers with an error',
    pages: [
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/getting-started#what-can-fail`,
      '/docs/3.x/guides/getting-started#build-a-first-app',
      '/docs/3.x/guides/key-value-storage#list-all-entries',
      '/docs/3.x/guides/key-value-storage#delete-an-entry',
    ],
    test: KV,
  },
  'v3.del-all': {
    release: '3.2.0',
    title:
      '`delAll` sends `DELETE /protected/kv`, after which `list` is empty, and rejects on failure ("Failed to delete all key-value pairs" when the answer has no message)',
    pages: [
      `${GUIDES}/key-value-storage#delete-everything`,
      `${GUIDES}/account-deletion#clear-the-data-keep-the-account`,
      '/docs/3.x/guides/key-value-storage#what-can-fail',
    ],
    test: KV,
  },
  'v3.ai-fetch-encrypts-and-decrypts': {
    release: '3.2.0',
    title:
      'through the `openai` client, `aiCustomFetch` sends the chat request as `{"encrypted": …}` with the access token as bearer in place of the client’s `apiKey`, and decrypts the JSON answer',
    pages: [
      '/docs/3.x/security#what-is-encrypted',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#1-point-the-client-at-the-enclave`,
      `${GUIDES}/ai-integration#what-stays-encrypted`,
      '/docs/3.x/migration#ai-requests',
      '/docs/3.x/#what-the-guides-cover',
      `${GUIDES}/ai-integration#3-use-it-outside-a-component`,
      `${GUIDES}/instructions#3-use-an-instruction-in-a-request`,
    ],
    test: AI,
  },
  'v3.ai-stream-decrypted': {
    release: '3.2.0',
    title: 'a streamed answer is decrypted chunk by chunk into the event stream the `openai` client reads',
    pages: [
      '/docs/3.x/security#what-is-encrypted',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#2-stream-a-chat-in-a-component`,
    ],
    test: AI,
  },
  'v3.ai-fetch-throws-on-error-status': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` throws "Request failed with status <status>: <body>" on an error status, after logging the status and the body',
    pages: [
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/ai-integration#what-can-fail`,
      `${GUIDES}/ai-integration#security-notes`,
      '/docs/3.x/migration#ai-requests',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/responses#what-can-fail`,
    ],
    test: AI,
  },
  'v3.ai-openai-connection-error': {
    release: '3.2.0',
    title:
      'through the `openai` client an error status, 400 included, is sent 3 times (openai’s default 2 retries) without a new handshake, and `create()` rejects with `APIConnectionError` "Connection error.", the SDK’s message only as its `cause`',
    pages: [
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/ai-integration#what-can-fail`,
      '/docs/3.x/migration#ai-requests',
      `${GUIDES}/ai-integration#1-point-the-client-at-the-enclave`,
      `${GUIDES}/api-keys#using-a-key`,
      `${GUIDES}/api-keys#what-can-fail`,
      `${GUIDES}/responses#what-can-fail`,
      `${GUIDES}/instructions#3-use-an-instruction-in-a-request`,
      `${GUIDES}/conversations#marked-deprecated`,
    ],
    test: AI,
  },
  'v3.ai-unauthorized-refreshes': {
    release: '3.2.0',
    title:
      'after a 401, `aiCustomFetch` refreshes the tokens and sends the request once more with the new access token',
    pages: [
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/ai-integration#what-can-fail`,
    ],
    test: AI,
  },
  'v3.ai-no-credentials': {
    release: '3.2.0',
    title:
      'with neither a signed-in user nor an API key, `aiCustomFetch` rejects with "No access token or API key available" and sends nothing',
    pages: [
      `${GUIDES}/ai-integration#sign-in-or-an-api-key`,
      `${GUIDES}/ai-integration#what-can-fail`,
      '/docs/3.x/migration#ai-requests',
      `${GUIDES}/ai-integration#how-it-works`,
      `${GUIDES}/api-keys#what-can-fail`,
      `${GUIDES}/responses#what-can-fail`,
    ],
    test: AI,
  },
  'v3.ai-answers-not-logged': {
    release: '3.2.0',
    title: 'decrypting answers, streamed or not, writes neither the prompt nor the answer to the console',
    pages: [
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/ai-integration#security-notes`,
      '/docs/3.x/migration#smaller-changes',
    ],
    test: AI,
  },
  'v3.set-api-key-validates': {
    release: '3.2.0',
    title:
      '`setApiKey` trims the value and keeps it only if it looks like a UUID; anything else clears the key, even a valid one set before, with only a console warning',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/api-keys#what-setapikey-does-with-a-value`,
      `${GUIDES}/api-keys#what-can-fail`,
    ],
    test: API_KEYS,
  },
  'v3.api-key-in-memory-only': {
    release: '3.2.0',
    title: 'the API key is written to neither `localStorage` nor `sessionStorage`, and sign-in and sign-out clear it',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/api-keys#what-setapikey-does-with-a-value`,
      `${GUIDES}/api-keys#security-notes`,
      '/docs/3.x/migration#sign-in-and-sign-out-clear-the-api-key',
      '/docs/3.x/guides/authentication#sign-out',
      '/docs/3.x/guides/authentication#how-authentication-works',
      '/docs/3.x/guides/account-deletion#what-happens-to-the-session',
    ],
    test: API_KEYS,
  },
  'v3.api-key-bearer-without-refresh': {
    release: '3.2.0',
    title:
      'with an API key set, `fetchModels` and `aiCustomFetch` send it as the bearer token instead of the session’s, and a 401 is final: no refresh, no second request',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#requests-the-sdk-sends-again',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/api-keys#using-a-key`,
      `${GUIDES}/ai-integration#sign-in-or-an-api-key`,
      `${GUIDES}/models#how-it-works`,
      `${GUIDES}/api-keys#what-can-fail`,
    ],
    test: API_KEYS,
  },
  'v3.api-key-management': {
    release: '3.2.0',
    title:
      '`createApiKey` returns the key once, `listApiKeys` returns names and dates newest first, and `deleteApiKey` puts the URL-encoded name in the path; all three authenticate with the access token, never a key',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/api-keys#managing-keys`,
      `${GUIDES}/api-keys#the-api-in-320`,
      `${GUIDES}/ai-integration#sign-in-or-an-api-key`,
    ],
    test: API_KEYS,
  },
  'v3.private-key-to-page': {
    release: '3.2.0',
    title:
      '`getPrivateKey` and `getPrivateKeyBytes` resolve the recovery phrase and the raw private key to the page, with derivation paths in the query string; the SDK neither stores nor logs them',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/cryptographic-operations#4-export-a-recovery-phrase-only-on-request`,
      `${GUIDES}/cryptographic-operations#5-export-raw-key-bytes`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/cryptographic-operations#how-it-works',
      '/docs/3.x/guides/cryptographic-operations#security-notes',
      '/docs/3.x/guides/data-encryption',
    ],
    test: ACCOUNT,
  },
  'v3.third-party-token': {
    release: '3.2.0',
    title:
      '`generateThirdPartyToken` sends `{audience}`, or `{}` without one, and resolves the token without storing it',
    pages: [
      '/docs/3.x/security#calls-that-hand-secrets-to-your-page',
      `${GUIDES}/third-party-tokens#audience-or-no-audience`,
      `${GUIDES}/third-party-tokens#1-request-a-token`,
      '/docs/3.x/guides/third-party-tokens#how-it-works',
      '/docs/3.x/guides/third-party-tokens#security-notes',
      '/docs/3.x/migration#smaller-changes',
    ],
    test: ACCOUNT,
  },
  'v3.change-password-stores-new-tokens': {
    release: '3.2.0',
    title: '`changePassword` stores the tokens the answer carries in place of the old ones',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/authentication#change-the-password`,
      '/docs/3.x/migration#changepassword-stores-the-tokens-it-receives',
    ],
    test: ACCOUNT,
  },
  'v3.account-deletion-keeps-session': {
    release: '3.2.0',
    title:
      'after `requestAccountDeletion` and `confirmAccountDeletion` the tokens and the session stay in storage and `auth.user` still holds the deleted user',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/account-deletion#what-happens-to-the-session`,
      `${GUIDES}/authentication#delete-the-account`,
      '/docs/3.x/guides/account-deletion#how-it-works',
      '/docs/3.x/guides/account-deletion#security-notes',
    ],
    test: ACCOUNT,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
