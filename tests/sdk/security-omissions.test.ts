/**
 * Protections a security-minded reader may assume and the SDK does not give: sealed answers
 * that are not tied to their request, what the PCR0 verdict leaves out (debug-mode documents,
 * every PCR but PCR0, values in another case), and what providers and API URLs on one page
 * share (the stored tokens and session, and the SDK's one API URL). Also what 3.2.0 asks of a
 * downloaded PCR0 history entry before it counts: a signature that verifies.
 */
import {HttpResponse, http} from 'msw';
import {expect, vi} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {signedDocument, testChain} from './support/self-signed-chain';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {CLIENT_ID, EMAIL, PASSWORD, call, renderSdk, signedIn} from './support/render';
import type {PcrConfigOf, Release} from './support/releases';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

const NONCE = '5d0c2a61-3b7e-4f0a-8c2d-9e41b7a3c6f8';
/** The PCR value a Nitro enclave started in debug mode reports: 48 zero bytes. */
const DEBUG_PCR = new Uint8Array(48);
const PINNED = pcrValue(0x0a);
const OTHER_BUILD = pcrValue(0xab);
/** A second stand-in URL on the same backend; like the first, one the SDK does not verify. */
const SECOND_URL = LOOPBACK_ALIASES[0];
const SECOND_CLIENT_ID = 'ba5e0000-0000-4000-8000-0000000000c2';

/** Runs `run` and resolves with the text of every answer `fetch` gave the SDK meanwhile, by URL. */
async function answersDuring(run: () => Promise<unknown>): Promise<Map<string, string>> {
  const realFetch = globalThis.fetch;
  const answers = new Map<string, string>();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    answers.set(input instanceof Request ? input.url : String(input), await response.clone().text());
    return response;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return answers;
}

/** A decoded document as `authenticate` resolves it, from a chain of the test's own, with the given PCRs. */
async function verifiedDocument(release: Release, pcrs: Map<number, Uint8Array>) {
  const chain = testChain();
  const document = signedDocument(
    {
      moduleId: 'stand-in-enclave',
      timestamp: Date.now(),
      pcrs,
      certificate: chain.enclave,
      cabundle: [chain.root],
      publicKey: new Uint8Array(32).fill(7),
      userData: null,
      nonce: NONCE,
    },
    chain.enclaveKeys.privateKey,
  );
  const {sdk} = await renderSdk(release);
  return call(() => sdk().authenticate(document, chain.root, NONCE));
}

/**
 * @backs security#what-is-encrypted
 * @backs security#what-only-the-server-decides
 */
test('answers-not-bound-to-request: a sealed body is tied to no request: the body of `put("a", "alpha")` seals the value alone, and within one session the encrypted answer of `get("a")`, or that request body, served as the answer to `get("b")`, decrypts and becomes its result, as often as it is served', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('a', 'alpha'));
  await call(() => sdk().put('b', 'beta'));
  const answers = await answersDuring(() => call(() => sdk().get('a')));
  const answerOfA = answers.get(`${LOOPBACK_ORIGIN}/protected/kv/a`);
  const [putOfA] = standIn.log.to('/protected/kv/a', 'PUT');
  expect(answerOfA).toMatch(/^\{"encrypted":"/);
  // The request body holds the value and nothing of the method, the path or the time.
  expect(openBody(putOfA, storedSessionKey()!)).toBe('alpha');
  const path = '/protected/kv/b';
  standIn.faults.add({path, method: 'GET', status: 200, body: {text: answerOfA!}, times: 2});
  standIn.faults.add({path, method: 'GET', status: 200, body: {text: putOfA.rawBody!}});
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  expect(await call(() => sdk().get('b'))).toBe('alpha');
  // The stand-in still holds "beta" under "b", and the session was never renewed.
  expect(await call(() => sdk().get('b'))).toBe('beta');
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
});

/**
 * @backs security#what-the-check-leaves-out
 */
test('debug-pcrs-dropped: a document with the all-zero PCRs of a debug-mode enclave passes `authenticate`, and `parseAttestationForView` drops every all-zero PCR, so its `pcrs` list is empty and `validatedPcr0Hash` is `null`, not a failed match, even with the all-zero value listed in `pcrConfig`, and nothing is downloaded', async (release) => {
  const debug = await verifiedDocument(
    release,
    new Map([
      [0, DEBUG_PCR],
      [1, DEBUG_PCR],
      [2, DEBUG_PCR],
    ]),
  );
  expect(debug.pcrs.get(0)).toEqual(DEBUG_PCR);
  const zeros = hex(DEBUG_PCR);
  const {sdk} = await renderSdk(release, {pcrConfig: {pcr0Values: [zeros], pcr0DevValues: [zeros]}});
  const view = await call(() => sdk().parseAttestationForView(debug, debug.cabundle, sdk().pcrConfig));
  expect(view.pcrs).toEqual([]);
  expect(view.validatedPcr0Hash).toBeNull();
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-the-check-leaves-out
 */
test('pcr0-only-exact-match: the PCR0 verdict compares PCR0 alone, as lower-case hex, by exact string equality: a listed PCR0 reads `isMatch: true` whatever PCR1 and PCR2 hold, a listed value in upper case never matches, and a listed value in PCR1 with no PCR0 gives `null`', async (release) => {
  const listed = {pcr0Values: [hex(PINNED)], pcr0DevValues: [hex(OTHER_BUILD).toUpperCase()]};
  // 3.2.0 would otherwise download OpenSecret's histories for the PCR0 its lists lack.
  const pcrConfig: PcrConfigOf<Release> = release === '3.2.0' ? {...listed, remoteAttestation: false} : listed;
  const {sdk} = await renderSdk(release, {pcrConfig});
  const verdict = async (pcrs: [number, Uint8Array][]) => {
    const document = await verifiedDocument(release, new Map(pcrs));
    return (await call(() => sdk().parseAttestationForView(document, document.cabundle, sdk().pcrConfig)))
      .validatedPcr0Hash;
  };
  const match = {isMatch: true, text: 'PCR0 matches a known good value'};
  expect(
    await verdict([
      [0, PINNED],
      [1, pcrValue(0x01)],
      [2, pcrValue(0x02)],
    ]),
  ).toEqual(match);
  expect(
    await verdict([
      [0, PINNED],
      [1, pcrValue(0xf1)],
      [2, pcrValue(0xf2)],
    ]),
  ).toEqual(match);
  expect(await verdict([[0, OTHER_BUILD]])).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(await verdict([[1, PINNED]])).toBeNull();
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-the-check-leaves-out
 */
test('v3.pcr-history-entries-signed: a downloaded PCR0 history entry holding the document’s PCR0 counts for nothing when its signature does not verify: both histories are downloaded and the verdict reads "PCR0 does not match a known good value"', async () => {
  const entry = {
    PCR0: hex(PINNED),
    signature: Buffer.from(new Uint8Array(96).fill(1)).toString('base64'),
    timestamp: 1_700_000_000,
  };
  standIn.server.use(http.get('https://raw.githubusercontent.com/*', () => HttpResponse.json([entry])));
  const {sdk} = await renderSdk('3.2.0');
  const document = await verifiedDocument('3.2.0', new Map([[0, PINNED]]));
  const view = await call(() => sdk().parseAttestationForView(document, document.cabundle, sdk().pcrConfig));
  expect(view.validatedPcr0Hash).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(standIn.intercepted()).toEqual([
    'GET https://raw.githubusercontent.com/OpenSecretCloud/opensecret/master/pcrProdHistory.json',
    'GET https://raw.githubusercontent.com/OpenSecretCloud/opensecret/master/pcrDevHistory.json',
  ]);
});

/**
 * @backs security#what-providers-and-api-urls-share
 */
test('storage-shared-across-urls-and-clients: the stored tokens and session are not kept apart by `apiUrl` or `clientId`: a provider mounted later with another URL and client ID restores the user signed in through the first, with no new handshake, sending that user’s access token and session ID to its own URL', async (release) => {
  const first = await signedIn(release);
  const stored = {
    access: window.localStorage.getItem('access_token'),
    sessionId: window.sessionStorage.getItem('sessionId'),
  };
  first.unmount();
  standIn.log.clear();
  const second = await renderSdk(release, {apiUrl: SECOND_URL, clientId: SECOND_CLIENT_ID});
  expect(second.sdk().auth.user?.user.email).toBe(EMAIL);
  const [user] = standIn.log.all();
  expect(standIn.log.lines()).toEqual([`GET ${SECOND_URL}/protected/user`]);
  expect(user.origin).toBe(SECOND_URL);
  expect(user.headers.authorization).toBe(`Bearer ${stored.access}`);
  expect(user.headers['x-session-id']).toBe(stored.sessionId);
});

/**
 * @backs security#what-providers-and-api-urls-share
 */
test('one-api-url-per-page: two providers on one page share the tokens and one API URL: after the second provider, with its own URL and client ID, signs in another user, the first provider’s `put` goes to the second URL with the second user’s token while its `auth.user` still shows the first user', async (release) => {
  const first = await signedIn(release);
  const second = await renderSdk(release, {apiUrl: SECOND_URL, clientId: SECOND_CLIENT_ID});
  standIn.backend.createAccount({email: 'second@example.com', password: 'second passphrase'});
  await call(() => second.sdk().signIn('second@example.com', 'second passphrase'));
  const secondToken = window.localStorage.getItem('access_token');
  standIn.log.clear();
  await call(() => first.sdk().put('k', 'written through the first provider'));
  expect(first.sdk().auth.user?.user.email).toBe(EMAIL);
  expect(first.sdk().clientId).toBe(CLIENT_ID);
  const [put] = standIn.log.all();
  expect(standIn.log.lines()).toEqual([`PUT ${SECOND_URL}/protected/kv/k`]);
  expect(put.origin).toBe(SECOND_URL);
  expect(put.headers.authorization).toBe(`Bearer ${secondToken}`);
  // The value is the second user's now: signed in again as the first user, `get` finds nothing.
  expect(await call(() => second.sdk().get('k'))).toBe('written through the first provider');
  await call(() => second.sdk().signIn(EMAIL, PASSWORD));
  expect(await call(() => second.sdk().get('k'))).toBeUndefined();
});
