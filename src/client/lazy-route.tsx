/**
 * The component of a route whose route data is not in the bundle every page loads
 * (lib/compact-routes.ts, lazy runs; plugins/route-data/lazy-routes.ts): on the route's first
 * preload it loads the lazy table (its chunk registry entries, chunk names and route hashes),
 * adds them to the registry and chunk-name table Docusaurus's `ComponentCreator` reads, and then
 * is that route's `ComponentCreator(path, hash)` component. Docusaurus preloads a route's
 * components before it renders the route (on hydration and on each navigation), so the page
 * renders at once, as any other route's.
 */
import React, {type ComponentType} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import Loading from '@theme/Loading';

/** What the lazy table module exports. */
export interface LazyRouteTable {
  registry: typeof registry;
  chunkNames: typeof routesChunkNames;
  /** Each lazy route's `ComponentCreator` hash, by path. */
  hashes: Record<string, string>;
}

type RouteComponent = ReturnType<typeof ComponentCreator>;

export function lazyRouteCreator(
  loadTable: () => Promise<{default: LazyRouteTable}>,
): (path: string) => RouteComponent {
  let table: Promise<LazyRouteTable> | undefined;
  const load = (): Promise<LazyRouteTable> =>
    (table ??= loadTable().then(({default: lazy}) => {
      Object.assign(registry, lazy.registry);
      Object.assign(routesChunkNames, lazy.chunkNames);
      return lazy;
    }));
  return (path) => {
    let inner: RouteComponent | undefined;
    return Loadable({
      loading: Loading,
      loader: async () => {
        const {hashes} = await load();
        const hash = hashes[path];
        if (!hash) throw new Error(`lazy-route: no route data for ${path}`);
        inner ??= ComponentCreator(path, hash);
        // react-loadable's preload returns the loading promise (its types say void).
        await (inner as unknown as {preload: () => Promise<unknown>}).preload();
        return inner;
      },
      render(Inner: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) {
        return <Inner {...props} />;
      },
    });
  };
}
