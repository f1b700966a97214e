/**
 * The context types' member reference: the requests read from shipped JavaScript, the sections
 * split from TypeDoc's page, the grouped index, the links a member page rewrites, the doc sections
 * that use a member, and the build stopping on a member whose type was not written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {groupMembers} from '../../plugins/api-reference/member-groups';
import {
  groupedIndex,
  groupedIndexPage,
  headingText,
  memberBehaviours,
  memberPage,
  memberUses,
  relink,
  splitMemberSections,
  unrenderedMembers,
} from '../../plugins/api-reference/member-pages';
import {writeMemberReference} from '../../plugins/api-reference/member-reference';
import {memberRequests} from '../../plugins/api-reference/member-requests';
import {describeIndexRows} from '../../plugins/api-reference/index-descriptions';
import type {SdkBehaviour} from '../../lib/sdk-behaviours';
import type {SymbolIndex} from '../../lib/symbol-index';

/** Shipped code in the shape the SDK's bundle has: request helpers, module functions, a provider. */
const SHIPPED = `
let W = "";
async function q(url, method, body) { return fetch(url, {method, body}); }
async function k0(r) { try { return await q(\`\${W}/protected/kv/\${r}\`, "GET"); } catch { return; } }
async function T0(r) { let e = \`\${W}/protected/private_key\`; r && (e += \`?p=\${r}\`); return q(e, "GET"); }
async function user() { return q(\`\${W}/protected/user\`, "GET"); }
const defaults = Nh({ get: k0, signIn: async () => {} });
function Provider({ e }) {
  async function F(a, b) { await q(\`\${W}/login\`, "POST", {a, b}); await user(); }
  const gt = {
    get: k0,
    getPrivateKey: T0,
    signIn: F,
    getAttestationDocument: async () => { const he = await fetch(\`\${e}/attestation/\${1}\`); return he; },
    apiUrl: e,
  };
  return gt;
}
`;

describe('memberRequests', () => {
  it('follows each member to the requests its code sends, not into the request helper', () => {
    const requests = memberRequests(SHIPPED, ['get', 'getPrivateKey', 'signIn', 'getAttestationDocument', 'apiUrl']);
    expect(Object.fromEntries(requests)).toEqual({
      get: [{method: 'GET', path: '/protected/kv/{…}'}],
      getPrivateKey: [{method: 'GET', path: '/protected/private_key'}],
      signIn: [
        {method: 'POST', path: '/login'},
        {method: 'GET', path: '/protected/user'},
      ],
      getAttestationDocument: [{method: 'GET', path: '/attestation/{…}'}],
      apiUrl: [],
    });
  });

  it('names the members when no provider object holds them all', () => {
    expect(() => memberRequests(SHIPPED, ['get', 'nothing'])).toThrow(
      'no object literal with the members get, nothing',
    );
  });
});

const PAGE = [
  '---',
  'title: "Ctx"',
  '---',
  '',
  '# Type Alias: Ctx',
  '',
  'An object type with 3 members, each documented below with its signature: [`apiKey?`](#apikey).',
  '',
  '## Properties',
  '',
  '### apiKey?',
  '',
  '```ts',
  'apiKey?: string;',
  '```',
  '',
  'The key.',
  '',
  '***',
  '',
  '### get',
  '',
  '```ts',
  'get: (key: string) => Promise<KVListItem>;',
  '```',
  '',
  'Reads a value. See [put](#put) and [`KVListItem`](KVListItem.md).',
  '',
  '<h4>Returns</h4>',
  '',
  '[`KVListItem`](KVListItem.md)',
  '',
  '***',
  '',
  '### put',
  '',
  '```ts',
  'put: (key: string, value: string) => Promise<string>;',
  '```',
  '',
].join('\n');

describe('member sections', () => {
  const {head, sections} = splitMemberSections(PAGE, 'Ctx.md');

  it('splits the page into its members, each with the anchor of its heading', () => {
    expect(head).toContain('# Type Alias: Ctx');
    expect(sections.map(({name, heading, anchor}) => [name, heading, anchor])).toEqual([
      ['apiKey', 'apiKey?', 'apikey'],
      ['get', 'get', 'get'],
      ['put', 'put', 'put'],
    ]);
    expect(sections[1]?.body).toMatch(/^```ts\nget:[\s\S]*KVListItem\.md\)$/);
  });

  it('names the members whose type TypeDoc did not write', () => {
    expect(unrenderedMembers('Ctx', sections)).toEqual([]);
    const broken = [
      {name: 'get', heading: 'get', anchor: 'get', body: 'Reads a value.'},
      {name: 'put', heading: 'put', anchor: 'put', body: '```ts\nput: unknown;\n```'},
      {name: 'del', heading: 'del', anchor: 'del', body: '```ts\ndel: any;\n```'},
    ];
    expect(unrenderedMembers('Ctx', broken)).toEqual(['Ctx.get', 'Ctx.put', 'Ctx.del']);
  });

  it('rewrites links for a page one folder down: members to their pages, types one folder up', () => {
    const anchors = new Map([['put', 'put']]);
    expect(
      relink('[put](#put), [x](#other), [K](KVListItem.md), [f](../functions/f.md), [s](/docs/x)', 'Ctx', anchors),
    ).toBe('[put](put.md), [x](../Ctx.md#other), [K](../KVListItem.md), [f](../../functions/f.md), [s](/docs/x)');
  });

  it('writes a member page with its signature, returns, requests, tests and uses', async () => {
    const get = sections[1];
    const page = await memberPage(get, new Map([['put', 'put']]), {
      type: 'OpenSecretContextType',
      hook: 'useOpenSecret',
      group: 'Storage',
      release: {package: '@opensecret/react', version: '3.2.0'},
      description: 'Reads a value. More words.',
      returns: 'Promise<KVListItem>',
      requests: [{method: 'GET', path: '/protected/kv/{…}'}],
      behaviours: ['v3.kv-round-trip'],
      uses: [{label: 'Storage: Read', target: 'guides/key-value-storage.mdx#read'}],
    });
    expect(page).toContain('title: "get"\nsidebar_label: "get"\ndescription: "Reads a value."');
    expect(page).toContain('A member of [`OpenSecretContextType`](../OpenSecretContextType.md#get)');
    expect(page).toContain('## Returns\n\n[`KVListItem`](../KVListItem.md)');
    expect(page).toContain('- `GET /protected/kv/{…}`');
    expect(page).toContain('[`v3.kv-round-trip`](#test-v3-kv-round-trip).\n\n::sdk-behaviour-tests');
    expect(page).toContain('- [Storage: Read](../../../guides/key-value-storage.mdx#read)');
  });

  it('groups the members by task, on the index page as headings keeping each anchor, and on 1.1.0 as links to the sections', () => {
    const groups = [
      {label: 'Storage', members: ['get', 'put']},
      {label: 'API keys', members: ['apiKey']},
    ];
    const byName = new Map(sections.map((section) => [section.name, section]));
    const index = groupedIndexPage(head, 'Ctx', 'useCtx', groups, byName, new Map([['get', 'Reads a value. More.']]));
    expect(index).toContain('toc_max_heading_level: 2\n---');
    expect(index).toContain(
      '## Storage\n\n### [`get`](Ctx/get.md)\n\nReads a value.\n\n### [`put`](Ctx/put.md)\n\n## API keys\n\n### [`apiKey?`](Ctx/apiKey.md)',
    );
    expect(index).not.toContain('## Properties');
    expect(groupedIndex(groups, byName)).toContain(
      '- **Storage**: [`get`](#get), [`put`](#put)\n- **API keys**: [`apiKey?`](#apikey)',
    );
  });
});

describe('groupMembers', () => {
  it('keeps the groups’ order and names every member no group lists', () => {
    expect(groupMembers('OpenSecretContextType', ['put', 'get']).map((g) => g.members)).toEqual([['get', 'put']]);
    expect(() => groupMembers('OpenSecretContextType', ['get', 'teleport', 'warp'])).toThrow(
      'OpenSecretContextType.teleport, OpenSecretContextType.warp are in no group of plugins/api-reference/member-groups.ts',
    );
  });
});

describe('memberUses and memberBehaviours', () => {
  it('finds the doc sections that link a member by its old anchor or its page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-uses-'));
    fs.mkdirSync(path.join(dir, 'guides'));
    fs.writeFileSync(
      path.join(dir, 'guides/storage.mdx'),
      'title: Storage\n\n## Read a `value`\n\nUse [`get`](/docs/3.x/api/type-aliases/Ctx#get).\n\n```ts\n## not a heading\n```\n\n## Write {#write-it}\n\n[`put`](/docs/3.x/api/type-aliases/Ctx/put) and [get](/docs/3.x/api/type-aliases/Ctx#get)\n',
    );
    const sections = splitMemberSections(PAGE, 'Ctx.md').sections;
    const uses = memberUses(dir, 'Ctx', sections);
    expect(uses.get('get')).toEqual([
      {label: 'Storage: Read a value', target: 'guides/storage.mdx#read-a-value'},
      {label: 'Storage: Write', target: 'guides/storage.mdx#write-it'},
    ]);
    expect(uses.get('put')).toEqual([{label: 'Storage: Write', target: 'guides/storage.mdx#write-it'}]);
  });

  it('lists the behaviours of the release whose test calls the member', () => {
    const behaviour = (release: SdkBehaviour['release']): SdkBehaviour => ({release, title: 't', pages: [], test: 'x'});
    const behaviours = {'v3.a': behaviour('3.2.0'), 'v3.b': behaviour('3.2.0'), 'v1.a': behaviour('1.1.0')};
    const bodies = new Map([
      ['v3.a', 'async () => { await sdk().get("k"); }'],
      ['v3.b', 'async () => { headers.get("x"); sdk().getPrivateKey(); }'],
      ['v1.a', 'async () => { await sdk().get("k"); }'],
    ]);
    expect(memberBehaviours('get', String.raw`\bsdk\(\)`, '3.2.0', behaviours, bodies)).toEqual(['v3.a']);
  });
});

describe('writeMemberReference', () => {
  const symbols: SymbolIndex = {
    format: 1,
    package: 'p',
    version: '9.0.0',
    docsRoot: '/',
    apiRoot: '/api/',
    symbols: [],
  };
  const write = (page: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-ref-'));
    fs.mkdirSync(path.join(dir, 'api/type-aliases'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'api/type-aliases/OpenSecretContextType.md'), page);
    const options = {
      siteDir: dir,
      outDir: path.join(dir, 'api'),
      docsDir: dir,
      release: {package: 'p', version: '9.0.0', packageDir: 'p'},
      memberPages: false,
      symbols,
    };
    return {dir, run: () => writeMemberReference(options)};
  };

  it('stops naming a member whose type TypeDoc could not write', async () => {
    const broken = PAGE.replace('get: (key: string) => Promise<KVListItem>;', 'get: unknown;');
    await expect(write(broken).run()).rejects.toThrow(
      /OpenSecretContextType\.md: TypeDoc could not write the type of OpenSecretContextType\.get \(p@9\.0\.0\)/,
    );
  });

  it('stops naming a member no group lists, and writes the grouped index otherwise', async () => {
    await expect(write(PAGE.replace(/### put/, '### teleport').replace('put: (', 'teleport: (')).run()).rejects.toThrow(
      'OpenSecretContextType.teleport is in no group',
    );
    const {dir, run} = write(PAGE);
    await run();
    const written = fs.readFileSync(path.join(dir, 'api/type-aliases/OpenSecretContextType.md'), 'utf8');
    expect(written).toContain('grouped here by task');
    expect(written).toContain('- **Storage**: [`get`](#get), [`put`](#put)');
  });
});

describe('describeIndexRows', () => {
  it('describes every row TypeDoc left with "-", from the category and the shape of the export', () => {
    const index = [
      '| [KVListItem](type-aliases/KVListItem.md) | - |',
      '| [Role](type-aliases/Role.md) | - |',
      '| [~~old~~](functions/old.md) | - |',
      '| [Model](interfaces/Model.md) | Describes a model. |',
    ].join('\n');
    const symbol = (name: string, kind: 'type alias' | 'function' | 'member', signature: string, extra = {}) => ({
      name,
      kind,
      signature,
      description: '',
      parameters: [],
      url: '',
      ...extra,
    });
    const symbols: SymbolIndex = {
      format: 1,
      package: 'p',
      version: '1',
      docsRoot: '/',
      apiRoot: '/api/',
      symbols: [
        symbol('KVListItem', 'type alias', 'type KVListItem = { key: string; value: string }'),
        symbol('KVListItem.key', 'member', 'key: string', {parent: 'KVListItem'}),
        symbol('KVListItem.value', 'member', 'value: string', {parent: 'KVListItem'}),
        symbol('Role', 'type alias', 'type Role = "owner" | "admin"'),
        symbol('old', 'function', 'function old(id: string): Promise<A | B>', {
          parameters: [{name: 'id', type: 'string', optional: false, description: ''}],
          returns: {type: 'Promise<A | B>', description: ''},
          deprecated: 'Use new.',
        }),
      ],
    };
    const pages = {sidebar: {}, unlisted: {}, categories: [{label: 'Storage', pages: ['type-aliases/KVListItem']}]};
    expect(describeIndexRows(index, symbols, pages).split('\n')).toEqual([
      '| [KVListItem](type-aliases/KVListItem.md) | Storage. An object with the fields `key` and `value`. |',
      '| [Role](type-aliases/Role.md) | One of `"owner"` and `"admin"`. |',
      '| [~~old~~](functions/old.md) | Deprecated. A function that takes `id` and returns `Promise<A \\| B>`. |',
      '| [Model](interfaces/Model.md) | Describes a model. |',
    ]);
  });
});

describe('headingText', () => {
  it('keeps what code spans hold, underscores included, and drops links and emphasis', () => {
    expect(headingText('OAuth settings need `apple_oauth_enabled`')).toBe('OAuth settings need apple_oauth_enabled');
    expect(headingText('Read **a** _value_ with [`get`](/x)')).toBe('Read a value with get');
  });
});
