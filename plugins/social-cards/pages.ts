/**
 * The pages that get a social card: every route of the build, with the title the page shows in
 * its <title> (without the site-name suffix), the section the card names, the card's file name
 * and the HTML file the route was written to. Pure: the plugin passes in what Docusaurus gives
 * postBuild (routes and each route's server-rendered head).
 */
import path from 'node:path';

export interface CardPage {
  /** The route, with base URL (e.g. /docs/guides/getting-started, /404.html). */
  route: string;
  /** The page title without the site-name suffix. */
  title: string;
  /** The part of the site, printed above the title (Guide, API reference, …). */
  section: string;
  /** File name of the card, unique per route (e.g. docs-guides-getting-started.png). */
  file: string;
  /** The HTML file of the route, relative to the build directory. */
  htmlFile: string;
}

/** Route prefix → section; the first match wins. */
export const SECTIONS: readonly (readonly [prefix: string, label: string])[] = [
  ['/docs/guides/', 'Guide'],
  ['/docs/api/', 'API reference'],
  ['/docs/', 'Documentation'],
  ['/search', 'Search'],
];

export function sectionOf(route: string, baseUrl = '/'): string {
  const local = `/${route.slice(baseUrl.length)}`;
  if (local === '/') return 'Home';
  return SECTIONS.find(([prefix]) => local === prefix.replace(/\/$/, '') || local.startsWith(prefix))?.[1] ?? 'Page';
}

/** /docs/guides/getting-started → docs-guides-getting-started.png; / → index.png. */
export function cardFileName(route: string, baseUrl = '/'): string {
  const slug = route
    .slice(baseUrl.length)
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]+/g, '-'))
    .join('-');
  return `${slug || 'index'}.png`;
}

/** Where Docusaurus writes a route: <route>/index.html, or the route itself for *.html. */
export function htmlFileOf(route: string, baseUrl = '/'): string {
  const local = route.slice(baseUrl.length);
  if (local.endsWith('.html')) return local;
  return path.posix.join(local, 'index.html');
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The title of a page from its <title> element as Helmet renders it
 * (`<title data-rh="true">Getting started · OpenSecret SDK</title>`), without ` · <site title>`.
 */
export function titleFromTitleTag(tag: string, siteTitle: string, delimiter: string): string {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(tag);
  const text = decodeEntities(match?.[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const suffix = ` ${delimiter} ${siteTitle}`;
  const title = text.endsWith(suffix) ? text.slice(0, -suffix.length).trim() : text;
  return title || siteTitle;
}

export interface CollectOptions {
  baseUrl: string;
  siteTitle: string;
  titleDelimiter: string;
}

/**
 * One card page per route. `titleTags` maps a route to its server-rendered <title> element.
 * Throws when a route has no title or two routes would share a card file.
 */
export function collectCardPages(
  routes: readonly string[],
  titleTags: Readonly<Record<string, string | undefined>>,
  options: CollectOptions,
): CardPage[] {
  const byFile = new Map<string, string>();
  return [...new Set(routes)].sort().map((route) => {
    const tag = titleTags[route];
    if (!tag) throw new Error(`social-cards: the route ${route} has no <title> in its server-rendered head.`);
    const file = cardFileName(route, options.baseUrl);
    // Case-insensitive: the build may be copied to a case-insensitive file system.
    const other = byFile.get(file.toLowerCase());
    if (other) throw new Error(`social-cards: the routes ${other} and ${route} would share the card ${file}.`);
    byFile.set(file.toLowerCase(), route);
    return {
      route,
      title: titleFromTitleTag(tag, options.siteTitle, options.titleDelimiter),
      section: sectionOf(route, options.baseUrl),
      file,
      htmlFile: htmlFileOf(route, options.baseUrl),
    };
  });
}
