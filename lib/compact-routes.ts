/**
 * The route table every page loads (`@generated/routes`): a tree of `{path, component, exact?,
 * sidebar?, routes?}` where `component` is `ComponentCreator(path, hash)` (no hash for the
 * catch-all `*`) and each child's path starts with its parent's. The build writes each route as
 * `[rest of its path after its parent's, hash or 0, exact 1 or 0, sidebar or 0, children]`, trailing
 * zeros and empty children left out, and the client rebuilds the same tree with `expandRoutes`.
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
  routes?: CompactRoute[],
];

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
export function compactRoutes(routes: readonly RouteSpec[], parentPath = ''): CompactRoute[] {
  return routes.map((route) => {
    if (!route.path.startsWith(parentPath)) {
      throw new Error(`route "${route.path}" is nested in "${parentPath}" but its path does not start with it`);
    }
    const children = route.routes ? compactRoutes(route.routes, route.path) : undefined;
    const row: CompactRoute = [
      route.path.slice(parentPath.length),
      route.hash ?? 0,
      route.exact ? 1 : 0,
      route.sidebar ?? 0,
    ];
    if (children && children.length > 0) row.push(children);
    return trimmed(row);
  });
}

/** Docusaurus's route tree from the compact one; `create` is `ComponentCreator`. */
export function expandRoutes<Component>(
  routes: readonly CompactRoute[],
  create: (path: string, hash?: string) => Component,
  parentPath = '',
): ExpandedRoute<Component>[] {
  return routes.map(([rest, hash, exact, sidebar, children]) => {
    const path = parentPath + rest;
    const route: ExpandedRoute<Component> = {path, component: hash ? create(path, hash) : create(path)};
    if (exact) route.exact = true;
    if (sidebar) route.sidebar = sidebar;
    if (children) route.routes = expandRoutes(children, create, path);
    return route;
  });
}
