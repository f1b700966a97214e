/**
 * Writes the client bundle's route data next to Docusaurus's generated files, in
 * `.docusaurus/route-data/`: the chunk registry and the route-to-chunks table under short chunk
 * names, without module paths, each docs version's props without its doc list, the site config
 * without its build-only fields, the global data with each doc written as its id
 * (lib/docs-global-data.ts), and the route table as compact rows (lib/compact-routes.ts). The
 * member pages' route data (./lazy-routes.ts) is left out of those: their registry entries, chunk
 * names and hashes are `lazy-routes.js`, their names `lazy-names.js`, which the route table, the
 * global data and the sidebars of a docs version that links them refer to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {compactGlobalData, expandGlobalData, type GlobalData} from '../../lib/docs-global-data';
import {compactSidebarLinks, expandVersionSidebars, type LazyNames} from '../../lib/lazy-names';
import {
  LAZY_NAMES_MODULE,
  LAZY_ROUTES_MODULE,
  MEMBER_CHUNKS,
  lazyNamesOf,
  memberRoutePrefix,
  referToNames,
} from './lazy-routes';
import {allRoutes, clientRoutesModule, parseRoutes} from './routes';
import {clientRegistry, parseRegistry, renameChunkNames, type RegistryEntry} from './registry';
import {shortChunkNames} from './short-names';
import {clientSiteConfigModule, parseGeneratedSiteConfig} from './site-config';
import {clientVersionProps, isVersionProps} from './version-props';

export const OUT_DIR = 'route-data';

export interface ClientRouteFiles {
  registry: string;
  routesChunkNames: string;
  routes: string;
  siteConfig: string;
  globalData: string;
  /** Version props files rewritten, relative to the generated files' directory. */
  versionProps: string[];
}

const GENERATED = '@generated/';

/** The file of a registry request under `@generated/`, or undefined for any other module. */
function generatedFile(generatedFilesDir: string, request: string): string | undefined {
  const unescaped = JSON.parse(`"${request}"`) as string;
  return unescaped.startsWith(GENERATED) ? path.join(generatedFilesDir, unescaped.slice(GENERATED.length)) : undefined;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`route-data: cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * `articles`: the docs' content modules as the registry names them (`@site/docs/…`), whose loaders
 * wait for their article (plugins/static-article).
 */
export function writeClientRouteFiles(
  generatedFilesDir: string,
  articles: ReadonlySet<string> = new Set(),
): ClientRouteFiles {
  const outDir = path.join(generatedFilesDir, OUT_DIR);
  fs.rmSync(outDir, {recursive: true, force: true});
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const entries = parseRegistry(fs.readFileSync(registryFile, 'utf8'), registryFile);
  const rename = shortChunkNames(entries.map((entry) => entry.chunkName));

  fs.mkdirSync(outDir, {recursive: true});
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  const routesSource = fs.readFileSync(routesFile, 'utf8');
  const lazyRoutes = allRoutes(parseRoutes(routesSource, routesFile)).filter((route) => memberRoutePrefix(route));
  const names = lazyNamesOf(lazyRoutes.map((route) => route.path));
  const namesFile = path.join(outDir, LAZY_NAMES_MODULE);
  fs.writeFileSync(namesFile, `export default ${JSON.stringify(names)};\n`);

  const versionProps: string[] = [];
  const requests = new Map<RegistryEntry, string>();
  for (const entry of entries) {
    const file = generatedFile(generatedFilesDir, entry.request);
    if (!file?.endsWith('.json')) continue;
    const props = readJson(file);
    if (!isVersionProps(props)) continue;
    let relative = path.relative(generatedFilesDir, file).split(path.sep).join('/');
    const clientProps = clientVersionProps(props);
    const compact = {
      ...clientProps,
      version: {
        ...clientProps.version,
        docsSidebars: Object.fromEntries(
          Object.entries(clientProps.version.docsSidebars).map(([name, items]) => [
            name,
            compactSidebarLinks(items, names),
          ]),
        ),
      },
    };
    let text = JSON.stringify(clientProps);
    if (JSON.stringify(compact) !== text) {
      if (!isDeepStrictEqual(expandVersionSidebars(compact, names), clientProps)) {
        throw new Error(`route-data: ${file}: the compact sidebars do not rebuild the same sidebars`);
      }
      relative = relative.replace(/\.json$/, '.js');
      const depth = relative.split('/').length - 1;
      text = [
        `import N from '${'../'.repeat(depth)}${LAZY_NAMES_MODULE}';`,
        `import {expandVersionSidebars} from '@site/lib/lazy-names';`,
        `export default expandVersionSidebars(${JSON.stringify(compact)}, N);`,
        '',
      ].join('\n');
    }
    const target = path.join(outDir, ...relative.split('/'));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
    requests.set(entry, JSON.stringify(`${GENERATED}${OUT_DIR}/${relative}`).slice(1, -1));
    versionProps.push(relative);
  }

  const table = readJson(path.join(generatedFilesDir, 'routesChunkNames.json')) as Record<string, unknown>;
  // The member pages' route data goes into the lazy table: their chunk names, their hashes, and
  // the registry entries no other route uses, each in its task group's chunk.
  const lazyKeys = new Set(lazyRoutes.map((route) => `${route.path}-${route.hash}`));
  const leaves = (tree: unknown): string[] =>
    typeof tree === 'string'
      ? [tree]
      : tree !== null && typeof tree === 'object'
        ? Object.values(tree).flatMap(leaves)
        : [];
  const chunksOf = (key: string): string[] => leaves(table[key]);
  const eagerChunks = new Set(
    Object.keys(table)
      .filter((key) => !lazyKeys.has(key))
      .flatMap(chunksOf),
  );
  const lazyFile = new Map<string, string>();
  for (const route of lazyRoutes) {
    for (const chunk of chunksOf(`${route.path}-${route.hash}`)) {
      if (!eagerChunks.has(chunk) && !lazyFile.has(chunk)) lazyFile.set(chunk, MEMBER_CHUNKS.get(route.path) ?? 'lazy');
    }
  }
  const shortName = (entry: RegistryEntry): string => rename.get(entry.chunkName) ?? entry.chunkName;
  const requestOfEntry = (entry: RegistryEntry): string => requests.get(entry) ?? entry.request;
  const isArticle = (entry: RegistryEntry): boolean => articles.has(JSON.parse(`"${entry.request}"`) as string);
  const registry = path.join(outDir, 'registry.js');
  fs.writeFileSync(
    registry,
    clientRegistry(
      entries.filter((entry) => !lazyFile.has(entry.chunkName)),
      shortName,
      requestOfEntry,
      isArticle,
    ),
  );
  const routesChunkNames = path.join(outDir, 'routesChunkNames.json');
  const eagerTable = Object.fromEntries(Object.entries(table).filter(([key]) => !lazyKeys.has(key)));
  fs.writeFileSync(routesChunkNames, JSON.stringify(renameChunkNames(eagerTable, rename)));
  const lazyTable = Object.fromEntries(Object.entries(table).filter(([key]) => lazyKeys.has(key)));
  const lazyModule = path.join(outDir, LAZY_ROUTES_MODULE);
  fs.writeFileSync(
    lazyModule,
    clientRegistry(
      entries.filter((entry) => lazyFile.has(entry.chunkName)),
      shortName,
      requestOfEntry,
      isArticle,
      (entry) => lazyFile.get(entry.chunkName) ?? 'lazy',
      'const registry = {',
    ) +
      `export default {registry, chunkNames: ${JSON.stringify(renameChunkNames(lazyTable, rename))}, hashes: ${JSON.stringify(
        Object.fromEntries(lazyRoutes.map((route) => [route.path, route.hash])),
      )}};\n`,
  );
  const siteConfigFile = path.join(generatedFilesDir, 'docusaurus.config.mjs');
  const siteConfig = path.join(outDir, 'docusaurus.config.mjs');
  const config = parseGeneratedSiteConfig(fs.readFileSync(siteConfigFile, 'utf8'), siteConfigFile);
  fs.writeFileSync(siteConfig, clientSiteConfigModule(config));
  const routes = path.join(outDir, 'routes.js');
  fs.writeFileSync(
    routes,
    clientRoutesModule(routesSource, routesFile, {
      prefix: memberRoutePrefix,
      module: `./${LAZY_ROUTES_MODULE}`,
      names,
      namesModule: `./${LAZY_NAMES_MODULE}`,
    }),
  );
  const globalData = path.join(outDir, 'globalData.js');
  fs.writeFileSync(
    globalData,
    clientGlobalDataModule(path.join(generatedFilesDir, 'globalData.json'), names, `./${LAZY_NAMES_MODULE}`),
  );
  return {registry, routesChunkNames, routes, siteConfig, globalData, versionProps};
}

/**
 * The client's global data module: the compact data, rebuilt on load by `expandGlobalData`.
 * Stops the build when the rebuilt data would differ from `file`'s.
 */
export function clientGlobalDataModule(file: string, names: LazyNames = [], namesModule?: string): string {
  const data = readJson(file) as GlobalData;
  const compact = compactGlobalData(data, names);
  if (!isDeepStrictEqual(expandGlobalData(compact), data)) {
    throw new Error(`route-data: ${file}: the compact global data does not rebuild the same data`);
  }
  const {code, referred} = referToNames(JSON.stringify(compact), names);
  return [
    ...(referred && namesModule ? [`import N from '${namesModule}';`] : []),
    `import {expandGlobalData} from '@site/lib/docs-global-data';`,
    `export default expandGlobalData(${referred && namesModule ? code : JSON.stringify(compact)});`,
    '',
  ].join('\n');
}
