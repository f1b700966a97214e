/**
 * The agents guide (3.2.0): the main agent loader and the single-record reader called on a page
 * with a stored session, and the subagents component driven through its UI (create, pages,
 * filter, items, delete, failures, another user, unmount with a list request in flight).
 */
import {screen, waitFor, within} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {aiRecords, messageItem} from '../../src/stand-in/ai-records';
import {attestationFailsNext, ensureAccount, shownOnClick} from './ai-pages';
import type {PageSample} from './support/pages';
import {
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
} from './support/scenarios';

const PAGE = 'docs/guides/agents.mdx';
const SUBAGENTS = '/v1/agent/subagents';

type Fn = (...args: unknown[]) => Promise<unknown>;

/** Stores `count` subagents of `who`, oldest first, named `<prefix> 1…count`; their records. */
function seedSubagents(
  who: {email: string},
  count: number,
  options: {createdBy?: 'user' | 'agent'; prefix?: string} = {},
) {
  const owner = standIn.backend.findByEmail(who.email)!.id;
  const records = aiRecords(standIn.backend);
  return Array.from({length: count}, (_, index) => {
    const now = records.tick();
    return records.subagents.add(owner, {
      id: standIn.backend.next('subagent'),
      object: 'agent.subagent',
      kind: 'subagent',
      conversation_id: standIn.backend.next('conv'),
      display_name: `${options.prefix ?? 'Helper'} ${index + 1}`,
      purpose: `purpose ${index + 1}`,
      created_by: options.createdBy ?? 'user',
      created_at: now,
      updated_at: now,
    });
  });
}

samplesOf(PAGE, 'src/mainAgent.ts', (sample: PageSample) => {
  it('loadMainAgent reads the main agent and the first page of its items; itemText joins text and transcripts', async () => {
    const {load} = await signedInContext(sample);
    const {loadMainAgent, itemText} = load.exportsOf(sample.title) as {
      loadMainAgent: Fn;
      itemText: (item: unknown) => string;
    };
    const {agent, items} = (await inAct(() => loadMainAgent(5))) as {
      agent: Record<string, unknown>;
      items: {data: unknown[]; has_more: boolean};
    };
    expect(agent).toMatchObject({object: 'agent.main', kind: 'main', display_name: 'Main agent'});
    expect(items.data.map((item) => itemText(item))).toEqual(['stand-in: main agent ready']);
    expect(items.has_more).toBe(false);
    expect(standIn.log.to('/v1/agent/items').map((request) => request.search)).toEqual(['?limit=5']);
    expect(
      itemText({
        id: 'm',
        type: 'message',
        status: 'completed',
        role: 'user',
        content: [
          {type: 'input_audio', transcript: 'spoken words'},
          {type: 'input_text'},
          {type: 'text', text: 'typed'},
        ],
      }),
    ).toBe('spoken words\ntyped');
  });

  it('loadMainAgent uses 20 items by default, and rejects with the server message', async () => {
    expectConsole(/^Error: agents are down/);
    const {load} = await signedInContext(sample);
    const {loadMainAgent} = load.exportsOf(sample.title) as {loadMainAgent: Fn};
    await inAct(() => loadMainAgent());
    expect(standIn.log.to('/v1/agent/items').map((request) => request.search)).toEqual(['?limit=20']);
    standIn.faults.add({path: '/v1/agent', status: 503, body: {json: {status: 503, message: 'agents are down'}}});
    expect(await rejectionOf(() => loadMainAgent())).toEqual(new Error('agents are down'));
  });

  it('loadMainAgent rejects with "No access token available" when nobody is signed in', async () => {
    expectConsole(/^Error: No access token available/);
    const load = await openPage(sample, '/agent');
    let loading = true;
    const Probe = () => {
      loading = load.sdk.useOpenSecret().auth.loading;
      return null;
    };
    renderInProvider(load.sdk, createElement(Probe));
    await waitFor(() => expect(loading).toBe(false));
    const {loadMainAgent} = load.exportsOf(sample.title) as {loadMainAgent: Fn};
    expect(await rejectionOf(() => loadMainAgent())).toEqual(new Error('No access token available'));
    expect(standIn.log.to(/^\/v1\/agent/)).toEqual([]);
  });
});

samplesOf(PAGE, 'src/subagentDetails.ts', (sample: PageSample) => {
  it('subagentWithItem reads one subagent and one of its items', async () => {
    await earlierVisitSignedIn(sample);
    const [helper] = seedSubagents(READER, 1, {prefix: 'Researcher'});
    const item = messageItem(standIn.backend, 'assistant', 'found three sources');
    aiRecords(standIn.backend).itemsOf(helper.conversation_id).push(item);
    const {load} = await signedInContext(sample);
    const {subagentWithItem} = load.exportsOf(sample.title) as {subagentWithItem: Fn};
    expect(await inAct(() => subagentWithItem(helper.id, item.id))).toEqual({subagent: helper, item});
  });

  it("subagentWithItem rejects with the server's message for an unknown id", async () => {
    expectConsole(/^Error: stand-in: no subagent nope/);
    const {load} = await signedInContext(sample);
    const {subagentWithItem} = load.exportsOf(sample.title) as {subagentWithItem: Fn};
    expect(await rejectionOf(() => subagentWithItem('nope', 'msg-1'))).toEqual(new Error('stand-in: no subagent nope'));
  });
});

samplesOf(PAGE, 'src/Subagents.tsx', (sample: PageSample) => {
  async function open(options: {signedIn?: boolean; seed?: () => void} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    options.seed?.();
    const load = await openPage(sample, '/agents');
    return renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'Subagents')),
      ),
    );
  }

  /** The names of the subagents listed, top to bottom. */
  const rows = () =>
    screen
      .queryAllByRole('button', {name: /^Items of /})
      .map((button) => button.getAttribute('aria-label')!.slice('Items of '.length));
  const subagentRequests = () => standIn.log.to(SUBAGENTS, 'GET').map((request) => request.search);

  async function createSubagent(purpose: string, name = '') {
    const reader = user();
    await reader.type(screen.getByLabelText('Purpose'), purpose);
    if (name) await reader.type(screen.getByLabelText('Name (optional)'), name);
    await reader.click(screen.getByRole('button', {name: 'Create subagent'}));
  }

  it('Subagents asks a signed-out reader to sign in, and sends nothing', async () => {
    await open({signedIn: false});
    expect(await screen.findByText('Sign in to see your agents.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\/agent/)).toEqual([]);
  });

  it('Subagents creates a subagent, lists it and opens its items; an empty name is not sent', async () => {
    await open();
    await screen.findByRole('button', {name: 'Create subagent'});
    await waitFor(() => expect(screen.queryByText('Loading subagents…')).toBeNull());
    await createSubagent('Summarise my inbox', 'Inbox');
    await waitFor(() => expect(rows()).toEqual(['Inbox']));
    expect(screen.getByRole('button', {name: 'Items of Inbox'}).getAttribute('aria-pressed')).toBe('true');
    const items = await screen.findByRole('region', {name: 'Items'});
    expect(await within(items).findByText('No items yet.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Purpose').value).toBe('');
    await createSubagent('Plan my week');
    await waitFor(() => expect(rows()).toEqual(['Plan my week', 'Inbox']));
    expect(standIn.log.to(SUBAGENTS, 'POST').map((request) => request.decryptedBody)).toEqual([
      {purpose: 'Summarise my inbox', display_name: 'Inbox'},
      {purpose: 'Plan my week'},
    ]);
  });

  it('Subagents pages with the last row on screen as the cursor, and the filter asks the server', async () => {
    await open({
      seed: () => {
        seedSubagents(READER, 25);
        seedSubagents(READER, 2, {createdBy: 'agent', prefix: 'Spawned'});
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows().slice(0, 3)).toEqual(['Spawned 2', 'Spawned 1', 'Helper 25']);
    const last = aiRecords(standIn.backend).subagents.of(standIn.backend.findByEmail(READER.email)!.id)[7];
    await user().click(screen.getByRole('button', {name: 'More subagents'}));
    await waitFor(() => expect(rows()).toHaveLength(27));
    expect(rows().at(-1)).toBe('Helper 1');
    expect(screen.queryByRole('button', {name: 'More subagents'})).toBeNull();
    expect(subagentRequests().at(-1)).toBe(`?limit=20&after=${last.id}`);
    await user().selectOptions(screen.getByRole('combobox'), 'agent');
    await waitFor(() => expect(rows()).toEqual(['Spawned 2', 'Spawned 1']));
    expect(subagentRequests().at(-1)).toBe('?limit=20&created_by=agent');
  });

  it("Subagents shows a subagent's items a page at a time", async () => {
    let helper: {id: string; conversation_id: string} | undefined;
    await open({
      seed: () => {
        [helper] = seedSubagents(READER, 1, {prefix: 'Researcher'});
        const items = aiRecords(standIn.backend).itemsOf(helper.conversation_id);
        for (let n = 1; n <= 21; n += 1)
          items.push(messageItem(standIn.backend, n % 2 ? 'user' : 'assistant', `message ${n}`));
      },
    });
    await user().click(await screen.findByRole('button', {name: 'Items of Researcher 1'}));
    const panel = await screen.findByRole('region', {name: 'Items'});
    await waitFor(() => expect(within(panel).queryAllByRole('listitem')).toHaveLength(20));
    expect(within(panel).getAllByRole('listitem')[0].textContent).toBe('user (completed): message 1');
    await user().click(within(panel).getByRole('button', {name: 'More items'}));
    await waitFor(() => expect(within(panel).queryAllByRole('listitem')).toHaveLength(21));
    expect(within(panel).getAllByRole('listitem')[20].textContent).toBe('user (completed): message 21');
    expect(within(panel).queryByRole('button', {name: 'More items'})).toBeNull();
  });

  it('Subagents deletes a subagent once confirmed, closes its items, and keeps the row when deletion fails', async () => {
    expectConsole(/^Error: stand-in: no subagent /);
    let helpers: {id: string}[] = [];
    await open({seed: () => (helpers = seedSubagents(READER, 2))});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Items of Helper 2'}));
    await screen.findByRole('region', {name: 'Items'});
    await reader.click(screen.getByRole('button', {name: 'Delete Helper 2'}));
    expect(standIn.log.to(/^\/v1\/agent\/subagents\//, 'DELETE')).toEqual([]);
    confirm.mockReturnValue(true);
    await reader.click(screen.getByRole('button', {name: 'Delete Helper 2'}));
    await waitFor(() => expect(rows()).toEqual(['Helper 1']));
    expect(confirm).toHaveBeenLastCalledWith('Delete the subagent "Helper 2"?');
    expect(screen.queryByRole('region', {name: 'Items'})).toBeNull();
    aiRecords(standIn.backend).subagents.delete(standIn.backend.findByEmail(READER.email)!.id, helpers[0].id);
    await reader.click(screen.getByRole('button', {name: 'Delete Helper 1'}));
    expect((await screen.findByRole('alert')).textContent).toBe(`stand-in: no subagent ${helpers[0].id}`);
    expect(rows()).toEqual(['Helper 1']);
  });

  it('Subagents shows the message of a list that cannot be loaded, and of a lost connection', async () => {
    expectConsole(/^Error: agents are down/, /Failed to fetch/);
    standIn.faults.add({
      path: SUBAGENTS,
      method: 'GET',
      times: 2,
      status: 503,
      body: {json: {status: 503, message: 'agents are down'}},
    });
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('agents are down');
    loseConnection('POST', SUBAGENTS);
    await createSubagent('Plan my week');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Failed to fetch'),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Purpose').value).toBe('Plan my week');
  });

  it('Subagents shows the next user only their own subagents', async () => {
    await open({
      seed: () => {
        seedSubagents(READER, 1, {prefix: 'Reader helper'});
        seedSubagents(OTHER_READER, 1, {prefix: 'Other helper'});
      },
    });
    await waitFor(() => expect(rows()).toEqual(['Reader helper 1']));
    await user().click(screen.getByRole('button', {name: 'Items of Reader helper 1'}));
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(rows()).toEqual(['Other helper 1']));
    expect(screen.queryByRole('region', {name: 'Items'})).toBeNull();
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your agents.')).toBeTruthy();
  });

  it('Subagents shows the attestation error when the enclave cannot be attested', async () => {
    expectConsole(/^Error verifying attestation/, /^Error: Couldn't process attestation document/);
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/agents');
    const subagents = createElement(componentOf(load, sample.title, 'Subagents'));
    renderInProvider(load.sdk, createElement(shownOnClick('Show agents', subagents)));
    const button = await screen.findByRole('button', {name: 'Show agents'});
    await settle();
    attestationFailsNext();
    await user().click(button);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Couldn't process attestation document/);
    expect(standIn.log.to(SUBAGENTS)).toEqual([]);
  });

  it('Subagents touches no state when it unmounts with its list request in flight', async () => {
    await earlierVisitSignedIn(sample);
    const held = holdRequests('GET', SUBAGENTS);
    const view = await open();
    await waitFor(() => expect(held.arrived()).toBeGreaterThanOrEqual(1));
    view.unmount();
    held.release();
    await settle();
  });
});
