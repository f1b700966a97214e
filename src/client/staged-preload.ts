/**
 * Docusaurus's preload of a page (@docusaurus/core 3.7.0, lib/client/preload.js: every route
 * component the path matches, with the path decoded too) done one route at a time, each in a
 * task of its own: a doc page's five route components (the site root, the docs plugin's, the
 * version's, the doc root's and the doc's) evaluate their modules apart instead of together.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route's component as ComponentCreator makes it: react-loadable's `preload` returns its promise. */
interface Preloadable {
  preload?: () => Promise<unknown>;
}

export async function preloadInStages(
  routes: RouteConfig[],
  pathname: string,
  between: () => Promise<void>,
): Promise<void> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  for (const [index, match] of matches.entries()) {
    if (index > 0) await between();
    await (match.route.component as unknown as Preloadable).preload?.();
  }
}
