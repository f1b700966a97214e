/**
 * The sample checker's API (the command line is cli.ts). One concern per module: config
 * (file sets, the per-folder SDK release table), releases (a file's release, installed
 * versions), files (paths, directories, globs), extract (code blocks of MDX),
 * virtual-module (hidden setup, `sdk="x.y.z"` imports, positions), compile (TypeScript
 * compiler API), check (the whole run), diagnostics and summary (output).
 */
export {checkSamples, type CheckOptions, type CheckResult, type ReleaseSamples} from './check';
export {COMPILER_OPTIONS} from './compile';
export {
  DEFAULT_PATTERNS,
  LATEST_RELEASE,
  RELEASE_1_1_0,
  EXCLUDED_PATTERNS,
  folderPattern,
  RELEASE_1_5,
  SAMPLES_CONFIG,
  type SampleFolder,
  type SamplesConfig,
  type SdkRelease,
} from './config';
export {formatDiagnostic, type SampleDiagnostic} from './diagnostics';
export {extractSamples, MarkdownParseError, parseFenceMeta, type Sample} from './extract';
export {DEFAULT_FILE_SET, fileSetOf, globToRegExp, resolveMarkdownFiles, type FileSet} from './files';
export {main} from './cli';
export {folderOf, importTarget, knownReleases, SampleConfigError, verifyReleases} from './releases';
export {releaseLines, summary} from './summary';
