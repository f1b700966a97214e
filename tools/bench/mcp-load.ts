/**
 * Load test of the docs MCP server's remote endpoint, over an existing production build (run
 * `npm run build` first): `npm run bench:mcp [-- --clients 50 --seconds 30 --direct]`.
 *
 * Starts the packed server as deploy/opensecret-docs-mcp.service runs it ($MCP_PORT) behind
 * deploy/nginx.conf ($NGINX_PORT), both on loopback (lib/nginx-harness.ts,
 * lib/mcp-service.ts); `--direct` skips nginx. Each client, with the official MCP client,
 * loops over a whole session (initialize, search_docs, get_page, close) until the time is up;
 * one in ten sessions is abandoned mid-call, as a client that disconnects would. Prints sessions
 * and tool calls per second, p50/p95 latency per step, the errors, and the server's resident
 * memory before the load (after a warm-up) and after it (once idle). Exits non-zero on any
 * error, or when memory after is more than 20% above before. Bounded in time and clients; sends
 * nothing beyond loopback.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {LATEST_DOCS} from '../../src/constants';
import {MCP_ENDPOINT_PATH} from '../../lib/mcp-package';
import {mcpPort, startMcpService} from '../../lib/mcp-service';
import {findNginx, nginxPort, startNginx} from '../../lib/nginx-harness';

const BUILD = path.resolve(__dirname, '../..', 'build');
const MAX_CLIENTS = 200;
const MAX_SECONDS = 120;
const QUERIES = ['remote attestation', 'useOpenSecret', 'encrypt data', 'sign in', 'key value storage', 'atestation'];
const PAGES = ['guides/getting-started', 'guides/authentication', 'guides/key-value-storage', 'security'].map(
  (page) => `${LATEST_DOCS.docsBase}${page}`,
);

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be 1-${max}.`);
  return value;
}

const rssKiB = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

interface Stats {
  sessions: number;
  abandoned: number;
  calls: number;
  errors: string[];
  latency: Record<'initialize' | 'search_docs' | 'get_page', number[]>;
}

const newStats = (): Stats => ({
  sessions: 0,
  abandoned: 0,
  calls: 0,
  errors: [],
  latency: {initialize: [], search_docs: [], get_page: []},
});

async function timed<T>(list: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  list.push(performance.now() - started);
  return result;
}

async function session(url: URL, index: number, stats: Stats): Promise<void> {
  const abandon = index % 10 === 9;
  const controller = new AbortController();
  const client = new Client({name: 'load-test', version: '1.0.0'});
  const transport = new StreamableHTTPClientTransport(url, {requestInit: {signal: controller.signal}});
  await timed(stats.latency.initialize, () => client.connect(transport));
  const search = await timed(stats.latency.search_docs, () =>
    client.callTool({name: 'search_docs', arguments: {query: QUERIES[index % QUERIES.length]}}),
  );
  stats.calls += 1;
  if (search.isError) throw new Error(`search_docs: ${JSON.stringify(search.content)}`);
  if (abandon) {
    const pending = client.callTool({name: 'get_page', arguments: {path: PAGES[index % PAGES.length]}});
    controller.abort();
    await pending.catch(() => undefined);
    stats.abandoned += 1;
    await client.close().catch(() => undefined);
    return;
  }
  const page = await timed(stats.latency.get_page, () =>
    client.callTool({name: 'get_page', arguments: {path: PAGES[index % PAGES.length]}}),
  );
  stats.calls += 1;
  if (page.isError) throw new Error(`get_page: ${JSON.stringify(page.content)}`);
  await client.close();
  stats.sessions += 1;
}

async function main(): Promise<void> {
  const clients = option('clients', 50, MAX_CLIENTS);
  const seconds = option('seconds', 30, MAX_SECONDS);
  const direct = process.argv.includes('--direct');
  const mcp = await startMcpService({root: BUILD, port: mcpPort()});
  const nginxBin = direct ? undefined : findNginx();
  if (!direct && !nginxBin)
    throw new Error('nginx is not installed: run `tsx tools/nginx/cli.ts ensure`, or pass --direct.');
  const nginx = nginxBin ? await startNginx({nginxBin, root: BUILD, port: nginxPort(), mcpPort: mcp.port}) : undefined;
  try {
    const url = new URL(
      nginx ? `${nginx.baseUrl}/${MCP_ENDPOINT_PATH}` : `http://127.0.0.1:${mcp.port}/${MCP_ENDPOINT_PATH}`,
    );
    const pid = mcp.process.pid ?? 0;
    const warm = newStats();
    for (let index = 0; index < 20; index += 1) await session(url, index % 9, warm);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = rssKiB(pid);

    const stats = newStats();
    const deadline = Date.now() + seconds * 1000;
    const started = performance.now();
    let next = 0;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 500);
    await Promise.all(
      Array.from({length: clients}, async () => {
        while (Date.now() < deadline) {
          const index = next++;
          await session(url, index, stats).catch((error: unknown) => stats.errors.push(String(error)));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const after = rssKiB(pid);

    const ms = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(
      `MCP load: ${clients} clients for ${seconds} s against ${url.href}${nginx ? ' (through nginx)' : ' (direct)'}`,
    );
    console.log(
      `  sessions: ${stats.sessions} complete + ${stats.abandoned} abandoned mid-call, ${(stats.sessions / elapsed).toFixed(1)}/s`,
    );
    console.log(`  tool calls: ${stats.calls}, ${(stats.calls / elapsed).toFixed(1)}/s`);
    for (const [step, values] of Object.entries(stats.latency))
      console.log(`  ${step}: ${ms(values)} (${values.length})`);
    console.log(`  errors: ${stats.errors.length}${stats.errors.length ? ` (first: ${stats.errors[0]})` : ''}`);
    const growth = (after - before) / before;
    console.log(
      `  server RSS: ${(before / 1024).toFixed(1)} MiB before, ${(peak / 1024).toFixed(1)} MiB peak, ${(after / 1024).toFixed(1)} MiB after (${(growth * 100).toFixed(1)}%)`,
    );
    if (stats.errors.length > 0 || growth > 0.2) process.exitCode = 1;
  } finally {
    await nginx?.stop();
    await mcp.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
