/**
 * The docs plugin's global data (every page loads it) lists each version's docs as
 * `{id, path, sidebar?}`, and a doc's path is its version's path followed by its id (an `index`
 * id ends in `/`). The build writes each doc as its id alone, or `[id, sidebar]`, and the client
 * rebuilds the same objects with `expandGlobalData`; a doc whose path follows no such rule is
 * written as it is. A run of docs under one of the folders of `lazy` (lib/lazy-names.ts), each
 * with the same sidebar, is written as `{l: id prefix, n: the names after it joined by spaces, s:
 * sidebar}`. The route-data plugin checks that the rebuilt data equals Docusaurus's.
 */
import type {LazyNames} from './lazy-names';

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** Global data as Docusaurus generates it: per plugin name, per plugin id, the plugin's data. */
export type GlobalData = Record<string, Record<string, unknown>>;

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The path a doc of the version at `versionPath` has when its URL is its id. */
export function docPath(versionPath: string, id: string): string {
  const base = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  return base + (id === 'index' || id.endsWith('/index') ? id.slice(0, -'index'.length) : id);
}

function isGlobalDoc(doc: unknown): doc is GlobalDoc {
  if (doc === null || typeof doc !== 'object') return false;
  const {id, path, sidebar} = doc as Record<string, unknown>;
  const keys = Object.keys(doc).join();
  return (
    typeof id === 'string' &&
    typeof path === 'string' &&
    (keys === 'id,path' || (keys === 'id,path,sidebar' && typeof sidebar === 'string'))
  );
}

/** A doc as written for the client: its id, its id and sidebar, or the doc itself. */
function compactDoc(versionPath: string, doc: unknown): unknown {
  if (!isGlobalDoc(doc) || doc.path !== docPath(versionPath, doc.id)) return doc;
  return doc.sidebar === undefined ? doc.id : [doc.id, doc.sidebar];
}

/** The doc `compactDoc` wrote, rebuilt. */
function expandDoc(versionPath: string, doc: unknown): unknown {
  if (typeof doc === 'string') return {id: doc, path: docPath(versionPath, doc)};
  if (Array.isArray(doc)) {
    const [id, sidebar] = doc as [string, string];
    return {id, path: docPath(versionPath, id), sidebar};
  }
  return doc;
}

/** A run of docs `l + name` (for each space-separated name of `n`) with sidebar `s`. */
interface DocRun {
  l: string;
  n: string;
  s?: string;
}

const isDocRun = (doc: unknown): doc is DocRun =>
  doc !== null && typeof doc === 'object' && !Array.isArray(doc) && 'l' in doc && 'n' in doc;

/** The docs of a version at `versionPath`, compacted; runs under the folders of `lazy`. */
function compactDocs(versionPath: string, docs: readonly unknown[], lazy: LazyNames): unknown[] {
  const base = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  const idPrefixes = lazy.filter(([prefix]) => prefix.startsWith(base)).map(([prefix]) => prefix.slice(base.length));
  const out: unknown[] = [];
  let run: DocRun | undefined;
  for (const doc of docs) {
    const prefix =
      isGlobalDoc(doc) && doc.path === docPath(versionPath, doc.id)
        ? idPrefixes.find((p) => doc.id.startsWith(p) && /^[^/\s]+$/.test(doc.id.slice(p.length)))
        : undefined;
    if (prefix === undefined || !isGlobalDoc(doc)) {
      run = undefined;
      out.push(compactDoc(versionPath, doc));
      continue;
    }
    const name = doc.id.slice(prefix.length);
    if (run?.l === prefix && run.s === doc.sidebar) run.n += ` ${name}`;
    else {
      run = {l: prefix, n: name};
      if (doc.sidebar !== undefined) run.s = doc.sidebar;
      out.push(run);
    }
  }
  return out;
}

/** The docs `compactDocs` wrote, rebuilt. */
function expandDocs(versionPath: string, docs: readonly unknown[]): unknown[] {
  return docs.flatMap((doc) =>
    isDocRun(doc)
      ? doc.n.split(' ').map((name) => {
          const id = doc.l + name;
          return doc.s === undefined
            ? {id, path: docPath(versionPath, id)}
            : {id, path: docPath(versionPath, id), sidebar: doc.s};
        })
      : [expandDoc(versionPath, doc)],
  );
}

/** Each docs version's `docs` mapped by `map`, everything else as it is. */
function mapDocs(data: GlobalData, map: (versionPath: string, docs: readonly unknown[]) => unknown[]): GlobalData {
  const docsPlugin = data[DOCS_PLUGIN];
  if (!docsPlugin) return data;
  const instances = Object.fromEntries(
    Object.entries(docsPlugin).map(([id, instance]) => {
      const {versions} = (instance ?? {}) as {versions?: unknown};
      if (!Array.isArray(versions)) return [id, instance];
      const mapped = versions.map((version: unknown) => {
        const {path, docs} = (version ?? {}) as {path?: unknown; docs?: unknown};
        if (typeof path !== 'string' || !Array.isArray(docs)) return version;
        return {...(version as object), docs: map(path, docs)};
      });
      return [id, {...(instance as object), versions: mapped}];
    }),
  );
  return {...data, [DOCS_PLUGIN]: instances};
}

export const compactGlobalData = (data: GlobalData, lazy: LazyNames = []): GlobalData =>
  mapDocs(data, (versionPath, docs) => compactDocs(versionPath, docs, lazy));

export const expandGlobalData = (data: GlobalData): GlobalData => mapDocs(data, expandDocs);
