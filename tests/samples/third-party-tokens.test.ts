/**
 * The third-party-tokens guides of both versions: the token and service helpers called with the
 * hook's value after a reload with a stored session, the billing panel driven through its UI
 * against a billing service of the reader's own (`https://billing.example.com`, answered here by
 * MSW; it is not OpenSecret's), and the payload decoder on a token shaped like a JWT. The
 * stand-in's own tokens are labelled strings, `stand-in-jwt.<audience>.<account id>`.
 */
import {createElement, Fragment} from 'react';
import {screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {expect, it} from 'vitest';
import {sealText} from '../../src/stand-in/session-crypto';
import type {PageLoad, PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  allowRequestsOffApiUrl,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  READER,
  rejectionOf,
  renderInProvider,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  type SdkContext,
  user,
  waitUntil,
} from './support/scenarios';

const V3 = 'docs/guides/third-party-tokens.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/third-party-tokens.mdx';

const AUDIENCE = 'https://billing.example.com';
const PLAN_URL = 'https://billing.example.com/v1/plan';

type Fn = (...args: unknown[]) => Promise<unknown>;

const idOf = (email: string) => standIn.backend.findByEmail(email)!.id;
/** The token the stand-in issues to `email` for `audience`. */
const tokenFor = (email: string, audience = AUDIENCE) => `stand-in-jwt.${audience}.${idOf(email)}`;

const tokenBodies = () => standIn.log.to('/protected/third_party_token').map((request) => request.decryptedBody);

/** A billing service of the reader's own: records the Authorization headers it receives. */
function billingService(answer: (authorization: string | null) => Response | Promise<Response>) {
  allowRequestsOffApiUrl();
  const received: (string | null)[] = [];
  standIn.server.use(
    http.all(`${AUDIENCE}/*`, async ({request}) => {
      received.push(request.headers.get('authorization'));
      return answer(request.headers.get('authorization'));
    }),
  );
  return received;
}

/** What the scenario's requests off the apiUrl were: only the billing service's. */
function offApiUrl(): string[] {
  return standIn.intercepted().filter((line) => !line.includes(`${LOOPBACK_ORIGIN}/`));
}

/** A page load with nobody signed in, and the hook's value once the provider has loaded. */
async function signedOutContext(sample: PageSample): Promise<{load: PageLoad; context: () => SdkContext}> {
  const load = await openPage(sample);
  let context: ReturnType<PageLoad['sdk']['useOpenSecret']> | undefined;
  const Capture = (): null => {
    context = load.sdk.useOpenSecret();
    return null;
  };
  renderInProvider(load.sdk, createElement(Capture));
  await waitUntil(() => context !== undefined && !context.auth.loading);
  return {load, context: () => context as unknown as SdkContext};
}

// ---- src/billingToken.ts ----------------------------------------------------------------------

function billingTokenScenarios(sample: PageSample) {
  it("getBillingToken resolves the token issued for the billing audience; the audience travels in the encrypted body, the user's access token in the header", async () => {
    const {load, context} = await signedInContext(sample);
    const {getBillingToken, BILLING_AUDIENCE} = load.exportsOf(sample.title) as {
      getBillingToken: Fn;
      BILLING_AUDIENCE: string;
    };
    expect(BILLING_AUDIENCE).toBe(AUDIENCE);
    expect(await inAct(() => getBillingToken(context()))).toBe(tokenFor(READER.email));
    const [request] = standIn.log.to('/protected/third_party_token');
    expect(request.method).toBe('POST');
    expect(request.decryptedBody).toEqual({audience: AUDIENCE});
    expect(request.rawBody).not.toContain('billing');
    expect(request.headers.authorization).toBe(`Bearer ${window.localStorage.getItem('access_token')}`);
    // An empty audience is the same as none: nothing is sent, the token is unrestricted.
    await inAct(() => context().generateThirdPartyToken(''));
    await inAct(() => context().generateThirdPartyToken());
    expect(tokenBodies().slice(1)).toEqual([{}, {}]);
  });

  it('getBillingToken rejects with "No access token available" before sending anything when nobody is signed in', async () => {
    expectConsole(/No access token available/);
    const {load, context} = await signedOutContext(sample);
    const {getBillingToken} = load.exportsOf(sample.title) as {getBillingToken: Fn};
    expect(await rejectionOf(() => getBillingToken(context()))).toEqual(new Error('No access token available'));
    expect(standIn.log.to('/protected/third_party_token')).toEqual([]);
  });

  it('getBillingToken: a refused audience (400) is sent once more over a new session, then rejects with the server message', async () => {
    expectConsole(/audience not accepted/);
    const {load, context} = await signedInContext(sample);
    const {getBillingToken} = load.exportsOf(sample.title) as {getBillingToken: Fn};
    standIn.faults.add({
      path: '/protected/third_party_token',
      status: 400,
      times: 2,
      body: {json: {status: 400, message: 'audience not accepted'}},
    });
    standIn.log.clear();
    expect(await rejectionOf(() => getBillingToken(context()))).toEqual(new Error('audience not accepted'));
    expect(standIn.log.lines().map((line) => line.replace(/\/attestation\/.+$/, '/attestation/<nonce>'))).toEqual([
      'POST /protected/third_party_token',
      'GET /attestation/<nonce>',
      'POST /key_exchange',
      'POST /protected/third_party_token',
    ]);
  });

  it('getBillingToken: after a 401 the SDK refreshes the tokens and sends the request once more', async () => {
    const {load, context} = await signedInContext(sample);
    const {getBillingToken} = load.exportsOf(sample.title) as {getBillingToken: Fn};
    standIn.faults.add({
      path: '/protected/third_party_token',
      status: 401,
      body: {json: {status: 401, message: 'token expired'}},
    });
    standIn.log.clear();
    expect(await inAct(() => getBillingToken(context()))).toBe(tokenFor(READER.email));
    expect(standIn.log.lines()).toEqual([
      'POST /protected/third_party_token',
      'POST /refresh',
      'POST /protected/third_party_token',
    ]);
  });
}

samplesOf(V3, 'src/billingToken.ts', billingTokenScenarios);
samplesOf(V1, 'src/billingToken.ts', (sample) => {
  billingTokenScenarios(sample);

  it('assertAudience passes an absolute URL and throws for an empty or relative one', async () => {
    const load = await openPage(sample);
    const {assertAudience} = load.exportsOf(sample.title) as {assertAudience: (audience: string) => string};
    expect(assertAudience(AUDIENCE)).toBe(AUDIENCE);
    expect(() => assertAudience('')).toThrow('Not an absolute URL: ""');
    expect(() => assertAudience('billing.example.com')).toThrow('Not an absolute URL: "billing.example.com"');
  });
});

// ---- src/callService.ts -----------------------------------------------------------------------

type CallService = (os: unknown, audience: string, url: string, init?: RequestInit) => Promise<unknown>;

function callServiceScenarios(sample: PageSample) {
  it("callService sends a fresh token per call in the Authorization header, keeps the caller's request, and returns the JSON", async () => {
    const {load, context} = await signedInContext(sample);
    const callService = load.exportsOf(sample.title).callService as CallService;
    const bodies: unknown[] = [];
    const received = billingService(async () => HttpResponse.json({ok: true}));
    standIn.server.use(
      http.post(`${AUDIENCE}/v1/invoices`, async ({request}) => {
        bodies.push({type: request.headers.get('content-type'), body: await request.json()});
        return HttpResponse.json({id: 'inv-1'});
      }),
    );
    expect(await inAct(() => callService(context(), AUDIENCE, PLAN_URL))).toEqual({ok: true});
    const init = {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({amount: 5})};
    expect(await inAct(() => callService(context(), AUDIENCE, `${AUDIENCE}/v1/invoices`, init))).toEqual({
      id: 'inv-1',
    });
    expect(received).toEqual([`Bearer ${tokenFor(READER.email)}`]);
    expect(bodies).toEqual([{type: 'application/json', body: {amount: 5}}]);
    expect(tokenBodies()).toEqual([{audience: AUDIENCE}, {audience: AUDIENCE}]);
    // The service saw the third-party token only, never the OpenSecret tokens.
    expect(offApiUrl()).toEqual([`GET ${PLAN_URL}`, `POST ${AUDIENCE}/v1/invoices`]);
  });

  it('callService rejects with the status when the service refuses the call', async () => {
    const {load, context} = await signedInContext(sample);
    const callService = load.exportsOf(sample.title).callService as CallService;
    billingService(() => HttpResponse.json({error: 'wrong audience'}, {status: 401}));
    expect(await rejectionOf(() => callService(context(), AUDIENCE, PLAN_URL))).toEqual(
      new Error('Service answered 401'),
    );
  });
}

samplesOf(V3, 'src/callService.ts', callServiceScenarios);
samplesOf(V1, 'src/callService.ts', (sample) => {
  callServiceScenarios(sample);

  it('callService refuses an empty audience before asking for a token', async () => {
    const {load, context} = await signedInContext(sample);
    const callService = load.exportsOf(sample.title).callService as CallService;
    expect(await rejectionOf(() => callService(context(), '', PLAN_URL))).toEqual(new Error('An audience is required'));
    expect(tokenBodies()).toEqual([]);
  });
});

// ---- src/BillingStatus.tsx --------------------------------------------------------------------

const PRO_PLAN = {plan: 'Pro', renewsAt: '2026-01-01'};
const PLAN_SHOWN = 'You are on the Pro plan, renewing 2026-01-01.';

async function openBillingStatus(sample: PageSample, signedIn: boolean, audience = AUDIENCE) {
  account(OTHER_READER);
  if (signedIn) await earlierVisitSignedIn(sample);
  const load = await openPage(sample, '/account');
  const BillingStatus = componentOf<{audience: string; planUrl: string}>(load, sample.title, 'BillingStatus');
  renderInProvider(
    load.sdk,
    createElement(
      Fragment,
      null,
      createElement(accountSwitcher(load)),
      createElement(BillingStatus, {audience, planUrl: PLAN_URL}),
    ),
  );
  return load;
}

const plainText = () =>
  screen.queryByText((_, element) => element?.tagName === 'P' && element.textContent === PLAN_SHOWN);

function billingStatusScenarios(sample: PageSample) {
  it('BillingStatus asks a signed-out reader to sign in and sends nothing', async () => {
    await openBillingStatus(sample, false);
    expect(await screen.findByText('Sign in to see your plan.')).toBeTruthy();
    expect(standIn.log.to(/^\/protected\//)).toEqual([]);
  });

  it("BillingStatus shows the plan the billing service returns for the user's token", async () => {
    const received = billingService(() => HttpResponse.json(PRO_PLAN));
    await openBillingStatus(sample, true);
    await user().click(await screen.findByRole('button', {name: 'Show my plan'}));
    await waitFor(() => expect(plainText()).not.toBeNull());
    expect(received).toEqual([`Bearer ${tokenFor(READER.email)}`]);
    expect(tokenBodies()).toEqual([{audience: AUDIENCE}]);
    expect(screen.getByRole<HTMLButtonElement>('button', {name: 'Show my plan'}).disabled).toBe(false);
  });

  it('BillingStatus names a refused token and any other status of the billing service', async () => {
    let status = 401;
    billingService(() => HttpResponse.json({error: 'no'}, {status}));
    await openBillingStatus(sample, true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Show my plan'}));
    expect((await screen.findByRole('alert')).textContent).toBe('The billing service did not accept the token.');
    status = 503;
    await reader.click(screen.getByRole('button', {name: 'Show my plan'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The billing service answered 503.'));
  });

  it('BillingStatus shows the server message when OpenSecret issues no token, and calls no service', async () => {
    expectConsole(/token service is down/);
    const received = billingService(() => HttpResponse.json(PRO_PLAN));
    standIn.faults.add({
      path: '/protected/third_party_token',
      status: 500,
      body: {json: {status: 500, message: 'token service is down'}},
    });
    await openBillingStatus(sample, true);
    await user().click(await screen.findByRole('button', {name: 'Show my plan'}));
    expect((await screen.findByRole('alert')).textContent).toBe('token service is down');
    expect(received).toEqual([]);
  });

  it("BillingStatus never shows one user's plan to the next account, and asks to sign in after signing out", async () => {
    billingService(() => HttpResponse.json(PRO_PLAN));
    await openBillingStatus(sample, true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Show my plan'}));
    await waitFor(() => expect(plainText()).not.toBeNull());
    await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
    await waitFor(() => expect(plainText()).toBeNull());
    await screen.findByRole('button', {name: 'Show my plan'});
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your plan.')).toBeTruthy();
  });

  it('BillingStatus: signing out while the plan is loading aborts the service call and updates nothing', async () => {
    let arrived = false;
    let signal: AbortSignal | undefined;
    let answer = (): void => undefined;
    const unmounted = new Promise<void>((resolve) => {
      answer = resolve;
    });
    allowRequestsOffApiUrl();
    standIn.server.use(
      http.get(PLAN_URL, async ({request}) => {
        arrived = true;
        signal = request.signal;
        await unmounted;
        return HttpResponse.json(PRO_PLAN);
      }),
    );
    await openBillingStatus(sample, true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Show my plan'}));
    await waitFor(() => expect(arrived).toBe(true));
    expect(screen.getByRole('button', {name: 'Loading…'})).toBeTruthy();
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your plan.')).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    answer();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(plainText()).toBeNull();
  });

  it('BillingStatus: a token that arrives after signing out calls no service and updates nothing', async () => {
    const received = billingService(() => HttpResponse.json(PRO_PLAN));
    let arrived = false;
    let answer = (): void => undefined;
    const signedOut = new Promise<void>((resolve) => {
      answer = resolve;
    });
    standIn.server.use(
      http.post(`${LOOPBACK_ORIGIN}/protected/third_party_token`, async () => {
        arrived = true;
        await signedOut;
        return undefined; // on to the stand-in's own handler
      }),
    );
    await openBillingStatus(sample, true);
    const reader = user();
    await reader.click(await screen.findByRole('button', {name: 'Show my plan'}));
    await waitFor(() => expect(arrived).toBe(true));
    await reader.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(await screen.findByText('Sign in to see your plan.')).toBeTruthy();
    answer();
    await settle();
    await settle();
    expect(received).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
}

samplesOf(V3, 'src/BillingStatus.tsx', billingStatusScenarios);
samplesOf(V1, 'src/BillingStatus.tsx', (sample) => {
  billingStatusScenarios(sample);

  it('BillingStatus says no audience is configured instead of asking for an unrestricted token', async () => {
    await openBillingStatus(sample, true, '');
    await user().click(await screen.findByRole('button', {name: 'Show my plan'}));
    expect((await screen.findByRole('alert')).textContent).toBe('No billing audience is configured.');
    expect(tokenBodies()).toEqual([]);
  });
});

// ---- src/inspectToken.ts ----------------------------------------------------------------------

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function inspectTokenScenarios(sample: PageSample) {
  it('decodeJwtPayload reads the claims of a token shaped like a JWT (base64url, no padding, UTF-8) and refuses a string with no payload', async () => {
    const {load, context} = await signedInContext(sample);
    const decodeJwtPayload = load.exportsOf(sample.title).decodeJwtPayload as (token: string) => unknown;
    const claims = {sub: idOf(READER.email), aud: AUDIENCE, name: 'Zoë ~~>?', exp: 1_900_000_000};
    const jwt = `${base64url({alg: 'ES256', typ: 'JWT'})}.${base64url(claims)}.c2lnbmF0dXJl`;
    expect(jwt.split('.')[1]).toMatch(/[-_]/);
    expect(jwt.split('.')[1]).not.toMatch(/=/);
    // The backend's answer, as a token issued to the reader for the billing audience.
    standIn.server.use(
      http.post(
        `${LOOPBACK_ORIGIN}/protected/third_party_token`,
        ({request}) => {
          const key = standIn.backend.sessions.get(request.headers.get('x-session-id') ?? '')!;
          return Response.json({encrypted: sealText(key, JSON.stringify({token: jwt}))});
        },
        {once: true},
      ),
    );
    const {token} = (await inAct(() => context().generateThirdPartyToken(AUDIENCE))) as {token: string};
    expect(decodeJwtPayload(token)).toEqual(claims);
    expect(() => decodeJwtPayload('not-a-jwt')).toThrow('Not a JWT');
  });
}

samplesOf(V3, 'src/inspectToken.ts', inspectTokenScenarios);
samplesOf(V1, 'src/inspectToken.ts', inspectTokenScenarios);
