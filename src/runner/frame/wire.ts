/**
 * What the runner's wire view shows of one request the SDK made in the preview: the method, URL,
 * status and the headers that matter, and each body twice, as it travelled and, for a body sealed
 * with the session key (`{"encrypted": …}`), as it reads once opened with that key, which the
 * stand-in holds. An event stream is shown payload by payload.
 */
import type {Backend} from '../../stand-in/backend';
import {openText} from '../../stand-in/session-crypto';
import type {WireBody, WireExchange} from '../protocol';

/** The request headers the wire view shows. */
export const SHOWN_HEADERS = ['authorization', 'x-session-id', 'content-type'] as const;

/** A body as sent, and opened with `key` when it is a sealed `{"encrypted": …}`. */
export function wireBody(raw: string, key: Uint8Array | undefined): WireBody {
  if (key) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        typeof (parsed as {encrypted?: unknown}).encrypted === 'string'
      ) {
        return {raw, opened: JSON.parse(openText(key, (parsed as {encrypted: string}).encrypted)) as unknown};
      }
    } catch {
      // Not JSON, or not sealed with this key: shown as it travelled.
    }
  }
  return {raw};
}

/** The payloads of an event stream (`data:` lines), each opened with `key` when sealed. */
export function streamPayloads(text: string, key: Uint8Array | undefined): WireBody[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).trim())
    .map((data) => {
      if (!key || data === '[DONE]') return {raw: data};
      try {
        return {raw: data, opened: JSON.parse(openText(key, data)) as unknown};
      } catch {
        return {raw: data};
      }
    });
}

/** The exchange of `request` (read before it was answered) and `response` (a copy, read here). */
export async function wireExchange(
  id: number,
  request: {method: string; url: string; headers: Headers; body: string},
  response: Response,
  backend: Backend,
): Promise<WireExchange> {
  const headers: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const sessionId = request.headers.get('x-session-id');
  const key = sessionId === null ? undefined : backend.sessions.get(sessionId);
  const exchange: WireExchange = {id, method: request.method, url: request.url, headers, status: response.status};
  if (request.body !== '') exchange.request = wireBody(request.body, key);
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    exchange.events = streamPayloads(text, key);
  } else if (text !== '') {
    exchange.response = wireBody(text, key);
  }
  if (response.status === 404) {
    try {
      const {message} = JSON.parse(text) as {message?: unknown};
      if (typeof message === 'string') exchange.note = message;
    } catch {
      exchange.note = `${request.method} ${new URL(request.url).pathname}: not found`;
    }
  }
  return exchange;
}
