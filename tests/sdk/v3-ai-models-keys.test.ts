/**
 * 3.2.0's model list and catalog, and which calls an API key reaches: requests, answer
 * checks and messages of `fetchModels` and `fetchModelCatalog`, the calls that send the
 * context's key and those that never do, and which context members keep their identity
 * across renders.
 */
import {Blob as NodeBlob} from 'node:buffer';
import * as sdk3 from '@opensecret/react';
import {expect} from 'vitest';
import {STAND_IN_CATALOG} from '../../src/stand-in/routes/model-catalog';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {deprecatedConversationCalls as conversationCalls} from './support/deprecated-conversations';
import {expectFallbackMessages} from './support/error-cases';
import {call, rejection, renderSdk, signedIn} from './support/render';
import {sealedAnswer} from './support/sealed';
import {standIn} from './support/stand-in-instance';

const MODELS = '/v1/models';
const CATALOG = '/v1/models/catalog';
const KEY = '0f6f3c2e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';

const accessBearer = (): string => `Bearer ${window.localStorage.getItem('access_token') ?? ''}`;

/** The requests since `count`, attestation nonces hidden. */
const after = (count: number): string[] =>
  standIn.log
    .lines()
    .slice(count)
    .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>'));

/**
 * @backs guides/models#how-it-works
 * @backs guides/models#the-api-in-320
 * @backs guides/api-keys#using-a-key
 * @backs guides/ai-integration#4-choose-a-model
 */
test('v3.models-requests: `fetchModels` sends `GET /v1/models` and resolves the list’s `data`, `fetchModelCatalog` sends `GET /v1/models/catalog` and resolves the whole catalog, each call a new request; the context forms send the context’s API key when one is set, the top-level forms the key passed, else the access token', async () => {
  const {sdk} = await signedIn('3.2.0');
  const models = await call(() => sdk().fetchModels());
  expect(models.map((model) => model.id)).toEqual([STAND_IN_MODEL]);
  expect(await call(() => sdk().fetchModelCatalog())).toEqual(STAND_IN_CATALOG);
  await call(() => sdk3.fetchModels());
  await call(() => sdk3.fetchModelCatalog(KEY).catch(() => undefined));
  const {key} = await call(() => sdk().createApiKey('models'));
  await call(async () => sdk().setApiKey(key));
  await call(() => sdk().fetchModels());
  await call(() => sdk().fetchModelCatalog());
  const sent = standIn.log
    .to(/^\/v1\/models/)
    .map((request) => `${request.method} ${request.path} ${request.headers.authorization}`);
  expect(sent).toEqual([
    `GET ${MODELS} ${accessBearer()}`,
    `GET ${CATALOG} ${accessBearer()}`,
    `GET ${MODELS} ${accessBearer()}`,
    `GET ${CATALOG} Bearer ${KEY}`,
    `GET ${MODELS} Bearer ${key}`,
    `GET ${CATALOG} Bearer ${key}`,
  ]);
});

/**
 * @backs guides/models#how-it-works
 * @backs guides/models#what-can-fail
 * @backs guides/api-keys#what-can-fail
 */
test('v3.models-unauthorized: after a 401, `fetchModelCatalog` without a key refreshes the token and asks once more; with a key the 401 is final for both calls: the server’s message, no refresh, no second request, and the key appears in no console line', async () => {
  const {sdk} = await signedIn('3.2.0');
  const signInRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  await call(() => sdk().fetchModelCatalog());
  expect(after(signInRequests)).toEqual([`GET ${CATALOG}`, 'POST /refresh', `GET ${CATALOG}`]);
  const keyRequests = standIn.log.lines().length;
  expect(await rejection(() => sdk3.fetchModelCatalog(KEY))).toEqual(new Error('stand-in: access token not valid'));
  expect(await rejection(() => sdk3.fetchModels(KEY))).toEqual(new Error('stand-in: access token not valid'));
  expect(after(keyRequests)).toEqual([`GET ${CATALOG}`, `GET ${MODELS}`]);
  expect(consoleText()).toContain('stand-in: access token not valid');
  expect(consoleText()).not.toContain(KEY);
});

/**
 * @backs guides/models#how-it-works
 * @backs guides/models#what-can-fail
 */
test('v3.models-answer-checks: `fetchModels` and `fetchModelCatalog` check the decrypted answer’s outline (an object, `object: "list"`, a `data` array, an `aliases` array, both `defaults` alias ids) and reject with a message naming the part, logged after "Error fetching models:" or "Error fetching model catalog:"; the entries themselves are not checked', async () => {
  const {sdk} = await signedIn('3.2.0');
  const refusedWith = async (path: string, answer: unknown, fetch: () => Promise<unknown>): Promise<string> => {
    standIn.faults.add(sealedAnswer(path, JSON.stringify(answer)));
    return ((await rejection(fetch)) as Error).message;
  };
  const models = (): Promise<unknown> => sdk().fetchModels();
  const catalog = (): Promise<unknown> => sdk().fetchModelCatalog();
  expect(await refusedWith(MODELS, 'a list of models', models)).toBe('Invalid response from models endpoint');
  expect(await refusedWith(MODELS, {object: 'list', data: {}}, models)).toBe(
    "Models response missing expected 'object' or 'data' fields",
  );
  expect(await refusedWith(CATALOG, 42, catalog)).toBe('Invalid response from model catalog endpoint');
  expect(await refusedWith(CATALOG, {...STAND_IN_CATALOG, object: 'catalog'}, catalog)).toBe(
    "Model catalog response missing expected 'object' or 'data' fields",
  );
  const {aliases: _aliases, ...withoutAliases} = STAND_IN_CATALOG;
  expect(await refusedWith(CATALOG, withoutAliases, catalog)).toBe(
    "Model catalog response missing expected 'aliases' field",
  );
  expect(
    await refusedWith(
      CATALOG,
      {...STAND_IN_CATALOG, defaults: {quick: 'auto:quick', powerful: STAND_IN_MODEL}},
      catalog,
    ),
  ).toBe("Model catalog response missing expected 'defaults' field");
  expect(consoleText()).toMatch(/^error: Error fetching models: Error: Invalid response from models endpoint/m);
  expect(consoleText()).toMatch(/^error: Error fetching model catalog: Error: Invalid response from model catalog/m);
  // The entries themselves are not checked.
  const sparse = {...STAND_IN_CATALOG, data: [{}], aliases: ['not an alias']};
  standIn.faults.add(sealedAnswer(CATALOG, JSON.stringify(sparse)));
  expect(await call(() => sdk().fetchModelCatalog())).toEqual(sparse);
});

/**
 * @backs guides/models#what-can-fail
 */
test('v3.models-empty-and-fallback: an empty model answer rejects with "No data received from the server", or with an API key with "Failed to fetch models" or "Failed to fetch model catalog", the same texts an error answer without a message gives; an error answer’s own message wins; with neither key nor access token both reject with "No access token available" and send nothing', async () => {
  const {sdk} = await signedIn('3.2.0');
  standIn.faults.add(sealedAnswer(MODELS, 'null'));
  expect(await rejection(() => sdk().fetchModels())).toEqual(new Error('No data received from the server'));
  standIn.faults.add(sealedAnswer(MODELS, 'null'));
  expect(await rejection(() => sdk3.fetchModels(KEY))).toEqual(new Error('Failed to fetch models'));
  standIn.faults.add(sealedAnswer(CATALOG, 'null'));
  expect(await rejection(() => sdk3.fetchModelCatalog(KEY))).toEqual(new Error('Failed to fetch model catalog'));
  standIn.faults.add({path: MODELS, status: 503, body: {json: {status: 503}}});
  expect(await rejection(() => sdk().fetchModels())).toEqual(new Error('Failed to fetch models'));
  standIn.faults.add({path: CATALOG, status: 503, body: {json: {status: 503}}});
  expect(await rejection(() => sdk().fetchModelCatalog())).toEqual(new Error('Failed to fetch model catalog'));
  standIn.faults.add({path: CATALOG, status: 503, body: {json: {status: 503, message: 'stand-in: catalog busy'}}});
  expect(await rejection(() => sdk().fetchModelCatalog())).toEqual(new Error('stand-in: catalog busy'));
  window.localStorage.removeItem('access_token');
  const requests = standIn.log.all().length;
  expect(await rejection(() => sdk().fetchModels())).toEqual(new Error('No access token available'));
  expect(await rejection(() => sdk().fetchModelCatalog())).toEqual(new Error('No access token available'));
  expect(standIn.log.all()).toHaveLength(requests);
});

/**
 * @backs guides/api-keys#using-a-key
 * @backs guides/api-keys#managing-keys
 * @backs guides/responses#how-it-works
 * @backs guides/conversations#how-it-works
 * @backs guides/conversation-projects#how-it-works
 * @backs guides/instructions#how-it-works
 * @backs guides/agents#authentication-without-the-context
 */
test('v3.context-key-scope: with an API key set on the context, only `aiCustomFetch`, `fetchModels` and `fetchModelCatalog` send it; key management, storage, conversations, projects, responses, instructions, agents and the context’s `transcribeAudio` send the access token, and `transcribeAudio` sends a key only when given as its sixth argument; no console line holds the key', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('everything'));
  await call(async () => sdk().setApiKey(key));
  const start = standIn.log.all().length;
  // Node's Blob, which has `arrayBuffer()` as a browser's does; jsdom's lacks it.
  const audio = new NodeBlob([new Uint8Array([1, 2, 3])], {type: 'audio/wav'}) as Blob;
  const transcriptions = '/v1/audio/transcriptions';
  standIn.faults.add({path: transcriptions, status: 503, body: {json: {status: 503}}, times: 2});
  const os = sdk();
  await call(async () => {
    await os.createApiKey('second');
    await os.listApiKeys();
    await os.deleteApiKey('second');
    await os.put('k', 'v');
    await os.list();
    await conversationCalls(os).create({title: 't'});
    await os.listConversations();
    await os.createConversationProject({name: 'p'});
    await os.listConversationProjects();
    await os.createResponse({model: STAND_IN_MODEL, input: 'x'});
    await os.fetchResponsesList();
    await os.createInstruction({name: 'n', prompt: 'p'});
    await os.listInstructions();
    await sdk3.getMainAgent();
    await sdk3.listSubagents();
    await os.transcribeAudio(audio).catch(() => undefined);
  });
  const userOnly = standIn.log.all().slice(start);
  expect(userOnly).toHaveLength(16);
  expect(userOnly.filter((request) => request.headers.authorization !== accessBearer())).toEqual([]);
  const keyed = standIn.log.all().length;
  await call(async () => {
    await os.fetchModels();
    await os.fetchModelCatalog();
    await os.aiCustomFetch(`${LOOPBACK_ORIGIN}/v1/chat/completions`, {method: 'POST', body: '{}'});
    await os.transcribeAudio(audio, undefined, undefined, undefined, undefined, key).catch(() => undefined);
  });
  expect(
    standIn.log
      .all()
      .slice(keyed)
      .map((request) => `${request.path} ${request.headers.authorization}`),
  ).toEqual([
    `${MODELS} Bearer ${key}`,
    `${CATALOG} Bearer ${key}`,
    `/v1/chat/completions Bearer ${key}`,
    `${transcriptions} Bearer ${key}`,
  ]);
  expect(consoleText()).not.toContain(key);
});

/**
 * @backs guides/conversations#context-member-or-top-level-function
 * @backs guides/conversation-projects#the-api-in-320
 * @backs guides/responses#the-api-in-320
 * @backs guides/instructions#the-api-in-320
 * @backs guides/api-keys#managing-keys
 */
test('v3.ai-members-identity: the context’s conversation, project, key-management, response and instruction members are the same functions on every render, and those of conversations, projects and keys are the package’s top-level exports; `fetchModels` and `fetchModelCatalog` are new functions on every render', async () => {
  const {sdk} = await renderSdk('3.2.0');
  const first = sdk();
  await call(async () => sdk().setApiKey(KEY));
  const second = sdk();
  expect(second).not.toBe(first);
  const shared = [
    'createConversation',
    'getConversation',
    'updateConversation',
    'deleteConversation',
    'listConversations',
    'listConversationItems',
    'getConversationItem',
    'deleteConversations',
    'batchDeleteConversations',
    'batchUpdateConversationProject',
    'createConversationProject',
    'listConversationProjects',
    'getConversationProject',
    'updateConversationProject',
    'deleteConversationProject',
    'createApiKey',
    'listApiKeys',
    'deleteApiKey',
  ] as const;
  for (const name of shared) {
    expect([name, second[name] === first[name], first[name] === sdk3[name]]).toEqual([name, true, true]);
  }
  const contextOnly = [
    'createResponse',
    'fetchResponse',
    'fetchResponsesList',
    'cancelResponse',
    'deleteResponse',
    'createInstruction',
    'listInstructions',
    'getInstruction',
    'updateInstruction',
    'deleteInstruction',
    'setDefaultInstruction',
  ] as const;
  for (const name of contextOnly) {
    expect([name, second[name] === first[name], name in sdk3]).toEqual([name, true, false]);
  }
  for (const name of ['fetchModels', 'fetchModelCatalog'] as const) {
    expect([name, second[name] === first[name], first[name] === sdk3[name]]).toEqual([name, false, false]);
  }
});

/**
 * @backs guides/api-keys#managing-keys
 * @backs guides/api-keys#what-setapikey-does-with-a-value
 */
test('v3.api-key-client-checks: `setApiKey` sends nothing to the server, and `createApiKey` and `deleteApiKey` send any name as given, an empty one or one with `/` and spaces included, URL-encoded in the delete path', async () => {
  const {sdk} = await signedIn('3.2.0');
  const requests = standIn.log.all().length;
  await call(async () => sdk().setApiKey(KEY));
  expect(sdk().apiKey).toBe(KEY);
  expect(standIn.log.all()).toHaveLength(requests);
  await call(() => sdk().createApiKey(''));
  await call(() => sdk().createApiKey('team/ci key'));
  await call(() => sdk().deleteApiKey('team/ci key'));
  expect(standIn.log.to('/protected/api-keys', 'POST').map((request) => request.decryptedBody)).toEqual([
    {name: ''},
    {name: 'team/ci key'},
  ]);
  expect(standIn.log.lines().at(-1)).toBe('DELETE /protected/api-keys/team%2Fci%20key');
});

/**
 * @backs guides/api-keys#what-can-fail
 */
test('v3.api-key-fallback-messages: `createApiKey`, `listApiKeys` and `deleteApiKey` reject with the error answer’s `message`, or "Failed to create API key", "Failed to list API keys" and "Failed to delete API key" when it has none, after writing the error with `console.error`', async () => {
  const {sdk} = await signedIn('3.2.0');
  await expectFallbackMessages([
    {
      method: 'POST',
      path: '/protected/api-keys',
      fallback: 'Failed to create API key',
      call: () => sdk().createApiKey('laptop'),
    },
    {method: 'GET', path: '/protected/api-keys', fallback: 'Failed to list API keys', call: () => sdk().listApiKeys()},
    {
      method: 'DELETE',
      path: '/protected/api-keys/laptop',
      fallback: 'Failed to delete API key',
      call: () => sdk().deleteApiKey('laptop'),
    },
  ]);
});
