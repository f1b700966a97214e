/**
 * The docs MCP server's Streamable HTTP endpoint (mcp/src/http.ts) on a loopback port, with a
 * small MCP server of the test's own: the official client works against it, every bad request
 * gets a JSON-RPC error and the next request is served, and nothing outlives a request, even
 * one whose client went away.
 */
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {afterEach, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {listenHttp, MAX_BODY_BYTES, type HttpEndpoint} from '../../mcp/src/http';
import {answerUnknownToolsWithProtocolError} from '../../mcp/src/server';

const ACCEPT = 'application/json, text/event-stream';

interface Harness {
  url: string;
  endpoint: HttpEndpoint;
  /** Servers made and closed so far. */
  made: () => number;
  closed: () => number;
  /** Resolves the tool call that is waiting, if any. */
  release: () => void;
  started: Promise<void>;
}

let running: http.Server | undefined;

afterEach(async () => {
  running?.closeAllConnections();
  await new Promise((resolve) => running?.close(resolve) ?? resolve(undefined));
  running = undefined;
});

async function start(options: {maxConcurrent?: number} = {}): Promise<Harness> {
  let made = 0;
  let closed = 0;
  let release: () => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const createServer = () => {
    made += 1;
    const server = new McpServer({name: 'test', version: '1.0.0'});
    server.registerTool('echo', {inputSchema: {text: z.string()}}, async ({text}) => ({
      content: [{type: 'text', text}],
    }));
    server.registerTool('wait', {inputSchema: {}}, async () => {
      markStarted();
      await new Promise<void>((resolve) => (release = resolve));
      return {content: [{type: 'text', text: 'done'}]};
    });
    answerUnknownToolsWithProtocolError(server);
    const close = server.close.bind(server);
    server.close = async () => {
      closed += 1;
      await close();
    };
    return server;
  };
  const {server, endpoint} = await listenHttp({createServer, path: '/mcp', host: '127.0.0.1', port: 0, ...options});
  running = server;
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    endpoint,
    made: () => made,
    closed: () => closed,
    release: () => release(),
    started,
  };
}

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json', Accept: ACCEPT, ...headers}, body});
}

const rpc = (method: string, params: Record<string, unknown> = {}) =>
  JSON.stringify({jsonrpc: '2.0', id: 7, method, params});

async function connect(url: string): Promise<Client> {
  const client = new Client({name: 'http-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

async function expectServing(harness: Harness): Promise<void> {
  const response = await post(harness.url, rpc('tools/call', {name: 'echo', arguments: {text: 'still here'}}));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({id: 7, result: {content: [{type: 'text', text: 'still here'}]}});
}

const until = async (condition: () => boolean): Promise<void> => {
  const deadline = Date.now() + 2_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the MCP server over Streamable HTTP', () => {
  it('serves the official client: initialize, list and call tools, one server per request', async () => {
    const harness = await start();
    const client = await connect(harness.url);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['echo', 'wait']);
    expect(await client.callTool({name: 'echo', arguments: {text: 'hi'}})).toMatchObject({
      content: [{type: 'text', text: 'hi'}],
    });
    await client.close();
    await until(() => harness.endpoint.active() === 0);
    expect(harness.endpoint.active()).toBe(0);
    // initialize, notifications/initialized, tools/list, tools/call: a server each, each closed.
    expect(harness.made()).toBeGreaterThanOrEqual(4);
    expect(harness.closed()).toBe(harness.made());
  });

  it('answers an unknown tool and an unknown method with JSON-RPC errors', async () => {
    const harness = await start();
    const unknownTool = await post(harness.url, rpc('tools/call', {name: 'rm_rf', arguments: {}}));
    expect(await unknownTool.json()).toMatchObject({
      id: 7,
      error: {code: -32602, message: 'Unknown tool "rm_rf". Tools: echo, wait.'},
    });
    const unknownMethod = await post(harness.url, rpc('files/delete'));
    expect(await unknownMethod.json()).toMatchObject({id: 7, error: {code: -32601}});
    const client = await connect(harness.url);
    await expect(client.callTool({name: 'nope', arguments: {}})).rejects.toMatchObject({code: -32602});
    await client.close();
    await expectServing(harness);
  });

  it('refuses malformed JSON, non-JSON-RPC bodies and oversized bodies, and keeps serving', async () => {
    const harness = await start();
    const malformed = await post(harness.url, '{"jsonrpc":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({id: null, error: {code: -32700}});
    const notRpc = await post(harness.url, '{"hello":"world"}');
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toMatchObject({error: {code: -32700}});
    const big = await post(
      harness.url,
      rpc('tools/call', {name: 'echo', arguments: {text: 'x'.repeat(MAX_BODY_BYTES)}}),
    );
    expect(big.status).toBe(413);
    const tooBig = (await big.json()) as {error: {code: number; message: string}};
    expect(tooBig.error.code).toBe(-32000);
    expect(tooBig.error.message).toContain(String(MAX_BODY_BYTES));
    const wrongType = await post(harness.url, rpc('tools/list'), {'Content-Type': 'text/plain'});
    expect(wrongType.status).toBe(415);
    await expectServing(harness);
    expect(harness.endpoint.active()).toBe(0);
  });

  it('answers other methods with 405 and other paths with 404, as JSON-RPC errors', async () => {
    const harness = await start();
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(harness.url, {method, headers: {Accept: ACCEPT}});
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json(), method).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32000}});
    }
    for (const path of ['/', '/mcp/', '/mcp/../etc/passwd', '/other']) {
      const response = await post(harness.url.replace('/mcp', path), rpc('tools/list'));
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({
        error: {code: -32000, message: 'Not found: the MCP endpoint is /mcp.'},
      });
    }
    await expectServing(harness);
  });

  it('answers 503 beyond the concurrency limit', async () => {
    const harness = await start({maxConcurrent: 1});
    const waiting = post(harness.url, rpc('tools/call', {name: 'wait', arguments: {}}));
    await harness.started;
    const busy = await post(harness.url, rpc('tools/list'));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toMatchObject({error: {code: -32000}});
    harness.release();
    expect((await waiting).status).toBe(200);
    await until(() => harness.endpoint.active() === 0);
    await expectServing(harness);
  });

  it('leaves nothing behind when the client disconnects mid-request', async () => {
    const harness = await start();
    const aborted = new AbortController();
    const request = fetch(harness.url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: ACCEPT},
      body: rpc('tools/call', {name: 'wait', arguments: {}}),
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    await harness.started;
    expect(harness.endpoint.active()).toBe(1);
    aborted.abort();
    expect(await request).toBeInstanceOf(Error);
    await until(() => harness.endpoint.active() === 0);
    expect(harness.endpoint.active()).toBe(0);
    expect(harness.closed()).toBe(harness.made());
    harness.release();
    await expectServing(harness);
  });
});
