import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type {PluginRouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  chunkAssetRuntimeCode,
  removeDocusaurusChunkAssetPlugin,
  renamedChunks,
} from '../../plugins/route-data/chunk-asset';
import {clientGlobalDataModule, OUT_DIR, writeClientRouteFiles} from '../../plugins/route-data/client-files';
import {expandGlobalData, type GlobalData} from '../../lib/docs-global-data';
import {expandRoutes} from '../../lib/compact-routes';
import {filesUsingDocCards, generatedIndexCategories} from '../../plugins/route-data/doc-cards';
import routeDataPlugin from '../../plugins/route-data/index';
import {parseRegistry} from '../../plugins/route-data/registry';
import {shortChunkNames} from '../../plugins/route-data/short-names';
import {BUILD_ONLY_FIELDS, parseGeneratedSiteConfig} from '../../plugins/route-data/site-config';

describe('shortChunkNames', () => {
  it('cuts each name to its shortest unique prefix, at least three characters', () => {
    const short = shortChunkNames(['0058b4c6', '017808e4', '01efd9e3', '01e0aaaa', 'fcf7c892']);
    expect(Object.fromEntries(short)).toEqual({
      '0058b4c6': '005',
      '017808e4': '017',
      '01efd9e3': '01ef',
      '01e0aaaa': '01e0',
      fcf7c892: 'fcf',
    });
  });

  it('keeps names unique when one name is a prefix of another', () => {
    const short = shortChunkNames(['0058b4c6', '0058b4c62', '0058b4c63']);
    expect(new Set(short.values()).size).toBe(3);
    expect(short.get('0058b4c6')).toBe('0058b4c6');
  });

  it('changes only the names that a new name starts like', () => {
    const before = shortChunkNames(['aaa11111', 'bbb22222', 'ccc33333']);
    const after = shortChunkNames(['aaa11111', 'bbb22222', 'ccc33333', 'bbb29999']);
    expect(after.get('aaa11111')).toBe(before.get('aaa11111'));
    expect(after.get('ccc33333')).toBe(before.get('ccc33333'));
    expect(after.get('bbb22222')).toBe('bbb22');
  });

  it('refuses duplicate names', () => {
    expect(() => shortChunkNames(['abc', 'abc'])).toThrow(/unique/);
  });
});

describe('client route files, from the files Docusaurus generates', () => {
  let dir: string;
  const versionProps = {
    version: {
      version: 'current',
      docsSidebars: {
        docs: [
          {type: 'link', label: 'Intro', href: '/docs/', docId: 'index', unlisted: false},
          {
            type: 'category',
            label: 'Guides',
            collapsible: true,
            collapsed: false,
            items: [
              {type: 'link', label: 'Setup', href: '/docs/setup', docId: 'setup', unlisted: false},
              {type: 'link', label: 'Hidden', href: '/docs/hidden', docId: 'hidden', unlisted: true},
            ],
          },
        ],
      },
      docs: {index: {id: 'index', title: 'Intro', description: 'The introduction.'}},
    },
  };
  const routes: PluginRouteConfig[] = [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: versionProps,
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
      routes: [
        {path: '/docs/', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/index.mdx'}},
        {path: '/docs/a"b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a"b.mdx'}},
      ],
    },
    {
      path: '/search',
      component: '@site/src/pages/search.tsx',
      exact: true,
      props: {config: {placeholder: 'Search'}},
      plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'},
    },
  ];

  const globalData: GlobalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            label: 'Next',
            isLast: true,
            path: '/docs',
            mainDocId: 'index',
            docs: [
              {id: 'index', path: '/docs/', sidebar: 'docs'},
              {id: 'setup', path: '/docs/setup', sidebar: 'docs'},
            ],
            draftIds: [],
            sidebars: {docs: {link: {path: '/docs/', label: 'Intro'}}},
          },
        ],
        breadcrumbs: true,
      },
    },
  };

  const siteConfig = {
    title: 'Site',
    url: 'https://example.com',
    baseUrl: '/',
    future: {experimental_router: 'browser'},
    plugins: ['./plugins/a/index.ts'],
    presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}}]],
    clientModules: ['./src/client/a.ts'],
    onBrokenLinks: 'throw',
    markdown: {format: 'mdx'},
    themeConfig: {navbar: {title: 'Site'}, prism: {theme: {plain: {color: '#000'}}, additionalLanguages: []}},
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-data-'));
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // production chunk names: 8-character hashes
    try {
      await generateRouteFiles({generatedFilesDir: dir, routes, baseUrl: '/'});
    } finally {
      process.env.NODE_ENV = env;
    }
    // As @docusaurus/core 3.7.0 writes it (lib/server/codegen/codegen.js, genSiteConfig).
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.mjs'),
      `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(siteConfig, null, 2)};\n`,
    );
    // As @docusaurus/core 3.7.0 writes it (genGlobalData).
    fs.writeFileSync(path.join(dir, 'globalData.json'), JSON.stringify(globalData, null, 2));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  const read = (file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');

  it("parses Docusaurus's registry", () => {
    const entries = parseRegistry(read('registry.js'), 'registry.js');
    expect(entries.map((entry) => entry.request)).toEqual(
      expect.arrayContaining(['@theme/DocItem', '@site/docs/index.mdx', '@site/docs/a\\"b.mdx']),
    );
    expect(entries.every((entry) => /^[0-9a-f]{8}$/.test(entry.chunkName))).toBe(true);
  });

  it('writes a registry with short chunk names, no module paths, the same modules', () => {
    const files = writeClientRouteFiles(dir);
    const original = parseRegistry(read('registry.js'), 'registry.js');
    const client = fs.readFileSync(files.registry, 'utf8');
    const lines = client.trim().split('\n').slice(1, -1);
    expect(lines).toHaveLength(original.length);
    for (const line of lines) {
      expect(line).toMatch(
        /^ {2}"([0-9a-f]{3,8})": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "[^]+"\), 0, require\.resolveWeak\("[^]+"\)\],$/,
      );
    }
    expect(client).toContain('import(/* webpackChunkName: ');
    expect(client).toContain('"@site/docs/a\\"b.mdx"');
    expect(client).not.toMatch(/"@site\/docs\/index\.mdx", require/);
  });

  it("makes a doc's content loader wait for its article, and only a doc's", () => {
    const files = writeClientRouteFiles(dir, new Set(['@site/docs/index.mdx']));
    const client = fs.readFileSync(files.registry, 'utf8');
    const [header, ...lines] = client.trim().split('\n');
    expect(header).toBe('import {articleReady} from "@site/src/components/StaticArticle/ready";');
    const waiting = lines.filter((line) => line.includes('.then(articleReady)'));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatch(
      /import\(\/\* webpackChunkName: "[0-9a-f]+" \*\/ "@site\/docs\/index\.mdx"\)\.then\(articleReady\), 0,/,
    );
    // Without docs, the registry is Docusaurus's shape and imports nothing.
    expect(fs.readFileSync(writeClientRouteFiles(dir).registry, 'utf8')).not.toContain('articleReady');
  });

  it("writes the route table as compact rows that the client rebuilds into Docusaurus's routes", () => {
    const files = writeClientRouteFiles(dir);
    /** Runs a routes module with `ComponentCreator` as a recorder of its arguments. */
    const evaluate = (source: string): unknown => {
      const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
      const run = vm.runInNewContext(`(function (ComponentCreator, expandRoutes) {${body}})`) as (
        ...args: unknown[]
      ) => unknown;
      return run((routePath: string, hash?: string) => ({created: [routePath, hash]}), expandRoutes);
    };
    const original = evaluate(read('routes.js'));
    const compact = fs.readFileSync(files.routes, 'utf8');
    expect(evaluate(compact)).toEqual(original);
    expect(JSON.stringify(original)).toContain('"/docs/a\\"b"');
    expect(compact).not.toContain('/docs/a');
    expect(compact.length).toBeLessThan(read('routes.js').length / 2);
  });

  it('renames every chunk of the route table to a chunk of the client registry', () => {
    const files = writeClientRouteFiles(dir);
    const registryNames = new Set(
      [...fs.readFileSync(files.registry, 'utf8').matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]),
    );
    const table = JSON.parse(fs.readFileSync(files.routesChunkNames, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    const original = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
    expect(Object.keys(table)).toEqual(Object.keys(original));
    const names = JSON.stringify(table).match(/"[0-9a-f]{3,8}"/g) ?? [];
    expect(names.length).toBeGreaterThan(4);
    for (const name of names) expect(registryNames).toContain(JSON.parse(name));
  });

  it("gives the client a docs version's props without the doc list or link doc ids, and leaves other props alone", () => {
    const files = writeClientRouteFiles(dir);
    expect(files.versionProps).toHaveLength(1);
    const props = JSON.parse(
      fs.readFileSync(path.join(dir, OUT_DIR, files.versionProps[0]), 'utf8'),
    ) as typeof versionProps;
    expect(props.version.docs).toEqual({});
    expect(props.version.docsSidebars).toEqual({
      docs: [
        {type: 'link', label: 'Intro', href: '/docs/'},
        {
          type: 'category',
          label: 'Guides',
          collapsible: true,
          collapsed: false,
          items: [
            {type: 'link', label: 'Setup', href: '/docs/setup'},
            {type: 'link', label: 'Hidden', href: '/docs/hidden', unlisted: true},
          ],
        },
      ],
    });
    const client = fs.readFileSync(files.registry, 'utf8');
    expect(client).toContain(`"@generated/${OUT_DIR}/${files.versionProps[0]}"`);
    expect(client).toMatch(/"@generated\/docusaurus-plugin-content-pages\/default\/p\/[^"]+\.json"/);
  });

  it('gives the client global data that lists docs by id and rebuilds the same data', () => {
    const files = writeClientRouteFiles(dir);
    const module = fs.readFileSync(files.globalData, 'utf8');
    const [importLine, exportLine] = module.trim().split('\n');
    expect(importLine).toBe("import {expandGlobalData} from '@site/lib/docs-global-data';");
    const compact = JSON.parse(
      /^export default expandGlobalData\((.*)\);$/.exec(exportLine)?.[1] ?? 'null',
    ) as GlobalData;
    expect(JSON.stringify(compact)).toContain('"docs":[["index","docs"],["setup","docs"]]');
    expect(expandGlobalData(compact)).toStrictEqual(globalData);
    expect(() => clientGlobalDataModule(path.join(dir, 'missing.json'))).toThrow(
      /route-data: cannot read .*missing\.json/,
    );
  });

  it('gives the client the site config without the fields only the build reads (the Prism options too)', async () => {
    const files = writeClientRouteFiles(dir);
    const client = parseGeneratedSiteConfig(fs.readFileSync(files.siteConfig, 'utf8'), files.siteConfig);
    expect(client).toEqual({
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      future: {experimental_router: 'browser'},
      themeConfig: {navbar: {title: 'Site'}},
    });
    for (const field of BUILD_ONLY_FIELDS) expect(client).not.toHaveProperty(field);
    const loaded = (await import(files.siteConfig)) as {default: unknown};
    expect(loaded.default).toEqual(client);
    expect(() => parseGeneratedSiteConfig('module.exports = {};', 'c.mjs')).toThrow(
      /c\.mjs: not a generated site config/,
    );
  });

  it('stops on a registry it does not know, naming the file and line', () => {
    const broken = read('registry.js').replace(/^ {2}"/m, '  /* changed */ "');
    expect(() => parseRegistry(broken, '.docusaurus/registry.js')).toThrow(/^\.docusaurus\/registry\.js:2: unexpected/);
    expect(() => parseRegistry('module.exports = {};', 'r.js')).toThrow(/r\.js: not a Docusaurus chunk registry/);
  });
});

describe('chunk asset helper', () => {
  const load = (code: string): ((name: string) => string) => {
    const runtime: {p: string; u: (id: string) => string; gca?: (name: string) => string} = {
      p: '/base/',
      u: (id) => `assets/js/${id}.0123abcd.js`,
    };
    vm.runInNewContext(code, {__webpack_require__: runtime});
    if (!runtime.gca) throw new Error('gca was not defined');
    return runtime.gca;
  };

  it('needs no name table when chunk ids are chunk names', () => {
    expect(renamedChunks({'005': '005', main: 'main'})).toEqual({});
    const code = chunkAssetRuntimeCode({}, '__webpack_require__.p', '__webpack_require__.u');
    expect(code).not.toContain('[chunkId]');
    expect(load(code)('005')).toBe('/base/assets/js/005.0123abcd.js');
  });

  it('maps the names of renamed chunks to their ids', () => {
    const gca = load(
      chunkAssetRuntimeCode(renamedChunks({12: 'abc', '005': '005'}), '__webpack_require__.p', '__webpack_require__.u'),
    );
    expect(gca('abc')).toBe('/base/assets/js/12.0123abcd.js');
    expect(gca('005')).toBe('/base/assets/js/005.0123abcd.js');
  });

  it("takes Docusaurus's helper out of the client config, and stops when it is missing", () => {
    class ChunkAssetPlugin {
      readonly name = 'docusaurus';
    }
    class Other {
      readonly name = 'other';
    }
    const plugins: unknown[] = [new Other(), new ChunkAssetPlugin(), new Other()];
    removeDocusaurusChunkAssetPlugin(plugins);
    expect(plugins.map((plugin) => (plugin as object).constructor.name)).toEqual(['Other', 'Other']);
    expect(() => removeDocusaurusChunkAssetPlugin(plugins)).toThrow(/ChunkAssetPlugin is not in the client config/);
  });
});

describe('doc cards check', () => {
  it('finds categories linked to a generated index, at any depth', () => {
    const items = [
      {type: 'doc', id: 'a'},
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'g'},
        items: [{type: 'category', label: 'Deep', link: {type: 'generated-index', slug: '/deep'}, items: []}],
      },
    ];
    expect(generatedIndexCategories(items)).toEqual(['Deep']);
  });

  it('finds sources that use DocCard or DocCardList', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-cards-'));
    fs.writeFileSync(path.join(dir, 'a.mdx'), "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    fs.writeFileSync(path.join(dir, 'b.mdx'), '# Plain page\n');
    expect(filesUsingDocCards(dir, ['a.mdx', 'b.mdx'])).toEqual(['a.mdx']);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});

describe('route-data plugin', () => {
  const plugin = routeDataPlugin({siteDir: process.cwd(), generatedFilesDir: '/nonexistent'} as never);
  const configure = plugin.configureWebpack as (config: object, isServer: boolean, utils: unknown) => object;
  const docsContent = (sidebar: unknown[]): unknown => ({
    'docusaurus-plugin-content-docs': {
      default: {loadedVersions: [{versionName: 'current', sidebars: {api: sidebar}, docs: []}]},
    },
  });
  const contentLoaded = (allContent: unknown): unknown =>
    plugin.allContentLoaded?.({allContent: allContent as never, actions: {} as never});

  it('leaves the server bundle and the development server alone', () => {
    expect(configure({mode: 'production'}, true, {})).toEqual({});
    expect(configure({mode: 'development'}, false, {})).toEqual({});
  });

  it('stops the build when a page would show doc cards', () => {
    const sidebar = [{type: 'category', label: 'Hooks', link: {type: 'generated-index'}, items: []}];
    expect(() => contentLoaded(docsContent(sidebar))).toThrow(
      /category "Hooks" of sidebar "api" \(docs version current\) links to a generated index/,
    );
    expect(() => contentLoaded(docsContent([{type: 'doc', id: 'index'}]))).not.toThrow();
  });
});
