/**
 * Over the production build: robots.txt names the sitemap, and the sitemap's lastmod dates come
 * from git (each written page's last commit, the generated API pages' generator) when the
 * checkout has history, and are absent without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {GENERATOR_PATHS, lastCommitTime} from '../../plugins/sitemap/lastmod';
import {DOCS_VERSIONS, SITE_URL} from '../../src/constants';

const SITE = path.resolve(__dirname, '../..');
const BUILD = path.join(SITE, 'build');
const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('robots.txt', () => {
  it('allows crawling and names the sitemap by absolute URL', () => {
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    expect(robots.split('\n')).toEqual(['User-agent: *', 'Allow: /', '', `Sitemap: ${SITE_URL}/sitemap.xml`, '']);
    expect(fs.existsSync(path.join(BUILD, 'sitemap.xml'))).toBe(true);
  });
});

describe('sitemap lastmod', () => {
  let lastmod: Map<string, string | undefined>;
  const hasHistory = lastCommitTime(SITE) !== undefined;

  beforeAll(() => {
    const xml = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    lastmod = new Map(entries.map((match) => [match[1].slice(SITE_URL.length), match[2]]));
    expect(lastmod.size).toBeGreaterThan(40);
  });

  // A clone has history (CI's too); an archive has none. Both cases are also unit-tested on
  // repositories made for the purpose (tests/unit/sitemap-robots.test.ts).
  it('dates each guide by its last commit (no date at all without git history)', () => {
    if (!hasHistory) {
      for (const [route, date] of lastmod) expect(date, route).toBeUndefined();
      return;
    }
    for (const [route, source] of [
      ...DOCS_VERSIONS.flatMap(({docsBase, folder, guides}) => [
        ...guides.map((guide) => [`${docsBase}guides/${guide}`, `${folder}/guides/${guide}.mdx`]),
        [docsBase, `${folder}/index.mdx`],
        [`${docsBase}registration`, `${folder}/registration.mdx`],
      ]),
      ['/', 'src/pages/index.tsx'],
    ]) {
      const time = lastCommitTime(SITE, [source]);
      expect(time, source).toBeDefined();
      expect(lastmod.get(route), route).toBe(utcDate(time!));
    }
  });

  it('dates the generated API pages by the last commit of their generator (none without history)', () => {
    const api = [...lastmod].filter(([route]) => DOCS_VERSIONS.some((v) => route.startsWith(v.apiIndexPath)));
    expect(api.length).toBeGreaterThan(140);
    const generated = lastCommitTime(SITE, GENERATOR_PATHS);
    const expected = generated === undefined ? undefined : utcDate(generated);
    for (const [route, date] of api) expect(date, route).toBe(expected);
  });

  it('uses plain dates (YYYY-MM-DD)', () => {
    for (const [route, date] of lastmod) if (date !== undefined) expect(date, route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
