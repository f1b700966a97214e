/**
 * The routes a build publishes, read from its sitemap (build/sitemap.xml, written by the
 * classic preset's sitemap plugin), the way the Docusaurus website's own tests list its pages.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The pathname of every <loc> in a sitemap, in document order. */
export function sitemapPathnames(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The pathnames listed by `<buildDir>/sitemap.xml`; throws naming the file when there is none. */
export function sitemapRoutes(buildDir: string = path.resolve('build')): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` first.`);
  return sitemapPathnames(fs.readFileSync(file, 'utf8'));
}
