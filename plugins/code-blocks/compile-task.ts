/**
 * One Twoslash run over every sample the check covers, with hovers: what the build's worker
 * thread (compile-worker.cjs) computes while the bundler works, and what SiteSamples falls back
 * to computing itself.
 */
import {
  fileSamples,
  fileSetOf,
  resolveMarkdownFiles,
  SampleCompiler,
  SAMPLES_CONFIG,
  type CompiledSample,
  type SampleDiagnostic,
  type SamplesConfig,
} from '../../scripts/check-samples';

export interface FileResults {
  samples: CompiledSample[];
  /** Problems found before compiling (unknown sdk="…" release, unparsable Markdown), and the run's global errors. */
  diagnostics: SampleDiagnostic[];
}

/** The results of `files` (absolute), by file. */
export function compileFiles(
  compiler: SampleCompiler,
  files: readonly string[],
  siteDir: string,
  config: SamplesConfig,
): [string, FileResults][] {
  const found = files.map((file) => fileSamples(file, siteDir, config));
  const run = compiler.compile(
    found.flatMap((entry) => entry.toCompile),
    {hovers: true},
  );
  return found.map((entry) => [
    entry.file,
    {
      samples: run.samples.filter((sample) => sample.sample.file === entry.file),
      diagnostics: [...entry.diagnostics, ...run.global],
    },
  ]);
}

/** Every Markdown file the check covers by default, compiled. */
export function compileSiteSamples(siteDir: string, config: SamplesConfig = SAMPLES_CONFIG): [string, FileResults][] {
  const {files} = resolveMarkdownFiles([], siteDir, siteDir, fileSetOf(config));
  return compileFiles(new SampleCompiler(siteDir), files, siteDir, config);
}
