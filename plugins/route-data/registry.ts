/**
 * Reads and writes Docusaurus's chunk registry (`.docusaurus/registry.js`): for each chunk name,
 * the route module's loader, its path (which only server rendering reads, to report the modules
 * a page used) and its module id. The format is the one @docusaurus/core 3.7.0 generates
 * (lib/server/codegen/codegenRoutes.js, genRegistry); any other line stops the build.
 */

export interface RegistryEntry {
  chunkName: string;
  /** The module request as written in the registry (a JSON-escaped string, without quotes). */
  request: string;
}

const HEADER = 'export default {';
const FOOTER = '};';
const ENTRY =
  /^ {2}"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)+)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/** Parses registry.js (its last entry ends with the closing `};`); `file` names it in errors. */
export function parseRegistry(source: string, file: string): RegistryEntry[] {
  const body = source.replace(/\n$/, '');
  if (!body.startsWith(`${HEADER}\n`) || !body.endsWith(FOOTER)) {
    throw new Error(`${file}: not a Docusaurus chunk registry (expected "${HEADER}" … "${FOOTER}")`);
  }
  const lines = body.slice(HEADER.length + 1, -FOOTER.length).split('\n');
  return lines.flatMap((line, index) => {
    if (line === '') return [];
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(`${file}:${index + 2}: unexpected chunk registry entry: ${line.trim()}`);
    }
    return [{chunkName: match[1], request: match[2]}];
  });
}

/** The client module whose `articleReady` a doc's content loader waits on (plugins/static-article). */
export const ARTICLE_READY_MODULE = '@site/src/components/StaticArticle/ready';

/**
 * The client's registry: each entry under its new chunk name, importing `requestOf(entry)`, with
 * 0 in place of the module path, which the browser never reads. The loader of a doc's content
 * (`isArticle`) also waits for its article (`articleReady`), so that a navigation shows the page
 * once its article has arrived. `fileOf(entry)` names the webpack chunk the module goes into
 * (by default its entry's name: one chunk per module); `header` opens the object.
 */
export function clientRegistry(
  entries: readonly RegistryEntry[],
  chunkNameOf: (entry: RegistryEntry) => string,
  requestOf: (entry: RegistryEntry) => string,
  isArticle: (entry: RegistryEntry) => boolean = () => false,
  fileOf: (entry: RegistryEntry) => string = chunkNameOf,
  header = HEADER,
): string {
  let articles = false;
  const lines = entries.map((entry) => {
    const name = JSON.stringify(chunkNameOf(entry));
    const request = `"${requestOf(entry)}"`;
    const load = `import(/* webpackChunkName: ${JSON.stringify(fileOf(entry))} */ ${request})`;
    const ready = isArticle(entry) ? '.then(articleReady)' : '';
    articles ||= ready !== '';
    return `  ${name}: [() => ${load}${ready}, 0, require.resolveWeak(${request})],`;
  });
  const imports = articles ? `import {articleReady} from ${JSON.stringify(ARTICLE_READY_MODULE)};\n` : '';
  return `${imports}${header}\n${lines.join('\n')}\n${FOOTER}\n`;
}

/** Replaces every chunk name (a string leaf) of a route's chunk-name tree that `rename` knows. */
export function renameChunkNames(tree: unknown, rename: ReadonlyMap<string, string>): unknown {
  if (typeof tree === 'string') return rename.get(tree) ?? tree;
  if (Array.isArray(tree)) return tree.map((item) => renameChunkNames(item, rename));
  if (tree !== null && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, renameChunkNames(value, rename)]));
  }
  return tree;
}
