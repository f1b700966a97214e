/**
 * Failures that 3.2.0's conversation, project, response, instruction and agent calls share
 * through the SDK's helper for signed-in requests: no access token, an answer that decrypts to
 * nothing or to text that is not JSON, what a 401 writes to the console, and a session that
 * cannot be set up. (A network failure and a failed token refresh: `v3-users-failures`.)
 */
import * as sdk3 from '@opensecret/react';
import {expect} from 'vitest';
import {developmentDocument} from '../../src/stand-in/handshake';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {deprecatedConversationCalls as conversationCalls} from './support/deprecated-conversations';
import {call, rejection, renderSdk, signedIn} from './support/render';
import {sealedAnswer} from './support/sealed';
import {standIn} from './support/stand-in-instance';

const KEY = '0f6f3c2e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';

/**
 * @backs guides/api-keys#what-can-fail
 * @backs guides/conversations#what-can-fail
 * @backs guides/conversation-projects#what-can-fail
 * @backs guides/responses#how-it-works
 * @backs guides/responses#what-can-fail
 * @backs guides/instructions#how-it-works
 * @backs guides/instructions#what-can-fail
 * @backs guides/agents#authentication-without-the-context
 * @backs guides/agents#what-can-fail
 */
test('v3.ai-records-no-token: without a stored access token, the three API-key management calls and each of the 36 conversation, project, response, instruction and agent functions reject with "No access token available" and send nothing, even with an API key set on the context', async () => {
  const {sdk} = await renderSdk('3.2.0');
  await call(async () => sdk().setApiKey(KEY));
  const os = sdk();
  const calls: (() => Promise<unknown>)[] = [
    () => os.createApiKey('laptop'),
    () => os.listApiKeys(),
    () => os.deleteApiKey('laptop'),
    () => conversationCalls(os).create(),
    () => conversationCalls(os).get('c1'),
    () => conversationCalls(os).update('c1', {title: 't'}),
    () => conversationCalls(os).remove('c1'),
    () => os.listConversations(),
    () => conversationCalls(os).listItems('c1'),
    () => os.getConversationItem('c1', 'm1'),
    () => os.deleteConversations(),
    () => os.batchDeleteConversations(['c1']),
    () => os.batchUpdateConversationProject(['c1'], null),
    () => os.createConversationProject({name: 'p'}),
    () => os.listConversationProjects(),
    () => os.getConversationProject('p1'),
    () => os.updateConversationProject('p1', {name: 'p'}),
    () => os.deleteConversationProject('p1'),
    () => os.createResponse({model: STAND_IN_MODEL, input: 'x'}),
    () => os.fetchResponse('r1'),
    () => os.fetchResponsesList(),
    () => os.cancelResponse('r1'),
    () => os.deleteResponse('r1'),
    () => os.createInstruction({name: 'n', prompt: 'p'}),
    () => os.listInstructions(),
    () => os.getInstruction('i1'),
    () => os.updateInstruction('i1', {name: 'n'}),
    () => os.deleteInstruction('i1'),
    () => os.setDefaultInstruction('i1'),
    () => sdk3.getMainAgent(),
    () => sdk3.deleteMainAgent(),
    () => sdk3.listMainAgentItems(),
    () => sdk3.getMainAgentItem('m1'),
    () => sdk3.createSubagent({purpose: 'p'}),
    () => sdk3.listSubagents(),
    () => sdk3.getSubagent('s1'),
    () => sdk3.deleteSubagent('s1'),
    () => sdk3.listSubagentItems('s1'),
    () => sdk3.getSubagentItem('s1', 'm1'),
  ];
  const messages: string[] = [];
  for (const run of calls) messages.push(((await rejection(run)) as Error).message);
  expect(new Set(messages)).toEqual(new Set(['No access token available']));
  expect(messages).toHaveLength(39);
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs guides/conversations#what-can-fail
 * @backs guides/conversations#security-notes
 * @backs guides/conversation-projects#what-can-fail
 * @backs guides/responses#what-can-fail
 * @backs guides/instructions#what-can-fail
 * @backs guides/agents#what-can-fail
 * @backs guides/models#what-can-fail
 */
test('v3.unreadable-answers: a successful answer that decrypts to `null` rejects with "No data received from the server"; one that decrypts to text that is not JSON rejects with "Failed to decrypt or parse the response", sent once, after logging the parse error, which quotes the start of the decrypted text', async () => {
  const {sdk} = await signedIn('3.2.0');
  standIn.faults.add(sealedAnswer('/v1/conversations/c1', 'null'));
  expect(await rejection(() => conversationCalls(sdk()).get('c1'))).toEqual(
    new Error('No data received from the server'),
  );
  standIn.faults.add(sealedAnswer('/v1/instructions/i1', 'not json: therapy notes for Tuesday'));
  expect(await rejection(() => sdk().getInstruction('i1'))).toEqual(
    new Error('Failed to decrypt or parse the response'),
  );
  expect(consoleText()).toMatch(/^error: Error decrypting or parsing response: SyntaxError: .*"not json: /m);
  expect(standIn.log.to('/v1/instructions/i1')).toHaveLength(1);
});

/**
 * @backs guides/api-keys#what-can-fail
 * @backs guides/conversations#what-can-fail
 * @backs guides/conversation-projects#security-notes
 * @backs guides/responses#security-notes
 * @backs guides/instructions#security-notes
 * @backs guides/agents#security-notes
 */
test('v3.unauthorized-logs-full-url: on a 401 the SDK logs the full request URL with `console.log`, IDs and query string included: a deleted API key’s name, a conversation list’s filters and cursor, a subagent’s and an item’s IDs', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().createApiKey('work laptop'));
  standIn.backend.expireAccessTokens();
  await call(() => sdk().deleteApiKey('work laptop'));
  standIn.backend.expireAccessTokens();
  await call(() => sdk().listConversations({project_id: 'proj-7', pinned: true, after: 'conv-3'}));
  standIn.backend.expireAccessTokens();
  await rejection(() => sdk3.getSubagentItem('sub-2', 'msg-5'));
  expect(consoleText()).toContain(
    `log: Received 401 for URL ${LOOPBACK_ORIGIN}/protected/api-keys/work%20laptop, attempting to refresh token`,
  );
  expect(consoleText()).toContain(
    `log: Received 401 for URL ${LOOPBACK_ORIGIN}/v1/conversations?after=conv-3&project_id=proj-7&pinned=true, attempting to refresh token`,
  );
  expect(consoleText()).toContain(
    `log: Received 401 for URL ${LOOPBACK_ORIGIN}/v1/agent/subagents/sub-2/items/msg-5, attempting to refresh token`,
  );
});

/**
 * @backs guides/conversations#what-can-fail
 * @backs guides/agents#what-can-fail
 * @backs guides/instructions#what-can-fail
 * @backs guides/responses#what-can-fail
 * @backs guides/conversation-projects#what-can-fail
 * @backs guides/models#what-can-fail
 */
test('v3.session-failures-before-request: when the tab holds no session, a document that cannot be processed rejects the call with "Couldn’t process attestation document: …" and a failed key exchange with "Key exchange failed"; the call’s own request is not sent', async () => {
  const {sdk} = await signedIn('3.2.0');
  window.sessionStorage.clear();
  const start = standIn.log.lines().length;
  standIn.attestationDocument = () => btoa('not an attestation document');
  const unattested = (await rejection(() => sdk().listInstructions())) as Error;
  expect(unattested.message).toMatch(/^Couldn't process attestation document: /);
  standIn.attestationDocument = developmentDocument;
  standIn.faults.add({path: '/key_exchange', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk3.listSubagents())).toEqual(new Error('Key exchange failed'));
  expect(
    standIn.log
      .lines()
      .slice(start)
      .map((line) => line.replace(/^GET (\S*)\/attestation\/.*$/, 'GET $1/attestation/<nonce>')),
  ).toEqual(['GET /attestation/<nonce>', 'GET /attestation/<nonce>', 'POST /key_exchange']);
});

/**
 * @backs guides/conversations#security-notes
 * @backs guides/instructions#security-notes
 * @backs guides/responses#security-notes
 * @backs guides/agents#security-notes
 */
test('v3.records-bodies-not-logged: creating, updating, reading and listing conversations, projects, responses, instructions and subagents writes none of the bodies sent or received to the console: no title, name, prompt, question, answer or purpose', async () => {
  const {sdk} = await signedIn('3.2.0');
  const secret = (what: string): string => `private ${what} about the biopsy`;
  await call(async () => {
    const os = sdk();
    const conversation = await conversationCalls(os).create({title: secret('title')});
    await conversationCalls(os).update(conversation.id, {title: secret('new title')});
    await os.listConversations();
    const project = await os.createConversationProject({name: secret('project')});
    await os.updateConversationProject(project.id, {instructions: secret('instructions')});
    await os.getConversationProject(project.id);
    await os.createResponse({model: STAND_IN_MODEL, input: secret('question'), conversation: conversation.id});
    await conversationCalls(os).listItems(conversation.id);
    await os.fetchResponsesList();
    const instruction = await os.createInstruction({name: secret('name'), prompt: secret('prompt')});
    await os.getInstruction(instruction.id);
    await sdk3.createSubagent({purpose: secret('purpose'), display_name: secret('display name')});
    await sdk3.listSubagents();
  });
  expect(consoleText()).not.toContain('biopsy');
  expect(consoleText()).toContain('Using existing attestation from session storage.');
});
