/**
 * What 3.2.0's context hands a component, as against what its props suggest: the bare
 * `parseAttestationForView`, which never reads the provider's `pcrConfig` (only
 * `getAttestationDocument` passes it on); OpenSecret's PCR0
 * histories, whose development matches read like production ones; and the `aiCustomFetch`
 * placeholder that a child's mount effect, or anything built in the first render, keeps.
 */
import {http, HttpResponse} from 'msw';
import {createElement, useEffect, useState, type ReactNode} from 'react';
import {render, waitFor} from '@testing-library/react';
import {expect, vi} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {awsRootedDocuments, awsRootedEnclave} from './support/aws-rooted-document';
import {STAND_IN_MODEL} from '../../src/stand-in/routes/ai';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {openaiClient} from './support/openai';
import {SDK} from './support/releases';
import {CLIENT_ID, EMAIL, PASSWORD, call, renderSdk} from './support/render';
import {standIn} from './support/stand-in-instance';
import {acceptAwsRootSignature} from './support/aws-root';

const PROD_HISTORY = 'https://raw.githubusercontent.com/OpenSecretCloud/opensecret/master/pcrProdHistory.json';
const DEV_HISTORY = 'https://raw.githubusercontent.com/OpenSecretCloud/opensecret/master/pcrDevHistory.json';
const TRUSTED = pcrValue(0x0a);
const PROD_BUILD = pcrValue(0x0b);
const DEV_BUILD = pcrValue(0x0d);
/** When OpenSecret signed the history entries, in seconds. */
const SIGNED_AT = 1_735_689_600;
/** The signature bytes the test accepts as OpenSecret's: no test can sign with its key. */
const OPENSECRET_SIGNATURE = new Uint8Array(96).fill(0x5e);

type Context = ReturnType<(typeof SDK)['3.2.0']['useOpenSecret']>;

/** A parsed document of an enclave build with this PCR0, as `authenticate` resolves one. */
function documentWith(pcr0: Uint8Array, root: Uint8Array) {
  return {
    module_id: 'stand-in-enclave',
    digest: 'SHA384' as const,
    timestamp: Date.now(),
    pcrs: new Map([[0, pcr0]]),
    certificate: root,
    cabundle: [root],
    public_key: null,
    user_data: null,
    nonce: null,
  };
}

/**
 * OpenSecret's histories as the stand-in serves them: the production one names PROD_BUILD, the
 * development one DEV_BUILD, each entry signed with OPENSECRET_SIGNATURE. The SDK's own key,
 * imported not extractable for ECDSA P-384 verification, accepts exactly that signature over
 * the entry's PCR0; every other verification runs as in a browser.
 */
function servedHistories(): void {
  const entry = (pcr0: Uint8Array) => ({
    PCR0: hex(pcr0),
    signature: Buffer.from(OPENSECRET_SIGNATURE).toString('base64'),
    timestamp: SIGNED_AT,
  });
  standIn.server.use(
    http.get(PROD_HISTORY, () => HttpResponse.json([entry(PROD_BUILD)])),
    http.get(DEV_HISTORY, () => HttpResponse.json([entry(DEV_BUILD)])),
  );
  const subtle = crypto.subtle;
  const verify = subtle.verify.bind(subtle);
  vi.spyOn(subtle, 'verify').mockImplementation(async (algorithm, key, signature, data) => {
    const curve = (key.algorithm as EcKeyAlgorithm).namedCurve;
    const bytes = new Uint8Array(ArrayBuffer.isView(signature) ? signature.buffer : signature);
    const pcr0 = new TextDecoder().decode(data);
    const opensecrets =
      !key.extractable &&
      curve === 'P-384' &&
      Buffer.from(bytes).equals(Buffer.from(OPENSECRET_SIGNATURE)) &&
      [PROD_BUILD, DEV_BUILD].some((build) => hex(build) === pcr0);
    return opensecrets || verify(algorithm, key, signature, data);
  });
}

/**
 * @backs migration#remote-attestation-is-on-by-default
 * @backs guides/remote-attestation#3-read-the-parsed-view
 */
test('v3.parse-view-ignores-provider-config: the context’s `parseAttestationForView` never reads the provider’s `pcrConfig`: called with two arguments under a provider with `{pcr0Values: [X], remoteAttestation: false}`, it downloads the production then the development PCR0 history and reads X as "PCR0 does not match a known good value"; given the context’s `pcrConfig` as its third argument, it reads X as a match and downloads nothing', async () => {
  standIn.server.use(http.get('https://raw.githubusercontent.com/*', () => HttpResponse.text('down', {status: 503})));
  const pcrConfig = {pcr0Values: [hex(TRUSTED)], remoteAttestation: false};
  const {sdk} = await renderSdk('3.2.0', {pcrConfig});
  const root = new Uint8Array(sdk().awsRootCertDer);
  const twoArguments = await call(() => sdk().parseAttestationForView(documentWith(TRUSTED, root), [root]));
  expect(twoArguments.validatedPcr0Hash).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(standIn.intercepted()).toEqual([`GET ${PROD_HISTORY}`, `GET ${DEV_HISTORY}`]);
  const withConfig = await call(() =>
    sdk().parseAttestationForView(documentWith(TRUSTED, root), [root], sdk().pcrConfig),
  );
  expect(withConfig.validatedPcr0Hash).toEqual({isMatch: true, text: 'PCR0 matches a known good value'});
  expect(standIn.intercepted()).toHaveLength(2);
});

/**
 * @backs migration#remote-attestation-is-on-by-default
 * @backs guides/remote-attestation#4-show-the-verification-to-users
 */
test('v3.attestation-document-uses-provider-config: `getAttestationDocument` judges the PCR0 of the document it fetched with the provider’s `pcrConfig`: under `{pcr0Values: [X], remoteAttestation: false}` a document with X reads "PCR0 matches a known good value", and one with another PCR0 "PCR0 does not match a known good value", with nothing downloaded', async () => {
  const pcrConfig = {pcr0Values: [hex(TRUSTED)], remoteAttestation: false};
  const {sdk} = await renderSdk('3.2.0', {pcrConfig});
  const awsRoot = new Uint8Array(sdk().awsRootCertDer);
  acceptAwsRootSignature(awsRoot);
  const enclave = awsRootedEnclave(awsRoot);
  standIn.attestationDocument = awsRootedDocuments(awsRoot, enclave, new Map([[0, TRUSTED]]));
  const trusted = await call(() => sdk().getAttestationDocument());
  expect(trusted.validatedPcr0Hash).toEqual({isMatch: true, text: 'PCR0 matches a known good value'});
  standIn.attestationDocument = awsRootedDocuments(awsRoot, enclave, new Map([[0, PROD_BUILD]]));
  const other = await call(() => sdk().getAttestationDocument());
  expect(other.validatedPcr0Hash).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  const attestation: unknown = expect.stringMatching(new RegExp(`^GET ${LOOPBACK_ORIGIN}/attestation/[0-9a-f-]{36}$`));
  expect(standIn.intercepted()).toEqual([attestation, attestation]);
});

/**
 * @backs migration#remote-attestation-is-on-by-default
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 * @backs security#what-the-check-leaves-out
 */
test('v3.dev-history-reads-like-prod: with `remoteAttestation` on, a build found only in OpenSecret’s development PCR0 history reads exactly like one of its production history, `{isMatch: true, text: "PCR0 matches remotely attested value", verifiedAt}`; with `remoteAttestation: false` only the lists count, so checking for "PCR0 matches a known good value" excludes both, and `pcr0Values` lets the builds it names in', async () => {
  servedHistories();
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const verdict = async (pcr0: Uint8Array, pcrConfig: Context['pcrConfig']) =>
    (await call(() => sdk().parseAttestationForView(documentWith(pcr0, root), [root], pcrConfig))).validatedPcr0Hash;
  const remote = {
    isMatch: true,
    text: 'PCR0 matches remotely attested value',
    verifiedAt: new Date(SIGNED_AT * 1000).toLocaleString(),
  };
  expect(await verdict(PROD_BUILD, {})).toEqual(remote);
  expect(await verdict(DEV_BUILD, {})).toEqual(remote);
  expect(standIn.intercepted()).toEqual([`GET ${PROD_HISTORY}`, `GET ${PROD_HISTORY}`, `GET ${DEV_HISTORY}`]);
  const listsOnly = {pcr0Values: [hex(PROD_BUILD)], remoteAttestation: false};
  expect(await verdict(PROD_BUILD, listsOnly)).toEqual({isMatch: true, text: 'PCR0 matches a known good value'});
  expect(await verdict(DEV_BUILD, listsOnly)).toEqual({isMatch: false, text: 'PCR0 does not match a known good value'});
  expect(standIn.intercepted()).toHaveLength(3);
});

/**
 * @backs migration#ai-requests
 * @backs guides/ai-integration#sign-in-or-an-api-key
 */
test('v3.ai-fetch-placeholder-kept: a child’s mount effect gets the placeholder `aiCustomFetch`, which resolves an empty `200` response and sends nothing, and an `openai` client built in the first render keeps it: after sign-in its `chat.completions.create` still sends nothing and resolves an empty string, while the context’s current function sends', async () => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {OpenSecretProvider, useOpenSecret} = SDK['3.2.0'];
  const url = `${LOOPBACK_ORIGIN}/v1/chat/completions`;
  const body = JSON.stringify({model: STAND_IN_MODEL, messages: [{role: 'user', content: 'hi'}]});
  const seen: {context?: Context; onMount?: Promise<Response>; client?: ReturnType<typeof openaiClient>} = {};
  function Child(): ReactNode {
    const context = useOpenSecret();
    seen.context = context;
    // Built once, in the first render, from the function the context holds then.
    const [client] = useState(() => {
      const first = context.aiCustomFetch;
      return openaiClient(() => first, {maxRetries: 0});
    });
    seen.client = client;
    useEffect(() => {
      seen.onMount = context.aiCustomFetch(url, {method: 'POST', body});
      // Once, on mount: a later context does not call again.
    }, []);
    return null;
  }
  render(
    createElement(OpenSecretProvider, {apiUrl: LOOPBACK_ORIGIN, clientId: CLIENT_ID, children: createElement(Child)}),
  );
  await waitFor(() => {
    if (seen.context?.auth.loading !== false) throw new Error('auth.loading is still true');
  });
  const onMount = await call(() => seen.onMount!);
  expect(onMount.status).toBe(200);
  expect(await onMount.text()).toBe('');
  await call(() => seen.context!.signIn(EMAIL, PASSWORD));
  await waitFor(() => {
    if (seen.context?.auth.user === undefined) throw new Error('not signed in yet');
  });
  const answer = await call(() =>
    seen.client!.chat.completions.create({model: STAND_IN_MODEL, messages: [{role: 'user', content: 'hi'}]}),
  );
  // The client reads the empty body as text: the completion is an empty string.
  expect(answer).toBe('');
  expect(standIn.log.to('/v1/chat/completions')).toEqual([]);
  const current = await call(() => seen.context!.aiCustomFetch(url, {method: 'POST', body}));
  expect(current.status).toBe(200);
  expect(standIn.log.to('/v1/chat/completions')).toHaveLength(1);
});
