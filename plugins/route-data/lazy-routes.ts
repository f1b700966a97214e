/**
 * Routes whose route data only their own pages load: the context members' reference pages
 * (`<API routeBase>type-aliases/<context type>/<member>`, plugins/api-reference/member-reference.ts).
 * There are 126 of them, all with one component and a predictable path; in the bundle every page
 * loads, they are one run of names per context type (lib/compact-routes.ts). Their chunk
 * registry entries, chunk names and route hashes are a module of their own, loaded by the first
 * member page a reader opens (src/client/lazy-route.tsx), and their doc modules go into one
 * chunk per task group (plugins/api-reference/member-groups.ts), so that the runtime's chunk
 * file table lists a few chunks, not one per member.
 */
import {API_RELEASES} from '../api-reference/releases';
import {CONTEXT_TYPES, memberPagesByGroup} from '../api-reference/member-groups';
import type {RouteSpec} from '../../lib/compact-routes';
import type {LazyNames} from '../../lib/lazy-names';

/** File name of the lazy table module, in the route-data folder. */
export const LAZY_ROUTES_MODULE = 'lazy-routes.js';

/** File name of the lazy pages' names module (lib/lazy-names.ts), in the route-data folder. */
export const LAZY_NAMES_MODULE = 'lazy-names.js';

/** Member page path → the chunk its doc module goes into (`m<type>-<group>`), for releases with member pages. */
export const MEMBER_CHUNKS: ReadonlyMap<string, string> = new Map(
  API_RELEASES.filter((release) => release.memberPages).flatMap((release) =>
    CONTEXT_TYPES.flatMap((type, typeIndex) =>
      memberPagesByGroup(type).flatMap(({pages}, groupIndex) =>
        pages.map((page) => [`${release.routeBase}${page}`, `m${typeIndex}-${groupIndex}`] as const),
      ),
    ),
  ),
);

/** The path prefix a member page's route loads lazily under (its context type's folder), else undefined. */
export function memberRoutePrefix(route: RouteSpec): string | undefined {
  if (!MEMBER_CHUNKS.has(route.path)) return undefined;
  return route.path.slice(0, route.path.lastIndexOf('/') + 1);
}

/** Lazy pages' paths (in route order) as folders and names; a folder's names stay in one run. */
export function lazyNamesOf(paths: readonly string[]): LazyNames {
  const runs: [string, string[]][] = [];
  for (const full of paths) {
    const cut = full.lastIndexOf('/') + 1;
    const [prefix, name] = [full.slice(0, cut), full.slice(cut)];
    const last = runs.at(-1);
    if (last?.[0] === prefix) last[1].push(name);
    else if (runs.some(([other]) => other === prefix))
      throw new Error(`route-data: the routes under ${prefix} are not in one run`);
    else runs.push([prefix, [name]]);
  }
  return runs.map(([prefix, list]) => [prefix, list.join(' ')] as const);
}

/**
 * `json` (a compact route table or global data) with each run's names (`"n":"…"`) that equal a
 * folder's names of `names` written as `N[i][1]`, N being the names module's default export.
 */
export function referToNames(json: string, names: LazyNames): {code: string; referred: boolean} {
  let code = json;
  names.forEach(([, list], i) => {
    code = code.split(`"n":${JSON.stringify(list)}`).join(`"n":N[${i}][1]`);
  });
  return {code, referred: code !== json};
}
