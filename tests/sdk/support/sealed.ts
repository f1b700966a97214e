/**
 * Answers sealed with the session key the SDK keeps in `sessionStorage`, served as scripted
 * faults: for answer shapes the stand-in's routes never give (a catalog missing a field, an
 * empty body, text that is not JSON, base64 audio), while still encrypted as the SDK expects.
 */
import type {Fault} from '../../../src/stand-in/faults';
import {sealText} from '../../../src/stand-in/session-crypto';
import {storedSessionKey} from './wire';

/** `{encrypted}` of a text, sealed with the stored session key. */
export function sealedBody(text: string): {encrypted: string} {
  const key = storedSessionKey();
  if (!key) throw new Error('no session key in sessionStorage: sign in first');
  return {encrypted: sealText(key, text)};
}

/** A 200 answer to the next request to `path` whose body is `{encrypted}` of `text`. */
export function sealedAnswer(path: string | RegExp, text: string, method?: string): Fault {
  return {path, ...(method === undefined ? {} : {method}), status: 200, body: {json: sealedBody(text)}};
}
