/**
 * Where the refresh after a 401 goes for a URL that contains `/platform/`. The developer
 * platform's URL inside each release's module is empty until an `OpenSecretDeveloper` mounts and
 * then stays for the life of the page, so this file runs in a module instance of its own
 * (`SDK_FRESH_MODULE` in vitest.config.ts): no earlier test file has mounted a developer provider.
 */
import {expect} from 'vitest';
import {LOOPBACK_ALIASES, LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {call, rejection, signedIn} from './support/render';
import {renderDeveloper} from './support/render-developer';
import {standIn} from './support/stand-in-instance';
import {openBody, storedSessionKey} from './support/wire';

const [DEVELOPER_API] = LOOPBACK_ALIASES;

/**
 * @backs security#requests-the-sdk-sends-again
 * @backs guides/key-value-storage#write-a-value
 */
test('storage-key-platform-refresh: a storage key that puts `/platform/` in the URL makes a 401 refresh send the user’s refresh token, sealed with the app’s session, to `POST <developer URL>/platform/refresh`; with `OpenSecretProvider` alone that URL is empty, so the refresh goes to the page’s own origin', async (release) => {
  const {sdk} = await signedIn(release);
  const pageRefresh = `${window.location.origin}/platform/refresh`;
  expect(pageRefresh).not.toMatch(/^http:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0):3000\//);
  const refreshToken = window.localStorage.getItem('refresh_token');
  const sessionId = window.sessionStorage.getItem('sessionId');
  standIn.backend.expireAccessTokens();
  standIn.log.clear();
  const error = await rejection(() => sdk().put('platform/notes', 'x'));
  expect(error).toEqual(new Error(`stand-in: POST ${pageRefresh} went to the page's own origin`));
  expect(standIn.log.lines()).toEqual(['PUT /protected/kv/platform/notes', `POST ${pageRefresh}`]);
  const [toPage] = standIn.log.to(pageRefresh);
  expect(toPage.url).toBe(pageRefresh);
  expect(toPage.headers['x-session-id']).toBe(sessionId);
  expect(openBody(toPage, storedSessionKey()!)).toEqual({refresh_token: refreshToken});

  // Without the slash before it, `platform/` changes nothing: the app's own refresh.
  standIn.log.clear();
  await call(() => sdk().put('myplatform/notes', 'x'));
  expect(standIn.log.lines()).toEqual([
    'PUT /protected/kv/myplatform/notes',
    'POST /refresh',
    'PUT /protected/kv/myplatform/notes',
  ]);
  expect(standIn.log.all().every((request) => request.origin === LOOPBACK_ORIGIN)).toBe(true);

  // Once an `OpenSecretDeveloper` has mounted, the refresh goes to its URL.
  await renderDeveloper(release, DEVELOPER_API);
  const appRefreshToken = window.localStorage.getItem('refresh_token');
  standIn.backend.expireAccessTokens();
  standIn.log.clear();
  const developerError = await rejection(() => sdk().put('platform/notes', 'x'));
  // The stand-in's platform refuses an app user's refresh token.
  expect(developerError).toEqual(new Error('stand-in: refresh token not valid for the platform'));
  expect(standIn.log.lines()).toEqual(['PUT /protected/kv/platform/notes', `POST ${DEVELOPER_API}/platform/refresh`]);
  const [toDeveloper] = standIn.log.to(`${DEVELOPER_API}/platform/refresh`);
  expect(openBody(toDeveloper, storedSessionKey()!)).toEqual({refresh_token: appRefreshToken});
});
