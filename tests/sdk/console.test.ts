/**
 * What the SDK writes to the browser console during the handshake and ordinary calls, and
 * what it keeps out: the lines a privacy-minded reader cares about.
 */
import {expect} from 'vitest';
import {test} from './support/behaviour';
import {consoleLines, consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/getting-started#security-notes
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 */
test('console-handshake: the handshake logs, in a collapsed "Attestation" group, the nonce it generated, "DEV MODE: Using fake attestation document" and each step; later calls log "Using existing attestation from session storage."', async (release) => {
  await signedIn(release);
  const nonce = standIn.log.all()[0].path.replace('/attestation/', '');
  const lines = consoleLines().map((line) => `${line.method}: ${line.text}`);
  const start = lines.indexOf('groupCollapsed: Attestation');
  expect(lines.slice(start, start + 8)).toEqual([
    'groupCollapsed: Attestation',
    `log: Generated attestation nonce: ${nonce}`,
    'log: DEV MODE: Using fake attestation document',
    'log: Attestation document verification succeeded',
    'log: Generated client key pair',
    'log: Key exchange completed.',
    'log: Session key decrypted successfully',
    'groupEnd: ',
  ]);
  expect(lines[0]).toBe('log: Signing in');
  expect(lines).toContain('log: Using existing attestation from session storage.');
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs guides/getting-started#security-notes
 * @backs guides/key-value-storage#security-notes
 */
test('console-keeps-secrets-out: across sign-in, storage calls, a token refresh, a failure and sign-out the console shows no password, email, token, session key or stored value; it shows the URL that answered 401 and the server’s error message', async (release) => {
  const {sdk} = await signedIn(release);
  const firstTokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  await call(() => sdk().put('diary', 'I told nobody about this'));
  await call(() => sdk().get('diary'));
  standIn.backend.expireAccessTokens();
  await call(() => sdk().list());
  standIn.faults.add({
    path: '/protected/kv/diary',
    method: 'PUT',
    status: 500,
    body: {json: {status: 500, message: 'stand-in: failed'}},
  });
  await rejection(() => sdk().put('diary', 'I told nobody about this'));
  const secondTokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  const sessionKey = window.sessionStorage.getItem('sessionKey') ?? '';
  await call(() => sdk().signOut());
  const text = consoleText();
  for (const secret of [PASSWORD, EMAIL, 'I told nobody', sessionKey, ...firstTokens, ...secondTokens]) {
    expect(text).not.toContain(secret);
  }
  // What it does log: the URL that answered 401 (storage keys included) and the server's message.
  expect(text).toContain('log: Received 401 for URL http://localhost:3000/protected/kv, attempting to refresh token');
  expect(text).toContain('error: Error: stand-in: failed');
});
