/** Behaviours of `@opensecret/react` 3.2.0 in its attestation members, the parsed view and the session they lead to. */
import type {SdkBehaviour} from '../types';

const ATTESTATION = 'tests/sdk/v3-users-attestation.test.ts';

const GUIDES = '/docs/3.x/guides';
const REMOTE = `${GUIDES}/remote-attestation`;

export const V3_USERS_ATTESTATION = {
  'v3.get-attestation-session': {
    release: '3.2.0',
    title:
      '`getAttestation()` resolves the stored `{sessionKey, sessionId}` without a request, for any URL it is given; `getAttestation(true)` runs a new attestation and key exchange, stores the new session and resolves its key, and with another API URL that URL’s session replaces the one the provider’s calls use',
    pages: [
      `${REMOTE}#how-the-sdk-uses-it`,
      `${REMOTE}#6-refresh-the-session`,
      `${REMOTE}#security-notes`,
      `${GUIDES}/cryptographic-operations`,
      '/docs/3.x/security#the-handshake',
      '/docs/3.x/security#calls-that-hand-secrets-to-your-page',
    ],
    test: ATTESTATION,
  },
  'v3.attestation-document-fresh-nonces': {
    release: '3.2.0',
    title:
      'each `getAttestationDocument` call requests a document for a new nonce and leaves the stored session as it is; an error answer rejects "Failed to fetch attestation document"',
    pages: [`${REMOTE}#2-fetch-and-verify-a-document`, `${REMOTE}#what-can-fail`, `${REMOTE}#security-notes`],
    test: ATTESTATION,
  },
  'v3.authenticate-no-bypass': {
    release: '3.2.0',
    title:
      '`authenticate` checks a document fully, with no development exception: a development document is refused for its nonce or its root, without a request',
    pages: [`${REMOTE}#5-authenticate-a-document-yourself`, `${REMOTE}#what-can-fail`],
    test: ATTESTATION,
  },
  'v3.parsed-view-fields': {
    release: '3.2.0',
    title:
      '`parseAttestationForView` lists PCRs in lower-case hex without the all-zero ones, compares PCR0 exactly (upper-case configured values never match), gives `validatedPcr0Hash: null` without a non-zero PCR0, the public key in base64, user data and nonce as text, a US-English date, and `cert0hash` equal to `expectedRootCertHash`, the SHA-256 of the bundled root',
    pages: [
      `${REMOTE}#3-read-the-parsed-view`,
      `${REMOTE}#1-name-the-builds-you-trust-with-pcrconfig`,
      `${REMOTE}#5-authenticate-a-document-yourself`,
    ],
    test: ATTESTATION,
  },
  'v3.built-in-pcr-lists': {
    release: '3.2.0',
    title:
      'with the `pcrConfig` lists left out or empty (and `remoteAttestation: false`), a PCR0 of the release’s built-in production list reads "PCR0 matches a known good value" and one of its built-in development list "PCR0 matches development enclave", both with `isMatch: true`, and any other "PCR0 does not match a known good value"',
    pages: [
      `${REMOTE}#remote-pcr-history-on-by-default`,
      `${REMOTE}#1-name-the-builds-you-trust-with-pcrconfig`,
      `${REMOTE}#3-read-the-parsed-view`,
      `${REMOTE}#4-show-the-verification-to-users`,
      '/docs/3.x/security#what-the-check-leaves-out',
    ],
    test: ATTESTATION,
  },
  'v3.pcr-history-signed-entries': {
    release: '3.2.0',
    title:
      '`remoteAttestationUrls` moves the production and development history downloads to the given URLs, and a history entry for the PCR0 whose signature the built-in key does not verify is skipped: the verdict is "does not match", not a rejection',
    pages: [`${REMOTE}#remote-pcr-history-on-by-default`, `${REMOTE}#what-can-fail`],
    test: ATTESTATION,
  },
  'v3.pcr-config-exposed': {
    release: '3.2.0',
    title: 'the context hands back the provider’s `pcrConfig` object as given, and `{}` when the prop is left out',
    pages: [`${REMOTE}#1-name-the-builds-you-trust-with-pcrconfig`],
    test: ATTESTATION,
  },
  'v3.context-identity': {
    release: '3.2.0',
    title:
      'the context object and its `getAttestationDocument` are new after a provider re-render, while `get`, `list`, `put` and `del` keep their identity',
    pages: [`${GUIDES}/getting-started#build-a-first-app`, `${REMOTE}#4-show-the-verification-to-users`],
    test: ATTESTATION,
  },
  'v3.console-certificates': {
    release: '3.2.0',
    title: 'off the loopback URLs the handshake logs the nonce and each certificate of the chain in PEM',
    pages: [`${GUIDES}/getting-started#security-notes`],
    test: ATTESTATION,
  },
  'v3.bodies-chacha20-poly1305': {
    release: '3.2.0',
    title:
      'a request body is the base64 of a random 12-byte nonce and the ChaCha20-Poly1305 ciphertext with its 16-byte tag under the session key, so the same value never looks the same twice',
    pages: ['/#how-it-works', `${REMOTE}#how-the-sdk-uses-it`],
    test: ATTESTATION,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
