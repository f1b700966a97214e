/**
 * The email-verification and OAuth-callback samples of both authentication guides and the Apple
 * callback, run the way a reader's app runs them when a link opens it: a fresh SDK module whose
 * API URL no provider has set yet, empty storage, React StrictMode, the URL of the link, and the
 * page on an origin that is not the provider's apiUrl, so a request sent to the page's own origin
 * cannot reach the stand-in (support/guard.ts fails it). Then what the getting-started guides
 * warn of: a call from a mount effect that does not wait for `auth.loading`.
 */
import {screen, waitFor} from '@testing-library/react';
import {http} from 'msw';
import {createElement, Fragment, useEffect, useState, type ComponentType} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {STAND_IN_VERIFICATION_CODE} from '../../src/stand-in/routes/credentials';
import {STAND_IN_OAUTH_CODE, oauthEmail} from '../../src/stand-in/routes/oauth';
import {pageSample, type PageSample, type SdkModule} from './support/pages';
import {
  allowRequestsOffApiUrl,
  componentOf,
  expectConsole,
  LOOPBACK_ORIGIN,
  openPage,
  PAGE_ORIGIN,
  renderInProvider,
  samplesOf,
  settle,
  signedInAs,
  standIn,
} from './support/scenarios';

interface OAuthCallbackProps {
  provider: 'github' | 'google';
  onSignedIn: () => void;
}

const V3 = 'docs/guides/authentication.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/authentication.mdx';

function verifyEmailScenarios(refusal: string) {
  return (sample: PageSample) => {
    it('VerifyEmail confirms the address from the verification link, with one request', async () => {
      const load = await openPage(sample, `/verify-email?code=${STAND_IN_VERIFICATION_CODE}`);
      expect(window.location.origin).toBe(PAGE_ORIGIN);
      const VerifyEmail = componentOf<{code: string}>(load, sample.title, 'VerifyEmail');
      const code = new URLSearchParams(window.location.search).get('code')!;
      renderInProvider(load.sdk, createElement(VerifyEmail, {code}));
      expect(await screen.findByText('Your email address is confirmed.')).toBeTruthy();
      await settle();
      expect(standIn.log.to(/^\/verify-email\//).map((request) => request.url)).toEqual([
        `${LOOPBACK_ORIGIN}/verify-email/${STAND_IN_VERIFICATION_CODE}`,
      ]);
    });

    it('VerifyEmail reports a code the backend refuses', async () => {
      const load = await openPage(sample, '/verify-email?code=used-already');
      const VerifyEmail = componentOf<{code: string}>(load, sample.title, 'VerifyEmail');
      renderInProvider(load.sdk, createElement(VerifyEmail, {code: 'used-already'}));
      expect((await screen.findByRole('alert')).textContent).toBe(refusal);
      expect(standIn.log.to(/^\/verify-email\//)).toHaveLength(1);
    });
  };
}

function oauthCallbackScenarios() {
  return (sample: PageSample) => {
    it('OAuthCallback signs the user in from the GitHub callback URL, exchanging the code once', async () => {
      // The state SocialSignIn kept in this tab's sessionStorage before the redirect.
      window.sessionStorage.setItem('oauth-state', 'state-from-github');
      const load = await openPage(sample, `/auth/github/callback?code=${STAND_IN_OAUTH_CODE}&state=state-from-github`);
      const OAuthCallback = componentOf<OAuthCallbackProps>(load, sample.title, 'OAuthCallback');
      const onSignedIn = vi.fn();
      renderInProvider(
        load.sdk,
        createElement(
          Fragment,
          null,
          createElement(signedInAs(load.sdk)),
          createElement(OAuthCallback, {provider: 'github', onSignedIn}),
        ),
      );
      expect(await screen.findByText(`Signed in as ${oauthEmail('github')}`)).toBeTruthy();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      await settle();
      expect(onSignedIn).toHaveBeenCalledTimes(1);
      expect(standIn.log.to('/auth/github/callback').map((request) => [request.url, request.decryptedBody])).toEqual([
        [
          `${LOOPBACK_ORIGIN}/auth/github/callback`,
          {code: STAND_IN_OAUTH_CODE, state: 'state-from-github', invite_code: ''},
        ],
      ]);
      expect(window.location.href).toBe(`${PAGE_ORIGIN}/auth/github/callback`);
      expect(window.sessionStorage.getItem('oauth-state')).toBeNull();
    });

    it('OAuthCallback refuses a state this tab did not start, and sends nothing', async () => {
      window.sessionStorage.setItem('oauth-state', 'state-from-github');
      const load = await openPage(sample, `/auth/github/callback?code=${STAND_IN_OAUTH_CODE}&state=someone-elses`);
      const OAuthCallback = componentOf<OAuthCallbackProps>(load, sample.title, 'OAuthCallback');
      const onSignedIn = vi.fn();
      renderInProvider(load.sdk, createElement(OAuthCallback, {provider: 'github', onSignedIn}));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This sign-in was not started from this tab. Please start again.',
      );
      await settle();
      expect(standIn.log.to(/^\/auth\//)).toEqual([]);
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('access_token')).toBeNull();
      expect(window.location.href).toBe(`${PAGE_ORIGIN}/auth/github/callback`);
    });

    it('OAuthCallback refuses a callback when this tab started no sign-in, and sends nothing', async () => {
      const load = await openPage(sample, `/auth/google/callback?code=${STAND_IN_OAUTH_CODE}&state=someone-elses`);
      const OAuthCallback = componentOf<OAuthCallbackProps>(load, sample.title, 'OAuthCallback');
      const onSignedIn = vi.fn();
      renderInProvider(load.sdk, createElement(OAuthCallback, {provider: 'google', onSignedIn}));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This sign-in was not started from this tab. Please start again.',
      );
      await settle();
      expect(standIn.log.to(/^\/auth\//)).toEqual([]);
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('OAuthCallback shows why a sign-in cancelled at the provider did not finish, and sends nothing', async () => {
      const load = await openPage(
        sample,
        '/auth/google/callback?error=access_denied&error_description=The+user+denied+access',
      );
      const OAuthCallback = componentOf<OAuthCallbackProps>(load, sample.title, 'OAuthCallback');
      const onSignedIn = vi.fn();
      renderInProvider(load.sdk, createElement(OAuthCallback, {provider: 'google', onSignedIn}));
      expect((await screen.findByRole('alert')).textContent).toBe('The user denied access');
      await settle();
      expect(standIn.log.to(/^\/auth\//)).toEqual([]);
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('OAuthCallback calls nothing back once it has unmounted', async () => {
      window.sessionStorage.setItem('oauth-state', 's');
      const load = await openPage(sample, `/auth/github/callback?code=${STAND_IN_OAUTH_CODE}&state=s`);
      const OAuthCallback = componentOf<OAuthCallbackProps>(load, sample.title, 'OAuthCallback');
      // The stand-in answers the exchange only once the component has gone.
      let arrived = false;
      let answer = (): void => undefined;
      const unmounted = new Promise<void>((resolve) => {
        answer = resolve;
      });
      standIn.server.use(
        http.post(`${LOOPBACK_ORIGIN}/auth/github/callback`, async () => {
          arrived = true;
          await unmounted;
          return undefined; // on to the stand-in's own handler
        }),
      );
      const onSignedIn = vi.fn();
      const view = renderInProvider(load.sdk, createElement(OAuthCallback, {provider: 'github', onSignedIn}));
      // The reader leaves the page while the exchange is under way.
      await waitFor(() => expect(arrived).toBe(true));
      view.unmount();
      answer();
      await waitFor(() => expect(window.localStorage.getItem('access_token')).not.toBeNull());
      await settle();
      expect(onSignedIn).not.toHaveBeenCalled();
    });
  };
}

samplesOf(V3, 'src/VerifyEmail.tsx', verifyEmailScenarios('This link is invalid or has already been used.'));
samplesOf(V3, 'src/OAuthCallback.tsx', oauthCallbackScenarios());
samplesOf(
  V1,
  'src/VerifyEmail.tsx',
  verifyEmailScenarios('The address could not be confirmed: stand-in: unknown code'),
);
samplesOf(V1, 'src/OAuthCallback.tsx', oauthCallbackScenarios());

samplesOf('docs/guides/sign-in-with-apple.mdx', 'src/AppleCallback.tsx', (sample) => {
  interface AppleCallbackProps {
    onSignedIn: () => void;
  }

  it('AppleCallback signs the user in, exchanging the code once', async () => {
    // The state the start component kept in this tab's sessionStorage before the redirect.
    window.sessionStorage.setItem('apple-sign-in-state', 'state-from-start');
    const load = await openPage(sample, `/auth/apple/callback?code=${STAND_IN_OAUTH_CODE}&state=state-from-start`);
    const AppleCallback = componentOf<AppleCallbackProps>(load, sample.title, 'AppleCallback');
    const onSignedIn = vi.fn();
    renderInProvider(
      load.sdk,
      createElement(Fragment, null, createElement(signedInAs(load.sdk)), createElement(AppleCallback, {onSignedIn})),
    );
    expect(await screen.findByText(`Signed in as ${oauthEmail('apple')}`)).toBeTruthy();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await settle();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(standIn.log.to('/auth/apple/callback').map((request) => request.decryptedBody)).toEqual([
      {code: STAND_IN_OAUTH_CODE, state: 'state-from-start', invite_code: ''},
    ]);
    expect(window.location.href).toBe(`${PAGE_ORIGIN}/auth/apple/callback`);
  });

  it('AppleCallback refuses a state this tab did not start, and sends nothing', async () => {
    window.sessionStorage.setItem('apple-sign-in-state', 'state-from-start');
    const load = await openPage(sample, `/auth/apple/callback?code=${STAND_IN_OAUTH_CODE}&state=someone-elses`);
    const AppleCallback = componentOf<AppleCallbackProps>(load, sample.title, 'AppleCallback');
    const onSignedIn = vi.fn();
    renderInProvider(load.sdk, createElement(AppleCallback, {onSignedIn}));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in was not started from this tab. Please start again.',
    );
    await settle();
    expect(standIn.log.to(/^\/auth\//)).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

/** Calls `get` from its mount effect without waiting for `auth.loading`, and shows the answer. */
function eagerReader(sdk: SdkModule): ComponentType {
  const useSdk = sdk.useOpenSecret as unknown as () => {get: (key: string) => Promise<string | undefined>};
  return function EagerReader() {
    const {get} = useSdk();
    const [value, setValue] = useState('reading');
    useEffect(() => {
      void get('color').then((read) => setValue(read ?? 'nothing'));
    }, [get]);
    return createElement('p', null, value);
  };
}

/** What the SDK logs when its handshake goes to the page origin, where nothing answers it. */
const HANDSHAKE_OFF_API_URL = [
  /^\[MSW\] Error: intercepted a request without a matching request handler/,
  /^Error verifying attestation document: InternalError: \[MSW\]/,
  /^Error verifying attestation: Error: Couldn't process attestation document: \[MSW\]/,
  /^Error: Couldn't process attestation document: \[MSW\]/,
  /^Error fetching key "color": Error: Couldn't process attestation document: \[MSW\]/,
];

/** What it logs once the provider's user fetch meets the stand-in with tokens it never issued. */
const UNKNOWN_TOKENS = [
  /^Error refreshing token: Error: stand-in: refresh token not valid/,
  /^Error: stand-in: refresh token not valid/,
  /^Failed to fetch user: Error: stand-in: refresh token not valid/,
  /^Error fetching key "color": Error: stand-in: refresh token not valid/,
];

// What the getting-started guides' "Wait for loading before calling on mount" describes, with
// the SDK instance of each guide's release (the page's AccountStatus sample names the page).
describe.each([
  {release: '3.2.0', page: 'docs/guides/getting-started.mdx'},
  {release: '1.1.0', page: 'versioned_docs/version-1.1.0/guides/getting-started.mdx'},
])('$release: a call from a mount effect that does not wait for auth.loading', ({page}) => {
  const sample = pageSample(page, 'src/AccountStatus.tsx');

  it('with no session in the tab, sends the handshake to the page origin, carrying only the nonce', async () => {
    allowRequestsOffApiUrl();
    expectConsole(...HANDSHAKE_OFF_API_URL, ...UNKNOWN_TOKENS);
    const {sdk} = await openPage(sample);
    window.localStorage.setItem('access_token', 'access-token-from-earlier');
    window.localStorage.setItem('refresh_token', 'refresh-token-from-earlier');
    renderInProvider(sdk, createElement(eagerReader(sdk)));
    expect(await screen.findByText('nothing')).toBeTruthy();
    await settle();
    const early = standIn.intercepted().filter((line) => line.includes(`${PAGE_ORIGIN}/`));
    expect(early).toHaveLength(1);
    expect(early[0]).toMatch(/^GET http:\/\/docs\.test\/attestation\/[0-9a-f-]{36}$/);
  });

  it('with the session a reload keeps, sends the call itself to the page origin, access token included', async () => {
    allowRequestsOffApiUrl();
    expectConsole(
      /^Error: Failed to get key-value pair/,
      /^Error fetching key "color": Error: Failed to get key-value pair/,
      ...UNKNOWN_TOKENS,
    );
    const {sdk} = await openPage(sample);
    window.localStorage.setItem('access_token', 'access-token-from-earlier');
    window.localStorage.setItem('refresh_token', 'refresh-token-from-earlier');
    window.sessionStorage.setItem('sessionKey', Buffer.alloc(32, 7).toString('base64'));
    window.sessionStorage.setItem('sessionId', 'session-from-earlier');
    const seen: string[] = [];
    standIn.server.use(
      http.all(`${PAGE_ORIGIN}/*`, ({request}) => {
        seen.push(`${request.method} ${request.url} ${request.headers.get('authorization')}`);
        return new Response('Not Found', {status: 404});
      }),
    );
    renderInProvider(sdk, createElement(eagerReader(sdk)));
    expect(await screen.findByText('nothing')).toBeTruthy();
    await settle();
    expect(seen[0]).toBe(`GET ${PAGE_ORIGIN}/protected/kv/color Bearer access-token-from-earlier`);
  });
});
