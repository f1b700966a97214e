/**
 * The docs MCP server over the production build (run after `docusaurus build`), driven by the
 * MCP SDK's own client over stdio, the way an editor runs it: `npm run --silent mcp`. The build
 * documents two releases: 3.2.0 (the latest, /docs/3.x/) and 1.1.0 (/docs/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mcpUrls} from '../../lib/mcp-package';
import type {SymbolIndex} from '../../lib/symbol-index';
import {BASE_URL, DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE, SITE_URL} from '../../src/constants';
import {callTool, connectServer, median, text, type Connected} from '../support/mcp-client';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const readBuild = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
/** The latest release, every tool's default. */
const SDK_VERSION = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;
/** A route of the latest docs (/docs/3.x/…), from a path below the docs root. */
const latest = (page: string) => `${LATEST_DOCS.docsBase}${page}`;

describe('docs MCP server (npm run mcp)', () => {
  let server: Connected;
  const call = (name: string, args: Record<string, unknown>) => callTool(server.client, name, args);

  beforeAll(async () => {
    expect(fs.existsSync(path.join(BUILD, 'mcp/symbols', `${SDK_VERSION}.json`)), 'build/mcp/symbols (run `npm run build` first)').toBe(true);
    server = await connectServer('npm', ['run', '--silent', 'mcp'], ROOT);
    console.log(`[mcp] startup (spawn to initialized, npm + tsx): ${Math.round(server.startupMs)} ms`);
  }, 60_000);
  afterAll(async () => {
    await server?.client.close();
    const ready = /search ready in (\d+) ms/.exec(server?.stderr() ?? '');
    if (ready) console.log(`[mcp] search runtime ready ${ready[1]} ms after the server began loading its data`);
  });

  it('lists the four read-only tools, with descriptions and input schemas', async () => {
    const {tools} = await server.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'get_symbol', 'list_versions', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it('list_versions names both releases, the latest first, each with its docs and API reference', async () => {
    const result = await call('list_versions', {});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      latest: SDK_VERSION,
      versions: [
        {version: SDK_VERSION, package: SDK_PACKAGE, latest: true, docsUrl: `${SITE_URL}${LATEST_DOCS.docsBase}`, apiUrl: `${SITE_URL}${LATEST_DOCS.apiIndexPath}`},
        {version: OLDER, package: SDK_PACKAGE, latest: false, docsUrl: `${SITE_URL}/docs/`, apiUrl: `${SITE_URL}/docs/api/`},
      ],
    });
    expect(text(result)).toContain(`${SDK_PACKAGE} ${SDK_VERSION} (latest`);
    expect(text(result).indexOf(`${SDK_PACKAGE} ${OLDER}:`)).toBeGreaterThan(text(result).indexOf(`${SDK_PACKAGE} ${SDK_VERSION} (latest`));
  });

  it('get_symbol: an export, with its signature, release and reference URL', async () => {
    const result = await call('get_symbol', {name: 'useOpenSecret'});
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      package: SDK_PACKAGE,
      version: SDK_VERSION,
      symbols: [{name: 'useOpenSecret', kind: 'function', signature: 'function useOpenSecret(): OpenSecretContextType', url: `${SITE_URL}${latest('api/functions/useOpenSecret')}`}],
    });
    expect(text(result)).toContain(`useOpenSecret (function) — ${SDK_PACKAGE} ${SDK_VERSION}`);
  });

  it('get_symbol: a context member by its short name, with the expanded signature and parameters', async () => {
    const parameters = [
      {name: 'email', type: 'string', optional: false, description: "User's email address"},
      {name: 'password', type: 'string', optional: false, description: "User's password"},
    ];
    const result = await call('get_symbol', {name: 'signIn'});
    expect(result.isError).toBeFalsy();
    const [first] = (result.structuredContent as {symbols: Record<string, unknown>[]}).symbols;
    expect(first).toMatchObject({
      name: 'OpenSecretContextType.signIn',
      kind: 'member',
      signature: 'signIn: (email: string, password: string) => Promise<void>',
      parameters,
      url: `${SITE_URL}${latest('api/type-aliases/OpenSecretContextType/signIn')}`,
    });
    expect(first.description).toMatch(/^Authenticates a user with email and password/);
    expect(text(result)).toContain('```ts\nsignIn: (email: string, password: string) => Promise<void>\n```');
    const older = await call('get_symbol', {name: 'signIn', version: OLDER});
    expect((older.structuredContent as {symbols: Record<string, unknown>[]}).symbols[0]).toMatchObject({
      name: 'OpenSecretContextType.signIn',
      kind: 'member',
      signature: 'signIn: (email: string, password: string) => Promise<void>',
      description: 'Authenticates a user with email and password',
      parameters,
      url: `${SITE_URL}/docs/api/type-aliases/OpenSecretContextType#signin`,
    });
    const full = await call('get_symbol', {name: 'OpenSecretContextType.encryptData', version: SDK_VERSION});
    expect(text(full)).toContain('encryptData: (data: string, key_options?: KeyOptions) => Promise<EncryptDataResponse>');
  });

  it('every symbol of each release links to a page of the build, and every member to an anchor on it', () => {
    for (const version of [SDK_VERSION, OLDER]) {
      const index = JSON.parse(readBuild(`mcp/symbols/${version}.json`)) as SymbolIndex;
      expect(index.symbols.length, version).toBeGreaterThan(100);
      for (const symbol of index.symbols) {
        const [route, anchor] = symbol.url.split('#');
        expect(route.startsWith(LATEST_DOCS.docsBase), symbol.url).toBe(version === SDK_VERSION);
        expect(fs.existsSync(path.join(BUILD, `${route}.md`)), symbol.url).toBe(true);
        if (anchor) expect(new RegExp(` id=["']?${anchor}["'\\s>]`).test(readBuild(`${route}/index.html`)), symbol.url).toBe(true);
      }
    }
  });

  it('search_docs: a topic, with title, URL, release and excerpt per hit', async () => {
    const result = await call('search_docs', {query: 'attestation'});
    expect(result.isError).toBeFalsy();
    const {hits, version} = result.structuredContent as {hits: Record<string, string>[]; version: string};
    expect(version).toBe(SDK_VERSION);
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.slice(0, 3).map((hit) => hit.path)).toContain(latest('guides/remote-attestation'));
    for (const hit of hits) {
      expect(hit.title).toMatch(/\S/);
      expect(hit.url).toBe(`${SITE_URL}${hit.path}`);
      expect(hit.version).toBe(SDK_VERSION);
      expect(hit.excerpt.toLowerCase()).toContain('attest');
    }
    expect(text(result)).toContain(`${SITE_URL}${latest('guides/remote-attestation')}`);
  });

  it('search_docs: an exact API symbol ranks its reference page first', async () => {
    for (const [query, route] of [
      ['useOpenSecret', latest('api/functions/useOpenSecret')],
      ['OpenSecretProvider', latest('api/functions/OpenSecretProvider')],
      ['KVListItem', latest('api/type-aliases/KVListItem')],
    ]) {
      const result = await call('search_docs', {query});
      expect((result.structuredContent as {hits: {path: string}[]}).hits[0].path, query).toBe(route);
    }
  });

  it('search_docs: a misspelt query still finds the topic', async () => {
    const typo = await call('search_docs', {query: 'attestaton'});
    expect((typo.structuredContent as {hits: {path: string}[]}).hits.slice(0, 3).map((hit) => hit.path)).toContain(latest('guides/remote-attestation'));
    const corrected = await call('search_docs', {query: 'encrpytion'});
    const answer = corrected.structuredContent as {effectiveQuery: string; corrections: string[][]; hits: {path: string}[]};
    expect(answer.corrections).toEqual([['encrpytion', 'encryption']]);
    expect(answer.hits.map((hit) => hit.path)).toContain(latest('guides/data-encryption'));
    expect(text(corrected)).toContain('encrpytion → encryption');
  });

  it('get_page: the Markdown copy the site serves, by path, .md path or site URL', async () => {
    const expected = readBuild('docs/guides/getting-started.md');
    for (const request of ['/docs/guides/getting-started', '/docs/guides/getting-started.md', 'docs/guides/getting-started/', `${SITE_URL}/docs/guides/getting-started#install`]) {
      const result = await call('get_page', {path: request});
      expect(result.isError, request).toBeFalsy();
      expect((result.content as {text: string}[])[0].text, request).toBe(expected);
      expect(result.structuredContent, request).toMatchObject({path: '/docs/guides/getting-started', url: `${SITE_URL}/docs/guides/getting-started`, version: OLDER});
    }
    const index = await call('get_page', {path: '/docs/'});
    expect((index.content as {text: string}[])[0].text).toBe(readBuild('docs/index.md'));
    expect(text(index)).toContain(`Source: ${SITE_URL}/docs/ (documentation of ${SDK_PACKAGE} ${OLDER})`);
    const editors = await call('get_page', {path: '/docs/ai-editors'});
    expect(text(editors)).toContain(`npx -y ${mcpUrls(SITE_URL, BASE_URL, SDK_VERSION).latest}`);
    expect(text(editors)).not.toMatch(/%[A-Z_]+%/);
  });

  it('get_page refuses anything that is not a doc page, without reading it', async () => {
    for (const request of ['../../etc/passwd', '/etc/passwd', path.join(BUILD, 'docs/index.md'), 'file:///etc/passwd', '/docs/../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd', '/llms.txt', '/docs/guides/nope']) {
      const result = await call('get_page', {path: request});
      expect(result.isError, request).toBe(true);
      expect(text(result), request).toMatch(/Only doc pages of this documentation can be read|is not a doc page of this documentation/);
      expect(text(result), request).not.toMatch(/root:|^# /m);
    }
  });

  it('bad arguments get a clear MCP error, and the server keeps serving', async () => {
    for (const [name, args, message] of [
      ['search_docs', {query: 42}, /Invalid arguments for tool search_docs: Expected string, received number/],
      ['search_docs', {}, /Invalid arguments for tool search_docs: Required/],
      ['search_docs', {query: 'provider', limit: 1000}, /Invalid arguments for tool search_docs/],
      ['get_page', {path: ['a']}, /Invalid arguments for tool get_page/],
      ['get_symbol', {}, /Invalid arguments for tool get_symbol/],
      ['get_symbol', {name: 'signIn', version: 7}, /Invalid arguments for tool get_symbol/],
    ] as const) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(result)).toMatch(message);
    }
    // A tool the server does not have is a protocol error (JSON-RPC -32602), not a tool result.
    await expect(call('delete_docs', {})).rejects.toMatchObject({
      code: -32602,
      message: 'MCP error -32602: Unknown tool "delete_docs". Tools: search_docs, get_page, get_symbol, list_versions.',
    });
    const after = await call('get_symbol', {name: 'useOpenSecret'});
    expect(after.isError).toBeFalsy();
  });

  it('a 10,000-character query is refused with the limit named, and the next query works', async () => {
    const result = await call('search_docs', {query: 'attestation '.repeat(1000).slice(0, 10_000)});
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('String must contain at most 200 character(s)');
    const longName = await call('get_symbol', {name: 'x'.repeat(10_000)});
    expect(longName.isError).toBe(true);
    const after = await call('search_docs', {query: 'attestation'});
    expect(after.isError).toBeFalsy();
  });

  it('get_page: the pages of the latest release (/docs/3.x/), each named with its release', async () => {
    const guide = latest('guides/getting-started');
    const expected = readBuild(`${guide.slice(1)}.md`);
    for (const request of [guide, `${guide}.md`, `${SITE_URL}${guide}/#install-the-sdk`]) {
      const result = await call('get_page', {path: request});
      expect(result.isError, request).toBeFalsy();
      expect((result.content as {text: string}[])[0].text, request).toBe(expected);
      expect(result.structuredContent, request).toMatchObject({path: guide, url: `${SITE_URL}${guide}`, version: SDK_VERSION});
    }
    expect(expected).toContain(`Documents ${SDK_PACKAGE} ${SDK_VERSION}, the latest release.`);
    for (const [request, file] of [[LATEST_DOCS.docsBase, 'index.md'], [LATEST_DOCS.apiIndexPath, 'api/index.md'], [latest('api/functions/createApiKey'), 'api/functions/createApiKey.md']]) {
      const result = await call('get_page', {path: request});
      expect(result.isError, request).toBeFalsy();
      expect((result.content as {text: string}[])[0].text, request).toBe(readBuild(`${LATEST_DOCS.docsBase.slice(1)}${file}`));
      expect(text(result), request).toContain(`(documentation of ${SDK_PACKAGE} ${SDK_VERSION})`);
    }
  });

  it('search_docs: a version searches that release only, and every hit names its release', async () => {
    for (const version of [OLDER, '1.x', '1.1']) {
      const result = await call('search_docs', {query: 'signIn', version});
      expect(result.isError, version).toBeFalsy();
      const answer = result.structuredContent as {version: string; hits: {path: string; version: string}[]};
      expect(answer.version, version).toBe(OLDER);
      expect(answer.hits.length, version).toBeGreaterThan(2);
      for (const hit of answer.hits) {
        expect(hit.version, hit.path).toBe(OLDER);
        expect(hit.path.startsWith(LATEST_DOCS.docsBase), hit.path).toBe(false);
      }
      expect(text(result), version).toContain(`in the documentation of ${SDK_PACKAGE} ${OLDER}.`);
      expect(text(result), version).toContain(`, ${OLDER}]`);
    }
    const byDefault = await call('search_docs', {query: 'signIn'});
    const hits = (byDefault.structuredContent as {hits: {path: string; version: string}[]}).hits;
    expect(hits.length).toBeGreaterThan(2);
    for (const hit of hits) {
      expect(hit.version, hit.path).toBe(SDK_VERSION);
      expect(hit.path.startsWith(LATEST_DOCS.docsBase), hit.path).toBe(true);
    }
    // An export of 3.2.0 only: found by default, absent from 1.1.0's search.
    const newer = await call('search_docs', {query: 'createApiKey'});
    expect((newer.structuredContent as {hits: {path: string}[]}).hits[0].path).toBe(latest('api/functions/createApiKey'));
    const older = await call('search_docs', {query: 'createApiKey', version: OLDER});
    expect((older.structuredContent as {hits: {path: string}[]}).hits.map((hit) => hit.path)).not.toContain(latest('api/functions/createApiKey'));
  });

  it('get_symbol defaults to the latest release; a version picks another', async () => {
    const added = await call('get_symbol', {name: 'createApiKey'});
    expect(added.isError).toBeFalsy();
    expect(added.structuredContent).toMatchObject({version: SDK_VERSION, symbols: [{name: 'createApiKey', url: `${SITE_URL}${latest('api/functions/createApiKey')}`}]});
    const missing = await call('get_symbol', {name: 'createApiKey', version: OLDER});
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain(`No export or member named "createApiKey" in ${SDK_PACKAGE} ${OLDER}.`);
    const older = await call('get_symbol', {name: 'useOpenSecret', version: '1.x'});
    expect(older.structuredContent).toMatchObject({version: OLDER, symbols: [{url: `${SITE_URL}/docs/api/functions/useOpenSecret`}]});
  });

  it('an unknown symbol or version is an error naming what exists', async () => {
    const symbol = await call('get_symbol', {name: 'useOpenSecrt'});
    expect(symbol.isError).toBe(true);
    expect(text(symbol)).toBe(`No export or member named "useOpenSecrt" in ${SDK_PACKAGE} ${SDK_VERSION}. Did you mean: useOpenSecret?`);
    for (const [name, args] of [
      ['get_symbol', {name: 'signIn', version: '9.9.9'}],
      ['search_docs', {query: 'attestation', version: '0.1'}],
    ] as const) {
      const result = await call(name, args);
      expect(result.isError, name).toBe(true);
      expect(text(result)).toContain(`Documented releases: ${SDK_VERSION}, ${OLDER} (latest ${SDK_VERSION})`);
    }
    const latest = await call('get_symbol', {name: 'signIn', version: 'latest'});
    expect(latest.isError).toBeFalsy();
  });

  it('latency: median of 20 searches (printed, not asserted)', async () => {
    const queries = ['attestation', 'useOpenSecret', 'sign in', 'encrypt data', 'guest account', 'key value storage', 'provider', 'signMessage',
      'third party token', 'AI chat', 'PCR0', 'KVListItem', 'password reset', 'getAttestation', 'client id', 'registration', 'streaming', 'schnorr', 'private key', 'document upload'];
    const times: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      const result = await call('search_docs', {query});
      times.push(performance.now() - started);
      expect(result.isError, query).toBeFalsy();
    }
    console.log(`[mcp] search_docs latency over ${times.length} queries: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  });
});
