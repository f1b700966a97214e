/**
 * Key-value storage: `put`, `get`, `list` and `del` against the stand-in, and how they fail:
 * `get` catches every error, logs it and resolves `undefined`; the others reject.
 */
import {expect} from 'vitest';
import {test} from './support/behaviour';
import {consoleLines, consoleText} from './support/console-capture';
import {expectFallbackMessages} from './support/error-cases';
import {call, rejection, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

/**
 * @backs guides/key-value-storage#write-a-value
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/key-value-storage#list-all-entries
 * @backs guides/key-value-storage#delete-an-entry
 * @backs 3.2.0 guides/key-value-storage#how-it-works
 */
test('kv-round-trip: `put` resolves with the server’s answer, `get` with the stored string, `list` with every entry, and `del` removes one, each with a request to `/protected/kv`', async (release) => {
  const {sdk} = await signedIn(release);
  expect(await call(() => sdk().put('color', 'teal'))).toBe('teal');
  expect(await call(() => sdk().get('color'))).toBe('teal');
  const items = await call(() => sdk().list());
  expect(items.map(({key, value}) => ({key, value}))).toEqual([{key: 'color', value: 'teal'}]);
  await call(() => sdk().del('color'));
  expect(await call(() => sdk().list())).toEqual([]);
  expect(standIn.log.lines().slice(-5)).toEqual([
    'PUT /protected/kv/color',
    'GET /protected/kv/color',
    'GET /protected/kv',
    'DELETE /protected/kv/color',
    'GET /protected/kv',
  ]);
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/getting-started#build-a-first-app
 * @backs /docs/3.x/migration#what-did-not-change
 * @backs 3.2.0 guides/getting-started#security-notes
 * @backs 3.2.0 guides/key-value-storage#security-notes
 */
test('get-swallows-errors: `get` resolves `undefined` when the server answers with an error: it logs the key and the error, and a `.catch` on it never runs', async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('balance', '42'));
  standIn.faults.add({
    path: '/protected/kv/balance',
    method: 'GET',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: read failed'}},
  });
  let caught: unknown = 'the .catch handler did not run';
  const value = await call(() =>
    sdk()
      .get('balance')
      .catch((error: unknown) => {
        caught = error;
        return 'from catch';
      }),
  );
  expect(value).toBeUndefined();
  expect(caught).toBe('the .catch handler did not run');
  expect(consoleText()).toContain('error: Error fetching key "balance": Error: stand-in: read failed');
  // A missing key answers 404 on the stand-in, and reads the same way.
  expect(await call(() => sdk().get('never-written'))).toBeUndefined();
});

/**
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/key-value-storage#what-can-fail
 * @backs 3.2.0 guides/getting-started#build-a-first-app
 */
test('get-without-session: `get` resolves `undefined` when nobody is signed in, sends nothing and logs "No access token available"', async (release) => {
  const {sdk} = await renderSdk(release);
  expect(await call(() => sdk().get('balance'))).toBeUndefined();
  expect(standIn.intercepted()).toEqual([]);
  expect(consoleText()).toContain('error: Error fetching key "balance": Error: No access token available');
});

/**
 * @backs guides/key-value-storage#read-a-value
 * @backs guides/key-value-storage#write-a-value
 */
test('get-empty-string: `get` resolves `undefined` when the server answers with an empty string, as for a failure', async (release) => {
  const {sdk} = await signedIn(release);
  standIn.backend.store(standIn.backend.findByEmail('reader@example.com')!.id).set('note', {
    value: '',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  });
  expect(await call(() => sdk().get('note'))).toBeUndefined();
  expect(consoleLines().some((line) => line.text.includes('No data received from the server'))).toBe(true);
});

/**
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/getting-started#what-can-fail
 * @backs 3.2.0 guides/getting-started#build-a-first-app
 * @backs 3.2.0 guides/key-value-storage#list-all-entries
 * @backs 3.2.0 guides/key-value-storage#delete-an-entry
 */
test('kv-writes-reject: `put`, `list` and `del` reject with the server’s message when it answers with an error', async (release) => {
  const {sdk} = await signedIn(release);
  const failure = (path: string, method: string) =>
    standIn.faults.add({path, method, status: 500, body: {json: {status: 500, message: `stand-in: ${method} failed`}}});
  failure('/protected/kv/k', 'PUT');
  failure('/protected/kv', 'GET');
  failure('/protected/kv/k', 'DELETE');
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: PUT failed'));
  expect(await rejection(() => sdk().list())).toEqual(new Error('stand-in: GET failed'));
  expect(await rejection(() => sdk().del('k'))).toEqual(new Error('stand-in: DELETE failed'));
});

/**
 * @backs guides/key-value-storage#what-can-fail
 * @backs guides/getting-started#what-can-fail
 */
test('kv-fallback-messages: `put`, `list` and `del` reject with "Failed to put key-value pair", "Failed to list key-value pairs" and "Failed to delete key-value pair" when the server’s error answer has no message and with its `message` when it has one, each after one request and with the error logged by `console.error`', async (release) => {
  const {sdk} = await signedIn(release);
  await expectFallbackMessages([
    {method: 'PUT', path: '/protected/kv/k', fallback: 'Failed to put key-value pair', call: () => sdk().put('k', 'v')},
    {method: 'GET', path: '/protected/kv', fallback: 'Failed to list key-value pairs', call: () => sdk().list()},
    {
      method: 'DELETE',
      path: '/protected/kv/k',
      fallback: 'Failed to delete key-value pair',
      call: () => sdk().del('k'),
    },
  ]);
});

/**
 * @backs guides/key-value-storage#delete-everything
 * @backs guides/account-deletion#clear-the-data-keep-the-account
 * @backs guides/key-value-storage#what-can-fail
 */
test('v3.del-all: `delAll` sends `DELETE /protected/kv`, after which `list` is empty, and rejects on failure ("Failed to delete all key-value pairs" when the answer has no message)', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().put('a', '1'));
  await call(() => sdk().put('b', '2'));
  await call(() => sdk().delAll());
  expect(standIn.log.lines().at(-1)).toBe('DELETE /protected/kv');
  expect(await call(() => sdk().list())).toEqual([]);
  standIn.faults.add({path: '/protected/kv', method: 'DELETE', status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().delAll())).toEqual(new Error('Failed to delete all key-value pairs'));
});
