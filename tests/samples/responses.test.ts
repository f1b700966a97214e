/**
 * The Responses API guide (3.2.0): `askOnce` called with the hook's value after a reload with a
 * stored session (a finished answer, polling an unfinished one, aborts at each point), and the
 * panel driven through its UI: a stream through the `openai` client over `aiCustomFetch`, the
 * stored response, deletion, the list with Load more, Cancel on a stream the stand-in keeps open,
 * a failed request, and another user signing in while a stream is open.
 */
import {screen, waitFor} from '@testing-library/react';
import {http} from 'msw';
import {createElement, Fragment} from 'react';
import {expect, it} from 'vitest';
import {sealText} from '../../src/stand-in/session-crypto';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {storedSessionKey} from '../sdk/support/wire';
import {accountIdOf, records} from './ai-records-support';
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

const PAGE = 'docs/guides/responses.mdx';

type Fn = (...args: unknown[]) => Promise<unknown>;

/** Adds a stored response of `who` to the stand-in. */
function seedResponse(input: string, status: string, who = READER) {
  return records().responses.add(accountIdOf(who), {
    id: standIn.backend.next('resp'),
    object: 'response',
    created_at: records().tick(),
    status,
    model: 'auto:quick',
    output: `echo: ${input}`,
    title: input,
  });
}

const viewOf = (record: Record<string, unknown>) => {
  const {title: _title, ...view} = record;
  return view;
};

samplesOf(PAGE, 'src/askOnce.ts', (sample) => {
  it('askOnce returns a finished response at once, and outputText shows string, array and missing output', async () => {
    const {load, context} = await signedInContext(sample);
    const {askOnce, outputText} = load.exportsOf(sample.title) as {
      askOnce: Fn;
      outputText: (response: unknown) => string;
    };
    const response = (await inAct(() =>
      askOnce(context(), 'auto:quick', 'Name a bean.', new AbortController().signal),
    )) as Record<string, unknown>;
    expect(response).toMatchObject({object: 'response', status: 'completed', output: 'echo: Name a bean.'});
    expect(outputText(response)).toBe('echo: Name a bean.');
    expect(outputText({...response, output: [{type: 'message'}]})).toBe('[\n  {\n    "type": "message"\n  }\n]');
    expect(outputText({...response, output: undefined})).toBe('');
    expect(standIn.log.to('/v1/responses', 'POST').map((request) => request.decryptedBody)).toEqual([
      {model: 'auto:quick', input: 'Name a bean.'},
    ]);
    expect(standIn.log.to(/^\/v1\/responses\//)).toEqual([]);
  });

  it('askOnce reads an unfinished response again until it has finished, removing each abort listener', async () => {
    const {load, context} = await signedInContext(sample);
    const {askOnce} = load.exportsOf(sample.title) as Record<string, Fn>;
    const live = seedResponse('Think hard.', 'queued');
    const path = `/v1/responses/${live.id}`;
    sealedCreate(viewOf(live));
    let reads = 0;
    standIn.server.use(
      http.get(`${LOOPBACK_ORIGIN}${path}`, () => {
        reads += 1;
        live.status = reads < 3 ? 'in_progress' : 'completed';
        return undefined;
      }),
    );
    const controller = new AbortController();
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const add = controller.signal.addEventListener.bind(controller.signal);
    const remove = controller.signal.removeEventListener.bind(controller.signal);
    controller.signal.addEventListener = (...args: Parameters<typeof add>) => {
      added.push(args[1]);
      add(...args);
    };
    controller.signal.removeEventListener = (...args: Parameters<typeof remove>) => {
      removed.push(args[1]);
      remove(...args);
    };
    const response = (await inAct(() => askOnce(context(), 'auto:quick', 'Think hard.', controller.signal, 5))) as {
      status: string;
    };
    expect(response.status).toBe('completed');
    expect(standIn.log.to(path, 'GET')).toHaveLength(3);
    expect(added).toHaveLength(3);
    expect(removed).toEqual(added);
  });

  it('askOnce rejects with the abort reason: before sending, while waiting, and for an answer that arrives after the abort', async () => {
    const {load, context} = await signedInContext(sample);
    const {askOnce} = load.exportsOf(sample.title) as Record<string, Fn>;
    const aborted = new AbortController();
    aborted.abort(new Error('left the page'));
    expect(await rejectionOf(() => askOnce(context(), 'auto:quick', 'a', aborted.signal))).toEqual(
      new Error('left the page'),
    );
    expect(standIn.log.to(/^\/v1\/responses/)).toEqual([]);

    const live = seedResponse('b', 'in_progress');
    sealedCreate(viewOf(live));
    const waiting = new AbortController();
    const outcome = inAct(() => askOnce(context(), 'auto:quick', 'b', waiting.signal, 60_000).catch((e: unknown) => e));
    await waitUntil(() => standIn.log.to('/v1/responses', 'POST').length === 1);
    waiting.abort(new Error('stopped waiting'));
    expect(await outcome).toEqual(new Error('stopped waiting'));
    expect(standIn.log.to(`/v1/responses/${live.id}`)).toEqual([]);

    const late = new AbortController();
    const held = holdRequests('POST', '/v1/responses');
    const lateOutcome = inAct(() => askOnce(context(), 'auto:quick', 'c', late.signal).catch((e: unknown) => e));
    await waitUntil(() => held.arrived() === 1);
    late.abort(new Error('too late'));
    held.release();
    expect(await lateOutcome).toEqual(new Error('too late'));
  });
});

/** The next `POST /v1/responses` is answered with `response`, sealed with the tab's session key. */
function sealedCreate(response: Record<string, unknown>): void {
  const key = storedSessionKey();
  if (!key) throw new Error('no session key');
  standIn.faults.add({
    path: '/v1/responses',
    method: 'POST',
    status: 200,
    body: {json: {encrypted: sealText(key, JSON.stringify(response))}},
  });
}

/**
 * The next `POST /v1/responses` streams `response.created` for `record` and one text delta, then
 * stays open until the request is aborted: a response the model is still writing.
 */
function openStream(record: Record<string, unknown>, delta: string): {aborted: boolean} {
  const state = {aborted: false};
  const key = storedSessionKey();
  if (!key) throw new Error('no session key');
  const line = (event: unknown) => `data: ${sealText(key, JSON.stringify(event))}\n\n`;
  standIn.server.use(
    http.post(
      `${LOOPBACK_ORIGIN}/v1/responses`,
      ({request}) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const encoder = new TextEncoder();
            controller.enqueue(
              encoder.encode(
                line({type: 'response.created', response: {...viewOf(record), output: []}}) +
                  line({type: 'response.output_text.delta', delta}),
              ),
            );
            request.signal.addEventListener(
              'abort',
              () => {
                state.aborted = true;
                controller.close();
              },
              {once: true},
            );
          },
        });
        return new Response(body, {status: 200, headers: {'content-type': 'text/event-stream'}});
      },
      {once: true},
    ),
  );
  return state;
}

samplesOf(PAGE, 'src/ResponsesPanel.tsx', (sample: PageSample) => {
  async function open() {
    const load = await openPage(sample, '/responses');
    const Panel = componentOf<{model: string}>(load, sample.title, 'ResponsesPanel');
    return renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(Panel, {model: 'auto:quick'})),
    );
  }

  const pastTitles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
  const ask = async (question: string) => {
    const reader = user();
    await reader.type(await screen.findByLabelText('Your question'), question);
    await reader.click(screen.getByRole('button', {name: 'Start'}));
  };

  it('ResponsesPanel asks a signed-out reader to sign in', async () => {
    await open();
    expect(await screen.findByText('Sign in to use the Responses API.')).toBeTruthy();
    expect(standIn.log.to(/^\/v1\//)).toEqual([]);
  });

  it('ResponsesPanel streams the answer, shows the stored status and usage, lists it, and deletes it', async () => {
    await earlierVisitSignedIn(sample);
    await open();
    await ask('What is miso?');
    expect(await screen.findByText('Status: completed, 2 tokens', {exact: false})).toBeTruthy();
    expect(screen.getByText('echo: What is miso?').tagName).toBe('PRE');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe('');
    await waitFor(() => expect(pastTitles()).toEqual(['What is miso?']));
    const [created] = records().responses.of(accountIdOf());
    expect(standIn.log.to('/v1/responses', 'POST').map((request) => request.decryptedBody)).toEqual([
      {model: 'auto:quick', input: 'What is miso?', stream: true},
    ]);
    expect(standIn.log.to(`/v1/responses/${created.id}`, 'GET')).toHaveLength(1);
    await user().click(screen.getByRole('button', {name: 'Delete this response'}));
    await waitFor(() => expect(screen.queryByText(/^Status:/)).toBeNull());
    expect(screen.queryByText('echo: What is miso?')).toBeNull();
    expect(records().responses.of(accountIdOf())).toEqual([]);
    await waitFor(() => expect(pastTitles()).toEqual([]));
  });

  it('ResponsesPanel lists past responses twenty at a time with Load more', async () => {
    await earlierVisitSignedIn(sample);
    for (let n = 1; n <= 23; n += 1) seedResponse(`Question ${n}`, 'completed');
    await open();
    await waitFor(() => expect(pastTitles()).toHaveLength(20));
    expect(pastTitles()[0]).toBe('Question 23');
    await user().click(screen.getByRole('button', {name: 'Load more'}));
    await waitFor(() => expect(pastTitles()).toHaveLength(23));
    expect(screen.queryByRole('button', {name: 'Load more'})).toBeNull();
  });

  it('ResponsesPanel Cancel stops reading the stream and cancels the response on the server', async () => {
    await earlierVisitSignedIn(sample);
    await open();
    await screen.findByLabelText('Your question');
    const live = seedResponse('Write an essay.', 'in_progress');
    const stream = openStream(live, 'Once upon');
    await ask('Write an essay.');
    expect(await screen.findByText('Once upon')).toBeTruthy();
    await user().click(screen.getByRole('button', {name: 'Cancel'}));
    expect(await screen.findByText('Status: cancelled', {exact: false})).toBeTruthy();
    expect(live.status).toBe('cancelled');
    expect(stream.aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Cancel'}).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe('Write an essay.');
    expect(standIn.log.to(`/v1/responses/${live.id}/cancel`, 'POST')).toHaveLength(1);
  });

  it('ResponsesPanel Cancel before the server has announced an ID only stops the local request', async () => {
    expectConsole(/^Error during fetch process: .*AbortError/);
    await earlierVisitSignedIn(sample);
    await open();
    await screen.findByLabelText('Your question');
    const held = holdRequests('POST', '/v1/responses');
    await ask('Too slow');
    await waitUntil(() => held.arrived() === 1);
    await user().click(screen.getByRole('button', {name: 'Cancel'}));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Start'}).disabled).toBe(false));
    held.release();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Status:/)).toBeNull();
    expect(standIn.log.to(/\/cancel$/)).toEqual([]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe('Too slow');
  });

  it("ResponsesPanel shows the SDK's message from the client error's cause, sending a failed create once", async () => {
    expectConsole(/^Request failed with response status: 500/, /^Error during fetch process: .*model is down/);
    await earlierVisitSignedIn(sample);
    await open();
    await screen.findByLabelText('Your question');
    standIn.faults.add({
      path: '/v1/responses',
      method: 'POST',
      status: 500,
      body: {json: {status: 500, message: 'model is down'}},
    });
    await ask('Hello?');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Request failed with status 500: {"status":500,"message":"model is down"}',
    );
    expect(standIn.log.to('/v1/responses', 'POST')).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Start'}).disabled).toBe(false);
  });

  it("ResponsesPanel aborts an open stream when another user signs in and shows only the next user's list", async () => {
    account(OTHER_READER);
    await earlierVisitSignedIn(sample);
    seedResponse('Other question', 'completed', OTHER_READER);
    await open();
    await screen.findByLabelText('Your question');
    const live = seedResponse('Reader secret', 'in_progress');
    const stream = openStream(live, 'Reader text');
    await ask('Reader secret');
    await screen.findByText('Reader text');
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(pastTitles()).toEqual(['Other question']));
    await settle();
    expect(screen.queryByText('Reader text')).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your question').value).toBe('');
    expect(stream.aborted).toBe(true);
    expect(standIn.log.to(/\/cancel$/)).toEqual([]);
  });
});
