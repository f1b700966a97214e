/**
 * The docs MCP server over MCP's Streamable HTTP transport, stateless: every POST to the endpoint
 * gets its own server and transport (the docs data and the search engine are shared, loaded
 * once), answers with JSON (no event stream), and both are closed when the response ends or the
 * client goes away. Nothing outlives a request.
 *
 * Bad requests get a JSON-RPC error and the process keeps serving: another path (404), another
 * method than POST (405; a stateless server has no stream to GET or session to DELETE), a body
 * over the limit (413), invalid JSON or an invalid JSON-RPC message (400), a wrong Accept or
 * Content-Type (406, 415), and more requests at once than the limit (503, Retry-After). Unknown
 * methods and tools are answered by the MCP server itself.
 */
import http from 'node:http';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** The largest request body accepted, in bytes: a tool call with the longest arguments fits many times. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Requests served at once; more get 503. */
export const MAX_CONCURRENT = 128;
/** A request (headers and body) must arrive within this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpEndpointOptions {
  /** Makes the MCP server for one request. */
  createServer: () => McpServer;
  /** The endpoint's path, e.g. "/mcp". */
  path: string;
  maxBodyBytes?: number;
  maxConcurrent?: number;
  /** Where to report a request that failed inside the server (stderr by default). */
  log?: (line: string) => void;
}

export interface HttpEndpoint {
  readonly handle: http.RequestListener;
  /** Requests being served now. */
  active(): number;
}

/** A JSON-RPC error answer with no request id (the request could not be read or routed). */
export function sendJsonRpcError(
  res: http.ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = JSON.stringify({jsonrpc: '2.0', id: null, error: {code, message}});
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** The JSON-RPC code for errors of the transport itself (the MCP SDK uses it too). */
const TRANSPORT_ERROR = -32000;

export function createHttpEndpoint(options: HttpEndpointOptions): HttpEndpoint {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const maxConcurrent = options.maxConcurrent ?? MAX_CONCURRENT;
  const log = options.log ?? ((line: string) => console.error(line));
  let active = 0;

  const handle: http.RequestListener = (req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== options.path) {
      sendJsonRpcError(res, 404, TRANSPORT_ERROR, `Not found: the MCP endpoint is ${options.path}.`);
      return;
    }
    if (req.method !== 'POST') {
      sendJsonRpcError(
        res,
        405,
        TRANSPORT_ERROR,
        'Method not allowed: this stateless endpoint takes JSON-RPC messages by POST only.',
        {Allow: 'POST'},
      );
      return;
    }
    if (active >= maxConcurrent) {
      sendJsonRpcError(res, 503, TRANSPORT_ERROR, 'Server busy: try again in a second.', {'Retry-After': '1'});
      return;
    }

    active += 1;
    const server = options.createServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
    });
    let closed = false;
    const close = (): void => {
      if (closed) return;
      closed = true;
      active -= 1;
      void transport.close().catch(() => undefined);
      void server.close().catch(() => undefined);
    };
    res.once('close', close);

    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        log(`opensecret-docs-mcp: request failed: ${error instanceof Error ? error.message : String(error)}`);
        sendJsonRpcError(res, 500, -32603, 'Internal error.');
      });
  };

  return {handle, active: () => active};
}

export interface HttpServerOptions extends HttpEndpointOptions {
  host: string;
  port: number;
}

/** Starts an HTTP server for the endpoint; resolves once it listens. */
export function listenHttp(options: HttpServerOptions): Promise<{server: http.Server; endpoint: HttpEndpoint}> {
  const endpoint = createHttpEndpoint(options);
  const server = http.createServer(endpoint.handle);
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = 5_000;
  // A client that sends garbage instead of HTTP gets 400 and its connection closed.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({server, endpoint});
    });
  });
}
