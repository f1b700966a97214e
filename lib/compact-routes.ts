/**
 * The route table every page loads (`@generated/routes`): a tree of `{path, component, exact?,
 * sidebar?, routes?}` where `component` is `ComponentCreator(path, hash)` (no hash for the
 * catch-all `*`) and each child's path starts with its parent's. The build writes each route as
 * `[rest of its path after its parent's, hash or 0, exact 1 or 0, sidebar or 0, children]`, trailing
 * zeros and empty children left out, and the client rebuilds the same tree with `expandRoutes`.
 * A run of exact leaf routes under one path prefix whose components load lazily (a page's route
 * data is fetched with its first visit, not with every page) is written as one
 * `{l: prefix after the parent's path, n: the names after the prefix joined by spaces, s: sidebar}`
 * and rebuilt with `createLazy(path)`.
 * The route-data plugin checks that the rebuilt tree equals Docusaurus's.
 */

/** A route as Docusaurus's routes.js writes it, with the `ComponentCreator` arguments in place of the call. */
export interface RouteSpec {
  path: string;
  /** The second argument of `ComponentCreator`, if any. */
  hash?: string;
  exact?: boolean;
  sidebar?: string;
  routes?: RouteSpec[];
}

export type CompactRoute = [
  rest: string,
  hash?: string | 0,
  exact?: 0 | 1,
  sidebar?: string | 0,
  routes?: CompactRow[],
];

/** Exact leaf routes `parent + l + name` for each space-separated name of `n`, with sidebar `s`. */
export interface LazyRouteRun {
  l: string;
  n: string;
  s?: string;
}

export type CompactRow = CompactRoute | LazyRouteRun;

export interface ExpandedRoute<Component> {
  path: string;
  component: Component;
  exact?: true;
  sidebar?: string;
  routes?: ExpandedRoute<Component>[];
}

function trimmed(route: CompactRoute): CompactRoute {
  const row = [...route];
  while (row.length > 1 && (row.at(-1) === 0 || row.at(-1) === undefined)) row.pop();
  return row as CompactRoute;
}

/** The compact tree; throws naming the route when a child's path does not start with its parent's. */
export function compactRoutes(
  routes: readonly RouteSpec[],
  parentPath = '',
  lazyPrefix: (route: RouteSpec) => string | undefined = () => undefined,
): CompactRow[] {
  const rows: CompactRow[] = [];
  let run: {prefix: string; sidebar?: string; names: string[]} | undefined;
  const close = (): void => {
    if (!run) return;
    const row: LazyRouteRun = {l: run.prefix.slice(parentPath.length), n: run.names.join(' ')};
    if (run.sidebar) row.s = run.sidebar;
    rows.push(row);
    run = undefined;
  };
  for (const route of routes) {
    if (!route.path.startsWith(parentPath)) {
      throw new Error(`route "${route.path}" is nested in "${parentPath}" but its path does not start with it`);
    }
    const prefix = lazyPrefix(route);
    if (prefix !== undefined) {
      const name = route.path.slice(prefix.length);
      if (!route.path.startsWith(prefix) || !prefix.startsWith(parentPath) || !/^[^\s]+$/.test(name)) {
        throw new Error(`route "${route.path}" cannot load lazily under "${prefix}"`);
      }
      if (!route.exact || route.routes?.length) {
        throw new Error(`route "${route.path}" loads lazily but is not an exact route without children`);
      }
      if (run?.prefix !== prefix || run.sidebar !== route.sidebar) {
        close();
        run = {prefix, sidebar: route.sidebar, names: []};
      }
      run.names.push(name);
      continue;
    }
    close();
    const children = route.routes ? compactRoutes(route.routes, route.path, lazyPrefix) : undefined;
    const row: CompactRoute = [
      route.path.slice(parentPath.length),
      route.hash ?? 0,
      route.exact ? 1 : 0,
      route.sidebar ?? 0,
    ];
    if (children && children.length > 0) row.push(children);
    rows.push(trimmed(row));
  }
  close();
  return rows;
}

export function expandRoutes<Component>(
  routes: readonly CompactRow[],
  create: (path: string, hash?: string) => Component,
  parentPath = '',
  createLazy: (path: string) => Component = create,
): ExpandedRoute<Component>[] {
  return routes.flatMap((row): ExpandedRoute<Component>[] => {
    if (!Array.isArray(row)) {
      return row.n.split(' ').map((name) => {
        const path = parentPath + row.l + name;
        const route: ExpandedRoute<Component> = {path, component: createLazy(path), exact: true};
        if (row.s) route.sidebar = row.s;
        return route;
      });
    }
    const [rest, hash, exact, sidebar, children] = row;
    const path = parentPath + rest;
    const route: ExpandedRoute<Component> = {path, component: hash ? create(path, hash) : create(path)};
    if (exact) route.exact = true;
    if (sidebar) route.sidebar = sidebar;
    if (children) route.routes = expandRoutes(children, create, path, createLazy);
    return [route];
  });
}
