/**
 * The API reference's release table: every release is generated from its own installed package
 * into its own folder, checked against its own page set, with its version in the front matter
 * and its routes in the symbol index. The second release here is the installed
 * `opensecret-react-1.5` alias (@opensecret/react 1.5.4); it is not on the site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGES_1_1_0, expectedApiPages} from '../../plugins/api-reference/expected-pages';
import {expectedPages, type ApiPageSet} from '../../plugins/api-reference/page-set';
import {
  ApiReferenceError,
  checkInstalledRelease,
  generateApiReference,
  generateApiReferences,
  listMarkdownPages,
} from '../../plugins/api-reference/generate';
import {
  API_RELEASES,
  apiSidebarItems,
  currentDocsRelease,
  docIdDir,
  indexDocId,
  releaseTableProblems,
  sidebarDocIds,
  type ApiRelease,
  type ApiSidebarItem,
} from '../../plugins/api-reference/releases';
import {SDK_PACKAGE} from '../../src/constants';

const siteDir = path.resolve(__dirname, '../..');
const tempOutDir = (): string => path.relative(siteDir, fs.mkdtempSync(path.join(os.tmpdir(), 'api-rel-')));
const P = 'OpenSecret';

/** The public exports of @opensecret/react@1.5.4: one page each. */
const PAGES_1_5_4: ApiPageSet = {
  sidebar: {functions: ['hashSecret', `use${P}`], variables: [`${P}Context`]},
  unlisted: {
    functions: [
      `${P}Developer`,
      `${P}Provider`,
      'createApiKey',
      'createCustomFetch',
      'deleteApiKey',
      'generateSecureSecret',
      'listApiKeys',
      `use${P}Developer`,
    ],
    interfaces: ['ApiEndpoint', 'CustomFetchOptions', 'Model'],
    'type-aliases': [
      'ApiContext',
      'ApiKey',
      'ApiKeyCreateResponse',
      'ApiKeyListResponse',
      'AttestationDocument',
      'BatchDeleteConversationsRequest',
      'BatchDeleteConversationsResponse',
      'BatchDeleteItemResult',
      'Conversation',
      'ConversationCreateRequest',
      'ConversationDeleteResponse',
      'ConversationItem',
      'ConversationItemsResponse',
      'ConversationUpdateRequest',
      'ConversationsDeleteResponse',
      'ConversationsListResponse',
      'DeveloperRole',
      'DocumentResponse',
      'DocumentStatusRequest',
      'DocumentStatusResponse',
      'DocumentUploadInitResponse',
      'GithubAuthResponse',
      'GoogleAuthResponse',
      'KVListItem',
      'LoginResponse',
      `${P}AuthState`,
      `${P}ContextType`,
      `${P}DeveloperAuthState`,
      `${P}DeveloperContextType`,
      'OrganizationDetails',
      'ParsedAttestationView',
      'Pcr0ValidationResult',
      'PcrConfig',
      'ProjectDetails',
      'ProjectSettings',
      'ResponsesCancelResponse',
      'ResponsesCreateRequest',
      'ResponsesDeleteResponse',
      'ResponsesListParams',
      'ResponsesListResponse',
      'ResponsesRetrieveResponse',
      'UserResponse',
    ],
    variables: [`${P}DeveloperContext`, 'apiConfig'],
  },
};

/** The 1.1.0 entry as it was when 1.1.0 was the current docs version (docs/api, /docs/api/). */
const release110: ApiRelease = {
  ...API_RELEASES.find((release) => release.version === '1.1.0')!,
  outDir: 'docs/api',
  routeBase: '/docs/api/',
};
const release154: ApiRelease = {
  package: SDK_PACKAGE,
  version: '1.5.4',
  packageDir: 'node_modules/opensecret-react-1.5',
  entry: 'dist/index.d.ts',
  outDir: 'docs/api',
  routeBase: '/docs/3.x/api/',
  pages: PAGES_1_5_4,
};

describe('the release table', () => {
  it('puts the current docs version’s reference in the api sidebar, with doc ids relative to its docs folder', () => {
    expect(currentDocsRelease()).toBe(API_RELEASES[0]);
    expect(currentDocsRelease().version).toBe('3.2.0');
    // 3.2.0's sidebar groups its pages by capability; 1.1.0's is one flat list.
    const categories = apiSidebarItems(currentDocsRelease());
    expect(categories.every((item) => typeof item !== 'string' && item.type === 'category')).toBe(true);
    const docIds = (items: ApiSidebarItem[]): string[] =>
      items.flatMap((item) => (typeof item === 'string' ? [item] : docIds(item.items)));
    // 116 exports and 126 members of the two context types.
    expect(docIds(categories)).toHaveLength(242);
    expect(docIds(categories)).toContain('api/type-aliases/OpenSecretContextType/signIn');
    expect(apiSidebarItems(release110)).toEqual(sidebarDocIds(release110));
    expect(indexDocId(release110)).toBe('api/index');
    expect(sidebarDocIds(release110)).toHaveLength(11);
    expect(sidebarDocIds(release110)[0]).toBe('api/functions/generateSecureSecret');
    const older = {...release110, outDir: 'versioned_docs/version-1.1.0/api'};
    expect(docIdDir(older)).toBe('api');
    expect(sidebarDocIds(older)).toEqual(sidebarDocIds(release110));
    expect(currentDocsRelease([older, release154])).toBe(release154);
    expect(() => currentDocsRelease([older])).toThrow(
      /releases\.ts: exactly one release must write into docs\/, found 0/,
    );
    expect(() => currentDocsRelease([release110, release154])).toThrow(/found 2/);
  });

  it('reports duplicate versions, folders and routes, and malformed paths', () => {
    expect(releaseTableProblems(API_RELEASES)).toEqual([]);
    expect(releaseTableProblems([release110, {...release154, outDir: 'versioned_docs/version-1.5.4/api'}])).toEqual([]);
    expect(releaseTableProblems([release110, release154])).toEqual([
      expect.stringMatching(
        /^release @opensecret\/react@1\.5\.4 \(outDir docs\/api\) in .*releases\.ts: another release has outDir docs\/api$/,
      ),
    ]);
    const bad = {...release110, version: '9.9.9', outDir: 'docs/api/', routeBase: '/docs/api', packageDir: '/abs'};
    expect(releaseTableProblems([release110, bad])).toEqual([
      expect.stringContaining('routeBase must start and end with "/"'),
      expect.stringContaining('packageDir must be a relative path'),
      expect.stringContaining('outDir must be a relative path'),
    ]);
  });

  it('stops before generating anything when the table is invalid', async () => {
    await expect(generateApiReferences(siteDir, [release110, release154])).rejects.toThrow(
      /^plugins\/api-reference\/releases\.ts: invalid release table\.\n.*another release has outDir docs\/api/,
    );
  });
});

describe('checking a release’s installed package', () => {
  it('accepts the npm alias folder of an older release, and names the entry and both versions when they differ', () => {
    expect(checkInstalledRelease(siteDir, release154)).toBe(
      path.join(siteDir, 'node_modules/opensecret-react-1.5/dist/index.d.ts'),
    );
    const wrong = {...release154, version: '1.5.3'};
    expect(() => checkInstalledRelease(siteDir, wrong)).toThrow(ApiReferenceError);
    expect(() => checkInstalledRelease(siteDir, wrong)).toThrow(
      `${path.join(siteDir, 'node_modules/opensecret-react-1.5/package.json')}: installed @opensecret/react@1.5.4, but the release @opensecret/react@1.5.3 (outDir docs/api) in plugins/api-reference/releases.ts documents 1.5.3.`,
    );
  });

  it('fails when the folder holds another package', () => {
    expect(() => checkInstalledRelease(siteDir, {...release154, packageDir: 'node_modules/typedoc'})).toThrow(
      /node_modules\/typedoc\/package\.json: the installed package is typedoc, but the release @opensecret\/react@1\.5\.4/,
    );
  });

  it('names the entry when TypeDoc cannot read it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bad-'));
    const pkg = path.join(dir, 'node_modules/broken');
    fs.mkdirSync(path.join(pkg, 'dist'), {recursive: true});
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: 'broken', version: '1.0.0'}));
    fs.writeFileSync(path.join(pkg, 'dist/index.d.ts'), 'export declare const broken: ;\n');
    const broken: ApiRelease = {...release154, package: 'broken', version: '1.0.0', packageDir: 'node_modules/broken'};
    await expect(generateApiReference({siteDir: dir, release: broken})).rejects.toThrow(
      `${path.join(pkg, 'dist/index.d.ts')}: TypeDoc could not convert the declarations of the release broken@1.0.0`,
    );
  });
});

describe('generating two releases side by side', () => {
  it('writes each release’s own pages, front matter and symbol index from its own package', async () => {
    const releases = [
      {...release154, outDir: tempOutDir()},
      {...release110, outDir: tempOutDir()},
    ];
    const [newer, older] = await generateApiReferences(siteDir, releases);
    if (!newer || !older) throw new Error('expected two generated releases');

    expect(older.pages).toEqual(expectedApiPages());
    expect(newer.pages).toEqual(expectedPages(PAGES_1_5_4));
    expect(listMarkdownPages(path.join(siteDir, releases[0].outDir))).toEqual(expectedPages(PAGES_1_5_4));
    expect(newer.pages).toContain('functions/createApiKey');
    expect(older.pages).not.toContain('functions/createApiKey');

    const index = (outDir: string): string => fs.readFileSync(path.join(siteDir, outDir, 'index.md'), 'utf8');
    expect(index(releases[0].outDir)).toContain(
      'description: "Every public export of @opensecret/react 1.5.4, generated',
    );
    expect(index(releases[1].outDir)).toContain(
      'description: "Every public export of @opensecret/react 1.1.0, generated',
    );

    expect(newer.symbols).toMatchObject({version: '1.5.4', docsRoot: '/docs/3.x/', apiRoot: '/docs/3.x/api/'});
    expect(older.symbols).toMatchObject({version: '1.1.0', docsRoot: '/docs/', apiRoot: '/docs/api/'});
    const url = (symbols: typeof newer.symbols, name: string): string | undefined =>
      symbols.symbols.find((symbol) => symbol.name === name)?.url;
    expect(url(newer.symbols, 'createApiKey')).toBe('/docs/3.x/api/functions/createApiKey');
    expect(url(older.symbols, 'createApiKey')).toBeUndefined();
    expect(url(older.symbols, 'hashSecret')).toBe('/docs/api/functions/hashSecret');
  });

  it('checks each release against its own page set, naming the release and its folder', async () => {
    const outDir = tempOutDir();
    const error = await generateApiReference({siteDir, release: {...release154, outDir, pages: PAGES_1_1_0}}).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiReferenceError);
    const message = (error as Error).message;
    expect(message).toContain(
      `${path.join(siteDir, outDir)}: the generated API pages differ from the expected set of the release @opensecret/react@1.5.4`,
    );
    expect(message).toContain(`  unexpected: ${outDir}/functions/createApiKey.md`);
    expect(message).not.toContain('missing:');
  });
});
