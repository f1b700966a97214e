// @vitest-environment-options {"url": "http://docs.test/"}
/**
 * The email-verification and OAuth-callback samples of both authentication guides, run the way
 * a reader's app runs them when a link opens it: the sample's code as the page shows it (found
 * by the sample check's extraction), a fresh SDK module whose API URL no provider has set yet,
 * empty storage, React StrictMode, the URL of the link, and the page on an origin that is not
 * the provider's apiUrl, so a request sent to the page's own origin cannot reach the stand-in.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {act, cleanup, render, screen, waitFor} from '@testing-library/react';
import {http} from 'msw';
import * as React from 'react';
import {createElement, StrictMode, type ComponentType, type ReactNode} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ts from 'typescript';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {SAMPLES_CONFIG} from '../../lib/samples/config';
import {extractSamples} from '../../lib/samples/extract';
import {folderOf} from '../../lib/samples/releases';
import {STAND_IN_VERIFICATION_CODE} from './stand-in/routes/credentials';
import {STAND_IN_OAUTH_CODE, oauthEmail} from './stand-in/routes/oauth';
import {LOOPBACK_ORIGIN} from './stand-in/stand-in';
import {CLIENT_ID} from './support/render';
import {standIn} from './support/stand-in-instance';

const SITE = path.resolve(import.meta.dirname, '../..');
const PAGE_ORIGIN = 'http://docs.test';

const PAGES = [
  {release: '3.2.0', page: 'docs/guides/authentication.mdx'},
  {release: '1.1.0', page: 'versioned_docs/version-1.1.0/guides/authentication.mdx'},
] as const;

interface SdkModule {
  OpenSecretProvider: ComponentType<{apiUrl: string; clientId: string; children?: ReactNode}>;
  useOpenSecret: () => {auth: {loading: boolean; user?: {user: {email?: string}}}};
}

let loads = 0;

/**
 * A new instance of the SDK module of the page's release (the package the sample check points
 * the page's imports at), as a page load starts with: its API URL is not set until a provider's
 * effect sets it. The query string makes the module loader evaluate the file again.
 */
async function freshSdk(page: string): Promise<SdkModule> {
  const file = path.join(SITE, page);
  const folder = folderOf(SAMPLES_CONFIG, SITE, file);
  if (!folder) throw new Error(`${page}: no SDK release is configured for it`);
  const entry = path.join(SITE, folder.release.directory, 'dist/opensecret-react.es.js');
  loads += 1;
  return (await import(/* @vite-ignore */ `${entry}?page-load=${loads}`)) as SdkModule;
}

/** The exports of the page's code block titled `title`, compiled and run against `sdk`. */
function sampleExports(page: string, title: string, sdk: SdkModule): Record<string, unknown> {
  const file = path.join(SITE, page);
  const samples = extractSamples(fs.readFileSync(file, 'utf8'), file).filter(
    (sample) => sample.attributes.title === title,
  );
  if (samples.length !== 1) throw new Error(`${page}: ${samples.length} code blocks titled ${title}, expected 1`);
  const {outputText} = ts.transpileModule(samples[0].code, {
    fileName: title,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const modules: Record<string, unknown> = {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    '@opensecret/react': sdk,
  };
  const load = (name: string): unknown => {
    if (!(name in modules)) throw new Error(`${page} ${title} imports ${name}, which this test does not provide`);
    return modules[name];
  };
  const exports: Record<string, unknown> = {};
  const run = vm.runInThisContext(`(function (require, exports) {${outputText}\n})`, {filename: title}) as (
    require: (name: string) => unknown,
    exports: Record<string, unknown>,
  ) => void;
  run(load, exports);
  return exports;
}

/** The page's `OAuthCallback` sample, compiled against a fresh SDK module. */
const oauthCallbackOf = (page: string, sdk: SdkModule) =>
  sampleExports(page, 'src/OAuthCallback.tsx', sdk).OAuthCallback as ComponentType<{
    provider: 'github' | 'google';
    onSignedIn: () => void;
  }>;

/** Renders `children` inside the release's provider, under StrictMode, pointed at the stand-in. */
function renderInProvider(sdk: SdkModule, children: ReactNode): ReturnType<typeof render> {
  return render(
    createElement(
      StrictMode,
      null,
      createElement(sdk.OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: CLIENT_ID}, children),
    ),
  );
}

/** Shows who is signed in, as an app's header would. */
function signedInAs(sdk: SdkModule): ComponentType {
  return function SignedInAs() {
    const {auth} = sdk.useOpenSecret();
    if (auth.loading) return null;
    return createElement('output', null, auth.user ? `Signed in as ${auth.user.user.email}` : 'Signed out');
  };
}

/** Every request that went anywhere but the provider's apiUrl. */
function offApiUrl(): string[] {
  return standIn.intercepted().filter((line) => !line.split(' ')[1].startsWith(`${LOOPBACK_ORIGIN}/`));
}

/** Lets pending requests and the renders they cause finish. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe.each(PAGES)('$page ($release), opened fresh from a link', ({page}) => {
  afterEach(() => {
    cleanup();
    // A request to another origin is a failure of the sample, named by its URL.
    expect(offApiUrl(), 'requests sent somewhere other than the apiUrl').toEqual([]);
  });

  it('VerifyEmail confirms the address from the verification link, with one request', async () => {
    expect(window.location.origin).toBe(PAGE_ORIGIN);
    window.history.replaceState(null, '', `/verify-email?code=${STAND_IN_VERIFICATION_CODE}`);
    const sdk = await freshSdk(page);
    const VerifyEmail = sampleExports(page, 'src/VerifyEmail.tsx', sdk).VerifyEmail as ComponentType<{code: string}>;
    const code = new URLSearchParams(window.location.search).get('code')!;
    renderInProvider(sdk, createElement(VerifyEmail, {code}));
    expect(await screen.findByText('Your email address is confirmed.')).toBeTruthy();
    await settle();
    expect(standIn.log.to(/^\/verify-email\//).map((request) => request.url)).toEqual([
      `${LOOPBACK_ORIGIN}/verify-email/${STAND_IN_VERIFICATION_CODE}`,
    ]);
  });

  it('VerifyEmail reports a code the backend refuses', async () => {
    window.history.replaceState(null, '', '/verify-email?code=used-already');
    const sdk = await freshSdk(page);
    const VerifyEmail = sampleExports(page, 'src/VerifyEmail.tsx', sdk).VerifyEmail as ComponentType<{code: string}>;
    renderInProvider(sdk, createElement(VerifyEmail, {code: 'used-already'}));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      page.startsWith('versioned_docs/')
        ? 'The address could not be confirmed: stand-in: unknown code'
        : 'This link is invalid or has already been used.',
    );
    expect(standIn.log.to(/^\/verify-email\//)).toHaveLength(1);
  });

  it('OAuthCallback signs the user in from the GitHub callback URL, exchanging the code once', async () => {
    window.history.replaceState(null, '', `/auth/github/callback?code=${STAND_IN_OAUTH_CODE}&state=state-from-github`);
    const sdk = await freshSdk(page);
    const OAuthCallback = oauthCallbackOf(page, sdk);
    const onSignedIn = vi.fn();
    renderInProvider(
      sdk,
      createElement(
        React.Fragment,
        null,
        createElement(signedInAs(sdk)),
        createElement(OAuthCallback, {provider: 'github', onSignedIn}),
      ),
    );
    expect(await screen.findByText(`Signed in as ${oauthEmail('github')}`)).toBeTruthy();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    await settle();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    const callbacks = standIn.log.to('/auth/github/callback');
    expect(callbacks.map((request) => [request.url, request.decryptedBody])).toEqual([
      [
        `${LOOPBACK_ORIGIN}/auth/github/callback`,
        {code: STAND_IN_OAUTH_CODE, state: 'state-from-github', invite_code: ''},
      ],
    ]);
    expect(window.location.href).toBe(`${PAGE_ORIGIN}/auth/github/callback`);
  });

  it('OAuthCallback shows why a sign-in cancelled at the provider did not finish, and sends nothing', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth/google/callback?error=access_denied&error_description=The+user+denied+access',
    );
    const sdk = await freshSdk(page);
    const OAuthCallback = oauthCallbackOf(page, sdk);
    const onSignedIn = vi.fn();
    renderInProvider(sdk, createElement(OAuthCallback, {provider: 'google', onSignedIn}));
    expect((await screen.findByRole('alert')).textContent).toBe('The user denied access');
    await settle();
    expect(standIn.log.to(/^\/auth\//)).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('OAuthCallback calls nothing back once it has unmounted', async () => {
    window.history.replaceState(null, '', `/auth/github/callback?code=${STAND_IN_OAUTH_CODE}&state=s`);
    const sdk = await freshSdk(page);
    const OAuthCallback = oauthCallbackOf(page, sdk);
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
    const view = renderInProvider(sdk, createElement(OAuthCallback, {provider: 'github', onSignedIn}));
    // The reader leaves the page while the exchange is under way.
    await waitFor(() => expect(arrived).toBe(true));
    view.unmount();
    answer();
    await waitFor(() => expect(window.localStorage.getItem('access_token')).not.toBeNull());
    await settle();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("docs/guides/sign-in-with-apple.mdx (3.2.0), opened fresh from Apple's redirect", () => {
  const page = 'docs/guides/sign-in-with-apple.mdx';

  afterEach(() => {
    cleanup();
    expect(offApiUrl(), 'requests sent somewhere other than the apiUrl').toEqual([]);
  });

  it('AppleCallback signs the user in, exchanging the code once', async () => {
    // The state the start component kept in this tab's sessionStorage before the redirect.
    window.sessionStorage.setItem('apple-sign-in-state', 'state-from-start');
    window.history.replaceState(null, '', `/auth/apple/callback?code=${STAND_IN_OAUTH_CODE}&state=state-from-start`);
    const sdk = await freshSdk(page);
    const AppleCallback = sampleExports(page, 'src/AppleCallback.tsx', sdk).AppleCallback as ComponentType<{
      onSignedIn: () => void;
    }>;
    const onSignedIn = vi.fn();
    renderInProvider(
      sdk,
      createElement(React.Fragment, null, createElement(signedInAs(sdk)), createElement(AppleCallback, {onSignedIn})),
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
    window.history.replaceState(null, '', `/auth/apple/callback?code=${STAND_IN_OAUTH_CODE}&state=someone-elses`);
    const sdk = await freshSdk(page);
    const AppleCallback = sampleExports(page, 'src/AppleCallback.tsx', sdk).AppleCallback as ComponentType<{
      onSignedIn: () => void;
    }>;
    const onSignedIn = vi.fn();
    renderInProvider(sdk, createElement(AppleCallback, {onSignedIn}));
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
    const [value, setValue] = React.useState('reading');
    React.useEffect(() => {
      void get('color').then((read) => setValue(read ?? 'nothing'));
    }, [get]);
    return createElement('p', null, value);
  };
}

describe.each(PAGES)('$release: a call from a mount effect that does not wait for auth.loading', ({page}) => {
  it('with no session in the tab, sends the handshake to the page origin, carrying only the nonce', async () => {
    const sdk = await freshSdk(page);
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
    const sdk = await freshSdk(page);
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
