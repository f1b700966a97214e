/**
 * The models guide (3.2.0): the catalog picker (filters, order, the quick default, failures,
 * another user, an API key, unmount with the request in flight), the question form built on it,
 * the alias join and the id list called with the hook's value.
 */
import {screen, waitFor, within} from '@testing-library/react';
import {createElement, Fragment, useState} from 'react';
import {afterEach, expect, it, vi} from 'vitest';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {serveCatalog, STAND_IN_CATALOG} from '../../src/stand-in/routes/model-catalog';
import {apiKeyOf, attestationFailsNext, bearerOf, ensureAccount, keyButtons, shownOnClick} from './ai-pages';
import type {PageLoad, PageSample} from './support/pages';
import {
  accountSwitcher,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  inAct,
  openPage,
  OTHER_READER,
  READER,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
} from './support/scenarios';

const PAGE = 'docs/guides/models.mdx';
const CATALOG = '/v1/models/catalog';
const COMPLETIONS = '/v1/chat/completions';

const FREE = ['free'] as const;
const FREE_AND_PRO = ['free', 'pro'] as const;

const capabilities = (extra: Record<string, boolean> = {}) => ({
  chat: true,
  vision: false,
  reasoning: false,
  tool_use: false,
  ...extra,
});

function model(id: string, displayName: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    object: 'model',
    created: 0,
    owned_by: 'stand-in',
    display_name: displayName,
    short_name: displayName,
    context_window: 1024,
    max_context_tokens: 1024,
    access: 'free',
    capabilities: capabilities(),
    enabled: true,
    deprecated: false,
    ...fields,
  };
}

/** A catalog with tiers, capabilities, an order, a disabled and a deprecated model. */
const RICH_CATALOG = {
  ...STAND_IN_CATALOG,
  data: [
    model('m-vision', 'Vision Pro', {access: 'pro', capabilities: capabilities({vision: true}), sort_order: 1}),
    model('m-bravo', 'Bravo', {sort_order: 3, deprecated: true}),
    model('m-alpha', 'Alpha'),
    model('m-charlie', 'Charlie', {sort_order: 2, description: 'the quick one'}),
    model('m-off', 'Switched off', {enabled: false, sort_order: 0}),
  ],
  aliases: STAND_IN_CATALOG.aliases.map((alias) => ({
    ...alias,
    target_model: alias.id === 'auto:quick' ? 'm-charlie' : 'm-vision',
  })),
};

const catalogRequests = () => standIn.log.to(CATALOG);

samplesOf(PAGE, 'src/ModelPicker.tsx', (sample: PageSample) => {
  interface PickerProps {
    value: string | null;
    onChange: (id: string) => void;
    capability?: string;
    allowedTiers: readonly string[];
  }

  /** The picker with its value kept in state and shown, as a settings form would hold it. */
  function pickerWithValue(load: PageLoad, props: Omit<PickerProps, 'value' | 'onChange'>) {
    const ModelPicker = componentOf<PickerProps>(load, sample.title, 'ModelPicker');
    return function Form() {
      const [value, setValue] = useState<string | null>(null);
      return createElement(
        Fragment,
        null,
        createElement(ModelPicker, {...props, value, onChange: setValue}),
        createElement('output', {'aria-label': 'chosen'}, value ?? 'none'),
      );
    };
  }

  async function open(props: Omit<PickerProps, 'value' | 'onChange'>, options: {signedIn?: boolean} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/settings');
    const view = renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(keyButtons(load, apiKeyOf(OTHER_READER))),
        createElement(pickerWithValue(load, props)),
      ),
    );
    return {load, view};
  }

  const options = () =>
    within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
  const chosen = () => screen.getByLabelText('chosen').textContent;

  it('ModelPicker lists the enabled models of the allowed tiers with the capability, in sort_order, and preselects the quick default', async () => {
    serveCatalog(standIn.backend, RICH_CATALOG);
    await open({capability: 'chat', allowedTiers: FREE});
    await waitFor(() => expect(chosen()).toBe('m-charlie'));
    expect(options()).toEqual(['Charlie', 'Bravo (deprecated)', 'Alpha']);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('m-charlie');
    expect(screen.getByRole('option', {name: 'Charlie'}).getAttribute('title')).toBe('the quick one');
    await user().selectOptions(screen.getByRole('combobox'), 'm-alpha');
    expect(chosen()).toBe('m-alpha');
    expect(catalogRequests().length).toBeGreaterThanOrEqual(1);
    expect(catalogRequests().length).toBeLessThanOrEqual(2);
  });

  it('ModelPicker preselects the first model on the list when the quick default is not on it', async () => {
    serveCatalog(standIn.backend, RICH_CATALOG);
    await open({capability: 'vision', allowedTiers: FREE_AND_PRO});
    await waitFor(() => expect(chosen()).toBe('m-vision'));
    expect(options()).toEqual(['Vision Pro']);
  });

  it('ModelPicker says no model matches when no model of the allowed tiers has the capability', async () => {
    serveCatalog(standIn.backend, RICH_CATALOG);
    await open({capability: 'vision', allowedTiers: FREE});
    expect(await screen.findByText('No model matches these requirements.')).toBeTruthy();
    expect(chosen()).toBe('none');
  });

  it('ModelPicker sends nothing for a signed-out reader, then loads the catalog with an API key once one is set', async () => {
    await open({allowedTiers: FREE}, {signedIn: false});
    expect(await screen.findByText('Loading models…')).toBeTruthy();
    await settle();
    expect(catalogRequests()).toEqual([]);
    await user().click(screen.getByRole('button', {name: 'Use key'}));
    await waitFor(() => expect(chosen()).toBe(STAND_IN_MODEL));
    expect(options()).toEqual(['Stand-in echo']);
    expect(catalogRequests().map(bearerOf)).toContain(standIn.backend.apiKeys.keys().next().value);
  });

  it('ModelPicker shows the message of a failed load', async () => {
    expectConsole(/^Error: catalog is down/, /^Error fetching model catalog: Error: catalog is down/);
    await earlierVisitSignedIn(sample);
    standIn.faults.add({path: CATALOG, times: 2, status: 500, body: {json: {status: 500, message: 'catalog is down'}}});
    await open({allowedTiers: FREE});
    expect((await screen.findByRole('alert')).textContent).toBe('Models unavailable: catalog is down');
  });

  it('ModelPicker shows the attestation error when the enclave cannot be attested', async () => {
    expectConsole(
      /^Error verifying attestation/,
      /^Error: Couldn't process attestation document/,
      /^Error fetching model catalog: Error: Couldn't process attestation document/,
    );
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/settings');
    const picker = createElement(pickerWithValue(load, {allowedTiers: FREE}));
    renderInProvider(load.sdk, createElement(shownOnClick('Choose a model', picker)));
    const button = await screen.findByRole('button', {name: 'Choose a model'});
    await settle();
    attestationFailsNext();
    await user().click(button);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Models unavailable: Couldn't process attestation document/,
    );
    expect(catalogRequests()).toEqual([]);
  });

  it('ModelPicker loads again for the next user, showing Loading instead of the previous answer', async () => {
    await open({allowedTiers: FREE});
    await screen.findByRole('combobox');
    const held = holdRequests('GET', CATALOG);
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect(await screen.findByText('Loading models…')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(held.arrived()).toBeGreaterThanOrEqual(1));
    held.release();
    await screen.findByRole('combobox');
    const otherToken = [...standIn.backend.accessTokens].find(
      ([, id]) => id === standIn.backend.findByEmail(OTHER_READER.email)!.id,
    )?.[0];
    expect(catalogRequests().at(-1) && bearerOf(catalogRequests().at(-1)!)).toBe(otherToken);
  });

  it('ModelPicker drops the answer of a request still in flight when it unmounts', async () => {
    await earlierVisitSignedIn(sample);
    const held = holdRequests('GET', CATALOG);
    const {view} = await open({allowedTiers: FREE});
    await waitFor(() => expect(held.arrived()).toBeGreaterThanOrEqual(1));
    view.unmount();
    held.release();
    await settle();
    expect(catalogRequests().length).toBeGreaterThanOrEqual(1);
  });
});

samplesOf(PAGE, 'src/AskAModel.tsx', (sample: PageSample) => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The page load with the picker of step 1 where the sample's hidden `declare` says it is. */
  async function open(options: {signedIn?: boolean} = {}) {
    ensureAccount(OTHER_READER);
    if (options.signedIn !== false) await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/ask');
    vi.stubGlobal('ModelPicker', load.exportsOf('src/ModelPicker.tsx').ModelPicker);
    const view = renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(accountSwitcher(load)),
        createElement(componentOf(load, sample.title, 'AskAModel')),
      ),
    );
    return view;
  }

  async function ask(question: string): Promise<void> {
    const reader = user();
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe(STAND_IN_MODEL));
    await reader.type(screen.getByRole('textbox', {name: 'Question'}), question);
    await reader.click(screen.getByRole('button', {name: 'Ask'}));
  }

  it('AskAModel asks a signed-out reader to sign in', async () => {
    await open({signedIn: false});
    expect(await screen.findByText('Sign in to ask a question.')).toBeTruthy();
  });

  it('AskAModel sends the question with the preselected model and shows the answer', async () => {
    await open();
    await screen.findByRole('combobox');
    await ask('What is two plus two?');
    expect(await screen.findByText('echo: What is two plus two?')).toBeTruthy();
    expect(standIn.log.to(COMPLETIONS).map((request) => request.decryptedBody)).toEqual([
      {model: STAND_IN_MODEL, messages: [{role: 'user', content: 'What is two plus two?'}]},
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Ask'}).disabled).toBe(false);
  });

  it('AskAModel says the session was not accepted when the resend after the refresh is refused too', async () => {
    expectConsole(
      /^Unauthorized, refreshing access token/,
      /^Request failed with response status: 401/,
      /^Error during fetch process: Error: Request failed with status 401/,
    );
    await open();
    await screen.findByRole('combobox');
    standIn.faults.add({path: COMPLETIONS, times: 2, status: 401, body: {json: {status: 401, message: 'no'}}});
    await ask('Hello');
    expect((await screen.findByRole('alert')).textContent).toBe('Your session or API key was not accepted.');
  });

  it('AskAModel says the request failed on a server error, sent once, and the answer that could not be decrypted', async () => {
    expectConsole(
      /^Request failed with response status: 500/,
      /^Error during fetch process: Error: Request failed with status 500/,
    );
    await open();
    await screen.findByRole('combobox');
    standIn.faults.add({path: COMPLETIONS, status: 500, body: {json: {status: 500, message: 'down'}}});
    await ask('Hello');
    expect((await screen.findByRole('alert')).textContent).toBe('The request failed.');
    expect(standIn.log.to(COMPLETIONS)).toHaveLength(1);
    standIn.faults.add({path: COMPLETIONS, status: 200, body: {json: {encrypted: 'bm90IHNlYWxlZA=='}}});
    await user().click(screen.getByRole('button', {name: 'Ask'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The answer could not be decrypted.'));
  });

  it('AskAModel aborts its request when it unmounts, and updates nothing afterwards', async () => {
    expectConsole(/^Error during fetch process: .*AbortError/);
    const view = await open();
    await screen.findByRole('combobox');
    const held = holdRequests('POST', COMPLETIONS);
    await ask('Hello');
    await waitFor(() => expect(held.arrived()).toBe(1));
    view.unmount();
    held.release();
    await settle();
  });

  it('AskAModel gives the next user an empty form', async () => {
    await open();
    await screen.findByRole('combobox');
    await ask('Reader question');
    await screen.findByText('echo: Reader question');
    await user().click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(screen.queryByText('echo: Reader question')).toBeNull());
    await screen.findByRole('combobox');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', {name: 'Question'}).value).toBe('');
  });
});

samplesOf(PAGE, 'src/aliasTargets.ts', (sample) => {
  type Join = (catalog: unknown) => {alias: {id: string}; target: {id: string} | undefined}[];

  it('aliasTargets pairs each alias of the fetched catalog with the model it names', async () => {
    const {load, context} = await signedInContext(sample);
    const aliasTargets = load.exportsOf(sample.title).aliasTargets as Join;
    const catalog = await inAct(() => context().fetchModelCatalog());
    expect(aliasTargets(catalog).map(({alias, target}) => [alias.id, target?.id])).toEqual([
      ['auto:quick', STAND_IN_MODEL],
      ['auto:powerful', STAND_IN_MODEL],
    ]);
  });

  it('aliasTargets gives undefined for an alias whose model is not in data', async () => {
    serveCatalog(standIn.backend, {
      ...RICH_CATALOG,
      data: RICH_CATALOG.data.filter((entry) => entry.id !== 'm-vision'),
    });
    const {load, context} = await signedInContext(sample);
    const aliasTargets = load.exportsOf(sample.title).aliasTargets as Join;
    const catalog = await inAct(() => context().fetchModelCatalog());
    expect(aliasTargets(catalog).map(({alias, target}) => [alias.id, target?.id])).toEqual([
      ['auto:quick', 'm-charlie'],
      ['auto:powerful', undefined],
    ]);
  });
});

samplesOf(PAGE, 'src/listModelIds.ts', (sample) => {
  it('listModelIds lists the ids as the signed-in user, and with the context API key once one is set', async () => {
    const {load, context} = await signedInContext(sample);
    const listModelIds = load.exportsOf(sample.title).listModelIds as (os: unknown) => Promise<string[]>;
    expect(await inAct(() => listModelIds(context()))).toEqual([STAND_IN_MODEL]);
    const key = apiKeyOf(READER);
    await inAct(async () => (context().setApiKey as unknown as (key: string) => void)(key));
    expect(await inAct(() => listModelIds(context()))).toEqual([STAND_IN_MODEL]);
    expect(standIn.log.to('/v1/models').map(bearerOf).at(-1)).toBe(key);
  });

  it('listModelIds rejects with the server message', async () => {
    expectConsole(/^Error: models are down/, /^Error fetching models: Error: models are down/);
    const {load, context} = await signedInContext(sample);
    const listModelIds = load.exportsOf(sample.title).listModelIds as (os: unknown) => Promise<string[]>;
    standIn.faults.add({path: '/v1/models', status: 500, body: {json: {status: 500, message: 'models are down'}}});
    const error = await inAct(() => listModelIds(context()).catch((caught: unknown) => caught));
    expect(error).toEqual(new Error('models are down'));
  });
});
