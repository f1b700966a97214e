/**
 * The session cryptography of the SDK's protocol, with the primitives the SDK itself bundles:
 * x25519 (tweetnacl) for the key exchange, ChaCha20-Poly1305 (@stablelib) with a random 12-byte
 * nonce written before the ciphertext, and standard base64 for everything on the wire.
 */
import {decode as fromBase64, encode as toBase64} from '@stablelib/base64';
import {ChaCha20Poly1305} from '@stablelib/chacha20poly1305';
import nacl from 'tweetnacl';

const NONCE_LENGTH = 12;

export {fromBase64, toBase64};

/** A fresh x25519 key pair, as the SDK makes one for each handshake. */
export function x25519KeyPair(): nacl.BoxKeyPair {
  return nacl.box.keyPair();
}

/** The raw x25519 shared secret, which the SDK uses directly as the ChaCha20-Poly1305 key. */
export function sharedSecret(secretKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array {
  return nacl.scalarMult(secretKey, peerPublicKey);
}

/** A random 32-byte session key. */
export function randomSessionKey(): Uint8Array {
  return nacl.randomBytes(32);
}

/** Seals bytes under a 32-byte key: base64(nonce ‖ ciphertext ‖ tag). */
export function sealBytes(key: Uint8Array, plaintext: Uint8Array): string {
  const nonce = nacl.randomBytes(NONCE_LENGTH);
  const sealed = new ChaCha20Poly1305(key).seal(nonce, plaintext);
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64(out);
}

/** Opens what `sealBytes` (or the SDK) sealed; throws when the key or the bytes are wrong. */
export function openBytes(key: Uint8Array, sealedBase64: string): Uint8Array {
  const bytes = fromBase64(sealedBase64);
  const opened = new ChaCha20Poly1305(key).open(bytes.subarray(0, NONCE_LENGTH), bytes.subarray(NONCE_LENGTH));
  if (!opened) throw new Error('stand-in: ciphertext does not open with this session key');
  return opened;
}

/** Seals a UTF-8 string, as the SDK seals its JSON bodies. */
export function sealText(key: Uint8Array, text: string): string {
  return sealBytes(key, new TextEncoder().encode(text));
}

/** Opens a sealed UTF-8 string. */
export function openText(key: Uint8Array, sealedBase64: string): string {
  return new TextDecoder().decode(openBytes(key, sealedBase64));
}
