/**
 * The registration pages of both versions: the project setup tool driven through its form (a
 * new developer on a fresh load, a developer restored from an earlier visit, refusals and a
 * retry), the helpers that find a client ID, invite a teammate and enable Google sign-in, called
 * with the developer hook's value, and the app's provider wrapper reading `.env.local`.
 */
import {cleanup, screen} from '@testing-library/react';
import {http} from 'msw';
import {createElement, type ReactNode} from 'react';
import {expect, it} from 'vitest';
import {createDeveloper, oauthSettingsOf, projectsOf} from '../../src/stand-in/routes/platform';
import type {PageLoad, PageSample} from './support/pages';
import {
  allowRequestsOffApiUrl,
  CLIENT_ID,
  componentOf,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  PAGE_ORIGIN,
  rejectionOf,
  renderStrict,
  samplesOf,
  settle,
  standIn,
  user,
  waitUntil,
} from './support/scenarios';

const V3 = 'docs/registration.mdx';
const V1 = 'versioned_docs/version-1.1.0/registration.mdx';

const DEVELOPER = {email: 'dev@example.com', password: 'developer passphrase'};
const DEVELOPER_ENV = {VITE_OPENSECRET_DEVELOPER_API_URL: LOOPBACK_ORIGIN};

type Fn = (...args: unknown[]) => Promise<unknown>;
/** The developer hook's value, its members called by name. */
type DeveloperContext = Record<string, Fn> & {auth: {loading: boolean; developer?: {id: string; email: string}}};

interface DeveloperSdk {
  OpenSecretDeveloper: (props: {apiUrl: string; children?: ReactNode}) => ReactNode;
  useOpenSecretDeveloper: () => DeveloperContext;
}

/** Renders the release's developer provider around a component that keeps the hook's value. */
async function developerProvider(load: PageLoad): Promise<() => DeveloperContext> {
  const sdk = load.sdk as unknown as DeveloperSdk;
  let context: DeveloperContext | undefined;
  const Capture = (): null => {
    context = sdk.useOpenSecretDeveloper();
    return null;
  };
  renderStrict(createElement(sdk.OpenSecretDeveloper, {apiUrl: LOOPBACK_ORIGIN}, createElement(Capture)));
  await waitUntil(() => context !== undefined && !context.auth.loading);
  // With no tokens stored, loading turns false before the provider has handed its URL to the
  // attestation code (the page says so); a user's action comes later than that.
  await settle();
  return () => context!;
}

/**
 * An earlier page load in this tab in which the developer signed in: the tokens (local storage)
 * and the session (session storage) a reload finds. The stand-in's log is cleared afterwards.
 */
async function earlierDeveloperVisit(sample: PageSample): Promise<void> {
  if (!standIn.backend.findByEmail(DEVELOPER.email)) createDeveloper(standIn.backend, DEVELOPER);
  const earlier = await openPage(sample);
  const dev = await developerProvider(earlier);
  await inAct(() => dev().signIn(DEVELOPER.email, DEVELOPER.password));
  await waitUntil(() => dev().auth.developer !== undefined);
  cleanup(); // the earlier page load ends
  standIn.log.clear();
}

/** A reload with the developer's stored session: the hook's value once the developer is restored. */
async function signedInDeveloper(sample: PageSample): Promise<{load: PageLoad; dev: () => DeveloperContext}> {
  await earlierDeveloperVisit(sample);
  const load = await openPage(sample);
  const dev = await developerProvider(load);
  await waitUntil(() => dev().auth.developer !== undefined);
  return {load, dev};
}

const posted = (path: string | RegExp) => standIn.log.to(path, 'POST').map((request) => request.decryptedBody);

// ---------------------------------------------------------------------------------------------
// The project setup tool

async function openSetupTool(sample: PageSample, env: Record<string, string> = DEVELOPER_ENV): Promise<void> {
  const load = await openPage(sample, '/setup', {env});
  renderStrict(createElement(componentOf(load, sample.title, 'ProjectSetupTool')));
}

async function fillAndSubmit(values: Record<string, string>): Promise<void> {
  const reader = user();
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await reader.click(input);
    await reader.paste(value); // one input event per field: typing each key only takes longer
  }
  await reader.click(screen.getByRole('button', {name: 'Create project'}));
}

function setupToolScenarios(sample: PageSample): void {
  it('ProjectSetupTool asks for the developer API URL when .env.local lacks it', async () => {
    await openSetupTool(sample, {});
    expect(await screen.findByText('Set VITE_OPENSECRET_DEVELOPER_API_URL in .env.local.')).toBeTruthy();
    await settle();
    expect(standIn.log.lines()).toEqual([]);
  });

  it('ProjectSetupTool on a fresh load registers the developer, creates the organization and project, and shows the client ID', async () => {
    await openSetupTool(sample);
    await fillAndSubmit({
      Email: DEVELOPER.email,
      Password: DEVELOPER.password,
      'Invite code': 'invite-from-team',
      'Organization name': 'Acme',
      'Project name': 'Acme Notes',
    });
    expect((await screen.findByRole('heading')).textContent).toBe('Project “Acme Notes” is ready');
    const [project] = standIn.log.to(/^\/platform\/orgs\/[^/]+\/projects$/, 'POST');
    const clientId = projects()[0].client_id;
    expect(screen.getByText(/^VITE_OPENSECRET_CLIENT_ID=/).textContent).toBe(`VITE_OPENSECRET_CLIENT_ID=${clientId}`);
    expect(posted('/platform/register')).toEqual([
      {email: DEVELOPER.email, password: DEVELOPER.password, invite_code: 'invite-from-team'},
    ]);
    expect(posted('/platform/orgs')).toEqual([{name: 'Acme'}]);
    expect(project.decryptedBody).toEqual({name: 'Acme Notes'});
  });

  it('ProjectSetupTool after a reload with a stored developer session skips registration', async () => {
    await earlierDeveloperVisit(sample);
    await openSetupTool(sample);
    expect(await screen.findByText(`Signed in as ${DEVELOPER.email}`)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await fillAndSubmit({'Organization name': 'Acme', 'Project name': 'Acme Notes'});
    expect((await screen.findByRole('heading')).textContent).toBe('Project “Acme Notes” is ready');
    expect(posted('/platform/register')).toEqual([]);
    expect(posted('/platform/orgs')).toEqual([{name: 'Acme'}]);
  });

  it("ProjectSetupTool in a new tab loads the stored developer again after the provider's first load failed, as the page says", async () => {
    await earlierDeveloperVisit(sample);
    window.sessionStorage.clear(); // a new tab: the tokens are in local storage, no session yet
    allowRequestsOffApiUrl();
    expectConsole(/^Failed to fetch developer: /, /attestation/i, /MSW/);
    await openSetupTool(sample);
    expect(await screen.findByText(`Signed in as ${DEVELOPER.email}`)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    // The provider's own first load (twice under StrictMode) attested at the page's origin.
    const offApiUrl = standIn.intercepted().filter((line) => !line.includes(`${LOOPBACK_ORIGIN}/`));
    expect(offApiUrl.map((line) => line.replace(/[0-9a-f-]{36}$/, ':nonce'))).toEqual([
      `GET ${PAGE_ORIGIN}/attestation/:nonce`,
      `GET ${PAGE_ORIGIN}/attestation/:nonce`,
    ]);
    expect(standIn.log.to('/platform/me', 'GET')).toHaveLength(1);
  });

  it('ProjectSetupTool shows the platform refusing the registration, and the form stays usable', async () => {
    createDeveloper(standIn.backend, DEVELOPER);
    expectConsole(/Registration error: Error: stand-in: developer already registered/, /already registered/);
    await openSetupTool(sample);
    await fillAndSubmit({
      Email: DEVELOPER.email,
      Password: DEVELOPER.password,
      'Invite code': 'invite-from-team',
      'Organization name': 'Acme',
      'Project name': 'Acme Notes',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: developer already registered');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create project'}).disabled).toBe(false);
    expect(posted('/platform/orgs')).toEqual([]);
  });

  it("ProjectSetupTool shows the browser's message when the registration cannot reach the platform", async () => {
    expectConsole(/Failed to fetch/);
    standIn.server.use(http.post(`${LOOPBACK_ORIGIN}/platform/register`, () => Response.error()));
    await openSetupTool(sample);
    await fillAndSubmit({
      Email: DEVELOPER.email,
      Password: DEVELOPER.password,
      'Invite code': 'invite-from-team',
      'Organization name': 'Acme',
      'Project name': 'Acme Notes',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create project'}).disabled).toBe(false);
  });

  it('ProjectSetupTool gets through an expired access token: the SDK refreshes it once and retries', async () => {
    await earlierDeveloperVisit(sample);
    standIn.faults.add({
      path: '/platform/orgs',
      method: 'POST',
      status: 401,
      body: {json: {status: 401, message: 'stand-in: token expired'}},
    });
    await openSetupTool(sample);
    await screen.findByText(`Signed in as ${DEVELOPER.email}`);
    await fillAndSubmit({'Organization name': 'Acme', 'Project name': 'Acme Notes'});
    expect((await screen.findByRole('heading')).textContent).toBe('Project “Acme Notes” is ready');
    expect(standIn.log.to('/platform/refresh', 'POST')).toHaveLength(1);
    expect(standIn.log.to('/platform/orgs', 'POST')).toHaveLength(2);
  });

  it('ProjectSetupTool retried after a failed project creation reuses the organization it created', async () => {
    await earlierDeveloperVisit(sample);
    expectConsole(/projects are down/);
    standIn.faults.add({
      path: /^\/platform\/orgs\/[^/]+\/projects$/,
      method: 'POST',
      status: 500,
      body: {json: {status: 500, message: 'stand-in: projects are down'}},
    });
    await openSetupTool(sample);
    await screen.findByText(`Signed in as ${DEVELOPER.email}`);
    await fillAndSubmit({'Organization name': 'Acme', 'Project name': 'Acme Notes'});
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: projects are down');
    await user().click(screen.getByRole('button', {name: 'Create project'}));
    expect((await screen.findByRole('heading')).textContent).toBe('Project “Acme Notes” is ready');
    expect(posted('/platform/orgs')).toEqual([{name: 'Acme'}]);
    expect(standIn.log.to(/^\/platform\/orgs\/[^/]+\/projects$/, 'POST')).toHaveLength(2);
    expect(projects().map((project) => project.name)).toEqual(['Acme Notes']);
  });
}

/** The projects on the stand-in, as the platform stored them. */
const projects = () => projectsOf(standIn.backend).map(({name, client_id}) => ({name, client_id}));

samplesOf(V3, 'src/ProjectSetupTool.tsx', setupToolScenarios);
samplesOf(V1, 'src/ProjectSetupTool.tsx', setupToolScenarios);

// ---------------------------------------------------------------------------------------------
// The helpers, called with the developer hook's value after a reload with a stored session

/** An organization with two projects, made through the developer API as the setup tool does. */
async function organizationWithProjects(dev: () => DeveloperContext): Promise<string> {
  const org = (await inAct(() => dev().createOrganization('Acme'))) as {id: string};
  await inAct(() => dev().createProject(org.id, 'Acme Notes'));
  await inAct(() => dev().createProject(org.id, 'Acme Chat', 'the chat app'));
  return org.id;
}

function findClientIdScenarios(sample: PageSample): void {
  it('findClientId finds the client ID of a project by its name, undefined for a name the organization lacks', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {findClientId} = load.exportsOf(sample.title) as Record<string, Fn>;
    const org = await organizationWithProjects(dev);
    const chat = projectsOf(standIn.backend).find((project) => project.name === 'Acme Chat')!;
    expect(await inAct(() => findClientId(dev(), org, 'Acme Chat'))).toBe(chat.client_id);
    expect(chat.client_id).not.toBe(chat.id);
    expect(await inAct(() => findClientId(dev(), org, 'Acme Mail'))).toBeUndefined();
  });

  it('findClientId rejects with the platform message for an organization it does not know', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {findClientId} = load.exportsOf(sample.title) as Record<string, Fn>;
    expectConsole(/no such organization/);
    expect(String(await rejectionOf(() => findClientId(dev(), 'no-such-org', 'Acme Notes')))).toBe(
      'Error: stand-in: no such organization',
    );
  });

  it('findClientId rejects with "No access token available" when no developer is signed in', async () => {
    const load = await openPage(sample);
    const dev = await developerProvider(load);
    const {findClientId} = load.exportsOf(sample.title) as Record<string, Fn>;
    expectConsole(/No access token available/);
    expect(String(await rejectionOf(() => findClientId(dev(), 'org', 'Acme Notes')))).toBe(
      'Error: No access token available',
    );
    expect(standIn.log.lines()).toEqual([]);
  });
}

samplesOf(V3, 'src/findClientId.ts', findClientIdScenarios);
samplesOf(V1, 'src/findClientId.ts', findClientIdScenarios);

function inviteTeammateScenarios(sample: PageSample): void {
  it('inviteTeammate invites with the "developer" role unless told otherwise, and resolves to the invite code', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {inviteTeammate} = load.exportsOf(sample.title) as Record<string, Fn>;
    const org = (await inAct(() => dev().createOrganization('Acme'))) as {id: string};
    const code = await inAct(() => inviteTeammate(dev(), org.id, 'sam@example.com'));
    const admin = await inAct(() => inviteTeammate(dev(), org.id, 'alex@example.com', 'admin'));
    expect(posted(`/platform/orgs/${org.id}/invites`)).toEqual([
      {email: 'sam@example.com', role: 'developer'},
      {email: 'alex@example.com', role: 'admin'},
    ]);
    expect(typeof code).toBe('string');
    expect(code).not.toBe(admin);
  });

  it('inviteTeammate rejects an empty email before sending anything', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {inviteTeammate} = load.exportsOf(sample.title) as Record<string, Fn>;
    const error = await rejectionOf(() => inviteTeammate(dev(), 'org', ''));
    expect(error).toBeInstanceOf(Error);
    expect(standIn.log.to(/\/invites$/)).toEqual([]);
  });
}

samplesOf(V3, 'src/inviteTeammate.ts', inviteTeammateScenarios);
samplesOf(V1, 'src/inviteTeammate.ts', inviteTeammateScenarios);

samplesOf(V3, 'src/enableGoogleSignIn.ts', (sample) => {
  const google = {client_id: 'google-client-id', redirect_url: 'https://app.example.com/auth/google/callback'};

  it('enableGoogleSignIn turns Google on and keeps the Apple and GitHub settings it read', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {enableGoogleSignIn} = load.exportsOf(sample.title) as Record<string, Fn>;
    const org = await organizationWithProjects(dev);
    const project = projectsOf(standIn.backend)[0].id;
    const apple = {client_id: 'apple-service-id', redirect_url: 'https://app.example.com/auth/apple/callback'};
    await inAct(() =>
      dev().updateOAuthSettings(org, project, {
        google_oauth_enabled: false,
        github_oauth_enabled: false,
        apple_oauth_enabled: true,
        apple_oauth_settings: apple,
      }),
    );
    const expected = {
      google_oauth_enabled: true,
      github_oauth_enabled: false,
      apple_oauth_enabled: true,
      apple_oauth_settings: apple,
      google_oauth_settings: google,
    };
    expect(await inAct(() => enableGoogleSignIn(dev(), org, project, google))).toEqual(expected);
    expect(oauthSettingsOf(standIn.backend, org, project)).toEqual(expected);
  });

  it('enableGoogleSignIn writes nothing when the current settings cannot be read', async () => {
    const {load, dev} = await signedInDeveloper(sample);
    const {enableGoogleSignIn} = load.exportsOf(sample.title) as Record<string, Fn>;
    const org = await organizationWithProjects(dev);
    const project = projectsOf(standIn.backend)[0].id;
    expectConsole(/settings are down/);
    standIn.faults.add({
      path: /\/settings\/oauth$/,
      method: 'GET',
      status: 500,
      body: {json: {status: 500, message: 'stand-in: settings are down'}},
    });
    expect(String(await rejectionOf(() => enableGoogleSignIn(dev(), org, project, google)))).toBe(
      'Error: stand-in: settings are down',
    );
    expect(standIn.log.to(/\/settings\/oauth$/, 'PUT')).toEqual([]);
    expect(oauthSettingsOf(standIn.backend, org, project)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The app's provider wrapper

const APP_ENV = {VITE_OPENSECRET_API_URL: LOOPBACK_ORIGIN, VITE_OPENSECRET_CLIENT_ID: CLIENT_ID};

function appProvidersScenarios(sample: PageSample): void {
  it('AppProviders passes the client ID of .env.local to the provider, which useOpenSecret exposes as clientId', async () => {
    const load = await openPage(sample, '/', {env: APP_ENV});
    const AppProviders = componentOf<{children: ReactNode}>(load, sample.title, 'AppProviders');
    const Settings = () => {
      const {apiUrl, clientId} = load.sdk.useOpenSecret() as unknown as {apiUrl: string; clientId: string};
      return createElement('p', null, `${clientId} at ${apiUrl}`);
    };
    renderStrict(createElement(AppProviders, null, createElement(Settings)));
    expect((await screen.findByText(new RegExp(CLIENT_ID))).textContent).toBe(`${CLIENT_ID} at ${LOOPBACK_ORIGIN}`);
    await settle();
  });

  it('AppProviders stops at load with a message naming each variable .env.local lacks', async () => {
    const noClient = await openPage(sample, '/', {env: {VITE_OPENSECRET_API_URL: LOOPBACK_ORIGIN}});
    expect(() => noClient.exportsOf(sample.title)).toThrow(
      new Error('VITE_OPENSECRET_CLIENT_ID is not set. Add it to .env.local.'),
    );
    const noUrl = await openPage(sample, '/', {env: {VITE_OPENSECRET_CLIENT_ID: CLIENT_ID}});
    expect(() => noUrl.exportsOf(sample.title)).toThrow(
      new Error('VITE_OPENSECRET_API_URL is not set. Add it to .env.local.'),
    );
  });
}

samplesOf(V3, 'src/AppProviders.tsx', appProvidersScenarios);
samplesOf(V1, 'src/AppProviders.tsx', appProvidersScenarios);
