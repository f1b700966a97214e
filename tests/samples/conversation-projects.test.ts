/**
 * The conversation projects guide (3.2.0): the project helpers, the filter and the move helpers
 * called with the hook's value after a reload with a stored session, the delete helper through the
 * top-level imports once the provider has mounted, and the picker and the instructions form
 * driven through their UI, with server errors, another user signing in and unmounts while
 * requests are open.
 */
import {screen, waitFor} from '@testing-library/react';
import {createElement, Fragment, useState, type ComponentType} from 'react';
import {expect, it} from 'vitest';
import {accountIdOf, records, sealedAnswer, seedConversation, seedProject, serverError} from './ai-records-support';
import type {PageLoad, PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  inAct,
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

const PAGE = 'docs/guides/conversation-projects.mdx';

type Fn = (...args: unknown[]) => Promise<unknown>;

const bodiesTo = (path: string | RegExp, method: string) =>
  standIn.log.to(path, method).map((request) => request.decryptedBody);

const projectsOf = (who = READER) => records().projects.of(accountIdOf(who));
const conversationsOf = (who = READER) => records().conversations.of(accountIdOf(who));

samplesOf(PAGE, 'src/projects.ts', (sample) => {
  it('createProject and renameProject send the trimmed name; the answer is the whole project', async () => {
    const {load, context} = await signedInContext(sample);
    const {createProject, renameProject} = load.exportsOf(sample.title) as Record<string, Fn>;
    const created = (await inAct(() => createProject(context(), '  Thesis '))) as Record<string, unknown>;
    expect(created).toMatchObject({object: 'conversation.project', name: 'Thesis', instructions: null});
    const renamed = (await inAct(() => renameProject(context(), created.id, ' Thesis 2026'))) as Record<
      string,
      unknown
    >;
    expect(renamed).toMatchObject({id: created.id, name: 'Thesis 2026'});
    expect(bodiesTo('/v1/conversation-projects', 'POST')).toEqual([{name: 'Thesis'}]);
    expect(bodiesTo(`/v1/conversation-projects/${String(created.id)}`, 'POST')).toEqual([{name: 'Thesis 2026'}]);
    expect(projectsOf().map((project) => project.name)).toEqual(['Thesis 2026']);
  });

  it('createProject sends an empty name to the server, which decides: here it refuses it', async () => {
    expectConsole(/name must be a non-empty string/);
    const {load, context} = await signedInContext(sample);
    const {createProject} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await rejectionOf(() => createProject(context(), '   '))).toEqual(
      new Error('stand-in: name must be a non-empty string'),
    );
    expect(bodiesTo('/v1/conversation-projects', 'POST')).toEqual([{name: ''}]);
  });
});

/** The picker's parent: it keeps the choice and shows it. */
function pickerParent(load: PageLoad, sample: PageSample): ComponentType {
  const Picker = componentOf<{value: string | null | undefined; onChange: (next: string | null | undefined) => void}>(
    load,
    sample.title,
    'ProjectPicker',
  );
  return function Parent() {
    const [value, setValue] = useState<string | null | undefined>(undefined);
    return createElement(
      Fragment,
      null,
      createElement(Picker, {value, onChange: setValue}),
      createElement('output', null, value === undefined ? 'all' : (value ?? 'none')),
    );
  };
}

samplesOf(PAGE, 'src/ProjectPicker.tsx', (sample: PageSample) => {
  async function open() {
    const load = await openPage(sample, '/projects');
    return renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(pickerParent(load, sample))),
    );
  }

  const names = () =>
    screen
      .queryAllByRole('listitem')
      .map((item) => item.textContent)
      .slice(2);
  const pressed = () =>
    screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent);

  it('ProjectPicker renders nothing and sends nothing for a signed-out reader', async () => {
    await open();
    await screen.findByRole('button', {name: 'Sign out'});
    await settle();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });

  it('ProjectPicker lists 25 projects, the rest with More projects, and reports the choice', async () => {
    await earlierVisitSignedIn(sample);
    const made = Array.from({length: 27}, (_, n) => seedProject(`Project ${n + 1}`));
    await open();
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(names().slice(0, 2)).toEqual(['Project 27', 'Project 26']);
    expect(pressed()).toEqual(['All conversations']);
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'More projects'}));
    await waitFor(() => expect(names()).toHaveLength(27));
    expect(screen.queryByRole('button', {name: 'More projects'})).toBeNull();
    await reader.click(screen.getByRole('button', {name: 'Project 5'}));
    expect(screen.getByRole('status').textContent).toBe(made[4].id);
    expect(pressed()).toEqual(['Project 5']);
    await reader.click(screen.getByRole('button', {name: 'No project'}));
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(standIn.log.to('/v1/conversation-projects', 'GET').map((request) => request.search)).toEqual([
      '?limit=25',
      `?limit=25&after=${made[2].id}`,
    ]);
  });

  it("ProjectPicker shows the server message, and only the next user's projects after another signs in", async () => {
    account(OTHER_READER);
    expectConsole(/projects are down/);
    await earlierVisitSignedIn(sample);
    seedProject('Reader project');
    seedProject('Other project', null, OTHER_READER);
    serverError('GET', '/v1/conversation-projects', 'projects are down');
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('projects are down');
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await screen.findByRole('button', {name: 'Other project'});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['Other project']);
  });

  it('ProjectPicker drops the answer of a list still open when another user signs in, and after unmount', async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedProject('Reader project');
    seedProject('Other project', null, OTHER_READER);
    const held = holdRequests('GET', '/v1/conversation-projects');
    const view = await open();
    await waitUntil(() => held.arrived() === 1);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitUntil(() => held.arrived() === 2);
    held.release();
    await screen.findByRole('button', {name: 'Other project'});
    await settle();
    expect(names()).toEqual(['Other project']);
    const again = holdRequests('GET', '/v1/conversation-projects');
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitUntil(() => again.arrived() === 1);
    view.unmount();
    again.release();
    await settle();
  });
});

samplesOf(PAGE, 'src/projectFilter.ts', (sample) => {
  it('listParamsFor selects all conversations, those without a project, or those of one project', async () => {
    const {load, context} = await signedInContext(sample);
    const {listParamsFor} = load.exportsOf(sample.title) as Record<string, (...args: unknown[]) => unknown>;
    const project = seedProject('Trip');
    const filed = seedConversation({project_id: project.id});
    const loose = seedConversation();
    expect(listParamsFor(null)).toStrictEqual({limit: 20, after: undefined, unassigned_project: true});
    expect(listParamsFor(undefined, 'conv-9')).toStrictEqual({limit: 20, after: 'conv-9'});
    expect(listParamsFor(project.id)).toStrictEqual({limit: 20, after: undefined, project_id: project.id});
    const ids = async (filter: string | null | undefined) =>
      ((await inAct(() => context().listConversations(listParamsFor(filter)))) as {data: {id: string}[]}).data.map(
        (conversation) => conversation.id,
      );
    expect(await ids(undefined)).toEqual([loose.id, filed.id]);
    expect(await ids(null)).toEqual([loose.id]);
    expect(await ids(project.id)).toEqual([filed.id]);
    expect(standIn.log.to('/v1/conversations', 'GET').map((request) => request.search)).toEqual([
      '?limit=20',
      '?limit=20&unassigned_project=true',
      `?limit=20&project_id=${project.id}`,
    ]);
  });
});

samplesOf(PAGE, 'src/ProjectInstructions.tsx', (sample: PageSample) => {
  async function open(projectId: string) {
    const load = await openPage(sample, `/projects/${projectId}`);
    const Form = componentOf<{projectId: string}>(load, sample.title, 'ProjectInstructions');
    return renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(Form, {projectId})),
    );
  }

  const box = () => screen.getByRole<HTMLTextAreaElement>('textbox');

  it('ProjectInstructions asks a signed-out reader to sign in', async () => {
    await open('proj-1');
    expect(await screen.findByText('Sign in to edit this project.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });

  it('ProjectInstructions loads the instructions, saves the trimmed text and sends null for an empty field', async () => {
    await earlierVisitSignedIn(sample);
    const project = seedProject('Thesis', 'Cite sources.');
    await open(project.id);
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Instructions for Thesis')).value).toBe('Cite sources.');
    const reader = user();
    await reader.clear(box());
    await reader.type(box(), '  Answer in German. ');
    await reader.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(project.instructions).toBe('Answer in German.');
    expect(box().value).toBe('Answer in German.');
    await reader.clear(box());
    await reader.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(project.instructions).toBeNull());
    expect(bodiesTo(`/v1/conversation-projects/${project.id}`, 'POST')).toEqual([
      {instructions: 'Answer in German.'},
      {instructions: null},
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Save'}).disabled).toBe(false);
  });

  it('ProjectInstructions shows the server message when the project cannot be loaded or saved', async () => {
    expectConsole(/no project proj-missing/, /saving is down/);
    await earlierVisitSignedIn(sample);
    const view = await open('proj-missing');
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: no project proj-missing');
    view.unmount();
    const project = seedProject('Thesis');
    await open(project.id);
    await screen.findByLabelText('Instructions for Thesis');
    serverError('POST', `/v1/conversation-projects/${project.id}`, 'saving is down');
    await user().type(box(), 'Be brief.');
    await user().click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('saving is down')).toBeTruthy();
    expect(box().value).toBe('Be brief.');
    expect(project.instructions).toBeNull();
  });

  it("ProjectInstructions never shows one user's instructions to the next, and drops a save answered after unmount", async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    const project = seedProject('Private', 'Reader secret');
    expectConsole(new RegExp(`no project ${project.id}`));
    const view = await open(project.id);
    await screen.findByDisplayValue('Reader secret');
    const held = holdRequests('POST', `/v1/conversation-projects/${project.id}`);
    await user().click(screen.getByRole('button', {name: 'Save'}));
    await waitUntil(() => held.arrived() === 1);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect((await screen.findByRole('alert')).textContent).toBe(`stand-in: no project ${project.id}`);
    expect(screen.queryByDisplayValue('Reader secret')).toBeNull();
    held.release();
    await settle();
    expect(screen.queryByText('Saved.')).toBeNull();
    view.unmount();
  });
});

samplesOf(PAGE, 'src/moveConversations.ts', (sample) => {
  it('moveToProject moves several, moveOne moves one and takes it out with null; no ids send nothing', async () => {
    const {load, context} = await signedInContext(sample);
    const {moveToProject, moveOne} = load.exportsOf(sample.title) as Record<string, Fn>;
    const project = seedProject('Lisbon');
    const [a, b] = [seedConversation(), seedConversation()];
    await inAct(() => moveToProject(context(), [], project.id));
    expect(standIn.log.to(/batch-update-project/)).toEqual([]);
    await inAct(() => moveToProject(context(), [a.id, b.id], project.id));
    expect(conversationsOf().map((c) => c.project_id)).toEqual([project.id, project.id]);
    expect(await inAct(() => moveOne(context(), a.id, null))).toBeNull();
    expect(await inAct(() => moveOne(context(), a.id, project.id))).toBe(project.id);
    expect(bodiesTo('/v1/conversations/batch-update-project', 'POST')).toEqual([
      {ids: [a.id, b.id], project_id: project.id},
    ]);
    expect(bodiesTo(`/v1/conversations/${a.id}`, 'POST')).toEqual([{project_id: null}, {project_id: project.id}]);
  });

  it('moveToProject rejects when the answer says success: false', async () => {
    const {load, context} = await signedInContext(sample);
    const {moveToProject} = load.exportsOf(sample.title) as Record<string, Fn>;
    const project = seedProject('Lisbon');
    const a = seedConversation();
    expect(await rejectionOf(() => moveToProject(context(), [a.id, 'conv-unknown'], project.id))).toEqual(
      new Error('The conversations were not moved.'),
    );
  });
});

samplesOf(PAGE, 'src/deleteProjectKeepConversations.ts', (sample) => {
  it('deleteProjectKeepConversations takes every conversation out of the project, then deletes it', async () => {
    const {load} = await signedInContext(sample);
    const {deleteProjectKeepConversations} = load.exportsOf(sample.title) as Record<string, Fn>;
    const [project, other] = [seedProject('Old'), seedProject('Other')];
    const inside = [1, 2, 3].map(() => seedConversation({project_id: project.id}));
    const elsewhere = seedConversation({project_id: other.id});
    await inAct(() => deleteProjectKeepConversations(project.id));
    expect(projectsOf().map((p) => p.id)).toEqual([other.id]);
    expect(conversationsOf().map((c) => [c.id, c.project_id])).toEqual([
      ...inside.map((c) => [c.id, null]),
      [elsewhere.id, other.id],
    ]);
    expect(standIn.log.lines().filter((line) => line.includes(' /v1/'))).toEqual([
      'GET /v1/conversations',
      'POST /v1/conversations/batch-update-project',
      'GET /v1/conversations',
      `DELETE /v1/conversation-projects/${project.id}`,
    ]);
  });

  it('deleteProjectKeepConversations stops, keeping the project, when a moved conversation shows up again or the move fails', async () => {
    const {load} = await signedInContext(sample);
    const {deleteProjectKeepConversations} = load.exportsOf(sample.title) as Record<string, Fn>;
    const project = seedProject('Sticky');
    seedConversation({project_id: project.id});
    sealedAnswer('POST', '/v1/conversations/batch-update-project', {success: true});
    expect(await rejectionOf(() => deleteProjectKeepConversations(project.id))).toEqual(
      new Error('Some conversations did not leave the project.'),
    );
    sealedAnswer('POST', '/v1/conversations/batch-update-project', {success: false});
    expect(await rejectionOf(() => deleteProjectKeepConversations(project.id))).toEqual(
      new Error('Could not take the conversations out of the project.'),
    );
    expect(projectsOf().map((p) => p.id)).toEqual([project.id]);
    expect(standIn.log.to(/^\/v1\/conversation-projects/, 'DELETE')).toEqual([]);
  });
});
