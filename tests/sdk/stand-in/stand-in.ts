/**
 * A local stand-in for the backend the SDK talks to, for tests only: an MSW server that
 * answers the SDK's development handshake and encrypted JSON API on the origins it is given,
 * records every request, plays scripted faults and answers any other path with a 404 that
 * names it. It implements the protocol as the SDK's own JavaScript speaks it; it is not
 * OpenSecret's server and knows nothing of its behaviour beyond that.
 */
import {http, type RequestHandler} from 'msw';
import {setupServer, type SetupServer} from 'msw/node';
import type {ApiRoute} from './api-route';
import {Backend} from './backend';
import {FaultScript} from './faults';
import {developmentDocument, type DocumentMaker, serveAttestation, serveKeyExchange} from './handshake';
import {serveEncrypted} from './encrypted-api';
import {RequestLog} from './recorder';
import {ACCOUNT_ROUTES} from './routes/account';
import {AI_ROUTES} from './routes/ai';
import {AUDIO_ROUTES} from './routes/audio';
import {AI_RESOURCE_ROUTES} from './routes/ai-resources';
import {AUTH_ROUTES} from './routes/auth';
import {CREDENTIAL_ROUTES} from './routes/credentials';
import {DOCUMENT_ROUTES} from './routes/documents';
import {KEY_ROUTES} from './routes/keys';
import {KV_ROUTES} from './routes/kv';
import {OAUTH_ROUTES} from './routes/oauth';
import {PLATFORM_ROUTES} from './routes/platform';

/** The development origin: one of the three URLs for which the SDK skips attestation checks. */
export const LOOPBACK_ORIGIN = 'http://localhost:3000';
/** The other two URLs for which the SDK skips attestation checks. */
export const LOOPBACK_ALIASES = ['http://127.0.0.1:3000', 'http://0.0.0.0:3000'] as const;
/** An origin the SDK verifies attestation for (`.test` never resolves). */
export const REMOTE_ORIGIN = 'https://enclave.stand-in.test';
/** A loopback origin that is not one of the three: the SDK verifies attestation for it too. */
export const OTHER_PORT_ORIGIN = 'http://localhost:3001';
/** An origin over plain HTTP that is not a loopback one: the SDK verifies attestation for it too. */
export const PLAIN_HTTP_ORIGIN = 'http://enclave.stand-in.test';

const ALL_ORIGINS = [LOOPBACK_ORIGIN, ...LOOPBACK_ALIASES, REMOTE_ORIGIN, OTHER_PORT_ORIGIN, PLAIN_HTTP_ORIGIN];

const ROUTES: readonly ApiRoute[] = [
  ...AUTH_ROUTES,
  ...KV_ROUTES,
  ...ACCOUNT_ROUTES,
  ...AI_ROUTES,
  ...CREDENTIAL_ROUTES,
  ...OAUTH_ROUTES,
  ...KEY_ROUTES,
  ...DOCUMENT_ROUTES,
  ...AUDIO_ROUTES,
  ...PLATFORM_ROUTES,
  ...AI_RESOURCE_ROUTES,
];

export class StandIn {
  readonly log = new RequestLog();
  readonly faults = new FaultScript();
  readonly server: SetupServer;
  /** Makes the document `GET /attestation/:nonce` serves; the development document by default. */
  attestationDocument: DocumentMaker = developmentDocument;
  #backend = new Backend();
  /**
   * What a request to the page's own origin (`location.origin`) gets when that origin is none of
   * the stand-in's: `'unhandled'` leaves it to MSW, which fails the `fetch`; `'recorded'` records
   * it in `log` and answers 404 `stand-in: … went to the page's own origin`; `'served'` serves it
   * like the stand-in's own origins, for a test that needs the page and the API on one origin.
   * `reset` sets it back to `pageOriginDefault`.
   */
  pageOrigin: 'unhandled' | 'recorded' | 'served' = 'unhandled';
  pageOriginDefault: 'unhandled' | 'recorded' = 'unhandled';
  readonly #intercepted: string[] = [];
  readonly #unrouted: string[] = [];

  readonly #originHandlers: RequestHandler[];
  /** Matches every URL, so it is in place only while `pageOriginDefault` is not `'unhandled'`. */
  readonly #pageOriginHandler = http.all('*', ({request}) => this.answerPageOrigin(request));

  constructor(origins: readonly string[] = ALL_ORIGINS) {
    this.#originHandlers = origins.map((origin) => http.all(`${origin}/*`, ({request}) => this.dispatch(request)));
    this.server = setupServer(...this.#originHandlers);
  }

  /** Makes the stand-in serve the page's own origin too, for the rest of the test. */
  servePageOrigin(): void {
    this.pageOrigin = 'served';
  }

  private async answerPageOrigin(request: Request): Promise<Response | undefined> {
    if (this.pageOrigin === 'unhandled' || new URL(request.url).origin !== globalThis.location.origin) return undefined;
    if (this.pageOrigin === 'served') return this.dispatch(request);
    const entry = await this.log.record(request);
    this.#unrouted.push(`${entry.method} ${entry.url}`);
    const message = `stand-in: ${entry.method} ${entry.url} went to the page's own origin`;
    return Response.json({status: 404, message}, {status: 404});
  }

  /** Starts intercepting; a request to any origin the stand-in does not serve is an error. */
  listen(): void {
    this.server.events.on('request:start', this.#recordIntercepted);
    this.server.listen({onUnhandledRequest: 'error'});
  }

  readonly #recordIntercepted = ({request}: {request: Request}): void => {
    this.#intercepted.push(`${request.method} ${request.url}`);
  };

  /** `METHOD url` of every request made through `fetch`, to any origin, answered or not. */
  intercepted(): readonly string[] {
    return [...this.#intercepted];
  }

  /**
   * `METHOD /path` of every request no route, handshake step or fault answered (each got the
   * 404), and `METHOD url` of every request the page's own origin got while `pageOrigin` is
   * `'recorded'`.
   */
  unrouted(): readonly string[] {
    return [...this.#unrouted];
  }

  /** Stops intercepting; a later `listen` (the next test file in the same worker) starts afresh. */
  close(): void {
    this.server.events.removeListener('request:start', this.#recordIntercepted);
    this.server.close();
  }

  /** Forgets all state, requests, faults, extra handlers and the document override. */
  reset(): void {
    this.server.resetHandlers(
      ...this.#originHandlers,
      ...(this.pageOriginDefault === 'unhandled' ? [] : [this.#pageOriginHandler]),
    );
    this.log.clear();
    this.#intercepted.length = 0;
    this.#unrouted.length = 0;
    this.faults.clear();
    this.attestationDocument = developmentDocument;
    this.pageOrigin = this.pageOriginDefault;
    this.#backend = new Backend();
  }

  /** The in-memory accounts, tokens, sessions and stored values. */
  get backend(): Backend {
    return this.#backend;
  }

  private async dispatch(request: Request): Promise<Response> {
    const entry = await this.log.record(request);
    const fault = this.faults.take(entry.method, entry.path);
    if (fault) return fault;
    const attestation = /^\/attestation\/([^/]+)$/.exec(entry.path);
    if (entry.method === 'GET' && attestation) {
      return serveAttestation(this.#backend, attestation[1], this.attestationDocument);
    }
    if (entry.method === 'POST' && entry.path === '/key_exchange')
      return serveKeyExchange(this.#backend, entry.rawBody);
    for (const route of ROUTES) {
      const match = route.method === entry.method ? route.path.exec(entry.path) : null;
      if (match) return serveEncrypted(this.#backend, route, match, entry);
    }
    this.#unrouted.push(`${entry.method} ${entry.path}`);
    const message = `stand-in: no route for ${entry.method} ${entry.path}`;
    return Response.json({status: 404, message}, {status: 404});
  }
}
