/**
 * `aiCustomFetch` in 1.1.0, as its AI guide describes it: which headers it sets and where it
 * sends them, how it handles an event stream with a damaged event, and what the `openai` client
 * makes of it before sign-in, without retries, and when the session cannot be renewed.
 */
import {renderHook} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {APIConnectionError, APIUserAbortError} from 'openai';
import type {OpenSecretContextType} from 'opensecret-react-1.1.0';
import {createElement} from 'react';
import {expect, vi} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN, OTHER_PORT_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {clearConsole, consoleLines, consoleText} from './support/console-capture';
import {openaiClient} from './support/openai';
import {SDK} from './support/releases';
import {CLIENT_ID, EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

const COMPLETIONS = '/v1/chat/completions';
const PROMPT = 'my symptoms are private';
const request = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: PROMPT}]};
const streamed = JSON.stringify({...request, stream: true});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs guides/ai-integration#what-stays-encrypted
 */
test('v1.ai-fetch-headers: `aiCustomFetch` sends the body as `{"encrypted": …}`, replaces the caller’s `Authorization` with the stored access token, adds `x-session-id` and passes the caller’s other headers in clear; the `openai` client’s API key reaches no request', async () => {
  const {sdk} = await signedIn('1.1.0');
  await call(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {
      method: 'POST',
      headers: {Authorization: 'Bearer sk-from-the-caller', 'X-App-Trace': 'trace-1'},
      body: streamed,
    }),
  );
  const [sent] = standIn.log.to(COMPLETIONS);
  expect(sent.headers).toMatchObject({
    authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
    'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
    'content-type': 'application/json',
    'x-app-trace': 'trace-1',
  });
  expect(Object.keys(JSON.parse(sent.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(sent.rawBody).not.toContain('symptoms');
  // Through the openai client, its API key reaches no request.
  await call(async () => {
    const stream = await openaiClient(() => sdk().aiCustomFetch).chat.completions.create({...request, stream: true});
    for await (const _chunk of stream);
  });
  const headerValues = standIn.log.all().flatMap((entry) => Object.values(entry.headers));
  expect(headerValues.some((value) => value.includes('sk-not-used-by-the-sdk'))).toBe(false);
  expect(headerValues.some((value) => value.includes('sk-from-the-caller'))).toBe(false);
});

/**
 * @backs guides/ai-integration#security-notes
 */
test('v1.ai-fetch-any-url: `aiCustomFetch` sends the access token and the session ID to whatever URL it is given, another origin included, with the session of the app’s URL', async () => {
  const {sdk} = await signedIn('1.1.0');
  await call(() => sdk().aiCustomFetch(`${OTHER_PORT_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: streamed}));
  const [sent] = standIn.log.to(`${OTHER_PORT_ORIGIN}${COMPLETIONS}`);
  expect(sent.origin).toBe(OTHER_PORT_ORIGIN);
  expect(sent.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  expect(sent.headers['x-session-id']).toBe(window.sessionStorage.getItem('sessionId'));
  expect(standIn.log.to(/^\/attestation\//).every((entry) => entry.origin === LOOPBACK_ORIGIN)).toBe(true);
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/ai-integration#security-notes
 * @backs /docs/3.x/migration#ai-requests
 * @backs security#what-is-not-encrypted
 * @backs security#what-the-sdk-writes-to-the-console
 */
test('v1.ai-stream-drops-corrupted: in an event stream passed through `aiCustomFetch`, an event that does not decrypt, such as a plain JSON chunk, is dropped, and the console shows its content with "Skipping corrupted chunk"; an event that opens with an `event:` line is dropped whole, its `data:` included, without a word; `[DONE]` is passed on; every other decrypted payload is parsed and serialised again, and a decrypted event is logged in a collapsed "Decrypting chunk" group ("Decrypted data:", "Parsed JSON:"); the `openai` client reading a stream of undecryptable events gets no text', async () => {
  const {sdk} = await signedIn('1.1.0');
  const key = storedSessionKey()!;
  const chunk = {id: 'chatcmpl-stand-in', choices: [{index: 0, delta: {content: 'kept'}}]};
  // A chunk in plain JSON, as an answer that never went through the session key would carry.
  const plain = JSON.stringify({...chunk, id: 'chatcmpl-plain'});
  const eventStream = (events: string[]): void =>
    standIn.faults.add({
      path: COMPLETIONS,
      status: 200,
      headers: {'content-type': 'text/event-stream'},
      body: {text: events.map((event) => `${event}\n\n`).join('')},
    });
  eventStream([
    `data: ${sealText(key, JSON.stringify(chunk))}`,
    'data: bm90IHNlYWxlZA==',
    `data: ${plain}`,
    // A well-sealed event that opens with an `event:` line.
    `event: completion\ndata: ${sealText(key, JSON.stringify({...chunk, id: 'with-event-line'}))}`,
    // Decrypted JSON is parsed and written again, its spacing gone.
    `data: ${sealText(key, '{ "delta" : "hi" }')}`,
    'data: [DONE]',
  ]);
  const text = await call(async () => {
    const response = await sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: streamed});
    // The SDK's stream yields strings, one per event (the openai client reads them as they are).
    const reader = (response.body as unknown as ReadableStream<string>).getReader();
    let all = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) all += part.value;
    return all;
  });
  expect(text).toBe(`data: ${JSON.stringify(chunk)}\n\ndata: {"delta":"hi"}\n\ndata: [DONE]\n\n`);
  expect(consoleText()).toContain('log: Skipping corrupted chunk');
  expect(consoleText()).toContain(`Data: ${plain}`);
  expect(consoleText()).not.toContain('with-event-line');
  expect(consoleText()).toContain(`log: Decrypted data: ${JSON.stringify(chunk)}`);
  // Each call's first argument: the labels, without the values that follow them.
  const lines = consoleLines().map((line) => `${line.method}: ${typeof line.args[0] === 'string' ? line.args[0] : ''}`);
  const start = lines.indexOf('groupCollapsed: Decrypting chunk');
  expect(lines.slice(start, start + 6)).toEqual([
    'groupCollapsed: Decrypting chunk',
    'log: Attempting to decrypt, data length:',
    'log: Decrypted data length:',
    'log: Decrypted data:',
    'log: Parsed JSON:',
    'groupEnd: ',
  ]);
  // Through the openai client, a stream of such events reads as no text at all.
  eventStream([`data: ${plain}`, 'data: [DONE]']);
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const answer = await call(async () => {
    let all = '';
    for await (const part of await client.chat.completions.create({...request, stream: true})) {
      all += part.choices[0]?.delta.content ?? '';
    }
    return all;
  });
  expect(answer).toBe('');
});

/**
 * @backs guides/ai-integration#requirements
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-openai-before-sign-in: before sign-in, a streamed `create()` of the `openai` client (7.55.0) fails with "Attempted to iterate over a response with no body" and nothing is sent', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const error = await rejection(async () => {
    const stream = await client.chat.completions.create({...request, stream: true});
    for await (const _chunk of stream);
  });
  expect(error).toEqual(new Error('Attempted to iterate over a response with no body'));
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-openai-without-retries: with `maxRetries: 0` the `openai` client sends a refused request once and rejects with `APIConnectionError`, the SDK’s error as its `cause`', async () => {
  const {sdk} = await signedIn('1.1.0');
  const body = {status: 429, message: 'stand-in: slow down'};
  standIn.faults.add({path: COMPLETIONS, status: 429, body: {json: body}, times: Infinity});
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const error = await rejection(() => client.chat.completions.create({...request, stream: true}));
  expect(error).toBeInstanceOf(APIConnectionError);
  expect((error as APIConnectionError).cause).toEqual(
    new Error(`Request failed with status 429: ${JSON.stringify(body)}`),
  );
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
});

/**
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-failed-refresh-throws: when the refresh after a 401 fails, `aiCustomFetch` throws the refresh’s error and does not resend the request', async () => {
  const {sdk} = await signedIn('1.1.0');
  const signInRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  standIn.faults.add({
    path: '/refresh',
    status: 401,
    body: {json: {status: 401, message: 'stand-in: refresh refused'}},
  });
  const error = await rejection(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: streamed}),
  );
  expect(error).toEqual(new Error('stand-in: refresh refused'));
  expect(standIn.log.lines().slice(signInRequests)).toEqual([`POST ${COMPLETIONS}`, 'POST /refresh']);
});

/**
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-attestation-failure-sends-nothing: when no session is stored and the attestation fails, `aiCustomFetch` rejects with the attestation error and sends no request to the AI endpoint', async () => {
  const {sdk} = await signedIn('1.1.0');
  window.sessionStorage.clear();
  standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
  const error = await rejection(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: streamed}),
  );
  expect(error).toEqual(new Error("Couldn't process attestation document: Request failed with status 503"));
  expect(standIn.log.to(COMPLETIONS)).toEqual([]);
});

/**
 * @backs guides/ai-integration#2-stream-a-chat-in-a-component
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-openai-abort: `aiCustomFetch` passes the caller’s `AbortSignal` on: aborting before the answer makes the `openai` client reject with `APIUserAbortError`, and `aiCustomFetch` logs "Error during fetch process:" with the `AbortError`; aborting mid-stream ends its loop quietly with the text received so far, and nothing is logged', async () => {
  const {sdk} = await signedIn('1.1.0');
  const key = storedSessionKey()!;
  const chunk = {id: 'chatcmpl-stand-in', choices: [{index: 0, delta: {content: 'partial'}}]};
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  standIn.server.use(
    // The first request gets no answer until the test releases it.
    http.post(
      `${LOOPBACK_ORIGIN}${COMPLETIONS}`,
      async () => {
        await held;
        return HttpResponse.text('', {status: 503});
      },
      {once: true},
    ),
    // The second gets one event, then the stream stays open.
    http.post(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`data: ${sealText(key, JSON.stringify(chunk))}\n\n`));
          void held.then(() => controller.close());
        },
      });
      return new HttpResponse(stream, {headers: {'content-type': 'text/event-stream'}});
    }),
  );
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  try {
    const beforeAnswer = new AbortController();
    const pending = client.chat.completions.create({...request, stream: true}, {signal: beforeAnswer.signal});
    await vi.waitFor(() => expect(standIn.intercepted().some((line) => line.endsWith(COMPLETIONS))).toBe(true));
    beforeAnswer.abort();
    expect(await rejection(() => pending)).toBeInstanceOf(APIUserAbortError);
    expect(consoleText()).toMatch(/^error: Error during fetch process: DOMException \[AbortError\]/m);
    clearConsole();

    const midStream = new AbortController();
    let answer = '';
    await call(async () => {
      const stream = await client.chat.completions.create({...request, stream: true}, {signal: midStream.signal});
      for await (const part of stream) {
        answer += part.choices[0]?.delta.content ?? '';
        midStream.abort();
      }
    });
    expect(answer).toBe('partial');
    expect(consoleText()).not.toContain('Error during fetch process');
  } finally {
    release();
  }
});

/**
 * @backs guides/ai-integration#requirements
 * @backs guides/ai-integration#what-can-fail
 */
test('v1.ai-fetch-after-user-render: in the first render with `auth.user` set, `aiCustomFetch` is still the stand-in that sends nothing and resolves an empty response; a later render has the real one', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {OpenSecretProvider, useOpenSecret} = SDK['1.1.0'];
  const renders: {signedIn: boolean; aiCustomFetch: OpenSecretContextType['aiCustomFetch']}[] = [];
  const view = renderHook(
    () => {
      const context = useOpenSecret();
      renders.push({signedIn: context.auth.user !== undefined, aiCustomFetch: context.aiCustomFetch});
      return context;
    },
    {
      wrapper: ({children}) =>
        createElement(OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: CLIENT_ID, children}),
    },
  );
  await call(() => view.result.current.signIn(EMAIL, PASSWORD));
  const first = renders.findIndex((render) => render.signedIn);
  const stale = renders[first].aiCustomFetch;
  expect(renders.at(-1)?.aiCustomFetch).not.toBe(stale);
  const before = standIn.intercepted().length;
  const response = await call(() => stale(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: streamed}));
  expect(await response.text()).toBe('');
  expect(standIn.intercepted()).toHaveLength(before);
});
