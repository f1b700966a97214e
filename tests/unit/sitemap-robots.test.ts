import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import createSitemap from '@docusaurus/plugin-sitemap/lib/createSitemap';
import type {DocusaurusConfig, RouteConfig} from '@docusaurus/types';
import {robotsTxt} from '../../plugins/robots';
import {GENERATOR_PATHS, isGenerated, lastCommitTime, sitemapItemsWithLastmod} from '../../plugins/sitemap/lastmod';

const SITE_CONFIG = {url: 'https://docs.example.com', baseUrl: '/', trailingSlash: undefined} as DocusaurusConfig;

/** The docs' layout route holding a written page and a generated one, as the docs plugin nests them. */
const ROUTES: RouteConfig[] = [
  {
    path: '/docs',
    component: 'layout',
    routes: [
      {path: '/docs/guide', component: 'doc', exact: true, metadata: {sourceFilePath: 'docs/guide.md'}},
      {path: '/docs/api/thing', component: 'doc', exact: true, metadata: {sourceFilePath: 'docs/api/thing.md'}},
    ],
  },
];

async function sitemapOf(siteDir: string): Promise<Map<string, string | undefined>> {
  const previous = process.env.NODE_ENV;
  // Docusaurus reads git dates only in production builds (elsewhere it uses a fixed fake date).
  process.env.NODE_ENV = 'production';
  try {
    const xml = await createSitemap({
      routes: ROUTES,
      siteConfig: SITE_CONFIG,
      head: {},
      options: {
        filename: 'sitemap.xml',
        ignorePatterns: [],
        lastmod: 'date',
        changefreq: null,
        priority: null,
        createSitemapItems: sitemapItemsWithLastmod(siteDir),
      },
    });
    const entries = [...(xml ?? '').matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    return new Map(entries.map((match) => [match[1], match[2]]));
  } finally {
    process.env.NODE_ENV = previous;
  }
}

function writeSite(dir: string): void {
  for (const file of [
    'docs/guide.md',
    'docs/api/thing.md',
    ...GENERATOR_PATHS.map((p) => (p.includes('.') ? p : `${p}/index.ts`)),
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), `${file}\n`);
  }
  fs.writeFileSync(path.join(dir, '.gitignore'), '/docs/api/\n');
}

function commit(dir: string, files: string[], isoDate: string): void {
  const env = {...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate};
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      env,
      stdio: 'pipe',
    });
  git('add', '--', ...files);
  git('commit', '-q', '-m', `commit ${isoDate}`);
}

describe('sitemap lastmod', () => {
  let withHistory: string;
  let withoutHistory: string;

  beforeAll(() => {
    withHistory = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-git-'));
    withoutHistory = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-nogit-'));
    writeSite(withHistory);
    writeSite(withoutHistory);
    execFileSync('git', ['init', '-q'], {cwd: withHistory});
    commit(withHistory, ['docs/guide.md', '.gitignore'], '2024-03-05T10:00:00Z');
    commit(withHistory, [...GENERATOR_PATHS], '2024-06-07T10:00:00Z');
  });

  afterAll(() => {
    for (const dir of [withHistory, withoutHistory]) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('dates a written page by its last commit and a generated page by its generator’s', async () => {
    const sitemap = await sitemapOf(withHistory);
    expect(sitemap).toEqual(
      new Map([
        ['https://docs.example.com/docs/guide', '2024-03-05'],
        ['https://docs.example.com/docs/api/thing', '2024-06-07'],
      ]),
    );
    expect(lastCommitTime(withHistory, ['docs/guide.md'])).toBe(Date.parse('2024-03-05T10:00:00Z'));
  });

  it('builds without git history: every page listed, none dated', async () => {
    expect(lastCommitTime(withoutHistory)).toBeUndefined();
    const sitemap = await sitemapOf(withoutHistory);
    expect(sitemap).toEqual(
      new Map([
        ['https://docs.example.com/docs/guide', undefined],
        ['https://docs.example.com/docs/api/thing', undefined],
      ]),
    );
  });

  it('knows the generated pages by their source directory', () => {
    expect(isGenerated('docs/api/functions/x.md')).toBe(true);
    expect(isGenerated('docs/guides/x.mdx')).toBe(false);
    expect(isGenerated(undefined)).toBe(false);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap by absolute URL', () => {
    expect(robotsTxt('https://docs.example.com/', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    expect(robotsTxt('https://example.com', '/docs-site/')).toContain(
      'Sitemap: https://example.com/docs-site/sitemap.xml\n',
    );
  });
});
