/**
 * The getting-started guides of both versions: the provider wrapper reading `.env.local`, the
 * account status, and the first app (sign in, read and save a value, sign out, sign in as
 * someone else), on a fresh page load with empty storage and on a reload with a stored session.
 */
import {screen, waitFor} from '@testing-library/react';
import {http} from 'msw';
import {createElement} from 'react';
import {expect, it} from 'vitest';
import type {PageSample, SdkModule} from './support/pages';
import {
  account,
  CLIENT_ID,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  LOOPBACK_ORIGIN,
  OTHER_READER,
  openPage,
  READER,
  renderInProvider,
  renderStrict,
  samplesOf,
  settle,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/getting-started.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/getting-started.mdx';

/** What `.env.local` holds in a reader's app pointed at the stand-in. */
/** What the SDK logs, as the page says, when `get` reads a key that was never stored. */
const MISSING_KEY_LOGGED = /no value for key favorite-color/;

const ENV = {VITE_OPENSECRET_API_URL: LOOPBACK_ORIGIN, VITE_OPENSECRET_CLIENT_ID: CLIENT_ID};

function appProvidersScenarios(sample: PageSample): void {
  it('AppProviders hands the apiUrl and client ID of .env.local to the provider', async () => {
    const load = await openPage(sample, '/', {env: ENV});
    const AppProviders = componentOf<{children: React.ReactNode}>(load, sample.title, 'AppProviders');
    const Settings = () => {
      const {apiUrl, clientId} = (load.sdk.useOpenSecret as unknown as () => {apiUrl: string; clientId: string})();
      return createElement('p', null, `${clientId} at ${apiUrl}`);
    };
    renderStrict(createElement(AppProviders, null, createElement(Settings)));
    expect((await screen.findByText(new RegExp(CLIENT_ID))).textContent).toBe(`${CLIENT_ID} at ${LOOPBACK_ORIGIN}`);
    await settle();
  });

  it('AppProviders stops at load with a message naming the variable .env.local lacks', async () => {
    const load = await openPage(sample, '/', {env: {VITE_OPENSECRET_CLIENT_ID: CLIENT_ID}});
    expect(() => load.exportsOf(sample.title)).toThrow('VITE_OPENSECRET_API_URL is not set. Add it to .env.local.');
  });
}

function accountStatusScenarios(sample: PageSample): void {
  it('AccountStatus shows that nobody is signed in on a fresh load with empty storage', async () => {
    const load = await openPage(sample);
    const AccountStatus = componentOf(load, sample.title, 'AccountStatus');
    renderInProvider(load.sdk, createElement(AccountStatus));
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(standIn.log.lines()).toEqual([]);
  });

  it('AccountStatus shows the restored user, unverified email, project and apiUrl after a reload', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample);
    const AccountStatus = componentOf(load, sample.title, 'AccountStatus');
    const view = renderInProvider(load.sdk, createElement(AccountStatus));
    await screen.findByText(/Signed in as/);
    expect(view.container.textContent).toBe(
      `Signed in as ${READER.name} (email not verified yet)Project ${CLIENT_ID} on ${LOOPBACK_ORIGIN}`,
    );
  });
}

/** The first app of the page, rendered inside the provider. */
async function openApp(sample: PageSample): Promise<SdkModule> {
  const load = await openPage(sample);
  const App = componentOf(load, sample.title, 'default');
  renderInProvider(load.sdk, createElement(App));
  return load.sdk;
}

async function signInThroughForm(who: {email: string; password: string}): Promise<void> {
  const reader = user();
  await reader.type(await screen.findByPlaceholderText('Email'), who.email);
  await reader.type(screen.getByPlaceholderText('Password'), who.password);
  await reader.click(screen.getByRole('button', {name: 'Sign in'}));
}

function storedColor(email: string): string | undefined {
  const id = standIn.backend.findByEmail(email)!.id;
  return standIn.backend.store(id).get('favorite-color')?.value;
}

function appScenarios(readFailure: (message: string) => string) {
  return (sample: PageSample): void => {
    it('App: a fresh load shows the sign-in form; signing in shows the user and "not set yet"; Save stores the value', async () => {
      account();
      expectConsole(MISSING_KEY_LOGGED);
      await openApp(sample);
      await signInThroughForm(READER);
      expect(await screen.findByText(`Signed in as ${READER.email}`)).toBeTruthy();
      expect(await screen.findByText('Your favorite color: not set yet')).toBeTruthy();
      const reader = user();
      await reader.type(screen.getByPlaceholderText('e.g. teal'), 'teal');
      await reader.click(screen.getByRole('button', {name: 'Save'}));
      expect(await screen.findByText('Your favorite color: teal')).toBeTruthy();
      expect(screen.getByPlaceholderText<HTMLInputElement>('e.g. teal').value).toBe('');
      expect(storedColor(READER.email)).toBe('teal');
    });

    it('App: after a reload with the stored session, shows the saved value without a sign-in', async () => {
      account();
      await earlierVisitSignedIn(sample);
      standIn.backend.store(standIn.backend.findByEmail(READER.email)!.id).set('favorite-color', {
        value: 'amber',
        created_at: 0,
        updated_at: 0,
      } as never);
      await openApp(sample);
      expect(await screen.findByText('Your favorite color: amber')).toBeTruthy();
      expect(screen.getByText(`Signed in as ${READER.email}`)).toBeTruthy();
      expect(standIn.log.to('/login')).toEqual([]);
    });

    it('App: a wrong password keeps the form and shows the error the server sent', async () => {
      account();
      expectConsole(/stand-in: wrong credentials/);
      await openApp(sample);
      await signInThroughForm({email: READER.email, password: 'not the password'});
      expect((await screen.findByRole('alert')).textContent).toBe('stand-in: wrong credentials');
      expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Sign in'}).disabled).toBe(false);
    });

    it("App: signing out and in as another user shows that user's value, never the first one's", async () => {
      account();
      account(OTHER_READER);
      expectConsole(MISSING_KEY_LOGGED);
      await openApp(sample);
      await signInThroughForm(READER);
      await screen.findByText('Your favorite color: not set yet');
      const reader = user();
      await reader.type(screen.getByPlaceholderText('e.g. teal'), 'teal');
      await reader.click(screen.getByRole('button', {name: 'Save'}));
      await screen.findByText('Your favorite color: teal');
      await reader.click(screen.getByRole('button', {name: 'Sign out'}));
      await signInThroughForm(OTHER_READER);
      expect(await screen.findByText(`Signed in as ${OTHER_READER.email}`)).toBeTruthy();
      expect(await screen.findByText('Your favorite color: not set yet')).toBeTruthy();
      expect(storedColor(READER.email)).toBe('teal');
      expect(storedColor(OTHER_READER.email)).toBeUndefined();
    });

    it('App: a failed read shows the error and no Save button; Try again reads again', async () => {
      account();
      await earlierVisitSignedIn(sample);
      // get logs its failure and resolves undefined; list rejects with the server's message.
      expectConsole(/storage is down/, MISSING_KEY_LOGGED);
      // Two of each: StrictMode runs the effect twice, and both runs read.
      standIn.faults.add({
        times: 2,
        path: '/protected/kv/favorite-color',
        method: 'GET',
        status: 500,
        body: {json: {status: 500, message: 'storage is down'}},
      });
      standIn.faults.add({
        times: 2,
        path: '/protected/kv',
        method: 'GET',
        status: 500,
        body: {json: {status: 500, message: 'storage is down'}},
      });
      await openApp(sample);
      expect((await screen.findByRole('alert')).textContent).toBe(readFailure('storage is down'));
      expect(screen.queryByRole('button', {name: 'Save'})).toBeNull();
      await user().click(screen.getByRole('button', {name: 'Try again'}));
      expect(await screen.findByText('Your favorite color: not set yet')).toBeTruthy();
    });

    it('App: signing out while the value is still loading updates nothing after the unmount', async () => {
      account();
      await earlierVisitSignedIn(sample);
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived = false;
      standIn.server.use(
        http.get(`${LOOPBACK_ORIGIN}/protected/kv/favorite-color`, async () => {
          arrived = true;
          await held;
          return undefined;
        }),
      );
      await openApp(sample);
      // The first read is logged as a missing key, the list after it finds no token: the page says both.
      expectConsole(MISSING_KEY_LOGGED, /No access token available/);
      await waitFor(() => expect(arrived).toBe(true));
      expect(screen.getByText('Loading your data…')).toBeTruthy();
      await user().click(screen.getByRole('button', {name: 'Sign out'}));
      expect(await screen.findByPlaceholderText('Email')).toBeTruthy();
      release();
      await settle();
      await settle();
    });
  };
}

samplesOf(V3, 'src/AppProviders.tsx', appProvidersScenarios);
samplesOf(V1, 'src/AppProviders.tsx', appProvidersScenarios);
samplesOf(V3, 'src/AccountStatus.tsx', accountStatusScenarios);
samplesOf(V1, 'src/AccountStatus.tsx', accountStatusScenarios);
samplesOf(
  V3,
  'src/App.tsx',
  appScenarios((message) => `Could not load your favorite color: ${message}`),
);
samplesOf(
  V1,
  'src/App.tsx',
  appScenarios((message) => `Your data could not be loaded: ${message}`),
);
