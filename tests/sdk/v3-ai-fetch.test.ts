/**
 * 3.2.0's `aiCustomFetch` called directly: what it sends (headers, which body is encrypted,
 * the signal), how it reads event streams and other answers, and the placeholder the context
 * holds before the provider's effect has run.
 */
import type {OpenSecretContextType} from '@opensecret/react';
import {renderHook, waitFor} from '@testing-library/react';
import {http} from 'msw';
import {createElement, type ReactNode} from 'react';
import {expect, vi} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {openText, sealText, toBase64} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN, REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {openaiClient, serveEventStream} from './support/openai';
import {SDK} from './support/releases';
import {CLIENT_ID, call, rejection, signedIn} from './support/render';
import {sealedAnswer} from './support/sealed';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

const COMPLETIONS = '/v1/chat/completions';
const URL_OF_COMPLETIONS = `${LOOPBACK_ORIGIN}${COMPLETIONS}`;
const PROMPT = 'my symptoms are private';
const BODY = JSON.stringify({model: STAND_IN_MODEL, messages: [{role: 'user', content: PROMPT}]});
const REQUEST = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: PROMPT}]};
/** Text that never went through the session key. */
const PLAIN_TEXT = 'this answer never went through the session key';

/** The requests since `count`, attestation nonces hidden. */
const after = (count: number): string[] =>
  standIn.log
    .lines()
    .slice(count)
    .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

/** Opens the `{encrypted}` body of a recorded request as text. */
const openedText = (rawBody: string | undefined): string =>
  openText(storedSessionKey()!, (JSON.parse(rawBody ?? '') as {encrypted: string}).encrypted);

const accessToken = (): string => window.localStorage.getItem('access_token') ?? '';

/** Reads a body whose chunks are strings, as the decrypted event stream's are; fails on any other chunk. */
async function stringChunks(response: Response): Promise<string[]> {
  const reader = (response.body as ReadableStream<unknown>).getReader();
  const chunks: string[] = [];
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return chunks;
    if (typeof value !== 'string') throw new Error(`a chunk of type ${typeof value}`);
    chunks.push(value);
  }
}

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-stays-encrypted
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs guides/ai-integration#security-notes
 */
test('v3.ai-fetch-request-shape: `aiCustomFetch` replaces the caller’s `Authorization` header with the access token, adds `x-session-id`, sends the options’ `body` as `{"encrypted": …}` with `Content-Type: application/json`, and keeps the method, the URL with its query string and the other headers as given, whatever host the URL names', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() =>
    sdk().aiCustomFetch(`${URL_OF_COMPLETIONS}?trace=on`, {
      method: 'POST',
      headers: {'X-Request-Tag': 'tag-1', 'Content-Type': 'text/plain', Authorization: 'Bearer sk-client-key'},
      body: BODY,
    }),
  );
  const [sent] = standIn.log.to(COMPLETIONS);
  expect(sent.method).toBe('POST');
  expect(sent.search).toBe('?trace=on');
  expect(sent.headers).toMatchObject({
    'x-request-tag': 'tag-1',
    'content-type': 'application/json',
    authorization: `Bearer ${accessToken()}`,
    'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
  });
  expect(Object.keys(JSON.parse(sent.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(openedText(sent.rawBody)).toBe(BODY);
  // The token and the session ID go to whatever URL the function is given.
  await call(() => sdk().aiCustomFetch(`${REMOTE_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: BODY}));
  const elsewhere = standIn.log.all().at(-1)!;
  expect(elsewhere.origin).toBe(REMOTE_ORIGIN);
  expect(elsewhere.headers).toMatchObject({
    authorization: `Bearer ${accessToken()}`,
    'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
  });
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#security-notes
 */
test('v3.ai-fetch-body-as-text: `aiCustomFetch` encrypts only the `body` of its options, as text: a `FormData` body goes out as the encrypted string "[object FormData]", and the body of a `Request` passed as the first argument goes out unencrypted', async () => {
  const {sdk} = await signedIn('3.2.0');
  const form = new FormData();
  form.append('prompt', PROMPT);
  await rejection(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: form}));
  const [formRequest] = standIn.log.to(COMPLETIONS);
  expect(openedText(formRequest.rawBody)).toBe('[object FormData]');
  await rejection(() => sdk().aiCustomFetch(new Request(URL_OF_COMPLETIONS, {method: 'POST', body: BODY})));
  const [, requestObject] = standIn.log.to(COMPLETIONS);
  expect(requestObject.rawBody).toBe(BODY);
  expect(requestObject.headers.authorization).toBe(`Bearer ${accessToken()}`);
});

/**
 * @backs guides/ai-integration#how-it-works
 */
test('v3.ai-openai-uploads-formdata: the `openai` client passes its JSON requests to `aiCustomFetch` as a string, but a file upload (`files.create`) as `FormData`, which goes out as the encrypted text "[object FormData]": the file never reaches the server', async () => {
  const {sdk} = await signedIn('3.2.0');
  // jsdom's FormData takes only jsdom's Blob, and the test realm's Blob is Node's (setup-realm.ts):
  // the page gets Node's FormData too, as a browser has one of each.
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  try {
    const bodies: unknown[] = [];
    const client = openaiClient(() => (input, init) => {
      bodies.push(init?.body);
      return sdk().aiCustomFetch(input, init);
    });
    await call(() => client.chat.completions.create(REQUEST));
    expect(typeof bodies.at(-1)).toBe('string');
    const file = new File(['private notes'], 'notes.txt', {type: 'text/plain'});
    await rejection(() => client.files.create({file, purpose: 'assistants'}));
    expect(bodies.at(-1)).toBeInstanceOf(NodeFormData);
    const [upload] = standIn.log.to('/v1/files');
    expect(openedText(upload.rawBody)).toBe('[object FormData]');
  } finally {
    vi.unstubAllGlobals();
  }
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#2-stream-a-chat-in-a-component
 * @backs guides/responses#how-it-works
 */
test('v3.ai-fetch-signal: `aiCustomFetch` passes the options’ `signal` on to `fetch`: an aborted signal rejects with an `AbortError` before the request is sent, while the handshake it runs first when the tab holds no session is sent all the same', async () => {
  const {sdk} = await signedIn('3.2.0');
  const controller = new AbortController();
  controller.abort();
  const signInRequests = standIn.log.lines().length;
  const send = (): Promise<Response> =>
    sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY, signal: controller.signal});
  expect((await rejection(send)) as Error).toMatchObject({name: 'AbortError'});
  expect(after(signInRequests)).toEqual([]);
  window.sessionStorage.clear();
  expect((await rejection(send)) as Error).toMatchObject({name: 'AbortError'});
  expect(after(signInRequests)).toEqual(['GET /attestation/<nonce>', 'POST /key_exchange']);
});

/**
 * @backs guides/ai-integration#2-stream-a-chat-in-a-component
 * @backs 3.2.0 guides/models#2-send-a-request-with-the-chosen-id
 */
test('ai-fetch-refresh-not-stopped: after a 401 the token refresh of `aiCustomFetch` takes no signal: aborted while the refresh is on its way, it completes and stores the new tokens, and only then does the call reject with an `AbortError`, without sending the request again', async (release) => {
  const {sdk} = await signedIn(release);
  standIn.faults.add({path: COMPLETIONS, status: 401, body: {json: {status: 401, message: 'Unauthorized'}}});
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let refreshes = 0;
  standIn.server.use(
    http.post(`${LOOPBACK_ORIGIN}/refresh`, async () => {
      refreshes += 1;
      await gate;
      return undefined;
    }),
  );
  const tokenBefore = accessToken();
  const signInRequests = standIn.log.lines().length;
  const controller = new AbortController();
  let settled = false;
  const pending = sdk()
    .aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY, signal: controller.signal})
    .finally(() => {
      settled = true;
    });
  await waitFor(() => expect(refreshes).toBe(1));
  controller.abort();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  open();
  expect((await rejection(() => pending)) as Error).toMatchObject({name: 'AbortError'});
  expect(after(signInRequests)).toEqual([`POST ${COMPLETIONS}`, 'POST /refresh']);
  expect(accessToken()).not.toBe(tokenBefore);
  expect(standIn.backend.accessTokens.has(accessToken())).toBe(true);
});

/**
 * @backs guides/ai-integration#how-it-works
 */
test('v3.ai-fetch-event-stream-lines: in an event stream, `aiCustomFetch` decrypts each `data:` payload and passes on `event:` lines, `data: [DONE]` and blank lines, and drops `id:`, `retry:` and comment lines; the chunks of the stream it returns are strings, so `response.text()` on it rejects with a `TypeError`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const payload = (n: number): string => sealText(storedSessionKey()!, JSON.stringify({n}));
  serveEventStream(
    `event: greeting\ndata: ${payload(1)}\nid: 7\nretry: 1000\n: keep-alive\n\n` +
      `data: ${payload(2)}\n\ndata: [DONE]\n\n`,
  );
  const response = await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect((await stringChunks(response)).join('')).toBe(
    'event: greeting\ndata: {"n":1}\n\n\n' + 'data: {"n":2}\n\n\n' + 'data: [DONE]\n\n\n\n',
  );
  // The chunks are strings, not bytes: the Fetch standard's body readers refuse them.
  serveEventStream(`data: ${payload(3)}\n\n`);
  const again = await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  await expect(again.text()).rejects.toThrow(TypeError);
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-stays-encrypted
 * @backs guides/ai-integration#what-can-fail
 * @backs security#what-is-not-encrypted
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/responses#2-stream-cancel-list-and-delete-in-a-component
 */
test('v3.ai-fetch-stream-skips-undecryptable: a stream payload that does not decrypt, such as a plain JSON chunk, is dropped without an error: the SDK logs "Decryption error:" with the payload and "Skipping corrupted chunk", and the stream goes on; the `openai` client reading a stream of such events gets no text', async () => {
  const {sdk} = await signedIn('3.2.0');
  const key = storedSessionKey()!;
  const forged = toBase64(new TextEncoder().encode('not sealed with the session key at all'));
  // A chunk in plain JSON, as an answer that never went through the session key would carry.
  const plain = JSON.stringify({
    id: 'chatcmpl-plain',
    object: 'chat.completion.chunk',
    created: 1_735_689_600,
    model: STAND_IN_MODEL,
    choices: [{index: 0, delta: {content: PLAIN_TEXT}, finish_reason: null}],
  });
  serveEventStream(
    `data: ${sealText(key, '{"n":1}')}\n\ndata: ${forged}\n\ndata: ${plain}\n\n` +
      `data: ${sealText(key, '{"n":3}')}\n\ndata: [DONE]\n\n`,
  );
  const response = await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  const text = (await stringChunks(response)).join('');
  expect(text.match(/^data: .*$/gm)).toEqual(['data: {"n":1}', 'data: {"n":3}', 'data: [DONE]']);
  expect(consoleText()).toContain(`Data: ${forged}`);
  expect(consoleText()).toContain(`Data: ${plain}`);
  expect(consoleText()).toMatch(/^error: Decryption error: /m);
  expect(consoleText()).toContain('log: Skipping corrupted chunk');
  // Through the openai client, a stream of such events reads as no text at all.
  serveEventStream(`data: ${plain}\n\ndata: [DONE]\n\n`);
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const answer = await call(async () => {
    let all = '';
    for await (const part of await client.chat.completions.create({...REQUEST, stream: true})) {
      all += part.choices[0]?.delta.content ?? '';
    }
    return all;
  });
  expect(answer).toBe('');
});

/**
 * @backs guides/ai-integration#how-it-works
 */
test('v3.ai-fetch-audio-answer: a decrypted answer carrying `content_base64` and `content_type` becomes a binary body of that content type, and the SDK logs "TTS response detected with content_type:"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const audio = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]);
  const speech = '/v1/audio/speech';
  standIn.faults.add(
    sealedAnswer(speech, JSON.stringify({content_base64: toBase64(audio), content_type: 'audio/wav'}), 'POST'),
  );
  const response = await call(() => sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${speech}`, {method: 'POST', body: '{}'}));
  expect(response.headers.get('content-type')).toBe('audio/wav');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(audio);
  expect(consoleText()).toContain('log: TTS response detected with content_type: audio/wav');
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-stays-encrypted
 * @backs guides/ai-integration#what-can-fail
 * @backs security#what-is-not-encrypted
 * @backs security#what-only-the-server-decides
 */
test('v3.ai-fetch-unencrypted-answers-pass: a successful answer that is not JSON, has no `encrypted` field or does not decrypt resolves unchanged, without an error, so the `openai` client reads a plain JSON completion like one from the enclave; the first and the last are logged as "Response is not encrypted JSON, returning as-is"', async () => {
  const {sdk} = await signedIn('3.2.0');
  const send = async (): Promise<string> => {
    const response = await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
    return response.text();
  };
  const passed = 'log: Response is not encrypted JSON, returning as-is';
  standIn.faults.add({path: COMPLETIONS, status: 200, body: {text: 'plain words from somewhere'}});
  expect(await send()).toBe('plain words from somewhere');
  expect(consoleText().split(passed)).toHaveLength(2);
  const unsealed = JSON.stringify({choices: [{message: {content: 'not encrypted'}}]});
  standIn.faults.add({path: COMPLETIONS, status: 200, body: {text: unsealed}});
  expect(await send()).toBe(unsealed);
  expect(consoleText().split(passed)).toHaveLength(2);
  const forged = JSON.stringify({encrypted: toBase64(new TextEncoder().encode('not sealed with the session key'))});
  standIn.faults.add({path: COMPLETIONS, status: 200, body: {text: forged}});
  expect(await send()).toBe(forged);
  expect(consoleText().split(passed)).toHaveLength(3);
  // So the openai client reads a plain JSON completion as one from the enclave.
  standIn.faults.add({
    path: COMPLETIONS,
    status: 200,
    body: {
      json: {
        id: 'chatcmpl-plain',
        object: 'chat.completion',
        created: 1_735_689_600,
        model: STAND_IN_MODEL,
        choices: [{index: 0, message: {role: 'assistant', content: PLAIN_TEXT}, finish_reason: 'stop'}],
      },
    },
  });
  const requests = standIn.log.to(COMPLETIONS).length;
  const completion = await call(() =>
    openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0}).chat.completions.create(REQUEST),
  );
  expect(completion.choices[0].message.content).toBe(PLAIN_TEXT);
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(requests + 1);
});

/**
 * @backs guides/ai-integration#sign-in-or-an-api-key
 * @backs migration#ai-requests
 */
test('v3.ai-fetch-placeholder-before-effect: before the provider’s effect has run, the context’s `aiCustomFetch` is a placeholder that resolves an empty `200` response and sends nothing; the function installed afterwards is another one', async () => {
  const values: OpenSecretContextType[] = [];
  const {OpenSecretProvider, useOpenSecret} = SDK['3.2.0'];
  const wrapper = ({children}: {children: ReactNode}): ReactNode =>
    createElement(OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: CLIENT_ID, children});
  renderHook(
    () => {
      const value = useOpenSecret();
      values.push(value);
      return value;
    },
    {wrapper},
  );
  await waitFor(() => {
    if (values[values.length - 1].auth.loading) throw new Error('auth.loading is still true');
  });
  const placeholder = values[0].aiCustomFetch;
  const installed = values[values.length - 1].aiCustomFetch;
  expect(installed).not.toBe(placeholder);
  const response = await call(() => placeholder(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('');
  expect(await rejection(() => installed(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}))).toEqual(
    new Error('No access token or API key available'),
  );
  expect(standIn.intercepted()).toEqual([]);
});
