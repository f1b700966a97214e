/**
 * Where the Markdown copy of a doc page lives: its permalink plus `.md`, or `index.md` for a
 * permalink that ends with a slash (/docs/ → /docs/index.md). Pure and dependency-free: the
 * build plugin writes the files at these paths and the "Copy page" button fetches them.
 */

/** The URL path of a page's Markdown copy, e.g. /docs/guides/getting-started.md. */
export function markdownPathFor(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '');
  if (path === '' || path.endsWith('/')) return `${path || '/'}index.md`;
  return `${path}.md`;
}

/** An absolute URL on the site, for a URL path that already starts with the base URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
