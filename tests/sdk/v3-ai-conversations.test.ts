/**
 * 3.2.0's conversation and conversation-project functions: the requests they build (bodies,
 * paths, query strings), the checks they make before sending, and the messages they reject with.
 */
import type {ConversationsListParams, OpenSecretContextType} from '@opensecret/react';
import {waitFor} from '@testing-library/react';
import {http} from 'msw';
import {expect} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {clearConsole, consoleText} from './support/console-capture';
import {deprecatedConversationCalls as conversationCalls} from './support/deprecated-conversations';
import {type ErrorCase, expectFallbackMessages} from './support/error-cases';
import {EMAIL, PASSWORD, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

const CONVERSATIONS = '/v1/conversations';
const PROJECTS = '/v1/conversation-projects';
const ODD_ID = 'conv/1 ?#';
const ODD_ID_IN_PATH = 'conv%2F1%20%3F%23';

type ProjectParams = Parameters<OpenSecretContextType['listConversationProjects']>[0];
type ItemParams = Parameters<OpenSecretContextType['listConversationItems']>[1];

/** The query strings of the GET requests to a path, oldest first. */
const queries = (path: string): string[] => standIn.log.to(path, 'GET').map((request) => request.search);

/**
 * @backs guides/conversations#how-it-works
 * @backs guides/conversations#the-api-in-320
 * @backs guides/conversations#1-create-a-conversation
 * @backs guides/conversations#marked-deprecated
 * @backs guides/conversations#security-notes
 */
test('v3.conversation-requests: `createConversation` sends only the fields it is given (`{}` for none, an `undefined` `project_id` left out) in an encrypted `POST /v1/conversations`; the other conversation functions put the URL-encoded IDs into the path, send no body, and authenticate with the access token and `x-session-id` headers; nothing warns at run time that they are deprecated', async () => {
  const {sdk} = await signedIn('3.2.0');
  const created = await call(() =>
    conversationCalls(sdk()).create({title: 'Flu'}, {project_id: 'proj-9', pinned: true}),
  );
  await call(() => conversationCalls(sdk()).create());
  await call(() => conversationCalls(sdk()).create({title: 'Trip'}, {project_id: undefined, pinned: false}));
  const creates = standIn.log.to(CONVERSATIONS, 'POST');
  expect(creates.map((request) => request.decryptedBody)).toEqual([
    {metadata: {title: 'Flu'}, project_id: 'proj-9', pinned: true},
    {},
    {metadata: {title: 'Trip'}, pinned: false},
  ]);
  expect(
    creates.every((request) => Object.keys(JSON.parse(request.rawBody ?? '') as object).join() === 'encrypted'),
  ).toBe(true);
  expect(await call(() => conversationCalls(sdk()).get(created.id))).toEqual(created);
  expect(consoleText()).not.toMatch(/deprecat/i);
  const reads = standIn.log.all().length;
  await rejection(() => conversationCalls(sdk()).get(ODD_ID));
  await rejection(() => conversationCalls(sdk()).listItems(ODD_ID));
  await rejection(() => sdk().getConversationItem(ODD_ID, 'msg 1'));
  await rejection(() => conversationCalls(sdk()).remove(ODD_ID));
  const sent = standIn.log.all().slice(reads);
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    `GET ${CONVERSATIONS}/${ODD_ID_IN_PATH}`,
    `GET ${CONVERSATIONS}/${ODD_ID_IN_PATH}/items`,
    `GET ${CONVERSATIONS}/${ODD_ID_IN_PATH}/items/msg%201`,
    `DELETE ${CONVERSATIONS}/${ODD_ID_IN_PATH}`,
  ]);
  expect(sent.every((request) => request.rawBody === undefined)).toBe(true);
  for (const request of sent) {
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
      'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
    });
  }
});

/**
 * @backs guides/conversations#2-read-and-update-one
 * @backs guides/conversations#what-can-fail
 * @backs guides/conversation-projects#5-move-conversations-in-and-out
 */
test('v3.conversation-update-fields: `updateConversation` without metadata, `project_id` or `pinned` (an `undefined` `project_id` counts as none) rejects with "At least one conversation field must be provided" before any request and without logging; `{project_id: null}` is sent as `null`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const conversation = await call(() => conversationCalls(sdk()).create({title: 'a'}, {project_id: 'proj-1'}));
  clearConsole();
  const before = standIn.log.all().length;
  const noField = new Error('At least one conversation field must be provided');
  expect(await rejection(() => conversationCalls(sdk()).update(conversation.id))).toEqual(noField);
  expect(await rejection(() => conversationCalls(sdk()).update(conversation.id, undefined, {}))).toEqual(noField);
  expect(
    await rejection(() => conversationCalls(sdk()).update(conversation.id, undefined, {project_id: undefined})),
  ).toEqual(noField);
  expect(standIn.log.all().length).toBe(before);
  expect(consoleText()).toBe('');
  const moved = await call(() => conversationCalls(sdk()).update(conversation.id, undefined, {project_id: null}));
  expect(moved.project_id).toBeNull();
  await call(() => conversationCalls(sdk()).update(conversation.id, {title: 'b'}));
  await call(() => conversationCalls(sdk()).update(conversation.id, undefined, {pinned: false}));
  const updates = standIn.log.to(`${CONVERSATIONS}/${conversation.id}`, 'POST');
  expect(updates.map((request) => request.decryptedBody)).toEqual([
    {project_id: null},
    {metadata: {title: 'b'}},
    {pinned: false},
  ]);
});

/**
 * @backs guides/conversations#list-parameters
 * @backs guides/conversations#security-notes
 * @backs guides/conversation-projects#security-notes
 */
test('v3.conversation-list-query: `listConversations` puts `limit` into the query whenever it is defined, `after`, `before`, `order` and `project_id` only when non-empty (URL-encoded), `unassigned_project` and `pinned` whenever defined, `false` included; `listConversationItems` sends only `limit`, `after` and `before`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const empty: ConversationsListParams = {
    limit: 0,
    after: '',
    before: '',
    project_id: '',
    unassigned_project: false,
    pinned: false,
  };
  const full: ConversationsListParams = {
    limit: 5,
    after: 'conv 1',
    before: 'conv/9',
    order: 'asc',
    project_id: 'p&1',
    unassigned_project: true,
    pinned: true,
  };
  await call(() => sdk().listConversations());
  await call(() => sdk().listConversations(empty));
  await call(() => sdk().listConversations(full));
  expect(queries(CONVERSATIONS)).toEqual([
    '',
    '?limit=0&unassigned_project=false&pinned=false',
    '?limit=5&after=conv%201&before=conv%2F9&order=asc&project_id=p%261&unassigned_project=true&pinned=true',
  ]);
  const {id} = await call(() => conversationCalls(sdk()).create());
  // Parameters the items call does not declare, to show that it sends only its own three.
  const itemParams = {limit: 2, after: 'msg 1', before: 'msg/9', order: 'desc', pinned: true} as ItemParams;
  await call(() => conversationCalls(sdk()).listItems(id, itemParams));
  await call(() => conversationCalls(sdk()).listItems(id, {after: '', before: ''}));
  expect(queries(`${CONVERSATIONS}/${id}/items`)).toEqual(['?limit=2&after=msg%201&before=msg%2F9', '']);
});

/**
 * @backs guides/conversations#5-delete-several-or-all
 */
test('v3.conversation-batch-delete: `batchDeleteConversations` sends `{ids}` in an encrypted `POST /v1/conversations/batch-delete` and resolves with the per-conversation results, failures included; `deleteConversations` sends `DELETE /v1/conversations` without a body', async () => {
  const {sdk} = await signedIn('3.2.0');
  const kept = await call(() => conversationCalls(sdk()).create({title: 'kept'}));
  const gone = await call(() => conversationCalls(sdk()).create({title: 'gone'}));
  const result = await call(() => sdk().batchDeleteConversations([gone.id, 'conv-missing']));
  expect(standIn.log.to(`${CONVERSATIONS}/batch-delete`, 'POST')[0].decryptedBody).toEqual({
    ids: [gone.id, 'conv-missing'],
  });
  expect(result.data).toEqual([
    {id: gone.id, object: 'conversation.deleted', deleted: true},
    {id: 'conv-missing', object: 'conversation.deleted', deleted: false, error: 'not_found'},
  ]);
  expect((await call(() => sdk().listConversations())).data.map((conversation) => conversation.id)).toEqual([kept.id]);
  await call(() => sdk().deleteConversations());
  const [deleteAll] = standIn.log.to(CONVERSATIONS, 'DELETE');
  expect(deleteAll.rawBody).toBeUndefined();
  expect((await call(() => sdk().listConversations())).data).toEqual([]);
});

/**
 * @backs guides/conversations#5-delete-several-or-all
 */
test('v3.delete-all-after-refresh-is-the-new-users: `deleteConversations` sends the access token stored when it starts, but a 401 makes it refresh with the refresh token stored at that moment and send again: when another user has signed in meanwhile, the resend deletes that user’s conversations and not the first one’s', async () => {
  const other = {email: 'other@example.com', password: 'another long passphrase'};
  standIn.backend.createAccount(other);
  const {sdk} = await signedIn('3.2.0');
  const titles = async (): Promise<string[]> =>
    (await call(() => sdk().listConversations())).data.map((conversation) => String(conversation.metadata?.title));
  await call(() => conversationCalls(sdk()).create({title: 'first user'}));
  await call(() => sdk().signIn(other.email, other.password));
  await call(() => conversationCalls(sdk()).create({title: 'second user'}));
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  const firstUsersToken = window.localStorage.getItem('access_token');
  // The first DELETE is held until the second user has signed in, then answered 401.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  standIn.server.use(
    http.delete(`${LOOPBACK_ORIGIN}${CONVERSATIONS}`, async () => {
      held += 1;
      await gate;
      return undefined;
    }),
  );
  standIn.faults.add({
    path: CONVERSATIONS,
    method: 'DELETE',
    status: 401,
    body: {json: {status: 401, message: 'expired'}},
  });
  const pending = sdk().deleteConversations();
  await waitFor(() => expect(held).toBe(1));
  await call(() => sdk().signIn(other.email, other.password));
  const secondUsersRefreshToken = window.localStorage.getItem('refresh_token');
  release();
  expect(await call(() => pending)).toMatchObject({deleted: true});
  const [refused, resent] = standIn.log.to(CONVERSATIONS, 'DELETE');
  expect(refused.headers.authorization).toBe(`Bearer ${firstUsersToken ?? ''}`);
  expect(standIn.log.to('/refresh').at(-1)?.decryptedBody).toEqual({refresh_token: secondUsersRefreshToken});
  expect(resent.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token') ?? ''}`);
  expect(await titles()).toEqual([]);
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(await titles()).toEqual(['first user']);
});

/**
 * @backs guides/conversations#what-can-fail
 */
test('v3.conversation-fallback-messages: each conversation function rejects with the error answer’s `message`, or its own fallback text ("Failed to create conversation" …) when the answer has none, after writing the error with `console.error`; the request is sent once', async () => {
  const {sdk} = await signedIn('3.2.0');
  const one = `${CONVERSATIONS}/c1`;
  const cases: ErrorCase[] = [
    {
      method: 'POST',
      path: CONVERSATIONS,
      fallback: 'Failed to create conversation',
      call: () => conversationCalls(sdk()).create(),
    },
    {
      method: 'GET',
      path: one,
      fallback: 'Failed to retrieve conversation',
      call: () => conversationCalls(sdk()).get('c1'),
    },
    {
      method: 'POST',
      path: one,
      fallback: 'Failed to update conversation',
      call: () => conversationCalls(sdk()).update('c1', {title: 't'}),
    },
    {
      method: 'DELETE',
      path: one,
      fallback: 'Failed to delete conversation',
      call: () => conversationCalls(sdk()).remove('c1'),
    },
    {
      method: 'GET',
      path: CONVERSATIONS,
      fallback: 'Failed to list conversations',
      call: () => sdk().listConversations(),
    },
    {
      method: 'GET',
      path: `${one}/items`,
      fallback: 'Failed to list conversation items',
      call: () => conversationCalls(sdk()).listItems('c1'),
    },
    {
      method: 'GET',
      path: `${one}/items/m1`,
      fallback: 'Failed to retrieve conversation item',
      call: () => sdk().getConversationItem('c1', 'm1'),
    },
    {
      method: 'DELETE',
      path: CONVERSATIONS,
      fallback: 'Failed to delete conversations',
      call: () => sdk().deleteConversations(),
    },
    {
      method: 'POST',
      path: `${CONVERSATIONS}/batch-delete`,
      fallback: 'Failed to batch delete conversations',
      call: () => sdk().batchDeleteConversations(['c1']),
    },
  ];
  await expectFallbackMessages(cases);
});

/**
 * @backs guides/conversation-projects#1-create-and-rename-a-project
 * @backs guides/conversation-projects#types
 * @backs guides/conversation-projects#the-api-in-320
 * @backs guides/conversation-projects#what-can-fail
 */
test('v3.project-requests: `createConversationProject` sends the object it is given unchanged; `updateConversationProject` with neither `name` nor `instructions` rejects with "At least one conversation project field must be provided" before any request, sends `{instructions: null}` and an empty name as given; the project list sends `limit`, `after` and `order` only, and IDs are URL-encoded into paths', async () => {
  const {sdk} = await signedIn('3.2.0');
  const request = {name: 'Thesis', instructions: 'not in the create type'} as unknown as {name: string};
  const project = await call(() => sdk().createConversationProject(request));
  expect(standIn.log.to(PROJECTS, 'POST')[0].decryptedBody).toEqual({
    name: 'Thesis',
    instructions: 'not in the create type',
  });
  clearConsole();
  const before = standIn.log.all().length;
  expect(await rejection(() => sdk().updateConversationProject(project.id, {}))).toEqual(
    new Error('At least one conversation project field must be provided'),
  );
  expect(standIn.log.all().length).toBe(before);
  expect(consoleText()).toBe('');
  await call(() => sdk().updateConversationProject(project.id, {instructions: null}));
  await call(() => sdk().updateConversationProject(project.id, {name: ''}));
  expect(standIn.log.to(`${PROJECTS}/${project.id}`, 'POST').map((sent) => sent.decryptedBody)).toEqual([
    {instructions: null},
    {name: ''},
  ]);
  await call(() => sdk().listConversationProjects({limit: 0, after: ''}));
  // `before` is not a parameter of the projects list; it is not sent.
  const withBefore = {limit: 2, after: 'proj 1', order: 'asc', before: 'proj 9'} as ProjectParams;
  await call(() => sdk().listConversationProjects(withBefore));
  expect(queries(PROJECTS)).toEqual(['?limit=0', '?limit=2&after=proj%201&order=asc']);
  const reads = standIn.log.all().length;
  await rejection(() => sdk().getConversationProject('proj/1 x'));
  await rejection(() => sdk().deleteConversationProject('proj/1 x'));
  expect(standIn.log.lines().slice(reads)).toEqual([`GET ${PROJECTS}/proj%2F1%20x`, `DELETE ${PROJECTS}/proj%2F1%20x`]);
});

/**
 * @backs guides/conversation-projects#5-move-conversations-in-and-out
 * @backs guides/conversation-projects#the-api-in-320
 */
test('v3.project-batch-move: `batchUpdateConversationProject(ids, projectId)` sends `{ids, project_id}` in an encrypted `POST /v1/conversations/batch-update-project`, with `project_id: null` to take conversations out of their project', async () => {
  const {sdk} = await signedIn('3.2.0');
  const project = await call(() => sdk().createConversationProject({name: 'Taxes'}));
  const first = await call(() => conversationCalls(sdk()).create());
  const second = await call(() => conversationCalls(sdk()).create());
  expect(await call(() => sdk().batchUpdateConversationProject([first.id, second.id], project.id))).toEqual({
    success: true,
  });
  const inProject = await call(() => sdk().listConversations({project_id: project.id}));
  expect(inProject.data.map((conversation) => conversation.id).sort()).toEqual([first.id, second.id].sort());
  await call(() => sdk().batchUpdateConversationProject([first.id], null));
  expect(standIn.log.to(`${CONVERSATIONS}/batch-update-project`, 'POST').map((sent) => sent.decryptedBody)).toEqual([
    {ids: [first.id, second.id], project_id: project.id},
    {ids: [first.id], project_id: null},
  ]);
  const unassigned = await call(() => sdk().listConversations({unassigned_project: true}));
  expect(unassigned.data.map((conversation) => conversation.id)).toEqual([first.id]);
});

/**
 * @backs guides/conversation-projects#what-can-fail
 */
test('v3.project-fallback-messages: each project function rejects with the error answer’s `message`, or its own fallback text ("Failed to create conversation project" …) when the answer has none, after writing the error with `console.error`', async () => {
  const {sdk} = await signedIn('3.2.0');
  const one = `${PROJECTS}/p1`;
  const cases: ErrorCase[] = [
    {
      method: 'POST',
      path: PROJECTS,
      fallback: 'Failed to create conversation project',
      call: () => sdk().createConversationProject({name: 'n'}),
    },
    {
      method: 'GET',
      path: PROJECTS,
      fallback: 'Failed to list conversation projects',
      call: () => sdk().listConversationProjects(),
    },
    {
      method: 'GET',
      path: one,
      fallback: 'Failed to retrieve conversation project',
      call: () => sdk().getConversationProject('p1'),
    },
    {
      method: 'POST',
      path: one,
      fallback: 'Failed to update conversation project',
      call: () => sdk().updateConversationProject('p1', {name: 'n'}),
    },
    {
      method: 'DELETE',
      path: one,
      fallback: 'Failed to delete conversation project',
      call: () => sdk().deleteConversationProject('p1'),
    },
    {
      method: 'POST',
      path: `${CONVERSATIONS}/batch-update-project`,
      fallback: 'Failed to batch update conversation project',
      call: () => sdk().batchUpdateConversationProject(['c1'], null),
    },
  ];
  await expectFallbackMessages(cases);
});
