/**
 * The stand-in (src/stand-in/core.ts) as the tests reach it: an MSW server in Node that hands
 * every request to the origins it is given to the stand-in's `dispatch`, and, when asked, the
 * requests to the page's own origin too. A request to any other origin fails its `fetch`.
 */
import {http, type RequestHandler} from 'msw';
import {setupServer, type SetupServer} from 'msw/node';
import {StandInCore} from '../../src/stand-in/core';
import {ALL_ORIGINS} from '../../src/stand-in/origins';

export class StandIn extends StandInCore {
  readonly server: SetupServer;
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

  readonly #originHandlers: RequestHandler[];
  /** Matches every URL, so it is in place only while `pageOriginDefault` is not `'unhandled'`. */
  readonly #pageOriginHandler = http.all('*', ({request}) => this.answerPageOrigin(request));

  constructor(origins: readonly string[] = ALL_ORIGINS) {
    super();
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
    return this.refuse(request, "went to the page's own origin");
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

  /** Stops intercepting; a later `listen` (the next test file in the same worker) starts afresh. */
  close(): void {
    this.server.events.removeListener('request:start', this.#recordIntercepted);
    this.server.close();
  }

  /** Forgets all state, requests, faults, extra handlers and the document override. */
  override reset(): void {
    this.server.resetHandlers(
      ...this.#originHandlers,
      ...(this.pageOriginDefault === 'unhandled' ? [] : [this.#pageOriginHandler]),
    );
    this.#intercepted.length = 0;
    this.pageOrigin = this.pageOriginDefault;
    super.reset();
  }
}
