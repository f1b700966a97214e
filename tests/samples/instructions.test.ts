/**
 * The instructions guide (3.2.0): the derived types' values and `defaultOf` against a real list,
 * the manager driven through its UI (create, default, edit, delete, paging, errors, another user,
 * an unmount while a request is open), and the helpers that pick an instruction and send its
 * prompt through an `openai` client over the hook's `aiCustomFetch`.
 */
import {screen, waitFor, within} from '@testing-library/react';
import {APIConnectionError} from 'openai';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {consoleLines} from '../sdk/support/console-capture';
import {openaiClient, settleWithFakeTimers} from '../sdk/support/openai';
import {accountIdOf, records, serverError} from './ai-records-support';
import type {PageSample} from './support/pages';
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

const PAGE = 'docs/guides/instructions.mdx';

type Fn = (...args: unknown[]) => Promise<unknown>;
interface Instruction {
  id: string;
  name: string;
  prompt: string;
  is_default: boolean;
}

const instructionsOf = (who = READER) => records().instructions.of(accountIdOf(who)) as unknown as Instruction[];

/** Adds an instruction of `who` to the stand-in, as the create route would. */
function seedInstruction(name: string, prompt: string, isDefault = false, who = READER): Instruction {
  const now = records().tick();
  return records().instructions.add(accountIdOf(who), {
    id: standIn.backend.uuid(),
    object: 'instruction',
    name,
    prompt,
    prompt_tokens: prompt.split(/\s+/).length,
    is_default: isDefault,
    created_at: now,
    updated_at: now,
  }) as unknown as Instruction;
}

const bodiesTo = (path: string | RegExp, method: string) =>
  standIn.log.to(path, method).map((request) => request.decryptedBody);

samplesOf(PAGE, 'src/instructionTypes.ts', (sample) => {
  it('reviewer creates a default instruction, firstPage lists it, and defaultOf finds it (or nothing)', async () => {
    const {load, context} = await signedInContext(sample);
    const {reviewer, firstPage, defaultOf} = load.exportsOf(sample.title) as {
      reviewer: unknown;
      firstPage: unknown;
      defaultOf: (page: unknown) => unknown;
    };
    const list = () => inAct(() => context().listInstructions(firstPage));
    expect(defaultOf(await list())).toBeUndefined();
    await inAct(() => context().createInstruction({name: 'French', prompt: 'Reply in French.'}));
    expect(defaultOf(await list())).toBeUndefined();
    const made = await inAct(() => context().createInstruction(reviewer));
    expect(bodiesTo('/v1/instructions', 'POST')[1]).toEqual({
      name: 'Code reviewer',
      prompt: 'You review TypeScript code. Point out bugs first, style last.',
      is_default: true,
    });
    expect(defaultOf(await list())).toEqual(made);
    expect(standIn.log.to('/v1/instructions', 'GET').map((request) => request.search)).toEqual([
      '?limit=20&order=desc',
      '?limit=20&order=desc',
      '?limit=20&order=desc',
    ]);
  });
});

samplesOf(PAGE, 'src/InstructionsManager.tsx', (sample: PageSample) => {
  async function open() {
    const load = await openPage(sample, '/instructions');
    return renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'InstructionsManager')),
      ),
    );
  }

  const rows = () =>
    screen.queryAllByRole('listitem').map((row) => row.textContent?.replace(/(Make default)?Edit.*$/, ''));
  const row = (name: string) => screen.getByText(name, {selector: 'strong'}).closest('li')!;

  it('InstructionsManager asks a signed-out reader to sign in', async () => {
    await open();
    expect(await screen.findByText('Sign in to manage your instructions.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });

  it('InstructionsManager creates instructions, keeps one default, edits only changed fields and deletes after confirming', async () => {
    await earlierVisitSignedIn(sample);
    await open();
    const save = await screen.findByRole<HTMLButtonElement>('button', {name: 'Save instruction'});
    expect(save.disabled).toBe(true);
    const reader = user();
    await reader.type(screen.getByLabelText('Name'), ' Code reviewer ');
    await reader.type(screen.getByLabelText('Prompt'), 'Review my code.');
    await reader.click(screen.getByLabelText('Make this my default'));
    await reader.click(save);
    await waitFor(() => expect(rows()).toEqual(['Code reviewer (default) · 3 tokens ']));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Make this my default').checked).toBe(false);
    await reader.type(screen.getByLabelText('Name'), 'French');
    await reader.type(screen.getByLabelText('Prompt'), 'Reply in French.');
    await reader.click(save);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(bodiesTo('/v1/instructions', 'POST')).toEqual([
      {name: 'Code reviewer', prompt: 'Review my code.', is_default: true},
      {name: 'French', prompt: 'Reply in French.'},
    ]);
    await reader.click(within(row('French')).getByRole('button', {name: 'Make French the default'}));
    await waitFor(() => expect(rows()).toEqual(['French (default) · 3 tokens ', 'Code reviewer · 3 tokens ']));
    const french = instructionsOf().find((instruction) => instruction.name === 'French')!;
    await reader.click(screen.getByRole('button', {name: 'Edit French'}));
    await reader.click(screen.getByRole('button', {name: 'Save'}));
    expect(bodiesTo(`/v1/instructions/${french.id}`, 'POST')).toEqual([]);
    await reader.click(screen.getByRole('button', {name: 'Edit French'}));
    const editor = within(screen.getByRole('button', {name: 'Cancel'}).closest('li')!);
    await reader.clear(editor.getByRole('textbox', {name: 'Name'}));
    await reader.type(editor.getByRole('textbox', {name: 'Name'}), 'Français');
    await reader.click(screen.getByRole('button', {name: 'Save'}));
    await screen.findByText('Français');
    expect(bodiesTo(`/v1/instructions/${french.id}`, 'POST')).toEqual([{name: 'Français'}]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await reader.click(screen.getByRole('button', {name: 'Delete Code reviewer'}));
    await waitFor(() => expect(rows()).toEqual(['Français (default) · 3 tokens ']));
    expect(confirm).toHaveBeenCalledWith('Delete "Code reviewer"? This cannot be undone.');
    expect(instructionsOf().map((instruction) => instruction.name)).toEqual(['Français']);
  });

  it('InstructionsManager pages with Load more, and shows the server message when a change fails', async () => {
    expectConsole(/instructions are down/);
    await earlierVisitSignedIn(sample);
    for (let n = 1; n <= 22; n += 1) seedInstruction(`Prompt ${n}`, `Say ${n}.`);
    await open();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Load more'}));
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(screen.queryByRole('button', {name: 'Load more'})).toBeNull();
    serverError('POST', '/v1/instructions', 'instructions are down');
    await reader.type(screen.getByLabelText('Name'), 'Kept');
    await reader.type(screen.getByLabelText('Prompt'), 'Kept prompt');
    await reader.click(screen.getByRole('button', {name: 'Save instruction'}));
    expect((await screen.findByRole('alert')).textContent).toBe('instructions are down');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Kept');
    expect(instructionsOf()).toHaveLength(22);
  });

  it("InstructionsManager shows only the next user's instructions, and drops answers after it unmounts", async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedInstruction('Reader secret', 'Private prompt');
    seedInstruction('Other prompt', 'Be nice.', false, OTHER_READER);
    const view = await open();
    await screen.findByText('Reader secret');
    await user().type(screen.getByLabelText('Name'), 'Draft of Reader');
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await screen.findByText('Other prompt');
    expect(screen.queryByText('Reader secret')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    const held = holdRequests('POST', '/v1/instructions');
    await reader.type(screen.getByLabelText('Name'), 'Late');
    await reader.type(screen.getByLabelText('Prompt'), 'Late prompt');
    await reader.click(screen.getByRole('button', {name: 'Save instruction'}));
    await waitUntil(() => held.arrived() === 1);
    view.unmount();
    held.release();
    await settle();
    expect(instructionsOf(OTHER_READER).map((instruction) => instruction.name)).toEqual(['Other prompt', 'Late']);
  });
});

samplesOf(PAGE, 'src/askWithInstruction.ts', (sample) => {
  it('instructionToUse finds the default across pages, or reads the picked one; none without a default', async () => {
    const {load, context} = await signedInContext(sample);
    const {instructionToUse} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => instructionToUse(context(), null))).toBeNull();
    const oldest = seedInstruction('Oldest', 'Be old.', true);
    for (let n = 1; n <= 120; n += 1) seedInstruction(`Prompt ${n}`, `Say ${n}.`);
    standIn.log.clear();
    expect(await inAct(() => instructionToUse(context(), null))).toEqual(oldest);
    expect(standIn.log.to('/v1/instructions', 'GET').map((request) => request.search)).toEqual([
      '?limit=100',
      `?limit=100&after=${instructionsOf()[21].id}`,
    ]);
    const picked = instructionsOf()[5];
    expect(await inAct(() => instructionToUse(context(), picked.id))).toEqual(picked);
  });

  it('instructionToUse rejects with the server message for a picked instruction that is gone', async () => {
    expectConsole(/no instruction gone-id/);
    const {load, context} = await signedInContext(sample);
    const {instructionToUse} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await rejectionOf(() => instructionToUse(context(), 'gone-id'))).toEqual(
      new Error('stand-in: no instruction gone-id'),
    );
  });

  it('askWithInstruction sends the prompt as the system message, or the question alone', async () => {
    const {load, context} = await signedInContext(sample);
    const {askWithInstruction} = load.exportsOf(sample.title) as Record<string, Fn>;
    const openai = openaiClient(() => context().aiCustomFetch as never);
    const instruction = seedInstruction('French', 'Reply in French.');
    expect(await inAct(() => askWithInstruction(openai, 'auto:quick', instruction, 'Hello'))).toBe('echo: Hello');
    expect(await inAct(() => askWithInstruction(openai, 'auto:quick', null, 'Hi'))).toBe('echo: Hi');
    expect(bodiesTo('/v1/chat/completions', 'POST')).toEqual([
      {
        model: 'auto:quick',
        messages: [
          {role: 'system', content: 'Reply in French.'},
          {role: 'user', content: 'Hello'},
        ],
      },
      {model: 'auto:quick', messages: [{role: 'user', content: 'Hi'}]},
    ]);
  });

  it('askWithInstruction: an error status is sent three times by a default client and ends as APIConnectionError with the SDK error as cause', async () => {
    expectConsole(
      /^Request failed with response status: 500 {2}and message: .*model is down/,
      /^Error during fetch process: Error: Request failed with status 500: .*model is down/,
    );
    const {load, context} = await signedInContext(sample);
    const {askWithInstruction} = load.exportsOf(sample.title) as Record<string, Fn>;
    const openai = openaiClient(() => context().aiCustomFetch as never);
    standIn.faults.add({
      path: '/v1/chat/completions',
      status: 500,
      times: 3,
      body: {json: {status: 500, message: 'model is down'}},
    });
    const {error} = await settleWithFakeTimers(() => askWithInstruction(openai, 'auto:quick', null, 'Hi'));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toBe('Connection error.');
    expect(((error as Error).cause as Error).message).toMatch(/^Request failed with status 500: .*model is down/);
    expect(standIn.log.to('/v1/chat/completions')).toHaveLength(3);
    const logged = consoleLines().filter((line) => line.method === 'error');
    expect(logged).toHaveLength(6);
  });
});
