/**
 * The docs MCP server as a reader gets it from the deployed site: every editor configuration on
 * the editors pages, run exactly as written (with the site's URL pointed at this loopback nginx)
 * from an empty npm cache and connected with the official MCP client; the same over the remote
 * endpoint that nginx proxies to the packed server (deploy/opensecret-docs-mcp.service); the
 * tarballs' headers; bad requests through nginx; and a host that serves only the static files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {expect, test} from '@playwright/test';
import {MCP_LATEST_TAG, MCP_PACKAGES_DIR, mcpTarballName} from '../../lib/mcp-package';
import {canConnect, findNginx, prefixForPort, startNginx} from '../../lib/nginx-harness';
import {DOCS_VERSIONS, LATEST_DOCS, SITE_URL} from '../../src/constants';
import {editorConfigs, pointedAt, type EditorConfig} from './mcp-configs';
import {BUILD_DIR, expectSecurityHeaders, PORT, readBuild, request} from './support';

const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOLS = ['get_page', 'get_symbol', 'list_versions', 'search_docs'];
const GUIDE = `${LATEST_DOCS.docsBase}guides/getting-started`;
const JSON_RPC = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

/** The configurations of each version's editors page, from its Markdown copy in the build. */
const pages = DOCS_VERSIONS.map((version) => {
  const route = `${version.docsBase}ai-editors`;
  return {route, configs: editorConfigs(readBuild(`${route.slice(1)}.md`))};
});

/** What a reader's assistant does first: list the tools, search, read a page. */
async function useDocs(client: Client, what: string): Promise<void> {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort(), what).toEqual(TOOLS);
  const search = await client.callTool({name: 'search_docs', arguments: {query: 'remote attestation'}});
  const hits = (search.structuredContent as {hits: {url: string; version: string}[]}).hits;
  expect(hits.length, what).toBeGreaterThan(0);
  expect(hits[0], what).toMatchObject({
    version: LATEST_DOCS.sdkVersion,
    url: expect.stringMatching(`^${SITE_URL}/docs/3\\.x/`),
  });
  const page = await client.callTool({name: 'get_page', arguments: {path: GUIDE}});
  expect((page.content as {text: string}[])[0].text, what).toBe(readBuild(`${GUIDE.slice(1)}.md`));
}

test.describe('the editors pages', () => {
  test('give the same configurations in both versions: five local, four by URL, all on this site', () => {
    const [latest, ...others] = pages;
    expect(latest.configs.map((config) => `${config.kind} ${config.editor}`)).toEqual([
      'local Claude Code',
      'local Claude Desktop',
      'local Cursor',
      'local VS Code',
      'local Windsurf',
      'remote Claude Code',
      'remote Cursor',
      'remote VS Code',
      'remote Windsurf',
    ]);
    for (const page of others) expect(page.configs, page.route).toEqual(latest.configs);
    for (const config of latest.configs) {
      const target = config.kind === 'remote' ? config.url : config.args.join(' ');
      expect(target, config.editor).toContain(`${SITE_URL}/`);
    }
  });

  test('show those configurations on the rendered page, not only in its Markdown copy', async ({page}) => {
    for (const {route, configs} of pages) {
      await page.goto(route);
      // Text content, not inner text: a long page's sections far from the viewport are skipped
      // (content-visibility), and the inner text of a skipped block is empty until it is scrolled near.
      const blocks = (await page.locator('article pre').allTextContents()).join('\n');
      for (const config of configs) {
        const shown = config.kind === 'remote' ? config.url : config.args[config.args.length - 1];
        expect(blocks, `${route}: ${config.editor}`).toContain(shown);
      }
    }
  });
});

test.describe('each local configuration, run as written from an empty npm cache', () => {
  const accessLog = path.join(prefixForPort(PORT), 'access.log');
  for (const config of pages[0].configs.filter(
    (entry): entry is Extract<EditorConfig, {kind: 'local'}> => entry.kind === 'local',
  )) {
    test(`${config.editor}: ${config.command} ${config.args.join(' ')}`, async () => {
      test.setTimeout(90_000);
      const local = pointedAt(config, SITE_URL, ORIGIN) as typeof config;
      const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-npm-cache-'));
      const before = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').length : 0;
      const transport = new StdioClientTransport({
        command: local.command,
        args: local.args,
        cwd: cache,
        env: {...(process.env as Record<string, string>), npm_config_cache: cache, npm_config_update_notifier: 'false'},
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const client = new Client({name: `deploy-test ${config.editor}`, version: '1.0.0'});
      try {
        await client.connect(transport);
        await useDocs(client, config.editor);
      } catch (error) {
        throw new Error(`${config.editor}: ${String(error)}\nserver stderr:\n${stderr}`);
      } finally {
        await client.close();
        fs.rmSync(cache, {recursive: true, force: true});
      }
      // npx fetched the package from the site, not from a cache or a registry.
      const requests = fs.readFileSync(accessLog, 'utf8').slice(before);
      expect(requests).toContain(`GET /${MCP_PACKAGES_DIR}/${mcpTarballName(MCP_LATEST_TAG)} HTTP/1.1" 200`);
    });
  }
});

test.describe('the remote endpoint through nginx', () => {
  for (const config of pages[0].configs.filter(
    (entry): entry is Extract<EditorConfig, {kind: 'remote'}> => entry.kind === 'remote',
  )) {
    test(`${config.editor}: ${config.url}`, async () => {
      const remote = pointedAt(config, SITE_URL, ORIGIN) as typeof config;
      const client = new Client({name: `deploy-test ${config.editor}`, version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(remote.url)));
      try {
        await useDocs(client, config.editor);
      } finally {
        await client.close();
      }
    });
  }

  const call = (body: string | Buffer, headers: Record<string, string> = JSON_RPC) =>
    request('/mcp', {method: 'POST', headers, body});
  const tool = (name: string, args: Record<string, unknown>) =>
    call(JSON.stringify({jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name, arguments: args}}));

  test('answers JSON, never cached, with the security headers', async () => {
    const response = await tool('list_versions', {});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(response, 'POST /mcp');
    expect(JSON.parse(response.text)).toMatchObject({
      id: 3,
      result: {structuredContent: {latest: LATEST_DOCS.sdkVersion}},
    });
  });

  test('answers bad requests with JSON-RPC errors and keeps serving', async () => {
    const cases: [string, Promise<Awaited<ReturnType<typeof request>>>, number, number][] = [
      ['a body over the limit', call(Buffer.alloc(70 * 1024, 'a')), 413, -32000],
      ['malformed JSON', call('{"jsonrpc":'), 400, -32700],
      ['not JSON-RPC', call('{"hello":"world"}'), 400, -32700],
      ['GET', request('/mcp', {headers: JSON_RPC}), 405, -32000],
      ['an unknown tool', tool('delete_docs', {}), 200, -32602],
      ['an unknown method', call(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'files/read'})), 200, -32601],
    ];
    for (const [what, pending, status, code] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expect(response.headers['content-type'], what).toBe('application/json; charset=utf-8');
      expect(JSON.parse(response.text), what).toMatchObject({jsonrpc: '2.0', error: {code}});
    }
    const outside = await tool('get_page', {path: '../../../../etc/passwd'});
    expect(JSON.parse(outside.text)).toMatchObject({result: {isError: true}});
    expect(outside.text).not.toContain('root:');
    const after = await tool('get_symbol', {name: 'useOpenSecret'});
    expect(JSON.parse(after.text)).toMatchObject({
      id: 3,
      result: {structuredContent: {version: LATEST_DOCS.sdkVersion}},
    });
  });
});

test.describe('the packed server as files of the site', () => {
  for (const [name, cacheControl] of [
    [mcpTarballName(MCP_LATEST_TAG), 'no-cache'],
    [mcpTarballName(LATEST_DOCS.sdkVersion), 'public, max-age=604800'],
  ] as const) {
    test(`/${MCP_PACKAGES_DIR}/${name}: a gzip file, ${cacheControl}`, async () => {
      const response = await request(`/${MCP_PACKAGES_DIR}/${name}`, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.etag).toBeTruthy();
      expect(response.raw.equals(fs.readFileSync(path.join(BUILD_DIR, MCP_PACKAGES_DIR, name)))).toBe(true);
      expectSecurityHeaders(response, name);
    });
  }

  test('nothing else is served from the packages folder', async () => {
    for (const target of [
      `/${MCP_PACKAGES_DIR}/`,
      `/${MCP_PACKAGES_DIR}/nope.tgz`,
      `/${MCP_PACKAGES_DIR}/../package.json`,
    ]) {
      expect((await request(target)).status, target).toBe(404);
    }
  });
});

test('a host that serves only the static files answers /mcp with a JSON 404 at once', async () => {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed');
  const port = PORT + 2;
  const closed = PORT + 3;
  expect(await canConnect(closed), `port ${closed} must be free`).toBe(false);
  const staticOnly = await startNginx({nginxBin, root: BUILD_DIR, port, mcpPort: closed});
  try {
    const started = Date.now();
    const response = await request('/mcp', {
      port,
      method: 'POST',
      headers: JSON_RPC,
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.text)).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: {code: -32000, message: expect.stringContaining('ai-editors')},
    });
    expectSecurityHeaders(response, 'static-only /mcp');
    expect((await request('/', {port})).status).toBe(200);
  } finally {
    await staticOnly.stop();
  }
});
