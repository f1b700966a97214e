/**
 * The chunk files a page's prefetch asks for, as the Docusaurus client works them out
 * (@docusaurus/core 3.7.0, lib/client/docusaurus.js `prefetch`: every chunk of every route the path
 * matches, by the route-to-chunks table), less the files already asked for or loaded. Doc pages
 * share their layout's chunks (the docs root, the version, the doc component), so once one page
 * has been prefetched another needs one file, its content, where Docusaurus adds a `<link>` for
 * each of the seven again.
 */

/** The route-to-chunks table (`@generated/routesChunkNames`): per route key, a tree of chunk names. */
export type RouteChunkTable = Readonly<Record<string, unknown>>;

/** Every string in a tree of chunk names, in order. */
function chunkNames(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(chunkNames);
}

/** Chunk names per route path: the table's keys are a route's path, a dash and a hash. */
export function chunkNamesByPath(table: RouteChunkTable): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(table)) {
    const routePath = key.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...chunkNames(tree)]);
  }
  return byPath;
}

/**
 * The files to prefetch for a page whose path matched the routes `matchedPaths`: each chunk's
 * file (`fileOf`, the bundler's `__webpack_require__.gca`; a chunk merged into another has none),
 * each once, without those `known` holds; adds them to `known`.
 */
export function filesToPrefetch(
  matchedPaths: readonly string[],
  byPath: ReadonlyMap<string, readonly string[]>,
  fileOf: (chunkName: string) => string | undefined,
  known: Set<string>,
): string[] {
  const files: string[] = [];
  for (const routePath of matchedPaths) {
    for (const name of byPath.get(routePath) ?? []) {
      const file = fileOf(name);
      if (!file || file.includes('undefined') || known.has(file)) continue;
      known.add(file);
      files.push(file);
    }
  }
  return files;
}
