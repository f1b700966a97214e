/**
 * The AI integration guides of both versions: the streaming chat driven through its form after a
 * reload with a stored session (answers, history, refusals, lost connections, attestation that
 * fails, Stop, unmount mid-answer, another user), and the plain functions called with the hook's
 * value. The stand-in answers a chat completion with `echo: <last message>`.
 */
import {screen, waitFor} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {apiKeyOf, attestationFailsNext, bearerOf, ensureAccount, keyButtons, streamOneChunkThenHold} from './ai-pages';
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

const V3 = 'docs/guides/ai-integration.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/ai-integration.mdx';
const COMPLETIONS = '/v1/chat/completions';

type Fn = (...args: unknown[]) => Promise<unknown>;

const completionBodies = () => standIn.log.to(COMPLETIONS).map((request) => request.decryptedBody);
const shownMessages = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

interface ChatPage {
  /** What a 400 refusal shows. */
  refused400: string;
  /** What a refusal that stays 401 after the refresh shows. */
  refused401: string;
  /** What a lost connection or a failed attestation shows. */
  couldNotAnswer: string;
  /** What a stream whose every payload fails to decrypt shows, if anything. */
  undecryptable: string | null;
}

function chatScenarios(page: ChatPage) {
  return (sample: PageSample): void => {
    async function open(options: {signedIn?: boolean} = {}) {
      ensureAccount(OTHER_READER);
      if (options.signedIn !== false) await earlierVisitSignedIn(sample);
      const load = await openPage(sample, '/chat');
      const PrivateChat = componentOf<{model: string}>(load, sample.title, 'PrivateChat');
      const view = renderInProvider(
        load.sdk,
        createElement(
          Fragment,
          null,
          createElement(accountSwitcher(load)),
          createElement(PrivateChat, {model: STAND_IN_MODEL}),
        ),
      );
      return view;
    }

    async function ask(question: string): Promise<void> {
      const reader = user();
      await reader.type(await screen.findByRole('textbox'), question);
      await reader.click(screen.getByRole('button', {name: 'Send'}));
    }

    it('PrivateChat asks a signed-out reader to sign in, on a fresh page load', async () => {
      await open({signedIn: false});
      expect(await screen.findByText('Sign in to chat privately.')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('PrivateChat streams the answer in, and sends the whole conversation with each question', async () => {
      await open();
      await ask('Hello there');
      await waitFor(() => expect(shownMessages()).toEqual(['You: Hello there', 'Assistant: echo: Hello there']));
      expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
      await ask('And again');
      await waitFor(() => expect(shownMessages()).toHaveLength(4));
      expect(shownMessages()).toEqual([
        'You: Hello there',
        'Assistant: echo: Hello there',
        'You: And again',
        'Assistant: echo: And again',
      ]);
      expect(completionBodies()).toEqual([
        {model: STAND_IN_MODEL, messages: [{role: 'user', content: 'Hello there'}], stream: true},
        {
          model: STAND_IN_MODEL,
          messages: [
            {role: 'user', content: 'Hello there'},
            {role: 'assistant', content: 'echo: Hello there'},
            {role: 'user', content: 'And again'},
          ],
          stream: true,
        },
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('PrivateChat shows the status of a refused request, sent once only (maxRetries: 0)', async () => {
      await open();
      expectConsole(
        /^Request failed with response status: 400/,
        /^Error during fetch process: Error: Request failed with status 400/,
      );
      standIn.faults.add({path: COMPLETIONS, status: 400, body: {json: {status: 400, message: 'unknown model'}}});
      await ask('Hello');
      expect((await screen.findByRole('alert')).textContent).toBe(page.refused400);
      expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
      expect(shownMessages()).toEqual(['You: Hello']);
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Send'}).disabled).toBe(true);
    });

    it('PrivateChat refreshes the token once on a 401, and shows the refusal when the resend is refused too', async () => {
      await open();
      expectConsole(
        /^Unauthorized, refreshing access token/,
        /^Request failed with response status: 401/,
        /^Error during fetch process: Error: Request failed with status 401/,
      );
      const unauthorized = {status: 401, body: {json: {status: 401, message: 'token expired'}}} as const;
      standIn.faults.add({path: COMPLETIONS, times: 2, ...unauthorized});
      await ask('Hello');
      expect((await screen.findByRole('alert')).textContent).toBe(page.refused401);
      expect(standIn.log.lines().filter((line) => line.endsWith(COMPLETIONS) || line.includes('refresh'))).toEqual([
        `POST ${COMPLETIONS}`,
        'POST /refresh',
        `POST ${COMPLETIONS}`,
      ]);
    });

    it('PrivateChat says it could not answer when the connection fails', async () => {
      await open();
      expectConsole(/^Error during fetch process: TypeError: Failed to fetch/);
      loseConnection('POST', COMPLETIONS);
      await ask('Hello');
      expect((await screen.findByRole('alert')).textContent).toBe(page.couldNotAnswer);
    });

    it('PrivateChat sends no prompt when the enclave cannot be attested, and says it could not answer', async () => {
      await open();
      expectConsole(
        /^Error verifying attestation/,
        /^Error during fetch process: Error: Couldn't process attestation document/,
      );
      await screen.findByRole('textbox');
      attestationFailsNext();
      await ask('Hello');
      expect((await screen.findByRole('alert')).textContent).toBe(page.couldNotAnswer);
      expect(standIn.log.to(COMPLETIONS)).toEqual([]);
    });

    it('PrivateChat drops a payload that does not decrypt, with a console error, and shows no answer', async () => {
      expectConsole(/^Decryption error: /);
      await open();
      standIn.faults.add({
        path: COMPLETIONS,
        status: 200,
        headers: {'content-type': 'text/event-stream'},
        body: {text: 'data: bm90IHNlYWxlZA==\n\ndata: [DONE]\n\n'},
      });
      await ask('Hello');
      await waitFor(() => expect(screen.queryByRole('button', {name: 'Stop'})).toBeNull());
      expect(shownMessages()).toEqual(['You: Hello']);
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(page.undecryptable);
    });

    it('PrivateChat: Stop ends a request still waiting for its answer, without an error', async () => {
      await open();
      expectConsole(/^Error during fetch process: .*AbortError/);
      const held = holdRequests('POST', COMPLETIONS);
      await ask('Hello');
      await waitFor(() => expect(held.arrived()).toBe(1));
      await user().click(screen.getByRole('button', {name: 'Stop'}));
      await waitFor(() => expect(screen.queryByRole('button', {name: 'Stop'})).toBeNull());
      held.release();
      await settle();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(shownMessages()).toEqual(['You: Hello']);
    });

    it('PrivateChat shows the answer as it streams in, and keeps the part received when the reader stops it', async () => {
      await open();
      await screen.findByRole('textbox');
      const stream = streamOneChunkThenHold('The first half');
      await ask('Tell me everything');
      await waitFor(() => expect(shownMessages()).toEqual(['You: Tell me everything', 'Assistant: The first half']));
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Send'}).disabled).toBe(true);
      await user().click(screen.getByRole('button', {name: 'Stop'}));
      await waitFor(() => expect(screen.queryByRole('button', {name: 'Stop'})).toBeNull());
      stream.release();
      await settle();
      expect(shownMessages()).toEqual(['You: Tell me everything', 'Assistant: The first half']);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('PrivateChat: unmounting mid-request aborts it, and nothing updates afterwards', async () => {
      const view = await open();
      expectConsole(/^Error during fetch process: .*AbortError/);
      const held = holdRequests('POST', COMPLETIONS);
      await ask('Hello');
      await waitFor(() => expect(held.arrived()).toBe(1));
      view.unmount();
      held.release();
      await settle();
    });

    it('PrivateChat starts an empty chat for the next user, and the sign-in prompt after signing out', async () => {
      await open();
      await ask('Private question');
      await screen.findByText('echo: Private question');
      const reader = user();
      await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
      await waitFor(() => expect(screen.queryByText('Private question')).toBeNull());
      await screen.findByRole('textbox');
      expect(shownMessages()).toEqual([]);
      await ask('Other question');
      await screen.findByText('echo: Other question');
      expect(completionBodies().at(-1)).toEqual({
        model: STAND_IN_MODEL,
        messages: [{role: 'user', content: 'Other question'}],
        stream: true,
      });
      await reader.click(screen.getByRole('button', {name: 'Sign out'}));
      expect(await screen.findByText('Sign in to chat privately.')).toBeTruthy();
    });
  };
}

samplesOf(
  V3,
  'src/PrivateChat.tsx',
  chatScenarios({
    refused400: 'The assistant refused the request (status 400).',
    refused401: 'Your session or API key was not accepted. Please sign in again.',
    couldNotAnswer: 'The assistant could not answer. Please try again.',
    undecryptable: 'No answer arrived.',
  }),
);

samplesOf(
  V1,
  'src/PrivateChat.tsx',
  chatScenarios({
    refused400: 'The assistant could not answer (HTTP 400).',
    refused401: 'The assistant could not answer (HTTP 401).',
    couldNotAnswer: 'The assistant could not answer. Please try again.',
    undecryptable: null,
  }),
);

samplesOf(V3, 'src/PrivateChat.tsx', (sample) => {
  it('PrivateChat chats with an API key set and nobody signed in, and the key goes out as the bearer', async () => {
    const key = apiKeyOf(READER);
    const load = await openPage(sample, '/chat');
    const PrivateChat = componentOf<{model: string}>(load, sample.title, 'PrivateChat');
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(keyButtons(load, key)),
        createElement(PrivateChat, {model: STAND_IN_MODEL}),
      ),
    );
    expect(await screen.findByText('Sign in to chat privately.')).toBeTruthy();
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    await reader.type(await screen.findByRole('textbox'), 'With a key');
    await reader.click(screen.getByRole('button', {name: 'Send'}));
    expect(await screen.findByText('echo: With a key')).toBeTruthy();
    expect(standIn.log.to(COMPLETIONS).map(bearerOf)).toEqual([key]);
    await reader.click(screen.getByRole('button', {name: 'Clear key'}));
    expect(await screen.findByText('Sign in to chat privately.')).toBeTruthy();
  });
});

samplesOf(V3, 'src/summarize.ts', (sample) => {
  it('summarize sends one non-streamed request with the system prompt and returns the answer', async () => {
    const {load, context} = await signedInContext(sample);
    const {summarize} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => summarize(context(), STAND_IN_MODEL, 'A long text.'))).toBe('echo: A long text.');
    expect(completionBodies()).toEqual([
      {
        model: STAND_IN_MODEL,
        messages: [
          {role: 'system', content: "Summarise the user's text in three sentences."},
          {role: 'user', content: 'A long text.'},
        ],
      },
    ]);
  });

  it('summarize rejects an answer that could not be decrypted, as its comment says', async () => {
    const {load, context} = await signedInContext(sample);
    const {summarize} = load.exportsOf(sample.title) as Record<string, Fn>;
    standIn.faults.add({path: COMPLETIONS, status: 200, body: {json: {encrypted: 'bm90IGEgc2VhbGVkIGFuc3dlcg=='}}});
    expect(await rejectionOf(() => summarize(context(), STAND_IN_MODEL, 'text'))).toEqual(
      new Error('The answer could not be decrypted.'),
    );
  });
});

samplesOf(V1, 'src/summarize.ts', (sample) => {
  it('summarize streams the answer and joins the chunks', async () => {
    const {load, context} = await signedInContext(sample);
    const {summarize} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => summarize(context(), STAND_IN_MODEL, 'A long text.'))).toBe('echo: A long text.');
    expect(completionBodies()).toEqual([
      {
        model: STAND_IN_MODEL,
        stream: true,
        messages: [
          {role: 'system', content: "Summarise the user's text in three sentences."},
          {role: 'user', content: 'A long text.'},
        ],
      },
    ]);
  });

  it('summarize stops when its signal aborts', async () => {
    const {load, context} = await signedInContext(sample);
    const {summarize} = load.exportsOf(sample.title) as Record<string, Fn>;
    expectConsole(/^Error during fetch process: .*AbortError/);
    const held = holdRequests('POST', COMPLETIONS);
    const controller = new AbortController();
    const pending = summarize(context(), STAND_IN_MODEL, 'text', controller.signal);
    await waitFor(() => expect(held.arrived()).toBe(1));
    controller.abort();
    held.release();
    expect(String(await rejectionOf(() => pending))).toMatch(/abort/i);
  });
});

samplesOf(V3, 'src/modelIds.ts', (sample) => {
  it('modelIds lists the ids of the models the backend offers, sorted', async () => {
    const {load, context} = await signedInContext(sample);
    const {modelIds} = load.exportsOf(sample.title) as Record<string, Fn>;
    expect(await inAct(() => modelIds(context()))).toEqual([STAND_IN_MODEL]);
  });
});
