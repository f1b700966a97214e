/**
 * What the sample check checks: which Markdown files, which fence languages, and which SDK
 * release (or installed alias) the samples compile against. A second docs folder checked
 * against another SDK release gets its own file patterns and its own SdkConfig.
 */
import {SDK_PACKAGE, SDK_VERSION} from '../../src/constants';

/** Fence languages that are compiled, and the extension of their virtual module. */
export const SAMPLE_LANGS: Readonly<Record<string, '.ts' | '.tsx'>> = {ts: '.ts', typescript: '.ts', tsx: '.tsx'};

/** Markdown sets checked when no paths are given (relative to the site root). */
export const DEFAULT_PATTERNS: readonly string[] = ['docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'];
/** Never checked when found through a directory or a glob: the generated API reference. */
export const EXCLUDED_PATTERNS: readonly string[] = ['docs/api/**'];

export const MARKDOWN_EXTENSIONS: readonly string[] = ['.md', '.mdx'];

/** The SDK a set of samples compiles against. */
export interface SdkConfig {
  /** The package name samples import (`@opensecret/react`, and its subpaths). */
  importName: string;
  /** The release a sample without `sdk="…"` compiles against. */
  defaultVersion: string;
  /** Each release a sample may name with `sdk="…"`, and the installed package (or npm alias) that provides it. */
  packages: Readonly<Record<string, string>>;
}

/** SDK versions a sample may ask for with `sdk="…"`, and the package name that provides it. */
export const SDK_ALIASES: Readonly<Record<string, string>> = {
  [SDK_VERSION]: SDK_PACKAGE,
  '1.5.4': 'opensecret-react-1.5',
};

/** The documented release (src/constants.ts), plus the newer one some guides use. */
export const CURRENT_SDK: SdkConfig = {importName: SDK_PACKAGE, defaultVersion: SDK_VERSION, packages: SDK_ALIASES};
