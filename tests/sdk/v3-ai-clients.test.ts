/**
 * 3.2.0's `aiCustomFetch` and `createCustomFetch` over time and across credentials: which
 * session they use and never renew, which key or token they keep, what they log when they
 * fail, and how the `openai` client (7.55.0) reports their failures, aborts and streams.
 */
import {createCustomFetch} from '@opensecret/react';
import {http, HttpResponse} from 'msw';
import {APIConnectionError, APIConnectionTimeoutError, APIUserAbortError} from 'openai';
import {expect} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN, OTHER_PORT_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {openaiClient, settleWithFakeTimers} from './support/openai';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const COMPLETIONS = '/v1/chat/completions';
const URL_OF_COMPLETIONS = `${LOOPBACK_ORIGIN}${COMPLETIONS}`;
const PROMPT = 'my symptoms are private';
const BODY = JSON.stringify({model: STAND_IN_MODEL, messages: [{role: 'user', content: PROMPT}]});
const CHAT = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: 'a private question'}]};

/** The requests since `count`, attestation nonces hidden. */
const after = (count: number): string[] =>
  standIn.log
    .lines()
    .slice(count)
    .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

const accessToken = (): string => window.localStorage.getItem('access_token') ?? '';

/**
 * @backs guides/ai-integration#how-it-works
 */
test('v3.ai-fetch-session-reused: `aiCustomFetch` uses the session key and ID in `sessionStorage` without a handshake, and runs the attestation handshake and key exchange with the provider’s `apiUrl` only when the tab has none', async () => {
  const {sdk} = await signedIn('3.2.0');
  const signInRequests = standIn.log.lines().length;
  await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(after(signInRequests)).toEqual([`POST ${COMPLETIONS}`]);
  window.sessionStorage.clear();
  await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(after(signInRequests + 1)).toEqual(['GET /attestation/<nonce>', 'POST /key_exchange', `POST ${COMPLETIONS}`]);
  expect(standIn.log.all().every((request) => request.origin === LOOPBACK_ORIGIN)).toBe(true);
  expect(standIn.log.to(COMPLETIONS)[1].headers['x-session-id']).toBe(window.sessionStorage.getItem('sessionId'));
});

/**
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/responses#how-it-works
 */
test('v3.ai-fetch-never-renews: `aiCustomFetch` never renews a session: when the server refuses the tab’s session with 400, every AI request fails the same way with the same `x-session-id` until another SDK call renews the session', async () => {
  const {sdk} = await signedIn('3.2.0');
  const signInRequests = standIn.log.lines().length;
  const staleSession = window.sessionStorage.getItem('sessionId');
  standIn.backend.sessions.clear();
  const refused = new Error(
    'Request failed with status 400: {"status":400,"message":"stand-in: unknown x-session-id"}',
  );
  const ask = (): Promise<Response> => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY});
  expect(await rejection(ask)).toEqual(refused);
  expect(await rejection(ask)).toEqual(refused);
  expect(standIn.log.to(COMPLETIONS).map((request) => request.headers['x-session-id'])).toEqual([
    staleSession,
    staleSession,
  ]);
  await call(() => sdk().put('k', 'v'));
  expect((await call(ask)).status).toBe(200);
  expect(after(signInRequests)).toEqual([
    `POST ${COMPLETIONS}`,
    `POST ${COMPLETIONS}`,
    'PUT /protected/kv/k',
    'GET /attestation/<nonce>',
    'POST /key_exchange',
    'PUT /protected/kv/k',
    `POST ${COMPLETIONS}`,
  ]);
});

/**
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/api-keys#what-can-fail
 */
test('v3.ai-fetch-no-session: when the tab holds no session and the attestation check fails, `aiCustomFetch` rejects with "Couldn’t process attestation document: …" and the AI request is not sent', async () => {
  await signedIn('3.2.0');
  window.sessionStorage.clear();
  const signInRequests = standIn.log.lines().length;
  const fetchFromOtherPort = createCustomFetch({apiUrl: OTHER_PORT_ORIGIN});
  const error = await rejection(() => fetchFromOtherPort(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect((error as Error).message).toMatch(/^Couldn't process attestation document: /);
  expect(after(signInRequests)).toEqual([`GET ${OTHER_PORT_ORIGIN}/attestation/<nonce>`]);
  expect(standIn.log.all().at(-1)?.origin).toBe(OTHER_PORT_ORIGIN);
});

/**
 * @backs guides/ai-integration#3-use-it-outside-a-component
 * @backs guides/api-keys#using-a-key
 */
test('v3.create-custom-fetch: `createCustomFetch` sends the key it was given, else the stored access token; its `apiUrl` serves only the handshake when the tab holds no session, and a refresh after a 401 goes to the provider’s URL', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('script'));
  await call(() => createCustomFetch({apiKey: key})(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  await call(() => createCustomFetch()(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(standIn.log.to(COMPLETIONS).map((request) => request.headers.authorization)).toEqual([
    `Bearer ${key}`,
    `Bearer ${accessToken()}`,
  ]);
  // Without a session in the tab, `apiUrl` names the server of the handshake only.
  window.sessionStorage.clear();
  const [aliasA, aliasB] = LOOPBACK_ALIASES;
  const start = standIn.log.all().length;
  await call(() => createCustomFetch({apiUrl: aliasA})(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  // With one, `apiUrl` is not used at all.
  await call(() => createCustomFetch({apiUrl: aliasB})(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  // After a 401 the refresh goes to the provider's URL.
  standIn.backend.expireAccessTokens();
  await call(() => createCustomFetch({apiUrl: aliasB})(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  const requests = standIn.log.all().slice(start);
  const shape = requests.map(
    (request) => `${request.origin} ${request.method} ${request.path.replace(/^\/attestation\/.*$/, '/attestation')}`,
  );
  expect(shape).toEqual([
    `${aliasA} GET /attestation`,
    `${aliasA} POST /key_exchange`,
    `${LOOPBACK_ORIGIN} POST ${COMPLETIONS}`,
    `${LOOPBACK_ORIGIN} POST ${COMPLETIONS}`,
    `${LOOPBACK_ORIGIN} POST ${COMPLETIONS}`,
    `${LOOPBACK_ORIGIN} POST /refresh`,
    `${LOOPBACK_ORIGIN} POST ${COMPLETIONS}`,
  ]);
});

/**
 * @backs guides/ai-integration#security-notes
 * @backs guides/api-keys#what-can-fail
 */
test('v3.ai-fetch-logs-failures: every failure of `aiCustomFetch`, missing credentials included, is written with `console.error` as "Error during fetch process:" before it rejects', async () => {
  const {sdk} = await signedIn('3.2.0');
  standIn.faults.add({path: COMPLETIONS, status: 503, body: {json: {status: 503, message: 'stand-in: busy'}}});
  await rejection(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(consoleText()).toContain(
    'error: Error during fetch process: Error: Request failed with status 503: {"status":503,"message":"stand-in: busy"}',
  );
  window.localStorage.removeItem('access_token');
  await rejection(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(consoleText()).toContain('error: Error during fetch process: Error: No access token or API key available');
});

/**
 * @backs guides/api-keys#security-notes
 * @backs guides/api-keys#what-setapikey-does-with-a-value
 * @backs guides/ai-integration#3-use-it-outside-a-component
 */
test('v3.old-fetch-keeps-key: an `aiCustomFetch` taken while an API key was set keeps sending that key after `setApiKey(undefined)` and after `signOut`, while the context’s new function sends the access token', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('kiosk'));
  await call(async () => sdk().setApiKey(key));
  const keyed = sdk().aiCustomFetch;
  await call(async () => sdk().setApiKey(undefined));
  expect(sdk().aiCustomFetch).not.toBe(keyed);
  await call(() => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  await call(() => keyed(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  await call(() => sdk().signOut());
  const afterSignOut = await call(() => keyed(URL_OF_COMPLETIONS, {method: 'POST', body: BODY}));
  expect(afterSignOut.status).toBe(200);
  expect(standIn.log.to(COMPLETIONS).map((request) => request.headers.authorization)).toEqual([
    expect.stringMatching(/^Bearer stand-in-access-/),
    `Bearer ${key}`,
    `Bearer ${key}`,
  ]);
});

/**
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/ai-integration#sign-in-or-an-api-key
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs guides/api-keys#what-can-fail
 * @backs guides/responses#what-can-fail
 * @backs guides/models#2-send-a-request-with-the-chosen-id
 */
test('v3.ai-openai-no-retries: with `maxRetries: 0` the `openai` client sends a request that `aiCustomFetch` fails once and rejects with `APIConnectionError` (`status` undefined, the SDK’s error as `cause`); an answer whose body mentions a timeout, such as a 504 "Gateway Timeout", becomes `APIConnectionTimeoutError` "Request timed out."; missing credentials become an `APIConnectionError` too', async () => {
  const {sdk} = await signedIn('3.2.0');
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const body = {status: 400, message: 'stand-in: unknown model'};
  standIn.faults.add({path: COMPLETIONS, status: 400, body: {json: body}, times: Infinity});
  const refused = await rejection(() => client.chat.completions.create(CHAT));
  expect(refused).toBeInstanceOf(APIConnectionError);
  expect(refused).not.toBeInstanceOf(APIConnectionTimeoutError);
  expect((refused as APIConnectionError).status).toBeUndefined();
  expect((refused as APIConnectionError).cause).toEqual(
    new Error(`Request failed with status 400: ${JSON.stringify(body)}`),
  );
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
  standIn.faults.clear();
  standIn.faults.add({path: COMPLETIONS, status: 504, body: {text: 'Gateway Timeout'}});
  const timedOut = await rejection(() => client.chat.completions.create(CHAT));
  expect(timedOut).toBeInstanceOf(APIConnectionTimeoutError);
  expect((timedOut as Error).message).toBe('Request timed out.');
  expect((timedOut as Error).cause).toEqual(new Error('Request failed with status 504: Gateway Timeout'));
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(2);
  window.localStorage.removeItem('access_token');
  const unsigned = await rejection(() => client.chat.completions.create(CHAT));
  expect(unsigned).toBeInstanceOf(APIConnectionError);
  expect((unsigned as Error).cause).toEqual(new Error('No access token or API key available'));
});

/**
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/ai-integration#2-stream-a-chat-in-a-component
 * @backs guides/responses#how-it-works
 */
test('v3.ai-openai-abort: through the `openai` client over `aiCustomFetch`, aborting a request before its answer rejects with `APIUserAbortError`, and aborting in the middle of a stream ends the `for await` loop without an error', async () => {
  const {sdk} = await signedIn('3.2.0');
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const early = new AbortController();
  const error = await rejection(() => {
    const pending = client.chat.completions.create(CHAT, {signal: early.signal});
    early.abort();
    return pending;
  });
  expect(error).toBeInstanceOf(APIUserAbortError);
  const midway = new AbortController();
  const received = await call(async () => {
    const stream = await client.chat.completions.create({...CHAT, stream: true}, {signal: midway.signal});
    let chunks = 0;
    for await (const _chunk of stream) {
      chunks += 1;
      midway.abort();
    }
    return chunks;
  });
  // The stand-in streams two chunks; the loop ends quietly after the first.
  expect(received).toBe(1);
});

/**
 * @backs guides/responses#how-it-works
 * @backs guides/responses#2-stream-cancel-list-and-delete-in-a-component
 * @backs guides/api-keys#using-a-key
 */
test('v3.openai-responses-stream: an `openai` client over `aiCustomFetch` streams `responses.create({stream: true})` from an encrypted `POST /v1/responses`, decrypted event by event, with the context’s API key as bearer when one is set', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('responses'));
  await call(async () => sdk().setApiKey(key));
  const client = openaiClient(() => sdk().aiCustomFetch, {maxRetries: 0});
  const events = await call(async () => {
    const stream = await client.responses.create({model: STAND_IN_MODEL, input: 'hello', stream: true});
    const types: string[] = [];
    let text = '';
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.output_text.delta') text += event.delta;
    }
    return {types, text};
  });
  expect(events).toEqual({
    types: ['response.created', 'response.output_text.delta', 'response.completed'],
    text: 'echo: hello',
  });
  const [sent] = standIn.log.to('/v1/responses');
  expect(sent.method).toBe('POST');
  expect(sent.headers.authorization).toBe(`Bearer ${key}`);
  expect(sent.decryptedBody).toEqual({model: STAND_IN_MODEL, input: 'hello', stream: true});
});

/**
 * @backs guides/conversations#marked-deprecated
 * @backs guides/instructions#3-use-an-instruction-in-a-request
 */
test('v3.openai-conversation-retrieve-not-found: through `aiCustomFetch`, the `openai` client’s `conversations.retrieve()` of an unknown ID sends three requests with the default `maxRetries` and rejects with `APIConnectionError` "Connection error.", the 404 only in its `cause`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const client = openaiClient(() => sdk().aiCustomFetch);
  const {error} = await settleWithFakeTimers(() => client.conversations.retrieve('conv-unknown'));
  expect(error).toBeInstanceOf(APIConnectionError);
  expect((error as APIConnectionError).message).toBe('Connection error.');
  expect((error as APIConnectionError).cause).toEqual(
    new Error('Request failed with status 404: {"status":404,"message":"stand-in: no conversation conv-unknown"}'),
  );
  expect(standIn.log.lines().filter((line) => line === 'GET /v1/conversations/conv-unknown')).toHaveLength(3);
});

/**
 * @backs guides/ai-integration#what-can-fail
 */
test('v3.ai-fetch-other-failures: when the token refresh after a 401 fails, `aiCustomFetch` rejects with the refresh’s error without a resend; when `fetch` itself fails, it rejects with the browser’s `TypeError` ("Failed to fetch") after one attempt', async () => {
  const {sdk} = await signedIn('3.2.0');
  const signInRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  standIn.faults.add({
    path: '/refresh',
    status: 401,
    body: {json: {status: 401, message: 'stand-in: refresh token expired'}},
  });
  const ask = (): Promise<Response> => sdk().aiCustomFetch(URL_OF_COMPLETIONS, {method: 'POST', body: BODY});
  expect(await rejection(ask)).toEqual(new Error('stand-in: refresh token expired'));
  expect(after(signInRequests)).toEqual([`POST ${COMPLETIONS}`, 'POST /refresh']);
  standIn.server.use(http.post(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, () => HttpResponse.error()));
  const start = standIn.intercepted().length;
  const lost = await rejection(ask);
  expect(lost).toBeInstanceOf(TypeError);
  expect((lost as TypeError).message).toBe('Failed to fetch');
  expect(standIn.intercepted().slice(start)).toEqual([`POST ${URL_OF_COMPLETIONS}`]);
});
