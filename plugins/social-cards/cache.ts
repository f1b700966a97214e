/**
 * A disk cache of rendered PNGs, keyed by the hash of the card's SVG (which captures the text,
 * layout, palette, logo and font) and the renderer's version, so a rebuild only rasterises the
 * cards that changed. It lives in node_modules/.cache (emptied by `docusaurus clear`); entries
 * the last build did not use are removed.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const cacheKey = (svg: string, rendererVersion: string): string =>
  createHash('sha256').update(rendererVersion).update('\0').update(svg).digest('hex');

export interface PngCache {
  /** The cached PNG for `key`, or the one `render` makes (then stored). */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Removes the entries no `get` asked for; returns how many `get`s were hits. */
  finish(): Promise<{hits: number; misses: number}>;
}

export function pngCache(dir: string): PngCache {
  const used = new Set<string>();
  let hits = 0;
  return {
    async get(key, render) {
      used.add(`${key}.png`);
      const file = path.join(dir, `${key}.png`);
      const cached = await fs.readFile(file).catch(() => undefined);
      if (cached) {
        hits += 1;
        return cached;
      }
      const png = await render();
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(file, png);
      return png;
    },
    async finish() {
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        entries.filter((entry) => !used.has(entry)).map((entry) => fs.rm(path.join(dir, entry), {force: true})),
      );
      return {hits, misses: used.size - hits};
    },
  };
}
