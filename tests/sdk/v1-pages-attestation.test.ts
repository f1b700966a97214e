/**
 * The attestation members of 1.1.0, as its docs describe them: the PCR0 verdicts and the parsed
 * view, `getAttestationDocument` beside the session, `getAttestation`, `authenticate`, and what
 * the real verification writes to the console.
 */
import {expect} from 'vitest';
import type {AttestationDocument} from 'opensecret-react-1.1.0';
import {
  NOT_A_CERTIFICATE,
  developmentFields,
  encodeAttestationDocument,
  hex,
  pcrValue,
} from '../../src/stand-in/attestation-document';
import {x25519KeyPair} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ALIASES, REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

/** The first production and the first development PCR0 value built into 1.1.0. */
const BUILT_IN_PRODUCTION =
  'eeddbb58f57c38894d6d5af5e575fbe791c5bf3bbcfb5df8da8cfcf0c2e1da1913108e6a762112444740b88c163d7f4b';
const BUILT_IN_DEVELOPMENT =
  '62c0407056217a4c10764ed9045694c29fa93255d3cc04c2f989cdd9a1f8050c8b169714c71f1118ebce2fcc9951d1a9';

const bytesOf = (hexText: string): Uint8Array => Uint8Array.from(Buffer.from(hexText, 'hex'));

/** A decoded document with the given PCRs, whose certificate and bundle are the AWS root. */
function decodedDocument(root: Uint8Array, pcrs: Map<number, Uint8Array>): AttestationDocument {
  return {
    module_id: 'stand-in-enclave',
    digest: 'SHA384',
    timestamp: Date.UTC(2025, 0, 1),
    pcrs,
    certificate: root,
    cabundle: [root],
    public_key: Uint8Array.from([1, 2, 3]),
    user_data: new TextEncoder().encode('stand-in user data'),
    nonce: new TextEncoder().encode('nonce-1'),
  };
}

/**
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 * @backs guides/remote-attestation#3-read-the-parsed-view
 * @backs guides/remote-attestation#what-can-fail
 * @backs security#what-the-check-leaves-out
 */
test('v1.pcr0-verdicts-built-in: with the `pcrConfig` lists left out or empty, `parseAttestationForView` counts a built-in production PCR0 as "PCR0 matches a known good value" and a built-in development PCR0 as "PCR0 matches development enclave", both `isMatch: true`, and any other as "PCR0 does not match a known good value"; configured values are compared case-sensitively, and an all-zero PCR0 gives `null`', async () => {
  const {sdk} = await renderSdk('1.1.0', {pcrConfig: {pcr0Values: [hex(pcrValue(0xab)).toUpperCase()]}});
  const root = new Uint8Array(sdk().awsRootCertDer);
  const verdict = async (pcr0: Uint8Array, config = sdk().pcrConfig) =>
    (await call(() => sdk().parseAttestationForView(decodedDocument(root, new Map([[0, pcr0]])), [root], config)))
      .validatedPcr0Hash;
  // The built-in lists count whether the configured lists are left out or empty.
  for (const config of [{}, {pcr0Values: [], pcr0DevValues: []}]) {
    expect(await verdict(bytesOf(BUILT_IN_PRODUCTION), config)).toEqual({
      isMatch: true,
      text: 'PCR0 matches a known good value',
    });
    expect(await verdict(bytesOf(BUILT_IN_DEVELOPMENT), config)).toEqual({
      isMatch: true,
      text: 'PCR0 matches development enclave',
    });
    expect(await verdict(pcrValue(0xee), config)).toEqual({
      isMatch: false,
      text: 'PCR0 does not match a known good value',
    });
  }
  // The configured value is upper case; the view's hex is lower case, so they never match.
  expect(await verdict(pcrValue(0xab))).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(await verdict(new Uint8Array(48))).toBeNull();
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/remote-attestation#3-read-the-parsed-view
 */
test('v1.parsed-view-fields: `parseAttestationForView` leaves out all-zero PCRs, gives PCR values in lower-case hex, the public key in base64, user data and nonce as text, the timestamp in the en-US long format with the time zone, and `cert0hash` as the SHA-256 of the bundle’s first certificate', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const pcrs = new Map([
    [0, pcrValue(0x0a)],
    [1, new Uint8Array(48)],
    [2, pcrValue(0xab)],
  ]);
  const view = await call(() => sdk().parseAttestationForView(decodedDocument(root, pcrs), [root]));
  expect(view.pcrs).toEqual([
    {id: 0, value: '0a'.repeat(48)},
    {id: 2, value: 'ab'.repeat(48)},
  ]);
  expect(view.publicKey).toBe('AQID');
  expect(view.userData).toBe('stand-in user data');
  expect(view.nonce).toBe('nonce-1');
  expect(view.digest).toBe('SHA384');
  expect(view.moduleId).toBe('stand-in-enclave');
  expect(view.cert0hash).toBe(Buffer.from(await crypto.subtle.digest('SHA-256', root)).toString('hex'));
  expect(view.certificates.map((certificate) => certificate.isRoot)).toEqual([true, true]);
  expect(view.certificates[0].pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
  expect(view.timestamp).toBe(
    new Date(Date.UTC(2025, 0, 1)).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    }),
  );
  expect(view.timestamp).toMatch(/^January 1, 2025/);
});

/**
 * @backs guides/remote-attestation#3-read-the-parsed-view
 * @backs guides/remote-attestation#5-authenticate-a-document-yourself
 */
test('v1.root-hash-matches-bundled-root: `expectedRootCertHash` is the SHA-256, in hex, of `awsRootCertDer`', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(sdk().awsRootCertDer));
  expect(Buffer.from(digest).toString('hex')).toBe(sdk().expectedRootCertHash);
});

/**
 * @backs guides/remote-attestation#4-show-the-verification-to-users
 * @backs guides/getting-started#build-a-first-app
 */
test('v1.attestation-document-per-render: the context and its `getAttestationDocument` are new objects after a provider update such as a sign-in, while `get`, `put`, `list` and `del` keep their identity', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('1.1.0');
  const before = sdk();
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  const after = sdk();
  expect(after).not.toBe(before);
  expect(after.getAttestationDocument).not.toBe(before.getAttestationDocument);
  for (const member of ['get', 'put', 'list', 'del'] as const) expect(after[member]).toBe(before[member]);
});

/**
 * @backs guides/remote-attestation#2-fetch-and-verify-a-document
 * @backs guides/remote-attestation#what-can-fail
 * @backs #the-enclave-model-in-plain-words
 */
test('v1.attestation-document-beside-session: `getAttestationDocument` asks `/attestation/<uuid>` with a new nonce on each call and leaves the stored session as it was, so later calls keep its `x-session-id`; when the document cannot be fetched it rejects "Failed to fetch attestation document"', async () => {
  const {sdk} = await signedIn('1.1.0');
  const session = [window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')];
  const signInRequests = standIn.log.lines().length;
  await rejection(() => sdk().getAttestationDocument());
  await rejection(() => sdk().getAttestationDocument());
  const nonces = standIn.log
    .all()
    .slice(signInRequests)
    .map((request) => request.path);
  expect(nonces).toHaveLength(2);
  expect(nonces[0]).toMatch(/^\/attestation\/[0-9a-f-]{36}$/);
  expect(nonces[1]).not.toBe(nonces[0]);
  expect([window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')]).toEqual(session);
  await call(() => sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers['x-session-id']).toBe(session[1]);
  expect(standIn.log.to('/key_exchange')).toHaveLength(1);
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  expect(await rejection(() => sdk().getAttestationDocument())).toEqual(
    new Error('Failed to fetch attestation document'),
  );
});

/**
 * @backs guides/remote-attestation#6-refresh-the-session
 * @backs guides/remote-attestation#security-notes
 * @backs #the-enclave-model-in-plain-words
 * @backs security#the-handshake
 * @backs security#calls-that-hand-secrets-to-your-page
 */
test('v1.get-attestation-session: `getAttestation()` resolves the stored session key and ID without a request, for any URL it is given; `getAttestation(true)` runs the handshake again, stores the new session, which later calls use, and resolves its key', async () => {
  const {sdk} = await signedIn('1.1.0');
  const signInRequests = standIn.log.lines().length;
  const stored = await call(() => sdk().getAttestation());
  expect(stored).toEqual({sessionKey: storedSessionKey(), sessionId: window.sessionStorage.getItem('sessionId')});
  // Another URL gets the same stored session: there is one slot per tab.
  const elsewhere = await call(() => sdk().getAttestation(false, REMOTE_ORIGIN));
  expect(elsewhere.sessionId).toBe(stored.sessionId);
  expect(standIn.log.lines()).toHaveLength(signInRequests);
  const renewed = await call(() => sdk().getAttestation(true));
  expect(
    standIn.log
      .lines()
      .slice(signInRequests)
      .map((line) => line.replace(/\/attestation\/.*/, '/attestation/')),
  ).toEqual(['GET /attestation/', 'POST /key_exchange']);
  expect(renewed.sessionId).not.toBe(stored.sessionId);
  expect(renewed).toEqual({sessionKey: storedSessionKey(), sessionId: window.sessionStorage.getItem('sessionId')});
  expect(renewed.sessionKey).toEqual(standIn.backend.sessions.get(renewed.sessionId ?? ''));
  await call(() => sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers['x-session-id']).toBe(renewed.sessionId);
});

/**
 * @backs guides/remote-attestation#what-can-fail
 * @backs guides/remote-attestation#6-refresh-the-session
 */
test('v1.get-attestation-failures: `getAttestation(true)` rejects when the document cannot be fetched ("Couldn\'t process attestation document: …") or the key exchange fails ("Key exchange failed"), and the stored session stays as it was', async () => {
  const {sdk} = await signedIn('1.1.0');
  const session = [window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')];
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  expect(await rejection(() => sdk().getAttestation(true))).toEqual(
    new Error("Couldn't process attestation document: Request failed with status 503"),
  );
  standIn.faults.add({path: '/key_exchange', status: 500, body: {text: 'unavailable'}});
  expect(await rejection(() => sdk().getAttestation(true))).toEqual(new Error('Key exchange failed'));
  expect([window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')]).toEqual(session);
});

/**
 * @backs guides/remote-attestation#6-refresh-the-session
 */
test('v1.get-attestation-other-url: `getAttestation(true, url)`, or `getAttestation(false, url)` when no session is stored, attests `url` and stores that session in place of the app’s, so the next call to the app’s URL sends its ID; with a stored session and no `forceRefresh` the URL is not used', async () => {
  const [otherUrl, thirdUrl] = LOOPBACK_ALIASES;
  const {sdk} = await signedIn('1.1.0');
  const session = await call(() => sdk().getAttestation(true, otherUrl));
  const exchange = standIn.log.to(/^\/key_exchange$/).at(-1);
  expect(exchange?.origin).toBe(otherUrl);
  expect(window.sessionStorage.getItem('sessionId')).toBe(session.sessionId);
  await call(() => sdk().put('k', 'v'));
  const [put] = standIn.log.to('/protected/kv/k');
  expect(put.origin).toBe('http://localhost:3000');
  expect(put.headers['x-session-id']).toBe(session.sessionId);
  // A stored session is returned as it is, whatever URL is named.
  const requests = standIn.log.lines().length;
  expect((await call(() => sdk().getAttestation(false, thirdUrl))).sessionId).toBe(session.sessionId);
  expect(standIn.log.lines()).toHaveLength(requests);
  // Without one, the named URL is attested.
  window.sessionStorage.removeItem('sessionKey');
  window.sessionStorage.removeItem('sessionId');
  const fresh = await call(() => sdk().getAttestation(false, thirdUrl));
  expect(standIn.log.to('/key_exchange').at(-1)?.origin).toBe(thirdUrl);
  expect(window.sessionStorage.getItem('sessionId')).toBe(fresh.sessionId);
});

/**
 * @backs guides/remote-attestation#5-authenticate-a-document-yourself
 * @backs guides/remote-attestation#what-can-fail
 */
test('v1.authenticate-checks: `authenticate(document, root, nonce)` rejects a document that answers another nonce, or whose bundle does not start with the given root, with the handshake’s messages and without a request', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const document = (nonce: string, cabundle: Uint8Array[]): string =>
    encodeAttestationDocument({...developmentFields(x25519KeyPair().publicKey, nonce), cabundle});
  expect(await rejection(() => sdk().authenticate(document('nonce-a', [root]), root, 'nonce-b'))).toEqual(
    new Error("Attestation document's nonce does not match the provided nonce."),
  );
  expect(await rejection(() => sdk().authenticate(document('nonce-a', [NOT_A_CERTIFICATE]), root, 'nonce-a'))).toEqual(
    new Error('Root cert does not match first cert in attestation document.'),
  );
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/remote-attestation#security-notes
 * @backs guides/getting-started#security-notes
 */
test('v1.console-nonces-and-chain: off the loopback URLs, the verification logs the nonce it sent and the one the document holds when they differ, and each certificate of the chain it built (subject, dates, PEM)', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('1.1.0', {apiUrl: REMOTE_ORIGIN});
  const root = new Uint8Array(sdk().awsRootCertDer);
  standIn.attestationDocument = (_nonce, publicKey) =>
    encodeAttestationDocument({...developmentFields(publicKey, 'an earlier nonce'), cabundle: [root]});
  await rejection(() => sdk().signIn(EMAIL, PASSWORD));
  const sent = standIn.log.all()[0].path.replace('/attestation/', '');
  expect(consoleText()).toContain(`log: Provided nonce: ${sent}`);
  expect(consoleText()).toContain('log: Attestation document nonce: an earlier nonce');
  standIn.attestationDocument = (nonce, publicKey) =>
    encodeAttestationDocument({...developmentFields(publicKey, nonce), cabundle: [root], certificate: root});
  await rejection(() => sdk().signIn(EMAIL, PASSWORD));
  expect(consoleText()).toContain('log: CERT:  0');
  expect(consoleText()).toContain('log: C=US, O=Amazon, OU=AWS, CN=aws.nitro-enclaves');
  expect(consoleText()).toMatch(/^log: Not before: /m);
  expect(consoleText()).toMatch(/^log: Not after: /m);
  expect(consoleText()).toContain('log: -----BEGIN CERTIFICATE-----');
});
