/**
 * The Sign in with Apple guide (3.2.0): turning Apple on in a project's OAuth settings as a
 * signed-in developer, and the button that starts the web flow and the native sign-in of an iOS
 * app, driven through their buttons. (The callback sample is in fresh-load.test.ts.) jsdom
 * navigates only within a document, so the stand-in's consent page stands at a fragment of the
 * reader's page.
 */
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import {STAND_IN_APPLE_IDENTITY_TOKEN, oauthEmail} from '../../src/stand-in/routes/oauth';
import {createDeveloper, OAUTH_SETTINGS_OFF} from '../../src/stand-in/routes/platform';
import type {PageSample} from './support/pages';
import {
  CLIENT_ID,
  componentOf,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  PAGE_ORIGIN,
  renderInProvider,
  renderStrict,
  samplesOf,
  settle,
  signedInAs,
  standIn,
  user,
  waitUntil,
} from './support/scenarios';

const PAGE = 'docs/guides/sign-in-with-apple.mdx';

function consentInThePage(): void {
  standIn.backend.consentUrl = (provider, state) => `${PAGE_ORIGIN}/sign-in#consent-${provider}-${state}`;
}

/** Renders `component` with a `Signed in as …` line and waits until the provider has loaded. */
async function renderReady(load: Awaited<ReturnType<typeof openPage>>, component: ReturnType<typeof createElement>) {
  const view = renderInProvider(
    load.sdk,
    createElement(Fragment, null, createElement(signedInAs(load.sdk)), component),
  );
  await screen.findByText('Signed out');
  return view;
}

samplesOf(PAGE, 'src/enableAppleSignIn.ts', (sample: PageSample) => {
  interface ProviderSettings {
    client_id: string;
    redirect_url: string;
    team_id?: string;
    key_id?: string;
  }
  type Settings = Record<string, unknown>;
  interface Developer {
    auth: {loading: boolean};
    signIn: (email: string, password: string) => Promise<unknown>;
    createOrganization: (name: string) => Promise<{id: string}>;
    createProject: (orgId: string, name: string) => Promise<{id: string}>;
    getOAuthSettings: (orgId: string, projectId: string) => Promise<Settings>;
    updateOAuthSettings: (orgId: string, projectId: string, settings: Settings) => Promise<Settings>;
  }
  type Enable = (dev: Developer, orgId: string, projectId: string, apple: ProviderSettings) => Promise<Settings>;

  const APPLE: ProviderSettings = {
    client_id: 'com.example.app.web',
    redirect_url: 'https://app.example.com/auth/apple/callback',
    team_id: 'TEAM123456',
    key_id: 'KEY1234567',
  };

  /** A developer signed in on the platform (the page's `OpenSecretDeveloper`) with one project. */
  async function developerWithProject() {
    createDeveloper(standIn.backend, {email: 'dev@example.com', password: 'a developer passphrase'});
    const load = await openPage(sample, '/settings');
    const {OpenSecretDeveloper, useOpenSecretDeveloper} = load.sdk as unknown as {
      OpenSecretDeveloper: (props: {apiUrl: string; children?: ReturnType<typeof createElement>}) => null;
      useOpenSecretDeveloper: () => Developer;
    };
    let dev: Developer | undefined;
    const Capture = (): null => {
      dev = useOpenSecretDeveloper();
      return null;
    };
    renderStrict(createElement(OpenSecretDeveloper, {apiUrl: LOOPBACK_ORIGIN}, createElement(Capture)));
    await waitUntil(() => dev !== undefined && !dev.auth.loading);
    // The provider hands its apiUrl to the encrypted calls a few microtasks after its first
    // effect, which already ends auth.loading when no tokens are stored; a form is filled in
    // long after that.
    await settle();
    await inAct(() => dev!.signIn('dev@example.com', 'a developer passphrase'));
    const org = await inAct(() => dev!.createOrganization('Example'));
    const project = await inAct(() => dev!.createProject(org.id, 'Example app'));
    const enableAppleSignIn = load.exportsOf(sample.title).enableAppleSignIn as Enable;
    return {dev: () => dev!, orgId: org.id, projectId: project.id, enableAppleSignIn};
  }

  it('enableAppleSignIn turns Apple on with its settings and keeps the other providers as they were', async () => {
    const {dev, orgId, projectId, enableAppleSignIn} = await developerWithProject();
    const google = {client_id: 'google-client', redirect_url: 'https://app.example.com/auth/google/callback'};
    const before = {...OAUTH_SETTINGS_OFF, google_oauth_enabled: true, google_oauth_settings: google};
    await inAct(() => dev().updateOAuthSettings(orgId, projectId, before));
    standIn.log.clear();
    const after = {...before, apple_oauth_enabled: true, apple_oauth_settings: APPLE};
    expect(await inAct(() => enableAppleSignIn(dev(), orgId, projectId, APPLE))).toEqual(after);
    const path = `${LOOPBACK_ORIGIN}/platform/orgs/${orgId}/projects/${projectId}/settings/oauth`;
    expect(
      standIn.log.to(/\/settings\/oauth$/).map((request) => [request.method, request.url, request.decryptedBody]),
    ).toEqual([
      ['GET', path, undefined],
      ['PUT', path, after],
    ]);
    expect(await inAct(() => dev().getOAuthSettings(orgId, projectId))).toEqual(after);
  });

  it('enableAppleSignIn on a project with no OAuth settings yet leaves GitHub and Google off', async () => {
    const {dev, orgId, projectId, enableAppleSignIn} = await developerWithProject();
    expect(await inAct(() => enableAppleSignIn(dev(), orgId, projectId, APPLE))).toEqual({
      google_oauth_enabled: false,
      github_oauth_enabled: false,
      apple_oauth_enabled: true,
      apple_oauth_settings: APPLE,
    });
  });
});

samplesOf(PAGE, 'src/AppleSignInButton.tsx', (sample: PageSample) => {
  interface Props {
    inviteCode?: string;
  }

  it('AppleSignInButton keeps the state and the trimmed invite code in the tab, then opens the consent page', async () => {
    consentInThePage();
    const load = await openPage(sample, '/sign-in');
    const AppleSignInButton = componentOf<Props>(load, sample.title, 'AppleSignInButton');
    await renderReady(load, createElement(AppleSignInButton, {inviteCode: '  INVITE-7 '}));
    await user().click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    await waitFor(() => expect(window.location.hash).toMatch(/^#consent-apple-stand-in-state-\d+$/));
    const state = window.location.hash.slice('#consent-apple-'.length);
    expect(window.sessionStorage.getItem('apple-sign-in-state')).toBe(state);
    expect(window.sessionStorage.getItem('apple-sign-in-invite')).toBe('INVITE-7');
    expect(standIn.log.to(/^\/auth\//).map((request) => [request.url, request.decryptedBody])).toEqual([
      [`${LOOPBACK_ORIGIN}/auth/apple`, {client_id: CLIENT_ID, invite_code: 'INVITE-7'}],
    ]);
    const button = screen.getByRole<HTMLButtonElement>('button', {name: 'Opening Apple…'});
    expect(button.disabled).toBe(true);
  });

  it('AppleSignInButton shows the message for a refused invite code and can be pressed again', async () => {
    consentInThePage();
    expectConsole(/^Failed to initiate Apple auth: Error: Invalid invite code/);
    standIn.faults.add({
      path: '/auth/apple',
      status: 409,
      body: {json: {status: 409, message: 'Invalid invite code: unknown'}},
    });
    const load = await openPage(sample, '/sign-in');
    const AppleSignInButton = componentOf<Props>(load, sample.title, 'AppleSignInButton');
    await renderReady(load, createElement(AppleSignInButton, {inviteCode: 'NOPE'}));
    await user().click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invite code. Please check and try again.');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Sign in with Apple'}).disabled).toBe(false);
    expect(window.location.href).toBe(`${PAGE_ORIGIN}/sign-in`);
    expect(window.sessionStorage.getItem('apple-sign-in-state')).toBeNull();
  });

  it('AppleSignInButton neither redirects nor stores anything when it unmounts before the answer', async () => {
    consentInThePage();
    const load = await openPage(sample, '/sign-in');
    const AppleSignInButton = componentOf<Props>(load, sample.title, 'AppleSignInButton');
    const view = await renderReady(load, createElement(AppleSignInButton));
    fireEvent.click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    view.unmount();
    await waitFor(() => expect(standIn.log.to('/auth/apple')).toHaveLength(1));
    await settle();
    expect(window.location.href).toBe(`${PAGE_ORIGIN}/sign-in`);
    expect(window.sessionStorage.getItem('apple-sign-in-state')).toBeNull();
    expect(window.sessionStorage.getItem('apple-sign-in-invite')).toBeNull();
  });
});

samplesOf(PAGE, 'src/NativeAppleSignIn.tsx', (sample: PageSample) => {
  interface Credential {
    user: string;
    identityToken: string;
    email?: string | null;
    givenName?: string | null;
    familyName?: string | null;
  }
  interface Props {
    runNativeSignIn: (nonce: string) => Promise<Credential>;
    inviteCode?: string;
  }

  const FIRST_TIME: Credential = {
    user: 'apple-user-001',
    identityToken: STAND_IN_APPLE_IDENTITY_TOKEN,
    email: 'first-time@example.com',
    givenName: 'Ada',
    familyName: null,
  };

  it('NativeAppleSignInButton signs in with the bridge credential and the nonce it gave the bridge', async () => {
    const load = await openPage(sample, '/sign-in');
    const NativeAppleSignInButton = componentOf<Props>(load, sample.title, 'NativeAppleSignInButton');
    const runNativeSignIn = vi.fn((_nonce: string) => Promise.resolve(FIRST_TIME));
    await renderReady(load, createElement(NativeAppleSignInButton, {runNativeSignIn, inviteCode: '  '}));
    await user().click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    expect(await screen.findByText(`Signed in as ${oauthEmail('apple')}`)).toBeTruthy();
    expect(runNativeSignIn).toHaveBeenCalledTimes(1);
    const nonce = runNativeSignIn.mock.calls[0][0];
    expect(nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(standIn.log.to('/auth/apple/native').map((request) => request.decryptedBody)).toEqual([
      {
        client_id: CLIENT_ID,
        email: 'first-time@example.com',
        given_name: 'Ada',
        user_identifier: 'apple-user-001',
        identity_token: STAND_IN_APPLE_IDENTITY_TOKEN,
        nonce,
      },
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Sign in with Apple'}).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('NativeAppleSignInButton keeps the first sign-in details for a retry after a refused token', async () => {
    expectConsole(
      /^Detailed Apple Sign-In error: Error: stand-in: identity token not valid/,
      /^Apple native sign-in error: Error: Failed to authenticate with Apple\. Please try again\./,
    );
    const load = await openPage(sample, '/sign-in');
    const NativeAppleSignInButton = componentOf<Props>(load, sample.title, 'NativeAppleSignInButton');
    // Apple gives the email and the name with the first credential only.
    const runNativeSignIn = vi
      .fn((_nonce: string) => Promise.resolve({user: 'apple-user-001', identityToken: STAND_IN_APPLE_IDENTITY_TOKEN}))
      .mockImplementationOnce(() => Promise.resolve({...FIRST_TIME, identityToken: 'an-expired-identity-token'}));
    await renderReady(load, createElement(NativeAppleSignInButton, {runNativeSignIn, inviteCode: ' INVITE-3 '}));
    const reader = user();
    await reader.click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to authenticate with Apple. Please try again.');
    expect(screen.getByText('Signed out')).toBeTruthy();
    await reader.click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    expect(await screen.findByText(`Signed in as ${oauthEmail('apple')}`)).toBeTruthy();
    const [first, second] = runNativeSignIn.mock.calls.map(([nonce]) => nonce);
    expect(first).not.toBe(second);
    const details = {client_id: CLIENT_ID, email: 'first-time@example.com', given_name: 'Ada', invite_code: 'INVITE-3'};
    expect(standIn.log.to('/auth/apple/native').map((request) => request.decryptedBody)).toEqual([
      {...details, user_identifier: 'apple-user-001', identity_token: 'an-expired-identity-token', nonce: first},
      {...details, user_identifier: 'apple-user-001', identity_token: STAND_IN_APPLE_IDENTITY_TOKEN, nonce: second},
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('NativeAppleSignInButton shows the message of a bridge that rejects, and sends nothing', async () => {
    const load = await openPage(sample, '/sign-in');
    const NativeAppleSignInButton = componentOf<Props>(load, sample.title, 'NativeAppleSignInButton');
    const runNativeSignIn = vi.fn(() => Promise.reject(new Error('The user closed the sign-in sheet.')));
    await renderReady(load, createElement(NativeAppleSignInButton, {runNativeSignIn}));
    await user().click(screen.getByRole('button', {name: 'Sign in with Apple'}));
    expect((await screen.findByRole('alert')).textContent).toBe('The user closed the sign-in sheet.');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Sign in with Apple'}).disabled).toBe(false);
    expect(standIn.log.to(/^\/auth\//)).toEqual([]);
  });
});
