/**
 * The conversations guide (3.2.0): the helper modules called with the hook's value (or, for the
 * top-level imports, after the provider has mounted) after a reload with a stored session; the
 * conversation list, the message pages and the delete-all button driven through their UI, with
 * server errors, a lost connection, another user signing in and unmounts while requests are open.
 */
import {screen, waitFor, within} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {developmentDocument} from '../../src/stand-in/handshake';
import {accountIdOf, records, sealedAnswer, seedConversation, seedItem, serverError} from './ai-records-support';
import type {PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  inAct,
  loseConnection,
  openPage,
  OTHER_READER,
  READER,
  rejectionOf,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
  waitUntil,
} from './support/scenarios';

const PAGE = 'docs/guides/conversations.mdx';

type Fn = (...args: unknown[]) => Promise<unknown>;

const bodiesTo = (path: string | RegExp, method: string) =>
  standIn.log.to(path, method).map((request) => request.decryptedBody);

const mine = (who = READER) => records().conversations.of(accountIdOf(who));

samplesOf(PAGE, 'src/startConversation.ts', (sample) => {
  it('startConversation sends the title and app as metadata, pinned false, and leaves an undefined project out', async () => {
    const {load, context} = await signedInContext(sample);
    const {startConversation} = load.exportsOf(sample.title) as Record<string, Fn>;
    const made = (await inAct(() => startConversation(context(), 'Flu symptoms'))) as Record<string, unknown>;
    const filed = (await inAct(() => startConversation(context(), 'Thesis plan', 'proj-7'))) as Record<string, unknown>;
    expect(bodiesTo('/v1/conversations', 'POST')).toEqual([
      {metadata: {title: 'Flu symptoms', app: 'notes-assistant'}, pinned: false},
      {metadata: {title: 'Thesis plan', app: 'notes-assistant'}, project_id: 'proj-7', pinned: false},
    ]);
    expect(made).toMatchObject({object: 'conversation', project_id: null, pinned: false});
    expect(filed.project_id).toBe('proj-7');
    expect(mine().map((conversation) => conversation.id)).toEqual([made.id, filed.id]);
  });

  it('startConversation rejects with the server message, with the browser message (sent once) when the connection is lost, and before sending when the attestation of a new session fails', async () => {
    expectConsole(
      /conversations are down/,
      /Failed to fetch/,
      /^Error verifying attestation document: /,
      /Couldn't process attestation document/,
    );
    const {load, context} = await signedInContext(sample);
    const {startConversation} = load.exportsOf(sample.title) as Record<string, Fn>;
    serverError('POST', '/v1/conversations', 'conversations are down');
    expect(await rejectionOf(() => startConversation(context(), 'a'))).toEqual(new Error('conversations are down'));
    standIn.log.clear();
    loseConnection('POST', '/v1/conversations');
    expect(await rejectionOf(() => startConversation(context(), 'b'))).toEqual(new Error('Failed to fetch'));
    expect(standIn.log.lines()).toEqual([]);
    expect(
      standIn.intercepted().filter((line) => line.startsWith('POST') && line.endsWith('/v1/conversations')),
    ).toHaveLength(2);
    standIn.log.clear();
    window.sessionStorage.clear();
    standIn.attestationDocument = () => btoa('not an attestation document');
    const error = (await rejectionOf(() => startConversation(context(), 'c'))) as Error;
    expect(error.message).toMatch(/^Couldn't process attestation document: /);
    expect(standIn.log.to('/v1/conversations')).toEqual([]);
    standIn.attestationDocument = developmentDocument;
  });
  it('startConversation rejects with "No access token available" before any request when nobody is signed in', async () => {
    expectConsole(/No access token available/);
    const load = await openPage(sample);
    let context: ReturnType<typeof load.sdk.useOpenSecret> | undefined;
    renderInProvider(
      load.sdk,
      createElement(() => {
        context = load.sdk.useOpenSecret();
        return null;
      }),
    );
    await waitUntil(() => context?.auth.loading === false);
    const {startConversation} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await rejectionOf(() => startConversation(context, 'x'))).toEqual(new Error('No access token available'));
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });
});

samplesOf(PAGE, 'src/renameConversation.ts', (sample) => {
  it('renameConversation keeps the other metadata and replaces the title; setPinned sends only the pin', async () => {
    const {load, context} = await signedInContext(sample);
    const {renameConversation, setPinned} = load.exportsOf(sample.title) as Record<string, Fn>;
    const conversation = seedConversation({metadata: {title: 'Old', app: 'notes-assistant'}});
    const renamed = (await inAct(() => renameConversation(context(), conversation.id, 'New'))) as Record<
      string,
      unknown
    >;
    expect(renamed.metadata).toEqual({title: 'New', app: 'notes-assistant'});
    const pinned = (await inAct(() => setPinned(context(), conversation.id, true))) as Record<string, unknown>;
    expect(pinned).toMatchObject({pinned: true, metadata: {title: 'New', app: 'notes-assistant'}});
    expect(bodiesTo(`/v1/conversations/${conversation.id}`, 'POST')).toEqual([
      {metadata: {title: 'New', app: 'notes-assistant'}},
      {pinned: true},
    ]);
    standIn.backend.accessTokens.clear();
    standIn.log.clear();
    await inAct(() => renameConversation(context(), conversation.id, 'After a refresh'));
    expect(conversation.metadata).toEqual({title: 'After a refresh', app: 'notes-assistant'});
    expect(standIn.log.lines()).toEqual([
      `GET /v1/conversations/${conversation.id}`,
      'POST /refresh',
      `GET /v1/conversations/${conversation.id}`,
      `POST /v1/conversations/${conversation.id}`,
    ]);
  });

  it("renameConversation rejects with the server's message for a conversation of another user, changing nothing", async () => {
    account(OTHER_READER);
    const theirs = seedConversation({metadata: {title: 'Theirs'}}, OTHER_READER);
    expectConsole(new RegExp(`no conversation ${theirs.id}`));
    const {load, context} = await signedInContext(sample);
    const {renameConversation} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await rejectionOf(() => renameConversation(context(), theirs.id, 'Mine now'))).toEqual(
      new Error(`stand-in: no conversation ${theirs.id}`),
    );
    expect(theirs.metadata).toEqual({title: 'Theirs'});
    expect(standIn.log.to(`/v1/conversations/${theirs.id}`, 'POST')).toEqual([]);
  });
});

samplesOf(PAGE, 'src/ConversationList.tsx', (sample: PageSample) => {
  async function open(onOpen = vi.fn()) {
    const load = await openPage(sample, '/conversations');
    const List = componentOf<{onOpen: (id: string) => void}>(load, sample.title, 'ConversationList');
    const view = renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(List, {onOpen})),
    );
    return {view, onOpen};
  }

  const rows = () => screen.queryAllByRole('listitem').map((row) => within(row).getAllByRole('button')[0].textContent);

  it('ConversationList asks a signed-out reader to sign in, sending nothing, on a fresh load, and lists after signing in', async () => {
    account(OTHER_READER);
    seedConversation({metadata: {title: 'Other chat'}}, OTHER_READER);
    await open();
    expect(await screen.findByText('Sign in to see your conversations.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(rows()).toEqual(['Other chat']));
  });

  it('ConversationList shows twenty, continues after the last row still shown with Load more, and opens one', async () => {
    await earlierVisitSignedIn(sample);
    const seeded = Array.from({length: 25}, (_, n) =>
      seedConversation({metadata: n === 2 ? {} : {title: `Chat ${n + 1}`}}),
    );
    const {onOpen} = await open();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows().slice(0, 2)).toEqual(['Chat 25', 'Chat 24']);
    expect(rows().at(-1)).toBe('Chat 6');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user().click(screen.getByRole('button', {name: 'Delete Chat 6'}));
    await waitFor(() => expect(rows()).toHaveLength(19));
    await user().click(screen.getByRole('button', {name: 'Load more'}));
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(rows().slice(-5)).toEqual(['Chat 5', 'Chat 4', 'Untitled conversation', 'Chat 2', 'Chat 1']);
    expect(screen.queryByRole('button', {name: 'Load more'})).toBeNull();
    await user().click(screen.getByRole('button', {name: 'Chat 7'}));
    expect(onOpen).toHaveBeenCalledWith(seeded[6].id);
    expect(standIn.log.to('/v1/conversations', 'GET').map((request) => request.search)).toEqual([
      '?limit=20',
      `?limit=20&after=${seeded[6].id}`,
    ]);
  });

  it('ConversationList pins, filters to pinned ones, unpins (the row leaves the filter) and deletes after confirming', async () => {
    await earlierVisitSignedIn(sample);
    const [first, second] = [
      seedConversation({metadata: {title: 'First'}}),
      seedConversation({metadata: {title: 'Second'}}),
    ];
    await open();
    await screen.findByText('First');
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Pin First'}));
    await waitFor(() => expect(first.pinned).toBe(true));
    expect(await screen.findByRole('button', {name: 'Unpin First'})).toBeTruthy();
    await reader.click(screen.getByRole('checkbox', {name: 'Pinned only'}));
    await waitFor(() => expect(rows()).toEqual(['First']));
    await reader.click(screen.getByRole('button', {name: 'Unpin First'}));
    await waitFor(() => expect(rows()).toEqual([]));
    expect(first.pinned).toBe(false);
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    await reader.click(screen.getByRole('checkbox', {name: 'Pinned only'}));
    await waitFor(() => expect(rows()).toEqual(['Second', 'First']));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await reader.click(screen.getByRole('button', {name: 'Delete Second'}));
    expect(confirm).toHaveBeenCalledWith('Delete "Second" and all its messages?');
    await waitFor(() => expect(mine().map((c) => c.id)).toEqual([first.id]));
    expect(rows()).toEqual(['First']);
    expect(second.id).not.toBe(first.id);
  });

  it('ConversationList puts the row back with the server message when a pin or a deletion fails', async () => {
    expectConsole(/pins are down/, /deletion refused/);
    await earlierVisitSignedIn(sample);
    const only = seedConversation({metadata: {title: 'Keep me'}});
    await open();
    await screen.findByText('Keep me');
    serverError('POST', `/v1/conversations/${only.id}`, 'pins are down');
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Pin Keep me'}));
    expect((await screen.findByRole('alert')).textContent).toBe('pins are down');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Pin Keep me'}).disabled).toBe(false);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serverError('DELETE', `/v1/conversations/${only.id}`, 'deletion refused');
    await reader.click(screen.getByRole('button', {name: 'Delete Keep me'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('deletion refused'));
    expect(rows()).toEqual(['Keep me']);
    expect(mine()).toHaveLength(1);
  });

  it("ConversationList shows the next user's conversations only, and the sign-in prompt after signing out", async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedConversation({metadata: {title: 'Reader secret'}});
    seedConversation({metadata: {title: 'Other chat'}}, OTHER_READER);
    await open();
    await screen.findByText('Reader secret');
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await screen.findByText('Other chat');
    expect(screen.queryByText('Reader secret')).toBeNull();
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your conversations.')).toBeTruthy();
  });

  it('ConversationList drops the answer of a list request still open when another user signs in, or when it unmounts', async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedConversation({metadata: {title: 'Reader secret'}});
    seedConversation({metadata: {title: 'Other chat'}}, OTHER_READER);
    const held = holdRequests('GET', '/v1/conversations');
    const {view} = await open();
    await waitUntil(() => held.arrived() === 1);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitUntil(() => held.arrived() === 2);
    held.release();
    await screen.findByText('Other chat');
    await settle();
    expect(screen.queryByText('Reader secret')).toBeNull();
    const again = holdRequests('GET', '/v1/conversations');
    await user().click(screen.getByRole('checkbox', {name: 'Pinned only'}));
    await waitUntil(() => again.arrived() === 1);
    view.unmount();
    again.release();
    await settle();
    expect(standIn.log.to('/v1/conversations', 'GET').at(-1)?.search).toBe('?limit=20&pinned=true');
  });
});

samplesOf(PAGE, 'src/ConversationMessages.tsx', (sample: PageSample) => {
  async function open(conversationId: string) {
    const load = await openPage(sample, `/conversations/${conversationId}`);
    const Messages = componentOf<{conversationId: string}>(load, sample.title, 'ConversationMessages');
    return renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(Messages, {conversationId})),
    );
  }

  const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

  it('ConversationMessages asks a signed-out reader to sign in', async () => {
    await open('conv-1');
    expect(await screen.findByText('Sign in to read this conversation.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });

  it('ConversationMessages shows roles, texts, audio transcripts and unfinished states, fifty at a time', async () => {
    await earlierVisitSignedIn(sample);
    const conversation = seedConversation();
    seedItem(conversation.id, 'user', 'What is a lentil?');
    records()
      .itemsOf(conversation.id)
      .push({
        id: 'msg-audio',
        type: 'message',
        status: 'in_progress',
        role: 'assistant',
        content: [{type: 'input_audio', transcript: 'A legume.'}],
      });
    for (let n = 3; n <= 55; n += 1) seedItem(conversation.id, 'user', `Message ${n}`);
    await open(conversation.id);
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(shown().slice(0, 2)).toEqual(['user: What is a lentil?', 'assistant (in_progress): A legume.']);
    await user().click(screen.getByRole('button', {name: 'Older messages'}));
    await waitFor(() => expect(shown()).toHaveLength(55));
    expect(shown().at(-1)).toBe('user: Message 55');
    expect(screen.queryByRole('button', {name: 'Older messages'})).toBeNull();
    const items = records().itemsOf(conversation.id);
    expect(standIn.log.to(`/v1/conversations/${conversation.id}/items`, 'GET').map((r) => r.search)).toEqual([
      '?limit=50',
      '?limit=50',
      `?limit=50&after=${items[49].id}`,
    ]);
  });

  it('ConversationMessages shows the server message and loads the page again with Try again', async () => {
    expectConsole(/items are down/);
    await earlierVisitSignedIn(sample);
    const conversation = seedConversation();
    seedItem(conversation.id, 'assistant', 'Hello again');
    const path = `/v1/conversations/${conversation.id}/items`;
    serverError('GET', path, 'items are down');
    serverError('GET', path, 'items are down');
    await open(conversation.id);
    expect((await screen.findByRole('alert')).textContent).toBe('items are down Try again');
    await user().click(screen.getByRole('button', {name: 'Try again'}));
    await screen.findByText('Hello again', {exact: false});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("ConversationMessages never shows one user's messages to the next, and drops answers after unmount", async () => {
    account(OTHER_READER);
    expectConsole(/no conversation conv-/);
    await earlierVisitSignedIn(sample);
    const conversation = seedConversation();
    seedItem(conversation.id, 'user', 'Reader only');
    const view = await open(conversation.id);
    await screen.findByText('Reader only', {exact: false});
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `stand-in: no conversation ${conversation.id} Try again`,
    );
    expect(screen.queryByText('Reader only', {exact: false})).toBeNull();
    const held = holdRequests('GET', `/v1/conversations/${conversation.id}/items`);
    await user().click(screen.getByRole('button', {name: 'Try again'}));
    await waitUntil(() => held.arrived() === 1);
    view.unmount();
    held.release();
    await settle();
  });
});

samplesOf(PAGE, 'src/refreshItem.ts', (sample) => {
  it('refreshItem replaces the item by its fresh version and keeps the others', async () => {
    const {load, context} = await signedInContext(sample);
    const {refreshItem} = load.exportsOf(sample.title) as Record<string, Fn>;
    const conversation = seedConversation();
    const question = seedItem(conversation.id, 'user', 'Question');
    const answer = seedItem(conversation.id, 'assistant', 'Thinking');
    const shown = [{...question}, {...answer, status: 'in_progress'}];
    answer.content = [{type: 'text', text: 'The full answer'}];
    const fresh = (await inAct(() => refreshItem(context(), conversation.id, shown, answer.id))) as unknown[];
    expect(fresh).toEqual([question, answer]);
    expect(fresh[0]).toBe(shown[0]);
  });
});

samplesOf(PAGE, 'src/deleteSelected.ts', (sample) => {
  it('deleteSelected counts deleted and unknown conversations as gone', async () => {
    const {load, context} = await signedInContext(sample);
    const {deleteSelected} = load.exportsOf(sample.title) as Record<string, Fn>;
    const [a, b, c] = [seedConversation(), seedConversation(), seedConversation()];
    expect(await inAct(() => deleteSelected(context(), [a.id, 'conv-gone', b.id]))).toEqual({
      gone: [a.id, 'conv-gone', b.id],
      failed: [],
      unanswered: [],
    });
    expect(bodiesTo('/v1/conversations/batch-delete', 'POST')).toEqual([{ids: [a.id, 'conv-gone', b.id]}]);
    expect(mine().map((conversation) => conversation.id)).toEqual([c.id]);
  });

  it('deleteSelected matches results by id (a failure kept with its result, a missing result unanswered), and rejects when the request fails', async () => {
    expectConsole(/batch refused/);
    const {load, context} = await signedInContext(sample);
    const {deleteSelected} = load.exportsOf(sample.title) as Record<string, Fn>;
    const failed = {id: 'conv-b', object: 'conversation.deleted', deleted: false, error: 'delete_failed'};
    sealedAnswer('POST', '/v1/conversations/batch-delete', {
      object: 'list',
      data: [failed, {id: 'conv-a', object: 'conversation.deleted', deleted: true}],
    });
    expect(await inAct(() => deleteSelected(context(), ['conv-a', 'conv-b', 'conv-c']))).toEqual({
      gone: ['conv-a'],
      failed: [failed],
      unanswered: ['conv-c'],
    });
    serverError('POST', '/v1/conversations/batch-delete', 'batch refused');
    expect(await rejectionOf(() => deleteSelected(context(), ['conv-a']))).toEqual(new Error('batch refused'));
  });
});

samplesOf(PAGE, 'src/DeleteAllConversations.tsx', (sample: PageSample) => {
  async function open() {
    const onDeleted = vi.fn();
    const load = await openPage(sample, '/settings');
    const DeleteAll = componentOf<{onDeleted: () => void}>(load, sample.title, 'DeleteAllConversations');
    const view = renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(DeleteAll, {onDeleted})),
    );
    return {view, onDeleted};
  }

  it('DeleteAllConversations renders nothing for a signed-out reader', async () => {
    await open();
    await screen.findByRole('button', {name: 'Sign out'});
    await settle();
    expect(screen.queryByRole('button', {name: 'Delete all conversations'})).toBeNull();
  });

  it('DeleteAllConversations deletes everything after confirming and tells its parent; a cancel sends nothing', async () => {
    await earlierVisitSignedIn(sample);
    seedConversation();
    seedConversation();
    const {onDeleted} = await open();
    const button = await screen.findByRole<HTMLButtonElement>('button', {name: 'Delete all conversations'});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user().click(button);
    expect(standIn.log.to('/v1/conversations', 'DELETE')).toEqual([]);
    expect(mine()).toHaveLength(2);
    confirm.mockReturnValue(true);
    await user().click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith('Delete all your conversations? This cannot be undone.');
    expect(mine()).toEqual([]);
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('DeleteAllConversations says nothing was confirmed when the request fails or answers deleted: false', async () => {
    expectConsole(/deletion is down/);
    await earlierVisitSignedIn(sample);
    const {onDeleted} = await open();
    const button = await screen.findByRole<HTMLButtonElement>('button', {name: 'Delete all conversations'});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serverError('DELETE', '/v1/conversations', 'deletion is down');
    await user().click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(' Nothing was confirmed as deleted; reload the list.');
    expect(button.disabled).toBe(false);
    sealedAnswer('DELETE', '/v1/conversations', {object: 'list.deleted', deleted: false});
    await user().click(button);
    await settle();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('DeleteAllConversations drops the answer for the previous user when another signs in, and after unmount', async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedConversation();
    const {view, onDeleted} = await open();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serverError('DELETE', '/v1/conversations', 'deletion is down');
    expectConsole(/deletion is down/);
    const held = holdRequests('DELETE', '/v1/conversations');
    await user().click(await screen.findByRole('button', {name: 'Delete all conversations'}));
    await waitUntil(() => held.arrived() === 1);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Delete all conversations'}).disabled).toBe(false),
    );
    held.release();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    const again = holdRequests('DELETE', '/v1/conversations');
    await user().click(screen.getByRole('button', {name: 'Delete all conversations'}));
    await waitUntil(() => again.arrived() === 1);
    view.unmount();
    again.release();
    await settle();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

samplesOf(PAGE, 'src/pinnedConversations.ts', (sample) => {
  it('allPinnedConversations collects the pinned conversations page by page with the top-level function, and stops at a page that has more but no last_id', async () => {
    const {load} = await signedInContext(sample);
    const {allPinnedConversations} = load.exportsOf(sample.title) as Record<string, Fn>;
    const pinned = [1, 2, 3, 4, 5].map((n) => seedConversation({metadata: {title: `c${n}`}, pinned: n !== 2}));
    const all = (await inAct(() => allPinnedConversations(2))) as {id: string}[];
    expect(all.map((c) => c.id)).toEqual([pinned[4], pinned[3], pinned[2], pinned[0]].map((c) => c.id));
    expect(standIn.log.to('/v1/conversations', 'GET').map((request) => request.search)).toEqual([
      '?limit=2&pinned=true',
      `?limit=2&after=${pinned[3].id}&pinned=true`,
    ]);
    standIn.log.clear();
    const one = {id: 'conv-x', object: 'conversation', created_at: 1, pinned: true, last_activity_at: 1};
    sealedAnswer('GET', '/v1/conversations', {object: 'list', data: [one], has_more: true});
    expect(await inAct(() => allPinnedConversations())).toEqual([one]);
    expect(standIn.log.to('/v1/conversations', 'GET')).toHaveLength(1);
  });
});

samplesOf(PAGE, 'src/askInConversation.ts', (sample) => {
  it('askInConversation sends the conversation id with the response request and returns the items read back; an unknown conversation rejects, reading nothing', async () => {
    expectConsole(/no conversation conv-missing/);
    const {load, context} = await signedInContext(sample);
    const {askInConversation} = load.exportsOf(sample.title) as Record<string, Fn>;
    const conversation = seedConversation();
    const items = (await inAct(() =>
      askInConversation(context(), conversation.id, 'auto:quick', 'What is tofu?'),
    )) as Record<string, unknown>[];
    expect(bodiesTo('/v1/responses', 'POST')).toEqual([
      {model: 'auto:quick', input: 'What is tofu?', conversation: conversation.id},
    ]);
    expect(items.map((item) => [item.role, item.content])).toEqual([
      ['user', [{type: 'input_text', text: 'What is tofu?'}]],
      ['assistant', [{type: 'text', text: 'echo: What is tofu?'}]],
    ]);
    expect(standIn.log.to(`/v1/conversations/${conversation.id}/items`)[0].search).toBe('?limit=20');
    standIn.log.clear();
    expect(await rejectionOf(() => askInConversation(context(), 'conv-missing', 'auto:quick', 'Hi'))).toEqual(
      new Error('stand-in: no conversation conv-missing'),
    );
    expect(standIn.log.to(/\/items$/)).toEqual([]);
  });
});
