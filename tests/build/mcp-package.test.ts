/**
 * The packed docs MCP server that `npm run build` writes into the site (build/packages/, by
 * version and under the name that always means the latest): `npm install --offline` installs the
 * tarball into an empty project (it has no dependencies), and its bin answers the MCP SDK's client.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MCP_LATEST_TAG, MCP_PACKAGE_NAME, MCP_PACKAGES_DIR, mcpTarballName} from '../../lib/mcp-package';
import {DOCS_1_1_0, LATEST_DOCS, SITE_URL} from '../../src/constants';
import {callTool, connectServer, text, type Connected} from '../support/mcp-client';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = path.join(ROOT, 'build', MCP_PACKAGES_DIR);
const NAME = MCP_PACKAGE_NAME;
/** The latest documented release: the package's version and every tool's default. */
const SDK_VERSION = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;

describe('the packed docs MCP package', () => {
  let project: string;
  let tarball: string;
  let server: Connected | undefined;

  beforeAll(() => {
    tarball = path.join(PACKAGES, mcpTarballName(MCP_LATEST_TAG));
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-install-'));
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({name: 'docs-mcp-install-test', private: true}));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {cwd: project, encoding: 'utf8', stdio: 'pipe'});
  }, 120_000);

  afterAll(async () => {
    await server?.client.close();
    if (project) fs.rmSync(project, {recursive: true, force: true});
  });

  it('is in the site under its version and the latest name, the same file, and nothing else is', () => {
    expect(fs.readdirSync(PACKAGES).sort()).toEqual([`opensecret-react-docs-mcp-${SDK_VERSION}.tgz`, 'opensecret-react-docs-mcp-latest.tgz']);
    expect(fs.readFileSync(path.join(PACKAGES, mcpTarballName(SDK_VERSION))).equals(fs.readFileSync(tarball))).toBe(true);
  });

  it('is named and versioned for the SDK release, with a bin and no dependencies', () => {
    const installed = path.join(project, 'node_modules', NAME);
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({name: NAME, version: SDK_VERSION, bin: {'opensecret-docs-mcp': 'dist/cli.cjs'}});
    expect(manifest.dependencies).toBeUndefined();
    expect(fs.existsSync(path.join(installed, 'data/docs/guides/getting-started.md'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'data/pagefind/pagefind.js'))).toBe(true);
    expect(fs.existsSync(path.join(installed, `data/mcp/symbols/${SDK_VERSION}.json`))).toBe(true);
    // Both releases ship: their symbol indexes and their pages.
    expect(fs.existsSync(path.join(installed, `data/mcp/symbols/${OLDER}.json`))).toBe(true);
    expect(fs.existsSync(path.join(installed, `data${LATEST_DOCS.docsBase}guides/getting-started.md`))).toBe(true);
    // Only what the server reads: no HTML, no site assets.
    const files = fs.readdirSync(path.join(installed, 'data'), {recursive: true, encoding: 'utf8'});
    expect(files.filter((file) => /\.(html|css|png|svg)$/.test(file))).toEqual([]);
    console.log(`[mcp] packed ${path.basename(tarball)}: ${(fs.statSync(tarball).size / 1024).toFixed(1)} KiB`);
  });

  it('its bin serves the docs over stdio', async () => {
    server = await connectServer(path.join(project, 'node_modules/.bin/opensecret-docs-mcp'), [], os.tmpdir());
    console.log(`[mcp] packaged server startup (spawn to initialized): ${Math.round(server.startupMs)} ms`);
    const {tools} = await server.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'get_symbol', 'list_versions', 'search_docs']);

    const search = await callTool(server.client, 'search_docs', {query: 'useOpenSecret'});
    expect((search.structuredContent as {hits: {url: string; version: string}[]}).hits[0]).toMatchObject({
      url: `${SITE_URL}${LATEST_DOCS.apiIndexPath}functions/useOpenSecret`,
      version: SDK_VERSION,
    });
    const older = await callTool(server.client, 'search_docs', {query: 'useOpenSecret', version: OLDER});
    expect((older.structuredContent as {hits: {url: string; version: string}[]}).hits[0]).toMatchObject({
      url: `${SITE_URL}/docs/api/functions/useOpenSecret`,
      version: OLDER,
    });
    const versions = await callTool(server.client, 'list_versions', {});
    expect((versions.structuredContent as {versions: {version: string}[]}).versions.map((v) => v.version)).toEqual([SDK_VERSION, OLDER]);
    const symbol = await callTool(server.client, 'get_symbol', {name: 'signIn'});
    expect(text(symbol)).toContain('signIn: (email: string, password: string) => Promise<void>');
    const page = await callTool(server.client, 'get_page', {path: '/docs/guides/getting-started'});
    expect(page.content[0].text).toBe(fs.readFileSync(path.join(ROOT, 'build/docs/guides/getting-started.md'), 'utf8'));
    const latestPage = await callTool(server.client, 'get_page', {path: `${LATEST_DOCS.docsBase}guides/getting-started`});
    expect(latestPage.content[0].text).toBe(
      fs.readFileSync(path.join(ROOT, `build${LATEST_DOCS.docsBase}guides/getting-started.md`), 'utf8'),
    );
    const refused = await callTool(server.client, 'get_page', {path: '../../../../package.json'});
    expect(refused.isError).toBe(true);
  });
});
