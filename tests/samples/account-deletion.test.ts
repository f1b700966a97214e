/**
 * The account-deletion guide (3.2.0): the "danger zone" driven through its UI after a reload with
 * a stored session: the two-step deletion (a code, a secret whose hash went first), a mistyped
 * code, a cancel, the data-only deletion, refusals, another user signing in on the same page, a
 * guest without an email address, and unmounting while a request is in flight.
 */
import {createHash} from 'node:crypto';
import {screen} from '@testing-library/react';
import {http} from 'msw';
import {createElement, Fragment} from 'react';
import {expect, it, vi} from 'vitest';
import type {PageLoad, PageSample} from './support/pages';
import {
  account,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  holdRequests,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  READER,
  renderInProvider,
  samplesOf,
  settle,
  standIn,
  user,
} from './support/scenarios';

const PAGE = 'docs/guides/account-deletion.mdx';
const TITLE = 'src/DangerZone.tsx';

/** The code the stand-in "emails" for a deletion request. */
const CODE = 'stand-in-code';
const GUEST_PASSWORD = 'guest passphrase of the reader';

const bodiesTo = (path: string) => standIn.log.to(path, 'POST').map((request) => request.decryptedBody);

/** Sign-out and sign-in buttons, as an app's header would have. */
function accountSwitcher(load: PageLoad, guestId?: string) {
  return function AccountSwitcher() {
    const {signOut, signIn} = load.sdk.useOpenSecret();
    const {signInGuest} = load.sdk.useOpenSecret() as unknown as {
      signInGuest: (id: string, password: string) => Promise<unknown>;
    };
    return createElement(
      Fragment,
      null,
      createElement('button', {type: 'button', onClick: () => void signOut()}, 'Sign out'),
      createElement(
        'button',
        {type: 'button', onClick: () => void signIn(OTHER_READER.email, OTHER_READER.password)},
        'Sign in as Other',
      ),
      guestId &&
        createElement(
          'button',
          {type: 'button', onClick: () => void signInGuest(guestId, GUEST_PASSWORD)},
          'Sign in as guest',
        ),
    );
  };
}

interface Opened {
  readonly onAccountDeleted: ReturnType<typeof vi.fn>;
  readonly unmount: () => void;
}

/** A reload with the reader's stored session, the danger zone under a header that can switch accounts. */
async function openDangerZone(
  sample: PageSample,
  options: {signedIn?: boolean; guestId?: string} = {},
): Promise<Opened> {
  account(OTHER_READER);
  if (options.signedIn !== false) await earlierVisitSignedIn(sample);
  const load = await openPage(sample, '/settings');
  const onAccountDeleted = vi.fn();
  const DangerZone = componentOf<{onAccountDeleted: () => void}>(load, sample.title, 'DangerZone');
  const view = renderInProvider(
    load.sdk,
    createElement(
      Fragment,
      null,
      createElement(accountSwitcher(load, options.guestId)),
      createElement(DangerZone, {onAccountDeleted}),
    ),
  );
  return {onAccountDeleted, unmount: view.unmount};
}

async function requestCode(): Promise<void> {
  await user().click(await screen.findByRole('button', {name: 'Email me a deletion code'}));
}

async function submitCode(code: string): Promise<void> {
  const reader = user();
  const input = await screen.findByLabelText('Confirmation code');
  await reader.clear(input);
  await reader.paste(code); // one input event: typing each key only takes longer
  await reader.click(screen.getByRole('button', {name: 'Delete my account for good'}));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

samplesOf(PAGE, TITLE, (sample) => {
  it('DangerZone asks a signed-out reader to sign in, on a fresh load with empty storage', async () => {
    await openDangerZone(sample, {signedIn: false});
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Delete my data'})).toBeNull();
    expect(screen.queryByRole('button', {name: 'Email me a deletion code'})).toBeNull();
  });

  it('DangerZone deletes the account: the hash goes first, the code and its secret second, then it signs out', async () => {
    const {onAccountDeleted} = await openDangerZone(sample);
    const id = standIn.backend.findByEmail(READER.email)!.id;
    await requestCode();
    expect(
      (await screen.findByText(/We sent a confirmation code to/)).textContent?.startsWith(
        `We sent a confirmation code to ${READER.email}. Enter it`,
      ),
    ).toBe(true);
    await submitCode(`  ${CODE} `);
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    const [{hashed_secret: hashed}] = bodiesTo('/protected/delete-account/request') as {hashed_secret: string}[];
    const [confirmation] = bodiesTo('/protected/delete-account/confirm') as {
      confirmation_code: string;
      plaintext_secret: string;
    }[];
    expect(confirmation.confirmation_code).toBe(CODE);
    expect(confirmation.plaintext_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(sha256(confirmation.plaintext_secret));
    expect(standIn.backend.accounts.has(id)).toBe(false);
    // signOut removed what the SDK stored, after telling the backend.
    expect(standIn.log.to('/logout', 'POST')).toHaveLength(1);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.sessionStorage.getItem('sessionKey')).toBeNull();
    // The secret was never rendered or stored.
    expect(document.body.innerHTML).not.toContain(confirmation.plaintext_secret);
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain(confirmation.plaintext_secret);
  });

  it('DangerZone keeps the secret after a mistyped code, so the corrected code needs no new email', async () => {
    expectConsole(/wrong confirmation code/);
    const {onAccountDeleted} = await openDangerZone(sample);
    await requestCode();
    await submitCode('typo');
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: wrong confirmation code');
    expect(onAccountDeleted).not.toHaveBeenCalled();
    await submitCode(CODE);
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    expect(bodiesTo('/protected/delete-account/request')).toHaveLength(1);
    const [first, second] = bodiesTo('/protected/delete-account/confirm') as {plaintext_secret: string}[];
    expect(second.plaintext_secret).toBe(first.plaintext_secret);
  });

  it('DangerZone: Cancel forgets the pending deletion; a new request sends the hash of a new secret', async () => {
    await openDangerZone(sample);
    await requestCode();
    await user().click(await screen.findByRole('button', {name: 'Cancel'}));
    await requestCode();
    await submitCode(CODE);
    await screen.findByText('Sign in to manage your account.');
    const hashes = (bodiesTo('/protected/delete-account/request') as {hashed_secret: string}[]).map(
      (body) => body.hashed_secret,
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).not.toBe(hashes[1]);
    const [confirmation] = bodiesTo('/protected/delete-account/confirm') as {plaintext_secret: string}[];
    expect(hashes[1]).toBe(sha256(confirmation.plaintext_secret));
  });

  it('DangerZone shows a refused request and offers the request again', async () => {
    expectConsole(/mail is down/);
    standIn.faults.add({
      path: '/protected/delete-account/request',
      status: 500,
      body: {json: {status: 500, message: 'stand-in: mail is down'}},
    });
    await openDangerZone(sample);
    await requestCode();
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: mail is down');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Email me a deletion code'}).disabled).toBe(false);
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
  });

  it('DangerZone deletes the stored data only after the reader confirms, and keeps the account', async () => {
    await openDangerZone(sample);
    const id = standIn.backend.findByEmail(READER.email)!.id;
    standIn.backend.store(id).set('color', {value: 'teal', created_at: 1, updated_at: 1} as never);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Delete my data'}));
    expect(standIn.log.to('/protected/kv', 'DELETE')).toEqual([]);
    await reader.click(screen.getByRole('button', {name: 'Delete my data'}));
    expect(await screen.findByText('Every entry in your key-value store has been deleted.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(
      'Delete every entry this app saved in your key-value store? Your account and anything stored outside it stay.',
    );
    expect([...standIn.backend.store(id).keys()]).toEqual([]);
    expect(standIn.backend.accounts.has(id)).toBe(true);
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  });

  it('DangerZone shows the message of a refused data deletion, and lets the reader try again', async () => {
    expectConsole(/storage is down/);
    standIn.faults.add({
      path: '/protected/kv',
      method: 'DELETE',
      status: 500,
      body: {json: {status: 500, message: 'stand-in: storage is down'}},
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await openDangerZone(sample);
    await user().click(await screen.findByRole('button', {name: 'Delete my data'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: storage is down');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Delete my data'}).disabled).toBe(false);
  });

  it('DangerZone refreshes an expired access token and confirms the deletion all the same', async () => {
    const {onAccountDeleted} = await openDangerZone(sample);
    await requestCode();
    standIn.faults.add({
      path: '/protected/delete-account/confirm',
      status: 401,
      body: {json: {status: 401, message: 'stand-in: token expired'}},
    });
    await submitCode(CODE);
    await screen.findByText('Sign in to manage your account.');
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    expect(standIn.log.to('/refresh', 'POST')).toHaveLength(1);
    expect(standIn.log.to('/protected/delete-account/confirm')).toHaveLength(2);
  });

  it('DangerZone shows a network failure of the request step', async () => {
    expectConsole(/Failed to fetch|fetch failed|Network/i);
    standIn.server.use(http.post(`${LOOPBACK_ORIGIN}/protected/delete-account/request`, () => Response.error()));
    await openDangerZone(sample);
    await requestCode();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
  });

  it("DangerZone never shows one user's pending deletion or notice to the next user who signs in", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await openDangerZone(sample);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Delete my data'}));
    await screen.findByText('Every entry in your key-value store has been deleted.');
    await requestCode();
    await screen.findByLabelText('Confirmation code');
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to manage your account.')).toBeTruthy();
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    expect(await screen.findByRole('button', {name: 'Email me a deletion code'})).toBeTruthy();
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(bodiesTo('/protected/delete-account/confirm')).toEqual([]);
  });

  it('DangerZone offers a guest, who has no email address, only the data deletion', async () => {
    const guestId = standIn.backend.createAccount({password: GUEST_PASSWORD, name: null}).id;
    await openDangerZone(sample, {signedIn: false, guestId});
    await user().click(await screen.findByRole('button', {name: 'Sign in as guest'}));
    expect(await screen.findByText('This account has no email address to send a confirmation code to.')).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Delete my data'})).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Email me a deletion code'})).toBeNull();
  });

  it('DangerZone unmounted while the request is in flight updates nothing and sends no confirmation', async () => {
    const {unmount} = await openDangerZone(sample);
    const hold = holdRequests('POST', '/protected/delete-account/request');
    await requestCode();
    await vi.waitFor(() => expect(hold.arrived()).toBe(1));
    unmount();
    hold.release();
    await settle();
    expect(bodiesTo('/protected/delete-account/request')).toHaveLength(1);
    expect(bodiesTo('/protected/delete-account/confirm')).toEqual([]);
  });

  it('DangerZone unmounted while the confirmation is in flight still signs out and calls onAccountDeleted', async () => {
    const {unmount, onAccountDeleted} = await openDangerZone(sample);
    await requestCode();
    const reader = user();
    await reader.type(await screen.findByLabelText('Confirmation code'), CODE);
    const hold = holdRequests('POST', '/protected/delete-account/confirm');
    await reader.click(screen.getByRole('button', {name: 'Delete my account for good'}));
    await vi.waitFor(() => expect(hold.arrived()).toBe(1));
    unmount();
    hold.release();
    await settle();
    await settle();
    expect(onAccountDeleted).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});
