/** Behaviours of `@opensecret/react` 3.2.0 in its calls on the user's keys: data encryption, public keys, signatures, key export, third-party tokens. */
import type {SdkBehaviour} from '../types';

const KEYS = 'tests/sdk/v3-users-keys.test.ts';

const GUIDES = '/docs/3.x/guides';
const ENCRYPTION = `${GUIDES}/data-encryption`;
const CRYPTO = `${GUIDES}/cryptographic-operations`;

export const V3_USERS_KEYS = {
  'v3.encrypt-decrypt-requests': {
    release: '3.2.0',
    title:
      '`encryptData` sends `POST /protected/encrypt` with `{data}`, plus `key_options` only for an options object with a field (an empty-string path is sent as it is), and resolves with the server’s answer; `decryptData` sends `POST /protected/decrypt` with `{encrypted_data, key_options?}` and resolves the plaintext; both send the access token, and the text and options travel only in the encrypted body, `{"encrypted": …}`',
    pages: [
      `${ENCRYPTION}#how-it-works`,
      `${ENCRYPTION}#encrypt-a-string`,
      `${ENCRYPTION}#decrypt-a-string`,
      `${ENCRYPTION}#security-notes`,
    ],
    test: KEYS,
  },
  'v3.decrypt-refusal': {
    release: '3.2.0',
    title:
      'when the server refuses a decryption (other key options, an altered ciphertext) `decryptData` rejects with the server’s message and logs the error, not the data',
    pages: [`${ENCRYPTION}#decrypt-a-string`, `${ENCRYPTION}#what-can-fail`],
    test: KEYS,
  },
  'v3.decrypt-empty-plaintext': {
    release: '3.2.0',
    title: '`decryptData` of the ciphertext of an empty string rejects "No data received from the server"',
    pages: [`${ENCRYPTION}#encrypt-a-string`, `${ENCRYPTION}#what-can-fail`],
    test: KEYS,
  },
  'v3.key-requests-in-query': {
    release: '3.2.0',
    title:
      '`getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes` are `GET` requests without a body: the algorithm and the URL-encoded derivation paths, unchecked, go in the query string; a path that is not given or is an empty string is left out',
    pages: [
      `${CRYPTO}#how-it-works`,
      `${CRYPTO}#choosing-a-key-with-key-options`,
      `${CRYPTO}#1-read-a-public-key`,
      `${CRYPTO}#5-export-raw-key-bytes`,
      `${CRYPTO}#security-notes`,
      '/docs/3.x/security#what-is-not-encrypted',
    ],
    test: KEYS,
  },
  'v3.sign-message-request': {
    release: '3.2.0',
    title:
      '`signMessage` sends `POST /protected/sign_message` with `{message_base64, algorithm}`, plus `key_options` only for an options object with a field, in the encrypted body and resolves with the server’s `{signature, message_hash}`',
    pages: [`${CRYPTO}#how-it-works`, `${CRYPTO}#2-sign-a-message`],
    test: KEYS,
  },
  'v3.key-options-string': {
    release: '3.2.0',
    title:
      'a bare path string in place of the options object is ignored by `getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes` (no path is sent) and sent as `key_options` by `signMessage` and `encryptData`',
    pages: [`${ENCRYPTION}#choose-a-key-with-key-options`, `${CRYPTO}#choosing-a-key-with-key-options`],
    test: KEYS,
  },
  'v3.third-party-token-empty-audience': {
    release: '3.2.0',
    title:
      '`generateThirdPartyToken("")` sends `{}`, like a call without an audience, with the access token as bearer, and resolves with the server’s answer without checking the token',
    pages: [
      `${GUIDES}/third-party-tokens#how-it-works`,
      `${GUIDES}/third-party-tokens#audience-or-no-audience`,
      `${GUIDES}/third-party-tokens#4-verify-the-token-in-the-service`,
      `${GUIDES}/third-party-tokens#security-notes`,
    ],
    test: KEYS,
  },
  'v3.storage-requests-carry-no-ids': {
    release: '3.2.0',
    title:
      '`put`, `get`, `list` and `del` send only the `Authorization`, `x-session-id` and `Content-Type` headers, and neither the client ID nor the user’s ID anywhere in the request',
    pages: [`${GUIDES}/key-value-storage#how-it-works`],
    test: KEYS,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
