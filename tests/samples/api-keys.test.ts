/**
 * The API keys guide (3.2.0): the key manager driven through its UI (create, show once, copy,
 * delete, duplicates, server errors, another user, unmount mid-request), the key form, the keyed
 * OpenAI client on a page nobody signed in to, and transcription with the context's key.
 */
import {screen, waitFor, within} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {apiKeyOf, attestationFailsNext, bearerOf, ensureAccount, shownOnClick} from './ai-pages';
import type {PageLoad, PageSample} from './support/pages';
import {
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  READER,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
  waitUntil,
} from './support/scenarios';

const PAGE = 'docs/guides/api-keys.mdx';
const KEYS = '/protected/api-keys';

const keyNamesOf = (email: string) =>
  [...standIn.backend.apiKeys.values()]
    .filter((record) => record.userId === standIn.backend.findByEmail(email)!.id)
    .map((record) => record.name);

samplesOf(PAGE, 'src/ApiKeyManager.tsx', (sample: PageSample) => {
  async function open(options: {signedIn?: boolean} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/keys');
    const view = renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'ApiKeyManager')),
      ),
    );
    return view;
  }

  async function create(name: string) {
    const reader = user();
    await reader.type(await screen.findByLabelText('New key name'), name);
    await reader.click(screen.getByRole('button', {name: 'Create key'}));
  }

  const listed = () =>
    screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent?.replace(/, created .*$/, ''));

  it('ApiKeyManager asks a signed-out reader to sign in, and sends nothing', async () => {
    await open({signedIn: false});
    expect(await screen.findByText('Sign in to manage API keys.')).toBeTruthy();
    expect(standIn.log.to(KEYS)).toEqual([]);
  });

  it('ApiKeyManager creates a key, shows its value once, lists keys newest first, and copies the value', async () => {
    await open();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    await create('laptop');
    const shown = await screen.findByRole('status');
    const [record] = standIn.backend.apiKeys.values();
    expect(within(shown).getByText(record.key).tagName).toBe('CODE');
    expect(shown.textContent).toContain('Your new key "laptop" is below. Copy it now: it cannot be shown again.');
    expect(screen.getByLabelText<HTMLInputElement>('New key name').value).toBe('');
    await waitFor(() => expect(listed()).toEqual(['laptop']));
    const reader = user();
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    await reader.click(within(shown).getByRole('button', {name: 'Copy'}));
    expect(copied.mock.calls).toEqual([[record.key]]);
    await reader.click(within(shown).getByRole('button', {name: 'I have saved it'}));
    expect(screen.queryByRole('status')).toBeNull();
    await create('server');
    await waitFor(() => expect(listed()).toEqual(['server', 'laptop']));
    expect(standIn.log.to(KEYS, 'POST').map((request) => request.decryptedBody)).toEqual([
      {name: 'laptop'},
      {name: 'server'},
    ]);
  });

  it('ApiKeyManager says so when copying fails', async () => {
    await open();
    await create('laptop');
    const shown = await screen.findByRole('status');
    const reader = user();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await reader.click(within(shown).getByRole('button', {name: 'Copy'}));
    expect((await screen.findByRole('alert')).textContent).toBe('Copying failed: select the key and copy it by hand.');
  });

  it('ApiKeyManager refuses a name already in the list without asking the server', async () => {
    await earlierVisitSignedIn(sample);
    apiKeyOf(READER, 'laptop');
    await open();
    await waitFor(() => expect(listed()).toEqual(['laptop']));
    await create('laptop');
    expect((await screen.findByRole('alert')).textContent).toBe('You already have a key named "laptop".');
    expect(standIn.log.to(KEYS, 'POST')).toEqual([]);
  });

  it('ApiKeyManager deletes a key once the user confirms, and sends nothing when they cancel', async () => {
    await earlierVisitSignedIn(sample);
    apiKeyOf(READER, 'old laptop');
    apiKeyOf(READER, 'server');
    await open();
    await waitFor(() => expect(listed()).toHaveLength(2));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Delete old laptop'}));
    expect(standIn.log.to(/^\/protected\/api-keys\//)).toEqual([]);
    confirm.mockReturnValue(true);
    await reader.click(screen.getByRole('button', {name: 'Delete old laptop'}));
    await waitFor(() => expect(listed()).toEqual(['server']));
    expect(confirm).toHaveBeenLastCalledWith('Delete the key "old laptop"? Anything using it stops working.');
    expect(standIn.log.to(/^\/protected\/api-keys\//).map((request) => request.path)).toEqual([
      '/protected/api-keys/old%20laptop',
    ]);
    expect(keyNamesOf(READER.email)).toEqual(['server']);
  });

  it('ApiKeyManager shows the server message when the list, a creation or a deletion fails', async () => {
    expectConsole(/^Error: keys are down/, /^Error: name refused/, /^Error: stand-in: no API key named server/);
    await earlierVisitSignedIn(sample);
    apiKeyOf(READER, 'server');
    standIn.faults.add({
      path: KEYS,
      method: 'GET',
      times: 2,
      status: 500,
      body: {json: {status: 500, message: 'keys are down'}},
    });
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('keys are down');
    expect(screen.getByText('Loading keys…')).toBeTruthy();
    standIn.faults.add({path: KEYS, method: 'POST', status: 422, body: {json: {status: 422, message: 'name refused'}}});
    await create('bad/name');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('name refused'));
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create key'}).disabled).toBe(false);
    await user().clear(screen.getByLabelText('New key name'));
    await create('laptop');
    await screen.findByRole('status');
    await waitFor(() => expect(listed()).toEqual(['laptop', 'server']));
    standIn.backend.apiKeys.delete([...standIn.backend.apiKeys.values()].find((k) => k.name === 'server')!.key);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user().click(screen.getByRole('button', {name: 'Delete server'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: no API key named server');
    expect(listed()).toEqual(['laptop', 'server']);
  });

  it("ApiKeyManager shows the next user only their own keys, and never the previous user's new key", async () => {
    apiKeyOf(OTHER_READER, 'other key');
    await open();
    await create('reader key');
    await screen.findByRole('status');
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(listed()).toEqual(['other key']));
    expect(screen.queryByRole('status')).toBeNull();
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to manage API keys.')).toBeTruthy();
  });

  it('ApiKeyManager drops the list that arrives after it unmounted', async () => {
    await earlierVisitSignedIn(sample);
    const held = holdRequests('GET', KEYS);
    const view = await open();
    await waitFor(() => expect(held.arrived()).toBeGreaterThanOrEqual(1));
    view.unmount();
    held.release();
    await settle();
  });

  it('ApiKeyManager shows the attestation error when the enclave cannot be attested', async () => {
    expectConsole(/^Error verifying attestation/, /^Error: Couldn't process attestation document/);
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/keys');
    const manager = createElement(componentOf(load, sample.title, 'ApiKeyManager'));
    renderInProvider(load.sdk, createElement(shownOnClick('Manage keys', manager)));
    const button = await screen.findByRole('button', {name: 'Manage keys'});
    await settle();
    attestationFailsNext();
    await user().click(button);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Couldn't process attestation document/);
    expect(standIn.log.to(KEYS)).toEqual([]);
  });

  it('ApiKeyManager touches no state when it unmounts with a creation in flight', async () => {
    const view = await open();
    await screen.findByText('No API keys yet.');
    const held = holdRequests('POST', KEYS);
    await create('laptop');
    await waitFor(() => expect(held.arrived()).toBe(1));
    view.unmount();
    held.release();
    await settle();
    expect(keyNamesOf(READER.email)).toEqual(['laptop']);
  });
});

/** Shows the context's `apiKey`, as a debug panel would. */
function currentKey(load: PageLoad) {
  return function CurrentKey() {
    const {apiKey} = load.sdk.useOpenSecret() as unknown as {apiKey?: string};
    return createElement('output', {'aria-label': 'context key'}, apiKey ?? 'none');
  };
}

samplesOf(PAGE, 'src/UseApiKey.tsx', (sample: PageSample) => {
  async function open(options: {signedIn?: boolean} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/key');
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(currentKey(load)),
        createElement(componentOf(load, sample.title, 'UseApiKey')),
      ),
    );
    return load;
  }

  const contextKey = () => screen.getByLabelText('context key').textContent;

  it('UseApiKey refuses a value that is not a key, and the context keeps none', async () => {
    await open({signedIn: false});
    const reader = user();
    await reader.type(await screen.findByLabelText('API key'), 'sk-not-a-uuid');
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    expect((await screen.findByRole('alert')).textContent).toBe('That does not look like an OpenSecret API key.');
    expect(contextKey()).toBe('none');
  });

  it('UseApiKey sets a pasted key, trimmed, which the context then sends; Stop using it clears it', async () => {
    const key = apiKeyOf(READER);
    await open({signedIn: false});
    const reader = user();
    await reader.type(await screen.findByLabelText('API key'), `  ${key} `);
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    expect(await screen.findByText(/Using an API key for AI requests\./)).toBeTruthy();
    expect(contextKey()).toBe(key);
    await reader.click(screen.getByRole('button', {name: 'Stop using it'}));
    expect(await screen.findByLabelText<HTMLInputElement>('API key')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe('');
    expect(contextKey()).toBe('none');
  });

  it('UseApiKey: a sign-in clears the key, as the page says', async () => {
    const key = apiKeyOf(READER);
    await open();
    const reader = user();
    await reader.type(await screen.findByLabelText('API key'), key);
    await reader.click(screen.getByRole('button', {name: 'Use key'}));
    await screen.findByText(/Using an API key/);
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect(await screen.findByLabelText('API key')).toBeTruthy();
    expect(contextKey()).toBe('none');
  });
});

samplesOf(PAGE, 'src/keyedClient.ts', (sample: PageSample) => {
  type KeyedClient = (
    apiUrl: string,
    apiKey: string,
  ) => {
    chat: {completions: {create: (body: unknown) => Promise<{choices: {message: {content: string}}[]}>}};
  };

  /** A page nobody signed in to, the provider mounted and done loading. */
  async function pageWithoutUser() {
    const load = await openPage(sample, '/tool');
    let loading = true;
    const Probe = () => {
      loading = load.sdk.useOpenSecret().auth.loading;
      return null;
    };
    renderInProvider(load.sdk, createElement(Probe));
    await waitUntil(() => !loading);
    return load.exportsOf(sample.title).keyedClient as KeyedClient;
  }

  it('keyedClient sends the key it was given, with no user signed in', async () => {
    const key = apiKeyOf(READER);
    const keyedClient = await pageWithoutUser();
    const client = keyedClient(LOOPBACK_ORIGIN, key);
    const completion = await inAct(() =>
      client.chat.completions.create({model: STAND_IN_MODEL, messages: [{role: 'user', content: 'ping'}]}),
    );
    expect(completion.choices[0].message.content).toBe('echo: ping');
    expect(standIn.log.to('/v1/chat/completions').map(bearerOf)).toEqual([key]);
  });

  it('keyedClient with a deleted key: refused once, not sent again, the SDK error as the cause', async () => {
    expectConsole(
      /^Request failed with response status: 401/,
      /^Error during fetch process: Error: Request failed with status 401/,
    );
    const keyedClient = await pageWithoutUser();
    const client = keyedClient(LOOPBACK_ORIGIN, crypto.randomUUID());
    const error = await inAct(() =>
      client.chat.completions
        .create({model: STAND_IN_MODEL, messages: [{role: 'user', content: 'ping'}]})
        .catch((caught: unknown) => caught),
    );
    expect((error as Error).message).toBe('Connection error.');
    expect(String((error as {cause?: unknown}).cause)).toMatch(/^Error: Request failed with status 401: /);
    expect(
      standIn.log.lines().filter((line) => !line.includes('attestation') && line !== 'POST /key_exchange'),
    ).toEqual(['POST /v1/chat/completions']);
  });
});

samplesOf(PAGE, 'src/transcribeWithKey.ts', (sample: PageSample) => {
  type Transcribe = (os: unknown, audio: File) => Promise<string>;

  it("transcribeWithKey sends the context's key when one is set, and the user's token otherwise", async () => {
    const {load, context} = await signedInContext(sample);
    const transcribeWithKey = load.exportsOf(sample.title).transcribeWithKey as Transcribe;
    const audio = new File([new Uint8Array([1, 2, 3])], 'memo.webm', {type: 'audio/webm'});
    expect(await inAct(() => transcribeWithKey(context(), audio))).toBe(
      'stand-in transcript of memo.webm (3 bytes, audio/webm, whisper-large-v3)',
    );
    const key = apiKeyOf(READER);
    await inAct(async () => (context().setApiKey as unknown as (key: string) => void)(key));
    await inAct(() => transcribeWithKey(context(), audio));
    const [first, second] = standIn.log.to('/v1/audio/transcriptions').map(bearerOf);
    expect(standIn.backend.accessTokens.has(first!)).toBe(true);
    expect(second).toBe(key);
  });
});
