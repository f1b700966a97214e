/**
 * The real verification path: with an apiUrl that is not one of the three loopback URLs the
 * SDK verifies the attestation document before the key exchange. The stand-in can only forge
 * documents, so each test shows which check rejects a forgery; each forgery also fails every
 * later check, so the order of the checks shows too. No test here can reach the signature
 * check (that needs a certificate chain issued by AWS's root), and none pretends to.
 */
import {expect, vi} from 'vitest';
import {
  type AttestationFields,
  NOT_A_CERTIFICATE,
  developmentFields,
  encodeAttestationDocument,
} from '../../src/stand-in/attestation-document';
import {REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {EMAIL, PASSWORD, rejection, renderSdk} from './support/render';
import type {Release} from './support/releases';
import {standIn} from './support/stand-in-instance';

/**
 * Renders the provider on the non-loopback origin, serves documents built from the development
 * fields with some replaced (`change` also gets the SDK's built-in AWS root), signs in and
 * resolves with the rejection.
 */
async function signInAgainstForgery(
  release: Release,
  change: (fields: AttestationFields, awsRoot: Uint8Array) => Partial<AttestationFields>,
): Promise<unknown> {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const {sdk} = await renderSdk(release, {apiUrl: REMOTE_ORIGIN});
  const awsRoot = new Uint8Array(sdk().awsRootCertDer);
  standIn.attestationDocument = (nonce, publicKey) => {
    const fields = developmentFields(publicKey, nonce);
    return encodeAttestationDocument({...fields, ...change(fields, awsRoot)});
  };
  return rejection(() => sdk().signIn(EMAIL, PASSWORD));
}

/** Only the attestation document was requested: no key exchange, no sign-in was sent. */
function expectOnlyTheDocumentRequested(): void {
  expect(standIn.log.lines()).toHaveLength(1);
  expect(standIn.log.all()[0].url.startsWith(`${REMOTE_ORIGIN}/attestation/`)).toBe(true);
}

const rejected = (reason: string): Error => new Error(`Couldn't process attestation document: ${reason}`);

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#what-an-attestation-document-proves
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs guides/getting-started#what-can-fail
 * @backs /docs/3.x/migration#what-did-not-change
 * @backs 1.1.0 /docs/3.x/guides/remote-attestation#how-the-sdk-uses-it
 */
test('verify-nonce-first: off the loopback URLs, a document answering another nonce is rejected first ("Attestation document\'s nonce does not match the provided nonce."), before its root is looked at, and nothing else is sent', async (release) => {
  const error = await signInAgainstForgery(release, () => ({nonce: 'a nonce from an earlier document'}));
  expect(error).toEqual(rejected("Attestation document's nonce does not match the provided nonce."));
  expectOnlyTheDocumentRequested();
});

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 */
test('verify-nonce-required: off the loopback URLs, a document without a nonce is rejected ("Attestation document does not have a nonce.")', async (release) => {
  const error = await signInAgainstForgery(release, () => ({nonce: null}));
  expect(error).toEqual(rejected('Attestation document does not have a nonce.'));
  expectOnlyTheDocumentRequested();
});

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs #the-enclave-model-in-plain-words
 * @backs 3.2.0 migration#what-did-not-change
 * @backs 1.1.0 guides/getting-started#what-can-fail
 */
test('verify-root-certificate: off the loopback URLs, a document whose bundle does not start with the built-in AWS root, byte for byte, is rejected ("Root cert does not match first cert in attestation document."), before its certificate is parsed: bytes that are no certificate, and the AWS root itself with its last byte changed', async (release) => {
  const error = await signInAgainstForgery(release, () => ({cabundle: [NOT_A_CERTIFICATE]}));
  expect(error).toEqual(rejected('Root cert does not match first cert in attestation document.'));
  expectOnlyTheDocumentRequested();
  // The real root with one byte changed: same length, same subject, same key; only its
  // signature's last byte differs.
  standIn.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const served: {root?: Uint8Array; changed?: Uint8Array} = {};
  const oneByteOff = await signInAgainstForgery(release, (_fields, awsRoot) => {
    const changed = awsRoot.slice();
    changed[changed.length - 1] ^= 0x01;
    Object.assign(served, {root: awsRoot, changed});
    return {cabundle: [changed]};
  });
  expect(served.changed).toHaveLength(served.root!.length);
  expect(served.changed!.filter((byte, index) => byte !== served.root![index])).toHaveLength(1);
  expect(oneByteOff).toEqual(rejected('Root cert does not match first cert in attestation document.'));
  expectOnlyTheDocumentRequested();
});

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs #the-enclave-model-in-plain-words
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 */
test('verify-validity-dates: off the loopback URLs, a certificate outside its validity dates is rejected ("Certificate is expired."), before the chain length is checked', async (release) => {
  // The AWS root is valid from 2019-10-28 to 2049-10-28; only the clock moves.
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(new Date('2050-01-01T00:00:00Z'));
  const error = await signInAgainstForgery(release, (_fields, awsRoot) => ({
    cabundle: [awsRoot],
    certificate: awsRoot,
  }));
  expect(error).toEqual(rejected('Certificate is expired.'));
  expectOnlyTheDocumentRequested();
});

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs #the-enclave-model-in-plain-words
 */
test('verify-chain-length: off the loopback URLs, a certificate that does not chain through the whole bundle is rejected ("Certificate chain length does not match length of cabundle."), before the signature check', async (release) => {
  const error = await signInAgainstForgery(release, (_fields, awsRoot) => ({
    cabundle: [awsRoot],
    certificate: awsRoot,
  }));
  expect(error).toEqual(rejected('Certificate chain length does not match length of cabundle.'));
  expectOnlyTheDocumentRequested();
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/remote-attestation#2-fetch-and-verify-a-document
 * @backs guides/remote-attestation#what-can-fail
 */
test('attestation-document-always-verified: `getAttestationDocument` runs the full verification even on `http://localhost:3000`, so it rejects the development document the handshake accepts', async (release) => {
  const {sdk} = await renderSdk(release);
  const error = await rejection(() => sdk().getAttestationDocument());
  expect(error).toEqual(new Error('Root cert does not match first cert in attestation document.'));
  expect(standIn.log.lines()).toHaveLength(1);
  expect(standIn.log.all()[0].url.startsWith('http://localhost:3000/attestation/')).toBe(true);
});
