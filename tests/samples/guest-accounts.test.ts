/**
 * The guest-account guides of both versions: starting as a guest and keeping the ID, signing a
 * guest back in, telling guests apart, moving a guest's data to a new email account (3.2.0) and
 * adding an email address to the guest (1.1.0).
 */
import {screen} from '@testing-library/react';
import {createElement, Fragment, type ReactNode} from 'react';
import {expect, it, vi} from 'vitest';
import type {PageSample, PageLoad} from './support/pages';
import {
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  openPage,
  renderInProvider,
  samplesOf,
  settle,
  standIn,
  user,
  waitUntil,
  type SdkContext,
} from './support/scenarios';

const V3 = 'docs/guides/guest-accounts.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/guest-accounts.mdx';
const GUEST_PASSWORD = 'guest passphrase of some length';

/** A guest account on the stand-in, with no email. */
function guestAccount(): string {
  return standIn.backend.createAccount({password: GUEST_PASSWORD, name: null}).id;
}

/**
 * A fresh page load with the provider rendered (with the page's `component`, when given), and the
 * hook's value once the session is restored.
 */
async function contextOf(
  sample: PageSample,
  component?: string,
): Promise<{load: PageLoad; context: () => SdkContext & {auth: unknown}}> {
  const load = await openPage(sample);
  let context: ReturnType<PageLoad['sdk']['useOpenSecret']> | undefined;
  const Capture = (): null => {
    context = load.sdk.useOpenSecret();
    return null;
  };
  const shown = component ? createElement(componentOf(load, sample.title, component)) : null;
  renderInProvider(load.sdk, createElement(Fragment, null, createElement(Capture), shown));
  await waitUntil(() => context !== undefined && !context.auth.loading);
  return {load, context: () => context as unknown as SdkContext & {auth: unknown}};
}

function startAsGuestScenarios(sample: PageSample): void {
  /** The sample as a reader mounts it: the gate of the signed-in part of the app. */
  function renderGate(load: PageLoad): void {
    const StartAsGuest = componentOf<{children: ReactNode}>(load, sample.title, 'StartAsGuest');
    renderInProvider(load.sdk, createElement(StartAsGuest, null, createElement('p', null, 'The app')));
  }

  it('StartAsGuest creates the guest, shows its ID once and copies it', async () => {
    const load = await openPage(sample, '/start');
    renderGate(load);
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Choose a password'), GUEST_PASSWORD);
    await reader.click(screen.getByRole('button', {name: 'Continue as guest'}));
    const status = await screen.findByRole('status');
    const [guest] = [...standIn.backend.accounts.values()];
    expect(guest.email).toBeUndefined();
    expect(status.querySelector('p')?.textContent).toBe(
      `Your guest ID is ${guest.id}. Save it with your password: you need both to sign in again.`,
    );
    // user-event's clipboard stands in for the browser's; its own reader needs jsdom's Blob.
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    await reader.click(screen.getByRole('button', {name: 'Copy ID'}));
    expect(copied.mock.calls).toEqual([[guest.id]]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  });

  it('StartAsGuest keeps the ID on screen once the guest is signed in, and shows the app only when the user has saved it', async () => {
    const load = await openPage(sample, '/start');
    renderGate(load);
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Choose a password'), GUEST_PASSWORD);
    await reader.click(screen.getByRole('button', {name: 'Continue as guest'}));
    await screen.findByRole('status');
    await settle();
    // Signed in, and the ID still on screen: the app waits.
    const [guest] = [...standIn.backend.accounts.values()];
    expect(standIn.backend.accessTokens.get(window.localStorage.getItem('access_token') ?? '')).toBe(guest.id);
    expect(screen.getByRole('status').textContent).toContain(guest.id);
    expect(screen.queryByText('The app')).toBeNull();
    await reader.click(screen.getByRole('button', {name: 'I have saved it'}));
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('StartAsGuest shows the app at once after a reload with a stored session', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/start');
    renderGate(load);
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Choose a password')).toBeNull();
  });

  it('StartAsGuest shows why the backend refused the registration, and keeps the form', async () => {
    expectConsole(/invite code not accepted/);
    standIn.faults.add({
      path: '/register',
      status: 403,
      body: {json: {status: 403, message: 'invite code not accepted'}},
    });
    const load = await openPage(sample, '/start');
    renderGate(load);
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Choose a password'), GUEST_PASSWORD);
    await reader.click(screen.getByRole('button', {name: 'Continue as guest'}));
    expect((await screen.findByRole('alert')).textContent).toBe('invite code not accepted');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Continue as guest'}).disabled).toBe(false);
    expect(standIn.backend.accounts.size).toBe(0);
  });
}

function guestSignInScenarios(sample: PageSample): void {
  async function submit(id: string, password: string): Promise<void> {
    const load = await openPage(sample, '/guest-sign-in');
    renderInProvider(load.sdk, createElement(componentOf(load, sample.title, 'GuestSignIn')));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Guest ID'), id);
    await reader.type(screen.getByPlaceholderText('Password'), password);
    await reader.click(screen.getByRole('button', {name: 'Sign in'}));
  }

  it('GuestSignIn signs the guest in with a pasted ID that carries stray whitespace', async () => {
    const id = guestAccount();
    await submit(`  ${id} `, GUEST_PASSWORD);
    await waitUntil(() => window.localStorage.getItem('access_token') !== null);
    expect(standIn.log.to('/login').map((request) => request.decryptedBody)).toEqual([
      expect.objectContaining({id, password: GUEST_PASSWORD}),
    ]);
  });

  it('GuestSignIn shows the server message for a wrong password, and keeps the form', async () => {
    expectConsole(/wrong credentials/);
    const id = guestAccount();
    await submit(id, 'not the password');
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: wrong credentials');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Guest ID').value).toBe(id);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
}

function isGuestScenarios(sample: PageSample): void {
  it('isGuest is false signed out and for an email account, true for a signed-in guest', async () => {
    const id = guestAccount();
    standIn.backend.createAccount({email: 'mail@example.com', password: 'mail passphrase', name: null});
    const {load, context} = await contextOf(sample);
    const {isGuest} = load.exportsOf(sample.title) as {isGuest: (auth: unknown) => boolean};
    expect(isGuest(context().auth)).toBe(false);
    await inAct(() => context().signIn('mail@example.com', 'mail passphrase'));
    expect(isGuest(context().auth)).toBe(false);
    await inAct(() => context().signInGuest(id, GUEST_PASSWORD));
    expect(isGuest(context().auth)).toBe(true);
  });
}

samplesOf(V3, 'src/StartAsGuest.tsx', startAsGuestScenarios);
samplesOf(V1, 'src/StartAsGuest.tsx', startAsGuestScenarios);
samplesOf(V3, 'src/GuestSignIn.tsx', guestSignInScenarios);
samplesOf(V1, 'src/GuestSignIn.tsx', guestSignInScenarios);
samplesOf(V3, 'src/isGuest.ts', isGuestScenarios);
samplesOf(V1, 'src/isGuest.ts', isGuestScenarios);

samplesOf(V3, 'src/moveGuestData.ts', (sample) => {
  it("moveGuestData signs up the new account and copies every entry; the guest's entries stay", async () => {
    const id = guestAccount();
    const {load, context} = await contextOf(sample);
    await inAct(() => context().signInGuest(id, GUEST_PASSWORD));
    await inAct(() => context().put('color', 'teal'));
    await inAct(() => context().put('note.1', 'first note'));
    const {moveGuestData} = load.exportsOf(sample.title) as {moveGuestData: (...args: unknown[]) => Promise<number>};
    expect(await inAct(() => moveGuestData(context(), 'new@example.com', 'new passphrase', ''))).toBe(2);
    const moved = standIn.backend.findByEmail('new@example.com')!;
    const values = (account: string) =>
      Object.fromEntries([...standIn.backend.store(account)].map(([key, entry]) => [key, entry.value]));
    expect(values(moved.id)).toEqual({color: 'teal', 'note.1': 'first note'});
    expect(values(id)).toEqual({color: 'teal', 'note.1': 'first note'});
  });
});

samplesOf(V1, 'src/UpgradeGuest.tsx', (sample) => {
  it('UpgradeGuest shows nothing to an email account, and adds the email to a signed-in guest, keeping the account', async () => {
    const id = guestAccount();
    standIn.backend.createAccount({email: 'mail@example.com', password: 'mail passphrase', name: null});
    const {context} = await contextOf(sample, 'UpgradeGuest');
    await inAct(() => context().signIn('mail@example.com', 'mail passphrase'));
    expect(screen.queryByPlaceholderText('Email')).toBeNull();
    await inAct(() => context().signInGuest(id, GUEST_PASSWORD));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Email'), 'upgraded@example.com');
    await reader.type(screen.getByPlaceholderText('Password'), 'upgraded passphrase');
    await reader.type(screen.getByPlaceholderText('Name (optional)'), '  Sam ');
    await reader.click(screen.getByRole('button', {name: 'Add email'}));
    expect(await screen.findByText('Done. From now on, sign in with upgraded@example.com.')).toBeTruthy();
    const account = standIn.backend.accounts.get(id)!;
    expect([account.email, account.password, account.name]).toEqual([
      'upgraded@example.com',
      'upgraded passphrase',
      'Sam',
    ]);
  });

  it('UpgradeGuest shows the server message when the conversion is refused, and keeps the form', async () => {
    expectConsole(/address already taken/);
    const id = guestAccount();
    standIn.faults.add({
      path: '/protected/convert_guest',
      status: 409,
      body: {json: {status: 409, message: 'address already taken'}},
    });
    const {context} = await contextOf(sample, 'UpgradeGuest');
    await inAct(() => context().signInGuest(id, GUEST_PASSWORD));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Email'), 'taken@example.com');
    await reader.type(screen.getByPlaceholderText('Password'), 'upgraded passphrase');
    await reader.click(screen.getByRole('button', {name: 'Add email'}));
    expect((await screen.findByRole('alert')).textContent).toBe('address already taken');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Add email'}).disabled).toBe(false);
    expect(standIn.backend.accounts.get(id)!.email).toBeUndefined();
  });
});
