/**
 * The command `npm run check:samples` (tools/check-samples/cli.ts runs it): type-checks the
 * TypeScript samples in the documentation against the real SDK types. Every ```ts / ```tsx block in docs/**\/*.md(x) (except the generated
 * docs/api/**) and in src/pages/**\/*.md(x) is compiled, strict, and errors are reported at
 * their position in the Markdown file:
 *
 *   docs/guides/x.mdx:12:7 - error TS2339: Property 'fetchEverything' does not exist on ...
 *
 * Each docs folder's samples compile against the SDK release config.ts maps it to.
 * Fence meta understood: `nocheck` (not compiled, listed in the summary) and `sdk="1.5.4"`
 * (compiled against that release). Lines above `// ---cut---` are compiled too.
 * Exit codes: 0 when every sample compiles, 1 on errors, when nothing is found or when a release
 * is not installed at its version, 2 on bad arguments.
 */
import path from 'node:path';
import {parseCliArgs, USAGE} from './args';
import {
  checkSamples,
  fileSetOf,
  formatDiagnostic,
  resolveMarkdownFiles,
  SampleConfigError,
  SAMPLES_CONFIG,
  type CheckResult,
  type SamplesConfig,
} from '../../lib/samples';
import {plural, releaseLines, summary} from './summary';

/** Runs the CLI (against the folder table `config`); returns the exit code. */
export function main(
  argv: readonly string[],
  out = console.log,
  err = console.error,
  config: SamplesConfig = SAMPLES_CONFIG,
): number {
  const args = parseCliArgs(argv);
  if (args.kind === 'invalid') {
    err(`check:samples: ${args.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.kind === 'help') {
    out(USAGE);
    return 0;
  }
  const cwd = process.cwd();
  const root = path.resolve(cwd, args.root ?? '.');
  const {patterns} = args;
  const fileSet = fileSetOf(config);
  const {files, unmatched} = resolveMarkdownFiles(patterns, root, cwd, fileSet);
  for (const pattern of unmatched) err(`check:samples: no Markdown files match ${pattern}`);
  if (unmatched.length > 0) return 1;

  let result: CheckResult;
  try {
    result = checkSamples(files, {root, config});
  } catch (error) {
    if (!(error instanceof SampleConfigError)) throw error;
    err(`check:samples: ${error.message}`);
    return 1;
  }
  const where = patterns.length > 0 ? patterns.join(' ') : fileSet.patterns.join(', ');
  if (result.checked.length + result.skipped.length === 0 && result.diagnostics.length === 0) {
    err(`check:samples: found no ts/tsx samples in ${plural(files.length, 'Markdown file')} (${where})`);
    return 1;
  }
  if (result.diagnostics.length > 0) {
    for (const diagnostic of result.diagnostics) err(formatDiagnostic(diagnostic));
    const errors = result.diagnostics.filter((d) => d.category === 'error').length;
    err(`\ncheck:samples: ${plural(errors, 'error')}; ${summary(result, root)}`);
    for (const line of releaseLines(result)) err(line);
    return errors > 0 ? 1 : 0;
  }
  out(`check:samples: ${summary(result, root)}`);
  for (const line of releaseLines(result)) out(line);
  return 0;
}
