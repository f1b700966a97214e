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
      'API category "C": "x" is not a dir/name path.',
    );
  });

  it('lists the 117 pages of 3.2.0: the index, 37 functions, 73 type aliases, 3 interfaces, 3 variables', () => {
    const pages = expectedPages(PAGES_3_2_0);
    expect(pages).toHaveLength(117);
    const count = (dir: string) => pages.filter((page) => page.startsWith(`${dir}/`)).length;
    expect([count('functions'), count('type-aliases'), count('interfaces'), count('variables')]).toEqual([
      37, 73, 3, 3,
    ]);
    expect(API_CATEGORIES_3_2_0.every((category) => category.pages.length > 0)).toBe(true);
  });
});
