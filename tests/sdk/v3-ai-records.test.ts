/**
 * 3.2.0's Responses and instruction members of the context and its agent functions: the
 * requests they build, what `createResponse` does with an event stream, and the messages they
 * reject with.
 */
import * as sdk3 from '@opensecret/react';
import type {OpenSecretContextType} from '@opensecret/react';
import {expect} from 'vitest';
import {aiRecords} from '../../src/stand-in/ai-records';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {type ErrorCase, expectFallbackMessages} from './support/error-cases';
import {call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const RESPONSES = '/v1/responses';
const INSTRUCTIONS = '/v1/instructions';
const AGENT = '/v1/agent';
const SUBAGENTS = '/v1/agent/subagents';
const AGENT_FUNCTIONS = [
  'getMainAgent',
  'deleteMainAgent',
  'listMainAgentItems',
  'getMainAgentItem',
  'createSubagent',
  'listSubagents',
  'getSubagent',
  'deleteSubagent',
  'listSubagentItems',
  'getSubagentItem',
] as const;

type InstructionListParams = Parameters<OpenSecretContextType['listInstructions']>[0];

/** `METHOD path` of the requests since `count`, with whether each had a body. */
const sentSince = (count: number): string[] =>
  standIn.log
    .all()
    .slice(count)
    .map(
      (request) => `${request.method} ${request.path}${request.search}${request.rawBody === undefined ? '' : ' +body'}`,
    );

/**
 * @backs guides/responses#how-it-works
 * @backs guides/responses#the-api-in-320
 * @backs guides/responses#listing-responseslistparams-and-responseslistresponse
 * @backs guides/responses#security-notes
 */
test('v3.response-requests: `createResponse` sends the request object unchanged in an encrypted `POST /v1/responses`; `fetchResponse`, `cancelResponse` (`POST …/cancel`) and `deleteResponse` put the URL-encoded ID into the path and send no body; `fetchResponsesList` sends `limit` whenever it is defined and `after`, `before` and `order` only when non-empty', async () => {
  const {sdk} = await signedIn('3.2.0');
  const request = {model: STAND_IN_MODEL, input: 'summarise my notes', metadata: {app: 'notes'}};
  const created = await call(() => sdk().createResponse(request));
  expect(created).toMatchObject({object: 'response', status: 'completed', output: 'echo: summarise my notes'});
  expect(standIn.log.to(RESPONSES, 'POST')[0].decryptedBody).toEqual(request);
  const start = standIn.log.all().length;
  expect(await call(() => sdk().fetchResponse(created.id))).toEqual(created);
  await call(() => sdk().fetchResponsesList({limit: 0, after: '', before: '', order: ''}));
  await call(() => sdk().fetchResponsesList({limit: 2, after: 'resp 1', before: 'resp/9', order: 'desc'}));
  aiRecords(standIn.backend).responses.get(sdk().auth.user!.user.id, created.id)!.status = 'in_progress';
  expect(await call(() => sdk().cancelResponse(created.id))).toMatchObject({id: created.id, status: 'cancelled'});
  expect(await call(() => sdk().deleteResponse(created.id))).toEqual({
    id: created.id,
    object: 'response.deleted',
    deleted: true,
  });
  await rejection(() => sdk().fetchResponse('resp/1 x'));
  expect(sentSince(start)).toEqual([
    `GET ${RESPONSES}/${created.id}`,
    `GET ${RESPONSES}?limit=0`,
    `GET ${RESPONSES}?limit=2&after=resp%201&before=resp%2F9&order=desc`,
    `POST ${RESPONSES}/${created.id}/cancel`,
    `DELETE ${RESPONSES}/${created.id}`,
    `GET ${RESPONSES}/resp%2F1%20x`,
  ]);
});

/**
 * @backs guides/responses#how-it-works
 * @backs guides/responses#what-can-fail
 */
test('v3.create-response-stream-rejects: `createResponse({stream: true})` sends `stream: true` as given, and when the answer is an event stream it rejects with "Failed to decrypt or parse the response", without a second request', async () => {
  const {sdk} = await signedIn('3.2.0');
  const error = await rejection(() => sdk().createResponse({model: STAND_IN_MODEL, input: 'hi', stream: true}));
  expect(error).toEqual(new Error('Failed to decrypt or parse the response'));
  const [sent] = standIn.log.to(RESPONSES, 'POST');
  expect(sent.decryptedBody).toEqual({model: STAND_IN_MODEL, input: 'hi', stream: true});
  expect(standIn.log.to(RESPONSES, 'POST')).toHaveLength(1);
  expect(consoleText()).toContain('error: Error decrypting or parsing response:');
});

/**
 * @backs guides/responses#what-can-fail
 * @backs guides/responses#security-notes
 */
test('v3.response-fallback-messages: each Responses member rejects with the error answer’s `message`, or its own fallback text ("Failed to create response" …) when the answer has none, after writing the error with `console.error`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const one = `${RESPONSES}/r1`;
  await expectFallbackMessages([
    {
      method: 'POST',
      path: RESPONSES,
      fallback: 'Failed to create response',
      call: () => sdk().createResponse({model: STAND_IN_MODEL, input: 'x'}),
    },
    {method: 'GET', path: one, fallback: 'Failed to retrieve response', call: () => sdk().fetchResponse('r1')},
    {method: 'GET', path: RESPONSES, fallback: 'Failed to list responses', call: () => sdk().fetchResponsesList()},
    {
      method: 'POST',
      path: `${one}/cancel`,
      fallback: 'Failed to cancel response',
      call: () => sdk().cancelResponse('r1'),
    },
    {method: 'DELETE', path: one, fallback: 'Failed to delete response', call: () => sdk().deleteResponse('r1')},
  ]);
});

/**
 * @backs guides/instructions#how-it-works
 * @backs guides/instructions#the-api-in-320
 * @backs guides/instructions#what-can-fail
 */
test('v3.instruction-requests: `createInstruction` (`POST /v1/instructions`) and `updateInstruction` (`POST /v1/instructions/{id}`) send the request object unchanged, empty names, prompts and `{}` included; `getInstruction`, `deleteInstruction` and `setDefaultInstruction` (`POST …/set-default`) send no body; IDs are URL-encoded', async () => {
  const {sdk} = await signedIn('3.2.0');
  const request = {name: 'Code reviewer', prompt: 'Point out bugs first.', is_default: true};
  const created = await call(() => sdk().createInstruction(request));
  const start = standIn.log.all().length;
  await call(() => sdk().updateInstruction(created.id, {prompt: 'Point out bugs first, style last.'}));
  await call(() => sdk().getInstruction(created.id));
  await call(() => sdk().setDefaultInstruction(created.id));
  await call(() => sdk().deleteInstruction(created.id));
  // Empty values are sent as they are; the stand-in refuses them.
  await rejection(() => sdk().createInstruction({name: '', prompt: ''}));
  await rejection(() => sdk().updateInstruction('instr/1 x', {}));
  expect(sentSince(start)).toEqual([
    `POST ${INSTRUCTIONS}/${created.id} +body`,
    `GET ${INSTRUCTIONS}/${created.id}`,
    `POST ${INSTRUCTIONS}/${created.id}/set-default`,
    `DELETE ${INSTRUCTIONS}/${created.id}`,
    `POST ${INSTRUCTIONS} +body`,
    `POST ${INSTRUCTIONS}/instr%2F1%20x +body`,
  ]);
  expect(standIn.log.to(/^\/v1\/instructions/, 'POST').map((sent) => sent.decryptedBody)).toEqual([
    request,
    {prompt: 'Point out bugs first, style last.'},
    undefined,
    {name: '', prompt: ''},
    {},
  ]);
});

/**
 * @backs guides/instructions#requests-and-other-results
 * @backs guides/instructions#security-notes
 */
test('v3.instruction-list-query: `listInstructions` sends `limit` whenever it is defined, `after` and `order` only when non-empty, and never `before`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const withBefore = {limit: 3, after: 'instr 1', order: 'asc', before: 'instr 9'} as InstructionListParams;
  await call(() => sdk().listInstructions());
  await call(() => sdk().listInstructions({limit: 0, after: '', order: ''}));
  await call(() => sdk().listInstructions(withBefore));
  expect(standIn.log.to(INSTRUCTIONS, 'GET').map((request) => request.search)).toEqual([
    '',
    '?limit=0',
    '?limit=3&after=instr%201&order=asc',
  ]);
});

/**
 * @backs guides/instructions#what-can-fail
 * @backs guides/instructions#security-notes
 */
test('v3.instruction-fallback-messages: each instruction member rejects with the error answer’s `message`, or its own fallback text ("Failed to create instruction" …) when the answer has none, after writing the error with `console.error`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const one = `${INSTRUCTIONS}/i1`;
  await expectFallbackMessages([
    {
      method: 'POST',
      path: INSTRUCTIONS,
      fallback: 'Failed to create instruction',
      call: () => sdk().createInstruction({name: 'n', prompt: 'p'}),
    },
    {method: 'GET', path: INSTRUCTIONS, fallback: 'Failed to list instructions', call: () => sdk().listInstructions()},
    {method: 'GET', path: one, fallback: 'Failed to retrieve instruction', call: () => sdk().getInstruction('i1')},
    {
      method: 'POST',
      path: one,
      fallback: 'Failed to update instruction',
      call: () => sdk().updateInstruction('i1', {name: 'n'}),
    },
    {method: 'DELETE', path: one, fallback: 'Failed to delete instruction', call: () => sdk().deleteInstruction('i1')},
    {
      method: 'POST',
      path: `${one}/set-default`,
      fallback: 'Failed to set default instruction',
      call: () => sdk().setDefaultInstruction('i1'),
    },
  ]);
});

/**
 * @backs guides/agents#the-requests
 * @backs guides/agents#authentication-without-the-context
 * @backs guides/agents#security-notes
 */
test('v3.agent-requests: the ten agent functions, none of them on the context, send their `GET` and `DELETE` requests to `/v1/agent…` paths with URL-encoded IDs and no body; only `createSubagent` sends one, encrypted; all authenticate with the access token', async () => {
  const {sdk} = await signedIn('3.2.0');
  expect(AGENT_FUNCTIONS.filter((name) => name in sdk())).toEqual([]);
  const start = standIn.log.all().length;
  const main = await call(() => sdk3.getMainAgent());
  const items = await call(() => sdk3.listMainAgentItems());
  await call(() => sdk3.getMainAgentItem(items.data[0].id));
  const subagent = await call(() => sdk3.createSubagent({purpose: 'Plan the trip', display_name: 'Planner'}));
  await call(() => sdk3.getSubagent(subagent.id));
  await call(() => sdk3.listSubagentItems(subagent.id));
  await rejection(() => sdk3.getSubagentItem(subagent.id, 'msg 1/2'));
  await call(() => sdk3.deleteSubagent(subagent.id));
  await call(() => sdk3.deleteMainAgent());
  await rejection(() => sdk3.getSubagent('sub/1 x'));
  const sent = standIn.log.all().slice(start);
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    `GET ${AGENT}`,
    `GET ${AGENT}/items`,
    `GET ${AGENT}/items/${items.data[0].id}`,
    `POST ${SUBAGENTS}`,
    `GET ${SUBAGENTS}/${subagent.id}`,
    `GET ${SUBAGENTS}/${subagent.id}/items`,
    `GET ${SUBAGENTS}/${subagent.id}/items/msg%201%2F2`,
    `DELETE ${SUBAGENTS}/${subagent.id}`,
    `DELETE ${AGENT}`,
    `GET ${SUBAGENTS}/sub%2F1%20x`,
  ]);
  expect(sent.filter((request) => request.rawBody !== undefined).map((request) => request.decryptedBody)).toEqual([
    {purpose: 'Plan the trip', display_name: 'Planner'},
  ]);
  expect(main).toMatchObject({object: 'agent.main', kind: 'main'});
  const bearer = `Bearer ${window.localStorage.getItem('access_token') ?? ''}`;
  expect(sent.every((request) => request.headers.authorization === bearer)).toBe(true);
});

/**
 * @backs guides/agents#the-requests
 * @backs guides/agents#lists-and-pages
 */
test('v3.agent-list-query: the agent list functions send `limit` whenever it is defined, `after`, `order` and `created_by` only when non-empty, and `include` once per entry', async () => {
  const {sdk} = await signedIn('3.2.0');
  const subagent = await call(() => sdk3.createSubagent({purpose: 'Research'}));
  await call(async () => {
    await sdk3.listSubagents();
    await sdk3.listSubagents({limit: 0, after: '', order: ''});
    await sdk3.listSubagents({limit: 5, after: 'sub 1', order: 'asc', created_by: 'agent'});
    await sdk3.listMainAgentItems({limit: 2, after: 'msg/1', order: 'desc', include: ['a b', 'c']});
    await sdk3.listSubagentItems(subagent.id, {include: []});
    await sdk3.listSubagentItems(subagent.id, {include: ['x&y']});
  });
  expect(sdk().auth.user).toBeDefined();
  const searches = standIn.log
    .all()
    .filter((request) => request.method === 'GET')
    .map((request) => `${request.path}${request.search}`);
  expect(searches.slice(-6)).toEqual([
    SUBAGENTS,
    `${SUBAGENTS}?limit=0`,
    `${SUBAGENTS}?limit=5&after=sub%201&order=asc&created_by=agent`,
    `${AGENT}/items?limit=2&after=msg%2F1&order=desc&include=a%20b&include=c`,
    `${SUBAGENTS}/${subagent.id}/items`,
    `${SUBAGENTS}/${subagent.id}/items?include=x%26y`,
  ]);
});

/**
 * @backs guides/agents#what-can-fail
 */
test('v3.agent-fallback-messages: each agent function rejects with the error answer’s `message`, or its own fallback text ("Failed to get main agent" …) when the answer has none, after writing the error with `console.error`', async () => {
  await signedIn('3.2.0');
  const sub = `${SUBAGENTS}/s1`;
  const cases: ErrorCase[] = [
    {method: 'GET', path: AGENT, fallback: 'Failed to get main agent', call: () => sdk3.getMainAgent()},
    {method: 'DELETE', path: AGENT, fallback: 'Failed to delete main agent', call: () => sdk3.deleteMainAgent()},
    {
      method: 'GET',
      path: `${AGENT}/items`,
      fallback: 'Failed to list main agent items',
      call: () => sdk3.listMainAgentItems(),
    },
    {
      method: 'GET',
      path: `${AGENT}/items/m1`,
      fallback: 'Failed to get main agent item',
      call: () => sdk3.getMainAgentItem('m1'),
    },
    {method: 'GET', path: SUBAGENTS, fallback: 'Failed to list subagents', call: () => sdk3.listSubagents()},
    {method: 'GET', path: sub, fallback: 'Failed to get subagent', call: () => sdk3.getSubagent('s1')},
    {
      method: 'POST',
      path: SUBAGENTS,
      fallback: 'Failed to create subagent',
      call: () => sdk3.createSubagent({purpose: 'p'}),
    },
    {method: 'DELETE', path: sub, fallback: 'Failed to delete subagent', call: () => sdk3.deleteSubagent('s1')},
    {
      method: 'GET',
      path: `${sub}/items`,
      fallback: 'Failed to list subagent items',
      call: () => sdk3.listSubagentItems('s1'),
    },
    {
      method: 'GET',
      path: `${sub}/items/m1`,
      fallback: 'Failed to get subagent item',
      call: () => sdk3.getSubagentItem('s1', 'm1'),
    },
  ];
  await expectFallbackMessages(cases);
});
