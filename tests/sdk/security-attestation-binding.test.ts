/**
 * What an app can learn about the enclave its session was opened with. Off the loopback URLs the
 * stand-in serves documents under the AWS root the SDK bundles (support/aws-root.ts), so the
 * handshake and `getAttestationDocument` both run every check and pass; the documents differ in
 * PCR0 only when the test says so.
 */
import {expect} from 'vitest';
import {hex, pcrValue} from '../../src/stand-in/attestation-document';
import {awsRootedDocuments, awsRootedEnclave} from './support/aws-rooted-document';
import {developmentDocument} from '../../src/stand-in/handshake';
import {fromBase64, toBase64} from '../../src/stand-in/session-crypto';
import {REMOTE_ORIGIN} from '../../src/stand-in/origins';
import {acceptAwsRootSignature} from './support/aws-root';
import {test} from './support/behaviour';
import {EMAIL, PASSWORD, call, renderSdk} from './support/render';
import {standIn} from './support/stand-in-instance';
import {openBody} from './support/wire';

/** A build the app trusts (its `pcrConfig` lists it) and one nobody lists. */
const TRUSTED = hex(pcrValue(0x0a));
const UNKNOWN = hex(pcrValue(0x0f));

const pcrsWith = (pcr0: string): Map<number, Uint8Array> =>
  new Map([
    [0, new Uint8Array(Buffer.from(pcr0, 'hex'))],
    [1, pcrValue(0x22)],
  ]);

/**
 * @backs security#what-only-the-server-decides
 * @backs guides/remote-attestation#how-the-sdk-uses-it
 * @backs 3.2.0 guides/remote-attestation#security-notes
 * @backs 3.2.0 guides/getting-started#security-notes
 */
test('app-cannot-check-session-document: an app cannot check the document its session was keyed with: `getAttestation` resolves the session key and ID only; `getAttestationDocument` fetches and checks a second document under a nonce of its own, with another public key, and leaves the session as it was, so its PCR0 verdict can read trusted while every request stays sealed for an unknown build; a session found in `sessionStorage` is used with no document at all', async (release) => {
  standIn.backend.createAccount({email: EMAIL, password: PASSWORD});
  const pcrConfig = {pcr0Values: [TRUSTED], pcr0DevValues: []};
  const {sdk, unmount} = await renderSdk(release, {apiUrl: REMOTE_ORIGIN, pcrConfig});
  const awsRoot = new Uint8Array(sdk().awsRootCertDer);
  acceptAwsRootSignature(awsRoot);
  const enclave = awsRootedEnclave(awsRoot);
  const served: {nonce: string; publicKey: string; pcr0: string}[] = [];
  let pcr0 = UNKNOWN;
  standIn.attestationDocument = (nonce, publicKey) => {
    served.push({nonce, publicKey: toBase64(publicKey), pcr0});
    return awsRootedDocuments(awsRoot, enclave, pcrsWith(pcr0))(nonce, publicKey);
  };

  // The session is keyed with a document of a build no list holds: the handshake does not mind.
  await call(() => sdk().signIn(EMAIL, PASSWORD));
  expect(standIn.log.lines().slice(0, 2)).toEqual([
    `GET ${REMOTE_ORIGIN}/attestation/${served[0].nonce}`,
    `POST ${REMOTE_ORIGIN}/key_exchange`,
  ]);
  expect(served.map((document) => document.pcr0)).toEqual([UNKNOWN]);
  const session = {key: window.sessionStorage.getItem('sessionKey'), id: window.sessionStorage.getItem('sessionId')};

  // `getAttestation` hands over the session, not the document: no request, two fields.
  const before = standIn.log.all().length;
  const attestation = await call(() => sdk().getAttestation());
  expect(Object.keys(attestation).sort()).toEqual(['sessionId', 'sessionKey']);
  expect(attestation.sessionId).toBe(session.id);
  expect(standIn.log.all()).toHaveLength(before);

  // `getAttestationDocument` asks for another document, now of the trusted build, and says so.
  pcr0 = TRUSTED;
  const view = await call(() => sdk().getAttestationDocument());
  expect(served).toHaveLength(2);
  expect(standIn.log.lines().slice(before)).toEqual([`GET ${REMOTE_ORIGIN}/attestation/${served[1].nonce}`]);
  expect(served[1].nonce).not.toBe(served[0].nonce);
  expect(view.nonce).toBe(served[1].nonce);
  expect(view.publicKey).toBe(served[1].publicKey);
  expect(view.publicKey).not.toBe(served[0].publicKey);
  expect(view.pcrs.find((pcr) => pcr.id === 0)?.value).toBe(TRUSTED);
  expect(view.validatedPcr0Hash).toMatchObject({isMatch: true, text: 'PCR0 matches a known good value'});

  // The session stays the one keyed with the unknown build's document, and seals what follows.
  expect(window.sessionStorage.getItem('sessionKey')).toBe(session.key);
  expect(window.sessionStorage.getItem('sessionId')).toBe(session.id);
  await call(() => sdk().put('k', 'sealed for the first document'));
  const [put] = standIn.log.to(`${REMOTE_ORIGIN}/protected/kv/k`);
  expect(put.headers['x-session-id']).toBe(session.id);
  expect(openBody(put, fromBase64(session.key ?? ''))).toBe('sealed for the first document');

  // A provider mounted later in the tab, as after a reload, attests nothing: the server could now
  // serve a document that fails the check, and no request asks for one.
  unmount();
  standIn.attestationDocument = developmentDocument;
  standIn.log.clear();
  const reloaded = await renderSdk(release, {apiUrl: REMOTE_ORIGIN, pcrConfig});
  expect(reloaded.sdk().auth.user?.user.email).toBe(EMAIL);
  await call(() => reloaded.sdk().put('k', 'after the reload'));
  expect(standIn.log.lines()).toEqual([`GET ${REMOTE_ORIGIN}/protected/user`, `PUT ${REMOTE_ORIGIN}/protected/kv/k`]);
  expect(standIn.log.all().every((request) => request.headers['x-session-id'] === session.id)).toBe(true);
  expect(served).toHaveLength(2);
});
