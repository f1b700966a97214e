/** Requests a scenario holds in flight or fails at the network, on the stand-in's origin. */
import {http, HttpResponse} from 'msw';
import {LOOPBACK_ORIGIN} from '../../../src/stand-in/origins';
import {standIn} from '../../sdk/support/stand-in-instance';

type Method = 'GET' | 'POST' | 'DELETE';

const route = (method: Method) => http[method.toLowerCase() as 'get' | 'post' | 'delete'];

/**
 * Holds every request of `method` to `path` (without its query) until `release()`; each then goes
 * on to the stand-in's own routes. `arrived()` counts the requests held so far.
 */
export function holdRequests(method: Method, path: string): {release: () => void; arrived: () => number} {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = 0;
  standIn.server.use(
    route(method)(`${LOOPBACK_ORIGIN}${path}`, async () => {
      arrived += 1;
      await gate;
      return undefined;
    }),
  );
  return {release: () => release(), arrived: () => arrived};
}

/** The next request of `method` to `path` fails at the network, as `fetch` does when the connection is lost. */
export function loseConnection(method: Method, path: string): void {
  standIn.server.use(route(method)(`${LOOPBACK_ORIGIN}${path}`, () => HttpResponse.error(), {once: true}));
}
