/**
 * A stand-in for the backend the SDK talks to: it answers the SDK's development handshake and
 * encrypted JSON API, records every request, plays scripted faults and answers any other path
 * with a 404 that names it. It implements the protocol as the SDK's own JavaScript speaks it; it
 * is not OpenSecret's server and knows nothing of its behaviour beyond that.
 *
 * This is the core, with no transport: `dispatch` takes a Fetch API `Request` and resolves its
 * `Response`. It imports no Node module and no MSW (tests/unit/stand-in-core.test.ts holds it to
 * that), so a browser can run it as well as the tests' MSW server (tests/support/msw-stand-in.ts).
 * It lives with the site's code, under src/, as code written for a browser as much as for Node.
 */
import type {ApiRoute} from './api-route';
import {Backend} from './backend';
import {serveEncrypted} from './encrypted-api';
import {FaultScript} from './faults';
import {developmentDocument, type DocumentMaker, serveAttestation, serveKeyExchange} from './handshake';
import {RequestLog} from './recorder';
import {ACCOUNT_ROUTES} from './routes/account';
import {AI_ROUTES} from './routes/ai';
import {AI_RESOURCE_ROUTES} from './routes/ai-resources';
import {AUDIO_ROUTES} from './routes/audio';
import {AUTH_ROUTES} from './routes/auth';
import {CREDENTIAL_ROUTES} from './routes/credentials';
import {DOCUMENT_ROUTES} from './routes/documents';
import {KEY_ROUTES} from './routes/keys';
import {KV_ROUTES} from './routes/kv';
import {OAUTH_ROUTES} from './routes/oauth';
import {PLATFORM_ROUTES} from './routes/platform';

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

function notFound(message: string): Response {
  return Response.json({status: 404, message}, {status: 404});
}

export class StandInCore {
  readonly log = new RequestLog();
  readonly faults = new FaultScript();
  /** Makes the document `GET /attestation/:nonce` serves; the development document by default. */
  attestationDocument: DocumentMaker = developmentDocument;
  #backend = new Backend();
  readonly #unrouted: string[] = [];

  /** The in-memory accounts, tokens, sessions and stored values. */
  get backend(): Backend {
    return this.#backend;
  }

  /**
   * Answers one request to the API, whatever its origin: a scripted fault first, else the
   * handshake's two calls, else the encrypted route that matches, else a 404 naming the path.
   */
  async dispatch(request: Request): Promise<Response> {
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
    return notFound(`stand-in: no route for ${entry.method} ${entry.path}`);
  }

  /**
   * Records a request that was not meant for the API (one to the page's own origin, say) and
   * answers it 404 `stand-in: METHOD url <why>`.
   */
  async refuse(request: Request, why: string): Promise<Response> {
    const entry = await this.log.record(request);
    this.#unrouted.push(`${entry.method} ${entry.url}`);
    return notFound(`stand-in: ${entry.method} ${entry.url} ${why}`);
  }

  /**
   * `METHOD /path` of every request no route, handshake step or fault answered (each got the
   * 404), and `METHOD url` of every request `refuse` answered.
   */
  unrouted(): readonly string[] {
    return [...this.#unrouted];
  }

  /** Forgets all state, requests, faults and the document override. */
  reset(): void {
    this.log.clear();
    this.#unrouted.length = 0;
    this.faults.clear();
    this.attestationDocument = developmentDocument;
    this.#backend = new Backend();
  }
}
