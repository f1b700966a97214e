/**
 * Per-user keys: public keys, signatures, and data encryption. The stand-in derives nothing and
 * signs nothing: it answers with labelled strings that record what it was asked for, and its
 * "ciphertext" is a reversible encoding of the owner, the key options and the text (not
 * encryption), enough to show which account and options a decryption names.
 */
import {type ApiRoute, fail, fields, ok} from '../api-route';

/** The label of the key the options select: `master` when the options are missing or empty. */
function keyLabel(options: unknown): string {
  if (options === undefined || options === null) return 'master';
  return typeof options === 'string' ? `string:${options}` : JSON.stringify(options);
}

function encode(record: {owner: string; key: string; data: unknown}): string {
  return Buffer.from(`stand-in-ciphertext:${JSON.stringify(record)}`).toString('base64');
}

function decode(text: string): {owner: string; key: string; data: unknown} | undefined {
  const decoded = Buffer.from(text, 'base64').toString();
  if (!decoded.startsWith('stand-in-ciphertext:')) return undefined;
  try {
    return JSON.parse(decoded.slice('stand-in-ciphertext:'.length)) as {owner: string; key: string; data: unknown};
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
      const algorithm = query.get('algorithm') ?? '';
      const paths = [query.get('seed_phrase_derivation_path'), query.get('private_key_derivation_path')];
      return ok({public_key: `stand-in-public-key(${algorithm},${paths.join(',')})`, algorithm});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/sign_message$/,
    auth: 'user',
    handle({body}) {
      const {message_base64: message, algorithm} = fields(body);
      if (typeof message !== 'string') return fail(422, 'message_base64 missing');
      return ok({signature: `stand-in-signature(${String(algorithm)})`, message_hash: `stand-in-hash(${message})`});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/encrypt$/,
    auth: 'user',
    handle({accountId, body}) {
      const {data, key_options: options} = fields(body);
      return ok({encrypted_data: encode({owner: accountId, key: keyLabel(options), data})});
    },
  },
  {
    method: 'POST',
    path: /^\/protected\/decrypt$/,
    auth: 'user',
    handle({accountId, body}) {
      const {encrypted_data: text, key_options: options} = fields(body);
      const record = typeof text === 'string' ? decode(text) : undefined;
      if (record?.owner !== accountId || record.key !== keyLabel(options))
        return fail(422, 'cannot decrypt this with the selected key');
      return ok(record.data);
    },
  },
];
