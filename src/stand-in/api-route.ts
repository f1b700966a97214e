/**
 * The shape of one route of the stand-in's encrypted JSON API. The dispatcher decrypts the
 * request body, checks the bearer token when the route asks for it, calls `handle` and
 * encrypts a successful answer; an error answer goes out as plain JSON `{status, message}`.
 */
import type {Backend} from './backend';

export interface ApiContext {
  readonly backend: Backend;
  /** The decrypted JSON body, or undefined when the request had none. */
  readonly body: unknown;
  /** The account the bearer token (or API key) belongs to; set on routes with `auth`. */
  readonly accountId: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

export type ApiResult =
  | {readonly status: number; readonly json: unknown}
  /** A server-sent event stream: each chunk's JSON is encrypted on its own `data:` line. */
  | {readonly status: 200; readonly events: readonly unknown[]};

export interface ApiRoute {
  readonly method: string;
  /** Matched against the path as sent; named groups become `params`, percent-decoded. */
  readonly path: RegExp;
  /** `user`: a valid access token; `user-or-api-key`: that or an API key; `none`: no check. */
  readonly auth: 'none' | 'user' | 'user-or-api-key';
  /** Synchronous, or a promise for a route that needs one (a Web Crypto digest). */
  handle(context: ApiContext): ApiResult | Promise<ApiResult>;
}

export function ok(json: unknown): ApiResult {
  return {status: 200, json};
}

export function fail(status: number, message: string): ApiResult {
  return {status, json: {status, message: `stand-in: ${message}`}};
}

/** The body as a record, for reading fields. */
export function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
