/**
 * Site-wide constants: the one place that names the product, its URLs and the SDK version
 * the documentation covers. Imported by the config, the sidebars, pages, plugins and tests.
 */
export const PRODUCT_NAME = 'OpenSecret';
export const SITE_TITLE = 'OpenSecret SDK';
export const TITLE_DELIMITER = '·';
export const TAGLINE =
  'Build React apps on a confidential-computing cloud: private auth, storage, encryption and AI, verified by attestation.';

/** The npm package documented here and the exact version the API reference is generated from. */
export const SDK_PACKAGE = '@opensecret/react';
export const SDK_VERSION = '1.1.0';

export const SITE_URL = 'https://docs.opensecret.cloud';
export const BASE_URL = '/';
export const GITHUB_URL = 'https://github.com/OpenSecretCloud/OpenSecret-SDK';
export const CLOUD_URL = 'https://opensecret.cloud';

export const COPYRIGHT_YEAR = 2025;

/** The announcement bar's id changes with the SDK version, so a new version shows it again. */
export const ANNOUNCEMENT_ID = `sdk-version-${SDK_VERSION.replace(/\./g, '-')}`;

/** Routes the navbar and footer link to. */
export const GETTING_STARTED_PATH = '/docs/guides/getting-started';
export const API_INDEX_PATH = '/docs/api/';

/** The guides in the sidebar, in reading order. */
export const GUIDES = [
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

/**
 * Package managers `bash npm2yarn` code blocks are shown in besides npm (the `converters` of
 * @docusaurus/remark-plugin-npm2yarn), on the site and in the pages' Markdown copies.
 */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;

/** Guides that exist at their route (/docs/guides/<id>) but are in no sidebar. */
export const UNLISTED_GUIDES = ['document-upload'] as const;
