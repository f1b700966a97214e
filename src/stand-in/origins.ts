/**
 * The origins the stand-in is reached at. The first three are the API URLs for which the SDK
 * skips attestation checks (its development mode); on the others the SDK verifies the document.
 */

/** The development origin: one of the three URLs for which the SDK skips attestation checks. */
export const LOOPBACK_ORIGIN = 'http://localhost:3000';
/** The other two URLs for which the SDK skips attestation checks. */
export const LOOPBACK_ALIASES = ['http://127.0.0.1:3000', 'http://0.0.0.0:3000'] as const;
/** An origin the SDK verifies attestation for (`.test` never resolves). */
export const REMOTE_ORIGIN = 'https://enclave.stand-in.test';
/** A loopback origin that is not one of the three: the SDK verifies attestation for it too. */
export const OTHER_PORT_ORIGIN = 'http://localhost:3001';
/** An origin over plain HTTP that is not a loopback one: the SDK verifies attestation for it too. */
export const PLAIN_HTTP_ORIGIN = 'http://enclave.stand-in.test';

/** Every origin above. */
export const ALL_ORIGINS: readonly string[] = [
  LOOPBACK_ORIGIN,
  ...LOOPBACK_ALIASES,
  REMOTE_ORIGIN,
  OTHER_PORT_ORIGIN,
  PLAIN_HTTP_ORIGIN,
];
