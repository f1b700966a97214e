/**
 * Attestation documents that name the AWS Nitro root the SDK bundles: the bundle is that root's
 * real certificate, the document's certificate names the root's subject as its issuer, and the
 * document is signed with the key of that certificate. Only one signature cannot be real: the
 * root's over the enclave certificate, which only AWS can make. A scenario that wants such a
 * document to pass the SDK's check accepts that one signature (`isAwsRootKey` tells it apart);
 * everything else (nonce, root bytes, chain by names, validity dates, chain length, the document's
 * own signature) the SDK checks for real.
 */
import {X509Certificate} from 'node:crypto';
import type {AttestationFields} from '../../../src/stand-in/attestation-document';
import type {DocumentMaker} from '../../../src/stand-in/handshake';
import {type KeyPair, certificateUnder, p384, signedDocument} from './self-signed-chain';

/** One DER element's content bounds: [start, end) of its content, and where the element ends. */
function element(bytes: Uint8Array, offset: number): {start: number; end: number} {
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + bytes[start + i];
    start += count;
  }
  return {start, end: start + length};
}

/** The DER of a certificate's subject Name. */
export function subjectNameOf(certificateDer: Uint8Array): Uint8Array {
  const tbs = element(certificateDer, element(certificateDer, 0).start);
  let offset = tbs.start;
  // version [0], serial, signature algorithm, issuer, validity, then the subject.
  const fields: {begin: number; end: number}[] = [];
  while (offset < tbs.end && fields.length < 6) {
    const {end} = element(certificateDer, offset);
    fields.push({begin: offset, end});
    offset = end;
  }
  const subject = certificateDer[tbs.start] === 0xa0 ? fields[5] : fields[4];
  return certificateDer.slice(subject.begin, subject.end);
}

/** The SubjectPublicKeyInfo DER of a certificate's key. */
export function spkiOf(certificateDer: Uint8Array): Uint8Array {
  return new Uint8Array(new X509Certificate(certificateDer).publicKey.export({type: 'spki', format: 'der'}));
}

const YEAR = 365 * 24 * 60 * 60 * 1000;

export interface AwsRootedEnclave {
  /** The enclave's certificate, its issuer the AWS root's subject. */
  readonly certificate: Uint8Array;
  readonly keys: KeyPair;
}

/** An enclave certificate naming the AWS root as its issuer (signed with a key of the test's own). */
export function awsRootedEnclave(awsRoot: Uint8Array, validity: {notBefore?: Date; notAfter?: Date} = {}) {
  const keys = p384();
  const now = Date.now();
  const certificate = certificateUnder(subjectNameOf(awsRoot), {
    subject: 'stand-in enclave under the AWS root',
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    notBefore: validity.notBefore ?? new Date(now - YEAR),
    notAfter: validity.notAfter ?? new Date(now + YEAR),
    serial: 7,
  });
  return {certificate, keys} satisfies AwsRootedEnclave;
}

/** The fields of a document for `nonce` from `enclave`, its bundle the AWS root, with the given PCRs. */
export function awsRootedFields(
  awsRoot: Uint8Array,
  enclave: AwsRootedEnclave,
  nonce: string | null,
  pcrs: ReadonlyMap<number, Uint8Array>,
  publicKey: Uint8Array | null = null,
): Omit<AttestationFields, 'signature'> {
  return {
    moduleId: 'stand-in-enclave',
    timestamp: Date.now(),
    pcrs,
    certificate: enclave.certificate,
    cabundle: [awsRoot],
    publicKey,
    userData: null,
    nonce,
  };
}

/**
 * Serves documents from `enclave` under the AWS root for `GET /attestation/:nonce`, answering the
 * nonce asked for (or `nonceOverride`), signed with the enclave's key (or `signingKey`).
 */
export function awsRootedDocuments(
  awsRoot: Uint8Array,
  enclave: AwsRootedEnclave,
  pcrs: ReadonlyMap<number, Uint8Array>,
  options: {nonceOverride?: string; signingKey?: KeyPair['privateKey']} = {},
): DocumentMaker {
  return (nonce, publicKey) =>
    signedDocument(
      awsRootedFields(awsRoot, enclave, options.nonceOverride ?? nonce, pcrs, publicKey),
      options.signingKey ?? enclave.keys.privateKey,
    );
}
