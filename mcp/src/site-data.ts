/**
 * Loads what the server answers from: the Markdown copies of the doc pages (docs/**.md), the
 * Pagefind index (pagefind/) and one symbol index per SDK release (mcp/symbols/<version>.json),
 * from a site build (build/) or from the data folder of the published package, which has the
 * same layout. Throws a SiteDataError naming the file when something is missing or malformed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SYMBOL_INDEX_DIR, SYMBOL_INDEX_FORMAT, type SymbolIndex} from '../../lib/symbol-index';
import {walkFilesAbsolute} from '../../lib/walk';
import {PageAllowList, routeOfMarkdownFile} from './pages';
import {sortReleases, type Release} from './versions';

export class SiteDataError extends Error {
  override name = 'SiteDataError';
}

export interface ReleaseData extends Release {
  symbols: SymbolIndex;
}

export interface SiteData {
  root: string;
  pages: PageAllowList;
  /** Latest first. */
  releases: ReleaseData[];
  pagefindDir: string;
  /** Every file of the Pagefind index, absolute. */
  pagefindFiles: string[];
}

export const DOCS_DIR = 'docs';
export const PAGEFIND_DIR = 'pagefind';
export {SYMBOL_INDEX_DIR};

/** Files under dir (absolute paths, in tree order), symbolic links not followed. */
export const listFiles = (dir: string): string[] => walkFilesAbsolute(dir);

/** True when dir looks like a site build or a package data folder. */
export const isSiteData = (dir: string): boolean =>
  fs.existsSync(path.join(dir, SYMBOL_INDEX_DIR)) && fs.existsSync(path.join(dir, PAGEFIND_DIR, 'pagefind.js'));

function readSymbolIndex(file: string): SymbolIndex {
  let data: Partial<SymbolIndex>;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SymbolIndex>;
  } catch (error) {
    throw new SiteDataError(`${file}: not a readable JSON symbol index (${(error as Error).message}).`);
  }
  if (
    data.format !== SYMBOL_INDEX_FORMAT ||
    !data.version ||
    !data.package ||
    !data.docsRoot ||
    !data.apiRoot ||
    !Array.isArray(data.symbols)
  ) {
    throw new SiteDataError(
      `${file}: not a symbol index of format ${SYMBOL_INDEX_FORMAT}; rebuild the site with \`npm run build\`.`,
    );
  }
  return data as SymbolIndex;
}

export function loadSiteData(root: string): SiteData {
  const absolute = path.resolve(root);
  const need = (relative: string, what: string) => {
    const file = path.join(absolute, relative);
    if (!fs.existsSync(file)) throw new SiteDataError(`${file}: ${what} is missing. Run \`npm run build\` first.`);
    return file;
  };
  const docsDir = need(DOCS_DIR, 'the Markdown copies of the doc pages');
  const pagefindDir = need(PAGEFIND_DIR, 'the Pagefind search index');
  need(path.join(PAGEFIND_DIR, 'pagefind.js'), "Pagefind's runtime");
  const symbolsDir = need(SYMBOL_INDEX_DIR, 'the SDK symbol index');

  const pages = new PageAllowList(
    listFiles(docsDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({route: routeOfMarkdownFile(path.relative(absolute, file)), file})),
  );
  if (pages.size === 0) throw new SiteDataError(`${docsDir}: no Markdown copy of a doc page found.`);

  const releases = listFiles(symbolsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file): ReleaseData => {
      const symbols = readSymbolIndex(file);
      return {
        version: symbols.version,
        package: symbols.package,
        docsRoot: symbols.docsRoot,
        apiRoot: symbols.apiRoot,
        symbols,
      };
    });
  if (releases.length === 0) throw new SiteDataError(`${symbolsDir}: no symbol index found.`);

  return {root: absolute, pages, releases: sortReleases(releases), pagefindDir, pagefindFiles: listFiles(pagefindDir)};
}
