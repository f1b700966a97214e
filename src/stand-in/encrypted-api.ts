/**
 * The encrypted JSON API: the request's `x-session-id` picks the session key, the body
 * `{encrypted}` is opened with it, the bearer token (or API key) is checked, and a successful
 * answer is sealed as `{encrypted}` (or as server-sent events, one sealed chunk per `data:`
 * line). Errors go out in plain JSON, `{status, message}`, as the SDK expects them.
 */
import type {ApiResult, ApiRoute} from './api-route';
import type {Backend} from './backend';
import type {RecordedRequest} from './recorder';
import {openText, sealText} from './session-crypto';

function errorJson(status: number, message: string): Response {
  return Response.json({status, message: `stand-in: ${message}`}, {status});
}

function accountFor(backend: Backend, route: ApiRoute, authorization: string | undefined): string | undefined {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  const viaToken = backend.accessTokens.get(token);
  if (viaToken !== undefined || route.auth !== 'user-or-api-key') return viaToken;
  return backend.apiKeys.get(token)?.userId;
}

function seal(result: ApiResult, key: Uint8Array): Response {
  if ('events' in result) {
    const lines = result.events.map((event) => `data: ${sealText(key, JSON.stringify(event))}\n\n`);
    return new Response(`${lines.join('')}data: [DONE]\n\n`, {
      status: 200,
      headers: {'content-type': 'text/event-stream'},
    });
  }
  if (result.status >= 400) return Response.json(result.json, {status: result.status});
  return Response.json({encrypted: sealText(key, JSON.stringify(result.json))}, {status: result.status});
}

function decodeParams(groups: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
}

export function serveEncrypted(
  backend: Backend,
  route: ApiRoute,
  match: RegExpExecArray,
  request: RecordedRequest,
): Response | Promise<Response> {
  const sessionId = request.headers['x-session-id'];
  const key = sessionId === undefined ? undefined : backend.sessions.get(sessionId);
  if (!key) return errorJson(400, 'unknown x-session-id');
  let body: unknown;
  if (request.rawBody !== undefined) {
    try {
      const {encrypted} = JSON.parse(request.rawBody) as {encrypted: string};
      body = JSON.parse(openText(key, encrypted));
    } catch {
      return errorJson(400, 'request body does not open with the session key');
    }
    request.decryptedBody = body;
  }
  let accountId = '';
  if (route.auth !== 'none') {
    const account = accountFor(backend, route, request.headers.authorization);
    if (account === undefined) return errorJson(401, 'access token not valid');
    accountId = account;
  }
  const url = new URL(request.url);
  const result = route.handle({backend, body, accountId, params: decodeParams(match.groups), query: url.searchParams});
  return result instanceof Promise ? result.then((settled) => seal(settled, key)) : seal(result, key);
}
