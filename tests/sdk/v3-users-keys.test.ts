/**
 * Calls on the user's keys and data: data encryption, public keys, signatures, key export,
 * third-party tokens and storage requests; which parameters travel in encrypted bodies and
 * which in the URL or headers, and what the SDK does with a bare path string where it expects
 * an options object.
 */
import {expect} from 'vitest';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {CLIENT_ID, EMAIL, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const NOTE = 'the patient prefers morning appointments';
const NOTES_KEY = {private_key_derivation_path: "m/4242'/1'"};
const JOURNAL_KEY = {private_key_derivation_path: "m/4242'/2'"};
const BIP85 = "m/83696968'/39'/0'/12'/0'";

/** The query parameters of the last request to a path, as the SDK wrote them. */
const queryOf = (path: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(standIn.log.to(path).at(-1)?.search ?? ''));

/**
 * @backs guides/data-encryption#how-it-works
 * @backs guides/data-encryption#encrypt-a-string
 * @backs guides/data-encryption#decrypt-a-string
 * @backs 3.2.0 guides/data-encryption#security-notes
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 /docs/3.x/guides/data-encryption
 * @backs 1.1.0 guides/data-encryption#choose-a-key-with-key-options
 */
test('encrypt-decrypt-requests: `encryptData` sends `POST /protected/encrypt` with `{data}`, plus `key_options` only for an options object with a field (an empty-string path is sent as it is), and resolves with the server’s answer; `decryptData` sends `POST /protected/decrypt` with `{encrypted_data, key_options?}` and resolves the plaintext; both send the access token, and the text and options travel only in the encrypted body, `{"encrypted": …}`', async (release) => {
  const {sdk} = await signedIn(release);
  const plain = await call(() => sdk().encryptData(NOTE));
  const scoped = await call(() => sdk().encryptData(NOTE, NOTES_KEY));
  await call(() => sdk().encryptData(NOTE, {}));
  await call(() => sdk().encryptData(NOTE, {private_key_derivation_path: ''}));
  const encrypts = standIn.log.to('/protected/encrypt');
  expect(encrypts.map((request) => request.decryptedBody)).toEqual([
    {data: NOTE},
    {data: NOTE, key_options: NOTES_KEY},
    {data: NOTE},
    {data: NOTE, key_options: {private_key_derivation_path: ''}},
  ]);
  expect(Object.keys(plain)).toEqual(['encrypted_data']);
  expect(await call<unknown>(() => sdk().decryptData(plain.encrypted_data))).toBe(NOTE);
  expect(await call<unknown>(() => sdk().decryptData(scoped.encrypted_data, NOTES_KEY))).toBe(NOTE);
  const decrypts = standIn.log.to('/protected/decrypt');
  expect(decrypts.map((request) => request.decryptedBody)).toEqual([
    {encrypted_data: plain.encrypted_data},
    {encrypted_data: scoped.encrypted_data, key_options: NOTES_KEY},
  ]);
  for (const request of [...encrypts, ...decrypts]) {
    expect(request.method).toBe('POST');
    expect(request.search).toBe('');
    expect(Object.keys(JSON.parse(request.rawBody ?? '') as object)).toEqual(['encrypted']);
    expect(request.rawBody).not.toContain('patient');
    expect(request.rawBody).not.toContain('4242');
    expect(request.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  }
});

/**
 * @backs guides/data-encryption#decrypt-a-string
 * @backs guides/data-encryption#what-can-fail
 */
test('v3.decrypt-refusal: when the server refuses a decryption (other key options, an altered ciphertext) `decryptData` rejects with the server’s message and logs the error, not the data', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {encrypted_data: ciphertext} = await call(() => sdk().encryptData(NOTE, NOTES_KEY));
  const error = await rejection(() => sdk().decryptData(ciphertext, JOURNAL_KEY));
  expect(error).toEqual(new Error('stand-in: cannot decrypt this with the selected key'));
  expect(await rejection(() => sdk().decryptData(`${ciphertext} `))).toEqual(
    new Error('stand-in: cannot decrypt this with the selected key'),
  );
  expect(consoleText()).toContain('error: Error: stand-in: cannot decrypt this with the selected key');
  expect(consoleText()).not.toContain('patient');
});

/**
 * @backs guides/data-encryption#encrypt-a-string
 * @backs guides/data-encryption#what-can-fail
 */
test('v3.decrypt-empty-plaintext: `decryptData` of the ciphertext of an empty string rejects "No data received from the server"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {encrypted_data: ciphertext} = await call(() => sdk().encryptData(''));
  expect(ciphertext.length).toBeGreaterThan(0);
  expect(await rejection(() => sdk().decryptData(ciphertext))).toEqual(new Error('No data received from the server'));
  expect(standIn.log.to('/protected/decrypt')).toHaveLength(1);
});

/**
 * @backs guides/cryptographic-operations#how-it-works
 * @backs guides/cryptographic-operations#1-read-a-public-key
 * @backs guides/cryptographic-operations#security-notes
 * @backs security#what-is-not-encrypted
 * @backs 3.2.0 guides/cryptographic-operations#choosing-a-key-with-key-options
 * @backs 3.2.0 guides/cryptographic-operations#5-export-raw-key-bytes
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 /docs/3.x/guides/cryptographic-operations
 */
test('key-requests-in-query: `getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes` are `GET` requests without a body: the algorithm and the URL-encoded derivation paths, unchecked, go in the query string; a path that is not given or is an empty string is left out', async (release) => {
  const {sdk} = await signedIn(release);
  const both = {seed_phrase_derivation_path: BIP85, private_key_derivation_path: "m/4242'/10'"};
  const publicKey = await call(() => sdk().getPublicKey('schnorr', both));
  expect(publicKey).toEqual({public_key: `stand-in-public-key(schnorr,${BIP85},m/4242'/10')`, algorithm: 'schnorr'});
  const [request] = standIn.log.to('/protected/public_key');
  expect(request.method).toBe('GET');
  expect(request.rawBody).toBeUndefined();
  // Parsed back, in the order the SDK wrote them (the URL shows `'` as %27).
  expect([...new URLSearchParams(request.search)]).toEqual([
    ['algorithm', 'schnorr'],
    ['seed_phrase_derivation_path', BIP85],
    ['private_key_derivation_path', "m/4242'/10'"],
  ]);
  expect(request.search).toContain('%2F');
  await call(() => sdk().getPublicKey('ecdsa'));
  expect(queryOf('/protected/public_key')).toEqual({algorithm: 'ecdsa'});
  await call(() => sdk().getPrivateKey());
  await call(() => sdk().getPrivateKeyBytes());
  expect(standIn.log.to('/protected/private_key')[0].search).toBe('');
  expect(standIn.log.to('/protected/private_key_bytes')[0].search).toBe('');
  await call(() => sdk().getPrivateKeyBytes(both));
  expect(queryOf('/protected/private_key_bytes')).toEqual(both);
  // An empty-string path is left out, as if it were not given.
  await call(() => sdk().getPublicKey('ecdsa', {seed_phrase_derivation_path: '', private_key_derivation_path: ''}));
  expect(queryOf('/protected/public_key')).toEqual({algorithm: 'ecdsa'});
  await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: ''}));
  expect(standIn.log.to('/protected/private_key').at(-1)?.search).toBe('');
  await call(() => sdk().getPrivateKeyBytes({private_key_derivation_path: '', seed_phrase_derivation_path: BIP85}));
  expect(queryOf('/protected/private_key_bytes')).toEqual({seed_phrase_derivation_path: BIP85});
  // A malformed path goes out as it is; only the server can refuse it.
  await call(() => sdk().getPublicKey('ecdsa', {private_key_derivation_path: "m/4242'/x"}));
  expect(queryOf('/protected/public_key')).toEqual({algorithm: 'ecdsa', private_key_derivation_path: "m/4242'/x"});
});

/**
 * @backs guides/cryptographic-operations#how-it-works
 * @backs guides/cryptographic-operations#2-sign-a-message
 * @backs 1.1.0 /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 /docs/3.x/guides/cryptographic-operations
 */
test('sign-message-request: `signMessage` sends `POST /protected/sign_message` with `{message_base64, algorithm}`, plus `key_options` only for an options object with a field, in the encrypted body and resolves with the server’s `{signature, message_hash}`', async (release) => {
  const {sdk} = await signedIn(release);
  const message = new TextEncoder().encode('approve invoice 1234');
  const base64 = btoa('approve invoice 1234');
  const signed = await call(() => sdk().signMessage(message, 'schnorr', NOTES_KEY));
  await call(() => sdk().signMessage(message, 'ecdsa'));
  await call(() => sdk().signMessage(message, 'ecdsa', {}));
  const requests = standIn.log.to('/protected/sign_message');
  expect(requests.map((request) => request.decryptedBody)).toEqual([
    {message_base64: base64, algorithm: 'schnorr', key_options: NOTES_KEY},
    {message_base64: base64, algorithm: 'ecdsa'},
    {message_base64: base64, algorithm: 'ecdsa'},
  ]);
  expect(requests.every((request) => request.method === 'POST' && request.search === '')).toBe(true);
  expect(requests[0].rawBody).not.toContain(base64);
  expect(signed).toEqual({signature: 'stand-in-signature(schnorr)', message_hash: `stand-in-hash(${base64})`});
});

/**
 * @backs guides/data-encryption#choose-a-key-with-key-options
 * @backs guides/cryptographic-operations#choosing-a-key-with-key-options
 */
test('v3.key-options-string: a bare path string in place of the options object is ignored by `getPublicKey`, `getPrivateKey` and `getPrivateKeyBytes` (no path is sent) and sent as `key_options` by `signMessage` and `encryptData`', async () => {
  const {sdk} = await signedIn('3.2.0');
  // A bare path where the types ask for an object, as plain JavaScript could pass it.
  const legacy = "m/4242'/1'" as unknown as typeof NOTES_KEY;
  await call(() => sdk().getPublicKey('schnorr', legacy));
  await call(() => sdk().getPrivateKey(legacy));
  await call(() => sdk().getPrivateKeyBytes(legacy));
  expect(queryOf('/protected/public_key')).toEqual({algorithm: 'schnorr'});
  expect(standIn.log.to('/protected/private_key')[0].search).toBe('');
  expect(standIn.log.to('/protected/private_key_bytes')[0].search).toBe('');
  await call(() => sdk().signMessage(new Uint8Array([1]), 'schnorr', legacy));
  await call(() => sdk().encryptData(NOTE, legacy));
  expect(standIn.log.to('/protected/sign_message')[0].decryptedBody).toMatchObject({key_options: "m/4242'/1'"});
  expect(standIn.log.to('/protected/encrypt')[0].decryptedBody).toEqual({data: NOTE, key_options: "m/4242'/1'"});
});

/**
 * @backs guides/third-party-tokens#how-it-works
 * @backs guides/third-party-tokens#audience-or-no-audience
 * @backs guides/third-party-tokens#4-verify-the-token-in-the-service
 * @backs guides/third-party-tokens#security-notes
 */
test('v3.third-party-token-empty-audience: `generateThirdPartyToken("")` sends `{}`, like a call without an audience, with the access token as bearer, and resolves with the server’s answer without checking the token', async () => {
  const {sdk} = await signedIn('3.2.0');
  const token = await call(() => sdk().generateThirdPartyToken(''));
  const [request] = standIn.log.to('/protected/third_party_token');
  expect(request.decryptedBody).toEqual({});
  expect(request.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  // The stand-in's "token" is no JWT at all; the SDK hands it over unchecked.
  expect(Object.keys(token)).toEqual(['token']);
  expect(token.token).toMatch(/^stand-in-jwt\.no-audience\./);
});

/**
 * @backs guides/key-value-storage#how-it-works
 */
test('v3.storage-requests-carry-no-ids: `put`, `get`, `list` and `del` send only the `Authorization`, `x-session-id` and `Content-Type` headers, and neither the client ID nor the user’s ID anywhere in the request', async () => {
  const {sdk} = await signedIn('3.2.0');
  const account = standIn.backend.findByEmail(EMAIL)!;
  await call(() => sdk().put('k', 'v'));
  await call(() => sdk().get('k'));
  await call(() => sdk().list());
  await call(() => sdk().del('k'));
  const storage = standIn.log.to(/^\/protected\/kv/);
  expect(storage).toHaveLength(4);
  for (const request of storage) {
    expect(Object.keys(request.headers).sort()).toEqual(['authorization', 'content-type', 'x-session-id']);
    const sent = `${request.url} ${JSON.stringify(request.headers)} ${JSON.stringify(request.decryptedBody ?? null)}`;
    expect(sent).not.toContain(CLIENT_ID);
    expect(sent).not.toContain(account.id);
  }
});
