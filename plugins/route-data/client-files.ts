/**
 * Writes the client bundle's route data next to Docusaurus's generated files, in
 * `.docusaurus/route-data/`: the chunk registry and the route-to-chunks table under short chunk
 * names, without module paths, each docs version's props without its doc list, the site config
 * without its build-only fields, the global data with each doc written as its id
 * (lib/docs-global-data.ts), and the route table as compact rows (lib/compact-routes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {compactGlobalData, expandGlobalData, type GlobalData} from '../../lib/docs-global-data';
import {clientRoutesModule} from './routes';
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

  const versionProps: string[] = [];
  const requests = new Map<RegistryEntry, string>();
  for (const entry of entries) {
    const file = generatedFile(generatedFilesDir, entry.request);
    if (!file?.endsWith('.json')) continue;
    const props = readJson(file);
    if (!isVersionProps(props)) continue;
    const relative = path.relative(generatedFilesDir, file).split(path.sep).join('/');
    const target = path.join(outDir, ...relative.split('/'));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, JSON.stringify(clientVersionProps(props)));
    requests.set(entry, JSON.stringify(`${GENERATED}${OUT_DIR}/${relative}`).slice(1, -1));
    versionProps.push(relative);
  }

  fs.mkdirSync(outDir, {recursive: true});
  const registry = path.join(outDir, 'registry.js');
  fs.writeFileSync(
    registry,
    clientRegistry(
      entries,
      (entry) => rename.get(entry.chunkName) ?? entry.chunkName,
      (entry) => requests.get(entry) ?? entry.request,
      (entry) => articles.has(JSON.parse(`"${entry.request}"`) as string),
    ),
  );
  const routesChunkNames = path.join(outDir, 'routesChunkNames.json');
  const table = readJson(path.join(generatedFilesDir, 'routesChunkNames.json'));
  fs.writeFileSync(routesChunkNames, JSON.stringify(renameChunkNames(table, rename)));
  const siteConfigFile = path.join(generatedFilesDir, 'docusaurus.config.mjs');
  const siteConfig = path.join(outDir, 'docusaurus.config.mjs');
  const config = parseGeneratedSiteConfig(fs.readFileSync(siteConfigFile, 'utf8'), siteConfigFile);
  fs.writeFileSync(siteConfig, clientSiteConfigModule(config));
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  const routes = path.join(outDir, 'routes.js');
  fs.writeFileSync(routes, clientRoutesModule(fs.readFileSync(routesFile, 'utf8'), routesFile));
  const globalData = path.join(outDir, 'globalData.js');
  fs.writeFileSync(globalData, clientGlobalDataModule(path.join(generatedFilesDir, 'globalData.json')));
  return {registry, routesChunkNames, routes, siteConfig, globalData, versionProps};
}

/**
 * The client's global data module: the compact data, rebuilt on load by `expandGlobalData`.
 * Stops the build when the rebuilt data would differ from `file`'s.
 */
export function clientGlobalDataModule(file: string): string {
  const data = readJson(file) as GlobalData;
  const compact = compactGlobalData(data);
  if (!isDeepStrictEqual(expandGlobalData(compact), data)) {
    throw new Error(`route-data: ${file}: the compact global data does not rebuild the same data`);
  }
  return `import {expandGlobalData} from '@site/lib/docs-global-data';\nexport default expandGlobalData(${JSON.stringify(compact)});\n`;
}
