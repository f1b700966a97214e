/** A page set grouped by capability: folders follow from the categories; bad entries are named. */
import {describe, expect, it} from 'vitest';
import {API_CATEGORIES_3_2_0, PAGES_3_2_0} from '../../plugins/api-reference/expected-pages';
import {categorizedPageSet, expectedPages} from '../../plugins/api-reference/page-set';

describe('categorizedPageSet', () => {
  it('groups the categories’ pages by folder, in order, and keeps the categories', () => {
    const set = categorizedPageSet([
      {label: 'Auth', pages: ['functions/signIn', 'type-aliases/LoginResponse']},
      {label: 'Keys', pages: ['functions/hashSecret']},
    ]);
    expect(set.sidebar).toEqual({functions: ['signIn', 'hashSecret'], 'type-aliases': ['LoginResponse']});
    expect(set.unlisted).toEqual({});
    expect(set.categories?.map((category) => category.label)).toEqual(['Auth', 'Keys']);
    expect(expectedPages(set)).toEqual([
      'functions/hashSecret',
      'functions/signIn',
      'index',
      'type-aliases/LoginResponse',
    ]);
  });

  it('names a page listed twice or not in dir/name form', () => {
    expect(() =>
      categorizedPageSet([
        {label: 'A', pages: ['functions/x']},
        {label: 'B', pages: ['functions/x']},
      ]),
    ).toThrow('API category "B": "functions/x" is in more than one category.');
    expect(() => categorizedPageSet([{label: 'C', pages: ['x']}])).toThrow(
      'API category "C": "x" is not a dir/name or dir/type/member path.',
    );
  });

  it('lists the 243 pages of 3.2.0: the index, 37 functions, 73 type aliases, 3 interfaces, 3 variables, 126 members', () => {
    const pages = expectedPages(PAGES_3_2_0);
    expect(pages).toHaveLength(243);
    const count = (dir: string) =>
      pages.filter((page) => page.startsWith(`${dir}/`) && page.split('/').length === 2).length;
    expect([count('functions'), count('type-aliases'), count('interfaces'), count('variables')]).toEqual([
      37, 73, 3, 3,
    ]);
    const members = (type: string) => pages.filter((page) => page.startsWith(`type-aliases/${type}/`)).length;
    expect([members('OpenSecretContextType'), members('OpenSecretDeveloperContextType')]).toEqual([82, 44]);
    expect(API_CATEGORIES_3_2_0.every((category) => category.pages.length > 0)).toBe(true);
  });

  it('accepts member pages and subcategories, and names a path of more than three parts', () => {
    const set = categorizedPageSet([
      {
        label: 'Storage',
        pages: ['type-aliases/Ctx/get', 'type-aliases/KVListItem'],
        categories: [{label: 'Inner', pages: ['type-aliases/Dev/signIn']}],
      },
    ]);
    expect(set.sidebar).toEqual({'type-aliases': ['Ctx/get', 'KVListItem', 'Dev/signIn']});
    expect(expectedPages(set)).toEqual([
      'index',
      'type-aliases/Ctx/get',
      'type-aliases/Dev/signIn',
      'type-aliases/KVListItem',
    ]);
    expect(() => categorizedPageSet([{label: 'D', pages: ['a/b/c/d']}])).toThrow(
      'API category "D": "a/b/c/d" is not a dir/name or dir/type/member path.',
    );
  });

  it('opens the Storage category of 3.2.0 with its members, and nests the developer members under Developer platform', () => {
    const storage = API_CATEGORIES_3_2_0.find((category) => category.label === 'Storage');
    expect(storage?.pages).toEqual([
      'type-aliases/OpenSecretContextType/get',
      'type-aliases/OpenSecretContextType/put',
      'type-aliases/OpenSecretContextType/list',
      'type-aliases/OpenSecretContextType/del',
      'type-aliases/OpenSecretContextType/delAll',
      'type-aliases/KVListItem',
    ]);
    const labels = API_CATEGORIES_3_2_0.map((category) => category.label);
    expect(labels.indexOf('AI: instructions')).toBe(labels.indexOf('AI: responses') + 1);
    const developer = API_CATEGORIES_3_2_0.find((category) => category.label === 'Developer platform');
    expect(developer?.categories?.map((category) => category.label)).toEqual([
      'Developer account',
      'Organizations',
      'Projects',
      'Platform attestation',
      'API URL',
    ]);
    expect(developer?.categories?.[0]?.pages[1]).toBe('type-aliases/OpenSecretDeveloperContextType/signIn');
  });
});
