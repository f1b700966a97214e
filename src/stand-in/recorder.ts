/**
 * Every request the stand-in receives, as it arrived on the wire, with the body the stand-in
 * decrypted from it when there was one.
 */
import {LOOPBACK_ORIGIN as DEFAULT_ORIGIN} from './origins';

export interface RecordedRequest {
  readonly method: string;
  /** The full URL as the SDK sent it. */
  readonly url: string;
  readonly origin: string;
  /** The URL path, percent-encoding kept as sent. */
  readonly path: string;
  /** The query string with its `?`, or ''. */
  readonly search: string;
  /** Request headers, names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body exactly as sent, or undefined when there was none. */
  readonly rawBody: string | undefined;
  /** The JSON the stand-in decrypted from the body (encrypted API calls only). */
  decryptedBody?: unknown;
}

/** The path of a request to the default API URL, else its origin and path. */
function where(entry: RecordedRequest): string {
  return entry.origin === DEFAULT_ORIGIN ? entry.path : entry.origin + entry.path;
}

export class RequestLog {
  readonly #entries: RecordedRequest[] = [];

  async record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const text = await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const entry: RecordedRequest = {
      method: request.method,
      url: request.url,
      origin: url.origin,
      path: request.url.slice(url.origin.length).replace(/[?#].*$/, ''),
      search: url.search,
      headers,
      rawBody: text === '' ? undefined : text,
    };
    this.#entries.push(entry);
    return entry;
  }

  /** All requests so far, oldest first. */
  all(): readonly RecordedRequest[] {
    return [...this.#entries];
  }

  /**
   * `METHOD /path` of every request, oldest first: the shape of an exchange at a glance. A request
   * to another origin than `http://localhost:3000` (the tests' default API URL) shows its origin
   * too (`POST http://app.stand-in.test/platform/refresh`), so a list of lines also says where
   * each request went.
   */
  lines(): string[] {
    return this.#entries.map((entry) => `${entry.method} ${where(entry)}`);
  }

  /**
   * The requests to one path or matching a pattern, optionally of one method. A path (`/login`)
   * or a pattern matches the path on any origin; a full URL without its query string
   * (`http://localhost:3001/login`) matches that origin only.
   */
  to(path: string | RegExp, method?: string): RecordedRequest[] {
    return this.#entries.filter(
      (entry) =>
        (typeof path === 'string'
          ? entry.path === path || entry.origin + entry.path === path
          : path.test(entry.path)) &&
        (method === undefined || entry.method === method),
    );
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
