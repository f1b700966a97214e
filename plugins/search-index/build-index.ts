/**
 * Builds the Pagefind search index from the production HTML in the build output folder and
 * writes it, with the typo-correction vocabulary, to <outDir>/pagefind/. Throws a
 * SearchIndexError (which fails `docusaurus build`) when Pagefind reports an error or
 * indexes no page, or fewer pages than the HTML marked for indexing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import type * as Pagefind from 'pagefind';
import {walkFilesAbsolute} from '../../lib/walk';
import {buildVocabulary, headingTexts, indexedPart} from './vocabulary';
import {buildSymbolTables, pageHeadings, type IndexedPage} from './symbol-tables';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** The folder, inside the build output, that holds the index (served at /pagefind/). */
export const INDEX_DIR = 'pagefind';
export const VOCABULARY_FILE = 'vocabulary.json';

/**
 * Parts of the indexed element that are not article content. The navbar, footer, skip link
 * and doc sidebar are outside data-pagefind-body; they are listed too so a future layout
 * change cannot leak them into the index. The page actions ("Copy page", "View as Markdown",
 * src/components/PageActions) carry data-pagefind-ignore and their own marker.
 */
export const EXCLUDE_SELECTORS = [
  '[data-pagefind-ignore]',
  '[data-page-actions]',
  '.navbar',
  '.footer',
  '[class*="skipToContent"]',
  '.theme-doc-sidebar-container',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  'button',
  'svg',
];

/**
 * Pagefind's prebuilt UIs (the site has its own, src/components/Search) and the WebAssembly for
 * pages of unknown language (the index is forced to English): never loaded, so not deployed.
 */
export const UNUSED_BUNDLE_FILES = [
  'wasm.unknown.pagefind',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** The number of pages in a written index, from its pagefind-entry.json. */
export function indexedPageCount(outputPath: string): number {
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

export interface SearchIndexResult {
  pages: number;
  outputPath: string;
  vocabularyWords: number;
}

type PagefindModule = typeof Pagefind;

/**
 * Pagefind is ESM-only (its package exports only an `import` condition), but Docusaurus loads
 * plugins through a CommonJS transpiler (jiti) that turns `import()` into `require()` and runs
 * them where a Function body cannot import either. native-import.cjs, loaded by Node's own
 * require, holds a real import(); the package's entry is resolved from its package.json.
 */
async function loadPagefind(fromDir: string): Promise<PagefindModule> {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', 'pagefind', 'package.json');
    if (fs.existsSync(manifest)) {
      const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports: {'.': {import: string}}};
      const entry = pathToFileURL(path.join(path.dirname(manifest), exports['.'].import)).href;
      const nativeImport = createRequire(__filename)('./native-import.cjs') as (s: string) => Promise<PagefindModule>;
      return nativeImport(entry);
    }
    if (path.dirname(dir) === dir) {
      throw new SearchIndexError(
        `Search index: the pagefind package is not installed (looked up from ${fromDir}). Run \`npm ci\`.`,
      );
    }
  }
}

function listHtmlFiles(dir: string): string[] {
  return walkFilesAbsolute(dir, {extensions: ['.html'], skipDirectory: (name) => name === INDEX_DIR});
}

function fail(step: string, errors: string[]): never {
  throw new SearchIndexError(`Search index: ${step} failed:\n  ${errors.join('\n  ')}`);
}

/**
 * The minified HTML has no whitespace between table cells (<td>a<td>b), and Pagefind would
 * index "a" and "b" as the single word "ab": the parameter tables of the API reference would
 * be unsearchable. A space before each cell and row end keeps their words apart.
 */
export function spaceTableCells(html: string): string {
  return html.replace(/<(t[dh]\b|\/tr>)/gi, ' <$1');
}

const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)(\s*\/?)>/g;
const ATTRIBUTE = /\s+([^\s=>/]+)(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * Pagefind keeps every element that has an id as an anchor in the page's fragment, with the
 * element's text, but makes sub-results of headings only (and the search UI reads nothing else).
 * The behaviour tests' list items and table rows carry ids (links land on them): their text would
 * be stored a second time for nothing. Pagefind is given their HTML without those ids.
 */
export function headingIdsOnly(html: string): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    if (/^h[1-6]$/i.test(name) || !/\sid=/i.test(attributes)) return tag;
    const kept = attributes.replace(ATTRIBUTE, (attribute, attributeName: string) =>
      attributeName.toLowerCase() === 'id' ? '' : attribute,
    );
    return `<${name}${kept}${end}>`;
  });
}

export async function buildSearchIndex({
  outDir,
  siteDir = process.cwd(),
  symbolIndexDir,
}: {
  outDir: string;
  siteDir?: string;
  /** The folder of the releases' symbol indexes (<version>.json); without it search knows no SDK names. */
  symbolIndexDir?: string;
}): Promise<SearchIndexResult> {
  const marked = listHtmlFiles(outDir).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const part = indexedPart(html);
    return part === undefined ? [] : [{file, html, part}];
  });
  if (marked.length === 0) {
    throw new SearchIndexError(
      `Search index: no HTML file in ${outDir} has a data-pagefind-body element, so there is nothing to index. ` +
        'Is src/theme/DocRoot/Layout/Main still wrapping the docs?',
    );
  }

  const pagefind = await loadPagefind(siteDir);
  try {
    const {index, errors} = await pagefind.createIndex({
      excludeSelectors: EXCLUDE_SELECTORS,
      forceLanguage: 'en',
    });
    if (!index || errors.length > 0) fail('createIndex', errors);

    // Each marked page is added with its source path (Pagefind derives the URL from it) and
    // its HTML with the table cells spaced and ids on headings only: the files in the build
    // output are not changed.
    for (const {file, html} of marked) {
      const sourcePath = path.relative(outDir, file).split(path.sep).join('/');
      const added = await index.addHTMLFile({sourcePath, content: headingIdsOnly(spaceTableCells(html))});
      if (added.errors.length > 0) fail(`addHTMLFile(${sourcePath})`, added.errors);
    }

    const outputPath = path.join(outDir, INDEX_DIR);
    fs.rmSync(outputPath, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) fail(`writeFiles(${outputPath})`, written.errors);

    const pages = indexedPageCount(outputPath);
    if (pages === 0) {
      throw new SearchIndexError(`Search index: Pagefind indexed 0 pages in ${outDir}.`);
    }
    if (pages !== marked.length) {
      throw new SearchIndexError(
        `Search index: Pagefind indexed ${pages} pages, but ${marked.length} HTML files are marked with data-pagefind-body.`,
      );
    }
    for (const file of UNUSED_BUNDLE_FILES) fs.rmSync(path.join(outputPath, file), {force: true});

    const indexed: IndexedPage[] = marked.flatMap(({part}) => pageHeadings(part) ?? []);
    const vocabulary = {
      ...buildVocabulary(marked.flatMap(({part}) => headingTexts(part))),
      entries: symbolIndexDir ? buildSymbolTables(symbolIndexDir, indexed) : {},
    };
    fs.writeFileSync(path.join(outputPath, VOCABULARY_FILE), JSON.stringify(vocabulary));
    return {pages, outputPath, vocabularyWords: vocabulary.words.length};
  } finally {
    await pagefind.close();
  }
}
