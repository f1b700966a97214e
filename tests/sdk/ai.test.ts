/**
 * Private AI requests through `aiCustomFetch`, called directly and through the `openai`
 * client: what is encrypted, what is decrypted, how failures surface and what is resent.
 */
import {APIConnectionError} from 'openai';
import {expect} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {openaiClient, settleWithFakeTimers} from './support/openai';
import {call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storedSessionKey} from './support/wire';

const COMPLETIONS = '/v1/chat/completions';
const PROMPT = 'my symptoms are private';
const request = {model: STAND_IN_MODEL, messages: [{role: 'user' as const, content: PROMPT}]};

/** Reads a stream to its end; resolves with the number of chunks. */
async function drain(stream: Promise<AsyncIterable<unknown>>): Promise<number> {
  let chunks = 0;
  for await (const _chunk of await stream) chunks += 1;
  return chunks;
}

/**
 * @backs security#what-is-encrypted
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs guides/ai-integration#what-stays-encrypted
 * @backs migration#ai-requests
 * @backs #what-the-guides-cover
 * @backs guides/ai-integration#3-use-it-outside-a-component
 * @backs guides/instructions#3-use-an-instruction-in-a-request
 */
test('v3.ai-fetch-encrypts-and-decrypts: through the `openai` client, `aiCustomFetch` sends the chat request as `{"encrypted": …}` with the access token as bearer in place of the client’s `apiKey`, and decrypts the JSON answer', async () => {
  const {sdk} = await signedIn('3.2.0');
  const completion = await call(() => openaiClient(() => sdk().aiCustomFetch).chat.completions.create(request));
  expect(completion.choices[0].message.content).toBe(`echo: ${PROMPT}`);
  const [sent] = standIn.log.to(COMPLETIONS);
  expect(Object.keys(JSON.parse(sent.rawBody ?? '') as object)).toEqual(['encrypted']);
  expect(sent.rawBody).not.toContain('symptoms');
  expect(sent.decryptedBody).toMatchObject(request);
  expect(sent.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  expect(sent.headers['x-session-id']).toBe(window.sessionStorage.getItem('sessionId'));
  expect(storedSessionKey()).toBeDefined();
});

/**
 * @backs security#what-is-encrypted
 * @backs guides/ai-integration#how-it-works
 * @backs 3.2.0 guides/ai-integration#2-stream-a-chat-in-a-component
 * @backs 1.1.0 guides/ai-integration#what-stays-encrypted
 */
test('ai-stream-decrypted: a streamed answer is decrypted chunk by chunk into the event stream the `openai` client reads', async (release) => {
  const {sdk} = await signedIn(release);
  const client = openaiClient(() => sdk().aiCustomFetch);
  const text = await call(async () => {
    const stream = await client.chat.completions.create({...request, stream: true});
    let answer = '';
    for await (const chunk of stream) answer += chunk.choices[0]?.delta.content ?? '';
    return answer;
  });
  expect(text).toBe(`echo: ${PROMPT}`);
  expect(standIn.log.to(COMPLETIONS)[0].decryptedBody).toMatchObject({...request, stream: true});
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/ai-integration#how-it-works
 * @backs 3.2.0 guides/ai-integration#security-notes
 * @backs 3.2.0 migration#ai-requests
 * @backs 3.2.0 guides/responses#what-can-fail
 */
test('ai-fetch-throws-on-error-status: `aiCustomFetch` throws "Request failed with status <status>: <body>" on an error status, after logging the status and the body', async (release) => {
  const {sdk} = await signedIn(release);
  const body = {status: 500, message: 'stand-in: model unavailable'};
  standIn.faults.add({path: COMPLETIONS, status: 500, body: {json: body}});
  const error = await rejection(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: JSON.stringify(request)}),
  );
  expect(error).toEqual(new Error(`Request failed with status 500: ${JSON.stringify(body)}`));
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
  expect(consoleText()).toContain(
    `error: Request failed with response status: 500  and message: ${JSON.stringify(body)}`,
  );
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/ai-integration#what-can-fail
 * @backs guides/ai-integration#1-point-the-client-at-the-enclave
 * @backs 3.2.0 migration#ai-requests
 * @backs 3.2.0 guides/api-keys#using-a-key
 * @backs 3.2.0 guides/api-keys#what-can-fail
 * @backs 3.2.0 guides/responses#what-can-fail
 * @backs 3.2.0 guides/instructions#3-use-an-instruction-in-a-request
 * @backs 3.2.0 guides/conversations#marked-deprecated
 */
test('ai-openai-connection-error: through the `openai` client an error status, 400 included, is sent 3 times (openai’s default 2 retries) without a new handshake, and `create()` rejects with `APIConnectionError` "Connection error.", the SDK’s message only as its `cause`', async (release) => {
  const {sdk} = await signedIn(release);
  const body = {status: 400, message: 'stand-in: unknown model'};
  standIn.faults.add({path: COMPLETIONS, status: 400, body: {json: body}, times: Infinity});
  const client = openaiClient(() => sdk().aiCustomFetch);
  expect(client.maxRetries).toBe(2);
  const {error} = await settleWithFakeTimers(() => client.chat.completions.create({...request, stream: true}));
  expect(error).toBeInstanceOf(APIConnectionError);
  expect((error as APIConnectionError).message).toBe('Connection error.');
  expect((error as APIConnectionError).cause).toEqual(
    new Error(`Request failed with status 400: ${JSON.stringify(body)}`),
  );
  expect(standIn.log.to(COMPLETIONS)).toHaveLength(3);
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs 1.1.0 guides/ai-integration#what-can-fail
 */
test('ai-openai-resends-up-to-six: through the `openai` client with its default retries, a request answered 401 every time goes out 6 times: each of the 3 attempts refreshes the tokens once and sends it again', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add({
    path: COMPLETIONS,
    status: 401,
    body: {json: {status: 401, message: 'Unauthorized'}},
    times: Infinity,
  });
  const client = openaiClient(() => sdk().aiCustomFetch);
  const {error} = await settleWithFakeTimers(() => client.chat.completions.create({...request, stream: true}));
  expect(error).toBeInstanceOf(APIConnectionError);
  const attempt = [`POST ${COMPLETIONS}`, 'POST /refresh', `POST ${COMPLETIONS}`];
  expect(standIn.log.lines().slice(signInRequests)).toEqual([...attempt, ...attempt, ...attempt]);
  const bodies = new Set(standIn.log.to(COMPLETIONS).map((entry) => JSON.stringify(entry.decryptedBody)));
  expect(bodies.size).toBe(1);
});

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-can-fail
 * @backs 3.2.0 guides/responses#how-it-works
 * @backs 3.2.0 guides/responses#2-stream-cancel-list-and-delete-in-a-component
 * @backs 3.2.0 guides/responses#what-can-fail
 * @backs 3.2.0 guides/instructions#3-use-an-instruction-in-a-request
 */
test('ai-unauthorized-refreshes: after a 401, `aiCustomFetch` refreshes the tokens and sends the request once more with the new access token', async (release) => {
  const {sdk} = await signedIn(release);
  const signInRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  const response = await call(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {
      method: 'POST',
      body: JSON.stringify({...request, stream: true}),
    }),
  );
  expect(response.status).toBe(200);
  expect(standIn.log.lines().slice(signInRequests)).toEqual([
    `POST ${COMPLETIONS}`,
    'POST /refresh',
    `POST ${COMPLETIONS}`,
  ]);
  expect(standIn.log.to(COMPLETIONS)[1].headers.authorization).toBe(
    `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
  );
  expect(consoleText()).toContain('warn: Unauthorized, refreshing access token');
});

/**
 * @backs guides/ai-integration#sign-in-or-an-api-key
 * @backs guides/ai-integration#what-can-fail
 * @backs migration#ai-requests
 * @backs guides/ai-integration#how-it-works
 * @backs guides/api-keys#what-can-fail
 * @backs guides/responses#what-can-fail
 */
test('v3.ai-no-credentials: with neither a signed-in user nor an API key, `aiCustomFetch` rejects with "No access token or API key available" and sends nothing', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const error = await rejection(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: '{}'}),
  );
  expect(error).toEqual(new Error('No access token or API key available'));
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-is-encrypted
 * @backs guides/ai-integration#requirements
 * @backs /docs/3.x/guides/ai-integration#sign-in-or-an-api-key
 * @backs /docs/3.x/migration#ai-requests
 */
test('v1.ai-empty-response-signed-out: before anyone signs in, `aiCustomFetch` resolves an empty 200 response and sends nothing', async () => {
  const {sdk} = await renderSdk('1.1.0');
  const response = await call(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: '{}'}),
  );
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('');
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-is-encrypted
 * @backs guides/ai-integration#how-it-works
 * @backs guides/ai-integration#what-can-fail
 * @backs /docs/3.x/guides/ai-integration#how-it-works
 * @backs /docs/3.x/migration#ai-requests
 * @backs guides/ai-integration#what-stays-encrypted
 */
test('v1.ai-json-answer-not-decrypted: a JSON (non-streamed) answer is handed back still encrypted, so the `openai` client returns `{encrypted}` and no `choices`', async () => {
  const {sdk} = await signedIn('1.1.0');
  const completion = await call(() => openaiClient(() => sdk().aiCustomFetch).chat.completions.create(request));
  expect(Object.keys(completion)).toEqual(['encrypted']);
  expect(completion.choices).toBeUndefined();
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/ai-integration#security-notes
 * @backs /docs/3.x/guides/ai-integration#security-notes
 * @backs /docs/3.x/migration#smaller-changes
 * @backs guides/getting-started#security-notes
 */
test('v1.ai-logs-decrypted-chunks: decrypting a stream writes every decrypted chunk, the answer’s text included, to the console', async () => {
  const {sdk} = await signedIn('1.1.0');
  const client = openaiClient(() => sdk().aiCustomFetch);
  await call(async () => {
    await drain(client.chat.completions.create({...request, stream: true}));
  });
  expect(consoleText()).toContain(`log: Decrypted data: {"id":"chatcmpl-stand-in"`);
  expect(consoleText()).toContain(`echo: ${PROMPT}`);
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/ai-integration#security-notes
 * @backs migration#smaller-changes
 */
test('v3.ai-answers-not-logged: decrypting answers, streamed or not, writes neither the prompt nor the answer to the console', async () => {
  const {sdk} = await signedIn('3.2.0');
  const client = openaiClient(() => sdk().aiCustomFetch);
  await call(async () => {
    await client.chat.completions.create(request);
    await drain(client.chat.completions.create({...request, stream: true}));
  });
  expect(consoleText()).not.toContain(PROMPT);
  expect(consoleText()).not.toContain('Decrypted data');
});
