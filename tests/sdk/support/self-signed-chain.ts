/**
 * A certificate chain of the test's own and attestation documents signed with it, to run the
 * SDK's `authenticate` (which takes the trusted root as an argument) through every check,
 * the signature included. The certificates are X.509 v3 without extensions, ECDSA P-384 with
 * SHA-384 as AWS's are, written in DER by the small encoder below and signed with Node's crypto.
 * The handshake itself trusts only the AWS root built into the SDK, so none of this can pass it.
 */
import {type KeyObject, generateKeyPairSync, sign} from 'node:crypto';
import {encode} from 'cbor2';
import {type AttestationFields, PROTECTED_HEADER, encodePayload} from '../../../src/stand-in/attestation-document';
import {toBase64} from '../../../src/stand-in/session-crypto';

const ECDSA_WITH_SHA384 = '1.2.840.10045.4.3.3';
const COMMON_NAME = '2.5.4.3';

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** One DER element: tag, definite length, content. */
function der(tag: number, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  const length = body.length;
  const lengthBytes = length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
  return concat([Uint8Array.of(tag, ...lengthBytes), body]);
}

const sequence = (...content: Uint8Array[]): Uint8Array => der(0x30, ...content);

function integer(value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; bytes.length === 0 || rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  if (bytes[0] >= 0x80) bytes.unshift(0);
  return der(0x02, Uint8Array.from(bytes));
}

function objectIdentifier(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Uint8Array.from(bytes));
}

/** UTCTime, `YYMMDDHHMMSSZ` (years 1950 to 2049). */
function utcTime(date: Date): Uint8Array {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, new TextEncoder().encode(`${text}Z`));
}

const name = (commonName: string): Uint8Array =>
  sequence(der(0x31, sequence(objectIdentifier(COMMON_NAME), der(0x0c, new TextEncoder().encode(commonName)))));

export interface KeyPair {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
}

/** A fresh ECDSA P-384 key pair. */
export function p384(): KeyPair {
  return generateKeyPairSync('ec', {namedCurve: 'secp384r1'});
}

export interface CertificateOptions {
  readonly subject: string;
  readonly issuer: string;
  /** The key the certificate carries. */
  readonly publicKey: KeyObject;
  /** The key that signs it: the issuer's. */
  readonly signingKey: KeyObject;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly serial: number;
}

/** The DER of an X.509 v3 certificate without extensions, signed ECDSA with SHA-384. */
export function certificate(options: CertificateOptions): Uint8Array {
  const algorithm = sequence(objectIdentifier(ECDSA_WITH_SHA384));
  const spki = new Uint8Array(options.publicKey.export({type: 'spki', format: 'der'}));
  const toBeSigned = sequence(
    der(0xa0, integer(2)),
    integer(options.serial),
    algorithm,
    name(options.issuer),
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    name(options.subject),
    spki,
  );
  const signature = new Uint8Array(sign('sha384', toBeSigned, {key: options.signingKey, dsaEncoding: 'der'}));
  return sequence(toBeSigned, algorithm, der(0x03, Uint8Array.of(0), signature));
}

const YEAR = 365 * 24 * 60 * 60 * 1000;

/** A root and an enclave certificate it issued, valid from a year ago for a year ahead. */
export interface TestChain {
  readonly root: Uint8Array;
  readonly rootKeys: KeyPair;
  readonly enclave: Uint8Array;
  readonly enclaveKeys: KeyPair;
}

export function testChain(enclaveValidity: {notBefore?: Date; notAfter?: Date} = {}): TestChain {
  const now = Date.now();
  const rootKeys = p384();
  const enclaveKeys = p384();
  const root = certificate({
    subject: 'stand-in test root',
    issuer: 'stand-in test root',
    publicKey: rootKeys.publicKey,
    signingKey: rootKeys.privateKey,
    notBefore: new Date(now - YEAR),
    notAfter: new Date(now + YEAR),
    serial: 1,
  });
  const enclave = certificate({
    subject: 'stand-in test enclave',
    issuer: 'stand-in test root',
    publicKey: enclaveKeys.publicKey,
    signingKey: rootKeys.privateKey,
    notBefore: enclaveValidity.notBefore ?? new Date(now - YEAR),
    notAfter: enclaveValidity.notAfter ?? new Date(now + YEAR),
    serial: 2,
  });
  return {root, rootKeys, enclave, enclaveKeys};
}

/**
 * A base64 COSE_Sign1 attestation document whose signature covers the SDK's Sig_structure
 * (`["Signature1", protected, empty external_aad, payload]`), made with `signingKey`.
 */
export function signedDocument(fields: Omit<AttestationFields, 'signature'>, signingKey: KeyObject): string {
  const payload = encodePayload(fields);
  const toBeSigned = encode(['Signature1', PROTECTED_HEADER, new Uint8Array(0), payload]);
  const signature = new Uint8Array(sign('sha384', toBeSigned, {key: signingKey, dsaEncoding: 'ieee-p1363'}));
  return toBase64(encode([PROTECTED_HEADER, new Map(), payload, signature]));
}

/**
 * The DER of an X.509 v3 certificate without extensions whose issuer is `issuerName`, the DER of
 * a Name taken as it is (another certificate's subject, for instance), signed ECDSA with SHA-384
 * with `signingKey`.
 */
export function certificateUnder(issuerName: Uint8Array, options: Omit<CertificateOptions, 'issuer'>): Uint8Array {
  const algorithm = sequence(objectIdentifier(ECDSA_WITH_SHA384));
  const spki = new Uint8Array(options.publicKey.export({type: 'spki', format: 'der'}));
  const toBeSigned = sequence(
    der(0xa0, integer(2)),
    integer(options.serial),
    algorithm,
    issuerName,
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    name(options.subject),
    spki,
  );
  const signature = new Uint8Array(sign('sha384', toBeSigned, {key: options.signingKey, dsaEncoding: 'der'}));
  return sequence(toBeSigned, algorithm, der(0x03, Uint8Array.of(0), signature));
}
