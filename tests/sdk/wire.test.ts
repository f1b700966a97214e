/**
 * What travels encrypted and what does not: bodies are sealed with the session key; the URL
 * (path and query string) and the headers are not; error answers are read as plain JSON.
 */
import {expect} from 'vitest';
import {inBothReleases} from './support/behaviour';
import {EMAIL, PASSWORD, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

const SECRET = 'blood type AB negative';

inBothReleases({'3.2.0': 'v3.bodies-encrypted', '1.1.0': 'v1.bodies-encrypted'}, async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('health', SECRET));
  const [login] = standIn.log.to('/login');
  const [put] = standIn.log.to('/protected/kv/health');
  const key = storedSessionKey()!;
  for (const request of [login, put]) {
    expect(Object.keys(JSON.parse(request.rawBody ?? '') as object)).toEqual(['encrypted']);
  }
  expect(login.rawBody).not.toContain(PASSWORD);
  expect(login.rawBody).not.toContain(EMAIL);
  expect(openBody(login, key)).toMatchObject({email: EMAIL, password: PASSWORD});
  expect(put.rawBody).not.toContain('blood');
  expect(openBody(put, key)).toBe(SECRET);
});

inBothReleases({'3.2.0': 'v3.url-and-headers-in-clear', '1.1.0': 'v1.url-and-headers-in-clear'}, async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('diagnosis.2025-06-01', 'x'));
  await call(() => sdk().getPrivateKey({seed_phrase_derivation_path: "m/44'/0'/0'/0/0"}));
  const [put] = standIn.log.to('/protected/kv/diagnosis.2025-06-01');
  const [privateKey] = standIn.log.to('/protected/private_key');
  expect(new URLSearchParams(privateKey.search).get('seed_phrase_derivation_path')).toBe("m/44'/0'/0'/0/0");
  expect(privateKey.rawBody).toBeUndefined();
  for (const request of [put, privateKey]) {
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${window.localStorage.getItem('access_token') ?? ''}`,
      'x-session-id': window.sessionStorage.getItem('sessionId') ?? '',
      'content-type': 'application/json',
    });
  }
});

inBothReleases({'3.2.0': 'v3.error-bodies-plain-json', '1.1.0': 'v1.error-bodies-plain-json'}, async (release) => {
  const {sdk} = await signedIn(release);
  const path = '/protected/kv/k';
  standIn.faults.add({path, status: 500, body: {json: {status: 500, message: 'stand-in: disk full'}}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('stand-in: disk full'));
  standIn.faults.add({path, status: 500, body: {json: {status: 500}}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('Failed to put key-value pair'));
  standIn.faults.add({path, status: 502, body: {text: '<html>Bad gateway</html>'}});
  expect(await rejection(() => sdk().put('k', 'v'))).toEqual(new Error('Failed to put key-value pair'));
  expect(standIn.log.to(path)).toHaveLength(3);
});

inBothReleases({'3.2.0': 'v3.answers-must-decrypt', '1.1.0': 'v1.answers-must-decrypt'}, async (release) => {
  const {sdk} = await signedIn(release);
  standIn.faults.add({path: '/protected/kv', method: 'GET', status: 200, body: {json: [{key: 'k', value: 'forged'}]}});
  expect(await rejection(() => sdk().list())).toEqual(new Error('Failed to decrypt or parse the response'));
  expect(standIn.log.to('/protected/kv')).toHaveLength(1);
  expect(standIn.log.to(/^\/attestation\//)).toHaveLength(1);
});

inBothReleases({'3.2.0': 'v3.storage-key-in-url', '1.1.0': 'v1.storage-key-in-url'}, async (release) => {
  const {sdk} = await signedIn(release);
  await call(() => sdk().put('notes?draft=1', 'x'));
  await call(() => sdk().put('folder/file', 'y'));
  await call(() => sdk().put('tag#1', 'z'));
  expect(standIn.log.lines().slice(-3)).toEqual([
    'PUT /protected/kv/notes',
    'PUT /protected/kv/folder/file',
    'PUT /protected/kv/tag',
  ]);
  expect(standIn.log.to('/protected/kv/notes')[0].search).toBe('?draft=1');
  const stored = (await call(() => sdk().list())).map((item) => item.key).sort();
  expect(stored).toEqual(['folder/file', 'notes', 'tag']);
  // Another key with the same part before `#` reads the same entry.
  expect(await call(() => sdk().get('tag#2'))).toBe('z');
});

inBothReleases(
  {'3.2.0': 'v3.storage-key-platform-refresh', '1.1.0': 'v1.storage-key-platform-refresh'},
  async (release) => {
    const {sdk} = await signedIn(release);
    const refreshToken = window.localStorage.getItem('refresh_token');
    standIn.backend.expireAccessTokens();
    const error = await rejection(() => sdk().put('platform/notes', 'x'));
    // The stand-in's platform refuses an app user's refresh token.
    expect(error).toEqual(new Error('stand-in: refresh token not valid for the platform'));
    expect(standIn.log.lines().slice(-2)).toEqual(['PUT /protected/kv/platform/notes', 'POST /platform/refresh']);
    expect(openBody(standIn.log.to('/platform/refresh')[0], storedSessionKey()!)).toEqual({
      refresh_token: refreshToken,
    });
  },
);
