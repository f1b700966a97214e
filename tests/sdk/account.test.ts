/**
 * Calls that hand account material to the page or change the account: private keys,
 * third-party tokens, password changes, account deletion and the 1.1.0 guest upgrade.
 */
import {expect} from 'vitest';
import {STAND_IN_MNEMONIC, STAND_IN_PRIVATE_KEY_HEX} from '../../src/stand-in/routes/account';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, renderSdk, signedIn} from './support/render';
import {standIn} from './support/stand-in-instance';
import {storageKeys} from './support/wire';

/**
 * @backs security#what-is-not-encrypted
 * @backs security#calls-that-hand-secrets-to-your-page
 * @backs guides/cryptographic-operations#4-export-a-recovery-phrase-only-on-request
 * @backs guides/cryptographic-operations#5-export-raw-key-bytes
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/cryptographic-operations#how-it-works
 * @backs 3.2.0 guides/cryptographic-operations#security-notes
 * @backs 3.2.0 guides/data-encryption
 * @backs 1.1.0 guides/data-encryption#security-notes
 */
test('private-key-to-page: `getPrivateKey` and `getPrivateKeyBytes` resolve the recovery phrase and the raw private key to the page, with derivation paths in the query string; the SDK neither stores nor logs them', async (release) => {
  const {sdk} = await signedIn(release);
  const before = storageKeys();
  const {mnemonic} = await call(() => sdk().getPrivateKey());
  const {private_key: privateKey} = await call(() =>
    sdk().getPrivateKeyBytes({private_key_derivation_path: "m/44'/0'/0'/0/0"}),
  );
  expect(mnemonic).toBe(STAND_IN_MNEMONIC);
  expect(privateKey).toBe(STAND_IN_PRIVATE_KEY_HEX);
  const [bytes] = standIn.log.to('/protected/private_key_bytes');
  expect(new URLSearchParams(bytes.search).get('private_key_derivation_path')).toBe("m/44'/0'/0'/0/0");
  expect(storageKeys()).toEqual(before);
  expect(consoleText()).not.toContain(STAND_IN_MNEMONIC);
  expect(consoleText()).not.toContain(STAND_IN_PRIVATE_KEY_HEX);
});

/**
 * @backs security#calls-that-hand-secrets-to-your-page
 * @backs guides/third-party-tokens#audience-or-no-audience
 * @backs guides/third-party-tokens#1-request-a-token
 * @backs guides/third-party-tokens#how-it-works
 * @backs guides/third-party-tokens#security-notes
 * @backs /docs/3.x/migration#smaller-changes
 */
test('third-party-token: `generateThirdPartyToken` sends `{audience}`, or `{}` without one, and resolves the token without storing it', async (release) => {
  const {sdk} = await signedIn(release);
  const before = storageKeys();
  const withAudience = await call(() => sdk().generateThirdPartyToken('https://billing.example'));
  const without = await call(() => sdk().generateThirdPartyToken());
  const requests = standIn.log.to('/protected/third_party_token');
  expect(requests.map((request) => request.decryptedBody)).toEqual([{audience: 'https://billing.example'}, {}]);
  expect(withAudience.token).toMatch(/^stand-in-jwt\.https:\/\/billing\.example\./);
  expect(without.token).toMatch(/^stand-in-jwt\.no-audience\./);
  expect(storageKeys()).toEqual(before);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/authentication#change-the-password
 * @backs migration#changepassword-stores-the-tokens-it-receives
 */
test('v3.change-password-stores-new-tokens: `changePassword` stores the tokens the answer carries in place of the old ones', async () => {
  const {sdk} = await signedIn('3.2.0');
  const tokens = (): string[] => ['access_token', 'refresh_token'].map((key) => window.localStorage.getItem(key) ?? '');
  const [accessBefore, refreshBefore] = tokens();
  await call(() => sdk().changePassword(PASSWORD, 'a new passphrase'));
  const [access, refresh] = tokens();
  expect(access).not.toBe(accessBefore);
  expect(standIn.backend.accessTokens.has(access)).toBe(true);
  expect(refresh).not.toBe(refreshBefore);
  expect(standIn.backend.refreshTokens.has(refresh)).toBe(true);
  expect(standIn.log.to('/protected/change_password')[0].decryptedBody).toEqual({
    current_password: PASSWORD,
    new_password: 'a new passphrase',
  });
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/authentication#change-the-password
 * @backs /docs/3.x/migration#changepassword-stores-the-tokens-it-receives
 */
test('v1.change-password-keeps-tokens: `changePassword` leaves the stored tokens as they were, even when the answer carries new ones', async () => {
  const {sdk} = await signedIn('1.1.0');
  const before = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  await call(() => sdk().changePassword(PASSWORD, 'a new passphrase'));
  expect([window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')]).toEqual(before);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/account-deletion#what-happens-to-the-session
 * @backs guides/authentication#delete-the-account
 * @backs guides/account-deletion#how-it-works
 * @backs guides/account-deletion#security-notes
 */
test('v3.account-deletion-keeps-session: after `requestAccountDeletion` and `confirmAccountDeletion` the tokens and the session stay in storage and `auth.user` still holds the deleted user', async () => {
  const {sdk} = await signedIn('3.2.0');
  await call(() => sdk().requestAccountDeletion('hash-of-the-secret'));
  await call(() => sdk().confirmAccountDeletion('stand-in-code', 'the-secret'));
  expect(standIn.log.to(/^\/protected\/delete-account\//).map((request) => request.decryptedBody)).toEqual([
    {hashed_secret: 'hash-of-the-secret'},
    {confirmation_code: 'stand-in-code', plaintext_secret: 'the-secret'},
  ]);
  expect(standIn.backend.findByEmail(EMAIL)).toBeUndefined();
  expect(storageKeys()).toEqual([
    'local:access_token',
    'local:refresh_token',
    'session:sessionId',
    'session:sessionKey',
  ]);
  expect(sdk().auth.user?.user.email).toBe(EMAIL);
});

/**
 * @backs security#where-tokens-keys-and-the-session-live
 * @backs guides/guest-accounts#upgrade-a-guest-to-an-email-account
 * @backs /docs/3.x/migration#guest-upgrade-removed
 * @backs /docs/3.x/guides/guest-accounts#no-upgrade-to-an-email-account
 */
test('v1.convert-guest: `convertGuestToUserAccount` sends the email, the password and the name in an encrypted `POST /protected/convert_guest`, then reloads the user; the tokens stay', async () => {
  const {sdk} = await renderSdk('1.1.0');
  await call(() => sdk().signUpGuest(PASSWORD, 'guest-code'));
  expect(sdk().auth.user?.user.email).toBeFalsy();
  const tokens = [window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')];
  const signedInRequests = standIn.log.lines().length;
  await call(() => sdk().convertGuestToUserAccount('new@example.com', 'another passphrase', 'New Name'));
  expect(standIn.log.lines().slice(signedInRequests)).toEqual(['POST /protected/convert_guest', 'GET /protected/user']);
  expect(standIn.log.to('/protected/convert_guest')[0].decryptedBody).toEqual({
    email: 'new@example.com',
    password: 'another passphrase',
    name: 'New Name',
  });
  expect([window.localStorage.getItem('access_token'), window.localStorage.getItem('refresh_token')]).toEqual(tokens);
  expect(sdk().auth.user?.user.email).toBe('new@example.com');
});
