/**
 * Per-user key operations: public keys, message signing, and encryption of strings with a key
 * chosen by the options. Nothing here is real cryptography: the answers are readable stand-in
 * strings that record what the request asked for, so a test can see what the SDK sent.
 */
import {createHash} from 'node:crypto';
import {type ApiRoute, fail, fields, ok} from '../api-route';

const SEALED_PREFIX = 'stand-in-sealed.';

/** The "ciphertext" of `/protected/encrypt`: the text and the key options, base64 of JSON. */
function seal(data: unknown, keyOptions: unknown): string {
  return `${SEALED_PREFIX}${Buffer.from(JSON.stringify({data, keyOptions: keyOptions ?? null})).toString('base64')}`;
}

function unseal(sealed: string): {data: unknown; keyOptions: unknown} | undefined {
  if (!sealed.startsWith(SEALED_PREFIX)) return undefined;
  try {
    return JSON.parse(Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64').toString()) as {
      data: unknown;
      keyOptions: unknown;
    };
  } catch {
    return undefined;
  }
}

export const KEY_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/protected\/public_key$/,
    auth: 'user',
    handle({query}) {
      const algorithm = query.get('algorithm');
      return ok({public_key: `stand-in-public-key.${algorithm ?? 'none'}`, algorithm});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/sign_message$/,
    auth: 'user',
    handle({body}) {
      const {message_base64: message} = fields(body);
      if (typeof message !== 'string') return fail(400, 'message_base64 missing');
      const hash = createHash('sha256').update(Buffer.from(message, 'base64')).digest('hex');
      return ok({signature: 'stand-in-signature-not-real', message_hash: hash});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/encrypt$/,
    auth: 'user',
    handle({body}) {
      const {data, key_options: keyOptions} = fields(body);
      if (typeof data !== 'string') return fail(400, 'data missing');
      return ok({encrypted_data: seal(data, keyOptions)});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/decrypt$/,
    auth: 'user',
    handle({body}) {
      const {encrypted_data: sealed, key_options: keyOptions} = fields(body);
      const opened = typeof sealed === 'string' ? unseal(sealed) : undefined;
      if (!opened || JSON.stringify(opened.keyOptions) !== JSON.stringify(keyOptions ?? null))
        return fail(400, 'does not decrypt with these key options');
      return ok(opened.data);
    },
  },
];
