/**
 * The development handshake on the loopback URLs: attestation document, key exchange, the
 * session in sessionStorage and its reuse; what `pcrConfig` changes (nothing, on the loopback URLs
 * or off them, where a document under the AWS root passes the full check).
 */
import {expect, vi} from 'vitest';
import {encodeAttestationDocument, developmentFields, pcrValue} from '../../src/stand-in/attestation-document';
import {awsRootedDocuments, awsRootedEnclave} from './support/aws-rooted-document';
import {fromBase64} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN, OTHER_PORT_ORIGIN, REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {acceptAwsRootSignature} from './support/aws-root';
import {test} from './support/behaviour';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys, storedSessionKey} from './support/wire';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request lines with the attestation nonce replaced, to compare two runs. */
const shape = (): string[] =>
  standIn.log.lines().map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

/**
 * @backs security#the-handshake
 * @backs security#what-is-not-encrypted
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs #the-enclave-model-in-plain-words
 * @backs 3.2.0 /#how-it-works
 */
test('handshake-before-first-call: before its first encrypted call the SDK sends `GET /attestation/<nonce>` with a fresh UUID, then `POST /key_exchange` with that nonce and a 32-byte X25519 public key', async (release) => {
  await signedIn(release);
  const [attestation, exchange, login] = standIn.log.all();
  expect(standIn.log.lines().slice(1)).toEqual(['POST /key_exchange', 'POST /login', 'GET /protected/user']);
  const nonce = attestation.path.replace('/attestation/', '');
  expect(attestation.method).toBe('GET');
  expect(nonce).toMatch(UUID);
  const body = JSON.parse(exchange.rawBody ?? '') as {client_public_key: string; nonce: string};
  expect(Object.keys(body).sort()).toEqual(['client_public_key', 'nonce']);
  expect(body.nonce).toBe(nonce);
  expect(fromBase64(body.client_public_key)).toHaveLength(32);
  expect(login.headers['x-session-id']).toBe(window.sessionStorage.getItem('sessionId'));
});

/**
 * @backs security#the-handshake
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/getting-started#security-notes
 * @backs guides/remote-attestation#security-notes
 * @backs 3.2.0 migration#what-did-not-change
 * @backs 3.2.0 /#how-it-works
 * @backs 3.2.0 guides/cryptographic-operations#security-notes
 * @backs 3.2.0 guides/models#how-it-works
 * @backs 3.2.0 guides/agents#authentication-without-the-context
 * @backs 1.1.0 guides/authentication#security-notes
 */
test('session-in-session-storage: the session key and ID are kept in `sessionStorage` as `sessionKey` and `sessionId` and reused by every later call, which sends the ID as `x-session-id`', async (release) => {
  const {sdk} = await signedIn(release);
  const sessionId = window.sessionStorage.getItem('sessionId') ?? '';
  // Every entry of both storages: the session is in sessionStorage and nowhere else, beside the tokens.
  expect(storageKeys()).toEqual([
    'local:access_token',
    'local:refresh_token',
    'session:sessionId',
    'session:sessionKey',
  ]);
  expect(storedSessionKey()).toEqual(standIn.backend.sessions.get(sessionId));
  await call(() => sdk().put('a', '1'));
  await call(() => sdk().get('a'));
  await call(() => sdk().list());
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
  expect(standIn.log.to('/key_exchange')).toHaveLength(1);
  for (const request of standIn.log.all().slice(2)) expect(request.headers['x-session-id']).toBe(sessionId);
});

/**
 * @backs security#the-handshake
 * @backs guides/remote-attestation#6-refresh-the-session
 * @backs guides/getting-started#read-the-sdk-context
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 * @backs 3.2.0 guides/remote-attestation#security-notes
 */
test('reload-reuses-session: a provider mounted with a session already in `sessionStorage`, as after a reload, makes no new handshake', async (release) => {
  const first = await signedIn(release);
  first.unmount();
  standIn.log.clear();
  const {sdk} = await renderSdk(release);
  expect(standIn.log.lines()).toEqual(['GET /protected/user']);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/getting-started#wrap-your-app
 * @backs guides/remote-attestation#security-notes
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs 1.1.0 guides/data-encryption#security-notes
 */
test('dev-document-unchecked: on `http://localhost:3000` the handshake accepts the attestation document whatever its nonce, PCR values and certificates', async (release) => {
  standIn.attestationDocument = (_nonce, publicKey) =>
    encodeAttestationDocument({
      ...developmentFields(publicKey, 'not the nonce the client sent'),
      pcrs: new Map([[0, pcrValue(0xee)]]),
    });
  await signedIn(release);
  expect(standIn.log.lines().slice(1)).toEqual(['POST /key_exchange', 'POST /login', 'GET /protected/user']);
  expect(window.localStorage.getItem('access_token')).not.toBeNull();
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/getting-started#wrap-your-app
 * @backs guides/remote-attestation#security-notes
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 guides/getting-started#what-can-fail
 */
test('loopback-urls-exact: `http://127.0.0.1:3000` and `http://0.0.0.0:3000` skip verification too, while `http://localhost:3001` gets the full check, which rejects a development document', async (release) => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  for (const apiUrl of LOOPBACK_ALIASES) {
    standIn.log.clear();
    const {sdk, unmount} = await renderSdk(release, {apiUrl});
    await call(() => sdk().signIn(EMAIL, PASSWORD));
    expect(sdk().auth.user?.user.email).toBe(EMAIL);
    expect(shape()).toEqual([
      `GET ${apiUrl}/attestation/<nonce>`,
      `POST ${apiUrl}/key_exchange`,
      `POST ${apiUrl}/login`,
      `GET ${apiUrl}/protected/user`,
    ]);
    await call(() => sdk().signOut());
    unmount();
  }
  standIn.log.clear();
  const {sdk} = await renderSdk(release, {apiUrl: OTHER_PORT_ORIGIN});
  const error = await rejection(() => sdk().signIn(EMAIL, PASSWORD));
  expect(error).toEqual(
    new Error("Couldn't process attestation document: Root cert does not match first cert in attestation document."),
  );
  expect(shape()).toEqual([`GET ${OTHER_PORT_ORIGIN}/attestation/<nonce>`]);
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/getting-started#wrap-your-app
 * @backs /docs/3.x/migration#remote-attestation-is-on-by-default
 * @backs /docs/3.x/migration#what-did-not-change
 * @backs 3.2.0 guides/remote-attestation#security-notes
 */
test('pcr-config-not-in-handshake: `pcrConfig` changes nothing in the handshake: with the document’s PCR0 in neither list, the same requests are sent and the calls succeed, on a loopback URL (no check) and off it (the full check)', async (release) => {
  const run = async (
    apiUrl: string,
    pcrConfig?: {pcr0Values: string[]; pcr0DevValues: string[]},
  ): Promise<string[]> => {
    standIn.reset();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.localStorage.clear();
    standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
    const {sdk, unmount} = await renderSdk(release, {apiUrl, ...(pcrConfig ? {pcrConfig} : {})});
    if (apiUrl === REMOTE_ORIGIN) {
      // A document under the SDK's own AWS root that passes every check, with PCR0 0x11 bytes.
      const awsRoot = new Uint8Array(sdk().awsRootCertDer);
      acceptAwsRootSignature(awsRoot);
      standIn.attestationDocument = awsRootedDocuments(
        awsRoot,
        awsRootedEnclave(awsRoot),
        new Map([
          [0, pcrValue(0x11)],
          [1, pcrValue(0x22)],
        ]),
      );
    }
    await call(() => sdk().signIn(EMAIL, PASSWORD));
    await call(() => sdk().put('k', 'v'));
    expect(await call(() => sdk().get('k'))).toBe('v');
    expect(sdk().clientId).toBe(CLIENT_ID);
    unmount();
    // Nothing else was fetched: no PCR history, no other origin.
    expect(standIn.intercepted().every((line) => line.split(' ')[1].startsWith(`${apiUrl}/`))).toBe(true);
    return shape();
  };
  // PCR0 of the served documents (0x11 bytes) is in neither list; 3.2.0's remote check is on by default.
  const lists = {pcr0Values: ['ab'.repeat(48)], pcr0DevValues: ['cd'.repeat(48)]};
  for (const apiUrl of [LOOPBACK_ORIGIN, REMOTE_ORIGIN]) {
    const pinned = await run(apiUrl, lists);
    const unpinned = await run(apiUrl);
    expect(pinned).toEqual(unpinned);
    expect(pinned).toEqual(
      [
        'GET /attestation/<nonce>',
        'POST /key_exchange',
        'POST /login',
        'GET /protected/user',
        'PUT /protected/kv/k',
        'GET /protected/kv/k',
      ].map((line) => line.replace(' /', ` ${apiUrl === LOOPBACK_ORIGIN ? '' : apiUrl}/`)),
    );
  }
});
