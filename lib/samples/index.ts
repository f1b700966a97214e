/**
 * The sample compiler: what the build (plugins/code-blocks), its hover tables, the copy check and
 * the command `npm run check:samples` (tools/check-samples/) share. One concern per module: config
 * (file sets, the per-folder SDK release table), releases (a file's release, installed
 * versions), files (paths, directories, globs), extract (code blocks of MDX), notations
 * (Twoslash notations: hidden setup, flags, expected errors), language-service (one TypeScript
 * program per release), sdk-symbols (the SDK symbol an identifier names), twoslash (the run: errors,
 * visible code, quick info), check (a whole check), diagnostics (a diagnostic and its printed form).
 */
export {
  checkSamples,
  fileSamples,
  type CheckOptions,
  type CheckResult,
  type FileSamples,
  type ReleaseSamples,
} from './check';
export {COMPILER_OPTIONS} from './language-service';
export {sampleNames, type SampleNames} from './names';
export {NotationError, readNotations, visibleCode, type SampleNotations} from './notations';
export {
  markdownPosition,
  SampleCompiler,
  type CompiledSample,
  type CompileRun,
  type SampleHover,
  type SampleHovers,
  type SampleName,
  type SampleToCompile,
} from './twoslash';
export {
  DEFAULT_PATTERNS,
  LATEST_RELEASE,
  RELEASE_1_1_0,
  EXCLUDED_PATTERNS,
  folderPattern,
  RELEASE_1_5,
  SAMPLE_LANGS,
  SAMPLES_CONFIG,
  type SampleFolder,
  type SamplesConfig,
  type SdkRelease,
} from './config';
export {displayPath, formatDiagnostic, type SampleDiagnostic} from './diagnostics';
export {extractSamples, MarkdownParseError, parseFenceMeta, type Sample} from './extract';
export {DEFAULT_FILE_SET, fileSetOf, globToRegExp, resolveMarkdownFiles, type FileSet} from './files';
export {folderOf, importTarget, knownReleases, releaseDirectory, SampleConfigError, verifyReleases} from './releases';
