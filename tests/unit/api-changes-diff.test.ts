/** The comparison of two releases' symbol indexes behind the API changes page. */
import {describe, expect, it} from 'vitest';
import {
  countChanges,
  diffReleases,
  normalizeSignature,
  splitObjectSignature,
} from '../../plugins/api-reference/changes/diff';
import {after, before} from '../support/api-changes-fixtures';
import {NEW_ROOT, OLD_ROOT, exp, member, symbolIndex} from '../support/symbol-fixtures';

const names = (entries: readonly {name: string}[]): string[] => entries.map((entry) => entry.name);

describe('diffReleases: exports', () => {
  const diff = diffReleases(before(), after());

  it('names both releases', () => {
    expect(diff.from).toEqual({package: '@opensecret/react', version: '1.1.0', apiRoot: OLD_ROOT});
    expect(diff.to).toEqual({package: '@opensecret/react', version: '3.2.0', apiRoot: NEW_ROOT});
  });

  it('lists added and removed exports by kind (functions, variables, type aliases, interfaces), then name', () => {
    expect(names(diff.exports.added)).toEqual(['createApiKey', 'Conversation', 'ApiEndpoint']);
    expect(diff.exports.added.map((entry) => entry.kind)).toEqual(['function', 'type alias', 'interface']);
    expect(names(diff.exports.removed)).toEqual(['oldHelper', 'Legacy']);
  });

  it('carries the symbol of the release it exists in, with its URL there', () => {
    const [createApiKey] = diff.exports.added;
    expect(createApiKey?.after).toMatchObject({
      signature: 'function createApiKey(name: string): Promise<ApiKey>',
      url: '/docs/3.x/api/functions/createApiKey',
    });
    expect(diff.exports.removed[0]?.before.url).toBe('/docs/api/functions/oldHelper');
  });

  it('lists exports whose signature changed, with both signatures and both URLs', () => {
    expect(names(diff.exports.changed)).toEqual(['Box', 'Mode', 'OpenSecretContextType', 'PcrConfig']);
    const mode = diff.exports.changed.find((change) => change.name === 'Mode');
    expect(mode).toMatchObject({
      kind: 'type alias',
      before: {signature: "type Mode = 'a' | 'b'", url: '/docs/api/type-aliases/Mode'},
      after: {signature: "type Mode = 'a' | 'b' | 'c'", url: '/docs/3.x/api/type-aliases/Mode'},
      onlyMembersChanged: false,
    });
  });

  it('marks a type whose text changed only through its members, and not one whose head changed too', () => {
    const only = Object.fromEntries(diff.exports.changed.map((change) => [change.name, change.onlyMembersChanged]));
    expect(only).toEqual({Box: false, Mode: false, OpenSecretContextType: true, PcrConfig: true});
  });

  it('ignores signatures that differ only in whitespace', () => {
    expect(names(diff.exports.changed)).not.toContain('hashSecret');
    expect(names(diff.exports.changed)).not.toContain('KVListItem');
    expect(diff.members.map((group) => group.parent)).not.toContain('KVListItem');
  });

  it('reports an export whose kind changed as changed', () => {
    const from = symbolIndex('1.0.0', OLD_ROOT, [exp('interface', 'Model', 'interface Model { id: string }')]);
    const to = symbolIndex('2.0.0', NEW_ROOT, [exp('type alias', 'Model', 'type Model = { id: string }')]);
    const {exports} = diffReleases(from, to);
    expect(exports.changed).toMatchObject([
      {
        name: 'Model',
        kind: 'type alias',
        before: {url: '/docs/api/interfaces/Model'},
        after: {url: '/docs/3.x/api/type-aliases/Model'},
      },
    ]);
  });
});

describe('diffReleases: members', () => {
  const diff = diffReleases(before(), after());
  const group = (parent: string) => diff.members.find((entry) => entry.parent === parent);

  it('groups member changes under each object type both releases export, in export order', () => {
    expect(diff.members.map((entry) => entry.parent)).toEqual(['Box', 'OpenSecretContextType', 'PcrConfig']);
  });

  it('lists added, removed and changed members with their signatures and URLs', () => {
    const ctx = group('OpenSecretContextType');
    expect(names(ctx?.added ?? [])).toEqual(['OpenSecretContextType.apiKey']);
    expect(ctx?.added[0]?.after.url).toBe('/docs/3.x/api/type-aliases/OpenSecretContextType#apikey');
    expect(names(ctx?.removed ?? [])).toEqual(['OpenSecretContextType.convertGuest']);
    expect(ctx?.removed[0]?.before.url).toBe('/docs/api/type-aliases/OpenSecretContextType#convertguest');
    expect(ctx?.changed).toMatchObject([
      {
        name: 'OpenSecretContextType.aiCustomFetch',
        kind: 'member',
        before: {
          signature: 'aiCustomFetch: (url: RequestInfo) => Promise<Response>',
          url: '/docs/api/type-aliases/OpenSecretContextType#aicustomfetch',
        },
        after: {
          signature: 'aiCustomFetch: (input: string | URL | Request) => Promise<Response>',
          url: '/docs/3.x/api/type-aliases/OpenSecretContextType#aicustomfetch',
        },
      },
    ]);
    expect(ctx?.parentBefore.url).toBe('/docs/api/type-aliases/OpenSecretContextType');
    expect(ctx?.parentAfter.url).toBe('/docs/3.x/api/type-aliases/OpenSecretContextType');
  });

  it('does not list the members of added or removed exports', () => {
    const parents = diff.members.map((entry) => entry.parent);
    expect(parents).not.toContain('Conversation');
    expect(parents).not.toContain('Legacy');
  });

  it('sorts members by name', () => {
    const many = (version: string, root: string, memberNames: string[]) =>
      symbolIndex(version, root, [
        exp('type alias', 'Ctx', 'type Ctx = {}'),
        ...memberNames.map((name) => member('Ctx', name, `${name}: string`)),
      ]);
    const {members} = diffReleases(
      many('1.0.0', OLD_ROOT, []),
      many('2.0.0', NEW_ROOT, ['zeta', 'Alpha', 'beta', 'alpha']),
    );
    expect(names(members[0]?.added ?? [])).toEqual(['Ctx.alpha', 'Ctx.Alpha', 'Ctx.beta', 'Ctx.zeta']);
  });
});

describe('diffReleases: determinism and input', () => {
  it('gives the same result whatever the order of the indexes’ symbols, and leaves them unchanged', () => {
    const from = before();
    const to = after();
    const snapshot = JSON.stringify([from, to]);
    const reversed = (index: typeof from) => ({...index, symbols: [...index.symbols].reverse()});
    expect(diffReleases(reversed(from), reversed(to))).toEqual(diffReleases(from, to));
    expect(JSON.stringify([from, to])).toBe(snapshot);
  });

  it('finds nothing between a release and itself', () => {
    const diff = diffReleases(before(), before());
    expect(diff.exports).toEqual({added: [], removed: [], changed: []});
    expect(diff.members).toEqual([]);
  });

  it('throws when two symbols of a release share a name', () => {
    const twice = symbolIndex('1.0.0', OLD_ROOT, [
      exp('function', 'useX', 'function useX(): void'),
      exp('variable', 'useX', 'const useX: number'),
    ]);
    expect(() => diffReleases(twice, after())).toThrow(
      'symbol index of @opensecret/react@1.0.0: two symbols are named useX',
    );
  });
});

describe('countChanges', () => {
  it('counts exports, all members, and members by object type', () => {
    expect(countChanges(diffReleases(before(), after()))).toEqual({
      exports: {added: 3, removed: 2, changed: 4},
      members: {added: 3, removed: 1, changed: 1},
      membersByParent: {
        Box: {added: 1, removed: 0, changed: 0},
        OpenSecretContextType: {added: 1, removed: 1, changed: 1},
        PcrConfig: {added: 1, removed: 0, changed: 0},
      },
    });
  });
});

describe('signature text', () => {
  it('compares without whitespace, but keeps words apart', () => {
    expect(normalizeSignature('function f( a : string ):\n  Promise< void >')).toBe(
      'function f(a:string):Promise<void>',
    );
    expect(normalizeSignature('type K = keyof T')).not.toBe(normalizeSignature('type K = keyofT'));
  });

  it('splits a declaration from the object type that ends it', () => {
    expect(splitObjectSignature('type A<T> = { a: { b: T } }')).toEqual({head: 'type A<T>=', body: '{a:{b:T}}'});
    expect(splitObjectSignature('interface I { x: string }')).toEqual({head: 'interface I', body: '{x:string}'});
    expect(splitObjectSignature("type M = 'a' | 'b'")).toBeUndefined();
  });
});
