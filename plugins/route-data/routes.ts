/**
 * Reads Docusaurus's generated `routes.js` (an exported array of route objects whose `component`
 * is a `ComponentCreator(path, hash)` call) into `RouteSpec`s, and writes the client's compact
 * copy (lib/compact-routes.ts). Anything else in the file stops the build, naming file and line.
 */
import {Parser, type Node} from 'acorn';
import {isDeepStrictEqual} from 'node:util';
import {compactRoutes, expandRoutes, type RouteSpec} from '../../lib/compact-routes';
import type {LazyNames} from '../../lib/lazy-names';
import {referToNames} from './lazy-routes';

type AnyNode = Node & Record<string, unknown>;

const KEYS = new Set(['path', 'component', 'exact', 'sidebar', 'routes']);

/** The route objects of a generated `routes.js`; `file` names it in errors. */
export function parseRoutes(source: string, file: string): RouteSpec[] {
  const program = Parser.parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    locations: true,
  }) as unknown as AnyNode;
  const fail = (node: AnyNode, what: string): never => {
    const line = (node.loc as {start: {line: number}} | undefined)?.start.line ?? 0;
    throw new Error(`route-data: ${file}:${line}: ${what}`);
  };
  const body = program.body as AnyNode[];
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration');
  if (!exported) return fail(program, 'no default export');
  const string = (node: AnyNode, what: string): string =>
    node.type === 'Literal' && typeof node.value === 'string' ? node.value : fail(node, `${what} is not a string`);

  const route = (node: AnyNode): RouteSpec => {
    if (node.type !== 'ObjectExpression') return fail(node, 'a route is not an object');
    const spec: Partial<RouteSpec> = {};
    let createdFor: string | undefined;
    for (const property of node.properties as AnyNode[]) {
      const key = property.key as AnyNode | undefined;
      const name = property.type === 'Property' && key?.type === 'Identifier' ? (key.name as string) : undefined;
      if (!name || !KEYS.has(name)) return fail(property, `unexpected route field ${name ?? property.type}`);
      const value = property.value as AnyNode;
      if (name === 'path') spec.path = string(value, 'path');
      else if (name === 'sidebar') spec.sidebar = string(value, 'sidebar');
      else if (name === 'exact') {
        if (value.type !== 'Literal' || value.value !== true) return fail(value, 'exact is not true');
        spec.exact = true;
      } else if (name === 'routes') spec.routes = list(value);
      else {
        const callee = value.callee as AnyNode | undefined;
        const args = (value.arguments as AnyNode[] | undefined) ?? [];
        if (
          value.type !== 'CallExpression' ||
          callee?.name !== 'ComponentCreator' ||
          args.length < 1 ||
          args.length > 2
        )
          return fail(value, 'component is not a ComponentCreator(path, hash) call');
        createdFor = string(args[0], 'the component path');
        if (args[1]) spec.hash = string(args[1], 'the component hash');
      }
    }
    if (spec.path === undefined) return fail(node, 'a route has no path');
    if (createdFor !== spec.path) return fail(node, `the component of "${spec.path}" is created for "${createdFor}"`);
    return spec as RouteSpec;
  };
  const list = (node: AnyNode): RouteSpec[] =>
    node.type === 'ArrayExpression' ? (node.elements as AnyNode[]).map(route) : fail(node, 'routes are not an array');
  return list(exported.declaration as AnyNode);
}

/** The client's routes module: the compact tree, rebuilt on load; stops the build if it would differ. */
export function clientRoutesModule(
  source: string,
  file: string,
  lazy?: {prefix: (route: RouteSpec) => string | undefined; module: string; names: LazyNames; namesModule: string},
): string {
  const routes = parseRoutes(source, file);
  const compact = compactRoutes(routes, '', lazy?.prefix);
  const hashes = new Map(allRoutes(routes).map((route) => [route.path, route.hash]));
  const spec = (path: string, hash?: string) => ({path, hash});
  const rebuilt = expandRoutes(compact, spec, '', (path) => ({path, hash: hashes.get(path)}));
  const original = (list: RouteSpec[]): unknown[] =>
    list.map(({hash, routes: children, ...rest}) => ({
      ...rest,
      component: {path: rest.path, hash},
      ...(children ? {routes: original(children)} : {}),
    }));
  if (!isDeepStrictEqual(rebuilt, original(routes))) {
    throw new Error(`route-data: ${file}: the compact route table does not rebuild the same routes`);
  }
  const lazyRuns = JSON.stringify(compact).includes('{"l":');
  if (lazyRuns && !lazy) throw new Error(`route-data: ${file}: lazy routes without a lazy module`);
  const referred = lazy ? referToNames(JSON.stringify(compact), lazy.names) : undefined;
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import {expandRoutes} from '@site/lib/compact-routes';`,
    ...(lazyRuns && lazy && referred
      ? [
          ...(referred.referred ? [`import N from ${JSON.stringify(lazy.namesModule)};`] : []),
          `import {lazyRouteCreator} from '@site/src/client/lazy-route';`,
          `export default expandRoutes(${referred.code}, ComponentCreator, '', lazyRouteCreator(() => import(/* webpackChunkName: "lazy-routes" */ ${JSON.stringify(lazy.module)})));`,
        ]
      : [`export default expandRoutes(${JSON.stringify(compact)}, ComponentCreator);`]),
    '',
  ].join('\n');
}

/** Every route of the tree, parents before their children. */
export function allRoutes(routes: readonly RouteSpec[]): RouteSpec[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}
