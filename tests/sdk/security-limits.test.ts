/**
 * What the SDK leaves unprotected that a reader of the security pages could take for granted:
 * what the attestation document's parser asks of the module ID and the timestamp, and what a
 * signed PCR0 history entry vouches for (3.2.0).
 */
import {sign} from 'node:crypto';
import {HttpResponse, http} from 'msw';
import {expect, vi} from 'vitest';
import {hex, pcrValue} from './stand-in/attestation-document';
import {p384, signedDocument, testChain} from './stand-in/self-signed-chain';
import {test} from './support/behaviour';
import {call, renderSdk} from './support/render';
import type {Release} from './support/releases';
import {standIn} from './support/stand-in-instance';

const NONCE = '0e6f3c2a-91d4-4b7e-a5c8-2f1d9b7e4a60';

/** `authenticate` of a document signed under a chain of the test's own, with this module ID and timestamp. */
async function authenticateWith(release: Release, moduleId: string, timestamp: number) {
  const chain = testChain();
  const document = signedDocument(
    {
      moduleId,
      timestamp,
      pcrs: new Map([[0, pcrValue(0xee)]]),
      certificate: chain.enclave,
      cabundle: [chain.root],
      publicKey: new Uint8Array(32).fill(7),
      userData: null,
      nonce: NONCE,
    },
    chain.enclaveKeys.privateKey,
  );
  const {sdk} = await renderSdk(release);
  try {
    return {document: await call(() => sdk().authenticate(document, chain.root, NONCE))};
  } catch (error) {
    return {error};
  } finally {
    standIn.log.clear();
  }
}

/**
 * @backs security#what-the-check-leaves-out
 */
test('document-schema-limits: of the module ID and the timestamp, `authenticate` asks only that the ID be non-empty and the timestamp at least 1,677,721,600 (milliseconds: 20 January 1970): an empty ID or a timestamp one lower is refused with "Failed to parse document payload.", a one-letter ID with that timestamp passes', async (release) => {
  const refused = new Error('Failed to parse document payload.');
  expect((await authenticateWith(release, '', Date.now())).error).toEqual(refused);
  expect((await authenticateWith(release, 'x', 1_677_721_599)).error).toEqual(refused);
  const {document, error} = await authenticateWith(release, 'x', 1_677_721_600);
  expect(error).toBeUndefined();
  expect(document?.module_id).toBe('x');
  expect(document?.timestamp).toBe(1_677_721_600);
});

/** The ECDSA P-384 key 3.2.0 verifies PCR0 history entries with (SubjectPublicKeyInfo, base64), copied from its dist file. */
const HISTORY_KEY =
  'MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEHiUY9kFWK1GqBGzczohhwEwElXzgWLDZa9R6wBx3JOBocgSt9+UIzZlJbPDjYeGBfDUXh7Z62BG2vVsh2NgclLB5S7A2ucBBtb1wd8vSQHP8jpdPhZX1slauPgbnROIP';

/**
 * Puts a key of the test's own in place of the built-in history key when the SDK imports it,
 * since no test can sign with OpenSecret's; resolves with the matching private key.
 */
function replaceHistoryKey() {
  const keys = p384();
  const testKey = new Uint8Array(keys.publicKey.export({type: 'spki', format: 'der'}));
  const subtle = globalThis.crypto.subtle;
  const realImport = subtle.importKey.bind(subtle);
  const spy = vi
    .spyOn(subtle, 'importKey')
    .mockImplementation((format: string, data: unknown, algorithm, extractable, usages) => {
      const isHistoryKey = format === 'spki' && Buffer.from(data as Uint8Array).toString('base64') === HISTORY_KEY;
      if (!isHistoryKey) throw new Error('the test expected only the history key to be imported');
      return realImport('spki', testKey, algorithm, extractable, usages);
    });
  return {keys, spy};
}

/**
 * @backs security#what-the-check-leaves-out
 */
test('v3.pcr-history-signs-pcr0-only: a PCR0 history entry’s signature covers the PCR0 string alone: with a key of the test’s own in place of the built-in one, an entry signed over its PCR0 counts from the development history as from the production one, with the same verdict "PCR0 matches remotely attested value", and keeps counting with another timestamp, which `verifiedAt` then shows; the histories come from `remoteAttestationUrls`', async () => {
  const {keys, spy} = replaceHistoryKey();
  const {sdk} = await renderSdk('3.2.0');
  const root = new Uint8Array(sdk().awsRootCertDer);
  const pcr0 = hex(pcrValue(0x5e));
  const signature = sign('sha384', Buffer.from(pcr0), {key: keys.privateKey, dsaEncoding: 'ieee-p1363'}).toString(
    'base64',
  );
  const urls = {prod: 'https://history.stand-in.test/prod.json', dev: 'https://history.stand-in.test/dev.json'};
  const verdictFrom = async (history: 'prod' | 'dev', timestamp: number) => {
    standIn.server.use(
      http.get(urls[history], () => HttpResponse.json([{PCR0: pcr0, signature, timestamp}])),
      http.get('https://history.stand-in.test/*', () => HttpResponse.json([])),
    );
    const document = {
      module_id: 'stand-in-enclave',
      digest: 'SHA384' as const,
      timestamp: Date.UTC(2025, 0, 15),
      pcrs: new Map([[0, pcrValue(0x5e)]]),
      certificate: root,
      cabundle: [root],
      public_key: null,
      user_data: null,
      nonce: null,
    };
    const view = await call(() => sdk().parseAttestationForView(document, [root], {remoteAttestationUrls: urls}));
    standIn.server.resetHandlers();
    return view.validatedPcr0Hash;
  };
  const at = (seconds: number): string => new Date(seconds * 1000).toLocaleString();
  const fromProduction = await verdictFrom('prod', 1_735_689_600);
  expect(fromProduction).toEqual({
    isMatch: true,
    text: 'PCR0 matches remotely attested value',
    verifiedAt: at(1_735_689_600),
  });
  // The same entry in the development history: nothing in the verdict tells them apart.
  expect(await verdictFrom('dev', 1_735_689_600)).toEqual(fromProduction);
  // The same signature under another timestamp still counts, and the verdict shows that time.
  expect(await verdictFrom('dev', 4_102_444_800)).toEqual({
    isMatch: true,
    text: 'PCR0 matches remotely attested value',
    verifiedAt: at(4_102_444_800),
  });
  expect(spy).toHaveBeenCalled();
  expect(standIn.intercepted()).toEqual([
    `GET ${urls.prod}`,
    `GET ${urls.prod}`,
    `GET ${urls.dev}`,
    `GET ${urls.prod}`,
    `GET ${urls.dev}`,
  ]);
});
