/**
 * What the sample check checks: which Markdown files, which fence languages, and which SDK
 * release the samples of each docs folder compile against (SAMPLES_CONFIG, the per-folder table).
 */
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';

/** Fence languages that are compiled, and the extension of their virtual module. */
export const SAMPLE_LANGS: Readonly<Record<string, '.ts' | '.tsx'>> = {ts: '.ts', typescript: '.ts', tsx: '.tsx'};

export const MARKDOWN_EXTENSIONS: readonly string[] = ['.md', '.mdx'];

/** One installed SDK release. */
export interface SdkRelease {
  /** The release: what `sdk="…"` names and what the installed package.json must state. */
  version: string;
  /** The package name samples import (`@opensecret/react`, and its subpaths). */
  importName: string;
  /**
   * Where the release is installed, relative to the site root: `node_modules/<package>`, the
   * package itself or an npm alias (`node_modules/opensecret-react-1.5`). Imports of `importName`
   * are pointed at that package.
   */
  directory: string;
}

/** A docs folder and the release its samples compile against. */
export interface SampleFolder {
  /** Directory relative to the site root, `/`-separated, no trailing slash (`versioned_docs/version-1.1.0`). */
  folder: string;
  release: SdkRelease;
}

/** The whole table: which files are checked, and against which release. */
export interface SamplesConfig {
  /** Each docs folder, checked by default; a file belongs to the longest folder containing it. */
  folders: readonly SampleFolder[];
  /** Releases a block may also name with `sdk="…"`, besides the folders' releases. */
  extraReleases: readonly SdkRelease[];
  /** The release of a file outside every folder (named on the command line, or under another root). */
  defaultRelease: SdkRelease;
  /** Globs relative to the site root that a directory or glob never yields (the generated API reference). */
  excluded: readonly string[];
}

/** The latest release (src/constants.ts), installed as the package itself: the current docs version's. */
export const LATEST_RELEASE: SdkRelease = {
  version: LATEST_DOCS.sdkVersion,
  importName: SDK_PACKAGE,
  directory: `node_modules/${SDK_PACKAGE}`,
};

/** The release of the 1.1.0 docs version, installed as an npm alias. */
export const RELEASE_1_1_0: SdkRelease = {
  version: DOCS_1_1_0.sdkVersion,
  importName: SDK_PACKAGE,
  directory: 'node_modules/opensecret-react-1.1.0',
};

/** A newer release some guides use with `sdk="1.5.4"` (document upload), installed as an npm alias. */
export const RELEASE_1_5: SdkRelease = {
  version: '1.5.4',
  importName: SDK_PACKAGE,
  directory: 'node_modules/opensecret-react-1.5',
};

export const SAMPLES_CONFIG: SamplesConfig = {
  folders: [
    {folder: LATEST_DOCS.folder, release: LATEST_RELEASE},
    {folder: DOCS_1_1_0.folder, release: RELEASE_1_1_0},
    {folder: 'src/pages', release: LATEST_RELEASE},
    // The home page's quick start (src/components/Home/Install/QuickStart.mdx).
    {folder: 'src/components/Home', release: LATEST_RELEASE},
  ],
  extraReleases: [RELEASE_1_5],
  defaultRelease: LATEST_RELEASE,
  // The generated API references, and the generated page of API changes (signatures, not samples).
  excluded: ['docs/api/**', 'versioned_docs/*/api/**', 'docs/api-changes.md'],
};

/** The Markdown glob of a folder (relative to the site root). */
export function folderPattern(folder: string): string {
  return `${folder}/**/*.{md,mdx}`;
}

/** Markdown sets checked when no paths are given (relative to the site root): one per folder. */
export const DEFAULT_PATTERNS: readonly string[] = SAMPLES_CONFIG.folders.map((entry) => folderPattern(entry.folder));
/** Never checked when found through a directory or a glob: the generated API reference. */
export const EXCLUDED_PATTERNS: readonly string[] = SAMPLES_CONFIG.excluded;
