/**
 * What the attestation checks look at and what they leave out. `authenticate` is the check the
 * handshake runs (with the AWS root built into the release as the trusted root); given a root
 * of the test's own it runs to the end, so the signature check and what passes it show here.
 * Also: `http://localhost:3000/`, with a trailing slash, does not skip the check.
 */
import {expect} from 'vitest';
import {developmentFields, encodeAttestationDocument, pcrValue} from '../../src/stand-in/attestation-document';
import {type TestChain, certificate, p384, signedDocument, testChain} from './support/self-signed-chain';
import {LOOPBACK_ORIGIN} from '../../src/stand-in/origins';
import {test} from './support/behaviour';
import {consoleText} from './support/console-capture';
import {EMAIL, PASSWORD, call, rejection, renderSdk} from './support/render';
import type {Release} from './support/releases';
import {standIn} from './support/stand-in-instance';

const NONCE = 'b4c1e3a0-7f55-4c43-9a51-0c8d2f6e9a17';
/** A PCR0 that is in no list: no known build measures to it. */
const UNKNOWN_BUILD = pcrValue(0xee);
/** An old document: the time the enclave says it made it. */
const LONG_AGO = Date.UTC(2023, 0, 1);

/** The fields of a document from the test chain's enclave certificate, with any PCRs. */
function fieldsFor(chain: TestChain) {
  return {
    moduleId: 'any-module-name',
    timestamp: LONG_AGO,
    pcrs: new Map([[0, UNKNOWN_BUILD]]),
    certificate: chain.enclave,
    cabundle: [chain.root],
    publicKey: new Uint8Array(32).fill(7),
    userData: null,
    nonce: NONCE,
  };
}

/** Runs the release's `authenticate` with the chain's root as the trusted root; resolves with its outcome. */
async function authenticate(release: Release, document: string, root: Uint8Array) {
  const {sdk} = await renderSdk(release);
  try {
    return {document: await call(() => sdk().authenticate(document, root, NONCE))};
  } catch (error) {
    return {error};
  }
}

/**
 * @backs security#what-the-check-leaves-out
 * @backs security#what-only-the-server-decides
 * @backs 1.1.0 #the-enclave-model-in-plain-words
 * @backs 1.1.0 guides/remote-attestation#how-the-sdk-uses-it
 */
test('authenticate-ignores-measurements: `authenticate` accepts a document whose chain and signature verify under the root it is given, whatever its PCR values, module ID and timestamp, with certificates that carry no extensions, and makes no request doing so', async (release) => {
  const chain = testChain();
  const document = signedDocument(fieldsFor(chain), chain.enclaveKeys.privateKey);
  const {document: verified, error} = await authenticate(release, document, chain.root);
  expect(error).toBeUndefined();
  expect(verified?.pcrs.get(0)).toEqual(UNKNOWN_BUILD);
  expect(verified?.module_id).toBe('any-module-name');
  expect(verified?.timestamp).toBe(LONG_AGO);
  expect(standIn.intercepted()).toEqual([]);
});

/**
 * @backs security#what-the-attestation-check-verifies
 * @backs 1.1.0 #the-enclave-model-in-plain-words
 * @backs 1.1.0 guides/getting-started#how-the-sdk-talks-to-opensecret
 * @backs 1.1.0 guides/remote-attestation#how-the-sdk-uses-it
 */
test('authenticate-checks-signature: `authenticate` rejects a document whose COSE signature was made with a key other than the enclave certificate’s ("Signature verification failed.")', async (release) => {
  const chain = testChain();
  // Signed by a key other than the one in the enclave certificate.
  const document = signedDocument(fieldsFor(chain), p384().privateKey);
  const {error} = await authenticate(release, document, chain.root);
  expect(error).toEqual(new Error('Signature verification failed.'));
  expect(consoleText()).toContain('Signature verified: false');
});

/**
 * @backs security#what-the-attestation-check-verifies
 */
test('authenticate-checks-issuer-signature: `authenticate` leaves out of the chain a certificate that names the root as its issuer but was signed by another key, and so rejects it ("Certificate chain length does not match length of cabundle.")', async (release) => {
  const chain = testChain();
  // The enclave certificate names the root as its issuer but was signed by another key.
  const forged = certificate({
    subject: 'stand-in test enclave',
    issuer: 'stand-in test root',
    publicKey: chain.enclaveKeys.publicKey,
    signingKey: p384().privateKey,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 60_000),
    serial: 3,
  });
  const document = signedDocument({...fieldsFor(chain), certificate: forged}, chain.enclaveKeys.privateKey);
  const {error} = await authenticate(release, document, chain.root);
  expect(error).toEqual(new Error('Certificate chain length does not match length of cabundle.'));
});

/**
 * @backs security#what-the-attestation-check-verifies
 */
test('authenticate-not-yet-valid: `authenticate` rejects a certificate that is not valid yet with the message "Certificate is expired."', async (release) => {
  const chain = testChain({notBefore: new Date(Date.now() + 24 * 60 * 60 * 1000)});
  const document = signedDocument(fieldsFor(chain), chain.enclaveKeys.privateKey);
  const {error} = await authenticate(release, document, chain.root);
  expect(error).toEqual(new Error('Certificate is expired.'));
});

/**
 * @backs security#what-the-sdk-writes-to-the-console
 */
test('console-verification-details: verifying a document logs the chain, each certificate’s subject and PEM, the enclave certificate’s public key, the signature, its digest and the verdict', async (release) => {
  const chain = testChain();
  const document = signedDocument(fieldsFor(chain), chain.enclaveKeys.privateKey);
  await authenticate(release, document, chain.root);
  const text = consoleText();
  expect(text).toContain('log: Chain items:');
  expect(text.match(/-----BEGIN CERTIFICATE-----/g)).toHaveLength(2);
  expect(text).toContain('log: CN=stand-in test enclave');
  expect(text).toContain('log: PUBLIC KEY:');
  expect(text).toContain('log: SIGNATURE:');
  expect(text).toContain('log: SIGNATURE STRUCTURE DIGEST:');
  expect(text).toContain('log: Signature verified: true');
});

/**
 * @backs security#what-the-check-leaves-out
 * @backs guides/getting-started#wrap-your-app
 * @backs 3.2.0 guides/remote-attestation#how-the-sdk-uses-it
 * @backs 1.1.0 guides/remote-attestation#security-notes
 */
test('loopback-trailing-slash-checked: `http://localhost:3000/`, with a trailing slash, is used as given, so the first request is `GET http://localhost:3000//attestation/<nonce>`, and is not one of the URLs that skip verification: the handshake runs the full check and rejects a document with another nonce', async (release) => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  // The SDK appends `/attestation/<nonce>` to the URL as given, so it asks for `//attestation/…`.
  const document = encodeAttestationDocument(developmentFields(new Uint8Array(32).fill(7), 'some other nonce'));
  standIn.faults.add({path: /^\/\/attestation\//, status: 200, body: {json: {attestation_document: document}}});
  const {sdk} = await renderSdk(release, {apiUrl: `${LOOPBACK_ORIGIN}/`});
  const error = await rejection(() => sdk().signIn(EMAIL, PASSWORD));
  expect(error).toEqual(
    new Error("Couldn't process attestation document: Attestation document's nonce does not match the provided nonce."),
  );
  expect(consoleText()).not.toContain('DEV MODE');
  expect(standIn.log.lines()).toHaveLength(1);
  expect(standIn.intercepted()).toHaveLength(1);
  expect(standIn.intercepted()[0]).toMatch(/^GET http:\/\/localhost:3000\/\/attestation\/[0-9a-f-]{36}$/);
});
