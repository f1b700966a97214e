/**
 * Entry point: `npm run mcp` in a clone (serves build/) and the `opensecret-docs-mcp` bin of the
 * package (serves its data/ folder). Speaks MCP over stdio by default; with `--http` it serves
 * MCP's Streamable HTTP transport at /mcp on `--host` (default 127.0.0.1) and `--port` (default
 * DEFAULT_HTTP_PORT) instead. Logs go to stderr. Before anything is loaded, the global fetch is
 * replaced by one that serves only the files of the Pagefind index, so the process cannot reach
 * the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {MCP_ENDPOINT_PATH} from '../../lib/mcp-package';
import {SITE_URL} from '../../src/constants';
import {listenHttp} from './http';
import {createOfflineFetch} from './offline-fetch';
import {DocsSearch} from './search';
import {createDocsServer} from './server';
import {isSiteData, loadSiteData, PAGEFIND_DIR} from './site-data';

/** The port of `--http` without `--port`: the one deploy/nginx.conf proxies /mcp to. */
export const DEFAULT_HTTP_PORT = 8931;
const USAGE =
  'usage: opensecret-docs-mcp [--data <dir>] [--http [--host <address>] [--port <port>]]\n' +
  '  (stdio by default; --http serves the Streamable HTTP transport at /mcp)';

interface CliOptions {
  data?: string;
  http: boolean;
  host: string;
  port: number;
}

function parseCli(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {
        data: {type: 'string'},
        http: {type: 'boolean', default: false},
        host: {type: 'string', default: '127.0.0.1'},
        port: {type: 'string', default: String(DEFAULT_HTTP_PORT)},
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port < 1 || port > 65535)
    throw new Error(`--port ${values.port}: not a TCP port.\n${USAGE}`);
  if (!values.http && (argv.includes('--port') || argv.includes('--host'))) {
    throw new Error(`--host and --port go with --http.\n${USAGE}`);
  }
  return {data: values.data, http: values.http, host: values.host, port};
}

/** --data <dir>, else the package's data/ beside dist/, else the repository's build/. */
function dataDir(flag: string | undefined): string {
  if (flag !== undefined) {
    if (!flag) throw new Error('--data needs a folder: a site build (build/) or a package data folder.');
    return path.resolve(flag);
  }
  const candidates = [path.resolve(__dirname, '../data'), path.resolve(__dirname, '../../build')];
  const found = candidates.find(isSiteData);
  if (!found) {
    throw new Error(
      `No documentation data found (looked in ${candidates.join(' and ')}). In a clone, run \`npm run build\` first.`,
    );
  }
  return found;
}

/** The server's own version, from the package.json beside src/ (repository) or dist/ (published package). */
function serverVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {version: string}).version;
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseCli(process.argv.slice(2));
  const root = dataDir(options.data);
  const data = loadSiteData(root);
  globalThis.fetch = createOfflineFetch(data.pagefindFiles).fetch;

  const search = DocsSearch.open(
    path.join(root, PAGEFIND_DIR),
    SITE_URL,
    data.releases.map((release) => release.version),
  );
  search.then(
    () => console.error(`opensecret-docs-mcp: search ready in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => console.error(`opensecret-docs-mcp: the search index could not be loaded: ${String(error)}`),
  );
  const version = serverVersion();
  const createServer = () => createDocsServer({data, search, siteUrl: SITE_URL, serverVersion: version});
  const loaded = `${data.pages.size} pages, releases ${data.releases.map((r) => r.version).join(', ')} from ${root}`;
  if (options.http) {
    const endpointPath = `/${MCP_ENDPOINT_PATH}`;
    const {server} = await listenHttp({createServer, path: endpointPath, host: options.host, port: options.port});
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    console.error(
      `opensecret-docs-mcp: ${loaded}; Streamable HTTP at http://${options.host}:${options.port}${endpointPath} (ready in ${Math.round(performance.now() - started)} ms)`,
    );
    return;
  }
  await createServer().connect(new StdioServerTransport());
  console.error(`opensecret-docs-mcp: ${loaded} (ready in ${Math.round(performance.now() - started)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`opensecret-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
