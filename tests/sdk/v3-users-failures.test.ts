/**
 * 3.2.0 failure paths shared by the calls of the user and data guides, call by call: no token,
 * a 401 (refresh and resend), a 400 (new session and resend), error answers with and without a
 * message, network failures, empty answers, refresh failures and a wrong API URL. Also what the
 * calls typed `Promise<void>` resolve with, and in both releases the messages of `encryptData`'s
 * failures that are not error answers.
 */
import * as sdk3 from '@opensecret/react';
import {HttpResponse, http} from 'msw';
import {expect} from 'vitest';
import {sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {deprecatedConversationCalls as conversationCalls} from './support/deprecated-conversations';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import type {ContextOf} from './support/releases';
import {standIn} from './support/stand-in-instance';
import {openBody, storageKeys, storedSessionKey} from './support/wire';

type Os = ContextOf['3.2.0'];

interface CallCase {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly run: (os: Os) => Promise<unknown>;
}

const audio = (): File => new File([new Uint8Array([1, 2])], 'n.webm', {type: 'audio/webm'});
const pdf = (): File => new File(['text'], 'a.pdf', {type: 'application/pdf'});

/** Calls of the user and data guides that need a signed-in user, each with its request. */
const CALLS: readonly CallCase[] = [
  {name: 'delAll', method: 'DELETE', path: '/protected/kv', run: (os) => os.delAll()},
  {
    name: 'changePassword',
    method: 'POST',
    path: '/protected/change_password',
    run: (os) => os.changePassword(PASSWORD, PASSWORD),
  },
  {
    name: 'requestNewVerificationEmail',
    method: 'POST',
    path: '/protected/request_verification',
    run: (os) => os.requestNewVerificationEmail(),
  },
  {
    name: 'requestAccountDeletion',
    method: 'POST',
    path: '/protected/delete-account/request',
    run: (os) => os.requestAccountDeletion('hash'),
  },
  {name: 'encryptData', method: 'POST', path: '/protected/encrypt', run: (os) => os.encryptData('text')},
  {name: 'getPublicKey', method: 'GET', path: '/protected/public_key', run: (os) => os.getPublicKey('schnorr')},
  {
    name: 'signMessage',
    method: 'POST',
    path: '/protected/sign_message',
    run: (os) => os.signMessage(new Uint8Array([1]), 'ecdsa'),
  },
  {name: 'getPrivateKey', method: 'GET', path: '/protected/private_key', run: (os) => os.getPrivateKey()},
  {
    name: 'getPrivateKeyBytes',
    method: 'GET',
    path: '/protected/private_key_bytes',
    run: (os) => os.getPrivateKeyBytes(),
  },
  {
    name: 'generateThirdPartyToken',
    method: 'POST',
    path: '/protected/third_party_token',
    run: (os) => os.generateThirdPartyToken('https://a.example'),
  },
  {name: 'uploadDocument', method: 'POST', path: '/v1/documents/upload', run: (os) => os.uploadDocument(pdf())},
  {name: 'transcribeAudio', method: 'POST', path: '/v1/audio/transcriptions', run: (os) => os.transcribeAudio(audio())},
];

/** The requests since `from`, as `METHOD /path` lines. */
const since = (from: number): string[] => standIn.log.lines().slice(from);

/**
 * @backs guides/getting-started#what-can-fail
 * @backs guides/authentication#change-the-password
 * @backs guides/authentication#what-can-fail
 * @backs guides/account-deletion#how-it-works
 * @backs guides/account-deletion#what-can-fail
 * @backs guides/data-encryption#what-can-fail
 * @backs guides/cryptographic-operations#what-can-fail
 * @backs guides/third-party-tokens#what-can-fail
 * @backs guides/document-upload#what-can-fail
 * @backs guides/audio-transcription#what-can-fail
 */
test('v3.user-calls-need-token: with no access token stored, `delAll`, `changePassword`, `requestNewVerificationEmail`, both account deletion calls, `encryptData`, `decryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument`, `checkDocumentStatus` and `transcribeAudio` reject "No access token available" and send nothing', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const extra: CallCase[] = [
    {
      name: 'confirmAccountDeletion',
      method: 'POST',
      path: '',
      run: (os) => os.confirmAccountDeletion('code', 'secret'),
    },
    {name: 'decryptData', method: 'POST', path: '', run: (os) => os.decryptData('ciphertext')},
    {name: 'checkDocumentStatus', method: 'POST', path: '', run: (os) => os.checkDocumentStatus('task')},
  ];
  for (const {name, run} of [...CALLS, ...extra]) {
    const error = await rejection(() => run(sdk()));
    expect([name, error]).toEqual([name, new Error('No access token available')]);
  }
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/authentication#how-authentication-works
 * @backs guides/account-deletion#what-can-fail
 * @backs guides/data-encryption#what-can-fail
 * @backs guides/cryptographic-operations#what-can-fail
 * @backs guides/third-party-tokens#what-can-fail
 * @backs guides/third-party-tokens#security-notes
 * @backs guides/document-upload#what-can-fail
 * @backs guides/audio-transcription#the-session-or-an-api-key
 * @backs guides/audio-transcription#what-can-fail
 * @backs guides/guest-accounts#tell-guests-and-email-users-apart
 */
test('v3.user-calls-refresh-after-401: when `delAll`, `changePassword`, `requestNewVerificationEmail`, `requestAccountDeletion`, `encryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument` or `transcribeAudio` is answered 401, the SDK refreshes the tokens with `POST /refresh` and sends the request once more with the new access token', async () => {
  const {sdk} = await signedIn('3.2.0');
  for (const {name, method, path, run} of CALLS) {
    const from = standIn.log.lines().length;
    standIn.backend.expireAccessTokens();
    await call(() => run(sdk()));
    expect([name, since(from)]).toEqual([name, [`${method} ${path}`, 'POST /refresh', `${method} ${path}`]]);
    // Only tokens issued after the expiry are valid: the resend carries the refreshed one.
    const [refused, retried] = standIn.log.to(path).slice(-2);
    const token = retried.headers.authorization?.replace(/^Bearer /, '') ?? '';
    expect([name, standIn.backend.accessTokens.has(token)]).toEqual([name, true]);
    expect(retried.headers.authorization).not.toBe(refused.headers.authorization);
  }
});

/**
 * @backs guides/getting-started#what-can-fail
 * @backs guides/authentication#what-can-fail
 * @backs guides/account-deletion#what-can-fail
 * @backs guides/data-encryption#what-can-fail
 * @backs guides/cryptographic-operations#what-can-fail
 * @backs guides/third-party-tokens#what-can-fail
 * @backs guides/document-upload#what-can-fail
 * @backs guides/audio-transcription#what-can-fail
 * @backs guides/key-value-storage#how-it-works
 * @backs #the-enclave-model-in-plain-words
 */
test('v3.user-calls-resent-after-400: when `signIn`, `delAll`, `changePassword`, `requestNewVerificationEmail`, `requestAccountDeletion`, `encryptData`, `getPublicKey`, `signMessage`, `getPrivateKey`, `getPrivateKeyBytes`, `generateThirdPartyToken`, `uploadDocument` or `transcribeAudio` is answered 400, the SDK runs a new attestation and key exchange and sends the same request again, the same body (password, file, audio) under the new session', async () => {
  const {sdk} = await signedIn('3.2.0');
  const withSignIn: CallCase[] = [
    {name: 'signIn', method: 'POST', path: '/login', run: (os) => os.signIn(EMAIL, PASSWORD)},
    ...CALLS,
  ];
  for (const {name, method, path, run} of withSignIn) {
    const key = storedSessionKey()!;
    const from = standIn.log.lines().length;
    standIn.faults.add({path, method, status: 400, body: {json: {status: 400, message: 'stand-in: bad request'}}});
    await call(() => run(sdk()));
    // (signIn then fetches the user.)
    const lines = since(from)
      .slice(0, 4)
      .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));
    expect([name, lines]).toEqual([
      name,
      [`${method} ${path}`, 'GET /attestation/<nonce>', 'POST /key_exchange', `${method} ${path}`],
    ]);
    const [refused, resent] = standIn.log.to(path).slice(-2);
    expect(resent.headers['x-session-id']).not.toBe(refused.headers['x-session-id']);
    if (refused.rawBody !== undefined) expect(openBody(refused, key)).toEqual(resent.decryptedBody);
    else expect(refused.url).toBe(resent.url);
  }
});

/**
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/account-deletion#how-it-works
 * @backs guides/account-deletion#what-can-fail
 * @backs guides/account-deletion#clear-the-data-keep-the-account
 * @backs guides/data-encryption#what-can-fail
 * @backs guides/document-upload#what-can-fail
 * @backs guides/audio-transcription#what-can-fail
 */
test('v3.fallback-messages: an error answer rejects with its `message`, else the call’s fixed text: "Failed to put key-value pair", "Failed to list key-value pairs", "Failed to delete key-value pair", "Failed to delete all key-value pairs", "Failed to request account deletion", "Failed to confirm account deletion", "Failed to encrypt data", "Failed to decrypt data", "Failed to upload document", "Failed to check document status", "Failed to transcribe audio"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const cases: [CallCase, string][] = [
    [
      {name: 'put', method: 'PUT', path: '/protected/kv/k', run: (os) => os.put('k', 'v')},
      'Failed to put key-value pair',
    ],
    [{name: 'list', method: 'GET', path: '/protected/kv', run: (os) => os.list()}, 'Failed to list key-value pairs'],
    [
      {name: 'del', method: 'DELETE', path: '/protected/kv/k', run: (os) => os.del('k')},
      'Failed to delete key-value pair',
    ],
    [
      {name: 'delAll', method: 'DELETE', path: '/protected/kv', run: (os) => os.delAll()},
      'Failed to delete all key-value pairs',
    ],
    [
      {
        name: 'requestAccountDeletion',
        method: 'POST',
        path: '/protected/delete-account/request',
        run: (os) => os.requestAccountDeletion('h'),
      },
      'Failed to request account deletion',
    ],
    [
      {
        name: 'confirmAccountDeletion',
        method: 'POST',
        path: '/protected/delete-account/confirm',
        run: (os) => os.confirmAccountDeletion('c', 's'),
      },
      'Failed to confirm account deletion',
    ],
    [
      {name: 'encryptData', method: 'POST', path: '/protected/encrypt', run: (os) => os.encryptData('t')},
      'Failed to encrypt data',
    ],
    [
      {name: 'decryptData', method: 'POST', path: '/protected/decrypt', run: (os) => os.decryptData('c')},
      'Failed to decrypt data',
    ],
    [
      {name: 'uploadDocument', method: 'POST', path: '/v1/documents/upload', run: (os) => os.uploadDocument(pdf())},
      'Failed to upload document',
    ],
    [
      {
        name: 'checkDocumentStatus',
        method: 'POST',
        path: '/v1/documents/status',
        run: (os) => os.checkDocumentStatus('t'),
      },
      'Failed to check document status',
    ],
    [
      {
        name: 'transcribeAudio',
        method: 'POST',
        path: '/v1/audio/transcriptions',
        run: (os) => os.transcribeAudio(audio()),
      },
      'Failed to transcribe audio',
    ],
  ];
  for (const [{name, method, path, run}, fallback] of cases) {
    standIn.faults.add({path, method, status: 503, body: {json: {status: 503, message: `stand-in: ${name} refused`}}});
    standIn.faults.add({path, method, status: 503, body: {json: {status: 503}}});
    expect([name, await rejection(() => run(sdk()))]).toEqual([name, new Error(`stand-in: ${name} refused`)]);
    expect([name, await rejection(() => run(sdk()))]).toEqual([name, new Error(fallback)]);
  }
});

/**
 * @backs guides/getting-started#what-can-fail
 * @backs guides/key-value-storage#what-can-fail
 * @backs registration#what-can-fail
 * @backs guides/conversations#what-can-fail
 * @backs guides/conversation-projects#what-can-fail
 * @backs guides/responses#what-can-fail
 * @backs guides/instructions#how-it-works
 * @backs guides/instructions#what-can-fail
 * @backs guides/agents#authentication-without-the-context
 * @backs guides/agents#what-can-fail
 * @backs guides/models#what-can-fail
 */
test('v3.network-failure-message: a request that fails at the network (`put`, a conversation, instruction or agent call) rejects with the `fetch` error’s own message ("Failed to fetch") after one attempt, without a resend or a new handshake; `get` resolves `undefined` instead', async () => {
  const {sdk} = await signedIn('3.2.0');
  const url = `${LOOPBACK_ORIGIN}/protected/kv/k`;
  standIn.server.use(
    http.all(url, () => HttpResponse.error()),
    http.all(`${LOOPBACK_ORIGIN}/v1/conversations`, () => HttpResponse.error()),
    http.all(`${LOOPBACK_ORIGIN}/v1/instructions`, () => HttpResponse.error()),
    http.all(`${LOOPBACK_ORIGIN}/v1/agent/subagents`, () => HttpResponse.error()),
  );
  const direct = await fetch(url).catch((error: unknown) => error);
  expect(direct).toBeInstanceOf(TypeError);
  const lost = new Error((direct as TypeError).message);
  expect(lost).toEqual(new Error('Failed to fetch'));
  const from = standIn.intercepted().length;
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(lost);
  expect(await call<unknown>(() => sdk().get('k'))).toBeUndefined();
  expect(await rejection(() => conversationCalls(sdk()).create({title: 'lost answer'}))).toEqual(lost);
  expect(await rejection(() => sdk().listInstructions())).toEqual(lost);
  expect(await rejection(() => sdk3.createSubagent({purpose: 'p'}))).toEqual(lost);
  // One attempt each: no resend, no new handshake.
  expect(standIn.intercepted().slice(from)).toEqual([
    `PUT ${url}`,
    `GET ${url}`,
    `POST ${LOOPBACK_ORIGIN}/v1/conversations`,
    `GET ${LOOPBACK_ORIGIN}/v1/instructions`,
    `POST ${LOOPBACK_ORIGIN}/v1/agent/subagents`,
  ]);
  expect(consoleText()).toContain('error: Error: Failed to fetch');
});

/**
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/account-deletion#what-can-fail
 */
test('v3.empty-answer-rejects: a successful answer that decrypts to an empty value (`""`, `null`, `false`) makes `put`, `confirmAccountDeletion` and `delAll` reject "No data received from the server"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const answer = (path: string, json: string): void =>
    standIn.faults.add({path, status: 200, body: {json: {encrypted: sealText(storedSessionKey()!, json)}}});
  answer('/protected/kv/k', '""');
  expect(await rejection(() => sdk().put('k', ''))).toEqual(new Error('No data received from the server'));
  answer('/protected/delete-account/confirm', 'null');
  expect(await rejection(() => sdk().confirmAccountDeletion('c', 's'))).toEqual(
    new Error('No data received from the server'),
  );
  answer('/protected/kv', 'false');
  expect(await rejection(() => sdk().delAll())).toEqual(new Error('No data received from the server'));
});

/**
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/getting-started#build-a-first-app
 * @backs guides/getting-started#what-can-fail
 */
test('v3.get-undefined-for-every-failure: `get` resolves `undefined` for a value that is stored when the answer does not decrypt, when the refresh after a 401 is refused and when a new session cannot be set up, logging the key and the error each time', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().put('k', 'stored'));
  const read = (): Promise<unknown> => call<unknown>(() => sdk().get('k'));
  // An answer that does not decrypt.
  standIn.faults.add({path: '/protected/kv/k', method: 'GET', status: 200, body: {json: {encrypted: 'AAAA'}}});
  expect(await read()).toBeUndefined();
  // A 401 whose refresh is refused.
  standIn.backend.expireAccessTokens();
  standIn.faults.add({
    path: '/refresh',
    status: 401,
    body: {json: {status: 401, message: 'stand-in: refresh refused'}},
  });
  expect(await read()).toBeUndefined();
  // A new session that cannot be set up: a 400, then an attestation answer that is not a document.
  await call(() => sdk().refreshAccessToken());
  standIn.faults.add({path: '/protected/kv/k', method: 'GET', status: 400, body: {json: {status: 400}}});
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  expect(await read()).toBeUndefined();
  const logged = consoleText();
  expect(logged).toContain('Error fetching key "k": Error: Failed to decrypt or parse the response');
  expect(logged).toContain('Error fetching key "k": Error: stand-in: refresh refused');
  expect(logged).toContain(
    'Error fetching key "k": Error: Couldn\'t process attestation document: Request failed with status 503',
  );
  // The value was there all along.
  expect(await read()).toBe('stored');
});

/**
 * @backs guides/key-value-storage#delete-an-entry
 * @backs guides/key-value-storage#delete-everything
 * @backs guides/account-deletion#the-api-in-320
 * @backs guides/account-deletion#clear-the-data-keep-the-account
 */
test('v3.void-calls-resolve-answers: `del`, `delAll`, `requestAccountDeletion` and `confirmAccountDeletion`, typed `Promise<void>`, resolve with the server’s decrypted answer', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().put('k', 'v'));
  expect(await call<unknown>(() => sdk().del('k'))).toEqual({message: 'deleted'});
  expect(await call<unknown>(() => sdk().delAll())).toEqual({message: 'all deleted'});
  expect(await call<unknown>(() => sdk().requestAccountDeletion('hash'))).toEqual({message: 'confirmation code sent'});
  expect(await call<unknown>(() => sdk().confirmAccountDeletion('stand-in-code', 'secret'))).toEqual({
    message: 'account deleted',
  });
});

/**
 * @backs guides/account-deletion#what-can-fail
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/conversations#what-can-fail
 * @backs guides/agents#what-can-fail
 * @backs guides/instructions#what-can-fail
 * @backs guides/models#what-can-fail
 */
test('v3.refresh-failure-messages: after a 401 of `encryptData` or a conversation or agent call, a refused refresh without a message rejects the call with "Failed to refresh token", and with no refresh token stored the call rejects "No refresh token available" without a refresh request; `auth.user` stays', async () => {
  const {sdk} = await signedIn('3.2.0');
  standIn.backend.expireAccessTokens();
  standIn.faults.add({path: '/refresh', status: 401, body: {json: {status: 401}}});
  expect(await rejection(() => sdk().encryptData('t'))).toEqual(new Error('Failed to refresh token'));
  standIn.faults.add({path: '/refresh', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().listConversations())).toEqual(new Error('Failed to refresh token'));
  window.localStorage.removeItem('refresh_token');
  const from = standIn.log.lines().length;
  expect(await rejection(() => sdk().encryptData('t'))).toEqual(new Error('No refresh token available'));
  expect(await rejection(() => sdk3.getMainAgent())).toEqual(new Error('No refresh token available'));
  expect(since(from)).toEqual(['POST /protected/encrypt', 'GET /v1/agent']);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
});

/**
 * @backs guides/getting-started#what-can-fail
 */
test('v3.wrong-api-url: with an `apiUrl` that serves no attestation, calls fail at the handshake with "Couldn\'t process attestation document: Request failed with status 404" (`get` resolves `undefined` and logs it), and nothing but the attestation request goes there', async () => {
  const first = await signedIn('3.2.0');
  first.unmount();
  window.sessionStorage.clear();
  const wrong = `${LOOPBACK_ORIGIN}/no-such-prefix`;
  const {sdk} = await renderSdk('3.2.0', {apiUrl: wrong});
  const message = "Couldn't process attestation document: Request failed with status 404";
  expect(await call<unknown>(() => sdk().get('k'))).toBeUndefined();
  expect(consoleText()).toContain(`Error fetching key "k": Error: ${message}`);
  expect(await rejection(() => sdk().signIn(EMAIL, PASSWORD))).toEqual(new Error(message));
  // Only attestation requests went to the wrong URL: nothing else was sent there.
  const wrongUrl = standIn.log.lines().filter((line) => line.includes('/no-such-prefix/'));
  expect(wrongUrl.length).toBeGreaterThan(0);
  expect(wrongUrl.every((line) => line.startsWith('GET /no-such-prefix/attestation/'))).toBe(true);
  expect(storageKeys()).toEqual(['local:access_token', 'local:refresh_token']);
});

/**
 * @backs guides/data-encryption#what-can-fail
 */
test('encrypt-other-failures: `encryptData` rejects with the fetch error’s own message when its request fails on the network, and with "Failed to decrypt or parse the response" when a successful answer does not open; "Failed to encrypt data" is for error answers without a message only', async (release) => {
  const {sdk} = await signedIn(release);
  standIn.server.use(http.post(`${LOOPBACK_ORIGIN}/protected/encrypt`, () => HttpResponse.error(), {once: true}));
  const lost = await rejection(() => sdk().encryptData('x'));
  expect(lost).toBeInstanceOf(Error);
  expect((lost as Error).message).not.toBe('Failed to encrypt data');
  expect((lost as Error).message).toBe('Failed to fetch');
  standIn.faults.add({path: '/protected/encrypt', status: 200, body: {json: {encrypted: 'not sealed'}}});
  expect(await rejection(() => sdk().encryptData('x'))).toEqual(new Error('Failed to decrypt or parse the response'));
});
