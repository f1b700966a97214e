/**
 * The member pages' route data outside the bundle every page loads (plugins/route-data/lazy-routes.ts,
 * lib/lazy-names.ts, the lazy runs of lib/compact-routes.ts and lib/docs-global-data.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PluginRouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compactRoutes, expandRoutes, type RouteSpec} from '../../lib/compact-routes';
import {compactGlobalData, expandGlobalData, type GlobalData} from '../../lib/docs-global-data';
import {compactSidebarLinks, expandSidebarLinks, lazyPaths, type LazyNames} from '../../lib/lazy-names';
import {writeClientRouteFiles} from '../../plugins/route-data/client-files';
import {lazyNamesOf, MEMBER_CHUNKS, memberRoutePrefix, referToNames} from '../../plugins/route-data/lazy-routes';

const CTX = '/docs/3.x/api/type-aliases/OpenSecretContextType/';
const DEV = '/docs/3.x/api/type-aliases/OpenSecretDeveloperContextType/';

describe('member routes', () => {
  it('are the 126 member pages of 3.2.0, each in its task group chunk', () => {
    expect(MEMBER_CHUNKS.size).toBe(126);
    expect(MEMBER_CHUNKS.get(`${CTX}signIn`)).toMatch(/^m0-\d+$/);
    expect(MEMBER_CHUNKS.get(`${CTX}signIn`)).toBe(MEMBER_CHUNKS.get(`${CTX}signUp`));
    expect(MEMBER_CHUNKS.get(`${CTX}get`)).not.toBe(MEMBER_CHUNKS.get(`${CTX}signIn`));
    expect(new Set(MEMBER_CHUNKS.values()).size).toBeLessThan(30);
    expect(memberRoutePrefix({path: `${CTX}signIn`, exact: true})).toBe(CTX);
    expect(memberRoutePrefix({path: '/docs/3.x/api/type-aliases/OpenSecretContextType', exact: true})).toBeUndefined();
    expect(
      memberRoutePrefix({path: '/docs/api/type-aliases/OpenSecretContextType/signIn', exact: true}),
    ).toBeUndefined();
  });
});

describe('lazy runs of the route table', () => {
  const routes: RouteSpec[] = [
    {
      path: '/docs/3.x',
      hash: 'v',
      routes: [
        {path: '/docs/3.x/api/type-aliases/OpenSecretContextType', hash: 'i', exact: true, sidebar: 'api'},
        {path: `${CTX}get`, hash: 'g', exact: true, sidebar: 'api'},
        {path: `${CTX}put`, hash: 'p', exact: true, sidebar: 'api'},
        {path: `${DEV}signIn`, hash: 's', exact: true, sidebar: 'api'},
        {path: '/docs/3.x/intro', hash: 'n', exact: true, sidebar: 'docs'},
      ],
    },
  ];
  const prefix = (route: RouteSpec) =>
    route.path.startsWith(CTX) || route.path.startsWith(DEV)
      ? route.path.slice(0, route.path.lastIndexOf('/') + 1)
      : undefined;

  it('writes a folder of lazy routes as one row of names, rebuilt with the lazy creator', () => {
    const compact = compactRoutes(routes, '', prefix);
    expect(JSON.stringify(compact)).toContain(
      '{"l":"/api/type-aliases/OpenSecretContextType/","n":"get put","s":"api"}',
    );
    expect(JSON.stringify(compact)).not.toContain('"g"');
    const rebuilt = expandRoutes(
      compact,
      (path, hash) => `eager ${path} ${hash}`,
      '',
      (path) => `lazy ${path}`,
    );
    const leaves = rebuilt[0].routes!;
    expect(leaves.map((route) => route.component)).toEqual([
      'eager /docs/3.x/api/type-aliases/OpenSecretContextType i',
      `lazy ${CTX}get`,
      `lazy ${CTX}put`,
      `lazy ${DEV}signIn`,
      'eager /docs/3.x/intro n',
    ]);
    expect(leaves[1]).toEqual({path: `${CTX}get`, component: `lazy ${CTX}get`, exact: true, sidebar: 'api'});
  });

  it('refuses a lazy route that is not an exact leaf', () => {
    expect(() => compactRoutes([{path: `${CTX}get`, hash: 'g', sidebar: 'api'}], '', prefix)).toThrow(
      /loads lazily but is not an exact route/,
    );
  });
});

describe('lazy names', () => {
  const names: LazyNames = lazyNamesOf([`${CTX}get`, `${CTX}put`, `${DEV}signIn`]);

  it('lists each folder once, its names in route order', () => {
    expect(names).toEqual([
      [CTX, 'get put'],
      [DEV, 'signIn'],
    ]);
    expect(lazyPaths(names)).toEqual([`${CTX}get`, `${CTX}put`, `${DEV}signIn`]);
    expect(() => lazyNamesOf([`${CTX}get`, `${DEV}signIn`, `${CTX}put`])).toThrow(/not in one run/);
  });

  it("writes a sidebar's links to lazy pages as numbers and rebuilds them", () => {
    const items = [
      {type: 'link', label: 'intro', href: '/docs/3.x/intro'},
      {
        type: 'category',
        label: 'Storage',
        items: [
          {type: 'link', label: 'put', href: `${CTX}put`},
          {type: 'link', label: 'Sign in', href: `${DEV}signIn`},
          {type: 'link', label: 'get', href: `${CTX}get`, className: 'x'},
        ],
      },
    ];
    const compact = compactSidebarLinks(items, names);
    expect((compact[1] as {items: unknown[]}).items).toEqual([1, items[1].items![1], items[1].items![2]]);
    expect(expandSidebarLinks(compact, names)).toEqual(items);
  });

  it('refers to the names module where a run has the same names', () => {
    expect(referToNames('[{"l":"x/","n":"get put"},{"n":"get"}]', names)).toEqual({
      code: '[{"l":"x/","n":N[0][1]},{"n":"get"}]',
      referred: true,
    });
  });

  it('writes global data docs of a lazy folder as one run and rebuilds them', () => {
    const data: GlobalData = {
      'docusaurus-plugin-content-docs': {
        default: {
          versions: [
            {
              path: '/docs/3.x',
              docs: [
                {id: 'intro', path: '/docs/3.x/intro', sidebar: 'docs'},
                {id: 'api/type-aliases/OpenSecretContextType/get', path: `${CTX}get`, sidebar: 'api'},
                {id: 'api/type-aliases/OpenSecretContextType/put', path: `${CTX}put`, sidebar: 'api'},
              ],
            },
          ],
        },
      },
    };
    const compact = compactGlobalData(data, names);
    expect(JSON.stringify(compact)).toContain(
      '["intro","docs"],{"l":"api/type-aliases/OpenSecretContextType/","n":"get put","s":"api"}]',
    );
    expect(expandGlobalData(compact)).toEqual(data);
  });
});

describe('client route files with member pages', () => {
  let dir: string;
  const member = (name: string) => ({
    path: `${CTX}${name}`,
    component: '@theme/DocItem',
    exact: true,
    sidebar: 'api',
    modules: {content: `@site/docs/api/type-aliases/OpenSecretContextType/${name}.md`},
  });
  const versionProps = {
    version: {
      version: 'current',
      docsSidebars: {
        api: [
          {type: 'link', label: 'Index', href: '/docs/3.x/api/', docId: 'api/index', unlisted: false},
          {
            type: 'category',
            label: 'Storage',
            collapsible: true,
            collapsed: true,
            items: [
              {type: 'link', label: 'put', href: `${CTX}put`, docId: 'x/put', unlisted: false},
              {type: 'link', label: 'get', href: `${CTX}get`, docId: 'x/get', unlisted: false},
            ],
          },
        ],
      },
      docs: {},
    },
  };
  const routes: PluginRouteConfig[] = [
    {
      path: '/docs/3.x',
      component: '@theme/DocVersionRoot',
      props: versionProps,
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
      routes: [
        {
          path: '/docs/3.x/api/',
          component: '@theme/DocItem',
          exact: true,
          sidebar: 'api',
          modules: {content: '@site/docs/api/index.md'},
        },
        member('get'),
        member('put'),
      ],
    },
  ];
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            path: '/docs/3.x',
            docs: [
              {id: 'api/index', path: '/docs/3.x/api/', sidebar: 'api'},
              {id: 'api/type-aliases/OpenSecretContextType/get', path: `${CTX}get`, sidebar: 'api'},
              {id: 'api/type-aliases/OpenSecretContextType/put', path: `${CTX}put`, sidebar: 'api'},
            ],
          },
        ],
      },
    },
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-route-data-'));
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await generateRouteFiles({generatedFilesDir: dir, routes, baseUrl: '/'});
    } finally {
      process.env.NODE_ENV = env;
    }
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.mjs'),
      `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify({title: 'Site', baseUrl: '/'}, null, 2)};\n`,
    );
    fs.writeFileSync(path.join(dir, 'globalData.json'), JSON.stringify(globalData, null, 2));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it("keeps the member pages' chunk names, registry entries and hashes out of the files every page loads", () => {
    const files = writeClientRouteFiles(dir, new Set([`@site/docs/api/type-aliases/OpenSecretContextType/get.md`]));
    const out = path.dirname(files.registry);
    const registry = fs.readFileSync(files.registry, 'utf8');
    const table = fs.readFileSync(files.routesChunkNames, 'utf8');
    const routesModule = fs.readFileSync(files.routes, 'utf8');
    const lazy = fs.readFileSync(path.join(out, 'lazy-routes.js'), 'utf8');
    expect(registry).toContain('@site/docs/api/index.md');
    expect(registry).not.toContain('OpenSecretContextType/get.md');
    expect(table).not.toContain('OpenSecretContextType/');
    expect(routesModule).toContain('"n":N[0][1]');
    expect(routesModule).toContain('import N from "./lazy-names.js";');
    expect(routesModule).toContain(
      'lazyRouteCreator(() => import(/* webpackChunkName: "lazy-routes" */ "./lazy-routes.js"))',
    );
    expect(fs.readFileSync(path.join(out, 'lazy-names.js'), 'utf8')).toBe(`export default [["${CTX}","get put"]];\n`);
    const storage = MEMBER_CHUNKS.get(`${CTX}get`);
    expect(lazy).toMatch(
      new RegExp(
        `import\\(/\\* webpackChunkName: "${storage}" \\*/ "@site/docs/api/type-aliases/OpenSecretContextType/get\\.md"\\)\\.then\\(articleReady\\)`,
      ),
    );
    expect(lazy).toContain(`"${CTX}get-`);
    expect(lazy).toMatch(new RegExp(`hashes: \\{"${CTX}get":"[0-9a-f]+"`));
    expect(fs.readFileSync(files.globalData, 'utf8')).toContain(
      '{"l":"api/type-aliases/OpenSecretContextType/","n":N[0][1],"s":"api"}',
    );
  });

  it('writes the version props as a module that rebuilds the sidebars from the names', () => {
    const files = writeClientRouteFiles(dir);
    expect(files.versionProps).toHaveLength(1);
    const file = path.join(path.dirname(files.registry), files.versionProps[0]);
    expect(file.endsWith('.js')).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    const names = JSON.parse(
      /export default (.*);\n$/.exec(
        fs.readFileSync(path.join(path.dirname(files.registry), 'lazy-names.js'), 'utf8'),
      )![1],
    ) as LazyNames;
    const json = /^export default expandVersionSidebars\((.*), N\);$/m.exec(source)![1];
    const props = JSON.parse(json) as {version: {docsSidebars: {api: {items?: unknown[]}[]}}};
    expect(props.version.docsSidebars.api[1].items).toEqual([1, 0]);
    expect(expandSidebarLinks(props.version.docsSidebars.api, names)).toEqual([
      {type: 'link', label: 'Index', href: '/docs/3.x/api/'},
      {
        type: 'category',
        label: 'Storage',
        collapsible: true,
        collapsed: true,
        items: [
          {type: 'link', label: 'put', href: `${CTX}put`},
          {type: 'link', label: 'get', href: `${CTX}get`},
        ],
      },
    ]);
  });
});
