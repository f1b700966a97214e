/**
 * The migration guide (1.1.0 to 3.2.0): each "Before, 1.1.0" sample runs against 1.1.0 and each
 * "After, 3.2.0" sample against 3.2.0, and the scenarios show what the page says changes between
 * them: the guest upgrade in place and its replacement by a new account, the OAuth settings
 * flag, hand-built context fakes, the provider's PCR settings, and the `openai` client over
 * `aiCustomFetch` (encrypted or decrypted answers, and what happens before sign-in).
 */
import {screen} from '@testing-library/react';
import {APIConnectionError} from 'openai';
import type OpenAI from 'openai';
import {createElement, Fragment, type ReactNode} from 'react';
import {expect, it} from 'vitest';
import {pcrValue} from '../../src/stand-in/attestation-document';
import {createDeveloper, oauthSettingsOf, projectsOf} from '../../src/stand-in/routes/platform';
import {consoleLines} from '../sdk/support/console-capture';
import {settleWithFakeTimers} from '../sdk/support/openai';
import type {PageLoad, PageSample} from './support/pages';
import {
  componentOf,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  rejectionOf,
  renderInProvider,
  renderStrict,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  user,
  waitUntil,
  type SdkContext,
} from './support/scenarios';

const PAGE = 'docs/migration.mdx';

const GUEST_PASSWORD = 'guest passphrase of the reader';
const NEW_ACCOUNT = {email: 'upgraded@example.com', password: 'a new long passphrase'};

const storedOf = (accountId: string): Record<string, string> =>
  Object.fromEntries([...standIn.backend.store(accountId)].map(([key, entry]) => [key, entry.value]));

// ---------------------------------------------------------------------------------------------
// Guest upgrade removed

/** A guest with two stored values, signed in on this page load, the page's UpgradeGuest shown. */
async function signedInGuestWithUpgrade(sample: PageSample): Promise<{guestId: string; context: () => SdkContext}> {
  const guestId = standIn.backend.createAccount({password: GUEST_PASSWORD, name: null}).id;
  for (const [key, value] of [
    ['theme', 'dark'],
    ['draft', 'half a letter'],
  ])
    standIn.backend.store(guestId).set(key, {value, created_at: 1, updated_at: 1} as never);
  const load = await openPage(sample, '/account');
  let context: ReturnType<PageLoad['sdk']['useOpenSecret']> | undefined;
  const Capture = (): null => {
    context = load.sdk.useOpenSecret();
    return null;
  };
  renderInProvider(
    load.sdk,
    createElement(
      Fragment,
      null,
      createElement(Capture),
      createElement(componentOf(load, sample.title, 'UpgradeGuest')),
    ),
  );
  await waitUntil(() => context !== undefined && !context.auth.loading);
  const signInGuest = (context as unknown as SdkContext).signInGuest;
  await inAct(() => signInGuest(guestId, GUEST_PASSWORD));
  await waitUntil(() => context?.auth.user !== undefined);
  standIn.log.clear();
  return {guestId, context: () => context as unknown as SdkContext};
}

async function fillUpgradeForm(button: string): Promise<void> {
  const reader = user();
  // One input event per field: typing each key only takes longer.
  await reader.click(screen.getByRole('textbox'));
  await reader.paste(NEW_ACCOUNT.email);
  await reader.click(document.querySelector<HTMLInputElement>('input[type="password"]')!);
  await reader.paste(NEW_ACCOUNT.password);
  await reader.click(screen.getByRole('button', {name: button}));
}

samplesOf(PAGE, 'Before, 1.1.0: src/UpgradeGuest.tsx', (sample) => {
  it('1.1.0 UpgradeGuest turns the signed-in guest into an email account in place: same ID, data kept', async () => {
    const {guestId} = await signedInGuestWithUpgrade(sample);
    await fillUpgradeForm('Add email');
    await waitUntil(() => standIn.log.to('/protected/convert_guest').length === 1);
    await settle();
    expect(standIn.log.to('/protected/convert_guest')[0].decryptedBody).toEqual({
      email: NEW_ACCOUNT.email,
      password: NEW_ACCOUNT.password,
      name: null,
    });
    expect(standIn.backend.findByEmail(NEW_ACCOUNT.email)?.id).toBe(guestId);
    expect(storedOf(guestId)).toEqual({theme: 'dark', draft: 'half a letter'});
  });
});

samplesOf(PAGE, 'After, 3.2.0: src/UpgradeGuest.tsx', (sample) => {
  it('3.2.0 UpgradeGuest creates a new account with a new ID, copies the entries, and leaves the guest as it was', async () => {
    const {guestId, context} = await signedInGuestWithUpgrade(sample);
    await fillUpgradeForm('Create an email account');
    await waitUntil(() => standIn.log.to(/^\/protected\/kv\//, 'PUT').length === 2);
    await settle();
    const created = standIn.backend.findByEmail(NEW_ACCOUNT.email)!;
    expect(created.id).not.toBe(guestId);
    expect(storedOf(created.id)).toEqual({theme: 'dark', draft: 'half a letter'});
    expect(storedOf(guestId)).toEqual({theme: 'dark', draft: 'half a letter'});
    expect(standIn.backend.accounts.get(guestId)?.email).toBeUndefined();
    expect(standIn.log.to('/register', 'POST')[0].decryptedBody).toMatchObject({
      email: NEW_ACCOUNT.email,
      password: NEW_ACCOUNT.password,
      inviteCode: '',
    });
    expect((context().auth as unknown as {user?: {user: {id: string}}}).user?.user.id).toBe(created.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create an email account'}).disabled).toBe(false);
  });

  it('3.2.0 UpgradeGuest shows the refusal of the sign-up, and copies nothing', async () => {
    standIn.backend.createAccount({email: NEW_ACCOUNT.email, password: 'someone else', name: null});
    expectConsole(/email already registered/);
    await signedInGuestWithUpgrade(sample);
    await fillUpgradeForm('Create an email account');
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: email already registered');
    expect(standIn.log.to(/^\/protected\/kv\//, 'PUT')).toEqual([]);
  });

  it('3.2.0 UpgradeGuest says the new account exists when copying the data fails', async () => {
    expectConsole(/storage is down/);
    standIn.faults.add({
      path: /^\/protected\/kv\//,
      method: 'PUT',
      status: 500,
      body: {json: {status: 500, message: 'stand-in: storage is down'}},
    });
    await signedInGuestWithUpgrade(sample);
    await fillUpgradeForm('Create an email account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your new account exists, but not all data was copied: stand-in: storage is down',
    );
    expect(standIn.backend.findByEmail(NEW_ACCOUNT.email)).toBeDefined();
  });
});

// ---------------------------------------------------------------------------------------------
// OAuth settings need apple_oauth_enabled

type Fn = (...args: unknown[]) => Promise<unknown>;
type DeveloperContext = Record<string, Fn> & {auth: {loading: boolean; developer?: unknown}};

/** A developer signed in on this page load, in the release's developer provider: the hook's value. */
async function signedInDeveloper(load: PageLoad): Promise<() => DeveloperContext> {
  const sdk = load.sdk as unknown as {
    OpenSecretDeveloper: (props: {apiUrl: string; children?: ReactNode}) => ReactNode;
    useOpenSecretDeveloper: () => DeveloperContext;
  };
  const developer = {email: 'dev@example.com', password: 'developer passphrase'};
  createDeveloper(standIn.backend, developer);
  let context: DeveloperContext | undefined;
  const Capture = (): null => {
    context = sdk.useOpenSecretDeveloper();
    return null;
  };
  renderStrict(createElement(sdk.OpenSecretDeveloper, {apiUrl: LOOPBACK_ORIGIN}, createElement(Capture)));
  await waitUntil(() => context !== undefined && !context.auth.loading);
  // The provider hands its URL to the attestation code a moment after loading turns false with
  // no tokens stored (the registration page says so); a user's sign-in comes later than that.
  await settle();
  await inAct(() => context!.signIn(developer.email, developer.password));
  await waitUntil(() => context?.auth.developer !== undefined);
  return () => context!;
}

const GOOGLE = {client_id: 'google-client-id', redirect_url: 'https://app.example.com/auth/google/callback'};

function enableGoogleScenario(expected: Record<string, unknown>) {
  return (sample: PageSample): void => {
    it(`enableGoogle (${sample.release}) writes the settings: ${Object.keys(expected).join(', ')}`, async () => {
      const load = await openPage(sample);
      const dev = await signedInDeveloper(load);
      const org = (await inAct(() => dev().createOrganization('Acme'))) as {id: string};
      await inAct(() => dev().createProject(org.id, 'Acme Notes'));
      const project = projectsOf(standIn.backend)[0].id;
      const {enableGoogle} = load.exportsOf(sample.title) as Record<string, Fn>;
      const answer = await inAct(() => enableGoogle(dev(), org.id, project));
      expect(oauthSettingsOf(standIn.backend, org.id, project)).toEqual(expected);
      expect(answer).toEqual(expected);
    });
  };
}

samplesOf(
  PAGE,
  'Before, 1.1.0: src/enableGoogle.ts',
  enableGoogleScenario({google_oauth_enabled: true, github_oauth_enabled: false, google_oauth_settings: GOOGLE}),
);
samplesOf(
  PAGE,
  'After, 3.2.0: src/enableGoogle.ts',
  enableGoogleScenario({
    google_oauth_enabled: true,
    github_oauth_enabled: false,
    apple_oauth_enabled: false,
    google_oauth_settings: GOOGLE,
  }),
);

// ---------------------------------------------------------------------------------------------
// Hand-built context values

/** Renders the page's FakeOpenSecret around a component that keeps the hook's value. */
async function underFake(sample: PageSample): Promise<() => SdkContext & {auth: unknown; clientId: unknown}> {
  const load = await openPage(sample);
  const FakeOpenSecret = componentOf<{children: ReactNode}>(load, sample.title, 'FakeOpenSecret');
  let context: unknown;
  const Probe = () => {
    context = load.sdk.useOpenSecret();
    const {auth} = load.sdk.useOpenSecret();
    return createElement('p', null, auth.user ? 'signed in' : 'signed out');
  };
  renderStrict(createElement(FakeOpenSecret, null, createElement(Probe)));
  expect(await screen.findByText('signed out')).toBeTruthy();
  return () => context as SdkContext & {auth: unknown; clientId: unknown};
}

samplesOf(PAGE, 'Before, 1.1.0: src/testing/FakeOpenSecret.tsx', (sample) => {
  it('1.1.0 FakeOpenSecret gives the listed values and a rejection for every member not faked, sending nothing', async () => {
    const fake = await underFake(sample);
    expect(fake().auth).toEqual({loading: false, user: undefined});
    expect(fake().clientId).toBe('test-client');
    expect(await inAct(() => fake().get('theme'))).toBeUndefined();
    expect(await inAct(() => fake().list())).toEqual([]);
    expect(await rejectionOf(() => fake().signIn('a@example.com', 'pw'))).toEqual(new Error('not faked in this test'));
    expect(await rejectionOf(() => fake().convertGuestToUserAccount('a@example.com', 'pw', null))).toEqual(
      new Error('not faked in this test'),
    );
    expect(standIn.log.lines()).toEqual([]);
  });
});

samplesOf(PAGE, 'After, 3.2.0: src/testing/FakeOpenSecret.tsx', (sample) => {
  it('3.2.0 FakeOpenSecret gives the faked members and names every other member in its rejection, sending nothing', async () => {
    const fake = await underFake(sample);
    expect(fake().auth).toEqual({loading: false, user: undefined});
    expect(fake().clientId).toBe('test-client');
    expect(await inAct(() => fake().get('theme'))).toBeUndefined();
    expect(await inAct(() => fake().list())).toEqual([]);
    expect(await rejectionOf(() => fake().signIn('a@example.com', 'pw'))).toEqual(
      new Error('signIn is not faked in this test'),
    );
    expect(await rejectionOf(() => fake().delAll())).toEqual(new Error('delAll is not faked in this test'));
    expect(standIn.log.lines()).toEqual([]);
  });

  it('3.2.0 FakeOpenSecret leaves `apiKey` unset and can be awaited: `then` is not answered with a function', async () => {
    const fake = await underFake(sample);
    expect((fake() as unknown as {apiKey?: unknown}).apiKey).toBeUndefined();
    expect((fake() as unknown as {then?: unknown}).then).toBeUndefined();
    const awaited = await Promise.race([
      Promise.resolve(fake()).then((value) => (value === fake() ? 'the fake itself' : 'something else')),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(awaited).toBe('the fake itself');
  });
});

// ---------------------------------------------------------------------------------------------
// Remote attestation is on by default

/** A document of an enclave build whose PCR0 no list names, as `getAttestationDocument` would parse it. */
function unknownBuildDocument(root: Uint8Array) {
  return {
    module_id: 'stand-in-enclave',
    digest: 'SHA384' as const,
    timestamp: Date.now(),
    pcrs: new Map([[0, pcrValue(0x0f)]]),
    certificate: root,
    cabundle: [root],
    public_key: null,
    user_data: null,
    nonce: null,
  };
}

function rootScenario(expected: Record<string, unknown>) {
  return (sample: PageSample): void => {
    it(`Root (${sample.release}) hands its URL, client ID and PCR settings to the provider; an unknown build is judged by the list alone, nothing downloaded`, async () => {
      const load = await openPage(sample);
      const Root = componentOf<{children: ReactNode}>(load, sample.title, 'Root');
      let context: Record<string, unknown> | undefined;
      const Settings = () => {
        context = load.sdk.useOpenSecret();
        const {apiUrl, clientId, pcrConfig} = context;
        return createElement('pre', null, JSON.stringify({apiUrl, clientId, pcrConfig}));
      };
      renderStrict(createElement(Root, null, createElement(Settings)));
      await settle();
      expect(JSON.parse(screen.getByText(/pcrConfig/).textContent)).toEqual({
        apiUrl: 'https://enclave.example.com',
        clientId: '550e8400-e29b-41d4-a716-446655440000',
        pcrConfig: expected,
      });
      const {parseAttestationForView, awsRootCertDer, pcrConfig} = context as {
        parseAttestationForView: (...args: unknown[]) => Promise<{validatedPcr0Hash?: {text: string}}>;
        awsRootCertDer: Uint8Array;
        pcrConfig: unknown;
      };
      const root = new Uint8Array(awsRootCertDer);
      const view = await inAct(() => parseAttestationForView(unknownBuildDocument(root), [root], pcrConfig));
      expect(view.validatedPcr0Hash?.text).toBe('PCR0 does not match a known good value');
      expect(standIn.intercepted()).toEqual([]);
    });
  };
}

const TRUSTED = ['<96 hex characters of a build you trust>'];
samplesOf(PAGE, 'Before, 1.1.0: src/Root.tsx', rootScenario({pcr0Values: TRUSTED}));
samplesOf(PAGE, 'After, 3.2.0: src/Root.tsx', rootScenario({pcr0Values: TRUSTED, remoteAttestation: false}));

// ---------------------------------------------------------------------------------------------
// AI requests

const ASK = {model: 'stand-in-echo', messages: [{role: 'user' as const, content: 'hello'}]};

async function streamedText(client: OpenAI): Promise<string> {
  const stream = await client.chat.completions.create({...ASK, stream: true});
  let text = '';
  for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
  return text;
}

samplesOf(PAGE, 'Before, 1.1.0: src/aiClient.ts', (sample) => {
  it('1.1.0 aiClient streams a decrypted answer, but a non-streaming answer comes back still encrypted', async () => {
    const {load, context} = await signedInContext(sample);
    const {aiClient} = load.exportsOf(sample.title) as {aiClient: (os: unknown) => OpenAI};
    expect(await inAct(() => streamedText(aiClient(context())))).toBe('echo: hello');
    const answer = (await inAct(() => aiClient(context()).chat.completions.create(ASK))) as unknown as Record<
      string,
      unknown
    >;
    expect(Object.keys(answer)).toEqual(['encrypted']);
    expect(answer.choices).toBeUndefined();
    expect(standIn.log.to('/v1/chat/completions')[0].headers.authorization).toBe(
      `Bearer ${window.localStorage.getItem('access_token')}`,
    );
  });

  it('1.1.0 aiClient before sign-in gets the placeholder: nothing is sent, and a stream has no body', async () => {
    const load = await openPage(sample);
    let context: unknown;
    const Capture = (): null => {
      context = load.sdk.useOpenSecret();
      return null;
    };
    renderInProvider(load.sdk, createElement(Capture));
    await waitUntil(() => context !== undefined && !(context as {auth: {loading: boolean}}).auth.loading);
    const {aiClient} = load.exportsOf(sample.title) as {aiClient: (os: unknown) => OpenAI};
    const error = await rejectionOf(() => streamedText(aiClient(context)));
    expect(String(error)).toContain('Attempted to iterate over a response with no body');
    expect(standIn.log.to('/v1/chat/completions')).toEqual([]);
  });
});

samplesOf(PAGE, 'After, 3.2.0: src/aiClient.ts', (sample) => {
  it('3.2.0 aiClient gets decrypted answers, streamed or not', async () => {
    const {load, context} = await signedInContext(sample);
    const {aiClient} = load.exportsOf(sample.title) as {aiClient: (os: unknown) => OpenAI};
    const answer = await inAct(() => aiClient(context()).chat.completions.create(ASK));
    expect(answer.choices[0].message.content).toBe('echo: hello');
    expect(await inAct(() => streamedText(aiClient(context())))).toBe('echo: hello');
  });

  it('3.2.0 aiClient before sign-in: the client tries three times, then rejects with "Connection error.", the SDK\'s error in cause', async () => {
    const load = await openPage(sample);
    let context: unknown;
    const Capture = (): null => {
      context = load.sdk.useOpenSecret();
      return null;
    };
    renderInProvider(load.sdk, createElement(Capture));
    await waitUntil(() => context !== undefined && !(context as {auth: {loading: boolean}}).auth.loading);
    const {aiClient} = load.exportsOf(sample.title) as {aiClient: (os: unknown) => OpenAI};
    expectConsole(/^Error during fetch process: Error: No access token or API key available/);
    const {error} = await settleWithFakeTimers(() => aiClient(context).chat.completions.create(ASK));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toBe('Connection error.');
    expect((error as Error).cause).toEqual(new Error('No access token or API key available'));
    expect(standIn.log.lines()).toEqual([]);
    const attempts = consoleLines().filter((line) => line.text.startsWith('Error during fetch process'));
    expect(attempts).toHaveLength(3);
  });

  it('3.2.0 aiClient: an error status rejects the same way, after three attempts, as the page says', async () => {
    expectConsole(/models are down/);
    standIn.faults.add({
      path: '/v1/chat/completions',
      status: 503,
      times: Infinity,
      body: {json: {status: 503, message: 'stand-in: models are down'}},
    });
    const {load, context} = await signedInContext(sample);
    const {aiClient} = load.exportsOf(sample.title) as {aiClient: (os: unknown) => OpenAI};
    const {error} = await settleWithFakeTimers(() => aiClient(context()).chat.completions.create(ASK));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toBe('Connection error.');
    expect(String((error as Error).cause)).toContain('models are down');
    expect(standIn.log.to('/v1/chat/completions')).toHaveLength(3);
  });
});
