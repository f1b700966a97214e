/**
 * The remote-attestation guides of both versions: the provider set up from `.env.local`, the
 * enclave badge rendered inside it, the audit and root helpers, and the session refresh.
 *
 * The badge calls `getAttestationDocument`, which checks the document for real, with no exception
 * for the local development URL the stand-in is served at. So that it can pass, the stand-in
 * serves documents under the AWS root the SDK bundles (tests/sdk/support/aws-rooted-document.ts)
 * and the scenario accepts the one signature no test can make, the AWS root's over the enclave
 * certificate; every other check (nonce, root bytes, chain, validity dates, the document's own
 * signature) runs as in a browser. The failures run without that: the stand-in's development
 * document, an expired certificate, another nonce, another signing key, a failed fetch.
 */
import {createHash, X509Certificate} from 'node:crypto';
import {render, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {createElement, Fragment, type ReactNode} from 'react';
import {expect, it} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {
  awsRootedDocuments,
  awsRootedEnclave,
  awsRootedFields,
  type AwsRootedEnclave,
} from '../sdk/support/aws-rooted-document';
import {developmentDocument} from '../../src/stand-in/handshake';
import {p384, signedDocument} from '../sdk/support/self-signed-chain';
import type {PageLoad, PageSample} from './support/pages';
import {
  account,
  accountSwitcher,
  allowRequestsOffApiUrl,
  CLIENT_ID,
  componentOf,
  earlierVisitSignedIn,
  expectConsole,
  inAct,
  LOOPBACK_ORIGIN,
  openPage,
  OTHER_READER,
  rejectionOf,
  renderInProvider,
  renderStrict,
  samplesOf,
  settle,
  signedInContext,
  standIn,
  type SdkContext,
  user,
  waitUntil,
} from './support/scenarios';
import {acceptAwsRootSignature} from '../sdk/support/aws-root';

const V3 = 'docs/guides/remote-attestation.mdx';
const V1 = 'versioned_docs/version-1.1.0/guides/remote-attestation.mdx';

/** The SHA-256 of the AWS Nitro root both releases bundle, as `expectedRootCertHash` gives it. */
const AWS_ROOT_HASH = '641a0321a3e244efe456463195d606317ed7cdcc3c1756e09893f3c68f79bb5b';
/** A production and a development PCR0 built into both releases. */
const BUILT_IN_PROD =
  'eeddbb58f57c38894d6d5af5e575fbe791c5bf3bbcfb5df8da8cfcf0c2e1da1913108e6a762112444740b88c163d7f4b';
const BUILT_IN_DEV = '62c0407056217a4c10764ed9045694c29fa93255d3cc04c2f989cdd9a1f8050c8b169714c71f1118ebce2fcc9951d1a9';
/** A build the reader's app trusts, and one nobody knows. */
const TRUSTED = hex(pcrValue(0x0a));
const UNKNOWN = hex(pcrValue(0x0f));

const pcrsWith = (pcr0: string) =>
  new Map([
    [0, new Uint8Array(Buffer.from(pcr0, 'hex'))],
    [1, pcrValue(0x22)],
    [2, new Uint8Array(48)],
  ]);

/** `.env.local` of the reader's app: the stand-in, and the trusted list written loosely (case, spaces). */
const ENV = {
  VITE_OPENSECRET_API_URL: LOOPBACK_ORIGIN,
  VITE_OPENSECRET_CLIENT_ID: CLIENT_ID,
  VITE_TRUSTED_PCR0: ` ${TRUSTED.toUpperCase()} , ${hex(pcrValue(0x0b))},`,
};

/** The AWS root the page load's SDK bundles (the hook's value outside any provider has it too). */
function awsRootOf(load: PageLoad): Uint8Array {
  let root: Uint8Array | undefined;
  const Read = (): null => {
    root = new Uint8Array((load.sdk.useOpenSecret() as unknown as {awsRootCertDer: Uint8Array}).awsRootCertDer);
    return null;
  };
  render(createElement(Read)).unmount();
  return root!;
}

/** The stand-in serves documents from an enclave under the AWS root with `pcr0`; the root's signature is accepted. */
function enclaveUnderAwsRoot(awsRoot: Uint8Array, pcr0: string): AwsRootedEnclave {
  acceptAwsRootSignature(awsRoot);
  const enclave = awsRootedEnclave(awsRoot);
  standIn.attestationDocument = awsRootedDocuments(awsRoot, enclave, pcrsWith(pcr0));
  return enclave;
}

/** How long a check may take: the SDK verifies P-384 signatures and builds the chain, twice under StrictMode. */
const CHECKED = {timeout: 5_000};

const documentRequests = () => standIn.log.to(/^\/attestation\//);

/** The hook's value on a page load with nobody signed in, once the provider has loaded. */
async function pageContext(sample: PageSample): Promise<{load: PageLoad; context: () => SdkContext}> {
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

// ---- src/SecureRoot.tsx -----------------------------------------------------------------------

function secureRootScenarios(expected: (values: string[]) => Record<string, unknown>) {
  return (sample: PageSample) => {
    async function renderSecureRoot(env: Record<string, string>) {
      const load = await openPage(sample, '/', {env});
      const SecureRoot = componentOf<{children: ReactNode}>(load, sample.title, 'SecureRoot');
      const Probe = () => {
        const os = load.sdk.useOpenSecret() as unknown as {
          apiUrl: string;
          pcrConfig: unknown;
          auth: {loading: boolean};
        };
        if (os.auth.loading) return null;
        return createElement('output', null, JSON.stringify({apiUrl: os.apiUrl, pcrConfig: os.pcrConfig}));
      };
      renderStrict(createElement(SecureRoot, null, createElement(Probe)));
      return JSON.parse((await screen.findByRole('status')).textContent ?? '') as unknown;
    }

    it('SecureRoot points the provider at .env.local and hands it the trusted PCR0 list, trimmed and in lower case', async () => {
      expect(await renderSecureRoot(ENV)).toEqual({
        apiUrl: LOOPBACK_ORIGIN,
        pcrConfig: expected([TRUSTED, hex(pcrValue(0x0b))]),
      });
    });

    it('SecureRoot with no trusted list configured passes an empty list', async () => {
      const {VITE_TRUSTED_PCR0: _unset, ...rest} = ENV;
      expect(await renderSecureRoot(rest)).toEqual({apiUrl: LOOPBACK_ORIGIN, pcrConfig: expected([])});
    });

    it('SecureRoot refuses to load without the API URL or the client ID, naming the variable', async () => {
      for (const name of ['VITE_OPENSECRET_API_URL', 'VITE_OPENSECRET_CLIENT_ID'] as const) {
        const env = Object.fromEntries(Object.entries(ENV).filter(([key]) => key !== name));
        const load = await openPage(sample, '/', {env});
        expect(() => load.exportsOf(sample.title)).toThrow(`${name} is not set. Add it to .env.local.`);
      }
    });
  };
}

samplesOf(
  V3,
  'src/SecureRoot.tsx',
  secureRootScenarios((values) => ({pcr0Values: values, remoteAttestation: false})),
);
samplesOf(
  V1,
  'src/SecureRoot.tsx',
  secureRootScenarios((values) => ({pcr0Values: values})),
);

// ---- src/EnclaveStatus.tsx --------------------------------------------------------------------

interface BadgeTexts {
  trusted: string;
  development: string;
  unknown: string;
}

interface BadgeOptions {
  signedIn?: boolean;
  pcr0?: string;
  /** Rendered inside the page's SecureRoot (the default), or in a provider without pcrConfig. */
  secureRoot?: boolean;
}

function enclaveStatusScenarios(
  texts: BadgeTexts,
  extra?: (open: (options: BadgeOptions) => Promise<unknown>) => void,
) {
  return (sample: PageSample) => {
    extra?.(openBadge);

    async function openBadge(options: BadgeOptions = {}) {
      account(OTHER_READER);
      if (options.signedIn) await earlierVisitSignedIn(sample);
      const load = await openPage(sample, '/', {env: ENV});
      const awsRoot = awsRootOf(load);
      const enclave = options.pcr0 === undefined ? undefined : enclaveUnderAwsRoot(awsRoot, options.pcr0);
      const EnclaveStatus = componentOf(load, sample.title, 'EnclaveStatus');
      const page = createElement(Fragment, null, createElement(accountSwitcher(load)), createElement(EnclaveStatus));
      const view =
        options.secureRoot === false
          ? renderInProvider(load.sdk, page)
          : renderStrict(
              createElement(componentOf<{children: ReactNode}>(load, 'src/SecureRoot.tsx', 'SecureRoot'), null, page),
            );
      return {load, awsRoot, enclave, view};
    }

    const badge = async () =>
      (await screen.findByText(/enclave$/, {selector: 'strong'}, CHECKED)).closest('p')!.textContent;
    const detail = (term: string) => screen.getByText(term, {selector: 'dt'}).nextElementSibling?.textContent;

    it('EnclaveStatus verifies a trusted build: the badge, the PCRs, the nonce of the last check and the AWS root', async () => {
      await openBadge({pcr0: TRUSTED});
      expect(screen.getByText('Verifying the enclave…')).toBeTruthy();
      expect(await badge()).toBe(texts.trusted);
      // StrictMode runs the mount effect twice: two documents, the first answer dropped.
      const nonces = documentRequests().map((request) => request.path.slice('/attestation/'.length));
      expect(nonces).toHaveLength(2);
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(detail('Module')).toBe('stand-in-enclave');
      expect(detail('Nonce')).toBe(nonces[1]);
      expect(detail('Root certificate hash')).toBe(AWS_ROOT_HASH);
      expect(screen.getByText('PCRs (SHA384)')).toBeTruthy();
      const pcrs = within(screen.getByText('PCRs (SHA384)').nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(pcrs).toEqual([`PCR0: ${TRUSTED}`, `PCR1: ${hex(pcrValue(0x22))}`]);
      const chain = within(screen.getByText('Certificate chain').nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(chain).toHaveLength(2);
      expect(chain[0]).toMatch(/^C=US, O=Amazon, OU=AWS, CN=aws\.nitro-enclaves \(root\), valid /);
      expect(chain[1]).toMatch(/^CN=stand-in enclave under the AWS root, valid /);
    });

    it('EnclaveStatus counts a development build as unverified', async () => {
      await openBadge({pcr0: BUILT_IN_DEV});
      expect(await badge()).toBe(texts.development);
    });

    it('EnclaveStatus shows an unknown build as unverified and downloads nothing', async () => {
      await openBadge({pcr0: UNKNOWN});
      expect(await badge()).toBe(texts.unknown);
      expect(standIn.intercepted().filter((line) => !line.includes(`${LOOPBACK_ORIGIN}/`))).toEqual([]);
    });

    it('EnclaveStatus shows why attestation failed (the development document, an expired certificate, another nonce, another key, no document) and verifies on "Try again"', async () => {
      expectConsole(
        /Root cert doesn't match first cert/,
        /Error verifying attestation document/,
        /Certificate is expired/,
        /Nonce mismatch|nonce does not match/,
      );
      const {awsRoot} = await openBadge();
      const reasons: (string | null)[] = [];
      // The stand-in's own document, as a local development backend serves it.
      reasons.push((await screen.findByRole('alert', {}, CHECKED)).textContent);
      acceptAwsRootSignature(awsRoot);
      const enclave = awsRootedEnclave(awsRoot);
      const expired = awsRootedEnclave(awsRoot, {notAfter: new Date(Date.now() - 1000)});
      const reader = user();
      const tryAgain = async () => {
        await reader.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Try again'}));
        reasons.push((await screen.findByRole('alert', {}, CHECKED)).textContent);
      };
      for (const maker of [
        awsRootedDocuments(awsRoot, expired, pcrsWith(TRUSTED)),
        awsRootedDocuments(awsRoot, enclave, pcrsWith(TRUSTED), {nonceOverride: 'an earlier nonce'}),
        awsRootedDocuments(awsRoot, enclave, pcrsWith(TRUSTED), {signingKey: p384().privateKey}),
      ]) {
        standIn.attestationDocument = maker;
        await tryAgain();
      }
      standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
      await tryAgain();
      const reason = (text: string) => `Unverified: the enclave could not be attested (${text}). Try again`;
      expect(reasons).toEqual([
        reason('Root cert does not match first cert in attestation document.'),
        reason('Certificate is expired.'),
        reason("Attestation document's nonce does not match the provided nonce."),
        reason('Signature verification failed.'),
        reason('Failed to fetch attestation document'),
      ]);
      standIn.attestationDocument = awsRootedDocuments(awsRoot, enclave, pcrsWith(TRUSTED));
      await reader.click(screen.getByRole('button', {name: 'Try again'}));
      expect(await badge()).toBe(texts.trusted);
    });

    it('EnclaveStatus checks once per mount, not when signing in re-renders the provider; "Check again" fetches a new document', async () => {
      await openBadge({pcr0: TRUSTED, signedIn: true});
      expect(await badge()).toBe(texts.trusted);
      const before = documentRequests().length;
      const reader = user();
      await reader.click(screen.getByRole('button', {name: 'Sign in as Other'}));
      await waitFor(() => expect(standIn.log.to('/login')).toHaveLength(1));
      await settle();
      await reader.click(screen.getByRole('button', {name: 'Sign out'}));
      await settle();
      expect(documentRequests()).toHaveLength(before);
      const nonce = detail('Nonce');
      await reader.click(screen.getByRole('button', {name: 'Check again'}));
      await waitFor(() => expect(detail('Nonce')).not.toBe(nonce), CHECKED);
      expect(documentRequests()).toHaveLength(before + 1);
      expect(await badge()).toBe(texts.trusted);
    });

    it('EnclaveStatus updates nothing when it unmounts before the document arrives', async () => {
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived = 0;
      standIn.server.use(
        http.get(`${LOOPBACK_ORIGIN}/attestation/:nonce`, async () => {
          arrived += 1;
          await held;
          return undefined;
        }),
      );
      const {view} = await openBadge({pcr0: TRUSTED});
      await waitFor(() => expect(arrived).toBe(2), CHECKED);
      view.unmount();
      release();
      await settle();
      await settle();
    });
  };
}

samplesOf(
  V3,
  'src/EnclaveStatus.tsx',
  enclaveStatusScenarios(
    {
      trusted: '✅ Verified enclave PCR0 matches a known good value',
      development: '⚠️ Unverified enclave PCR0 matches development enclave',
      unknown: '⚠️ Unverified enclave PCR0 does not match a known good value',
    },
    (openBadge) => {
      it('EnclaveStatus under a provider with the remote check on: a failed history download is logged and reads as no match', async () => {
        allowRequestsOffApiUrl();
        expectConsole(/Error fetching PCR history/, /PCR remote validation error/);
        standIn.server.use(
          http.get('https://raw.githubusercontent.com/*', () => HttpResponse.text('unavailable', {status: 503})),
        );
        await openBadge({pcr0: UNKNOWN, secureRoot: false});
        const strong = await screen.findByText(/enclave$/, {selector: 'strong'}, CHECKED);
        expect(strong.closest('p')!.textContent).toBe('⚠️ Unverified enclave PCR0 does not match a known good value');
        expect(
          standIn
            .intercepted()
            .filter((line) => !line.includes(`${LOOPBACK_ORIGIN}/`))
            .map((line) => line.replace(/^GET https:\/\/raw\.githubusercontent\.com\/.*\/(pcr\w+)\.json$/, '$1')),
        ).toEqual(['pcrProdHistory', 'pcrDevHistory', 'pcrProdHistory', 'pcrDevHistory']);
      });
    },
  ),
);
samplesOf(
  V1,
  'src/EnclaveStatus.tsx',
  enclaveStatusScenarios(
    {
      trusted: '✅ Verified enclave It runs a build this app trusts. (SDK report: PCR0 matches a known good value)',
      development:
        '⚠️ Unverified enclave Its PCR0 is not one of the builds this app trusts. (SDK report: PCR0 matches development enclave)',
      unknown:
        '⚠️ Unverified enclave Its PCR0 is not one of the builds this app trusts. (SDK report: PCR0 does not match a known good value)',
    },
    (openBadge) => {
      it("EnclaveStatus does not rely on isMatch: a build in the SDK's own production list that the app does not list is unverified", async () => {
        await openBadge({pcr0: BUILT_IN_PROD});
        const text = (await screen.findByText(/enclave$/, {selector: 'strong'}, CHECKED)).closest('p')!.textContent;
        expect(text).toBe(
          '⚠️ Unverified enclave Its PCR0 is not one of the builds this app trusts. (SDK report: PCR0 matches a known good value)',
        );
      });
    },
  ),
);

// ---- src/auditDocument.ts ---------------------------------------------------------------------

type AuditDocument = (os: unknown, documentBase64: string, nonce: string) => Promise<Record<string, unknown>>;

function auditDocumentScenarios(sample: PageSample) {
  it('auditDocument authenticates a document held with its nonce and gives its parsed view, sending nothing', async () => {
    const {load, context} = await pageContext(sample);
    const auditDocument = load.exportsOf(sample.title).auditDocument as AuditDocument;
    const awsRoot = awsRootOf(load);
    const enclave = enclaveUnderAwsRoot(awsRoot, BUILT_IN_PROD);
    const held = signedDocument(
      awsRootedFields(awsRoot, enclave, 'audit-2025-01', pcrsWith(BUILT_IN_PROD)),
      enclave.keys.privateKey,
    );
    standIn.log.clear();
    const view = await inAct(() => auditDocument(context(), held, 'audit-2025-01'));
    expect(view).toMatchObject({
      moduleId: 'stand-in-enclave',
      nonce: 'audit-2025-01',
      cert0hash: AWS_ROOT_HASH,
      validatedPcr0Hash: {isMatch: true, text: 'PCR0 matches a known good value'},
      pcrs: [
        {id: 0, value: BUILT_IN_PROD},
        {id: 1, value: hex(pcrValue(0x22))},
      ],
    });
    expect(standIn.intercepted()).toEqual([]);
  });

  it('auditDocument rejects a document for another nonce, one not under the AWS root, and one signed with another key', async () => {
    expectConsole(/Error verifying attestation document/, /Root cert doesn't match first cert/);
    const {load, context} = await pageContext(sample);
    const auditDocument = load.exportsOf(sample.title).auditDocument as AuditDocument;
    const awsRoot = awsRootOf(load);
    const enclave = enclaveUnderAwsRoot(awsRoot, BUILT_IN_PROD);
    const fields = awsRootedFields(awsRoot, enclave, 'audit-2025-01', pcrsWith(BUILT_IN_PROD));
    const cases: [string, string, string][] = [
      [
        signedDocument(fields, enclave.keys.privateKey),
        'audit-2025-02',
        "Attestation document's nonce does not match the provided nonce.",
      ],
      [
        developmentDocument('audit-2025-01', new Uint8Array(32)),
        'audit-2025-01',
        'Root cert does not match first cert in attestation document.',
      ],
      [signedDocument(fields, p384().privateKey), 'audit-2025-01', 'Signature verification failed.'],
    ];
    for (const [document, nonce, message] of cases) {
      expect(await rejectionOf(() => auditDocument(context(), document, nonce))).toEqual(new Error(message));
    }
  });
}

samplesOf(V3, 'src/auditDocument.ts', auditDocumentScenarios);
samplesOf(V1, 'src/auditDocument.ts', auditDocumentScenarios);

// ---- src/checkBundledRoot.ts ------------------------------------------------------------------

function checkBundledRootScenarios(sample: PageSample) {
  it("bundledRootIsExpected is true for the package's AWS Nitro root, and false for any other bytes", async () => {
    const {load, context} = await pageContext(sample);
    const bundledRootIsExpected = load.exportsOf(sample.title).bundledRootIsExpected as (
      os: unknown,
    ) => Promise<boolean>;
    const os = context() as unknown as {awsRootCertDer: Uint8Array; expectedRootCertHash: string};
    expect(await inAct(() => bundledRootIsExpected(os))).toBe(true);
    const root = new X509Certificate(new Uint8Array(os.awsRootCertDer));
    expect(root.subject.split('\n')).toEqual(['C=US', 'O=Amazon', 'OU=AWS', 'CN=aws.nitro-enclaves']);
    expect(createHash('sha256').update(new Uint8Array(os.awsRootCertDer)).digest('hex')).toBe(AWS_ROOT_HASH);
    const altered = new Uint8Array(os.awsRootCertDer);
    altered[altered.length - 1] ^= 1;
    expect(await inAct(() => bundledRootIsExpected({...os, awsRootCertDer: altered}))).toBe(false);
  });
}

samplesOf(V3, 'src/checkBundledRoot.ts', checkBundledRootScenarios);
samplesOf(V1, 'src/checkBundledRoot.ts', checkBundledRootScenarios);

// ---- src/refreshSession.ts --------------------------------------------------------------------

function refreshSessionScenarios(sample: PageSample) {
  it('refreshSession attests again, stores the new session in place of the old one, and later calls use it', async () => {
    const {load, context} = await signedInContext(sample);
    const refreshSession = load.exportsOf(sample.title).refreshSession as (os: unknown) => Promise<boolean>;
    const before = window.sessionStorage.getItem('sessionId');
    standIn.log.clear();
    expect(await inAct(() => refreshSession(context()))).toBe(true);
    expect(standIn.log.lines().map((line) => line.replace(/\/attestation\/.+$/, '/attestation/<nonce>'))).toEqual([
      'GET /attestation/<nonce>',
      'POST /key_exchange',
    ]);
    const after = window.sessionStorage.getItem('sessionId');
    expect(after).not.toBe(before);
    expect(standIn.backend.sessions.has(after!)).toBe(true);
    await inAct(() => context().put('color', 'teal'));
    expect(standIn.log.to('/protected/kv/color')[0].headers['x-session-id']).toBe(after);
  });

  it('refreshSession rejects when the document cannot be fetched or the key exchange fails, and a retry succeeds', async () => {
    expectConsole(
      // The SDK logs the failure at two levels: the document step and the attestation as a whole.
      /^Error verifying attestation document: Error: Request failed with status 503/,
      /^Error verifying attestation: Error: Couldn't process attestation document: Request failed with status 503/,
      /^Error verifying attestation: Error: Key exchange failed/,
    );
    const {load, context} = await signedInContext(sample);
    const refreshSession = load.exportsOf(sample.title).refreshSession as (os: unknown) => Promise<boolean>;
    standIn.faults.add({path: /^\/attestation\//, status: 503, body: {text: 'unavailable'}});
    expect(await rejectionOf(() => refreshSession(context()))).toBeInstanceOf(Error);
    standIn.faults.add({
      path: '/key_exchange',
      status: 500,
      body: {json: {status: 500, message: 'enclave restarting'}},
    });
    expect(await rejectionOf(() => refreshSession(context()))).toEqual(new Error('Key exchange failed'));
    expect(await inAct(() => refreshSession(context()))).toBe(true);
  });
}

samplesOf(V3, 'src/refreshSession.ts', refreshSessionScenarios);
samplesOf(V1, 'src/refreshSession.ts', refreshSessionScenarios);
