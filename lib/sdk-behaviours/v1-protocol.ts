/** Behaviours of `@opensecret/react` 1.1.0 that `tests/sdk/` holds it to, in its protocol: handshake, attestation checks, the wire, resends, console. */
import type {SdkBehaviour} from './types';

const HANDSHAKE = 'tests/sdk/handshake.test.ts';
const VERIFICATION = 'tests/sdk/verification.test.ts';
const VIEW = 'tests/sdk/attestation-view.test.ts';
const WIRE = 'tests/sdk/wire.test.ts';
const RETRIES = 'tests/sdk/retries.test.ts';
const CONSOLE = 'tests/sdk/console.test.ts';

const GUIDES = '/docs/guides';

export const V1_PROTOCOL = {
  'v1.handshake-before-first-call': {
    release: '1.1.0',
    title:
      'before its first encrypted call the SDK sends `GET /attestation/<nonce>` with a fresh UUID, then `POST /key_exchange` with that nonce and a 32-byte X25519 public key',
    pages: [
      '/docs/security#the-handshake',
      '/docs/security#what-is-not-encrypted',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/#the-enclave-model-in-plain-words',
    ],
    test: HANDSHAKE,
  },
  'v1.session-in-session-storage': {
    release: '1.1.0',
    title:
      'the session key and ID are kept in `sessionStorage` as `sessionKey` and `sessionId` and reused by every later call, which sends the ID as `x-session-id`',
    pages: [
      '/docs/security#the-handshake',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/getting-started#security-notes`,
      `${GUIDES}/remote-attestation#security-notes`,
      `${GUIDES}/authentication#security-notes`,
    ],
    test: HANDSHAKE,
  },
  'v1.reload-reuses-session': {
    release: '1.1.0',
    title: 'a provider mounted with a session already in `sessionStorage`, as after a reload, makes no new handshake',
    pages: [
      '/docs/security#the-handshake',
      `${GUIDES}/remote-attestation#6-refresh-the-session`,
      `${GUIDES}/getting-started#read-the-sdk-context`,
    ],
    test: HANDSHAKE,
  },
  'v1.dev-document-unchecked': {
    release: '1.1.0',
    title:
      'on `http://localhost:3000` the handshake accepts the attestation document whatever its nonce, PCR values and certificates',
    pages: [
      '/docs/security#what-the-check-leaves-out',
      `${GUIDES}/getting-started#wrap-your-app`,
      `${GUIDES}/remote-attestation#security-notes`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/data-encryption#security-notes`,
    ],
    test: HANDSHAKE,
  },
  'v1.loopback-urls-exact': {
    release: '1.1.0',
    title:
      '`http://127.0.0.1:3000` and `http://0.0.0.0:3000` skip verification too, while `http://localhost:3001` gets the full check, which rejects a development document',
    pages: [
      '/docs/security#what-the-check-leaves-out',
      `${GUIDES}/getting-started#wrap-your-app`,
      `${GUIDES}/remote-attestation#security-notes`,
      '/docs/3.x/migration#what-did-not-change',
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: HANDSHAKE,
  },
  'v1.pcr-config-not-in-handshake': {
    release: '1.1.0',
    title:
      '`pcrConfig` changes nothing in the handshake: with the document’s PCR0 in neither list, the same requests are sent and the calls succeed',
    pages: [
      '/docs/security#what-the-check-leaves-out',
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#wrap-your-app`,
      '/docs/3.x/migration#what-did-not-change',
      '/docs/3.x/migration#remote-attestation-is-on-by-default',
    ],
    test: HANDSHAKE,
  },
  'v1.verify-nonce-first': {
    release: '1.1.0',
    title:
      'off the loopback URLs, a document answering another nonce is rejected first ("Attestation document\'s nonce does not match the provided nonce."), before its root is looked at, and nothing else is sent',
    pages: [
      '/docs/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#what-an-attestation-document-proves`,
      '/docs/3.x/migration#what-did-not-change',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: VERIFICATION,
  },
  'v1.verify-nonce-required': {
    release: '1.1.0',
    title:
      'off the loopback URLs, a document without a nonce is rejected ("Attestation document does not have a nonce.")',
    pages: [
      '/docs/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
    ],
    test: VERIFICATION,
  },
  'v1.verify-root-certificate': {
    release: '1.1.0',
    title:
      'off the loopback URLs, a document whose bundle does not start with the built-in AWS root is rejected ("Root cert does not match first cert in attestation document."), before its certificate is parsed',
    pages: [
      '/docs/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: VERIFICATION,
  },
  'v1.verify-validity-dates': {
    release: '1.1.0',
    title:
      'off the loopback URLs, a certificate outside its validity dates is rejected ("Certificate is expired."), before the chain length is checked',
    pages: [
      '/docs/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
    ],
    test: VERIFICATION,
  },
  'v1.verify-chain-length': {
    release: '1.1.0',
    title:
      'off the loopback URLs, a certificate that does not chain through the whole bundle is rejected ("Certificate chain length does not match length of cabundle."), before the signature check',
    pages: [
      '/docs/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/#the-enclave-model-in-plain-words',
    ],
    test: VERIFICATION,
  },
  'v1.attestation-document-always-verified': {
    release: '1.1.0',
    title:
      '`getAttestationDocument` runs the full verification even on `http://localhost:3000`, so it rejects the development document the handshake accepts',
    pages: [
      '/docs/security#what-the-check-leaves-out',
      `${GUIDES}/remote-attestation#2-fetch-and-verify-a-document`,
      `${GUIDES}/remote-attestation#what-can-fail`,
    ],
    test: VERIFICATION,
  },
  'v1.pcr-config-judges-parsed-view': {
    release: '1.1.0',
    title:
      '`pcrConfig` decides the PCR0 verdict of `parseAttestationForView`: its production values, then its development values, else no match; nothing is downloaded',
    pages: [
      '/docs/security#what-the-check-leaves-out',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig`,
      '/docs/3.x/migration#remote-attestation-is-on-by-default',
    ],
    test: VIEW,
  },
  'v1.bodies-encrypted': {
    release: '1.1.0',
    title:
      'request bodies go on the wire as `{"encrypted": …}` only, sealed with the session key: no email, password or stored value in clear',
    pages: [
      '/docs/security#what-is-encrypted',
      '/docs/security#what-only-the-server-decides',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/key-value-storage#how-it-works`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/guest-accounts#how-guest-accounts-work`,
      `${GUIDES}/data-encryption#security-notes`,
      `${GUIDES}/third-party-tokens#how-it-works`,
      `${GUIDES}/cryptographic-operations#how-it-works`,
    ],
    test: WIRE,
  },
  'v1.url-and-headers-in-clear': {
    release: '1.1.0',
    title:
      'the URL path, the query string (derivation paths, storage keys) and the headers (`Authorization: Bearer <access token>`, `x-session-id`) are not encrypted',
    pages: [
      '/docs/security#what-is-not-encrypted',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/key-value-storage#security-notes`,
      '/docs/#the-enclave-model-in-plain-words',
      `${GUIDES}/cryptographic-operations#how-it-works`,
      `${GUIDES}/cryptographic-operations#security-notes`,
    ],
    test: WIRE,
  },
  'v1.error-bodies-plain-json': {
    release: '1.1.0',
    title:
      'an error answer is read as plain JSON, not decrypted: its `message` becomes the error, else the call’s fallback text ("Failed to put key-value pair")',
    pages: [
      '/docs/security#what-is-not-encrypted',
      '/docs/security#what-only-the-server-decides',
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/#the-enclave-model-in-plain-words',
    ],
    test: WIRE,
  },
  'v1.answers-must-decrypt': {
    release: '1.1.0',
    title:
      'a successful answer that does not decrypt is refused ("Failed to decrypt or parse the response") and not retried',
    pages: [
      '/docs/security#what-is-encrypted',
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#write-a-value`,
    ],
    test: WIRE,
  },
  'v1.storage-key-in-url': {
    release: '1.1.0',
    title:
      'a storage key goes into the URL unescaped: `?` starts a query string, `/` adds path segments, and `#` cuts the key short, so `tag#1` and `tag#2` both read and write `tag`',
    pages: [
      '/docs/security#what-is-not-encrypted',
      `${GUIDES}/key-value-storage#write-a-value`,
      `${GUIDES}/key-value-storage#security-notes`,
    ],
    test: WIRE,
  },
  'v1.unauthorized-refreshes-and-resends': {
    release: '1.1.0',
    title:
      'after a 401 the SDK sends the refresh token in `POST /refresh`, stores the new pair in `localStorage` and sends the request once more with the new access token',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      '/docs/security#what-the-sdk-writes-to-the-console',
      '/docs/security#requests-the-sdk-sends-again',
      '/docs/security#what-only-the-server-decides',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/key-value-storage#how-it-works`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v1.unauthorized-resent-once': {
    release: '1.1.0',
    title:
      'a request answered 401 twice is sent twice with one refresh in between, then rejects with the second answer’s message',
    pages: [
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v1.failed-refresh-keeps-tokens': {
    release: '1.1.0',
    title:
      'when the refresh fails, the call rejects with the refresh’s error and the old tokens stay in `localStorage`, with `auth.user` still set',
    pages: [
      '/docs/security#where-tokens-keys-and-the-session-live',
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/authentication#keep-the-session-fresh`,
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v1.bad-request-renews-session': {
    release: '1.1.0',
    title:
      'after a 400 the SDK redoes the attestation and key exchange, stores the new session and sends the request once more with the new `x-session-id`',
    pages: [
      '/docs/security#the-handshake',
      '/docs/security#requests-the-sdk-sends-again',
      '/docs/security#what-only-the-server-decides',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/key-value-storage#how-it-works`,
    ],
    test: RETRIES,
  },
  'v1.bad-request-resent-once': {
    release: '1.1.0',
    title:
      'a request answered 400 twice is sent twice with one new handshake in between, then rejects with the second answer’s message',
    pages: [
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/authentication#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/cryptographic-operations#what-can-fail`,
      `${GUIDES}/third-party-tokens#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v1.encryption-error-renews-session': {
    release: '1.1.0',
    title:
      'an error of any status whose message contains "Encryption error" also makes the SDK redo the handshake and send the request once more',
    pages: [
      '/docs/security#the-handshake',
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
    ],
    test: RETRIES,
  },
  'v1.server-error-not-resent': {
    release: '1.1.0',
    title: 'a 500 or 503 answer is final: the request is sent once and the call rejects with the answer’s message',
    pages: [
      '/docs/security#requests-the-sdk-sends-again',
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
    ],
    test: RETRIES,
  },
  'v1.console-handshake': {
    release: '1.1.0',
    title:
      'the handshake logs, in a collapsed "Attestation" group, the nonce it generated, "DEV MODE: Using fake attestation document" and each step; later calls log "Using existing attestation from session storage."',
    pages: ['/docs/security#what-the-sdk-writes-to-the-console', `${GUIDES}/getting-started#security-notes`],
    test: CONSOLE,
  },
  'v1.console-keeps-secrets-out': {
    release: '1.1.0',
    title:
      'across sign-in, storage calls, a token refresh, a failure and sign-out the console shows no password, email, token, session key or stored value; it shows the URL that answered 401 and the server’s error message',
    pages: [
      '/docs/security#what-the-sdk-writes-to-the-console',
      `${GUIDES}/getting-started#security-notes`,
      `${GUIDES}/key-value-storage#security-notes`,
    ],
    test: CONSOLE,
  },
  'v1.storage-key-platform-refresh': {
    release: '1.1.0',
    title:
      'a storage key containing `platform/` makes a 401 refresh go to `POST /platform/refresh`, the developer platform’s endpoint, with the user’s refresh token',
    pages: ['/docs/security#requests-the-sdk-sends-again', `${GUIDES}/key-value-storage#write-a-value`],
    test: WIRE,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;
