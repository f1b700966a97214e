/**
 * `npm run mcp:pack` (the last step of `npm run build`): packs the docs MCP server into the site.
 * The server is bundled with esbuild into one CommonJS file (the MCP SDK and zod included, so the
 * package has no dependencies); the data it reads (the Markdown copies of the doc pages, the
 * Pagefind index files, the symbol indexes) is copied into data/ with the same layout as build/;
 * `npm pack` writes the tarball into build/packages/ under its version, and a copy under the
 * name that always means the latest (lib/mcp-package.ts). `npx` installs it from either URL.
 * Prints its size.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {build} from 'esbuild';
import {MCP_LATEST_TAG, MCP_PACKAGE_NAME, MCP_PACKAGES_DIR, mcpTarballName} from '../../lib/mcp-package';
import {DOCS_DIR, isSiteData, listFiles, loadSiteData, PAGEFIND_DIR, SYMBOL_INDEX_DIR} from '../src/site-data';

const MCP_DIR = path.resolve(__dirname, '..');
const SITE_BUILD = path.resolve(MCP_DIR, '../build');

/** Pagefind files the Node server never loads: the browser worker (Node has no Web Worker). */
const UNUSED_PAGEFIND_FILES = new Set(['pagefind-worker.js']);

function copy(from: string, to: string): number {
  fs.mkdirSync(path.dirname(to), {recursive: true});
  fs.copyFileSync(from, to);
  return fs.statSync(to).size;
}

async function main(): Promise<void> {
  if (!isSiteData(SITE_BUILD))
    throw new Error(`${SITE_BUILD}: no site build with the MCP data. Run \`npm run build\` first.`);
  const data = loadSiteData(SITE_BUILD);
  const manifest = JSON.parse(fs.readFileSync(path.join(MCP_DIR, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const latest = data.releases[0].version;
  if (manifest.version !== latest) {
    throw new Error(
      `${path.join(MCP_DIR, 'package.json')}: version ${manifest.version}, but the build documents ${latest}. Give the package the SDK release it documents.`,
    );
  }
  if (manifest.name !== MCP_PACKAGE_NAME) {
    throw new Error(
      `${path.join(MCP_DIR, 'package.json')}: name ${manifest.name}, but lib/mcp-package.ts says ${MCP_PACKAGE_NAME}.`,
    );
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-pack-'));
  try {
    const stage = path.join(work, 'package');
    await build({
      entryPoints: [path.join(MCP_DIR, 'src/cli.ts')],
      outfile: path.join(stage, 'dist/cli.cjs'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      banner: {js: '#!/usr/bin/env node'},
      legalComments: 'eof',
      // The server is plain TypeScript: no .tsx module belongs in the bundle.
      resolveExtensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
      logLevel: 'warning',
    });
    fs.chmodSync(path.join(stage, 'dist/cli.cjs'), 0o755);
    copy(path.join(MCP_DIR, 'package.json'), path.join(stage, 'package.json'));
    copy(path.join(MCP_DIR, 'README.md'), path.join(stage, 'README.md'));

    let dataBytes = 0;
    const copyData = (file: string) =>
      (dataBytes += copy(file, path.join(stage, 'data', path.relative(SITE_BUILD, file))));
    for (const page of data.pages.routes()) copyData(data.pages.resolve(page).file);
    for (const file of data.pagefindFiles) if (!UNUSED_PAGEFIND_FILES.has(path.basename(file))) copyData(file);
    for (const file of listFiles(path.join(SITE_BUILD, SYMBOL_INDEX_DIR))) copyData(file);

    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as {filename: string; size: number; unpackedSize: number; entryCount: number}[];
    const {filename, size, unpackedSize, entryCount} = packed[0];
    if (filename !== mcpTarballName(manifest.version)) {
      throw new Error(`npm pack wrote ${filename}, not ${mcpTarballName(manifest.version)} (lib/mcp-package.ts).`);
    }
    const outDir = path.join(SITE_BUILD, MCP_PACKAGES_DIR);
    fs.rmSync(outDir, {recursive: true, force: true});
    const versioned = path.join(outDir, filename);
    copy(path.join(work, filename), versioned);
    copy(versioned, path.join(outDir, mcpTarballName(MCP_LATEST_TAG)));
    console.log(
      `mcp:pack: ${path.relative(process.cwd(), versioned)} and ${mcpTarballName(MCP_LATEST_TAG)}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${entryCount} files ` +
        `(${data.pages.size} pages from ${DOCS_DIR}/, ${PAGEFIND_DIR}/ index, releases ${data.releases.map((r) => r.version).join(', ')}; data ${(dataBytes / 1024).toFixed(1)} KiB).`,
    );
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(`mcp:pack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
