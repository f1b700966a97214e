/**
 * The Twoslash run over every sample the check covers, in two steps: the check (errors, the code
 * readers see, its names), which the pages wait for, then the quick info of every name, which
 * only the pages' hover tables wait for. The build's worker thread (compile-worker.cjs) runs it
 * while the bundler works; SiteSamples runs it itself for a file compiled again.
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
  type SampleHovers,
  type SamplesConfig,
} from '../../lib/samples';
import {readSamplesCache, samplesCacheKey, writeSamplesCache} from './samples-cache';

export interface FileResults {
  samples: CompiledSample[];
  /** Problems found before compiling (unknown sdk="…" release, unparsable Markdown), and the run's global errors. */
  diagnostics: SampleDiagnostic[];
}

/** The quick info of a file's names: one list per sample, in the order of FileResults.samples. */
export type FileHovers = SampleHovers[];

export type ByFile<T> = [string, T][];

/** The check of `files` (absolute), by file. */
export function compileFiles(
  compiler: SampleCompiler,
  files: readonly string[],
  siteDir: string,
  config: SamplesConfig,
): ByFile<FileResults> {
  const found = files.map((file) => fileSamples(file, siteDir, config));
  const run = compiler.compile(found.flatMap((entry) => entry.toCompile));
  return found.map((entry) => [
    entry.file,
    {
      samples: run.samples.filter((sample) => sample.sample.file === entry.file),
      diagnostics: [...entry.diagnostics, ...run.global],
    },
  ]);
}

/** The quick info of the names of samples `compiler` just checked. */
export function describeFiles(compiler: SampleCompiler, results: ByFile<FileResults>): ByFile<FileHovers> {
  return results.map(([file, {samples}]) => [file, samples.map((sample) => compiler.describe(sample))]);
}

interface SiteRun {
  checked: ByFile<FileResults>;
  hovers: ByFile<FileHovers>;
}

/**
 * Both steps over every Markdown file the check covers by default; `onChecked` gets the check as
 * soon as it is done. With a `cacheDir`, an earlier run over the same files and code is read from
 * the cache (samples-cache.ts) instead.
 */
export function compileSiteSamples(
  siteDir: string,
  config: SamplesConfig = SAMPLES_CONFIG,
  cacheDir?: string,
  onChecked: (checked: ByFile<FileResults>) => void = () => undefined,
): SiteRun {
  verifyReleases(config, siteDir);
  const {files} = resolveMarkdownFiles([], siteDir, siteDir, fileSetOf(config));
  const key = cacheDir === undefined ? undefined : samplesCacheKey(siteDir, files, config);
  const cached = cacheDir === undefined || key === undefined ? undefined : readSamplesCache(cacheDir, key);
  if (cached) {
    const run = cached as SiteRun;
    onChecked(run.checked);
    return run;
  }
  const compiler = new SampleCompiler(siteDir, config);
  const checked = compileFiles(compiler, files, siteDir, config);
  onChecked(checked);
  const run = {checked, hovers: describeFiles(compiler, checked)};
  if (cacheDir !== undefined && key !== undefined) writeSamplesCache(cacheDir, key, run);
  return run;
}
