/**
 * User data in 1.1.0, as its docs describe it: what `get`, `put` and `del` resolve when a
 * request is lost, what encryption, key and signing calls send, and third-party tokens.
 */
import {http, HttpResponse} from 'msw';
import {expect} from 'vitest';
import {sealText} from './stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from './stand-in/stand-in';
import {behaviour} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

const JOURNAL = {private_key_derivation_path: "m/44'/0'/1'/0/0"};
const BACKUP = {
  seed_phrase_derivation_path: "m/83696968'/39'/0'/12'/1'",
  private_key_derivation_path: "m/44'/0'/0'/0/0",
};

/** The query string of the last request to a path, as parameters. */
const queryOf = (path: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(standIn.log.to(path).at(-1)?.search ?? ''));

behaviour('v1.del-resolves-server-answer', async () => {
  const {sdk} = await signedIn('1.1.0');
  await call(() => sdk().put('note', 'x'));
  expect(await call<unknown>(() => sdk().del('note'))).toEqual({message: 'deleted'});
  const key = storedSessionKey()!;
  standIn.server.use(
    http.delete(`${LOOPBACK_ORIGIN}/protected/kv/other`, () => HttpResponse.json({encrypted: sealText(key, 'null')})),
  );
  expect(await rejection(() => sdk().del('other'))).toEqual(new Error('No data received from the server'));
});

behaviour('v1.get-swallows-lost-requests', async () => {
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

behaviour('v1.put-rejects-lost-answer', async () => {
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

behaviour('v1.encrypt-decrypt-bodies', async () => {
  const {sdk} = await signedIn('1.1.0');
  const plain = await call(() => sdk().encryptData('dear diary'));
  await call(() => sdk().encryptData('dear diary', {}));
  const withJournal = await call(() => sdk().encryptData('dear diary', JOURNAL));
  await call(() => sdk().encryptData('dear diary', {private_key_derivation_path: ''}));
  expect(await call(() => sdk().decryptData(withJournal.encrypted_data, JOURNAL))).toBe('dear diary');
  expect(await call(() => sdk().decryptData(plain.encrypted_data))).toBe('dear diary');
  const [encrypt] = standIn.log.to('/protected/encrypt');
  expect(Object.keys(JSON.parse(encrypt.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(encrypt.rawBody).not.toContain('diary');
  expect(encrypt.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  expect(standIn.log.to('/protected/encrypt').map((request) => request.decryptedBody)).toEqual([
    {data: 'dear diary'},
    {data: 'dear diary'},
    {data: 'dear diary', key_options: JOURNAL},
    {data: 'dear diary', key_options: {private_key_derivation_path: ''}},
  ]);
  expect(standIn.log.to('/protected/decrypt').map((request) => request.decryptedBody)).toEqual([
    {encrypted_data: withJournal.encrypted_data, key_options: JOURNAL},
    {encrypted_data: plain.encrypted_data},
  ]);
});

behaviour('v1.encrypt-decrypt-fallback-messages', async () => {
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

behaviour('v1.key-paths-in-query-string', async () => {
  const {sdk} = await signedIn('1.1.0');
  const key = await call(() => sdk().getPublicKey('schnorr', BACKUP));
  // The stand-in's answer names the algorithm and the paths it was asked for.
  expect(key).toEqual({
    public_key: `stand-in-public-key(schnorr,${BACKUP.seed_phrase_derivation_path},${BACKUP.private_key_derivation_path})`,
    algorithm: 'schnorr',
  });
  const [request] = standIn.log.to('/protected/public_key');
  expect(request.method).toBe('GET');
  expect(request.rawBody).toBeUndefined();
  expect(Object.entries(queryOf('/protected/public_key'))).toEqual([
    ['algorithm', 'schnorr'],
    ['seed_phrase_derivation_path', BACKUP.seed_phrase_derivation_path],
    ['private_key_derivation_path', BACKUP.private_key_derivation_path],
  ]);
  // URL-encoded: the path's slashes do not reach the URL as slashes.
  expect(request.search).toContain('private_key_derivation_path=m%2F44');
  await call(() => sdk().getPublicKey('ecdsa', {seed_phrase_derivation_path: '', private_key_derivation_path: ''}));
  expect(queryOf('/protected/public_key')).toEqual({algorithm: 'ecdsa'});
  await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: ''}));
  expect(standIn.log.to('/protected/private_key').at(-1)?.search).toBe('');
  await call(() =>
    sdk().getPrivateKeyBytes({
      private_key_derivation_path: '',
      seed_phrase_derivation_path: "m/83696968'/39'/0'/12'/2'",
    }),
  );
  expect(queryOf('/protected/private_key_bytes')).toEqual({seed_phrase_derivation_path: "m/83696968'/39'/0'/12'/2'"});
});

behaviour('v1.sign-message-body', async () => {
  const {sdk} = await signedIn('1.1.0');
  const message = new TextEncoder().encode('I approve invoice 2025-0042');
  const signed = await call(() => sdk().signMessage(message, 'schnorr', JOURNAL));
  await call(() => sdk().signMessage(message, 'ecdsa', {}));
  await call(() => sdk().signMessage(message, 'ecdsa'));
  const bodies = standIn.log.to('/protected/sign_message').map((request) => request.decryptedBody);
  const base64 = Buffer.from(message).toString('base64');
  expect(bodies).toEqual([
    {message_base64: base64, algorithm: 'schnorr', key_options: JOURNAL},
    {message_base64: base64, algorithm: 'ecdsa'},
    {message_base64: base64, algorithm: 'ecdsa'},
  ]);
  expect(standIn.log.to('/protected/sign_message')[0].rawBody).not.toContain(base64);
  expect(signed).toEqual({signature: 'stand-in-signature(schnorr)', message_hash: `stand-in-hash(${base64})`});
});

behaviour('v1.failed-key-export-logged', async () => {
  const {sdk} = await signedIn('1.1.0');
  standIn.faults.add({
    path: '/protected/private_key',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: derivation failed'}},
  });
  expect(await rejection(() => sdk().getPrivateKey())).toEqual(new Error('stand-in: derivation failed'));
  expect(consoleText()).toContain('error: Error: stand-in: derivation failed');
});

behaviour('v1.third-party-token-empty-audience', async () => {
  const {sdk} = await signedIn('1.1.0');
  const token = await call(() => sdk().generateThirdPartyToken(''));
  expect(standIn.log.to('/protected/third_party_token')[0].decryptedBody).toEqual({});
  expect(token.token).toMatch(/^stand-in-jwt\.no-audience\./);
});
