/**
 * What `pcrConfig` does change: the PCR0 verdict of `parseAttestationForView` (and so of
 * `getAttestationDocument`, which ends with it). 3.2.0 also downloads OpenSecret's PCR0
 * histories when its lists have no match; 1.1.0 never does.
 */
import {http, HttpResponse} from 'msw';
import {expect} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {call, renderSdk} from './support/render';
import type {PcrConfigOf, Release} from './support/releases';
import {standIn} from './support/stand-in-instance';

const PINNED = pcrValue(0x0a);
const PINNED_DEV = pcrValue(0x0d);
const UNKNOWN = pcrValue(0x0f);

const GITHUB_HISTORY =
  /^GET https:\/\/raw\.githubusercontent\.com\/OpenSecretCloud\/opensecret\/master\/pcr(Prod|Dev)History\.json$/;

/** The PCR0 verdicts the provider's `pcrConfig` gives for three documents. */
async function verdicts<R extends Release>(release: R, pcrConfig: PcrConfigOf<R>): Promise<(string | undefined)[]> {
  const {sdk} = await renderSdk(release, {pcrConfig});
  const root = new Uint8Array(sdk().awsRootCertDer);
  const texts: (string | undefined)[] = [];
  for (const pcr0 of [PINNED, PINNED_DEV, UNKNOWN]) {
    const document = {
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
    const view = await call(() => sdk().parseAttestationForView(document, [root], sdk().pcrConfig));
    texts.push(view.validatedPcr0Hash?.text);
  }
  return texts;
}

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/getting-started#wrap-your-app
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 */
test('v3.pcr-config-judges-parsed-view: `pcrConfig` decides the PCR0 verdict of `parseAttestationForView`: its production values, then its development values, else no match (nothing downloaded with `remoteAttestation: false`)', async () => {
  const texts = await verdicts('3.2.0', {
    pcr0Values: [hex(PINNED)],
    pcr0DevValues: [hex(PINNED_DEV)],
    remoteAttestation: false,
  });
  expect(texts).toEqual([
    'PCR0 matches a known good value',
    'PCR0 matches development enclave',
    'PCR0 does not match a known good value',
  ]);
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/remote-attestation#1-name-the-builds-you-trust-with-pcrconfig
 * @backs /docs/3.x/migration#remote-attestation-is-on-by-default
 */
test('v1.pcr-config-judges-parsed-view: `pcrConfig` decides the PCR0 verdict of `parseAttestationForView`: its production values, then its development values, else no match; nothing is downloaded', async () => {
  const texts = await verdicts('1.1.0', {pcr0Values: [hex(PINNED)], pcr0DevValues: [hex(PINNED_DEV)]});
  expect(texts).toEqual([
    'PCR0 matches a known good value',
    'PCR0 matches development enclave',
    'PCR0 does not match a known good value',
  ]);
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs security#what-the-sdk-writes-to-the-console
 * @backs security#what-only-the-server-decides
 * @backs guides/remote-attestation#remote-pcr-history-on-by-default
 * @backs guides/getting-started#what-can-fail
 * @backs migration#remote-attestation-is-on-by-default
 * @backs guides/remote-attestation#what-can-fail
 */
test('v3.pcr-history-downloaded: with `remoteAttestation` left on, `parseAttestationForView` downloads the production then the development PCR0 history from raw.githubusercontent.com for a PCR0 its lists lack; a failed download is logged and reads "does not match"', async () => {
  standIn.server.use(
    http.get('https://raw.githubusercontent.com/*', () => HttpResponse.text('unavailable', {status: 503})),
  );
  const texts = await verdicts('3.2.0', {pcr0Values: [hex(PINNED)], pcr0DevValues: [hex(PINNED_DEV)]});
  expect(texts).toEqual([
    'PCR0 matches a known good value',
    'PCR0 matches development enclave',
    'PCR0 does not match a known good value',
  ]);
  const downloads = standIn.intercepted();
  expect(downloads).toHaveLength(2);
  expect(downloads.map((line) => GITHUB_HISTORY.exec(line)?.[1])).toEqual(['Prod', 'Dev']);
  expect(consoleText()).toContain('Error fetching PCR history: Error: Failed to fetch PCR history: 503');
});
