/**
 * 3.2.0's developer provider (`OpenSecretDeveloper`): registration, what its calls send and
 * check on the client, and how it shares tokens and the session with the app provider on one
 * origin. Also the 1.1.0 behaviours the migration guide contrasts with 3.2.0, and, in both releases,
 * when the developer provider's URL is in place.
 */
import {createElement, useEffect, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {expect, vi} from 'vitest';
import {createDeveloper} from '../../src/stand-in/routes/platform';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {SDK} from './support/releases';
import {EMAIL, PASSWORD, call, rejection, signedIn} from './support/render';
import {renderDeveloper} from './support/render-developer';
import {standIn} from './support/stand-in-instance';
import {openBody, storageKeys, storedSessionKey} from './support/wire';

const DEV_EMAIL = 'developer@example.com';
const DEV_PASSWORD = 'developer passphrase';
const TOKENS_AND_SESSION = ['local:access_token', 'local:refresh_token', 'session:sessionId', 'session:sessionKey'];

/**
 * @backs registration#option-2-from-code-with-opensecretdeveloper
 * @backs registration#a-complete-setup-tool
 */
test('v3.developer-sign-up: the developer `signUp` sends the invite code as given, stores the tokens under `access_token` and `refresh_token`, loads `auth.developer`, and resolves an object it builds with `id: ""`; when loading the developer fails it still resolves, the failure only logged', async () => {
  const {dev} = await renderDeveloper('3.2.0');
  expect(dev().apiUrl).toBe(LOOPBACK_ORIGIN);
  expect(dev().pcrConfig).toEqual({});
  const result = await call(() => dev().signUp(DEV_EMAIL, DEV_PASSWORD, 'Not-A-UUID-Invite', 'Dana'));
  expect(standIn.log.to('/platform/register')[0].decryptedBody).toEqual({
    email: DEV_EMAIL,
    password: DEV_PASSWORD,
    invite_code: 'Not-A-UUID-Invite',
    name: 'Dana',
  });
  expect(storageKeys()).toEqual(TOKENS_AND_SESSION);
  expect(result).toEqual({
    access_token: window.localStorage.getItem('access_token'),
    refresh_token: window.localStorage.getItem('refresh_token'),
    id: '',
    email: DEV_EMAIL,
    name: 'Dana',
  });
  expect(dev().auth.developer?.email).toBe(DEV_EMAIL);
  expect(dev().auth.developer?.id).not.toBe('');
  // When loading the developer fails, signUp resolves all the same.
  await call(() => dev().signOut());
  standIn.faults.add({path: '/platform/me', status: 500, body: {json: {status: 500, message: 'stand-in: me failed'}}});
  await call(() => dev().signUp('second@example.com', DEV_PASSWORD, 'invite', undefined));
  expect(dev().auth).toEqual({loading: false, developer: undefined});
  expect(window.localStorage.getItem('access_token')).not.toBeNull();
  expect(consoleText()).toContain('error: Failed to fetch developer: Error: stand-in: me failed');
});

/**
 * @backs registration#what-can-fail
 */
test('v3.developer-sign-up-failures: the developer `signUp` rejects with the platform’s `message`, else "Failed to register"; a 400 makes it renew the session and send the same registration once more first', async () => {
  const {dev} = await renderDeveloper('3.2.0');
  standIn.faults.add({
    path: '/platform/register',
    status: 409,
    body: {json: {status: 409, message: 'stand-in: taken'}},
  });
  expect(await rejection(() => dev().signUp(DEV_EMAIL, DEV_PASSWORD, 'invite'))).toEqual(new Error('stand-in: taken'));
  standIn.faults.add({path: '/platform/register', status: 422, body: {json: {status: 422}}});
  expect(await rejection(() => dev().signUp(DEV_EMAIL, DEV_PASSWORD, 'invite'))).toEqual(
    new Error('Failed to register'),
  );
  const firstKey = storedSessionKey()!;
  standIn.faults.add({
    path: '/platform/register',
    status: 400,
    body: {json: {status: 400, message: 'stand-in: invite refused'}},
    times: 2,
  });
  expect(await rejection(() => dev().signUp(DEV_EMAIL, DEV_PASSWORD, 'invite'))).toEqual(
    new Error('stand-in: invite refused'),
  );
  const [refused, resent] = standIn.log.to('/platform/register').slice(-2);
  expect(openBody(refused, firstKey)).toEqual(openBody(resent, storedSessionKey()!));
  expect(resent.headers['x-session-id']).not.toBe(refused.headers['x-session-id']);
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
});

/**
 * @backs registration#a-complete-setup-tool
 * @backs registration#what-can-fail
 */
test('v3.developer-calls-need-token: `createOrganization` and `createProject` reject "No access token available" without a request when no developer is signed in, refresh through `POST /platform/refresh` and resend once after a 401, and reject with the platform’s message', async () => {
  const {dev} = await renderDeveloper('3.2.0');
  expect(await rejection(() => dev().createOrganization('Acme'))).toEqual(new Error('No access token available'));
  expect(await rejection(() => dev().createProject('org', 'App'))).toEqual(new Error('No access token available'));
  expect(standIn.intercepted()).toEqual([]);
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  await call(() => dev().signIn(DEV_EMAIL, DEV_PASSWORD));
  const signInRequests = standIn.log.lines().length;
  standIn.backend.expireAccessTokens();
  const organization = await call(() => dev().createOrganization('Acme'));
  const project = await call(() => dev().createProject(organization.id, 'App', 'the app'));
  expect(standIn.log.lines().slice(signInRequests)).toEqual([
    'POST /platform/orgs',
    'POST /platform/refresh',
    'POST /platform/orgs',
    `POST /platform/orgs/${organization.id}/projects`,
  ]);
  expect(organization.name).toBe('Acme');
  expect(project).toMatchObject({name: 'App', description: 'the app'});
  expect(typeof project.client_id).toBe('string');
  standIn.faults.add({
    path: `/platform/orgs/${organization.id}/projects`,
    status: 403,
    body: {json: {status: 403, message: 'stand-in: viewer role'}},
  });
  expect(await rejection(() => dev().createProject(organization.id, 'Other'))).toEqual(
    new Error('stand-in: viewer role'),
  );
});

/**
 * @backs registration#configuring-the-project
 */
test('v3.developer-input-checks: `createProjectSecret` rejects a value that does not look like base64 and `inviteDeveloper` a blank email before any request; key names go out unchecked, and without a role the invite carries no `role` field', async () => {
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  const {dev} = await renderDeveloper('3.2.0');
  await call(() => dev().signIn(DEV_EMAIL, DEV_PASSWORD));
  const requests = standIn.log.lines().length;
  expect(await rejection(() => dev().createProjectSecret('org', 'project', 'apikey', 'not base64!'))).toEqual(
    new Error("Secret must be base64 encoded. Use @stablelib/base64's encode function to encode your data."),
  );
  expect(await rejection(() => dev().inviteDeveloper('org', '   '))).toEqual(new Error('Email is required'));
  expect(standIn.log.lines()).toHaveLength(requests);
  await call(() => dev().createProjectSecret('org', 'project', 'key-name with spaces', btoa('secret')));
  await call(() => dev().inviteDeveloper('org', 'new@example.com'));
  await call(() => dev().inviteDeveloper('org', 'viewer@example.com', 'viewer'));
  expect(
    standIn.log
      .all()
      .slice(requests)
      .map((request) => request.decryptedBody),
  ).toEqual([
    {key_name: 'key-name with spaces', secret: btoa('secret')},
    {email: 'new@example.com'},
    {email: 'viewer@example.com', role: 'viewer'},
  ]);
});

/**
 * @backs registration#configuring-the-project
 * @backs migration#what-did-not-change
 */
test('v3.providers-share-storage: on one origin the developer provider sends the app user’s stored token over the app’s session, its sign-in replaces the stored tokens without a new handshake, and the app provider’s next call carries the developer’s token', async () => {
  const app = await signedIn('3.2.0');
  const userToken = window.localStorage.getItem('access_token');
  const sessionId = window.sessionStorage.getItem('sessionId');
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  const {dev} = await renderDeveloper('3.2.0');
  // On mount the developer provider sends the app user's token, over the app's session.
  const [me] = standIn.log.to('/platform/me');
  expect(me.headers.authorization).toBe(`Bearer ${userToken ?? ''}`);
  expect(me.headers['x-session-id']).toBe(sessionId);
  await call(() => dev().signIn(DEV_EMAIL, DEV_PASSWORD));
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
  const developerToken = window.localStorage.getItem('access_token');
  expect(developerToken).not.toBe(userToken);
  // The app's next call goes out with the developer's token.
  await call(() => app.sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers.authorization).toBe(`Bearer ${developerToken ?? ''}`);
});

/**
 * @backs registration#configuring-the-project
 * @backs /docs/3.x/migration#what-did-not-change
 */
test('developer-sign-out-keeps-session: the developer `signOut` sends the refresh token to `POST /platform/logout` and removes the two tokens, leaving `sessionKey` and `sessionId` in `sessionStorage`', async (release) => {
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  const {dev} = await renderDeveloper(release);
  await call(() => dev().signIn(DEV_EMAIL, DEV_PASSWORD));
  const refreshToken = window.localStorage.getItem('refresh_token');
  await call(() => dev().signOut());
  expect(standIn.log.to('/platform/logout')[0].decryptedBody).toEqual({refresh_token: refreshToken});
  expect(storageKeys()).toEqual(['session:sessionId', 'session:sessionKey']);
  expect(dev().auth).toEqual({loading: false, developer: undefined});
});

/**
 * @backs /docs/3.x/migration#changepassword-stores-the-tokens-it-receives
 * @backs /docs/3.x/guides/authentication#change-the-password
 */
test('v1.change-password-resolves-answer: `changePassword` resolves with the server’s decrypted answer, although its type says `Promise<void>`', async () => {
  const {sdk} = await signedIn('1.1.0');
  const answer = await call<unknown>(() => sdk().changePassword(PASSWORD, 'a new passphrase'));
  expect(answer).toMatchObject({message: 'password changed'});
  expect(standIn.backend.findByEmail(EMAIL)?.password).toBe('a new passphrase');
});

/**
 * @backs /docs/3.x/migration#ai-requests
 */
test('v1.ai-fetch-needs-token: the real `aiCustomFetch` a signed-in context hands out rejects "No access token available" without a request once the access token is gone', async () => {
  const {sdk} = await signedIn('1.1.0');
  const aiFetch = sdk().aiCustomFetch;
  window.localStorage.removeItem('access_token');
  const requests = standIn.log.lines().length;
  expect(
    await rejection(() => aiFetch(`${LOOPBACK_ORIGIN}/v1/chat/completions`, {method: 'POST', body: '{}'})),
  ).toEqual(new Error('No access token available'));
  expect(standIn.log.lines()).toHaveLength(requests);
});

/**
 * @backs registration#a-complete-setup-tool
 */
test('developer-loading-after-url: with no developer tokens stored and React scheduling as in a browser, a child’s mount effect runs before `OpenSecretDeveloper` has handed its `apiUrl` to the attestation code, and `auth.loading` first reads `false` in a later render, once it has: an effect that waits for it sends the handshake to the `apiUrl`', async (release) => {
  const sdk = SDK[release] as unknown as {
    OpenSecretDeveloper: (props: {children: ReactNode; apiUrl: string}) => ReactNode;
    useOpenSecretDeveloper: () => {
      auth: {loading: boolean};
      signIn: (email: string, password: string) => Promise<unknown>;
    };
    apiConfig: {platformApiUrl: string; appApiUrl: string; configure: (app: string, platform: string) => void};
  };
  createDeveloper(standIn.backend, {email: DEV_EMAIL, password: DEV_PASSWORD});
  // The module as a page load finds it: no provider has handed it a URL yet.
  const {appApiUrl, platformApiUrl} = sdk.apiConfig;
  sdk.apiConfig.configure('', '');
  // Outside React's test mode, updates are scheduled in tasks, as in a browser.
  const actEnvironment = (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = false;
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const seen: [loading: boolean, platformApiUrl: string][] = [];
  let signedInNow: Promise<unknown> | undefined;
  function Probe(): null {
    const dev = sdk.useOpenSecretDeveloper();
    const {loading} = dev.auth;
    useEffect(() => {
      seen.push([loading, sdk.apiConfig.platformApiUrl]);
      if (!loading && !signedInNow) signedInNow = dev.signIn(DEV_EMAIL, DEV_PASSWORD);
    }, [loading, dev]);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    root.render(createElement(sdk.OpenSecretDeveloper, {apiUrl: LOOPBACK_ORIGIN, children: createElement(Probe)}));
    await vi.waitFor(() => expect(signedInNow).toBeDefined());
    await signedInNow;
    expect(seen.slice(0, 2)).toEqual([
      [true, ''],
      [false, LOOPBACK_ORIGIN],
    ]);
    const urls = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls[0]).toMatch(new RegExp(`^${LOOPBACK_ORIGIN}/attestation/[0-9a-f-]{36}$`));
    expect(urls).toContain(`${LOOPBACK_ORIGIN}/platform/login`);
    expect(urls.every((url) => url.startsWith(`${LOOPBACK_ORIGIN}/`))).toBe(true);
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  } finally {
    root.unmount();
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    sdk.apiConfig.configure(appApiUrl, platformApiUrl);
  }
});
