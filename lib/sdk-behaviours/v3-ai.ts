/** Behaviours of `@opensecret/react` 3.2.0 that `tests/sdk/` holds it to in its AI calls: `aiCustomFetch`, `createCustomFetch`, the `openai` client over them, models and API keys. */
import type {SdkBehaviour} from './types';

const FETCH = 'tests/sdk/v3-ai-fetch.test.ts';
const CLIENTS = 'tests/sdk/v3-ai-clients.test.ts';
const MODELS_KEYS = 'tests/sdk/v3-ai-models-keys.test.ts';

const GUIDES = '/docs/3.x/guides';
const AI = `${GUIDES}/ai-integration`;

export const V3_AI = {
  'v3.ai-fetch-request-shape': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` replaces the caller’s `Authorization` header with the access token, adds `x-session-id`, sends the options’ `body` as `{"encrypted": …}` with `Content-Type: application/json`, and keeps the method, the URL with its query string and the other headers as given, whatever host the URL names',
    pages: [
      `${AI}#how-it-works`,
      `${AI}#what-stays-encrypted`,
      `${AI}#1-point-the-client-at-the-enclave`,
      `${AI}#security-notes`,
    ],
    test: FETCH,
  },
  'v3.ai-fetch-body-as-text': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` encrypts only the `body` of its options, as text: a `FormData` body goes out as the encrypted string "[object FormData]", and the body of a `Request` passed as the first argument goes out unencrypted',
    pages: [`${AI}#how-it-works`, `${AI}#security-notes`],
    test: FETCH,
  },
  'v3.ai-fetch-signal': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` passes the options’ `signal` on to `fetch`: an aborted signal rejects with an `AbortError` before the request is sent, while the handshake it runs first when the tab holds no session is sent all the same',
    pages: [`${AI}#how-it-works`, `${AI}#2-stream-a-chat-in-a-component`, `${GUIDES}/responses#how-it-works`],
    test: FETCH,
  },
  'v3.ai-fetch-event-stream-lines': {
    release: '3.2.0',
    title:
      'in an event stream, `aiCustomFetch` decrypts each `data:` payload and passes on `event:` lines, `data: [DONE]` and blank lines, and drops `id:`, `retry:` and comment lines; the chunks of the stream it returns are strings, so `response.text()` on it rejects with a `TypeError`',
    pages: [`${AI}#how-it-works`],
    test: FETCH,
  },
  'v3.ai-fetch-stream-skips-undecryptable': {
    release: '3.2.0',
    title:
      'a stream payload that does not decrypt, such as a plain JSON chunk, is dropped without an error: the SDK logs "Decryption error:" with the payload and "Skipping corrupted chunk", and the stream goes on; the `openai` client reading a stream of such events gets no text',
    pages: [
      `${AI}#how-it-works`,
      `${AI}#what-stays-encrypted`,
      `${AI}#what-can-fail`,
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#what-the-sdk-writes-to-the-console',
    ],
    test: FETCH,
  },
  'v3.ai-fetch-audio-answer': {
    release: '3.2.0',
    title:
      'a decrypted answer carrying `content_base64` and `content_type` becomes a binary body of that content type, and the SDK logs "TTS response detected with content_type:"',
    pages: [`${AI}#how-it-works`],
    test: FETCH,
  },
  'v3.ai-fetch-unencrypted-answers-pass': {
    release: '3.2.0',
    title:
      'a successful answer that is not JSON, has no `encrypted` field or does not decrypt resolves unchanged, without an error, so the `openai` client reads a plain JSON completion like one from the enclave; the first and the last are logged as "Response is not encrypted JSON, returning as-is"',
    pages: [
      `${AI}#how-it-works`,
      `${AI}#what-stays-encrypted`,
      `${AI}#what-can-fail`,
      '/docs/3.x/security#what-is-not-encrypted',
      '/docs/3.x/security#what-only-the-server-decides',
    ],
    test: FETCH,
  },
  'v3.ai-fetch-placeholder-before-effect': {
    release: '3.2.0',
    title:
      'before the provider’s effect has run, the context’s `aiCustomFetch` is a placeholder that resolves an empty `200` response and sends nothing; the function installed afterwards is another one',
    pages: [`${AI}#sign-in-or-an-api-key`],
    test: FETCH,
  },
  'v3.ai-fetch-session-reused': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` uses the session key and ID in `sessionStorage` without a handshake, and runs the attestation handshake and key exchange with the provider’s `apiUrl` only when the tab has none',
    pages: [`${AI}#how-it-works`],
    test: CLIENTS,
  },
  'v3.ai-fetch-never-renews': {
    release: '3.2.0',
    title:
      '`aiCustomFetch` never renews a session: when the server refuses the tab’s session with 400, every AI request fails the same way with the same `x-session-id` until another SDK call renews the session',
    pages: [`${AI}#how-it-works`, `${AI}#what-can-fail`, `${GUIDES}/responses#how-it-works`],
    test: CLIENTS,
  },
  'v3.ai-fetch-no-session': {
    release: '3.2.0',
    title:
      'when the tab holds no session and the attestation check fails, `aiCustomFetch` rejects with "Couldn’t process attestation document: …" and the AI request is not sent',
    pages: [`${AI}#what-can-fail`, `${GUIDES}/api-keys#what-can-fail`],
    test: CLIENTS,
  },
  'v3.create-custom-fetch': {
    release: '3.2.0',
    title:
      '`createCustomFetch` sends the key it was given, else the stored access token; its `apiUrl` serves only the handshake when the tab holds no session, and a refresh after a 401 goes to the provider’s URL',
    pages: [`${AI}#3-use-it-outside-a-component`, `${GUIDES}/api-keys#using-a-key`],
    test: CLIENTS,
  },
  'v3.ai-fetch-logs-failures': {
    release: '3.2.0',
    title:
      'every failure of `aiCustomFetch`, missing credentials included, is written with `console.error` as "Error during fetch process:" before it rejects',
    pages: [`${AI}#security-notes`, `${GUIDES}/api-keys#what-can-fail`],
    test: CLIENTS,
  },
  'v3.old-fetch-keeps-key': {
    release: '3.2.0',
    title:
      'an `aiCustomFetch` taken while an API key was set keeps sending that key after `setApiKey(undefined)` and after `signOut`, while the context’s new function sends the access token',
    pages: [
      `${GUIDES}/api-keys#security-notes`,
      `${GUIDES}/api-keys#what-setapikey-does-with-a-value`,
      `${AI}#3-use-it-outside-a-component`,
    ],
    test: CLIENTS,
  },
  'v3.ai-fetch-other-failures': {
    release: '3.2.0',
    title:
      'when the token refresh after a 401 fails, `aiCustomFetch` rejects with the refresh’s error without a resend; when `fetch` itself fails, it rejects with the browser’s `TypeError` ("Failed to fetch") after one attempt',
    pages: [`${AI}#what-can-fail`],
    test: CLIENTS,
  },
  'v3.ai-openai-no-retries': {
    release: '3.2.0',
    title:
      'with `maxRetries: 0` the `openai` client sends a request that `aiCustomFetch` fails once and rejects with `APIConnectionError` (`status` undefined, the SDK’s error as `cause`); an answer whose body mentions a timeout, such as a 504 "Gateway Timeout", becomes `APIConnectionTimeoutError` "Request timed out."; missing credentials become an `APIConnectionError` too',
    pages: [
      `${AI}#what-can-fail`,
      `${AI}#sign-in-or-an-api-key`,
      `${AI}#1-point-the-client-at-the-enclave`,
      `${GUIDES}/api-keys#what-can-fail`,
      `${GUIDES}/responses#what-can-fail`,
      `${GUIDES}/models#2-send-a-request-with-the-chosen-id`,
    ],
    test: CLIENTS,
  },
  'v3.ai-openai-abort': {
    release: '3.2.0',
    title:
      'through the `openai` client over `aiCustomFetch`, aborting a request before its answer rejects with `APIUserAbortError`, and aborting in the middle of a stream ends the `for await` loop without an error',
    pages: [`${AI}#what-can-fail`, `${AI}#2-stream-a-chat-in-a-component`, `${GUIDES}/responses#how-it-works`],
    test: CLIENTS,
  },
  'v3.openai-responses-stream': {
    release: '3.2.0',
    title:
      'an `openai` client over `aiCustomFetch` streams `responses.create({stream: true})` from an encrypted `POST /v1/responses`, decrypted event by event, with the context’s API key as bearer when one is set',
    pages: [
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/responses#2-stream-cancel-list-and-delete-in-a-component`,
      `${GUIDES}/api-keys#using-a-key`,
    ],
    test: CLIENTS,
  },
  'v3.openai-conversation-retrieve-not-found': {
    release: '3.2.0',
    title:
      'through `aiCustomFetch`, the `openai` client’s `conversations.retrieve()` of an unknown ID sends three requests with the default `maxRetries` and rejects with `APIConnectionError` "Connection error.", the 404 only in its `cause`',
    pages: [`${GUIDES}/conversations#marked-deprecated`, `${GUIDES}/instructions#3-use-an-instruction-in-a-request`],
    test: CLIENTS,
  },
  'v3.models-requests': {
    release: '3.2.0',
    title:
      '`fetchModels` sends `GET /v1/models` and resolves the list’s `data`, `fetchModelCatalog` sends `GET /v1/models/catalog` and resolves the whole catalog, each call a new request; the context forms send the context’s API key when one is set, the top-level forms the key passed, else the access token',
    pages: [
      `${GUIDES}/models#how-it-works`,
      `${GUIDES}/models#the-api-in-320`,
      `${GUIDES}/api-keys#using-a-key`,
      `${AI}#4-choose-a-model`,
    ],
    test: MODELS_KEYS,
  },
  'v3.models-unauthorized': {
    release: '3.2.0',
    title:
      'after a 401, `fetchModelCatalog` without a key refreshes the token and asks once more; with a key the 401 is final for both calls: the server’s message, no refresh, no second request, and the key appears in no console line',
    pages: [`${GUIDES}/models#how-it-works`, `${GUIDES}/models#what-can-fail`, `${GUIDES}/api-keys#what-can-fail`],
    test: MODELS_KEYS,
  },
  'v3.models-answer-checks': {
    release: '3.2.0',
    title:
      '`fetchModels` and `fetchModelCatalog` check the decrypted answer’s outline (an object, `object: "list"`, a `data` array, an `aliases` array, both `defaults` alias ids) and reject with a message naming the part, logged after "Error fetching models:" or "Error fetching model catalog:"; the entries themselves are not checked',
    pages: [`${GUIDES}/models#how-it-works`, `${GUIDES}/models#what-can-fail`],
    test: MODELS_KEYS,
  },
  'v3.models-empty-and-fallback': {
    release: '3.2.0',
    title:
      'an empty model answer rejects with "No data received from the server", or with an API key with "Failed to fetch models" or "Failed to fetch model catalog", the same texts an error answer without a message gives; an error answer’s own message wins; with neither key nor access token both reject with "No access token available" and send nothing',
    pages: [`${GUIDES}/models#what-can-fail`],
    test: MODELS_KEYS,
  },
  'v3.context-key-scope': {
    release: '3.2.0',
    title:
      'with an API key set on the context, only `aiCustomFetch`, `fetchModels` and `fetchModelCatalog` send it; key management, storage, conversations, projects, responses, instructions, agents and the context’s `transcribeAudio` send the access token, and `transcribeAudio` sends a key only when given as its sixth argument; no console line holds the key',
    pages: [
      `${GUIDES}/api-keys#using-a-key`,
      `${GUIDES}/api-keys#managing-keys`,
      `${GUIDES}/responses#how-it-works`,
      `${GUIDES}/conversations#how-it-works`,
      `${GUIDES}/conversation-projects#how-it-works`,
      `${GUIDES}/instructions#how-it-works`,
      `${GUIDES}/agents#authentication-without-the-context`,
    ],
    test: MODELS_KEYS,
  },
  'v3.ai-members-identity': {
    release: '3.2.0',
    title:
      'the context’s conversation, project, key-management, response and instruction members are the same functions on every render, and those of conversations, projects and keys are the package’s top-level exports; `fetchModels` and `fetchModelCatalog` are new functions on every render',
    pages: [
      `${GUIDES}/conversations#context-member-or-top-level-function`,
      `${GUIDES}/conversation-projects#the-api-in-320`,
      `${GUIDES}/responses#the-api-in-320`,
      `${GUIDES}/instructions#the-api-in-320`,
      `${GUIDES}/api-keys#managing-keys`,
    ],
    test: MODELS_KEYS,
  },
  'v3.api-key-client-checks': {
    release: '3.2.0',
    title:
      '`setApiKey` sends nothing to the server, and `createApiKey` and `deleteApiKey` send any name as given, an empty one or one with `/` and spaces included, URL-encoded in the delete path',
    pages: [`${GUIDES}/api-keys#managing-keys`, `${GUIDES}/api-keys#what-setapikey-does-with-a-value`],
    test: MODELS_KEYS,
  },
  'v3.api-key-fallback-messages': {
    release: '3.2.0',
    title:
      '`createApiKey`, `listApiKeys` and `deleteApiKey` reject with the error answer’s `message`, or "Failed to create API key", "Failed to list API keys" and "Failed to delete API key" when it has none, after writing the error with `console.error`',
    pages: [`${GUIDES}/api-keys#what-can-fail`],
    test: MODELS_KEYS,
  },
} as const satisfies Record<`v3.${string}`, SdkBehaviour & {release: '3.2.0'}>;
