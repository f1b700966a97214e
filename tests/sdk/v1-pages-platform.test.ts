/**
 * The developer provider of 1.1.0, `OpenSecretDeveloper`, as the registration page describes
 * it: developer sign-up, organizations and projects, the checks it makes before sending, and
 * the storage it shares with the app provider.
 */
import {expect} from 'vitest';
import {createDeveloper} from '../../src/stand-in/routes/platform';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {renderDeveloper} from './support/render-developer';
import {PASSWORD, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

/** The developer API's URL in these tests: a loopback URL other than the app's. */
const [DEVELOPER_API] = LOOPBACK_ALIASES;
const DEVELOPER = 'developer@example.com';

/**
 * @backs registration#a-complete-setup-tool
 */
test('v1.developer-sign-up: `OpenSecretDeveloper`’s `signUp` sends the invite code unchanged to `POST /platform/register`, stores `access_token` and `refresh_token` in `localStorage` and loads `/platform/me` into `auth.developer`; when that load fails it logs the error and still resolves', async () => {
  const {dev} = await renderDeveloper('1.1.0', DEVELOPER_API);
  await call(() => dev().signUp(DEVELOPER, PASSWORD, 'Invite-ABC', 'Dev'));
  const [register] = standIn.log.to(`${DEVELOPER_API}/platform/register`);
  expect(register.origin).toBe(DEVELOPER_API);
  expect(register.decryptedBody).toEqual({
    email: DEVELOPER,
    password: PASSWORD,
    invite_code: 'Invite-ABC',
    name: 'Dev',
  });
  expect(storageKeys()).toEqual([
    'local:access_token',
    'local:refresh_token',
    'session:sessionId',
    'session:sessionKey',
  ]);
  expect(standIn.log.lines().at(-1)).toBe(`GET ${DEVELOPER_API}/platform/me`);
  expect(dev().auth.developer?.email).toBe(DEVELOPER);
  // A failed load of the developer is logged, and signUp still resolves.
  await call(() => dev().signOut());
  standIn.faults.add({path: '/platform/me', status: 500, body: {json: {status: 500, message: 'stand-in: no record'}}});
  await call(() => dev().signUp('second@example.com', PASSWORD, 'code'));
  expect(dev().auth).toEqual({loading: false, developer: undefined});
  expect(consoleText()).toContain('error: Failed to fetch developer: Error: stand-in: no record');
});

/**
 * @backs registration#a-complete-setup-tool
 * @backs registration#what-can-fail
 */
test('v1.developer-org-and-project: `createOrganization` and `createProject` resolve to the platform’s answers, the project with its `client_id`, and a `400` answer makes the SDK attest the developer API again and send the request once more', async () => {
  createDeveloper(standIn.backend, {email: DEVELOPER, password: PASSWORD});
  const {dev} = await renderDeveloper('1.1.0', DEVELOPER_API);
  await call(() => dev().signIn(DEVELOPER, PASSWORD));
  const signInRequests = standIn.log.lines().length;
  standIn.faults.add({path: '/platform/orgs', status: 400, body: {json: {status: 400, message: 'stand-in: stale'}}});
  const org = await call(() => dev().createOrganization('Acme'));
  expect(
    standIn.log
      .lines()
      .slice(signInRequests)
      .map((line) => line.replace(/\/attestation\/.*/, '/attestation/')),
  ).toEqual([
    `POST ${DEVELOPER_API}/platform/orgs`,
    `GET ${DEVELOPER_API}/attestation/`,
    `POST ${DEVELOPER_API}/key_exchange`,
    `POST ${DEVELOPER_API}/platform/orgs`,
  ]);
  const project = await call(() => dev().createProject(org.id, 'Shop', 'the web shop'));
  expect(standIn.log.to(`${DEVELOPER_API}/platform/orgs/${org.id}/projects`)[0].decryptedBody).toEqual({
    name: 'Shop',
    description: 'the web shop',
  });
  expect(project).toMatchObject({name: 'Shop', client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown});
});

/**
 * @backs registration#configuring-the-project
 */
test('v1.developer-input-checks: `createProjectSecret` rejects a value that is not base64 and `inviteDeveloper` a blank email ("Email is required"), both before sending; without a role, `inviteDeveloper` sends `{email}` only', async () => {
  createDeveloper(standIn.backend, {email: DEVELOPER, password: PASSWORD});
  const {dev} = await renderDeveloper('1.1.0', DEVELOPER_API);
  await call(() => dev().signIn(DEVELOPER, PASSWORD));
  const org = await call(() => dev().createOrganization('Acme'));
  const signedInRequests = standIn.log.lines().length;
  expect(await rejection(() => dev().createProjectSecret(org.id, 'project', 'KEY', 'not base64!'))).toEqual(
    new Error("Secret must be base64 encoded. Use @stablelib/base64's encode function to encode your data."),
  );
  expect(await rejection(() => dev().inviteDeveloper(org.id, '  '))).toEqual(new Error('Email is required'));
  expect(standIn.log.lines()).toHaveLength(signedInRequests);
  await call(() => dev().createProjectSecret(org.id, 'project', 'KEY', btoa('value')));
  await call(() => dev().inviteDeveloper(org.id, 'teammate@example.com'));
  await call(() => dev().inviteDeveloper(org.id, 'viewer@example.com', 'viewer'));
  expect(
    standIn.log.to(`${DEVELOPER_API}/platform/orgs/${org.id}/invites`).map((request) => request.decryptedBody),
  ).toEqual([{email: 'teammate@example.com'}, {email: 'viewer@example.com', role: 'viewer'}]);
});

/**
 * @backs registration#what-can-fail
 */
test('v1.developer-calls-need-a-token: with no developer signed in, `createOrganization` and `createProject` reject "No access token available" and send nothing', async () => {
  const {dev} = await renderDeveloper('1.1.0', DEVELOPER_API);
  expect(await rejection(() => dev().createOrganization('Acme'))).toEqual(new Error('No access token available'));
  expect(await rejection(() => dev().createProject('org', 'Shop'))).toEqual(new Error('No access token available'));
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs registration#option-2-from-code-with-opensecretdeveloper
 * @backs registration#configuring-the-project
 */
test('v1.developer-shares-storage: the developer provider keeps its tokens under the app’s `access_token` and `refresh_token` keys, so a developer sign-in replaces a signed-in user’s tokens and the app’s next call carries the developer’s token; its calls reuse the session the app stored, even for another URL', async () => {
  const app = await signedIn('1.1.0');
  const userTokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  const appSession = window.sessionStorage.getItem('sessionId');
  createDeveloper(standIn.backend, {email: DEVELOPER, password: PASSWORD});
  const {dev} = await renderDeveloper('1.1.0', DEVELOPER_API);
  const signInRequests = standIn.log.lines().length;
  await call(() => dev().signIn(DEVELOPER, PASSWORD));
  // No handshake with the developer API: its calls reuse the app's session.
  expect(standIn.log.lines().slice(signInRequests)).toEqual([
    `POST ${DEVELOPER_API}/platform/login`,
    `GET ${DEVELOPER_API}/platform/me`,
  ]);
  expect(standIn.log.to(`${DEVELOPER_API}/platform/login`)[0].headers['x-session-id']).toBe(appSession);
  const developerTokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  expect(developerTokens).not.toContain(userTokens[0]);
  expect(developerTokens).not.toContain(userTokens[1]);
  // The app's next call goes out with the developer's token.
  await call(() => app.sdk().put('k', 'v'));
  expect(standIn.log.to('/protected/kv/k')[0].headers.authorization).toBe(`Bearer ${developerTokens[0] ?? ''}`);
  expect(standIn.log.to('/protected/kv/k')[0].origin).toBe(LOOPBACK_ORIGIN);
});
