/**
 * The two plain-JSON calls of the SDK's handshake: `GET /attestation/:nonce` serves a document
 * carrying a fresh x25519 public key (and the nonce), and `POST /key_exchange` seals a new
 * 32-byte session key with the x25519 secret shared with the client's key.
 */
import {encodeAttestationDocument, developmentFields} from './attestation-document';
import type {Backend} from './backend';
import {fromBase64, randomSessionKey, sealBytes, sharedSecret, x25519KeyPair} from './session-crypto';

/** Makes the base64 document served for a nonce, given the public key the exchange will use. */
export type DocumentMaker = (nonce: string, publicKey: Uint8Array) => string;

export const developmentDocument: DocumentMaker = (nonce, publicKey) =>
  encodeAttestationDocument(developmentFields(publicKey, nonce));

function errorJson(status: number, message: string): Response {
  return Response.json({status, message: `stand-in: ${message}`}, {status});
}

export function serveAttestation(backend: Backend, encodedNonce: string, makeDocument: DocumentMaker): Response {
  const nonce = decodeURIComponent(encodedNonce);
  const keys = x25519KeyPair();
  backend.pendingExchanges.set(nonce, keys.secretKey);
  return Response.json({attestation_document: makeDocument(nonce, keys.publicKey)});
}

export function serveKeyExchange(backend: Backend, rawBody: string | undefined): Response {
  let clientKey: Uint8Array;
  let nonce: string;
  try {
    const body = JSON.parse(rawBody ?? '') as {client_public_key: string; nonce: string};
    clientKey = fromBase64(body.client_public_key);
    nonce = body.nonce;
  } catch {
    return errorJson(400, 'key exchange body is not {client_public_key, nonce}');
  }
  const secretKey = backend.pendingExchanges.get(nonce);
  if (!secretKey) return errorJson(400, 'no attestation document was served for this nonce');
  backend.pendingExchanges.delete(nonce);
  const sessionKey = randomSessionKey();
  const sessionId = backend.uuid();
  backend.sessions.set(sessionId, sessionKey);
  return Response.json({
    encrypted_session_key: sealBytes(sharedSecret(secretKey, clientKey), sessionKey),
    session_id: sessionId,
  });
}
