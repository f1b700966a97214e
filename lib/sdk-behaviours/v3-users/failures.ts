/** Behaviours of `@opensecret/react` 3.2.0 on the failure paths its user and data calls share, checked call by call. */
import type {SdkBehaviour} from '../types';

const FAILURES = 'tests/sdk/v3-users-failures.test.ts';

const GUIDES = '/docs/3.x/guides';

export const V3_USERS_FAILURES = {
  'v3.user-calls-need-token': {
    release: '3.2.0',
    title:
      'with no access token stored, `delAll`, `changePassword`, `requestNewVerificationEmail`, both account deletion calls, `encryptData`, `decryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument`, `checkDocumentStatus` and `transcribeAudio` reject "No access token available" and send nothing',
    pages: [
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/authentication#change-the-password`,
      `${GUIDES}/authentication#what-can-fail`,
      `${GUIDES}/account-deletion#how-it-works`,
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/cryptographic-operations#what-can-fail`,
      `${GUIDES}/third-party-tokens#what-can-fail`,
      `${GUIDES}/document-upload#what-can-fail`,
      `${GUIDES}/audio-transcription#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.user-calls-refresh-after-401': {
    release: '3.2.0',
    title:
      'when `delAll`, `changePassword`, `requestNewVerificationEmail`, `requestAccountDeletion`, `encryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument` or `transcribeAudio` is answered 401, the SDK refreshes the tokens with `POST /refresh` and sends the request once more with the new access token',
    pages: [
      `${GUIDES}/authentication#how-authentication-works`,
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/cryptographic-operations#what-can-fail`,
      `${GUIDES}/third-party-tokens#what-can-fail`,
      `${GUIDES}/document-upload#what-can-fail`,
      `${GUIDES}/audio-transcription#the-session-or-an-api-key`,
      `${GUIDES}/audio-transcription#what-can-fail`,
      `${GUIDES}/guest-accounts#tell-guests-and-email-users-apart`,
    ],
    test: FAILURES,
  },
  'v3.user-calls-resent-after-400': {
    release: '3.2.0',
    title:
      'when `signIn`, `delAll`, `changePassword`, `requestNewVerificationEmail`, `requestAccountDeletion`, `encryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument` or `transcribeAudio` is answered 400, the SDK runs a new attestation and key exchange and sends the same request again, the same body (password, file, audio) under the new session',
    pages: [
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/authentication#what-can-fail`,
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/cryptographic-operations#what-can-fail`,
      `${GUIDES}/third-party-tokens#what-can-fail`,
      `${GUIDES}/document-upload#what-can-fail`,
      `${GUIDES}/audio-transcription#what-can-fail`,
      `${GUIDES}/key-value-storage#how-it-works`,
      '/docs/3.x/#the-enclave-model-in-plain-words',
    ],
    test: FAILURES,
  },
  'v3.fallback-messages': {
    release: '3.2.0',
    title:
      'an error answer rejects with its `message`, else the call’s fixed text: "Failed to put key-value pair", "Failed to list key-value pairs", "Failed to delete key-value pair", "Failed to delete all key-value pairs", "Failed to request account deletion", "Failed to confirm account deletion", "Failed to encrypt data", "Failed to decrypt data", "Failed to upload document", "Failed to check document status", "Failed to transcribe audio"',
    pages: [
      `${GUIDES}/key-value-storage#what-can-fail`,
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/account-deletion#clear-the-data-keep-the-account`,
      `${GUIDES}/data-encryption#what-can-fail`,
      `${GUIDES}/document-upload#what-can-fail`,
      `${GUIDES}/audio-transcription#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.network-failure-message': {
    release: '3.2.0',
    title:
      'a request that fails at the network (`put`, a conversation, instruction or agent call) rejects with the `fetch` error’s own message ("Failed to fetch") after one attempt, without a resend or a new handshake; `get` resolves `undefined` instead',
    pages: [
      `${GUIDES}/getting-started#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/3.x/registration#what-can-fail',
      '/docs/3.x/guides/conversations#what-can-fail',
      '/docs/3.x/guides/conversation-projects#what-can-fail',
      '/docs/3.x/guides/responses#what-can-fail',
      '/docs/3.x/guides/instructions#how-it-works',
      '/docs/3.x/guides/instructions#what-can-fail',
      '/docs/3.x/guides/agents#authentication-without-the-context',
      '/docs/3.x/guides/agents#what-can-fail',
      '/docs/3.x/guides/models#what-can-fail',
    ],
    test: FAILURES,
  },
  'v3.empty-answer-rejects': {
    release: '3.2.0',
    title:
      'a successful answer that decrypts to an empty value (`""`, `null`, `false`) makes `put`, `confirmAccountDeletion` and `delAll` reject "No data received from the server"',
    pages: [`${GUIDES}/key-value-storage#what-can-fail`, `${GUIDES}/account-deletion#what-can-fail`],
    test: FAILURES,
  },
  'v3.get-undefined-for-every-failure': {
    release: '3.2.0',
    title:
      '`get` resolves `undefined` for a value that is stored when the answer does not decrypt, when the refresh after a 401 is refused and when a new session cannot be set up, logging the key and the error each time',
    pages: [
      `${GUIDES}/key-value-storage#read-a-value`,
      `${GUIDES}/getting-started#build-a-first-app`,
      `${GUIDES}/getting-started#what-can-fail`,
    ],
    test: FAILURES,
  },
  'v3.void-calls-resolve-answers': {
    release: '3.2.0',
    title:
      '`del`, `delAll`, `requestAccountDeletion` and `confirmAccountDeletion`, typed `Promise<void>`, resolve with the server’s decrypted answer',
    pages: [
      `${GUIDES}/key-value-storage#delete-an-entry`,
      `${GUIDES}/key-value-storage#delete-everything`,
      `${GUIDES}/account-deletion#the-api-in-320`,
      `${GUIDES}/account-deletion#clear-the-data-keep-the-account`,
    ],
    test: FAILURES,
  },
  'v3.refresh-failure-messages': {
    release: '3.2.0',
    title:
      'after a 401 of `encryptData` or a conversation or agent call, a refused refresh without a message rejects the call with "Failed to refresh token", and with no refresh token stored the call rejects "No refresh token available" without a refresh request; `auth.user` stays',
    pages: [
      `${GUIDES}/account-deletion#what-can-fail`,
      `${GUIDES}/key-value-storage#what-can-fail`,
      '/docs/3.x/guides/conversations#what-can-fail',
      '/docs/3.x/guides/agents#what-can-fail',
      '/docs/3.x/guides/instructions#what-can-fail',
      '/docs/3.x/guides/models#what-can-fail',
    ],
    test: FAILURES,
  },
  'v3.wrong-api-url': {
    release: '3.2.0',
    title:
      'with an `apiUrl` that serves no attestation, calls fail at the handshake with "Couldn\'t process attestation document: Request failed with status 404" (`get` resolves `undefined` and logs it), and nothing but the attestation request goes there',
    pages: [`${GUIDES}/getting-started#what-can-fail`],
    test: FAILURES,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
