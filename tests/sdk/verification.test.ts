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
} from './stand-in/attestation-document';
import {REMOTE_ORIGIN} from './stand-in/stand-in';
import {inBothReleases} from './support/behaviour';
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

inBothReleases(
  'verify-nonce-first',
  {
    title:
      'off the loopback URLs, a document answering another nonce is rejected first ("Attestation document\'s nonce does not match the provided nonce."), before its root is looked at, and nothing else is sent',
    pages: [
      'security#what-the-attestation-check-verifies',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#what-an-attestation-document-proves',
      '#the-enclave-model-in-plain-words',
      'guides/remote-attestation#how-the-sdk-uses-it',
      'guides/getting-started#what-can-fail',
    ],
    also: {
      '3.2.0': ['migration#what-did-not-change'],
      '1.1.0': ['/docs/3.x/migration#what-did-not-change', '/docs/3.x/guides/remote-attestation#how-the-sdk-uses-it'],
    },
  },
  async (release) => {
    const error = await signInAgainstForgery(release, () => ({nonce: 'a nonce from an earlier document'}));
    expect(error).toEqual(rejected("Attestation document's nonce does not match the provided nonce."));
    expectOnlyTheDocumentRequested();
  },
);

inBothReleases(
  'verify-nonce-required',
  {
    title:
      'off the loopback URLs, a document without a nonce is rejected ("Attestation document does not have a nonce.")',
    pages: [
      'security#what-the-attestation-check-verifies',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#how-the-sdk-uses-it',
    ],
  },
  async (release) => {
    const error = await signInAgainstForgery(release, () => ({nonce: null}));
    expect(error).toEqual(rejected('Attestation document does not have a nonce.'));
    expectOnlyTheDocumentRequested();
  },
);

inBothReleases(
  'verify-root-certificate',
  {
    title:
      'off the loopback URLs, a document whose bundle does not start with the built-in AWS root is rejected ("Root cert does not match first cert in attestation document."), before its certificate is parsed',
    pages: [
      'security#what-the-attestation-check-verifies',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#how-the-sdk-uses-it',
      '#the-enclave-model-in-plain-words',
    ],
    also: {'3.2.0': ['migration#what-did-not-change'], '1.1.0': ['guides/getting-started#what-can-fail']},
  },
  async (release) => {
    const error = await signInAgainstForgery(release, () => ({cabundle: [NOT_A_CERTIFICATE]}));
    expect(error).toEqual(rejected('Root cert does not match first cert in attestation document.'));
    expectOnlyTheDocumentRequested();
  },
);

inBothReleases(
  'verify-validity-dates',
  {
    title:
      'off the loopback URLs, a certificate outside its validity dates is rejected ("Certificate is expired."), before the chain length is checked',
    pages: [
      'security#what-the-attestation-check-verifies',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      '#the-enclave-model-in-plain-words',
      'guides/remote-attestation#how-the-sdk-uses-it',
    ],
  },
  async (release) => {
    // The AWS root is valid from 2019-10-28 to 2049-10-28; only the clock moves.
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2050-01-01T00:00:00Z'));
    const error = await signInAgainstForgery(release, (_fields, awsRoot) => ({
      cabundle: [awsRoot],
      certificate: awsRoot,
    }));
    expect(error).toEqual(rejected('Certificate is expired.'));
    expectOnlyTheDocumentRequested();
  },
);

inBothReleases(
  'verify-chain-length',
  {
    title:
      'off the loopback URLs, a certificate that does not chain through the whole bundle is rejected ("Certificate chain length does not match length of cabundle."), before the signature check',
    pages: [
      'security#what-the-attestation-check-verifies',
      'guides/getting-started#how-the-sdk-talks-to-opensecret',
      'guides/remote-attestation#how-the-sdk-uses-it',
      '#the-enclave-model-in-plain-words',
    ],
  },
  async (release) => {
    const error = await signInAgainstForgery(release, (_fields, awsRoot) => ({
      cabundle: [awsRoot],
      certificate: awsRoot,
    }));
    expect(error).toEqual(rejected('Certificate chain length does not match length of cabundle.'));
    expectOnlyTheDocumentRequested();
  },
);

inBothReleases(
  'attestation-document-always-verified',
  {
    title:
      '`getAttestationDocument` runs the full verification even on `http://localhost:3000`, so it rejects the development document the handshake accepts',
    pages: [
      'security#what-the-check-leaves-out',
      'guides/remote-attestation#2-fetch-and-verify-a-document',
      'guides/remote-attestation#what-can-fail',
    ],
  },
  async (release) => {
    const {sdk} = await renderSdk(release);
    const error = await rejection(() => sdk().getAttestationDocument());
    expect(error).toEqual(new Error('Root cert does not match first cert in attestation document.'));
    expect(standIn.log.lines()).toHaveLength(1);
    expect(standIn.log.all()[0].url.startsWith('http://localhost:3000/attestation/')).toBe(true);
  },
);
