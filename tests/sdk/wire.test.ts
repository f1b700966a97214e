/**
 * What travels encrypted and what does not: bodies are sealed with the session key; the URL
 * (path and query string) and the headers are not; error answers are read as plain JSON.
 */
import {expect} from 'vitest';
import {test} from './support/behaviour';
import {EMAIL, PASSWORD, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {fromBase64, randomSessionKey, sealText, toBase64} from '../../src/stand-in/session-crypto';
import {sealedBody} from './support/sealed';
import {openBody, storedSessionKey} from './support/wire';

const SECRET = 'blood type AB negative';

/**
 * @backs security#what-is-encrypted
 * @backs security#what-only-the-server-decides
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/key-value-storage#how-it-works
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/authentication#how-authentication-works
 * @backs 3.2.0 /#how-it-works
 * @backs 3.2.0 guides/sign-in-with-apple#how-it-works
 * @backs 3.2.0 guides/account-deletion#security-notes
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 * @backs 1.1.0 guides/guest-accounts#how-guest-accounts-work
 * @backs 1.1.0 guides/data-encryption#security-notes
 * @backs 1.1.0 guides/third-party-tokens#how-it-works
 * @backs 1.1.0 guides/cryptographic-operations#how-it-works
 */
test('bodies-encrypted: request bodies go on the wire as `{"encrypted": …}` only, sealed with the session key: no email, password or stored value in clear', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('health', SECRET));
  const [login] = standIn.log.to('/login');
  const [put] = standIn.log.to('/protected/kv/health');
  const key = storedSessionKey()!;
  for (const request of [login, put]) {
    expect(Object.keys(JSON.parse(request.rawBody ?? '') as object)).toEqual(['encrypted']);
  }
  expect(login.rawBody).not.toContain(PASSWORD);
  expect(login.rawBody).not.toContain(EMAIL);
  expect(openBody(login, key)).toMatchObject({email: EMAIL, password: PASSWORD});
  expect(put.rawBody).not.toContain('blood');
  expect(openBody(put, key)).toBe(SECRET);
});

/**
 * @backs security#what-is-not-encrypted
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/key-value-storage#security-notes
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/cryptographic-operations#how-it-works
 * @backs 3.2.0 /#how-it-works
 * @backs 3.2.0 guides/authentication#security-notes
 * @backs 3.2.0 guides/data-encryption#security-notes
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 * @backs 3.2.0 guides/document-upload#security-notes
 * @backs 3.2.0 guides/audio-transcription#security-notes
 * @backs 1.1.0 guides/cryptographic-operations#security-notes
 */
test('url-and-headers-in-clear: the URL path, the query string (derivation paths, storage keys) and the headers (`Authorization: Bearer <access token>`, `x-session-id`) are not encrypted', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('diagnosis.2025-06-01', 'x'));
  await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: "m/44'/0'/0'/0/0"}));
  const [put] = standIn.log.to('/protected/kv/diagnosis.2025-06-01');
  const [privateKey] = standIn.log.to('/protected/private_key');
  expect(new URLSearchParams(privateKey.search).get('seed_phrase_derivation_path')).toBe("m/44'/0'/0'/0/0");
  expect(privateKey.rawBody).toBeUndefined();
  for (const request of [put, privateKey]) {
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
      'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
      'content-type': 'application/json',
    });
  }
});

/**
 * @backs security#what-is-not-encrypted
 * @backs security#what-only-the-server-decides
 * @backs guides/getting-started#what-can-fail
 * @backs guides/key-value-storage#what-can-fail
 * @backs #the-enclave-model-in-plain-words
 * @backs 3.2.0 /#how-it-works
 * @backs 3.2.0 guides/sign-in-with-apple#how-it-works
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 * @backs 3.2.0 guides/document-upload#what-can-fail
 * @backs 3.2.0 guides/conversations#how-it-works
 * @backs 3.2.0 guides/conversation-projects#how-it-works
 * @backs 3.2.0 guides/models#how-it-works
 * @backs 3.2.0 guides/responses#how-it-works
 * @backs 3.2.0 guides/instructions#how-it-works
 * @backs 3.2.0 guides/agents#authentication-without-the-context
 */
test('error-bodies-plain-json: an error answer is read as plain JSON, not decrypted: its `message` becomes the error, else the call’s fallback text ("Failed to put key-value pair")', async (release) => {
  const {sdk} = await signedIn(release);
  const path = '/protected/kv/k';
  standIn.faults.add({path, status: 500, body: {json: {status: 500, message: 'stand-in: disk full'}}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: disk full'));
  standIn.faults.add({path, status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('Failed to put key-value pair'));
  standIn.faults.add({path, status: 502, body: {text: '<html>Bad gateway</html>'}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('Failed to put key-value pair'));
  expect(standIn.log.to(path)).toHaveLength(3);
});

/**
 * @backs security#what-is-encrypted
 * @backs security#requests-the-sdk-sends-again
 * @backs 3.2.0 guides/account-deletion#what-can-fail
 * @backs 3.2.0 guides/key-value-storage#what-can-fail
 * @backs 3.2.0 guides/audio-transcription#what-can-fail
 * @backs 3.2.0 guides/models#how-it-works
 * @backs 1.1.0 guides/getting-started#what-can-fail
 * @backs 1.1.0 guides/key-value-storage#write-a-value
 */
test('answers-must-decrypt: a successful answer that does not decrypt is refused ("Failed to decrypt or parse the response") and not retried: plain JSON, a sealed answer with one byte changed, and one sealed with another key', async (release) => {
  const {sdk} = await signedIn(release);
  const forged = JSON.stringify([{key: 'k', value: 'forged'}]);
  const sealed = fromBase64(sealedBody(forged).encrypted);
  // One byte of the ciphertext changed, after the 12-byte nonce: the authentication tag no longer matches.
  const tampered = sealed.slice();
  tampered[12] ^= 0x01;
  const answers = [
    [{key: 'k', value: 'forged'}],
    {encrypted: toBase64(tampered)},
    {encrypted: sealText(randomSessionKey(), forged)},
  ];
  for (const json of answers) {
    standIn.faults.add({path: '/protected/kv', method: 'GET', status: 200, body: {json}});
    expect(await rejection(() => sdk().list())).toEqual(new Error('Failed to decrypt or parse the response'));
  }
  expect(standIn.log.to('/protected/kv')).toHaveLength(answers.length);
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
  // The same answer, correctly sealed, is read: the refusals above are the seal's doing.
  standIn.faults.add({path: '/protected/kv', method: 'GET', status: 200, body: {json: sealedBody(forged)}});
  expect(await call(() => sdk().list())).toEqual([{key: 'k', value: 'forged'}]);
});

/**
 * @backs security#what-is-not-encrypted
 * @backs guides/key-value-storage#write-a-value
 * @backs guides/key-value-storage#security-notes
 * @backs 3.2.0 guides/getting-started#how-the-sdk-talks-to-opensecret
 */
test('storage-key-in-url: a storage key goes into the URL unescaped: `?` starts a query string, `/` adds path segments, and `#` cuts the key short, so `tag#1` and `tag#2` both read and write `tag`', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('notes?draft=1', 'x'));
  await call(() => sdk().put('folder/file', 'y'));
  await call(() => sdk().put('tag#1', 'z'));
  expect(standIn.log.lines().slice(-3)).toEqual([
    'PUT /protected/kv/notes',
    'PUT /protected/kv/folder/file',
    'PUT /protected/kv/tag',
  ]);
  expect(standIn.log.to('/protected/kv/notes')[0].search).toBe('?draft=1');
  const stored = (await call(() => sdk().list())).map((item) => item.key).sort();
  expect(stored).toEqual(['folder/file', 'notes', 'tag']);
  // Another key with the same part before `#` reads the same entry.
  expect(await call(() => sdk().get('tag#2'))).toBe('z');
});
