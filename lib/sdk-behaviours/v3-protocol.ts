/** Behaviours of `@opensecret/react` 3.2.0 that `tests/sdk/` holds it to, in its protocol: the handshake and the attestation checks (the wire, resends and console: v3-wire.ts). */
import type {SdkBehaviour} from './types';

const HANDSHAKE = 'tests/sdk/handshake.test.ts';
const VERIFICATION = 'tests/sdk/verification.test.ts';
const VIEW = 'tests/sdk/attestation-view.test.ts';

const GUIDES = '/docs/3.x/guides';

export const V3_PROTOCOL = {
  'v3.handshake-before-first-call': {
    release: '3.2.0',
    title:
      'before its first encrypted call the SDK sends `GET /attestation/<nonce>` with a fresh UUID, then `POST /key_exchange` with that nonce and a 32-byte X25519 public key',
    pages: [
      '/docs/3.x/security#the-handshake',
      '/docs/3.x/security#what-is-not-encrypted',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/#how-it-works',
    ],
    test: HANDSHAKE,
  },
  'v3.session-in-session-storage': {
    release: '3.2.0',
    title:
      'the session key and ID are kept in `sessionStorage` as `sessionKey` and `sessionId` and reused by every later call, which sends the ID as `x-session-id`',
    pages: [
      '/docs/3.x/security#the-handshake',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/migration#what-did-not-change',
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/#how-it-works',
      '/docs/3.x/guides/getting-started#security-notes',
      '/docs/3.x/guides/cryptographic-operations#security-notes',
      '/docs/3.x/guides/remote-attestation#security-notes',
      `${GUIDES}/models#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
    ],
    test: HANDSHAKE,
  },
  'v3.reload-reuses-session': {
    release: '3.2.0',
    title: 'a provider mounted with a session already in `sessionStorage`, as after a reload, makes no new handshake',
    pages: [
      '/docs/3.x/security#the-handshake',
      `${GUIDES}/remote-attestation#6-refresh-the-session`,
      `${GUIDES}/getting-started#read-the-sdk-context`,
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/3.x/guides/remote-attestation#security-notes',
    ],
    test: HANDSHAKE,
  },
  'v3.dev-document-unchecked': {
    release: '3.2.0',
    title:
      'on `http://localhost:3000` the handshake accepts the attestation document whatever its nonce, PCR values and certificates',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      `${GUIDES}/getting-started#wrap-your-app`,
      `${GUIDES}/remote-attestation#security-notes`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: HANDSHAKE,
  },
  'v3.loopback-urls-exact': {
    release: '3.2.0',
    title:
      '`http://127.0.0.1:3000` and `http://0.0.0.0:3000` skip verification too, while `http://localhost:3001` gets the full check, which rejects a development document',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      `${GUIDES}/getting-started#wrap-your-app`,
      `${GUIDES}/remote-attestation#security-notes`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: HANDSHAKE,
  },
  'v3.pcr-config-not-in-handshake': {
    release: '3.2.0',
    title:
      '`pcrConfig` changes nothing in the handshake: with the document’s PCR0 in neither list, the same requests are sent and the calls succeed',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      '/docs/3.x/#the-enclave-model-in-plain-words',
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      `${GUIDES}/getting-started#wrap-your-app`,
      '/docs/3.x/guides/remote-attestation#security-notes',
      '/docs/3.x/migration#remote-attestation-is-on-by-default',
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: HANDSHAKE,
  },
  'v3.verify-nonce-first': {
    release: '3.2.0',
    title:
      'off the loopback URLs, a document answering another nonce is rejected first ("Attestation document\'s nonce does not match the provided nonce."), before its root is looked at, and nothing else is sent',
    pages: [
      '/docs/3.x/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#what-an-attestation-document-proves`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
      '/docs/3.x/guides/getting-started#what-can-fail',
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: VERIFICATION,
  },
  'v3.verify-nonce-required': {
    release: '3.2.0',
    title:
      'off the loopback URLs, a document without a nonce is rejected ("Attestation document does not have a nonce.")',
    pages: [
      '/docs/3.x/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: VERIFICATION,
  },
  'v3.verify-root-certificate': {
    release: '3.2.0',
    title:
      'off the loopback URLs, a document whose bundle does not start with the built-in AWS root is rejected ("Root cert does not match first cert in attestation document."), before its certificate is parsed',
    pages: [
      '/docs/3.x/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/migration#what-did-not-change',
    ],
    test: VERIFICATION,
  },
  'v3.verify-validity-dates': {
    release: '3.2.0',
    title:
      'off the loopback URLs, a certificate outside its validity dates is rejected ("Certificate is expired."), before the chain length is checked',
    pages: [
      '/docs/3.x/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: VERIFICATION,
  },
  'v3.verify-chain-length': {
    release: '3.2.0',
    title:
      'off the loopback URLs, a certificate that does not chain through the whole bundle is rejected ("Certificate chain length does not match length of cabundle."), before the signature check',
    pages: [
      '/docs/3.x/security#what-the-attestation-check-verifies',
      `${GUIDES}/getting-started#how-the-sdk-talks-to-opensecret`,
      `${GUIDES}/remote-attestation#how-the-sdk-uses-it`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
    ],
    test: VERIFICATION,
  },
  'v3.attestation-document-always-verified': {
    release: '3.2.0',
    title:
      '`getAttestationDocument` runs the full verification even on `http://localhost:3000`, so it rejects the development document the handshake accepts',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      `${GUIDES}/remote-attestation#2-fetch-and-verify-a-document`,
      '/docs/3.x/guides/remote-attestation#what-can-fail',
    ],
    test: VERIFICATION,
  },
  'v3.pcr-config-judges-parsed-view': {
    release: '3.2.0',
    title:
      '`pcrConfig` decides the PCR0 verdict of `parseAttestationForView`: its production values, then its development values, else no match (nothing downloaded with `remoteAttestation: false`)',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      `${GUIDES}/remote-attestation#remote-pcr-history-on-by-default`,
      `${GUIDES}/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
      '/docs/3.x/guides/getting-started#wrap-your-app',
      '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it',
    ],
    test: VIEW,
  },
  'v3.pcr-history-downloaded': {
    release: '3.2.0',
    title:
      'with `remoteAttestation` left on, `parseAttestationForView` downloads the production then the development PCR0 history from raw.githubusercontent.com for a PCR0 its lists lack; a failed download is logged and reads "does not match"',
    pages: [
      '/docs/3.x/security#what-the-check-leaves-out',
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
      '/docs/3.x/security#what-only-the-server-decides',
      `${GUIDES}/remote-attestation#remote-pcr-history-on-by-default`,
      `${GUIDES}/getting-started#what-can-fail`,
      '/docs/3.x/migration#remote-attestation-is-on-by-default',
      '/docs/3.x/guides/remote-attestation#what-can-fail',
    ],
    test: VIEW,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
