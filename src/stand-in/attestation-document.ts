/**
 * Attestation documents in the shape the SDK decodes: base64 of a CBOR COSE_Sign1 array
 * `[protected, unprotected, payload, signature]` whose payload is a CBOR map of the fields
 * the SDK's schema reads (module_id, digest, timestamp, pcrs, certificate, cabundle,
 * public_key, user_data, nonce). The stand-in signs nothing: the signature is whatever bytes
 * the caller gives, so no document made here can pass the SDK's real verification.
 */
import {encode} from 'cbor2';
import {toBase64} from './session-crypto';

export interface AttestationFields {
  readonly moduleId: string;
  /** The digest algorithm's name; `"SHA384"` when left out, the only one the SDK's schema takes. */
  readonly digest?: string;
  /** Milliseconds since the epoch, as the SDK's schema expects. */
  readonly timestamp: number;
  /** PCR index → 48-byte value. */
  readonly pcrs: ReadonlyMap<number, Uint8Array>;
  /** DER of the enclave's certificate. */
  readonly certificate: Uint8Array;
  /** DER certificates, the root first. */
  readonly cabundle: readonly Uint8Array[];
  /** The x25519 public key the client exchanges keys with; null leaves it out. */
  readonly publicKey: Uint8Array | null;
  readonly userData: Uint8Array | null;
  /** The nonce as UTF-8 bytes; null leaves it out. */
  readonly nonce: string | null;
  readonly signature: Uint8Array;
}

/** A 48-byte PCR value filled with one byte. */
export function pcrValue(fill: number): Uint8Array {
  return new Uint8Array(48).fill(fill);
}

/** Hex of a PCR value, as `parseAttestationForView` prints it. */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes standing where a DER certificate would be: no certificate at all. */
export const NOT_A_CERTIFICATE = new TextEncoder().encode('stand-in: not a certificate');

/**
 * The fields of a development document: a public key and the nonce, three arbitrary PCRs, and
 * placeholder bytes where the certificate and the root of the bundle would be.
 */
export function developmentFields(publicKey: Uint8Array, nonce: string): AttestationFields {
  return {
    moduleId: 'stand-in-enclave',
    timestamp: Date.now(),
    pcrs: new Map([
      [0, pcrValue(0x11)],
      [1, pcrValue(0x22)],
      [2, pcrValue(0x33)],
    ]),
    certificate: NOT_A_CERTIFICATE,
    cabundle: [NOT_A_CERTIFICATE],
    publicKey,
    userData: null,
    nonce,
    signature: new Uint8Array(96),
  };
}

/** The CBOR payload of a document: the map of fields the SDK's schema reads. */
export function encodePayload(fields: Omit<AttestationFields, 'signature'>): Uint8Array {
  const payload = new Map<string, unknown>([
    ['module_id', fields.moduleId],
    ['digest', fields.digest ?? 'SHA384'],
    ['timestamp', fields.timestamp],
    ['pcrs', new Map(fields.pcrs)],
    ['certificate', fields.certificate],
    ['cabundle', [...fields.cabundle]],
    ['public_key', fields.publicKey],
    ['user_data', fields.userData],
    ['nonce', fields.nonce === null ? null : new TextEncoder().encode(fields.nonce)],
  ]);
  return encode(payload);
}

/** The protected header of every document: `{1: -35}`, alg ES384. */
export const PROTECTED_HEADER: Uint8Array = encode(new Map([[1, -35]]));

/** Encodes the fields as the base64 COSE_Sign1 document the SDK's `/attestation/:nonce` call reads. */
export function encodeAttestationDocument(fields: AttestationFields): string {
  const coseSign1 = [PROTECTED_HEADER, new Map(), encodePayload(fields), fields.signature];
  return toBase64(encode(coseSign1));
}
