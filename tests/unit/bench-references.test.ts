/** The benchmark's VitePress reference writer and its report table (tools/bench). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {KIB} from '../../tools/bench/budgets';
import type {PageWeight} from '../../tools/bench/page-weight';
import {ratio, reportTable, type SiteResult} from '../../tools/bench/report-table';
import {
  VITEPRESS_VERSION,
  VitePressSiteError,
  localiseLinks,
  writeVitePressSite,
} from '../../tools/bench/vitepress-site';
import {SITE_URL} from '../../src/constants';

function fakeBuild(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const GUIDES = {
  'docs/guides/getting-started.md': `# Getting started\n\nSee [keys](${SITE_URL}/docs/guides/keys#paths) and [API](${SITE_URL}/docs/api/).\n`,
  'docs/guides/keys.md': '# Keys\n\nText.\n',
  'docs/3.x/guides/getting-started.md': '# Getting started\n\n```tsx\nconst a = {b: 1};\n```\n',
  'docs/3.x/guides/conversations.md': '# Conversations\n\nText.\n',
};

describe('VitePress reference site', () => {
  it('writes each guide copy at its route, a sidebar per version and the exact VitePress pin', () => {
    const build = fakeBuild(GUIDES);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitepress-ref-'));
    fs.mkdirSync(path.join(dir, 'node_modules/vitepress'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'stale.md'), 'from an earlier run');
    const {routes} = writeVitePressSite(build, dir);
    expect(routes.sort()).toEqual([
      '/docs/3.x/guides/conversations',
      '/docs/3.x/guides/getting-started',
      '/docs/guides/getting-started',
      '/docs/guides/keys',
    ]);
    expect(fs.readFileSync(path.join(dir, 'docs/3.x/guides/getting-started.md'), 'utf8')).toBe(
      GUIDES['docs/3.x/guides/getting-started.md'],
    );
    expect(fs.readFileSync(path.join(dir, 'docs/guides/getting-started.md'), 'utf8')).toContain(
      `[keys](/docs/guides/keys#paths) and [API](${SITE_URL}/docs/api/)`,
    );
    const config = fs.readFileSync(path.join(dir, '.vitepress/config.mts'), 'utf8');
    type Sidebar = Record<string, {text: string; collapsed?: boolean; items: {text: string; link: string}[]}[]>;
    const parsed = JSON.parse(/defineConfig\(([\s\S]*)\);/.exec(config)![1]) as {themeConfig: {sidebar: Sidebar}};
    const sidebar = parsed.themeConfig.sidebar;
    expect(Object.keys(sidebar)).toEqual(['/docs/3.x/', '/docs/']);
    expect(sidebar['/docs/'][0].items).toEqual([
      {text: 'Getting started', link: '/docs/guides/getting-started'},
      {text: 'Keys', link: '/docs/guides/keys'},
    ]);
    // Collapsible and open, as our categories are: the input probe taps its row.
    expect(Object.values(sidebar).map((groups) => groups.map(({text, collapsed}) => ({text, collapsed})))).toEqual([
      [{text: 'Guides', collapsed: false}],
      [{text: 'Guides', collapsed: false}],
    ]);
    expect(config).toContain('"provider": "local"');
    expect(
      (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {dependencies: unknown}).dependencies,
    ).toEqual({
      vitepress: VITEPRESS_VERSION,
    });
    expect(fs.existsSync(path.join(dir, 'stale.md'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'node_modules/vitepress'))).toBe(true);
  });

  it('stops with the folder to build when a version has no Markdown copies', () => {
    const build = fakeBuild({'docs/guides/getting-started.md': '# Getting started\n'});
    expect(() => writeVitePressSite(build, fs.mkdtempSync(path.join(os.tmpdir(), 'vp-')))).toThrow(
      new VitePressSiteError(
        `${path.join(build, '/docs/3.x/guides/')}: no Markdown copies of the guides; build the site first (npm run build)`,
      ),
    );
  });

  it('stops naming the file of a copy without a title', () => {
    const build = fakeBuild({...GUIDES, 'docs/guides/untitled.md': 'No heading here.\n'});
    expect(() => writeVitePressSite(build, fs.mkdtempSync(path.join(os.tmpdir(), 'vp-')))).toThrow(
      `${path.join(build, '/docs/guides/', 'untitled.md')}:1: a Markdown copy without a "# " title`,
    );
  });

  it('makes local only the links to pages the reference has, keeping their anchors', () => {
    const routes = new Set(['/docs/guides/keys']);
    expect(localiseLinks(`[a](${SITE_URL}/docs/guides/keys#x) [b](${SITE_URL}/docs/guides/other)`, routes)).toBe(
      `[a](/docs/guides/keys#x) [b](${SITE_URL}/docs/guides/other)`,
    );
    expect(localiseLinks('[c](https://example.com/docs/guides/keys)', routes)).toBe(
      '[c](https://example.com/docs/guides/keys)',
    );
  });
});

const weight = (js: number): PageWeight => ({
  route: '/',
  assets: [],
  gzip: {html: 10 * KIB, js: js * KIB, css: 20 * KIB, font: 0, image: 0, other: 0},
  totalGzip: (30 + js) * KIB,
});

describe('report table', () => {
  it('gives each reference its value and our ratio to it, blank where it lacks the route', () => {
    const ours: SiteResult = {
      name: 'ours',
      routes: {
        '/docs/3.x/guides/conversations': {
          weight: weight(150),
          lighthouse: {mobile: {score: 90, lcpMs: 1000, tbtMs: 300, cls: 0, fcpMs: 500}},
        },
        '/': {weight: weight(100), lighthouse: {}},
      },
    };
    const stock: SiteResult = {
      name: 'stock',
      routes: {
        '/docs/3.x/guides/conversations': {
          weight: weight(180),
          lighthouse: {mobile: {score: 75, lcpMs: 2000, tbtMs: 600, cls: 0, fcpMs: 500}},
        },
        '/': {weight: weight(100), lighthouse: {}},
      },
    };
    const vitepress: SiteResult = {
      name: 'vitepress',
      routes: {
        '/docs/3.x/guides/conversations': {
          weight: weight(60),
          lighthouse: {mobile: {score: 90, lcpMs: 800, tbtMs: 150, cls: 0, fcpMs: 500}},
        },
      },
    };
    const lines = reportTable(ours, [stock, vitepress])
      .split('\n')
      .map((line) => line.split(/\s{2,}/));
    expect(lines[0]).toEqual(['route', 'metric', 'ours', 'stock', 'ratio', 'vitepress', 'ratio']);
    expect(lines).toContainEqual([
      '/docs/3.x/guides/conversations',
      'js KiB gz',
      '150.0',
      '180.0',
      '0.83×',
      '60.0',
      '2.50×',
    ]);
    expect(lines).toContainEqual([
      '/docs/3.x/guides/conversations',
      'LH mobile TBT ms',
      '300',
      '600',
      '0.50×',
      '150',
      '2.00×',
    ]);
    expect(lines).toContainEqual(['/', 'js KiB gz', '100.0', '100.0', '1.00×']);
  });

  it('leaves a ratio blank where there is nothing to divide by', () => {
    expect(ratio(1, 0)).toBe('');
    expect(ratio(1, undefined)).toBe('');
    expect(ratio(Number.NaN, 2)).toBe('');
    expect(ratio(3, 2)).toBe('1.50×');
  });
});
