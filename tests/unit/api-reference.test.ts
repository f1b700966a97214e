import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  API_SIDEBAR_PAGES,
  API_UNLISTED_PAGES,
  PAGES_1_1_0,
  expectedApiPages,
} from '../../plugins/api-reference/expected-pages';
import {diffPages} from '../../plugins/api-reference/page-set';
import {API_RELEASES, currentDocsRelease, sidebarDocIds, type ApiRelease} from '../../plugins/api-reference/releases';
import {firstSentence, toFrontMatter} from '../../plugins/api-reference/front-matter';
import {declaredTypeQuery} from '../../plugins/api-reference/expand-typeof-members';
import {isZodInferAlias} from '../../plugins/api-reference/inline-internal-types';
import {
  ApiReferenceError,
  checkInstalledRelease,
  generateApiReference,
  listMarkdownPages,
} from '../../plugins/api-reference/generate';
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';

const SDK_VERSION = DOCS_1_1_0.sdkVersion;

const siteDir = path.resolve(__dirname, '../..');
/** The 1.1.0 release (in versioned_docs/version-1.1.0/api/). */
const release = API_RELEASES.find((entry) => entry.version === SDK_VERSION)!;
const apiSidebarDocIds = (): string[] => sidebarDocIds(release);
const diffApiPages = (actual: readonly string[]): {missing: string[]; extra: string[]} =>
  diffPages(PAGES_1_1_0, actual);
/** The 1.1.0 release, written into a fresh temporary folder. */
const releaseInTempDir = (): ApiRelease => ({
  ...release,
  outDir: path.relative(siteDir, fs.mkdtempSync(path.join(os.tmpdir(), 'api-out-'))),
});

/** Parses `source` and returns the first declaration named `name`. */
function declarationOf(source: string, name: string): ts.Declaration {
  const file = ts.createSourceFile('fixture.d.ts', source, ts.ScriptTarget.ES2022, true);
  let found: ts.Declaration | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      (ts.isPropertySignature(node) || ts.isVariableDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      node.name.getText(file) === name
    ) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`no declaration ${name}`);
  return found;
}

describe('expected API pages', () => {
  it('are the pages of two releases: 3.2.0 in docs/api/ (the current docs), 1.1.0 in versioned_docs/', () => {
    expect(API_RELEASES.map((entry) => entry.version)).toEqual([LATEST_DOCS.sdkVersion, SDK_VERSION]);
    expect(currentDocsRelease()).toMatchObject({
      package: SDK_PACKAGE,
      version: '3.2.0',
      packageDir: 'node_modules/@opensecret/react',
      outDir: 'docs/api',
      routeBase: '/docs/3.x/api/',
    });
    expect(release).toMatchObject({
      package: SDK_PACKAGE,
      version: SDK_VERSION,
      packageDir: 'node_modules/opensecret-react-1.1.0',
      outDir: 'versioned_docs/version-1.1.0/api',
      routeBase: '/docs/api/',
    });
    expect(release.pages).toBe(PAGES_1_1_0);
  });

  it('lists the spec pages: index, 1 interface, 6 functions, 18 type aliases, 3 variables', () => {
    const pages = expectedApiPages();
    expect(pages).toHaveLength(29);
    expect(pages.filter((page) => page.startsWith('functions/'))).toHaveLength(6);
    expect(pages.filter((page) => page.startsWith('type-aliases/'))).toHaveLength(18);
    expect(pages.filter((page) => page.startsWith('variables/'))).toHaveLength(3);
    expect(pages.filter((page) => page.startsWith('interfaces/'))).toEqual(['interfaces/ApiEndpoint']);
    expect(pages).toContain('index');
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('keeps sidebar and unlisted pages apart', () => {
    const sidebar = new Set(apiSidebarDocIds());
    expect(sidebar.size).toBe(11);
    for (const [dir, names] of Object.entries(API_UNLISTED_PAGES)) {
      for (const name of names) expect(sidebar.has(`api/${dir}/${name}`)).toBe(false);
    }
    expect(apiSidebarDocIds()[0]).toBe(`api/functions/${API_SIDEBAR_PAGES.functions[0]}`);
  });

  it('reports missing and unexpected pages', () => {
    const actual = expectedApiPages().filter((page) => page !== 'functions/hashSecret');
    actual.push('globals');
    expect(diffApiPages(actual)).toEqual({missing: ['functions/hashSecret'], extra: ['globals']});
    expect(diffApiPages(expectedApiPages())).toEqual({missing: [], extra: []});
  });
});

describe('front matter', () => {
  it('serialises values as YAML-safe scalars', () => {
    expect(toFrontMatter({title: 'A "quoted": title', sidebar_position: 2, draft: false})).toBe(
      '---\ntitle: "A \\"quoted\\": title"\nsidebar_position: 2\ndraft: false\n---\n\n',
    );
  });

  it('takes the first sentence of a summary', () => {
    expect(firstSentence('Hashes a secret. Use it for resets.')).toBe('Hashes a secret.');
    expect(firstSentence('  multi\n line summary without stop ')).toBe('multi line summary without stop');
    expect(firstSentence('   ')).toBeUndefined();
  });
});

describe('TypeDoc tweaks: what they recognise', () => {
  it('finds `typeof x.y` member declarations only', () => {
    const source =
      'declare namespace api { function get(key: string): string; }\n' +
      'type Ctx = { get: typeof api.get; put: (k: string) => void };\ndeclare const v: typeof api.get;';
    const ctx = declarationOf(source, 'Ctx') as ts.TypeAliasDeclaration;
    const members = (ctx.type as ts.TypeLiteralNode).members;
    expect(declaredTypeQuery(members[0] as ts.PropertySignature)).toBeDefined();
    expect(declaredTypeQuery(members[1] as ts.PropertySignature)).toBeUndefined();
    expect(declaredTypeQuery(declarationOf(source, 'v'))).toBeDefined();
    expect(declaredTypeQuery(undefined)).toBeUndefined();
  });

  it('recognises z.infer aliases', () => {
    const source = 'type A = z.infer<typeof S>;\ntype B = Record<string, number>;\ntype C = zod.infer<typeof S>;';
    expect(isZodInferAlias(declarationOf(source, 'A'))).toBe(true);
    expect(isZodInferAlias(declarationOf(source, 'B'))).toBe(false);
    expect(isZodInferAlias(declarationOf(source, 'C'))).toBe(true);
  });
});

describe('generation errors name the file', () => {
  const emptySite = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'api-ref-'));

  it('fails when the SDK package is not installed', async () => {
    const dir = emptySite();
    await expect(generateApiReference({siteDir: dir, release})).rejects.toThrow(
      new RegExp(`${dir}/node_modules/opensecret-react-1.1.0/package.json: @opensecret/react is not installed`),
    );
  });

  it('fails when the installed SDK version differs from the documented one', () => {
    const dir = emptySite();
    const pkg = path.join(dir, release.packageDir);
    fs.mkdirSync(pkg, {recursive: true});
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: SDK_PACKAGE, version: '0.0.1'}));
    expect(() => checkInstalledRelease(dir, release)).toThrow(ApiReferenceError);
    expect(() => checkInstalledRelease(dir, release)).toThrow(
      /installed @opensecret\/react@0\.0\.1, but the release @opensecret\/react@1\.1\.0 \(outDir versioned_docs\/version-1\.1\.0\/api\) in plugins\/api-reference\/releases\.ts documents 1\.1\.0/,
    );
  });

  it('fails when the declaration file is missing', async () => {
    const dir = emptySite();
    const pkg = path.join(dir, release.packageDir);
    fs.mkdirSync(pkg, {recursive: true});
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: SDK_PACKAGE, version: SDK_VERSION}));
    await expect(generateApiReference({siteDir: dir, release})).rejects.toThrow(
      /dist\/index\.d\.ts: the SDK's type declarations are missing/,
    );
  });
});

describe('generating the real reference', () => {
  it('writes exactly the expected pages, with expanded members and inlined types', async () => {
    const {outDir} = releaseInTempDir();
    const {pages, expanded, inlined} = await generateApiReference({siteDir, release: {...release, outDir}});
    expect(pages).toEqual(expectedApiPages());
    expect(listMarkdownPages(path.join(siteDir, outDir))).toEqual(expectedApiPages());
    expect(expanded).toContain('OpenSecretContextType.get');
    expect(expanded).toContain('OpenSecretContextType.signMessage');
    expect(inlined).toEqual(['AttestationDocument']);

    const read = (page: string): string => fs.readFileSync(path.join(siteDir, outDir, `${page}.md`), 'utf8');
    for (const page of pages) expect(read(page), page).not.toMatch(/typeof api\./);
    const context = read('type-aliases/OpenSecretContextType');
    expect(context).toContain('get: (key: string) => Promise<string | undefined>;');
    expect(context).toMatch(/\| `key` \| `string` \| The unique identifier for the stored value \|/);
    expect(read('variables/apiConfig')).toContain('configure(appApiUrl: string, platformApiUrl: string): void;');
    expect(read('type-aliases/AttestationDocument')).toContain('module_id: string;');
    expect(read('index')).toMatch(/^---\ntitle: "API reference"/);
  });

  it('opens the context type with an index of its members and shows each comment once', async () => {
    const {outDir} = releaseInTempDir();
    await generateApiReference({siteDir, release: {...release, outDir}});
    const context = fs.readFileSync(path.join(siteDir, outDir, 'type-aliases/OpenSecretContextType.md'), 'utf8');
    const [head = '', body = ''] = context.split('\n## Properties\n');
    const members = [...body.matchAll(/^### (\S+)$/gm)].map((match) => match[1]);
    expect(head).toMatch(/An object type with \d+ members/);
    expect(head).not.toContain('```');
    for (const member of members) expect(head).toContain(`[\`${member}\`](#${member.replace('?', '').toLowerCase()})`);
    expect(body).not.toMatch(/^#{4,} /m);
    const get = body.slice(body.indexOf('### get\n'), body.indexOf('### getAttestation'));
    expect(get.match(/Retrieves a value from key-value storage/g)).toHaveLength(1);
    expect(get.match(/The unique identifier for the stored value/g)).toHaveLength(1);
    expect(get.match(/A promise resolving to the stored value/g)).toHaveLength(1);
  });

  it('returns the symbol index of the release: the export of every page and the context members with their real signatures', async () => {
    const {symbols} = await generateApiReference({siteDir, release: releaseInTempDir()});
    expect(symbols).toMatchObject({
      package: SDK_PACKAGE,
      version: SDK_VERSION,
      docsRoot: '/docs/',
      apiRoot: '/docs/api/',
    });
    const byName = new Map(symbols.symbols.map((symbol) => [symbol.name, symbol]));
    const exportPages = symbols.symbols
      .filter((symbol) => symbol.kind !== 'member')
      .map((symbol) => symbol.url.replace('/docs/api/', ''));
    expect(exportPages.sort()).toEqual(expectedApiPages().filter((page) => page !== 'index'));

    expect(byName.get('useOpenSecret')).toMatchObject({
      kind: 'function',
      signature: 'function useOpenSecret(): OpenSecretContextType',
    });
    expect(byName.get('OpenSecretContextType.get')).toMatchObject({
      kind: 'member',
      parent: 'OpenSecretContextType',
      signature: 'get: (key: string) => Promise<string | undefined>',
      url: '/docs/api/type-aliases/OpenSecretContextType#get',
      parameters: [
        {name: 'key', type: 'string', optional: false, description: 'The unique identifier for the stored value'},
      ],
    });
    expect(byName.get('OpenSecretContextType.signMessage')?.signature).toBe(
      'signMessage: (message_bytes: Uint8Array, algorithm: SigningAlgorithm, key_options?: KeyOptions) => Promise<SignMessageResponse>',
    );
    expect(byName.get('apiConfig')?.signature).toContain('configure(appApiUrl: string, platformApiUrl: string): void');
    expect(byName.get('AttestationDocument.module_id')?.signature).toBe('module_id: string');
    for (const symbol of symbols.symbols) expect(symbol.signature, symbol.name).not.toMatch(/typeof api\./);
  });
});
