/**
 * lib/compact-routes.ts and plugins/route-data/routes.ts: Docusaurus's route table as compact rows
 * and back, and the generated routes.js read into route specs, with bad input stopping the build
 * naming file and line.
 */
import {describe, expect, it} from 'vitest';
import {compactRoutes, expandRoutes, type RouteSpec} from '../../lib/compact-routes';
import {clientRoutesModule, parseRoutes} from '../../plugins/route-data/routes';

const ROUTES: RouteSpec[] = [
  {path: '/search', hash: 'be6', exact: true},
  {
    path: '/docs',
    hash: 'bbf',
    routes: [
      {path: '/docs/3.x', hash: '6e3', routes: [{path: '/docs/3.x/', hash: 'a9d', exact: true, sidebar: 'docs'}]},
      {path: '/docs/api', hash: '123', exact: true, sidebar: 'api'},
    ],
  },
  {path: '*'},
];

const SOURCE = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'be6'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'bbf'),
    routes: [
      {
        path: '/docs/3.x',
        component: ComponentCreator('/docs/3.x', '6e3'),
        routes: [
          {
            path: '/docs/3.x/',
            component: ComponentCreator('/docs/3.x/', 'a9d'),
            exact: true,
            sidebar: "docs"
          }
        ]
      },
      {
        path: '/docs/api',
        component: ComponentCreator('/docs/api', '123'),
        exact: true,
        sidebar: "api"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('compact routes', () => {
  it('writes each route relative to its parent, leaving out trailing zeros', () => {
    expect(compactRoutes(ROUTES)).toEqual([
      ['/search', 'be6', 1],
      [
        '/docs',
        'bbf',
        0,
        0,
        [
          ['/3.x', '6e3', 0, 0, [['/', 'a9d', 1, 'docs']]],
          ['/api', '123', 1, 'api'],
        ],
      ],
      ['*'],
    ]);
  });

  it("rebuilds Docusaurus's objects, calling ComponentCreator with a hash only where there was one", () => {
    const created: unknown[][] = [];
    const routes = expandRoutes(compactRoutes(ROUTES), (...args: unknown[]) => (created.push(args), args.join(' ')));
    expect(routes[1]).toEqual({
      path: '/docs',
      component: '/docs bbf',
      routes: [
        {
          path: '/docs/3.x',
          component: '/docs/3.x 6e3',
          routes: [{path: '/docs/3.x/', component: '/docs/3.x/ a9d', exact: true, sidebar: 'docs'}],
        },
        {path: '/docs/api', component: '/docs/api 123', exact: true, sidebar: 'api'},
      ],
    });
    expect(routes[2]).toEqual({path: '*', component: '*'});
    expect(created.at(-1)).toEqual(['*']);
    expect(Object.keys(routes[0])).toEqual(['path', 'component', 'exact']);
  });

  it('refuses a child whose path does not start with its parent’s', () => {
    expect(() => compactRoutes([{path: '/docs', routes: [{path: '/blog/x'}]}])).toThrow(
      'route "/blog/x" is nested in "/docs" but its path does not start with it',
    );
  });
});

describe('routes.js', () => {
  it('reads the generated file into route specs', () => {
    expect(parseRoutes(SOURCE, 'routes.js')).toEqual(ROUTES);
  });

  it('writes a module that imports ComponentCreator and rebuilds the table', () => {
    const module = clientRoutesModule(SOURCE, 'routes.js');
    expect(module).toContain(`import ComponentCreator from '@docusaurus/ComponentCreator';`);
    expect(module).toContain(
      `export default expandRoutes(${JSON.stringify(compactRoutes(ROUTES))}, ComponentCreator);`,
    );
  });

  it.each([
    [
      SOURCE.replace(
        "exact: true\n  },\n  {\n    path: '/docs'",
        "exact: true, modules: {}\n  },\n  {\n    path: '/docs'",
      ),
      8,
      'unexpected route field modules',
    ],
    [
      SOURCE.replace("ComponentCreator('/docs/api', '123')", "ComponentCreator('/docs/other', '123')"),
      26,
      'the component of "/docs/api" is created for "/docs/other"',
    ],
    [
      SOURCE.replace("ComponentCreator('/search', 'be6')", "lazy('/search')"),
      7,
      'component is not a ComponentCreator(path, hash) call',
    ],
    [
      SOURCE.replace("exact: true\n  },\n  {\n    path: '/docs'", "exact: false\n  },\n  {\n    path: '/docs'"),
      8,
      'exact is not true',
    ],
  ])('stops on a route it cannot copy, naming file and line (%#)', (source, line, message) => {
    expect(() => clientRoutesModule(source, '/site/.docusaurus/routes.js')).toThrow(
      `route-data: /site/.docusaurus/routes.js:${line}: ${message}`,
    );
  });
});
