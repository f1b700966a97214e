/**
 * `lastmod` for the sitemap (@docusaurus/plugin-sitemap with `lastmod: 'date'`). The sitemap
 * plugin dates a route by the last git commit of its source file (route metadata
 * `sourceFilePath`); this keeps that for written pages and changes two cases:
 *
 * - generated pages (the API reference, under GENERATED_DIRS, gitignored) take the last commit
 *   of what generates them (GENERATOR_PATHS: the SDK version and the TypeDoc plugin with its
 *   release table);
 * - in a checkout without git history (an archive, no git), no route gets a `lastmod`, instead of
 *   the sitemap plugin failing on `git log`.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type * as Preset from '@docusaurus/preset-classic';
import {API_CHANGES_PAGE, API_RELEASES} from '../api-reference/releases';

type CreateSitemapItems = NonNullable<Exclude<Preset.Options['sitemap'], false | undefined>['createSitemapItems']>;
type Route = Parameters<CreateSitemapItems>[0]['routes'][number];

/** Source directories (relative to the site) whose pages are generated at build time: each release's API reference. */
export const GENERATED_DIRS: readonly string[] = API_RELEASES.map((release) => `${release.outDir}/`);
/** What the generated pages are made from: their date is the last commit of these. */
export const GENERATOR_PATHS = ['src/constants.ts', 'plugins/api-reference'] as const;

/** Unix time (ms) of the newest commit touching `paths` (or any commit), or undefined without git history. */
export function lastCommitTime(siteDir: string, paths: readonly string[] = []): number | undefined {
  const result = spawnSync('git', ['-c', 'log.showSignature=false', 'log', '-1', '--format=%ct', '--', ...paths], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  const seconds = result.status === 0 ? Number(result.stdout.trim()) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const sourceOf = (route: Route, siteDir: string): string | undefined => {
  const source = route.metadata?.sourceFilePath;
  return source ? path.relative(siteDir, path.resolve(siteDir, source)).split(path.sep).join('/') : undefined;
};

export const isGenerated = (source: string | undefined): boolean =>
  !!source && (source === API_CHANGES_PAGE.outFile || GENERATED_DIRS.some((dir) => source.startsWith(dir)));

/** The `createSitemapItems` option for a site in `siteDir`. */
export function sitemapItemsWithLastmod(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, routes, ...rest}) => {
    const hasHistory = lastCommitTime(siteDir) !== undefined;
    const generatedAt = hasHistory ? lastCommitTime(siteDir, GENERATOR_PATHS) : undefined;
    // Routes the sitemap plugin must not date from git: all without history, generated ones always.
    const undated = (route: Route) => !hasHistory || isGenerated(sourceOf(route, siteDir));
    // Routes nest (the docs' layout route holds the doc routes); the sitemap lists the leaves.
    const prepare = (route: Route): Route => {
      const children = route.routes ? {routes: route.routes.map(prepare)} : {};
      const source = route.metadata?.sourceFilePath;
      // The sitemap plugin resolves a relative source from the working directory: anchor it to the site.
      if (!undated(route)) {
        return source
          ? {...route, ...children, metadata: {...route.metadata, sourceFilePath: path.resolve(siteDir, source)}}
          : {...route, ...children};
      }
      const {sourceFilePath: _omitted, ...metadata} = route.metadata ?? {};
      const dated =
        generatedAt !== undefined && isGenerated(sourceOf(route, siteDir)) ? {lastUpdatedAt: generatedAt} : {};
      return {...route, ...children, metadata: {...metadata, ...dated}};
    };
    return defaultCreateSitemapItems({...rest, routes: routes.map(prepare)});
  };
}
