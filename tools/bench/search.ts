/**
 * Search benchmark, over an existing production build (run `npm run build` first):
 *   npx tsx tools/bench/search.ts [--url http://127.0.0.1:3000] [--port 47731] [--runs 7]
 *
 * Prints the Pagefind index size on disk (build/pagefind), the bytes a browser fetches from
 * /pagefind/ to answer the first query after opening search, the time from the last keystroke
 * to rendered results (median over several queries), and the first-load JavaScript of a doc
 * page (the scripts its HTML references, gzip). Serves build/ itself on --port unless --url
 * points at a running server (`npm run serve`). Uses the system Chromium (lib/chromium.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {walkFilesAbsolute} from '../../lib/walk';
import {CHROMIUM_ARGS, findChromium} from '../../lib/chromium';

const BUILD = path.resolve(__dirname, '../..', 'build');
const INDEX = path.join(BUILD, 'pagefind');
const DOC_PAGE = '/docs/api/functions/hashSecret';
const FIRST_QUERY = 'provider';
/** Typed one after the other; each one's last keystroke is timed. The last is a typo. */
const QUERIES = ['useOpenSecret', 'attestation', 'KVListItem', 'storage', 'encrypt', 'signIn', 'atestation'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A minimal static server for build/, resolving /a/b to /a/b/index.html or /a/b.html like `docusaurus serve`. */
function serveBuild(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const base = path.normalize(path.join(BUILD, pathname));
    if (!base.startsWith(BUILD)) {
      response.writeHead(403).end();
      return;
    }
    const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
    const file = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** What a compressing server would send for a text file (Pagefind's own index files are already gzip). */
const wireBytes = (url: string, body: Buffer) =>
  /\.(js|json|html|css)$/.test(new URL(url).pathname) ? gzipSync(body).length : body.length;

function indexOnDisk(): void {
  if (!fs.existsSync(path.join(INDEX, 'pagefind-entry.json'))) {
    throw new Error(`${INDEX} has no index: run \`npm run build\` first.`);
  }
  const files = walkFilesAbsolute(INDEX);
  const total = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const groups = new Map<string, {files: number; bytes: number}>();
  for (const file of files) {
    const relative = path.relative(INDEX, file);
    const group = relative.includes(path.sep)
      ? `${relative.split(path.sep)[0]}/`
      : relative.replace(/\.[0-9a-f]{6,}\./, '.*.');
    const entry = groups.get(group) ?? {files: 0, bytes: 0};
    entry.files += 1;
    entry.bytes += fs.statSync(file).size;
    groups.set(group, entry);
  }
  const entry = JSON.parse(fs.readFileSync(path.join(INDEX, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  console.log(
    `Index on disk (build/pagefind): ${total} bytes (${kb(total)}) in ${files.length} files, ${pages} pages indexed`,
  );
  for (const [group, {files: count, bytes}] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${group.padEnd(32)} ${String(count).padStart(3)} files ${String(bytes).padStart(8)} bytes`);
  }
}

async function firstLoadJs(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${DOC_PAGE}`);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((e) => (e as HTMLScriptElement).src));
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const file = path.join(BUILD, new URL(src).pathname);
    const body = fs.readFileSync(file);
    raw += body.length;
    gzip += gzipSync(body, {level: 9}).length;
  }
  console.log(
    `First-load JS of ${DOC_PAGE} (${scripts.length} scripts in its HTML): ${raw} bytes, ${gzip} bytes gzip -9`,
  );
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search the documentation'}).waitFor();
}

/** Resolves with the results list's query once it shows query (data-results-for). */
async function waitForResults(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (q) => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-results-for') === q,
    query,
  );
}

async function firstQueryBytes(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: {url: string; raw: number; wire: number}[] = [];
  const pending: Promise<void>[] = [];
  // Responses of the page and of its workers (Pagefind searches in a web worker).
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/pagefind/')) return;
    pending.push(
      response.body().then(
        (body) => void fetched.push({url: response.url(), raw: body.length, wire: wireBytes(response.url(), body)}),
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${DOC_PAGE}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await openSearch(page);
  await page.getByRole('combobox', {name: 'Search the documentation'}).fill(FIRST_QUERY);
  await waitForResults(page, FIRST_QUERY);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const raw = fetched.reduce((sum, f) => sum + f.raw, 0);
  const wire = fetched.reduce((sum, f) => sum + f.wire, 0);
  console.log(
    `First query ("${FIRST_QUERY}") after opening search: ${fetched.length} requests to /pagefind/, ${raw} bytes as stored (${kb(raw)}), ~${wire} bytes with gzip for its JS/JSON (${kb(wire)})`,
  );
  for (const f of fetched.sort((a, b) => b.raw - a.raw)) {
    console.log(`  ${new URL(f.url).pathname.padEnd(48)} ${String(f.raw).padStart(8)} bytes`);
  }
  await context.close();
}

async function latency(browser: Browser, origin: string, runs: number): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}${DOC_PAGE}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await openSearch(page);
  const input = page.getByRole('combobox', {name: 'Search the documentation'});
  // Warm up: the engine and the index chunks of a first query are loaded (measured above).
  await input.fill(FIRST_QUERY);
  await waitForResults(page, FIRST_QUERY);

  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const query of QUERIES) {
      await input.fill('');
      await input.pressSequentially(query.slice(0, -1));
      await waitForResults(page, query.slice(0, -1));
      // Time from the last keydown to the frame after the results for the full query are in the DOM.
      await page.evaluate((q) => {
        const field = document.querySelector('dialog input');
        const list = document.querySelector('dialog [role="listbox"]');
        if (!field || !list) throw new Error('the search dialog is not open');
        (window as unknown as {benchTiming: Promise<number>}).benchTiming = new Promise<number>((resolve) => {
          let start = 0;
          field.addEventListener('keydown', () => (start = performance.now()), {once: true, capture: true});
          const observer = new MutationObserver(() => {
            if (start && list.getAttribute('data-results-for') === q) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(list, {attributes: true, childList: true, subtree: true});
        });
      }, query);
      await page.keyboard.press(query.slice(-1));
      const ms = await page.evaluate(() => (window as unknown as {benchTiming: Promise<number>}).benchTiming);
      times.push(ms);
      if (run === 0) console.log(`  "${query}": ${ms.toFixed(1)} ms`);
    }
  }
  console.log(
    `Keystroke to rendered results: median ${median(times).toFixed(1)} ms over ${times.length} queries (${QUERIES.length} queries × ${runs} runs; min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
  );
  await page.close();
}

async function main(): Promise<void> {
  indexOnDisk();
  const runs = Number(option('runs') ?? 5);
  const url = option('url') ?? process.env.SEARCH_BENCH_URL;
  const port = Number(option('port') ?? process.env.SEARCH_BENCH_PORT ?? 47731);
  const server = url ? undefined : await serveBuild(port);
  const origin = (url ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    await firstLoadJs(await browser.newPage(), origin);
    await firstQueryBytes(browser, origin);
    await latency(browser, origin, runs);
  } finally {
    await browser.close();
    server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
