/**
 * Private AI requests through `aiCustomFetch`, called directly and through the `openai`
 * client: what is encrypted, what is decrypted, how failures surface and what is resent.
 */
import {APIConnectionError} from 'openai';
import {expect} from 'vitest';
import {STAND_IN_MODEL} from './stand-in/routes/ai';
import {LOOPBACK_ORIGIN} from './stand-in/stand-in';
import {behaviour, inBothReleases} from './support/behaviour';
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

behaviour(
  'v3.ai-fetch-encrypts-and-decrypts',
  {
    title:
      'through the `openai` client, `aiCustomFetch` sends the chat request as `{"encrypted": …}` with the access token as bearer in place of the client’s `apiKey`, and decrypts the JSON answer',
    pages: [
      'security#what-is-encrypted',
      'guides/ai-integration#how-it-works',
      'guides/ai-integration#1-point-the-client-at-the-enclave',
      'guides/ai-integration#what-stays-encrypted',
      'migration#ai-requests',
      '#what-the-guides-cover',
      'guides/ai-integration#3-use-it-outside-a-component',
      'guides/instructions#3-use-an-instruction-in-a-request',
    ],
  },
  async () => {
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
  },
);

inBothReleases(
  'ai-stream-decrypted',
  {
    title: 'a streamed answer is decrypted chunk by chunk into the event stream the `openai` client reads',
    pages: ['security#what-is-encrypted', 'guides/ai-integration#how-it-works'],
    also: {
      '3.2.0': ['guides/ai-integration#2-stream-a-chat-in-a-component'],
      '1.1.0': ['guides/ai-integration#what-stays-encrypted'],
    },
  },
  async (release) => {
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
  },
);

inBothReleases(
  'ai-fetch-throws-on-error-status',
  {
    title:
      '`aiCustomFetch` throws "Request failed with status <status>: <body>" on an error status, after logging the status and the body',
    pages: [
      'security#what-the-sdk-writes-to-the-console',
      'guides/ai-integration#what-can-fail',
      'guides/ai-integration#how-it-works',
    ],
    also: {
      '3.2.0': ['guides/ai-integration#security-notes', 'migration#ai-requests', 'guides/responses#what-can-fail'],
    },
  },
  async (release) => {
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
  },
);

inBothReleases(
  'ai-openai-connection-error',
  {
    title:
      'through the `openai` client an error status, 400 included, is sent 3 times (openai’s default 2 retries) without a new handshake, and `create()` rejects with `APIConnectionError` "Connection error.", the SDK’s message only as its `cause`',
    pages: [
      'security#requests-the-sdk-sends-again',
      'guides/ai-integration#what-can-fail',
      'guides/ai-integration#1-point-the-client-at-the-enclave',
    ],
    also: {
      '3.2.0': [
        'migration#ai-requests',
        'guides/api-keys#using-a-key',
        'guides/api-keys#what-can-fail',
        'guides/responses#what-can-fail',
        'guides/instructions#3-use-an-instruction-in-a-request',
        'guides/conversations#marked-deprecated',
      ],
    },
  },
  async (release) => {
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
  },
);

inBothReleases(
  'ai-unauthorized-refreshes',
  {
    title:
      'after a 401, `aiCustomFetch` refreshes the tokens and sends the request once more with the new access token',
    pages: [
      'security#requests-the-sdk-sends-again',
      'guides/ai-integration#how-it-works',
      'guides/ai-integration#what-can-fail',
    ],
  },
  async (release) => {
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
  },
);

behaviour(
  'v3.ai-no-credentials',
  {
    title:
      'with neither a signed-in user nor an API key, `aiCustomFetch` rejects with "No access token or API key available" and sends nothing',
    pages: [
      'guides/ai-integration#sign-in-or-an-api-key',
      'guides/ai-integration#what-can-fail',
      'migration#ai-requests',
      'guides/ai-integration#how-it-works',
      'guides/api-keys#what-can-fail',
      'guides/responses#what-can-fail',
    ],
  },
  async () => {
    const {sdk} = await renderSdk('3.2.0');
    const error = await rejection(() =>
      sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: '{}'}),
    );
    expect(error).toEqual(new Error('No access token or API key available'));
    expect(standIn.intercepted()).toEqual([]);
  },
);

behaviour(
  'v1.ai-empty-response-signed-out',
  {
    title: 'before anyone signs in, `aiCustomFetch` resolves an empty 200 response and sends nothing',
    pages: [
      'security#what-is-encrypted',
      'guides/ai-integration#requirements',
      '/docs/3.x/guides/ai-integration#sign-in-or-an-api-key',
      '/docs/3.x/migration#ai-requests',
    ],
  },
  async () => {
    const {sdk} = await renderSdk('1.1.0');
    const response = await call(() =>
      sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}${COMPLETIONS}`, {method: 'POST', body: '{}'}),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(standIn.intercepted()).toEqual([]);
  },
);

behaviour(
  'v1.ai-json-answer-not-decrypted',
  {
    title:
      'a JSON (non-streamed) answer is handed back still encrypted, so the `openai` client returns `{encrypted}` and no `choices`',
    pages: [
      'security#what-is-encrypted',
      'guides/ai-integration#how-it-works',
      'guides/ai-integration#what-can-fail',
      '/docs/3.x/guides/ai-integration#how-it-works',
      '/docs/3.x/migration#ai-requests',
      'guides/ai-integration#what-stays-encrypted',
    ],
  },
  async () => {
    const {sdk} = await signedIn('1.1.0');
    const completion = await call(() => openaiClient(() => sdk().aiCustomFetch).chat.completions.create(request));
    expect(Object.keys(completion)).toEqual(['encrypted']);
    expect(completion.choices).toBeUndefined();
  },
);

behaviour(
  'v1.ai-logs-decrypted-chunks',
  {
    title: 'decrypting a stream writes every decrypted chunk, the answer’s text included, to the console',
    pages: [
      'security#what-the-sdk-writes-to-the-console',
      'guides/ai-integration#security-notes',
      '/docs/3.x/guides/ai-integration#security-notes',
      '/docs/3.x/migration#smaller-changes',
      'guides/getting-started#security-notes',
    ],
  },
  async () => {
    const {sdk} = await signedIn('1.1.0');
    const client = openaiClient(() => sdk().aiCustomFetch);
    await call(async () => {
      await drain(client.chat.completions.create({...request, stream: true}));
    });
    expect(consoleText()).toContain(`log: Decrypted data: {"id":"chatcmpl-stand-in"`);
    expect(consoleText()).toContain(`echo: ${PROMPT}`);
  },
);

behaviour(
  'v3.ai-answers-not-logged',
  {
    title: 'decrypting answers, streamed or not, writes neither the prompt nor the answer to the console',
    pages: [
      'security#what-the-sdk-writes-to-the-console',
      'guides/ai-integration#security-notes',
      'migration#smaller-changes',
    ],
  },
  async () => {
    const {sdk} = await signedIn('3.2.0');
    const client = openaiClient(() => sdk().aiCustomFetch);
    await call(async () => {
      await client.chat.completions.create(request);
      await drain(client.chat.completions.create({...request, stream: true}));
    });
    expect(consoleText()).not.toContain(PROMPT);
    expect(consoleText()).not.toContain('Decrypted data');
  },
);
