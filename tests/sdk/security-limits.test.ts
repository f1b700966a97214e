/**
 * What the SDK leaves unprotected that a reader of the security pages could take for granted:
 * what the attestation document's parser asks of the module ID and the timestamp, what a signed
 * PCR0 history entry vouches for (3.2.0), how much of a streamed AI answer the session protects,
 * API URLs over plain HTTP, a sealed AI answer that does not open (3.2.0), the moment `signOut`
 * removes anything, and the storage keys the developer provider shares with the app's user.
 */
import {sign} from 'node:crypto';
import {HttpResponse, http} from 'msw';
import {expect, vi} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {createDeveloper} from '../../src/stand-in/routes/platform';
import {p384, signedDocument, testChain} from './support/self-signed-chain';
import {randomSessionKey, sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN, PLAIN_HTTP_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {openaiClient, serveEventStream} from './support/openai';
import {renderDeveloper} from './support/render-developer';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import type {Release} from './support/releases';
import {standIn} from './support/stand-in-instance';
import {storageKeys, storedSessionKey} from './support/wire';

const NONCE = '0e6f3c2a-91d4-4b7e-a5c8-2f1d9b7e4a60';
const COMPLETIONS = '/v1/chat/completions';
const REQUEST = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: 'a private question'}]};
const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/** `authenticate` of a document signed under a chain of the test's own, with this module ID, timestamp and digest name. */
async function authenticateWith(release: Release, moduleId: string, timestamp: number, digest = 'SHA384') {
  const chain = testChain();
  const document = signedDocument(
    {
      moduleId,
      timestamp,
      digest,
      pcrs: new Map([[0, pcrValue(0xee)]]),
      certificate: chain.enclave,
      cabundle: [chain.root],
      publicKey: new Uint8Array(32).fill(7),
      userData: null,
      nonce: NONCE,
    },
    chain.enclaveKeys.privateKey,
  );
  const {sdk} = await renderSdk(release);
  try {
    return {document: await call(() => sdk().authenticate(document, chain.root, NONCE))};
  } catch (error) {
    return {error};
  } finally {
    standIn.log.clear();
  }
}

/**
 * @backs security#what-the-check-leaves-out
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 */
test('document-schema-limits: of the payload\'s other fields, `authenticate` asks only that the module ID be non-empty, the digest be "SHA384" and the timestamp at least 1,677,721,600 (milliseconds: 20 January 1970): an empty ID, another digest or a timestamp one lower is refused with "Failed to parse document payload.", a one-letter ID with that timestamp passes', async (release) => {
  const refused = new Error('Failed to parse document payload.');
  expect((await authenticateWith(release, '', Date.now())).error).toEqual(refused);
  expect((await authenticateWith(release, 'x', 1_677_721_599)).error).toEqual(refused);
  expect((await authenticateWith(release, 'x', Date.now(), 'SHA256')).error).toEqual(refused);
  const {document, error} = await authenticateWith(release, 'x', 1_677_721_600);
  expect(error).toBeUndefined();
  expect(document?.module_id).toBe('x');
  expect(document?.timestamp).toBe(1_677_721_600);
});

/** The ECDSA P-384 key 3.2.0 verifies PCR0 history entries with (SubjectPublicKeyInfo, base64), copied from its dist file. */
const HISTORY_KEY =
  'MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEHiUY9kFWK1GqBGzczohhwEwElXzgWLDZa9R6wBx3JOBocgSt9+UIzZlJbPDjYeGBfDUXh7Z62BG2vVsh2NgclLB5S7A2ucBBtb1wd8vSQHP8jpdPhZX1slauPgbnROIP';

/**
 * Puts a key of the test's own in place of the built-in history key when the SDK imports it,
 * since no test can sign with OpenSecret's; resolves with the matching private key.
 */
function replaceHistoryKey() {
  const keys = p384();
  const testKey = new Uint8Array(keys.publicKey.export({type: 'spki', format: 'der'}));
  const subtle = globalThis.crypto.subtle;
  const realImport = subtle.importKey.bind(subtle);
  const spy = vi
    .spyOn(subtle, 'importKey')
    .mockImplementation((format: string, data: unknown, algorithm, extractable, usages) => {
      const isHistoryKey = format === 'spki' && Buffer.from(data as Uint8Array).toString('base64') === HISTORY_KEY;
      if (!isHistoryKey) throw new Error('the test expected only the history key to be imported');
      return realImport('spki', testKey, algorithm, extractable, usages);
    });
  return {keys, spy};
}

/**
 * @backs security#what-the-check-leaves-out
 */
test('v3.pcr-history-signs-pcr0-only: a PCR0 history entry’s signature covers the PCR0 string alone: with a key of the test’s own in place of the built-in one, an entry signed over its PCR0 counts from the development history as from the production one, with the same verdict "PCR0 matches remotely attested value", and keeps counting with another timestamp, which `verifiedAt` then shows; the histories come from `remoteAttestationUrls`', async () => {
  const {keys, spy} = replaceHistoryKey();
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const pcr0 = hex(pcrValue(0x5e));
  const signature = sign('sha384', Buffer.from(pcr0), {key: keys.privateKey, dsaEncoding: 'ieee-p1363'}).toString(
    'base64',
  );
  const urls = {prod: 'https://history.stand-in.test/prod.json', dev: 'https://history.stand-in.test/dev.json'};
  const verdictFrom = async (history: 'prod' | 'dev', timestamp: number) => {
    standIn.server.use(
      http.get(urls[history], () => HttpResponse.json([{PCR0: pcr0, signature, timestamp}])),
      http.get('https://history.stand-in.test/*', () => HttpResponse.json([])),
    );
    const document = {
      module_id: 'stand-in-enclave',
      digest: 'SHA384' as const,
      timestamp: Date.UTC(2025, 0, 15),
      pcrs: new Map([[0, pcrValue(0x5e)]]),
      certificate: root,
      cabundle: [root],
      public_key: null,
      user_data: null,
      nonce: null,
    };
    const view = await call(() => sdk().parseAttestationForView(document, [root], {remoteAttestationUrls: urls}));
    standIn.server.resetHandlers();
    return view.validatedPcr0Hash;
  };
  const at = (seconds: number): string => new Date(seconds * 1000).toLocaleString();
  const fromProduction = await verdictFrom('prod', 1_735_689_600);
  expect(fromProduction).toEqual({
    isMatch: true,
    text: 'PCR0 matches remotely attested value',
    verifiedAt: at(1_735_689_600),
  });
  // The same entry in the development history: nothing in the verdict tells them apart.
  expect(await verdictFrom('dev', 1_735_689_600)).toEqual(fromProduction);
  // The same signature under another timestamp still counts, and the verdict shows that time.
  expect(await verdictFrom('dev', 4_102_444_800)).toEqual({
    isMatch: true,
    text: 'PCR0 matches remotely attested value',
    verifiedAt: at(4_102_444_800),
  });
  expect(spy).toHaveBeenCalled();
  expect(standIn.intercepted()).toEqual([
    `GET ${urls.prod}`,
    `GET ${urls.prod}`,
    `GET ${urls.dev}`,
    `GET ${urls.prod}`,
    `GET ${urls.dev}`,
  ]);
});

/** A chat completion chunk carrying `content`, as JSON text. */
const chunkOf = (content: string): string =>
  JSON.stringify({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: 1_735_689_600,
    model: STAND_IN_MODEL,
    choices: [{index: 0, delta: {content}, finish_reason: null}],
  });

/**
 * @backs security#what-is-encrypted
 */
test('ai-stream-not-protected-whole: the session protects a streamed AI answer chunk by chunk only: the `openai` client reads sealed chunks served out of order and repeated as they come, a plaintext `data: [DONE]` ends the answer before the sealed chunks after it, and a stream that stops without `[DONE]` ends without an error', async (release) => {
  const {sdk} = await signedIn(release);
  const key = storedSessionKey()!;
  const sealed = (content: string): string => `data: ${sealText(key, chunkOf(content))}\n\n`;
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const read = () =>
    call(async () => {
      const parts: string[] = [];
      for await (const part of await client.chat.completions.create({...REQUEST, stream: true})) {
        parts.push(part.choices[0]?.delta.content ?? '');
      }
      return parts;
    });
  // The first chunk is served twice byte for byte, as a replay would, and after the second one.
  const first = sealed('first ');
  serveEventStream(sealed('second ') + first + first + 'data: [DONE]\n\n' + sealed('never read'));
  expect(await read()).toEqual(['second ', 'first ', 'first ']);
  serveEventStream(sealed('cut ') + sealed('short'));
  expect(await read()).toEqual(['cut ', 'short']);
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(2);
});

/**
 * @backs security#what-is-encrypted
 */
test('v3.ai-stream-event-lines-in-clear: `aiCustomFetch` passes the `event:` lines of a streamed answer on as they came, unsealed: only `data:` payloads are opened', async () => {
  const {sdk} = await signedIn('3.2.0');
  const key = storedSessionKey()!;
  serveEventStream(`event: response.completed\ndata: ${sealText(key, '{"n":1}')}\n\nevent: error\ndata: [DONE]\n\n`);
  const response = await call(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: JSON.stringify(REQUEST)}),
  );
  const reader = (response.body as unknown as ReadableStream<string>).getReader();
  let text = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) text += next.value;
  expect(text.match(/^(event|data): .*$/gm)).toEqual([
    'event: response.completed',
    'data: {"n":1}',
    'event: error',
    'data: [DONE]',
  ]);
});

/**
 * @backs security#what-is-not-encrypted
 */
test('plain-http-api-url-accepted: the provider takes an `http://` API URL that is not a loopback one: with a session in the tab, the user is loaded and a `put` sent to it, access token and storage key in clear; in a fresh tab the attestation request goes to it over HTTP and the document gets the full check', async (release) => {
  const first = await signedIn(release);
  const accessToken = window.localStorage.getItem('access_token');
  first.unmount();
  standIn.log.clear();
  const {sdk} = await renderSdk(release, {apiUrl: PLAIN_HTTP_ORIGIN});
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  await call(() => sdk().put('diary', 'kept'));
  expect(standIn.intercepted().slice(-2)).toEqual([
    `GET ${PLAIN_HTTP_ORIGIN}/protected/user`,
    `PUT ${PLAIN_HTTP_ORIGIN}/protected/kv/diary`,
  ]);
  expect(standIn.log.to('/protected/kv/diary')[0].headers.authorization).toBe(`Bearer ${accessToken ?? ''}`);
  // A fresh tab: the handshake goes to the same URL, and its document is checked in full.
  window.sessionStorage.clear();
  const error = await rejection(() => sdk().put('diary', 'again'));
  expect(String(error)).toMatch(/^Error: Couldn't process attestation document: /);
  expect(standIn.intercepted().at(-1)).toMatch(new RegExp(`^GET ${PLAIN_HTTP_ORIGIN}/attestation/[0-9a-f-]{36}$`));
});

/**
 * @backs security#what-is-not-encrypted
 */
test('v3.ai-fetch-unopened-sealed-answer-passes: a whole AI answer whose `encrypted` field is sealed but does not open, one byte changed or sealed under another key, resolves unchanged, without an error; the `openai` client resolves it as the completion, with `encrypted` and no `choices`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const genuine = sealText(storedSessionKey()!, chunkOf('the real answer'));
  const bytes = Buffer.from(genuine, 'base64');
  bytes[bytes.length - 1] ^= 0x01;
  const tampered = JSON.stringify({encrypted: bytes.toString('base64')});
  const otherKey = JSON.stringify({encrypted: sealText(randomSessionKey(), chunkOf('sealed elsewhere'))});
  const send = async (): Promise<string> => {
    const response = await call(() =>
      sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: JSON.stringify(REQUEST)}),
    );
    return response.text();
  };
  for (const answer of [tampered, otherKey]) {
    standIn.faults.add({
      path: COMPLETIONS,
      status: 200,
      body: {text: answer},
      headers: {'content-type': 'application/json'},
    });
    expect(await send()).toBe(answer);
  }
  expect(consoleText().split('log: Response is not encrypted JSON, returning as-is')).toHaveLength(3);
  standIn.faults.add({
    path: COMPLETIONS,
    status: 200,
    body: {text: tampered},
    headers: {'content-type': 'application/json'},
  });
  const completion = await call(() =>
    openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0}).chat.completions.create(REQUEST),
  );
  expect(completion).toEqual(JSON.parse(tampered));
  expect(completion.choices).toBeUndefined();
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 */
test('sign-out-waits-for-logout: `signOut` removes nothing until its logout request is answered: while that request is under way the tokens and the session stay in storage, `auth.user` stays set, and a `put` goes out with the access token', async (release) => {
  const {sdk} = await signedIn(release);
  const accessToken = window.localStorage.getItem('access_token');
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // Holds the logout request, then lets the stand-in answer it.
  standIn.server.use(
    http.post(`${LOOPBACK_ORIGIN}/logout`, async () => {
      await held;
    }),
  );
  let signedOut = false;
  const signingOut = call(async () => {
    await sdk().signOut();
    signedOut = true;
  });
  await vi.waitFor(() => expect(standIn.intercepted().at(-1)).toBe(`POST ${LOOPBACK_ORIGIN}/logout`));
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
  await sdk().put('during', 'sign-out');
  expect(standIn.log.to('/protected/kv/during')[0].headers.authorization).toBe(`Bearer ${accessToken ?? ''}`);
  expect(signedOut).toBe(false);
  answer();
  await signingOut;
  expect(signedOut).toBe(true);
  expect(storageKeys()).toEqual([]);
  expect(standIn.log.to('/logout')).toHaveLength(1);
});

/**
 * @backs security#what-providers-and-api-urls-share
 */
test('developer-shares-token-keys: `OpenSecretDeveloper` keeps its tokens under the app user’s `access_token` and `refresh_token`: mounted beside a signed-in user, its `signOut` sends that user’s refresh token to `POST /platform/logout` and removes the user’s tokens; a developer’s `signIn` replaces them, and the app’s next call carries the developer’s token', async (release) => {
  const app = await signedIn(release);
  const userRefresh = window.localStorage.getItem('refresh_token');
  const {dev} = await renderDeveloper(release);
  await call(() => dev().signOut());
  const [logout] = standIn.log.to('/platform/logout');
  expect(logout.origin).toBe(LOOPBACK_ORIGIN);
  expect(logout.decryptedBody).toEqual({refresh_token: userRefresh});
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
  expect(app.sdk().auth.user?.user.email).toBe(EMAIL);
  await call(() => app.sdk().signIn(EMAIL, PASSWORD));
  const userAccess = window.localStorage.getItem('access_token');
  createDeveloper(standIn.backend, {email: 'developer@example.com', password: PASSWORD});
  await call(() => dev().signIn('developer@example.com', PASSWORD));
  const developerAccess = window.localStorage.getItem('access_token');
  expect(developerAccess).not.toBe(userAccess);
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  await call(() => app.sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers.authorization).toBe(`Bearer ${developerAccess ?? ''}`);
});
