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
  verifyReleases,
  type CompiledSample,
  type SampleDiagnostic,
  type SamplesConfig,
} from '../../scripts/check-samples';
import {readSamplesCache, samplesCacheKey, writeSamplesCache} from './samples-cache';

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

/**
 * Every Markdown file the check covers by default, compiled; with a `cacheDir`, read from the
 * cache of an earlier run over the same files and code when there is one (samples-cache.ts).
 */
export function compileSiteSamples(
  siteDir: string,
  config: SamplesConfig = SAMPLES_CONFIG,
  cacheDir?: string,
): [string, FileResults][] {
  verifyReleases(config, siteDir);
  const {files} = resolveMarkdownFiles([], siteDir, siteDir, fileSetOf(config));
  const key = cacheDir === undefined ? undefined : samplesCacheKey(siteDir, files, config);
  const cached = cacheDir === undefined || key === undefined ? undefined : readSamplesCache(cacheDir, key);
  if (cached) return cached as [string, FileResults][];
  const results = compileFiles(new SampleCompiler(siteDir, config), files, siteDir, config);
  if (cacheDir !== undefined && key !== undefined) writeSamplesCache(cacheDir, key, results);
  return results;
}
