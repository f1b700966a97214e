/**
 * Entry point: `npm run mcp` in a clone (serves build/) and the `opensecret-docs-mcp` bin of
 * the published package (serves its data/ folder). Speaks MCP over stdio; logs go to stderr.
 * Before anything is loaded, the global fetch is replaced by one that serves only the files of
 * the Pagefind index, so the process cannot reach the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {SITE_URL} from '../../src/constants';
import {createOfflineFetch} from './offline-fetch';
import {DocsSearch} from './search';
import {createDocsServer} from './server';
import {isSiteData, loadSiteData, PAGEFIND_DIR} from './site-data';

/** --data <dir>, else the package's data/ beside dist/, else the repository's build/. */
function dataDir(argv: readonly string[]): string {
  const flag = argv.indexOf('--data');
  if (flag >= 0) {
    const dir = argv[flag + 1];
    if (!dir) throw new Error('--data needs a folder: a site build (build/) or a package data folder.');
    return path.resolve(dir);
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
  const root = dataDir(process.argv.slice(2));
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
  const server = createDocsServer({data, search, siteUrl: SITE_URL, serverVersion: serverVersion()});
  await server.connect(new StdioServerTransport());
  console.error(
    `opensecret-docs-mcp: ${data.pages.size} pages, releases ${data.releases.map((r) => r.version).join(', ')} from ${root} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(`opensecret-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
