/**
 * Docusaurus plugin: writes /robots.txt after the build, allowing every crawler and naming the
 * sitemap by its absolute URL (site URL + base URL + sitemap.xml).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const SITEMAP_FILE = 'sitemap.xml';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}${baseUrl}${SITEMAP_FILE}`, ''].join(
    '\n',
  );
}

export default function robotsPlugin(): Plugin {
  return {
    name: 'robots',
    postBuild({outDir, siteConfig}) {
      const file = path.join(outDir, 'robots.txt');
      if (fs.existsSync(file))
        throw new Error(`${file}: already in the build (static/robots.txt?); the robots plugin writes it.`);
      fs.writeFileSync(file, robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
