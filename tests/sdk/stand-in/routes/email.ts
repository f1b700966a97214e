/**
 * Email verification and password reset. A reset request keeps the hash it was sent; the
 * confirmation needs the code `stand-in-reset-code` and a secret whose SHA-256 in hex is that
 * hash, then sets the new password.
 */
import {createHash} from 'node:crypto';
import {type ApiRoute, fail, fields, ok} from '../api-route';
import type {Backend} from '../backend';

export const RESET_CODE = 'stand-in-reset-code';

/** email → hashed secret of the pending reset, per backend. */
const pendingResets = new WeakMap<Backend, Map<string, string>>();

function resetsOf(backend: Backend): Map<string, string> {
  let resets = pendingResets.get(backend);
  if (!resets) {
    resets = new Map();
    pendingResets.set(backend, resets);
  }
  return resets;
}

export const EMAIL_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/verify-email\/(?<code>[^/]+)$/,
    auth: 'none',
    handle: ({params}) => ok({message: `stand-in: verified with ${params.code}`}),
  },
  {
    method: 'POST',
    path: /^\/protected\/request_verification$/,
    auth: 'user',
    handle: () => ok({message: 'stand-in: verification email sent'}),
  },
  {
    method: 'POST',
    path: /^\/password-reset\/request$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, hashed_secret: hash} = fields(body);
      if (typeof email !== 'string' || typeof hash !== 'string') return fail(400, 'email and hashed_secret needed');
      resetsOf(backend).set(email, hash);
      return ok({message: 'stand-in: reset code sent'});
    },
  },
  {
    method: 'POST',
    path: /^\/password-reset\/confirm$/,
    auth: 'none',
    handle({backend, body}) {
      const {email, alphanumeric_code: code, plaintext_secret: secret, new_password: password} = fields(body);
      const hash = typeof email === 'string' ? resetsOf(backend).get(email) : undefined;
      const account = typeof email === 'string' ? backend.findByEmail(email) : undefined;
      if (!account || hash === undefined || code !== RESET_CODE || typeof secret !== 'string')
        return fail(400, 'reset not accepted');
      if (createHash('sha256').update(secret).digest('hex') !== hash) return fail(400, 'secret does not match');
      if (typeof password !== 'string') return fail(400, 'new_password missing');
      account.password = password;
      resetsOf(backend).delete(email as string);
      return ok({message: 'stand-in: password reset'});
    },
  },
];
