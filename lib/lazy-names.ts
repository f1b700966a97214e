/**
 * The pages whose route data loads lazily (lib/compact-routes.ts, lazy runs: the context
 * members' reference pages), as one small module the client bundle holds once: per folder, its
 * full path prefix and the page names after it, joined by spaces, in route order. The route
 * table, the docs global data and a docs version's sidebars refer to it instead of repeating the
 * names: the route table and the global data by run (`N[i][1]`), a sidebar link to such a page
 * (`{type: 'link', label: name, href: prefix + name}`) by the page's number in `lazyPaths`.
 */

export type LazyNames = readonly (readonly [prefix: string, names: string])[];

/** Every lazy page's full path, folder by folder. */
export const lazyPaths = (names: LazyNames): string[] =>
  names.flatMap(([prefix, list]) => list.split(' ').map((name) => prefix + name));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Sidebar items, at any depth, with each plain link to a lazy page written as the page's number. */
export function compactSidebarLinks(items: readonly unknown[], names: LazyNames): unknown[] {
  const paths = lazyPaths(names);
  const index = new Map(paths.map((path, i) => [path, i]));
  const walk = (list: readonly unknown[]): unknown[] =>
    list.map((item) => {
      if (!isRecord(item)) return item;
      const keys = Object.keys(item).sort().join();
      const {href, label} = item;
      if (
        item.type === 'link' &&
        keys === 'href,label,type' &&
        typeof href === 'string' &&
        index.has(href) &&
        href.endsWith(`/${String(label)}`)
      ) {
        return index.get(href);
      }
      return Array.isArray(item.items) ? {...item, items: walk(item.items)} : item;
    });
  return walk(items);
}

/** The items `compactSidebarLinks` wrote, rebuilt. */
export function expandSidebarLinks(items: readonly unknown[], names: LazyNames): unknown[] {
  const paths = lazyPaths(names);
  const walk = (list: readonly unknown[]): unknown[] =>
    list.map((item) => {
      if (typeof item === 'number') {
        const href = paths[item];
        return {type: 'link', label: href.slice(href.lastIndexOf('/') + 1), href};
      }
      return isRecord(item) && Array.isArray(item.items) ? {...item, items: walk(item.items)} : item;
    });
  return walk(items);
}

/** Version props (`{version: {docsSidebars}}`) with their sidebars rebuilt by `expandSidebarLinks`. */
export function expandVersionSidebars<P extends {version: {docsSidebars: Record<string, unknown[]>}}>(
  props: P,
  names: LazyNames,
): P {
  const docsSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([name, items]) => [name, expandSidebarLinks(items, names)]),
  );
  return {...props, version: {...props.version, docsSidebars}};
}
