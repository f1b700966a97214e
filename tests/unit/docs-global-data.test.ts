import {describe, expect, it} from 'vitest';
import {compactGlobalData, docPath, DOCS_PLUGIN, expandGlobalData, type GlobalData} from '../../lib/docs-global-data';

/** Global data shaped as @docusaurus/plugin-content-docs 3.7.0 makes it, for two versions. */
const data: GlobalData = {
  [DOCS_PLUGIN]: {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          label: '3.2.0 (latest)',
          isLast: true,
          path: '/docs/3.x',
          mainDocId: 'index',
          docs: [
            {id: 'index', path: '/docs/3.x/', sidebar: 'docs'},
            {id: 'ai-editors', path: '/docs/3.x/ai-editors'},
            {id: 'api/index', path: '/docs/3.x/api/', sidebar: 'api'},
            {id: 'api/functions/useOpenSecret', path: '/docs/3.x/api/functions/useOpenSecret', sidebar: 'api'},
            {id: 'guides/intro', path: '/docs/3.x/start-here', sidebar: 'docs'},
            {id: 'extra', path: '/docs/3.x/extra', sidebar: 'docs', unlisted: true},
          ],
          draftIds: [],
          sidebars: {docs: {link: {path: '/docs/3.x/', label: 'Introduction'}}},
        },
        {
          name: '1.1.0',
          label: '1.1.0',
          isLast: false,
          path: '/docs',
          mainDocId: 'index',
          docs: [
            {id: 'index', path: '/docs/', sidebar: 'docs'},
            {id: 'guides/getting-started', path: '/docs/guides/getting-started', sidebar: 'docs'},
          ],
          draftIds: [],
          sidebars: {},
        },
      ],
      breadcrumbs: true,
    },
  },
  'other-plugin': {default: {versions: [{path: '/x', docs: [{id: 'a', path: '/x/a'}]}]}},
};

interface Versions {
  versions: {docs: unknown[]}[];
}
const docsOf = (global: GlobalData, version: number): unknown[] =>
  (global[DOCS_PLUGIN].default as Versions).versions[version].docs;

describe('docPath', () => {
  it("is the version's path and the id, an index id ending in a slash", () => {
    expect(docPath('/docs/3.x', 'guides/models')).toBe('/docs/3.x/guides/models');
    expect(docPath('/docs', 'index')).toBe('/docs/');
    expect(docPath('/docs/3.x/', 'api/index')).toBe('/docs/3.x/api/');
    expect(docPath('/docs', 'reindex')).toBe('/docs/reindex');
  });
});

describe('compactGlobalData', () => {
  const compact = compactGlobalData(data);

  it('writes each doc whose path follows from its id as the id, with its sidebar if it has one', () => {
    expect(docsOf(compact, 0).slice(0, 4)).toEqual([
      ['index', 'docs'],
      'ai-editors',
      ['api/index', 'api'],
      ['api/functions/useOpenSecret', 'api'],
    ]);
    expect(docsOf(compact, 1)).toEqual([
      ['index', 'docs'],
      ['guides/getting-started', 'docs'],
    ]);
  });

  it('keeps a doc with a path of its own, or with other fields, as it is', () => {
    expect(docsOf(compact, 0).slice(4)).toEqual(docsOf(data, 0).slice(4));
  });

  it("leaves everything but the docs plugin's doc lists alone", () => {
    expect(compact['other-plugin']).toBe(data['other-plugin']);
    const {versions, ...rest} = compact[DOCS_PLUGIN].default as Versions & Record<string, unknown>;
    expect(rest).toEqual({path: '/docs', breadcrumbs: true});
    expect(versions.map(({docs: _docs, ...version}) => version)).toEqual(
      (data[DOCS_PLUGIN].default as Versions).versions.map(({docs: _docs, ...version}) => version),
    );
  });

  it('is smaller, and expandGlobalData rebuilds exactly the same data', () => {
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(data).length);
    expect(expandGlobalData(compact)).toStrictEqual(data);
  });

  it('passes data without the docs plugin through', () => {
    const plain: GlobalData = {'other-plugin': {default: {a: 1}}};
    expect(compactGlobalData(plain)).toBe(plain);
    expect(expandGlobalData(plain)).toBe(plain);
  });
});
