/**
 * Email verification and password reset: a verification code the stand-in knows, and a reset
 * that pairs the SHA-256 hash sent first with the plaintext secret sent last, as the SDK's
 * calls expect. Only what the SDK's requests need; nothing is mailed.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

export const STAND_IN_VERIFICATION_CODE = 'stand-in-verification-code';
export const STAND_IN_RESET_CODE = 'STANDIN42';

/** email → hashed secret of a pending reset, per stand-in backend. */
const pendingResets = new WeakMap<Backend, Map<string, string>>();

function resetsOf(backend: Backend): Map<string, string> {
  let resets = pendingResets.get(backend);
  if (!resets) {
    resets = new Map();
    pendingResets.set(backend, resets);
  }
  return resets;
}

/** Lower-case hex of the SHA-256 of the text's UTF-8 bytes, with Web Crypto (a browser's and Node's). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const CREDENTIAL_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/verify-email\/(?<code>[^/]+)$/,
    auth: 'none',
    handle: ({params}) =>
      params.code === STAND_IN_VERIFICATION_CODE ? ok({message: 'email verified'}) : fail(404, 'unknown code'),
  },
  {
    method: 'POST',
    path: /^\/protected\/request_verification$/,
    auth: 'user',
    handle: () => ok({message: 'verification email sent'}),
  },
  {
    method: 'POST',
    path: /^\/password-reset\/request$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, hashed_secret: hashed} = fields(body);
      if (typeof email !== 'string' || typeof hashed !== 'string') return fail(422, 'email and hashed_secret needed');
      resetsOf(backend).set(email, hashed);
      return ok({message: 'reset code sent'});
    },
  },
  {
    method: 'POST',
    path: /^\/password-reset\/confirm$/,
    auth: 'none',
    async handle({backend, body}) {
      const {email, alphanumeric_code: code, plaintext_secret: secret, new_password: password} = fields(body);
      const hashed = typeof email === 'string' ? resetsOf(backend).get(email) : undefined;
      const account = typeof email === 'string' ? backend.findByEmail(email) : undefined;
      if (!account || hashed === undefined || code !== STAND_IN_RESET_CODE || typeof password !== 'string')
        return fail(422, 'reset not confirmed');
      if (typeof secret !== 'string' || (await sha256Hex(secret)) !== hashed) return fail(422, 'secret does not match');
      account.password = password;
      resetsOf(backend).delete(email as string);
      return ok({message: 'password reset'});
    },
  },
];
