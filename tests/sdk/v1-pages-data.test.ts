/**
 * User data in 1.1.0, as its docs describe it: what `get`, `put` and `del` resolve when a
 * request is lost, how encryption and key export fail, and third-party tokens.
 */
import {http, HttpResponse} from 'msw';
import {expect} from 'vitest';
import {sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

/**
 * @backs guides/key-value-storage#delete-an-entry
 */
test('v1.del-resolves-server-answer: `del` resolves to the server’s decrypted answer, not to `undefined`, and rejects "No data received from the server" when that answer is empty', async () => {
  const {sdk} = await signedIn('1.1.0');
  await call(() => sdk().put('note', 'x'));
  expect(await call<unknown>(() => sdk().del('note'))).toEqual({message: 'deleted'});
  const key = storedSessionKey()!;
  standIn.server.use(
    http.delete(`${LOOPBACK_ORIGIN}/protected/kv/other`, () => HttpResponse.json({encrypted: sealText(key, 'null')})),
  );
  expect(await rejection(() => sdk().del('other'))).toEqual(new Error('No data received from the server'));
});

/**
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/getting-started#build-a-first-app
 */
test('v1.get-swallows-lost-requests: `get` also resolves `undefined` when the request fails on the network or the attestation fails, logging `Error fetching key "<key>"` with the error', async () => {
  const {sdk} = await signedIn('1.1.0');
  await call(() => sdk().put('balance', '42'));
  standIn.server.use(http.get(`${LOOPBACK_ORIGIN}/protected/kv/balance`, () => HttpResponse.error(), {once: true}));
  expect(await call(() => sdk().get('balance'))).toBeUndefined();
  expect(consoleText()).toMatch(/error: Error fetching key "balance": Error: /);
  // An attestation that fails (here the document cannot be fetched) reads the same way.
  window.sessionStorage.clear();
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  expect(await call(() => sdk().get('balance'))).toBeUndefined();
  expect(consoleText()).toContain(
    'error: Error fetching key "balance": Error: Couldn\'t process attestation document: Request failed with status 503',
  );
  expect(await call(() => sdk().get('balance'))).toBe('42');
});

/**
 * @backs guides/key-value-storage#write-a-value
 */
test('v1.put-empty-string-no-body: `put(key, "")` sends its `PUT` without a body, so the empty string never reaches the server, and rejects with the server’s refusal after sending it twice', async () => {
  const {sdk} = await signedIn('1.1.0');
  const error = await rejection(() => sdk().put('note', ''));
  const puts = standIn.log.to('/protected/kv/note');
  expect(puts.map((request) => [request.method, request.rawBody])).toEqual([
    ['PUT', undefined],
    ['PUT', undefined],
  ]);
  expect(error).toEqual(new Error('stand-in: value must be a JSON string'));
  expect(standIn.backend.store(standIn.backend.findByEmail(EMAIL)!.id).has('note')).toBe(false);
});

/**
 * @backs guides/key-value-storage#write-a-value
 * @backs guides/key-value-storage#what-can-fail
 */
test('v1.put-rejects-lost-answer: `put` rejects when its request fails on the network or its answer does not decrypt, although the value was sent; neither is sent again', async () => {
  const {sdk} = await signedIn('1.1.0');
  const signInRequests = standIn.log.lines().length;
  standIn.server.use(http.put(`${LOOPBACK_ORIGIN}/protected/kv/draft`, () => HttpResponse.error(), {once: true}));
  const lost = await rejection(() => sdk().put('draft', 'first'));
  expect(lost).toBeInstanceOf(Error);
  standIn.faults.add({path: '/protected/kv/draft', status: 200, body: {json: {stored: true}}});
  expect(await rejection(() => sdk().put('draft', 'second'))).toEqual(
    new Error('Failed to decrypt or parse the response'),
  );
  // Each was sent once: a lost or unreadable answer is not sent again.
  expect(standIn.intercepted().slice(-2)).toEqual([
    `PUT ${LOOPBACK_ORIGIN}/protected/kv/draft`,
    `PUT ${LOOPBACK_ORIGIN}/protected/kv/draft`,
  ]);
  expect(standIn.log.lines().slice(signInRequests)).toEqual(['PUT /protected/kv/draft']);
  expect(openBody(standIn.log.to('/protected/kv/draft')[0], storedSessionKey()!)).toBe('second');
});

/**
 * @backs guides/data-encryption#what-can-fail
 */
test('v1.encrypt-decrypt-fallback-messages: `encryptData` and `decryptData` reject with the server’s message, or "Failed to encrypt data" / "Failed to decrypt data" when its error has none', async () => {
  const {sdk} = await signedIn('1.1.0');
  standIn.faults.add({path: '/protected/encrypt', status: 500, body: {json: {status: 500}}});
  standIn.faults.add({path: '/protected/decrypt', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().encryptData('x'))).toEqual(new Error('Failed to encrypt data'));
  expect(await rejection(() => sdk().decryptData('y'))).toEqual(new Error('Failed to decrypt data'));
  standIn.faults.add({
    path: '/protected/decrypt',
    status: 422,
    body: {json: {status: 422, message: 'stand-in: not a ciphertext'}},
  });
  expect(await rejection(() => sdk().decryptData('y'))).toEqual(new Error('stand-in: not a ciphertext'));
});

/**
 * @backs guides/cryptographic-operations#4-export-a-recovery-phrase-only-on-request
 */
test('v1.failed-key-export-logged: a failed `getPrivateKey` rejects with the server’s message, which the SDK also logs with `console.error`', async () => {
  const {sdk} = await signedIn('1.1.0');
  standIn.faults.add({
    path: '/protected/private_key',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: derivation failed'}},
  });
  expect(await rejection(() => sdk().getPrivateKey())).toEqual(new Error('stand-in: derivation failed'));
  expect(consoleText()).toContain('error: Error: stand-in: derivation failed');
});

/**
 * @backs guides/third-party-tokens#audience-or-no-audience
 */
test('v1.third-party-token-empty-audience: `generateThirdPartyToken("")` sends `{}`, a request without an audience, as a call without one does', async () => {
  const {sdk} = await signedIn('1.1.0');
  const token = await call(() => sdk().generateThirdPartyToken(''));
  expect(standIn.log.to('/protected/third_party_token')[0].decryptedBody).toEqual({});
  expect(token.token).toMatch(/^stand-in-jwt\.no-audience\./);
});
