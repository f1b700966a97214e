/**
 * The preview frame's `fetch`: a request to the preview's API URL is answered by the stand-in in
 * the frame (src/stand-in/core.ts) and reported to the wire view; any other request fails as a
 * request to an unreachable host does (a `TypeError`) and is reported too. Nothing leaves the
 * frame: its Content-Security-Policy allows no connection, and this `fetch` makes none.
 */
import type {StandInCore} from '../../stand-in/core';
import type {WireExchange} from '../protocol';
import {wireExchange} from './wire';

/** A `fetch` that answers `apiOrigin` from `core` and reports every exchange to `report`. */
export function standInFetch(
  core: StandInCore,
  apiOrigin: string,
  report: (exchange: WireExchange) => void,
): typeof fetch {
  let next = 1;
  return async (input, init) => {
    const request = new Request(input, init);
    const id = next++;
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const sent = {method: request.method, url: request.url, headers: request.headers, body};
    if (new URL(request.url).origin !== apiOrigin) {
      const note = `not sent: the preview reaches only the stand-in at ${apiOrigin}`;
      report({id, method: request.method, url: request.url, headers: {}, status: 0, note});
      throw new TypeError(`Failed to fetch (${note})`);
    }
    const response = await core.dispatch(request);
    report(await wireExchange(id, sent, response.clone(), core.backend));
    return response;
  };
}
