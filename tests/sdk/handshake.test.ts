/**
 * The development handshake on the loopback URLs: attestation document, key exchange, the
 * session in sessionStorage and its reuse; what `pcrConfig` changes (nothing, here).
 */
import {expect} from 'vitest';
import {encodeAttestationDocument, developmentFields, pcrValue} from './stand-in/attestation-document';
import {fromBase64} from './stand-in/session-crypto';
import {LOOPBACK_ALIASES, OTHER_PORT_ORIGIN} from './stand-in/stand-in';
import {inBothReleases} from './support/behaviour';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys, storedSessionKey} from './support/wire';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request lines with the attestation nonce replaced, to compare two runs. */
const shape = (): string[] =>
  standIn.log.lines().map((line) => line.replace(/^GET \/attestation\/.*$/, 'GET /attestation/<nonce>'));

inBothReleases(
  'handshake-before-first-call',
  {
    title:
      'before its first encrypted call the SDK sends `GET /attestation/<nonce>` with a fresh UUID, then `POST /key_exchange` with that nonce and a 32-byte X25519 public key',
    pages: [
      'security#the-handshake',
      'security#what-is-not-encrypted',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#how-the-sdk-uses-it',
      '#the-enclave-model-in-plain-words',
    ],
    also: {'3.2.0': ['/#how-it-works']},
  },
  async (release) => {
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
  },
);

inBothReleases(
  'session-in-session-storage',
  {
    title:
      'the session key and ID are kept in `sessionStorage` as `sessionKey` and `sessionId` and reused by every later call, which sends the ID as `x-session-id`',
    pages: [
      'security#the-handshake',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#how-the-sdk-uses-it',
      '#the-enclave-model-in-plain-words',
      'guides/getting-started#security-notes',
      'guides/remote-attestation#security-notes',
    ],
    also: {
      '3.2.0': [
        'migration#what-did-not-change',
        '/#how-it-works',
        'guides/cryptographic-operations#security-notes',
        'guides/models#how-it-works',
        'guides/agents#authentication-without-the-context',
      ],
      '1.1.0': ['guides/authentication#security-notes'],
    },
  },
  async (release) => {
    const {sdk} = await signedIn(release);
    const sessionId = window.sessionStorage.getItem('sessionId') ?? '';
    expect(storageKeys().filter((key) => key.startsWith('session:'))).toEqual([
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
  },
);

inBothReleases(
  'reload-reuses-session',
  {
    title: 'a provider mounted with a session already in `sessionStorage`, as after a reload, makes no new handshake',
    pages: [
      'security#the-handshake',
      'guides/remote-attestation#6-refresh-the-session',
      'guides/getting-started#read-the-sdk-context',
    ],
    also: {'3.2.0': ['guides/remote-attestation#how-the-sdk-uses-it', 'guides/remote-attestation#security-notes']},
  },
  async (release) => {
    const first = await signedIn(release);
    first.unmount();
    standIn.log.clear();
    const {sdk} = await renderSdk(release);
    expect(standIn.log.lines()).toEqual(['GET /protected/user']);
    expect(sdk().auth.user?.user.email).toBe(EMAIL);
  },
);

inBothReleases(
  'dev-document-unchecked',
  {
    title:
      'on `http://localhost:3000` the handshake accepts the attestation document whatever its nonce, PCR values and certificates',
    pages: [
      'security#what-the-check-leaves-out',
      'guides/getting-started#wrap-your-app',
      'guides/remote-attestation#security-notes',
      '#the-enclave-model-in-plain-words',
      'guides/remote-attestation#how-the-sdk-uses-it',
    ],
    also: {'1.1.0': ['guides/data-encryption#security-notes']},
  },
  async (release) => {
    standIn.attestationDocument = (_nonce, publicKey) =>
      encodeAttestationDocument({
        ...developmentFields(publicKey, 'not the nonce the client sent'),
        pcrs: new Map([[0, pcrValue(0xee)]]),
      });
    await signedIn(release);
    expect(standIn.log.lines().slice(1)).toEqual(['POST /key_exchange', 'POST /login', 'GET /protected/user']);
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  },
);

inBothReleases(
  'loopback-urls-exact',
  {
    title:
      '`http://127.0.0.1:3000` and `http://0.0.0.0:3000` skip verification too, while `http://localhost:3001` gets the full check, which rejects a development document',
    pages: [
      'security#what-the-check-leaves-out',
      'guides/getting-started#wrap-your-app',
      'guides/remote-attestation#security-notes',
      '#the-enclave-model-in-plain-words',
      'guides/remote-attestation#how-the-sdk-uses-it',
    ],
    also: {
      '3.2.0': ['migration#what-did-not-change'],
      '1.1.0': ['/docs/3.x/migration#what-did-not-change', 'guides/getting-started#what-can-fail'],
    },
  },
  async (release) => {
    standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
    for (const apiUrl of LOOPBACK_ALIASES) {
      standIn.log.clear();
      const {sdk, unmount} = await renderSdk(release, {apiUrl});
      await call(() => sdk().signIn(EMAIL, PASSWORD));
      expect(sdk().auth.user?.user.email).toBe(EMAIL);
      expect(shape()).toEqual(['GET /attestation/<nonce>', 'POST /key_exchange', 'POST /login', 'GET /protected/user']);
      expect(standIn.log.all().every((request) => request.origin === apiUrl)).toBe(true);
      await call(() => sdk().signOut());
      unmount();
    }
    standIn.log.clear();
    const {sdk} = await renderSdk(release, {apiUrl: OTHER_PORT_ORIGIN});
    const error = await rejection(() => sdk().signIn(EMAIL, PASSWORD));
    expect(error).toEqual(
      new Error("Couldn't process attestation document: Root cert does not match first cert in attestation document."),
    );
    expect(standIn.log.lines()).toHaveLength(1);
    expect(standIn.log.lines()[0]).toMatch(/^GET \/attestation\//);
  },
);

inBothReleases(
  'pcr-config-not-in-handshake',
  {
    title:
      '`pcrConfig` changes nothing in the handshake: with the document’s PCR0 in neither list, the same requests are sent and the calls succeed',
    pages: [
      'security#what-the-check-leaves-out',
      '#the-enclave-model-in-plain-words',
      'guides/remote-attestation#how-the-sdk-uses-it',
      'guides/getting-started#wrap-your-app',
    ],
    also: {
      '3.2.0': [
        'guides/remote-attestation#security-notes',
        'migration#remote-attestation-is-on-by-default',
        'migration#what-did-not-change',
      ],
      '1.1.0': ['/docs/3.x/migration#what-did-not-change', '/docs/3.x/migration#remote-attestation-is-on-by-default'],
    },
  },
  async (release) => {
    const run = async (pcrConfig?: {pcr0Values: string[]; pcr0DevValues: string[]}): Promise<string[]> => {
      standIn.reset();
      window.sessionStorage.clear();
      window.localStorage.clear();
      standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
      const {sdk, unmount} = await renderSdk(release, pcrConfig ? {pcrConfig} : {});
      await call(() => sdk().signIn(EMAIL, PASSWORD));
      await call(() => sdk().put('k', 'v'));
      expect(await call(() => sdk().get('k'))).toBe('v');
      expect(sdk().clientId).toBe(CLIENT_ID);
      unmount();
      return shape();
    };
    // PCR0 of the served document (0x11 bytes) is in neither list; 3.2.0's remote check is on by default.
    const pinned = await run({pcr0Values: ['ab'.repeat(48)], pcr0DevValues: ['cd'.repeat(48)]});
    expect(standIn.intercepted().every((line) => line.includes('http://localhost:3000/'))).toBe(true);
    const unpinned = await run();
    expect(pinned).toEqual(unpinned);
    expect(pinned).toEqual([
      'GET /attestation/<nonce>',
      'POST /key_exchange',
      'POST /login',
      'GET /protected/user',
      'PUT /protected/kv/k',
      'GET /protected/kv/k',
    ]);
  },
);
