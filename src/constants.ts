/**
 * Site-wide constants: the one place that names the product, its URLs, and the docs versions
 * with the SDK release each covers. Imported by the config, the sidebars, pages, plugins and tests.
 */
export const PRODUCT_NAME = 'OpenSecret';
export const SITE_TITLE = 'OpenSecret SDK';
export const TITLE_DELIMITER = '·';
export const TAGLINE =
  'Build React apps on a confidential-computing cloud: private auth, storage, encryption and AI, verified by attestation.';

/** The npm package documented here. */
export const SDK_PACKAGE = '@opensecret/react';

export const SITE_URL = 'https://docs.opensecret.cloud';
export const BASE_URL = '/';
export const GITHUB_URL = 'https://github.com/OpenSecretCloud/OpenSecret-SDK';
export const CLOUD_URL = 'https://opensecret.cloud';

export const COPYRIGHT_YEAR = 2025;

/** The 1.1.0 guides in the sidebar, in reading order. */
export const GUIDES_1_1_0 = [
  'getting-started',
  'authentication',
  'guest-accounts',
  'key-value-storage',
  'data-encryption',
  'cryptographic-operations',
  'remote-attestation',
  'ai-integration',
  'third-party-tokens',
] as const;

/** The 3.x guides in the sidebar, in reading order. */
export const GUIDES_3X = [
  'getting-started',
  'authentication',
  'sign-in-with-apple',
  'guest-accounts',
  'account-deletion',
  'key-value-storage',
  'data-encryption',
  'cryptographic-operations',
  'remote-attestation',
  'third-party-tokens',
  'ai-integration',
  'models',
  'api-keys',
  'responses',
  'conversations',
  'conversation-projects',
  'instructions',
  'agents',
  'document-upload',
  'audio-transcription',
] as const;

/**
 * One documented SDK release line: a Docusaurus docs version. `name` is Docusaurus's version
 * name (`current` is the docs/ folder); `docsBase` is the URL of its introduction.
 */
export interface DocsVersion {
  readonly name: string;
  /** The exact SDK release the version documents, installed and pinned in package.json. */
  readonly sdkVersion: string;
  /** What the version dropdown shows. */
  readonly label: string;
  /** The URL segment after /docs/ ('' for the version served at /docs/). */
  readonly path: string;
  readonly docsBase: string;
  /** Its Markdown folder, relative to the site. */
  readonly folder: string;
  /** Docs at the top of its docs sidebar, after the introduction and before the Guides category. */
  readonly topLevelDocs: readonly string[];
  /** Docs in its api sidebar between the reference index and the generated pages. */
  readonly apiDocs: readonly string[];
  /** The guides in its sidebar, in reading order. */
  readonly guides: readonly string[];
  /** Guides that exist at their route (<docsBase>guides/<id>) but are in no sidebar. */
  readonly unlistedGuides: readonly string[];
  /** Docs at the version's root in no sidebar: pages beyond the spec's sidebars, linked from the introduction. */
  readonly unlistedDocs: readonly string[];
  readonly gettingStartedPath: string;
  readonly apiIndexPath: string;
}

function docsVersion(entry: Omit<DocsVersion, 'docsBase' | 'gettingStartedPath' | 'apiIndexPath'>): DocsVersion {
  const docsBase = `${BASE_URL}docs/${entry.path ? `${entry.path}/` : ''}`;
  return {
    ...entry,
    docsBase,
    gettingStartedPath: `${docsBase}guides/getting-started`,
    apiIndexPath: `${docsBase}api/`,
  };
}

/** 3.2.0, what `npm install @opensecret/react` gives today: the current docs version, at /docs/3.x/. */
export const LATEST_DOCS: DocsVersion = docsVersion({
  name: 'current',
  sdkVersion: '3.2.0',
  label: '3.2.0 (latest)',
  path: '3.x',
  folder: 'docs',
  topLevelDocs: ['registration', 'security', 'migration', 'ai-editors'],
  apiDocs: ['api-changes'],
  guides: GUIDES_3X,
  unlistedGuides: [],
  unlistedDocs: [],
});

/** 1.1.0, the release of the site specification's routes, served at /docs/. */
export const DOCS_1_1_0: DocsVersion = docsVersion({
  name: '1.1.0',
  sdkVersion: '1.1.0',
  label: '1.1.0',
  path: '',
  folder: 'versioned_docs/version-1.1.0',
  topLevelDocs: ['registration'],
  apiDocs: [],
  guides: GUIDES_1_1_0,
  unlistedGuides: ['document-upload'],
  unlistedDocs: ['ai-editors', 'security'],
});

/** Every docs version, the latest first. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [LATEST_DOCS, DOCS_1_1_0];

/** The announcement bar's id names the documented releases, so a new release shows it again. */
export const ANNOUNCEMENT_ID = `sdk-versions-${DOCS_VERSIONS.map((v) => v.sdkVersion.replace(/\./g, '-'))
  .reverse()
  .join('-and-')}`;

/**
 * Package managers `bash npm2yarn` code blocks are shown in besides npm (the `converters` of
 * @docusaurus/remark-plugin-npm2yarn), on the site and in the pages' Markdown copies.
 */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;

/**
 * The characters of code a code block shows on a line without scrolling, measured at 1280 px
 * (a 701 px block, 14.4 px monospace, the copy button's gutter on its right). Samples and API
 * signatures are laid out to it; the sample check and the build's code blocks refuse longer lines.
 */
export const CODE_COLUMN_CHARS = 72;

/** Where the sample runner's preview frames are: `/runner/<release>.html` (plugins/runner-frame). */
export const RUNNER_PATH = 'runner';
/** Where the frames' bundles and stylesheet are, named by their content (cached for good, as /assets/ is). */
export const RUNNER_ASSETS = 'assets/runner';
