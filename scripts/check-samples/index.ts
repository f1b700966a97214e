/**
 * The sample checker's API (the command line is cli.ts). One concern per module: config
 * (file sets, SDK releases), files (paths, directories, globs), extract (code blocks of MDX),
 * virtual-module (hidden setup, `sdk="x.y.z"` imports, positions), compile (TypeScript
 * compiler API), check (the whole run), diagnostics and summary (output).
 */
export {checkSamples, type CheckOptions, type CheckResult} from './check';
export {COMPILER_OPTIONS} from './compile';
export {CURRENT_SDK, DEFAULT_PATTERNS, EXCLUDED_PATTERNS, SDK_ALIASES, type SdkConfig} from './config';
export {formatDiagnostic, type SampleDiagnostic} from './diagnostics';
export {extractSamples, MarkdownParseError, parseFenceMeta, type Sample} from './extract';
export {DEFAULT_FILE_SET, globToRegExp, resolveMarkdownFiles, type FileSet} from './files';
export {main} from './cli';
export {summary} from './summary';
