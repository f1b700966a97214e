/**
 * Behaviours of `@opensecret/react` 1.1.0 that its docs pages state about user data and the
 * enclave: storage, encryption, keys and tokens, the attestation members and `aiCustomFetch`;
 * and, for the 1.1.0 docs' document upload page, of release 1.5.4.
 */
import type {SdkBehaviour} from './types';

const DATA = 'tests/sdk/v1-pages-data.test.ts';
const ATTESTATION = 'tests/sdk/v1-pages-attestation.test.ts';
const AI_TESTS = 'tests/sdk/v1-pages-ai.test.ts';
const DOCUMENT_TESTS = 'tests/sdk/v1-pages-documents.test.ts';

const GUIDES = '/docs/guides';
const START = `${GUIDES}/getting-started`;
const KV = `${GUIDES}/key-value-storage`;
const ENCRYPTION = `${GUIDES}/data-encryption`;
const KEYS = `${GUIDES}/cryptographic-operations`;
const TOKENS = `${GUIDES}/third-party-tokens`;
const ATTEST = `${GUIDES}/remote-attestation`;
const AI = `${GUIDES}/ai-integration`;
const DOCUMENTS = `${GUIDES}/document-upload`;

const V1_DATA = {
  'v1.del-resolves-server-answer': {
    release: '1.1.0',
    title:
      '`del` resolves to the server’s decrypted answer, not to `undefined`, and rejects "No data received from the server" when that answer is empty',
    pages: [`${KV}#delete-an-entry`],
    test: DATA,
  },
  'v1.get-swallows-lost-requests': {
    release: '1.1.0',
    title:
      '`get` also resolves `undefined` when the request fails on the network or the attestation fails, logging `Error fetching key "<key>"` with the error',
    pages: [`${KV}#read-a-value`, `${START}#build-a-first-app`],
    test: DATA,
  },
  'v1.put-rejects-lost-answer': {
    release: '1.1.0',
    title:
      '`put` rejects when its request fails on the network or its answer does not decrypt, although the value was sent; neither is sent again',
    pages: [`${KV}#write-a-value`, `${KV}#what-can-fail`],
    test: DATA,
  },
  'v1.encrypt-decrypt-fallback-messages': {
    release: '1.1.0',
    title:
      '`encryptData` and `decryptData` reject with the server’s message, or "Failed to encrypt data" / "Failed to decrypt data" when its error has none',
    pages: [`${ENCRYPTION}#what-can-fail`],
    test: DATA,
  },
  'v1.failed-key-export-logged': {
    release: '1.1.0',
    title: 'a failed `getPrivateKey` rejects with the server’s message, which the SDK also logs with `console.error`',
    pages: [`${KEYS}#4-export-a-recovery-phrase-only-on-request`],
    test: DATA,
  },
  'v1.third-party-token-empty-audience': {
    release: '1.1.0',
    title: '`generateThirdPartyToken("")` sends `{}`, a request without an audience, as a call without one does',
    pages: [`${TOKENS}#audience-or-no-audience`],
    test: DATA,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

const V1_ATTESTATION = {
  'v1.pcr0-verdicts-built-in': {
    release: '1.1.0',
    title:
      'with the `pcrConfig` lists left out or empty, `parseAttestationForView` counts a built-in production PCR0 as "PCR0 matches a known good value" and a built-in development PCR0 as "PCR0 matches development enclave", both `isMatch: true`, and any other as "PCR0 does not match a known good value"; configured values are compared case-sensitively, and an all-zero PCR0 gives `null`',
    pages: [
      `${ATTEST}#1-name-the-builds-you-trust-with-pcrconfig`,
      `${ATTEST}#3-read-the-parsed-view`,
      `${ATTEST}#what-can-fail`,
      '/docs/security#what-the-check-leaves-out',
    ],
    test: ATTESTATION,
  },
  'v1.parsed-view-fields': {
    release: '1.1.0',
    title:
      '`parseAttestationForView` leaves out all-zero PCRs, gives PCR values in lower-case hex, the public key in base64, user data and nonce as text, the timestamp in the en-US long format with the time zone, and `cert0hash` as the SHA-256 of the bundle’s first certificate',
    pages: [`${ATTEST}#3-read-the-parsed-view`],
    test: ATTESTATION,
  },
  'v1.root-hash-matches-bundled-root': {
    release: '1.1.0',
    title: '`expectedRootCertHash` is the SHA-256, in hex, of `awsRootCertDer`',
    pages: [`${ATTEST}#3-read-the-parsed-view`, `${ATTEST}#5-authenticate-a-document-yourself`],
    test: ATTESTATION,
  },
  'v1.attestation-document-per-render': {
    release: '1.1.0',
    title:
      'the context and its `getAttestationDocument` are new objects after a provider update such as a sign-in, while `get`, `put`, `list` and `del` keep their identity',
    pages: [`${ATTEST}#4-show-the-verification-to-users`, `${START}#build-a-first-app`],
    test: ATTESTATION,
  },
  'v1.attestation-document-beside-session': {
    release: '1.1.0',
    title:
      '`getAttestationDocument` asks `/attestation/<uuid>` with a new nonce on each call and leaves the stored session as it was, so later calls keep its `x-session-id`; when the document cannot be fetched it rejects "Failed to fetch attestation document"',
    pages: [`${ATTEST}#2-fetch-and-verify-a-document`, `${ATTEST}#what-can-fail`],
    test: ATTESTATION,
  },
  'v1.get-attestation-session': {
    release: '1.1.0',
    title:
      '`getAttestation()` resolves the stored session key and ID without a request, for any URL it is given; `getAttestation(true)` runs the handshake again, stores the new session, which later calls use, and resolves its key',
    pages: [
      `${ATTEST}#6-refresh-the-session`,
      `${ATTEST}#security-notes`,
      '/docs/#the-enclave-model-in-plain-words',
      '/docs/security#the-handshake',
      '/docs/security#calls-that-hand-secrets-to-your-page',
    ],
    test: ATTESTATION,
  },
  'v1.get-attestation-failures': {
    release: '1.1.0',
    title:
      '`getAttestation(true)` rejects when the document cannot be fetched ("Couldn\'t process attestation document: …") or the key exchange fails ("Key exchange failed"), and the stored session stays as it was',
    pages: [`${ATTEST}#what-can-fail`, `${ATTEST}#6-refresh-the-session`],
    test: ATTESTATION,
  },
  'v1.get-attestation-other-url': {
    release: '1.1.0',
    title:
      '`getAttestation(true, url)` attests `url` and stores that session in place of the app’s, so the next call to the app’s URL sends its ID',
    pages: [`${ATTEST}#6-refresh-the-session`],
    test: ATTESTATION,
  },
  'v1.authenticate-checks': {
    release: '1.1.0',
    title:
      '`authenticate(document, root, nonce)` rejects a document that answers another nonce, or whose bundle does not start with the given root, with the handshake’s messages and without a request',
    pages: [`${ATTEST}#5-authenticate-a-document-yourself`, `${ATTEST}#what-can-fail`],
    test: ATTESTATION,
  },
  'v1.console-nonces-and-chain': {
    release: '1.1.0',
    title:
      'off the loopback URLs, the verification logs the nonce it sent and the one the document holds when they differ, and each certificate of the chain it built (subject, dates, PEM)',
    pages: [`${ATTEST}#security-notes`, `${START}#security-notes`],
    test: ATTESTATION,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

const V1_AI = {
  'v1.ai-fetch-headers': {
    release: '1.1.0',
    title:
      '`aiCustomFetch` sends the body as `{"encrypted": …}`, replaces the caller’s `Authorization` with the stored access token, adds `x-session-id` and passes the caller’s other headers in clear; the `openai` client’s API key reaches no request',
    pages: [`${AI}#how-it-works`, `${AI}#1-point-the-client-at-the-enclave`, `${AI}#what-stays-encrypted`],
    test: AI_TESTS,
  },
  'v1.ai-fetch-any-url': {
    release: '1.1.0',
    title:
      '`aiCustomFetch` sends the access token and the session ID to whatever URL it is given, another origin included, with the session of the app’s URL',
    pages: [`${AI}#security-notes`],
    test: AI_TESTS,
  },
  'v1.ai-stream-drops-corrupted': {
    release: '1.1.0',
    title:
      'in an event stream passed through `aiCustomFetch`, an event that does not decrypt, such as a plain JSON chunk, is dropped, and the console shows its content with "Skipping corrupted chunk"; an event that opens with an `event:` line is dropped whole, its `data:` included, without a word; `[DONE]` is passed on; every other decrypted payload is parsed and serialised again, and a decrypted event is logged in a collapsed "Decrypting chunk" group ("Decrypted data:", "Parsed JSON:"); the `openai` client reading a stream of undecryptable events gets no text',
    pages: [
      `${AI}#how-it-works`,
      `${AI}#what-can-fail`,
      `${AI}#security-notes`,
      '/docs/3.x/migration#ai-requests',
      '/docs/security#what-is-not-encrypted',
      '/docs/security#what-the-sdk-writes-to-the-console',
    ],
    test: AI_TESTS,
  },
  'v1.ai-openai-before-sign-in': {
    release: '1.1.0',
    title:
      'before sign-in, a streamed `create()` of the `openai` client (7.55.0) fails with "Attempted to iterate over a response with no body" and nothing is sent',
    pages: [`${AI}#requirements`, `${AI}#what-can-fail`],
    test: AI_TESTS,
  },
  'v1.ai-openai-without-retries': {
    release: '1.1.0',
    title:
      'with `maxRetries: 0` the `openai` client sends a refused request once and rejects with `APIConnectionError`, the SDK’s error as its `cause`',
    pages: [`${AI}#1-point-the-client-at-the-enclave`, `${AI}#what-can-fail`],
    test: AI_TESTS,
  },
  'v1.ai-failed-refresh-throws': {
    release: '1.1.0',
    title:
      'when the refresh after a 401 fails, `aiCustomFetch` throws the refresh’s error and does not resend the request',
    pages: [`${AI}#what-can-fail`],
    test: AI_TESTS,
  },
  'v1.ai-attestation-failure-sends-nothing': {
    release: '1.1.0',
    title:
      'when no session is stored and the attestation fails, `aiCustomFetch` rejects with the attestation error and sends no request to the AI endpoint',
    pages: [`${AI}#what-can-fail`],
    test: AI_TESTS,
  },
  'v1.ai-openai-abort': {
    release: '1.1.0',
    title:
      '`aiCustomFetch` passes the caller’s `AbortSignal` on: aborting before the answer makes the `openai` client reject with `APIUserAbortError`, aborting mid-stream ends its loop quietly with the text received so far',
    pages: [`${AI}#2-stream-a-chat-in-a-component`],
    test: AI_TESTS,
  },
  'v1.ai-fetch-after-user-render': {
    release: '1.1.0',
    title:
      'in the first render with `auth.user` set, `aiCustomFetch` is still the stand-in that sends nothing and resolves an empty response; a later render has the real one',
    pages: [`${AI}#requirements`],
    test: AI_TESTS,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.1.0'}>;

/** Document upload, which the 1.1.0 docs document for release 1.5.4. */
const V1_DOCUMENTS = {
  'v1.upload-size-limit': {
    release: '1.5.4',
    title:
      '`uploadDocument` rejects a file over 10 × 1024 × 1024 bytes with "File size exceeds maximum limit of 10MB" and sends nothing',
    pages: [`${DOCUMENTS}#how-it-works`, `${DOCUMENTS}#limits-and-formats`, `${DOCUMENTS}#what-can-fail`],
    test: DOCUMENT_TESTS,
  },
  'v1.upload-body': {
    release: '1.5.4',
    title:
      '`uploadDocument` sends `{filename, content_base64}` (a `File`’s name, `"document"` for a `Blob`) in an encrypted `POST /v1/documents/upload` with the access token, and resolves to the server’s answer',
    pages: [`${DOCUMENTS}#how-it-works`, `${DOCUMENTS}#security-notes`],
    test: DOCUMENT_TESTS,
  },
  'v1.upload-resent-after-400': {
    release: '1.5.4',
    title: 'an upload answered `400` is sent again, whole, after a new handshake',
    pages: [`${DOCUMENTS}#what-can-fail`],
    test: DOCUMENT_TESTS,
  },
  'v1.upload-polling': {
    release: '1.5.4',
    title:
      '`uploadDocumentWithPolling` uploads, then sends `{task_id}` to `POST /v1/documents/status` until the status is "success", calls `onProgress` with the status and progress after every check, the last included, and resolves to the document',
    pages: [`${DOCUMENTS}#how-it-works`, `${DOCUMENTS}#the-api-in-154`],
    test: DOCUMENT_TESTS,
  },
  'v1.upload-polling-failures': {
    release: '1.5.4',
    title:
      '`uploadDocumentWithPolling` reports a "failure" status to `onProgress`, then rejects with the server’s `error` (else "Document processing failed"); it rejects "Document processing succeeded but no document returned" for a success without a document, "Unknown document status: <status>" for any other status, and "Document processing timed out" after `maxAttempts` "pending" or "started" checks',
    pages: [`${DOCUMENTS}#the-api-in-154`, `${DOCUMENTS}#status-values`, `${DOCUMENTS}#what-can-fail`],
    test: DOCUMENT_TESTS,
  },
} as const satisfies Record<`v1.${string}`, SdkBehaviour & {release: '1.5.4'}>;

export const V1_PAGES_DATA = {...V1_DATA, ...V1_ATTESTATION, ...V1_AI, ...V1_DOCUMENTS} as const;
