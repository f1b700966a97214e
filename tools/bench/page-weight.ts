/**
 * First-load weight of a built page: the files it loads on first view (found by a real browser,
 * see first-load.ts), sized from the build output. Sizes are gzip level 6, like a typical
 * server, so the figures are deterministic for a given build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type AssetType = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';

export interface Asset {
  url: string;
  type: AssetType;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  assets: Asset[];
  /** gzip bytes per asset type. */
  gzip: Record<AssetType, number>;
  totalGzip: number;
}

const gzipCache = new Map<string, number>();

export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function assetType(url: string): AssetType {
  const ext = path.extname(url.split(/[?#]/)[0] ?? '').toLowerCase();
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.css') return 'css';
  if (['.woff2', '.woff', '.ttf', '.otf', '.eot'].includes(ext)) return 'font';
  if (['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'].includes(ext)) return 'image';
  if (ext === '.html') return 'html';
  return 'other';
}

/** Local file for a site URL path (a route's HTML for page URLs), or undefined for external URLs. */
export function fileForUrl(buildDir: string, url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  const candidates = [pathname, path.join(clean, 'index.html'), `${clean}.html`];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * Weight of a page given the same-origin URL paths it loaded on first view (the first one is the
 * page itself). Sizes come from the build's files, so they do not depend on the server.
 */
export function weigh(buildDir: string, route: string, urls: readonly string[]): PageWeight {
  const assets: Asset[] = [];
  for (const url of new Set(urls)) {
    const file = fileForUrl(buildDir, url);
    if (!file) throw new Error(`${buildDir}: the page ${route} loaded ${url}, which is not in the build`);
    const type = url === route ? 'html' : assetType(file);
    assets.push({url, type, bytes: fs.statSync(file).size, gzip: gzipSize(file)});
  }
  const gzip: Record<AssetType, number> = {html: 0, js: 0, css: 0, font: 0, image: 0, other: 0};
  for (const asset of assets) gzip[asset.type] += asset.gzip;
  return {route, assets, gzip, totalGzip: assets.reduce((sum, asset) => sum + asset.gzip, 0)};
}
