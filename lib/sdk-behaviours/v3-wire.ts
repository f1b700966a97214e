/** Behaviours of `@opensecret/react` 3.2.0 that `tests/sdk/` holds it to, on the wire: what is encrypted and what is not, resends after 401 and 400, console output. */
import type {SdkBehaviour} from './types';

const WIRE = 'tests/sdk/wire.test.ts';
const RETRIES = 'tests/sdk/retries.test.ts';
const CONSOLE = 'tests/sdk/console.test.ts';

const GUIDES = '/docs/3.x/guides';

export const V3_WIRE = {
  'v3.bodies-encrypted': {
    release: '3.2.0',
    title:
      'request bodies go on the wire as `{"encrypted": …}` only, sealed with the session key: no email, password or stored value in clear',
    pages: [
      '/docs/3.x/security#what-is-encrypted',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/key-value-storage#how-it-works`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/#how-it-works',
      '/docs/3.x/guides/authentication#how-authentication-works',
      '/docs/3.x/guides/sign-in-with-apple#how-it-works',
      '/docs/3.x/guides/account-deletion#security-notes',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: WIRE,
  },
  'v3.url-and-headers-in-clear': {
    release: '3.2.0',
    title:
      'the URL path, the query string (derivation paths, storage keys) and the headers (`Authorization: Bearer <access token>`, `x-session-id`) are not encrypted',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/key-value-storage#security-notes`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/#how-it-works',
      '/docs/3.x/guides/authentication#security-notes',
      '/docs/3.x/guides/data-encryption#security-notes',
      '/docs/3.x/guides/cryptographic-operations#how-it-works',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/3.x/guides/document-upload#security-notes',
      '/docs/3.x/guides/audio-transcription#security-notes',
    ],
    test: WIRE,
  },
  'v3.error-bodies-plain-json': {
    release: '3.2.0',
    title:
      'an error answer is read as plain JSON, not decrypted: its `message` becomes the error, else the call’s fallback text ("Failed to put key-value pair")',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/#how-it-works',
      '/docs/3.x/guides/sign-in-with-apple#how-it-works',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/3.x/guides/document-upload#what-can-fail',
      `${GUIDES}/conversations#how-it-works`,
      `${GUIDES}/conversation-projects#how-it-works`,
      `${GUIDES}/models#how-it-works`,
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/instructions#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
    ],
    test: WIRE,
  },
  'v3.answers-must-decrypt': {
    release: '3.2.0',
    title:
      'a successful answer that does not decrypt is refused ("Failed to decrypt or parse the response") and not retried',
    pages: [
      '/docs/3.x/security#what-is-encrypted',
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/account-deletion#what-can-fail`,
      '/docs/3.x/guides/key-value-storage#what-can-fail',
      '/docs/3.x/guides/audio-transcription#what-can-fail',
      `${GUIDES}/models#how-it-works`,
    ],
    test: WIRE,
  },
  'v3.storage-key-in-url': {
    release: '3.2.0',
    title:
      'a storage key goes into the URL unescaped: `?` starts a query string, `/` adds path segments, and `#` cuts the key short, so `tag#1` and `tag#2` both read and write `tag`',
    pages: [
      '/docs/3.x/security#what-is-not-encrypted',
      `${GUIDES}/key-value-storage#write-a-value`,
      `${GUIDES}/key-value-storage#security-notes`,
      '/docs/3.x/guides/getting-started#how-the-sdk-talks-to-opensecret',
    ],
    test: WIRE,
  },
  'v3.unauthorized-refreshes-and-resends': {
    release: '3.2.0',
    title:
      'after a 401 the SDK sends the refresh token in `POST /refresh`, stores the new pair in `localStorage` and sends the request once more with the new access token',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      '/docs/3.x/security#requests-the-sdk-sends-again',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/key-value-storage#how-it-works`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/conversations#how-it-works`,
      `${GUIDES}/conversations#what-can-fail`,
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/instructions#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
      `${GUIDES}/api-keys#managing-keys`,
      `${GUIDES}/models#how-it-works`,
    ],
    test: RETRIES,
  },
  'v3.unauthorized-resent-once': {
    release: '3.2.0',
    title:
      'a request answered 401 twice is sent twice with one refresh in between, then rejects with the second answer’s message',
    pages: [
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/conversations#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v3.failed-refresh-keeps-tokens': {
    release: '3.2.0',
    title:
      'when the refresh fails, the call rejects with the refresh’s error and the old tokens stay in `localStorage`, with `auth.user` still set',
    pages: [
      '/docs/3.x/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/authentication#keep-the-session-fresh`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/conversations#what-can-fail`,
      `${GUIDES}/conversation-projects#what-can-fail`,
      `${GUIDES}/responses#what-can-fail`,
      `${GUIDES}/instructions#what-can-fail`,
      `${GUIDES}/agents#what-can-fail`,
      `${GUIDES}/models#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v3.bad-request-renews-session': {
    release: '3.2.0',
    title:
      'after a 400 the SDK redoes the attestation and key exchange, stores the new session and sends the request once more with the new `x-session-id`',
    pages: [
      '/docs/3.x/security#the-handshake',
      '/docs/3.x/security#requests-the-sdk-sends-again',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/models#what-can-fail`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/getting-started#how-the-sdk-talks-to-opensecret',
      '/docs/3.x/guides/getting-started#what-can-fail',
      '/docs/3.x/guides/key-value-storage#how-it-works',
      `${GUIDES}/conversations#what-can-fail`,
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/instructions#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
      `${GUIDES}/api-keys#managing-keys`,
    ],
    test: RETRIES,
  },
  'v3.bad-request-resent-once': {
    release: '3.2.0',
    title:
      'a request answered 400 twice is sent twice with one new handshake in between, then rejects with the second answer’s message',
    pages: [
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/guides/getting-started#what-can-fail',
      '/docs/3.x/guides/authentication#what-can-fail',
      `${GUIDES}/conversation-projects#what-can-fail`,
      `${GUIDES}/responses#what-can-fail`,
      `${GUIDES}/instructions#what-can-fail`,
      `${GUIDES}/models#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v3.encryption-error-renews-session': {
    release: '3.2.0',
    title:
      'an error of any status whose message contains "Encryption error" also makes the SDK redo the handshake and send the request once more',
    pages: [
      '/docs/3.x/security#the-handshake',
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/getting-started#what-can-fail',
      '/docs/3.x/guides/key-value-storage#how-it-works',
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/instructions#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
      `${GUIDES}/models#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v3.server-error-not-resent': {
    release: '3.2.0',
    title: 'a 500 or 503 answer is final: the request is sent once and the call rejects with the answer’s message',
    pages: [
      '/docs/3.x/security#requests-the-sdk-sends-again',
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v3.console-handshake': {
    release: '3.2.0',
    title:
      'the handshake logs, in a collapsed "Attestation" group, the nonce it generated, "DEV MODE: Using fake attestation document" and each step; later calls log "Using existing attestation from session storage."',
    pages: [
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/getting-started#security-notes`,
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: CONSOLE,
  },
  'v3.console-keeps-secrets-out': {
    release: '3.2.0',
    title:
      'across sign-in, storage calls, a token refresh, a failure and sign-out the console shows no password, email, token, session key or stored value; it shows the URL that answered 401 and the server’s error message',
    pages: [
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/getting-started#security-notes`,
      `${GUIDES}/key-value-storage#security-notes`,
    ],
    test: CONSOLE,
  },
  'v3.storage-key-platform-refresh': {
    release: '3.2.0',
    title:
      'a storage key containing `platform/` makes a 401 refresh go to `POST /platform/refresh`, the developer platform’s endpoint, with the user’s refresh token',
    pages: ['/docs/3.x/security#requests-the-sdk-sends-again', `${GUIDES}/key-value-storage#write-a-value`],
    test: WIRE,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
