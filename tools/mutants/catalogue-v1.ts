/**
 * Mutants of 1.1.0's shipped JavaScript, one or more for each statement of
 * versioned_docs/version-1.1.0/security.mdx that the client decides. Search texts are copied
 * from the dist file; names like `i.nonce` are the bundle's own minified ones.
 */
import type {Mutant} from './types';

const AT = {release: '1.1.0', file: 'node_modules/opensecret-react-1.1.0/dist/opensecret-react.es.js'} as const;
const CHECKS = 'What the attestation check verifies';
const LEFT_OUT = 'What the check leaves out';
const HANDSHAKE = 'The handshake';
const ENCRYPTED = 'What is encrypted';
const STORAGE = 'Where tokens, keys and the session live';
const CONSOLE = 'What the SDK writes to the console';
const RESENT = 'Requests the SDK sends again';

export const MUTANTS_V1: readonly Mutant[] = [
  {
    ...AT,
    id: 'v1.nonce-compare-removed',
    search: 'if (t !== o)\n      throw console.log("Nonce mismatch")',
    replace: 'if (!1)\n      throw console.log("Nonce mismatch")',
    section: CHECKS,
    statement: '2. The nonce is the one the SDK just sent.',
    change: 'the nonce comparison is skipped',
    killedBy: ['v1.verify-nonce-first'],
  },
  {
    ...AT,
    id: 'v1.root-cert-unchecked',
    search: 'if (u !== $r(e))',
    replace: 'if (!1)',
    section: CHECKS,
    statement: '3. The first certificate',
    change: "the bundle's first certificate is not compared with the built-in root",
    killedBy: ['v1.verify-root-certificate'],
  },
  {
    ...AT,
    id: 'v1.signature-unchecked',
    search: 'if (console.log("Signature verified:", O), !O)',
    replace: 'if (console.log("Signature verified:", O), !1)',
    section: CHECKS,
    statement: '7. The document',
    change: 'a failed COSE signature verification is ignored',
    killedBy: ['v1.authenticate-checks-signature'],
  },
  {
    ...AT,
    id: 'v1.loopback-prefix-match',
    search: 'n === "http://localhost:3000" ||',
    replace: 'n.startsWith("http://localhost:3000") ||',
    section: LEFT_OUT,
    statement: 'Any other string gets the full check',
    change: 'any URL starting with http://localhost:3000 skips the checks',
    killedBy: ['v1.loopback-urls-exact', 'v1.loopback-trailing-slash-checked'],
  },
  {
    ...AT,
    id: 'v1.session-not-stored',
    search: 'window.sessionStorage.setItem("sessionKey", $r(O)), window.sessionStorage.setItem("sessionId", h), ',
    replace: '',
    section: HANDSHAKE,
    statement: 'It keeps the session key',
    change: 'the handshake does not write the session to sessionStorage',
    killedBy: ['v1.session-in-session-storage'],
  },
  {
    ...AT,
    id: 'v1.bodies-plain',
    search: 'body: v ? JSON.stringify({ encrypted: v }) : void 0',
    replace: 'body: N',
    section: ENCRYPTED,
    statement: 'Request bodies go out as',
    change: 'request bodies go out as plain JSON',
    killedBy: ['v1.bodies-encrypted'],
  },
  {
    ...AT,
    id: 'v1.ai-fetch-before-sign-in',
    search: 'i.user ? c(() => nw()) : c(void 0);',
    replace: 'c(() => nw());',
    section: ENCRYPTED,
    statement: 'Before anyone signs in',
    change: 'aiCustomFetch is the real fetch before anyone signs in',
    killedBy: ['v1.ai-empty-response-signed-out'],
  },
  {
    ...AT,
    id: 'v1.encryption-error-not-renewed',
    search: 'N.includes("Encryption error")',
    replace: 'N.includes("Encryption failure")',
    section: RESENT,
    statement: 'After a 400',
    change: 'an "Encryption error" answer no longer renews the session',
    killedBy: ['v1.encryption-error-renews-session'],
  },
  {
    ...AT,
    id: 'v1.unauthorized-not-refreshed',
    search: 'if (c.status === 401 && !s)',
    replace: 'if (c.status === 403 && !s)',
    section: RESENT,
    statement: 'When a call made with the access token is answered 401',
    change: 'a 401 no longer refreshes the tokens and resends',
    killedBy: ['v1.unauthorized-refreshes-and-resends', 'v1.unauthorized-resent-once'],
  },
  {
    ...AT,
    id: 'v1.platform-refresh-ignored',
    search: 'return this.isPlatformPath(e) ? "platformRefreshToken" : "refreshToken";',
    replace: 'return "refreshToken";',
    section: RESENT,
    statement: 'A URL that contains `platform/`',
    change: 'every refresh goes to POST /refresh',
    killedBy: ['v1.storage-key-platform-refresh'],
  },
  {
    ...AT,
    id: 'v1.sign-out-keeps-session',
    search: 'sessionStorage.removeItem("sessionKey"), sessionStorage.removeItem("sessionId"), s({',
    replace: 's({',
    section: STORAGE,
    statement: '`signOut` removes both tokens',
    change: 'signOut leaves the session key and ID in sessionStorage',
    killedBy: ['v1.sign-out-clears'],
  },
  {
    ...AT,
    id: 'v1.change-password-stores-tokens',
    search:
      'return Fe(\n    `${ft}/protected/change_password`,\n    "POST",\n    t,\n    "Failed to change password"\n  );',
    replace:
      'const n = await Fe(\n    `${ft}/protected/change_password`,\n    "POST",\n    t,\n    "Failed to change password"\n  );\n  return n.access_token && window.localStorage.setItem("access_token", n.access_token), n.refresh_token && window.localStorage.setItem("refresh_token", n.refresh_token), n;',
    section: STORAGE,
    statement: '`changePassword` leaves the stored tokens as they were',
    change: 'changePassword stores the tokens its answer carries',
    killedBy: ['v1.change-password-keeps-tokens'],
  },
  {
    ...AT,
    id: 'v1.stream-undecryptable-passed-on',
    search: 'console.error("Decryption error:", le, "Data:", R), console.log("Skipping corrupted chunk");',
    replace: 'v.enqueue(`data: ${R}\n\n`);',
    section: CONSOLE,
    statement: 'A streamed event that does not decrypt is logged',
    change: 'an event that does not decrypt is passed on as it came, and not logged',
    killedBy: ['v1.ai-stream-drops-corrupted'],
  },
  {
    ...AT,
    id: 'v1.decrypted-chunks-not-logged',
    search: 'console.log("Decrypted data length:", le.length), console.log("Decrypted data:", le);',
    replace: 'console.log("Decrypted data length:", le.length);',
    section: CONSOLE,
    statement: 'Decrypting a streamed AI answer logs every decrypted event',
    change: 'the decrypted events are no longer logged',
    killedBy: ['v1.ai-logs-decrypted-chunks'],
  },
];
