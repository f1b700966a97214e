/** Reading what the SDK put on the wire and in storage. */
import {fromBase64, openText} from '../../../src/stand-in/session-crypto';
import type {RecordedRequest} from '../../../src/stand-in/recorder';

/** The session key the SDK keeps in sessionStorage, decoded, or undefined when there is none. */
export function storedSessionKey(): Uint8Array | undefined {
  const value = window.sessionStorage.getItem('sessionKey');
  return value === null ? undefined : fromBase64(value);
}

/** The storage keys the SDK wrote, sorted: `local:<key>` and `session:<key>`. */
export function storageKeys(): string[] {
  const keysOf = (storage: Storage, prefix: string): string[] =>
    Array.from({length: storage.length}, (_, index) => `${prefix}:${storage.key(index) ?? ''}`);
  return [...keysOf(window.localStorage, 'local'), ...keysOf(window.sessionStorage, 'session')].sort();
}

/** Opens a recorded request's `{encrypted}` body with a session key and parses the JSON inside. */
export function openBody(request: RecordedRequest, sessionKey: Uint8Array): unknown {
  const {encrypted} = JSON.parse(request.rawBody ?? '') as {encrypted: string};
  return JSON.parse(openText(sessionKey, encrypted));
}
