/**
 * 3.2.0 attestation members and the session they lead to: `getAttestation`,
 * `getAttestationDocument`, `authenticate`, the parsed view and its PCR0 verdicts, what the
 * provider hands back, and how bodies are sealed with the session key.
 */
import {createHash} from 'node:crypto';
import {ChaCha20Poly1305} from '@stablelib/chacha20poly1305';
import {HttpResponse, http} from 'msw';
import {expect} from 'vitest';
import {developmentFields, encodeAttestationDocument, hex, pcrValue} from '../../src/stand-in/attestation-document';
import {fromBase64} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN, REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

/** A built-in production PCR0 and a built-in development PCR0 of the 3.2.0 release. */
const BUILT_IN_PROD =
  'eeddbb58f57c38894d6d5af5e575fbe791c5bf3bbcfb5df8da8cfcf0c2e1da1913108e6a762112444740b88c163d7f4b';
const BUILT_IN_DEV = '62c0407056217a4c10764ed9045694c29fa93255d3cc04c2f989cdd9a1f8050c8b169714c71f1118ebce2fcc9951d1a9';

const bytesOfHex = (value: string): Uint8Array => new Uint8Array(Buffer.from(value, 'hex'));

/** A decoded document built around the SDK's own AWS root, as `parseAttestationForView` takes it. */
function document(root: Uint8Array, pcrs: [number, Uint8Array][]) {
  return {
    module_id: 'stand-in-enclave',
    digest: 'SHA384' as const,
    timestamp: Date.UTC(2025, 0, 15, 12, 0, 0),
    pcrs: new Map(pcrs),
    certificate: root,
    cabundle: [root],
    public_key: new Uint8Array([1, 2, 3]),
    user_data: new TextEncoder().encode('stand-in user data'),
    nonce: new TextEncoder().encode('stand-in nonce'),
  };
}

/**
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/remote-attestation#6-refresh-the-session
 * @backs guides/remote-attestation#security-notes
 * @backs guides/cryptographic-operations
 * @backs security#the-handshake
 * @backs security#calls-that-hand-secrets-to-your-page
 */
test('v3.get-attestation-session: `getAttestation()` resolves the stored `{sessionKey, sessionId}` without a request, for any URL it is given; `getAttestation(true)` runs a new attestation and key exchange, stores the new session and resolves its key, and with another API URL that URL’s session replaces the one the provider’s calls use', async () => {
  const {sdk} = await signedIn('3.2.0');
  const requests = standIn.log.lines().length;
  const stored = await call(() => sdk().getAttestation());
  expect(stored.sessionId).toBe(window.sessionStorage.getItem('sessionId'));
  expect(stored.sessionKey).toEqual(storedSessionKey());
  expect(stored.sessionKey).toHaveLength(32);
  // Another URL gets the same stored session: there is one slot per tab.
  const elsewhere = await call(() => sdk().getAttestation(false, REMOTE_ORIGIN));
  expect(elsewhere.sessionId).toBe(stored.sessionId);
  expect(standIn.log.lines()).toHaveLength(requests);
  const renewed = await call(() => sdk().getAttestation(true));
  expect(
    standIn.log
      .lines()
      .slice(requests)
      .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>')),
  ).toEqual(['GET /attestation/<nonce>', 'POST /key_exchange']);
  expect(renewed.sessionId).not.toBe(stored.sessionId);
  expect(window.sessionStorage.getItem('sessionId')).toBe(renewed.sessionId);
  expect(renewed.sessionKey).toEqual(storedSessionKey());
  expect(renewed.sessionKey).toEqual(standIn.backend.sessions.get(String(renewed.sessionId)));
  // Another API URL's session takes the same slot, and the provider's calls then use it.
  const other = await call(() => sdk().getAttestation(true, LOOPBACK_ALIASES[0]));
  expect(
    standIn.log
      .all()
      .slice(-2)
      .map((request) => request.origin),
  ).toEqual([LOOPBACK_ALIASES[0], LOOPBACK_ALIASES[0]]);
  expect(window.sessionStorage.getItem('sessionId')).toBe(other.sessionId);
  await call(() => sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers['x-session-id']).toBe(other.sessionId);
});

/**
 * @backs guides/remote-attestation#2-fetch-and-verify-a-document
 * @backs guides/remote-attestation#what-can-fail
 * @backs guides/remote-attestation#security-notes
 * @backs #the-enclave-model-in-plain-words
 */
test('v3.attestation-document-fresh-nonces: each `getAttestationDocument` call requests a document for a new nonce and leaves the stored session as it is; an error answer rejects "Failed to fetch attestation document"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const session = [window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')];
  standIn.log.clear();
  await rejection(() => sdk().getAttestationDocument());
  await rejection(() => sdk().getAttestationDocument());
  const nonces = standIn.log.all().map((request) => /^\/attestation\/(.+)$/.exec(request.path)?.[1]);
  expect(nonces).toHaveLength(2);
  expect(nonces[0]).not.toBe(nonces[1]);
  expect([window.sessionStorage.getItem('sessionKey'), window.sessionStorage.getItem('sessionId')]).toEqual(session);
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  expect(await rejection(() => sdk().getAttestationDocument())).toEqual(
    new Error('Failed to fetch attestation document'),
  );
});

/**
 * @backs guides/remote-attestation#2-fetch-and-verify-a-document
 * @backs guides/remote-attestation#what-can-fail
 */
test('v3.attestation-document-rejections: `getAttestationDocument` rejects "Failed to fetch attestation document" only for an answer with a non-OK status; a network failure rejects with `fetch`’s own `TypeError`, and an OK answer that is not JSON with the parser’s `SyntaxError`', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const attestation = `${LOOPBACK_ORIGIN}/attestation/*`;
  standIn.server.use(http.get(attestation, () => HttpResponse.text('unavailable', {status: 503}), {once: true}));
  expect(await rejection(() => sdk().getAttestationDocument())).toEqual(
    new Error('Failed to fetch attestation document'),
  );
  standIn.server.use(http.get(attestation, () => HttpResponse.error(), {once: true}));
  const lost = await rejection(() => sdk().getAttestationDocument());
  expect(lost).toBeInstanceOf(TypeError);
  expect((lost as Error).message).not.toBe('Failed to fetch attestation document');
  standIn.server.use(http.get(attestation, () => HttpResponse.text('<html>maintenance</html>'), {once: true}));
  const notJson = await rejection(() => sdk().getAttestationDocument());
  expect(notJson).toBeInstanceOf(SyntaxError);
});

/**
 * @backs guides/remote-attestation#5-authenticate-a-document-yourself
 * @backs guides/remote-attestation#what-can-fail
 */
test('v3.authenticate-no-bypass: `authenticate` checks a document fully, with no development exception: a development document is refused for its nonce or its root, without a request', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const publicKey = new Uint8Array(32).fill(7);
  const developmentDocument = encodeAttestationDocument(developmentFields(publicKey, 'nonce-1'));
  expect(await rejection(() => sdk().authenticate(developmentDocument, root, 'nonce-1'))).toEqual(
    new Error('Root cert does not match first cert in attestation document.'),
  );
  expect(await rejection(() => sdk().authenticate(developmentDocument, root, 'another nonce'))).toEqual(
    new Error("Attestation document's nonce does not match the provided nonce."),
  );
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/remote-attestation#3-read-the-parsed-view
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 * @backs guides/remote-attestation#5-authenticate-a-document-yourself
 */
test('v3.parsed-view-fields: `parseAttestationForView` lists PCRs in lower-case hex without the all-zero ones, compares PCR0 exactly (upper-case configured values never match), gives `validatedPcr0Hash: null` without a non-zero PCR0, the public key in base64, user data and nonce as text, a US-English date, and `cert0hash` equal to `expectedRootCertHash`, the SHA-256 of the bundled root', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const pcr0 = pcrValue(0x0a);
  const config = {pcr0Values: [hex(pcr0).toUpperCase()], remoteAttestation: false};
  const view = await call(() =>
    sdk().parseAttestationForView(
      document(root, [
        [0, pcr0],
        [1, new Uint8Array(48)],
        [2, pcrValue(0xab)],
      ]),
      [root],
      config,
    ),
  );
  expect(view.pcrs).toEqual([
    {id: 0, value: hex(pcr0)},
    {id: 2, value: hex(pcrValue(0xab))},
  ]);
  // Upper-case configured values never match the lower-case hex the view compares.
  expect(view.validatedPcr0Hash).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(view.publicKey).toBe('AQID');
  expect(view.userData).toBe('stand-in user data');
  expect(view.nonce).toBe('stand-in nonce');
  expect(view.moduleId).toBe('stand-in-enclave');
  expect(view.timestamp).toMatch(/^January 1[45], 2025(,| at) \d{2}:\d{2}:\d{2}\s[AP]M\s\S+/);
  expect(view.certificates.map((certificate) => certificate.isRoot)).toEqual([true, true]);
  expect(view.certificates[0].pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
  const rootHash = createHash('sha256').update(root).digest('hex');
  expect(view.cert0hash).toBe(rootHash);
  expect(sdk().expectedRootCertHash).toBe(rootHash);
  const lower = await call(() =>
    sdk().parseAttestationForView(document(root, [[0, pcr0]]), [root], {
      pcr0Values: [hex(pcr0)],
      remoteAttestation: false,
    }),
  );
  expect(lower.validatedPcr0Hash).toEqual({isMatch: true, text: 'PCR0 matches a known good value'});
  for (const pcrs of [[[1, pcr0]], [[0, new Uint8Array(48)]]] as [number, Uint8Array][][]) {
    const view2 = await call(() => sdk().parseAttestationForView(document(root, pcrs), [root], config));
    expect(view2.validatedPcr0Hash).toBeNull();
  }
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 * @backs guides/remote-attestation#3-read-the-parsed-view
 * @backs guides/remote-attestation#4-show-the-verification-to-users
 * @backs security#what-the-check-leaves-out
 */
test('v3.built-in-pcr-lists: with the `pcrConfig` lists left out or empty (and `remoteAttestation: false`), a PCR0 of the release’s built-in production list reads "PCR0 matches a known good value" and one of its built-in development list "PCR0 matches development enclave", both with `isMatch: true`, and any other "PCR0 does not match a known good value"', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  // The built-in lists count whether the configured lists are left out or empty.
  for (const lists of [{}, {pcr0Values: [], pcr0DevValues: []}]) {
    const verdict = async (pcr0: string) =>
      (
        await call(() =>
          sdk().parseAttestationForView(document(root, [[0, bytesOfHex(pcr0)]]), [root], {
            ...lists,
            remoteAttestation: false,
          }),
        )
      ).validatedPcr0Hash;
    expect(await verdict(BUILT_IN_PROD)).toEqual({isMatch: true, text: 'PCR0 matches a known good value'});
    expect(await verdict(BUILT_IN_DEV)).toEqual({isMatch: true, text: 'PCR0 matches development enclave'});
    expect(await verdict(hex(pcrValue(0xee)))).toEqual({
      isMatch: false,
      text: 'PCR0 does not match a known good value',
    });
  }
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 * @backs guides/remote-attestation#what-can-fail
 * @backs migration#remote-attestation-is-on-by-default
 */
test('v3.pcr-history-signed-entries: `remoteAttestationUrls` moves the production and development history downloads to the given URLs, and a history entry for the PCR0 whose signature the built-in key does not verify is skipped: the verdict is "does not match", not a rejection', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const pcr0 = hex(pcrValue(0x0f));
  const urls = {prod: 'https://history.stand-in.test/prod.json', dev: 'https://history.stand-in.test/dev.json'};
  // An entry for exactly this PCR0, whose signature the SDK's built-in key does not verify.
  const entry = {PCR0: pcr0, signature: btoa('x'.repeat(96)), timestamp: 1_735_689_600};
  standIn.server.use(http.get('https://history.stand-in.test/*', () => HttpResponse.json([entry])));
  const view = await call(() =>
    sdk().parseAttestationForView(document(root, [[0, pcrValue(0x0f)]]), [root], {remoteAttestationUrls: urls}),
  );
  expect(view.validatedPcr0Hash).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(standIn.intercepted()).toEqual([`GET ${urls.prod}`, `GET ${urls.dev}`]);
});

/**
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 */
test('v3.pcr-history-not-cached: every parse of a PCR0 the lists lack downloads the production and then the development history again: two parses make four requests', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const urls = {prod: 'https://history.stand-in.test/prod.json', dev: 'https://history.stand-in.test/dev.json'};
  standIn.server.use(http.get('https://history.stand-in.test/*', () => HttpResponse.json([])));
  for (let parse = 0; parse < 2; parse++) {
    const view = await call(() =>
      sdk().parseAttestationForView(document(root, [[0, pcrValue(0x0f)]]), [root], {remoteAttestationUrls: urls}),
    );
    expect(view.validatedPcr0Hash?.isMatch).toBe(false);
  }
  expect(standIn.intercepted()).toEqual([`GET ${urls.prod}`, `GET ${urls.dev}`, `GET ${urls.prod}`, `GET ${urls.dev}`]);
});

/**
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 */
test('v3.pcr-config-exposed: the context hands back the provider’s `pcrConfig` object as given, and `{}` when the prop is left out', async () => {
  const plain = await renderSdk('3.2.0');
  expect(plain.sdk().pcrConfig).toEqual({});
  plain.unmount();
  const pcrConfig = {pcr0Values: [hex(pcrValue(0x0a))], remoteAttestation: false};
  const {sdk} = await renderSdk('3.2.0', {pcrConfig});
  expect(sdk().pcrConfig).toBe(pcrConfig);
});

/**
 * @backs guides/getting-started#build-a-first-app
 * @backs guides/remote-attestation#4-show-the-verification-to-users
 * @backs guides/models#1-a-model-picker-that-filters-by-capability-and-tier
 */
test('v3.context-identity: the context object, its `getAttestationDocument`, `fetchModels` and `fetchModelCatalog` are new after a provider re-render, while `get`, `list`, `put` and `del` keep their identity', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('3.2.0');
  const before = sdk();
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  const after = sdk();
  expect(after).not.toBe(before);
  expect(after.getAttestationDocument).not.toBe(before.getAttestationDocument);
  expect(after.fetchModels).not.toBe(before.fetchModels);
  expect(after.fetchModelCatalog).not.toBe(before.fetchModelCatalog);
  for (const member of ['get', 'list', 'put', 'del'] as const) expect(after[member]).toBe(before[member]);
});

/**
 * @backs guides/getting-started#security-notes
 */
test('v3.console-certificates: off the loopback URLs the handshake logs the nonce and each certificate of the chain in PEM', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('3.2.0', {apiUrl: REMOTE_ORIGIN});
  const root = new Uint8Array(sdk().awsRootCertDer);
  standIn.attestationDocument = (nonce, publicKey) =>
    encodeAttestationDocument({...developmentFields(publicKey, nonce), cabundle: [root], certificate: root});
  await rejection(() => sdk().signIn(EMAIL, PASSWORD));
  const nonce = standIn.log.all()[0].path.replace('/attestation/', '');
  const text = consoleText();
  expect(text).toContain(`log: Generated attestation nonce: ${nonce}`);
  expect(text).toContain('log: -----BEGIN CERTIFICATE-----');
  expect(text).not.toContain(PASSWORD);
});

/**
 * @backs /#how-it-works
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 */
test('v3.bodies-chacha20-poly1305: a request body is the base64 of a random 12-byte nonce and the ChaCha20-Poly1305 ciphertext with its 16-byte tag under the session key, so the same value never looks the same twice', async () => {
  const {sdk} = await signedIn('3.2.0');
  expect(await call<unknown>(() => sdk().put('k', 'same value'))).toBe('same value');
  await call(() => sdk().put('k', 'same value'));
  const key = storedSessionKey()!;
  const sealed = standIn.log.to('/protected/kv/k').map((request) => {
    const {encrypted} = JSON.parse(request.rawBody ?? '') as {encrypted: string};
    return fromBase64(encrypted);
  });
  const plaintext = new TextEncoder().encode(JSON.stringify('same value'));
  for (const bytes of sealed) {
    // A 12-byte nonce, then the ciphertext and its 16-byte tag.
    expect(bytes.length).toBe(12 + plaintext.length + 16);
    const opened = new ChaCha20Poly1305(key).open(bytes.subarray(0, 12), bytes.subarray(12));
    expect(opened).toEqual(plaintext);
  }
  expect(Buffer.from(sealed[0]).equals(Buffer.from(sealed[1]))).toBe(false);
});
