/**
 * The authentication guides of both versions: sign-up, the route guard, the password reset and
 * the start of a GitHub or Google sign-in, driven through their forms on a fresh page load and
 * after a reload with a stored session. (The verification and OAuth callback samples are in
 * fresh-load.test.ts.)
 */
import {createHash} from 'node:crypto';
import {screen, waitFor} from '@testing-library/react';
import {createElement, Fragment, type ReactNode} from 'react';
import {expect, it} from 'vitest';
import {STAND_IN_RESET_CODE} from '../../src/stand-in/routes/credentials';
import type {PageSample} from './support/pages';
import {
  account,
  CLIENT_ID,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  LOOPBACK_ORIGIN,
  openPage,
  PAGE_ORIGIN,
  READER,
  renderInProvider,
  samplesOf,
  settle,
  signedInAs,
  standIn,
  user,
} from './support/scenarios';

const V3 = 'docs/guides/authentication.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/authentication.mdx';

function signUpScenarios(sample: PageSample): void {
  it('SignUpForm creates the account with the name, signs the user in and stores the tokens', async () => {
    const load = await openPage(sample, '/sign-up');
    const SignUpForm = componentOf(load, sample.title, 'SignUpForm');
    renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(signedInAs(load.sdk)), createElement(SignUpForm)),
    );
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Name (optional)'), 'Ada');
    await reader.type(screen.getByPlaceholderText('Email'), 'ada@example.com');
    await reader.type(screen.getByPlaceholderText('Password'), 'a long enough passphrase');
    await reader.click(screen.getByRole('button', {name: 'Create account'}));
    expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy();
    expect(standIn.backend.findByEmail('ada@example.com')?.name).toBe('Ada');
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create account'}).disabled).toBe(false);
  });

  it('SignUpForm shows the server message for an address already registered, and can be sent again', async () => {
    account();
    expectConsole(/email already registered/);
    const load = await openPage(sample, '/sign-up');
    const SignUpForm = componentOf(load, sample.title, 'SignUpForm');
    renderInProvider(load.sdk, createElement(SignUpForm));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Email'), READER.email);
    await reader.type(screen.getByPlaceholderText('Password'), 'a long enough passphrase');
    await reader.click(screen.getByRole('button', {name: 'Create account'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: email already registered');
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Create account'}).disabled).toBe(false);
  });
}

/** A sign-out button, as an app's header would have. */
function signOutButton(load: Awaited<ReturnType<typeof openPage>>) {
  return function SignOut() {
    const {signOut} = load.sdk.useOpenSecret();
    return createElement('button', {type: 'button', onClick: () => void signOut()}, 'Sign out');
  };
}

function protectedRouteScenarios(sample: PageSample): void {
  interface Props {
    children?: ReactNode;
    fallback: ReactNode;
    requireVerifiedEmail?: boolean;
  }

  it('ProtectedRoute shows the fallback on a fresh load with nobody signed in', async () => {
    const load = await openPage(sample, '/account');
    const ProtectedRoute = componentOf<Props>(load, sample.title, 'ProtectedRoute');
    renderInProvider(
      load.sdk,
      createElement(
        ProtectedRoute,
        {fallback: createElement('p', null, 'Sign-in page')},
        createElement('p', null, 'Private page'),
      ),
    );
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(screen.queryByText('Private page')).toBeNull();
  });

  it('ProtectedRoute shows the page after a reload with a stored session, and the fallback after signing out', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/account');
    const ProtectedRoute = componentOf<Props>(load, sample.title, 'ProtectedRoute');
    renderInProvider(
      load.sdk,
      createElement(
        Fragment,
        null,
        createElement(signOutButton(load)),
        createElement(
          ProtectedRoute,
          {fallback: createElement('p', null, 'Sign-in page')},
          createElement('p', null, 'Private page'),
        ),
      ),
    );
    expect(await screen.findByText('Private page')).toBeTruthy();
    await user().click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(screen.queryByText('Private page')).toBeNull();
  });

  it('ProtectedRoute with requireVerifiedEmail asks an unverified user to confirm the address', async () => {
    await earlierVisitSignedIn(sample);
    const load = await openPage(sample, '/account');
    const ProtectedRoute = componentOf<Props>(load, sample.title, 'ProtectedRoute');
    renderInProvider(
      load.sdk,
      createElement(
        ProtectedRoute,
        {fallback: createElement('p', null, 'Sign-in page'), requireVerifiedEmail: true},
        createElement('p', null, 'Private page'),
      ),
    );
    expect(await screen.findByText('Please confirm your email address using the link we sent you.')).toBeTruthy();
    expect(screen.queryByText('Private page')).toBeNull();
  });
}

function forgotPasswordScenarios(sample: PageSample): void {
  async function requestCode(): Promise<void> {
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Email'), READER.email);
    await reader.click(screen.getByRole('button', {name: 'Email me a code'}));
    await screen.findByPlaceholderText('Code from the email');
  }

  it('ForgotPassword sets the new password with the code from the email; the old one stops working', async () => {
    account();
    const load = await openPage(sample, '/forgot-password');
    const ForgotPassword = componentOf(load, sample.title, 'ForgotPassword');
    renderInProvider(load.sdk, createElement(ForgotPassword));
    await requestCode();
    expect(screen.getByPlaceholderText<HTMLInputElement>('Email').disabled).toBe(true);
    const reader = user();
    await reader.type(screen.getByPlaceholderText('Code from the email'), ` ${STAND_IN_RESET_CODE} `);
    await reader.type(screen.getByPlaceholderText('New password'), 'a brand new passphrase');
    await reader.click(screen.getByRole('button', {name: 'Set new password'}));
    expect(await screen.findByText('Password changed. You can now sign in with your new password.')).toBeTruthy();
    expect(standIn.backend.findByEmail(READER.email)?.password).toBe('a brand new passphrase');
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('ForgotPassword sends one request per step when the reader double-clicks', async () => {
    account();
    const load = await openPage(sample, '/forgot-password');
    const ForgotPassword = componentOf(load, sample.title, 'ForgotPassword');
    renderInProvider(load.sdk, createElement(ForgotPassword));
    const reader = user();
    await reader.type(await screen.findByPlaceholderText('Email'), READER.email);
    await reader.dblClick(screen.getByRole('button', {name: 'Email me a code'}));
    await reader.type(await screen.findByPlaceholderText('Code from the email'), STAND_IN_RESET_CODE);
    await reader.type(screen.getByPlaceholderText('New password'), 'a brand new passphrase');
    await reader.dblClick(screen.getByRole('button', {name: 'Set new password'}));
    expect(await screen.findByText('Password changed. You can now sign in with your new password.')).toBeTruthy();
    await settle();
    expect(standIn.log.to('/password-reset/request')).toHaveLength(1);
    expect(standIn.log.to('/password-reset/confirm')).toHaveLength(1);
    // The secret confirmed is the one whose hash was sent.
    const {hashed_secret} = standIn.log.to('/password-reset/request')[0].decryptedBody as {hashed_secret: string};
    const {plaintext_secret} = standIn.log.to('/password-reset/confirm')[0].decryptedBody as {plaintext_secret: string};
    expect(createHash('sha256').update(plaintext_secret).digest('hex')).toBe(hashed_secret);
  });

  it('ForgotPassword shows the server message for a wrong code and keeps the form', async () => {
    account();
    const load = await openPage(sample, '/forgot-password');
    const ForgotPassword = componentOf(load, sample.title, 'ForgotPassword');
    renderInProvider(load.sdk, createElement(ForgotPassword));
    await requestCode();
    const reader = user();
    await reader.type(screen.getByPlaceholderText('Code from the email'), 'WRONG000');
    await reader.type(screen.getByPlaceholderText('New password'), 'a brand new passphrase');
    await reader.click(screen.getByRole('button', {name: 'Set new password'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: reset not confirmed');
    expect(screen.getByRole('button', {name: 'Set new password'})).toBeTruthy();
    expect(standIn.backend.findByEmail(READER.email)?.password).toBe(READER.password);
  });

  it('ForgotPassword starts over after a reload between the two steps: the secret was never stored', async () => {
    account();
    const first = await openPage(sample, '/forgot-password');
    const view = renderInProvider(first.sdk, createElement(componentOf(first, sample.title, 'ForgotPassword')));
    await requestCode();
    view.unmount();
    await settle();
    const reload = await openPage(sample, '/forgot-password');
    renderInProvider(reload.sdk, createElement(componentOf(reload, sample.title, 'ForgotPassword')));
    expect(await screen.findByRole('button', {name: 'Email me a code'})).toBeTruthy();
    expect(screen.queryByPlaceholderText('Code from the email')).toBeNull();
    const stored = [
      ...Object.keys(window.localStorage).map((name) => window.localStorage.getItem(name)),
      ...Object.keys(window.sessionStorage).map((name) => window.sessionStorage.getItem(name)),
    ];
    const hashed = standIn.log.to('/password-reset/request')[0].decryptedBody as {hashed_secret: string};
    expect(
      stored.some((value) => value !== null && /^[0-9a-f]{64}$/.test(value) && value !== hashed.hashed_secret),
    ).toBe(false);
  });
}

function socialSignInScenarios(sample: PageSample): void {
  interface Props {
    inviteCode?: string;
  }

  /** jsdom navigates only within a document: the consent page stands at a fragment of the page. */
  function consentInThePage(): void {
    standIn.backend.consentUrl = (provider, state) => `${PAGE_ORIGIN}/sign-in#consent-${provider}-${state}`;
  }

  it('SocialSignIn sends the browser to the GitHub consent page, asking with the client ID only', async () => {
    consentInThePage();
    const load = await openPage(sample, '/sign-in');
    const SocialSignIn = componentOf<Props>(load, sample.title, 'SocialSignIn');
    renderInProvider(load.sdk, createElement(SocialSignIn));
    await user().click(await screen.findByRole('button', {name: 'Continue with GitHub'}));
    await waitFor(() => expect(window.location.hash).toMatch(/^#consent-github-stand-in-state-\d+$/));
    expect(window.location.pathname).toBe('/sign-in');
    expect(standIn.log.to(/^\/auth\//).map((request) => [request.url, request.decryptedBody])).toEqual([
      [`${LOOPBACK_ORIGIN}/auth/github`, {client_id: CLIENT_ID}],
    ]);
    expect(window.sessionStorage.getItem('oauth-invite-code')).toBe('');
    // The state the consent page will hand back, kept in this tab for the callback's comparison.
    expect(window.sessionStorage.getItem('oauth-state')).toBe(window.location.hash.slice('#consent-github-'.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SocialSignIn sends the invite code with a Google sign-in and keeps it for the callback page', async () => {
    consentInThePage();
    const load = await openPage(sample, '/sign-in');
    const SocialSignIn = componentOf<Props>(load, sample.title, 'SocialSignIn');
    renderInProvider(load.sdk, createElement(SocialSignIn, {inviteCode: 'INVITE-2026'}));
    await user().click(await screen.findByRole('button', {name: 'Continue with Google'}));
    await waitFor(() => expect(window.location.hash).toMatch(/^#consent-google-stand-in-state-\d+$/));
    expect(standIn.log.to(/^\/auth\//).map((request) => [request.url, request.decryptedBody])).toEqual([
      [`${LOOPBACK_ORIGIN}/auth/google`, {client_id: CLIENT_ID, invite_code: 'INVITE-2026'}],
    ]);
    expect(window.sessionStorage.getItem('oauth-invite-code')).toBe('INVITE-2026');
    expect(window.sessionStorage.getItem('oauth-state')).toBe(window.location.hash.slice('#consent-google-'.length));
  });

  it('SocialSignIn shows the server message when the start is refused, and stays on the page', async () => {
    consentInThePage();
    expectConsole(/^Failed to initiate GitHub auth: Error: stand-in: sign-in with GitHub is off/);
    standIn.faults.add({
      path: '/auth/github',
      status: 409,
      body: {json: {status: 409, message: 'stand-in: sign-in with GitHub is off'}},
    });
    const load = await openPage(sample, '/sign-in');
    const SocialSignIn = componentOf<Props>(load, sample.title, 'SocialSignIn');
    renderInProvider(load.sdk, createElement(SocialSignIn));
    await user().click(await screen.findByRole('button', {name: 'Continue with GitHub'}));
    expect((await screen.findByRole('alert')).textContent).toBe('stand-in: sign-in with GitHub is off');
    expect(window.location.href).toBe(`${PAGE_ORIGIN}/sign-in`);
    expect(window.sessionStorage.getItem('oauth-invite-code')).toBeNull();
    expect(window.sessionStorage.getItem('oauth-state')).toBeNull();
  });
}

samplesOf(V3, 'src/SignUpForm.tsx', signUpScenarios);
samplesOf(V1, 'src/SignUpForm.tsx', signUpScenarios);
samplesOf(V3, 'src/ProtectedRoute.tsx', protectedRouteScenarios);
samplesOf(V1, 'src/ProtectedRoute.tsx', protectedRouteScenarios);
samplesOf(V3, 'src/ForgotPassword.tsx', forgotPasswordScenarios);
samplesOf(V1, 'src/ForgotPassword.tsx', forgotPasswordScenarios);
samplesOf(V3, 'src/SocialSignIn.tsx', socialSignInScenarios);
samplesOf(V1, 'src/SocialSignIn.tsx', socialSignInScenarios);
