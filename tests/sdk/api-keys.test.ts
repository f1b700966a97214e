/**
 * API keys in 3.2.0: what `setApiKey` keeps and drops, where the key lives, which requests
 * send it, and the key management calls.
 */
import {expect} from 'vitest';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

const KEY = '0f6f3c2e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
const WARNING = 'warn: setApiKey: provided key does not look like a UUID; clearing apiKey';

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/api-keys#what-setapikey-does-with-a-value
 * @backs guides/api-keys#what-can-fail
 */
test('v3.set-api-key-validates: `setApiKey` trims the value and keeps it only if it looks like a UUID; anything else clears the key, even a valid one set before, with only a console warning', async () => {
  const {sdk} = await renderSdk('3.2.0');
  await call(async () => sdk().setApiKey(`  ${KEY}\n`));
  expect(sdk().apiKey).toBe(KEY);
  await call(async () => sdk().setApiKey('sk-live-not-a-uuid'));
  expect(sdk().apiKey).toBeUndefined();
  expect(consoleText()).toContain(WARNING);
  await call(async () => sdk().setApiKey(KEY));
  await call(async () => sdk().setApiKey(undefined));
  expect(sdk().apiKey).toBeUndefined();
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/api-keys#what-setapikey-does-with-a-value
 * @backs guides/api-keys#security-notes
 * @backs migration#sign-in-and-sign-out-clear-the-api-key
 * @backs guides/authentication#sign-out
 * @backs guides/authentication#how-authentication-works
 * @backs guides/account-deletion#what-happens-to-the-session
 */
test('v3.api-key-in-memory-only: the API key is written to neither `localStorage` nor `sessionStorage`, and sign-in and sign-out clear it', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk('3.2.0');
  await call(async () => sdk().setApiKey(KEY));
  const stored = storageKeys().map((name) => {
    const [area, key] = name.split(':');
    return (area === 'local' ? window.localStorage : window.sessionStorage).getItem(key) ?? '';
  });
  expect(stored.some((value) => value.includes(KEY))).toBe(false);
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(sdk().apiKey).toBeUndefined();
  await call(async () => sdk().setApiKey(KEY));
  await call(() => sdk().signOut());
  expect(sdk().apiKey).toBeUndefined();
});

/**
 * @backs security#what-is-not-encrypted
 * @backs security#requests-the-sdk-sends-again
 * @backs security#what-only-the-server-decides
 * @backs guides/api-keys#using-a-key
 * @backs guides/ai-integration#sign-in-or-an-api-key
 * @backs guides/models#how-it-works
 * @backs guides/api-keys#what-can-fail
 * @backs guides/responses#how-it-works
 */
test('v3.api-key-bearer-without-refresh: with an API key set, `fetchModels` and `aiCustomFetch` send it as the bearer token instead of the session’s, and a 401 is final: no refresh, no second request', async () => {
  const {sdk} = await signedIn('3.2.0');
  const {key} = await call(() => sdk().createApiKey('laptop'));
  await call(async () => sdk().setApiKey(key));
  const models = await call(() => sdk().fetchModels());
  expect(models.map((model) => model.id)).toEqual(['stand-in-echo']);
  expect(standIn.log.to('/v1/models')[0].headers.authorization).toBe(`Bearer ${key}`);
  const signedInRequests = standIn.log.lines().length;
  await call(() => sdk().deleteApiKey('laptop'));
  const error = await rejection(() =>
    sdk().aiCustomFetch(`${LOOPBACK_ORIGIN}/v1/chat/completions`, {method: 'POST', body: '{"model":"stand-in-echo"}'}),
  );
  expect(error).toEqual(
    new Error('Request failed with status 401: {"status":401,"message":"stand-in: access token not valid"}'),
  );
  expect(standIn.log.lines().slice(signedInRequests)).toEqual([
    'DELETE /protected/api-keys/laptop',
    'POST /v1/chat/completions',
  ]);
  expect(standIn.log.to('/v1/chat/completions')[0].headers.authorization).toBe(`Bearer ${key}`);
});

/**
 * @backs security#what-is-not-encrypted
 * @backs security#calls-that-hand-secrets-to-your-page
 * @backs guides/api-keys#managing-keys
 * @backs guides/api-keys#the-api-in-320
 * @backs guides/ai-integration#sign-in-or-an-api-key
 */
test('v3.api-key-management: `createApiKey` returns the key once, `listApiKeys` returns names and dates newest first, and `deleteApiKey` puts the URL-encoded name in the path; all three authenticate with the access token, never a key', async () => {
  const {sdk} = await signedIn('3.2.0');
  const created = await call(() => sdk().createApiKey('work laptop'));
  await call(() => sdk().createApiKey('phone'));
  expect(created.key).toMatch(/^[0-9a-f-]{36}$/);
  const {keys} = await call(() => sdk().listApiKeys());
  expect(keys.map((key) => key.name)).toEqual(['phone', 'work laptop']);
  expect(JSON.stringify(keys)).not.toContain(created.key);
  await call(() => sdk().deleteApiKey('work laptop'));
  expect(standIn.log.lines().at(-1)).toBe('DELETE /protected/api-keys/work%20laptop');
  expect(standIn.log.to('/protected/api-keys', 'POST')[0].decryptedBody).toEqual({name: 'work laptop'});
  expect(
    standIn.log
      .to(/^\/protected\/api-keys/)
      .every((request) => request.headers.authorization !== `Bearer ${created.key}`),
  ).toBe(true);
});
