/**
 * The sample check: reads Markdown files, extracts their samples and compiles each against its
 * docs folder's SDK release (or the one its `sdk="…"` names) with the Twoslash run the site's
 * build uses (twoslash.ts), one program per release.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SAMPLES_CONFIG, type SamplesConfig} from './config';
import {compareDiagnostics, displayPath, type SampleDiagnostic} from './diagnostics';
import {extractSamples, MarkdownParseError, type Sample} from './extract';
import {folderOf, knownReleases, verifyReleases} from './releases';
import {SampleCompiler, type SampleToCompile} from './twoslash';

export interface CheckOptions {
  /** Site root: diagnostics name files relative to it; its node_modules resolves imports. */
  root?: string;
  /** Which release each docs folder's samples compile against; default SAMPLES_CONFIG. */
  config?: SamplesConfig;
  /** The compiler to use (and keep, with its programs, for later runs); a new one by default. */
  compiler?: SampleCompiler;
}

/** The samples compiled against one release. */
export interface ReleaseSamples {
  version: string;
  samples: Sample[];
}

export interface CheckResult {
  diagnostics: SampleDiagnostic[];
  /** Samples that were compiled. */
  checked: Sample[];
  /** Samples with `nocheck`. */
  skipped: Sample[];
  /** Markdown files read. */
  files: string[];
  /** The checked samples by the release they compiled against, in table order; releases without samples left out. */
  byRelease: ReleaseSamples[];
  /** The releases of the docs folders of the files read (the default release for a file outside every folder). */
  folderVersions: string[];
}

/** A Markdown file's samples, each with the release it compiles against (nocheck ones left out). */
export interface FileSamples {
  file: string;
  /** Every sample, nocheck ones included. */
  samples: Sample[];
  toCompile: SampleToCompile[];
  /** Problems found before compiling: the Markdown does not parse, a fence names an unknown release. */
  diagnostics: SampleDiagnostic[];
}

/** Reads a Markdown file's samples and the release each compiles against. `file` is absolute. */
export function fileSamples(file: string, root: string, config: SamplesConfig): FileSamples {
  const releases = knownReleases(config);
  const folderRelease = folderOf(config, root, file)?.release ?? config.defaultRelease;
  const result: FileSamples = {file, samples: [], toCompile: [], diagnostics: []};
  try {
    result.samples = extractSamples(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if (!(error instanceof MarkdownParseError)) throw error;
    const message = `cannot parse Markdown: ${error.message}`;
    result.diagnostics.push({
      file: displayPath(root, file),
      line: error.line,
      col: error.col,
      code: 'MDX',
      message,
      category: 'error',
    });
    return result;
  }
  for (const sample of result.samples) {
    if (sample.nocheck) continue;
    const release = sample.sdk === undefined ? folderRelease : releases.get(sample.sdk);
    if (!release) {
      result.diagnostics.push({
        file: displayPath(root, file),
        line: sample.fenceLine,
        col: sample.fenceColumn,
        code: 'SAMPLE',
        message: `unknown sdk="${sample.sdk}" (known: ${[...releases.keys()].join(', ')})`,
        category: 'error',
      });
      continue;
    }
    result.toCompile.push({sample, release});
  }
  return result;
}

/**
 * Reads the Markdown files, extracts their samples and compiles them, one program per release.
 * Diagnostics are sorted by file, line and column. Throws a SampleConfigError when a release
 * of the table is not installed at its version.
 */
export function checkSamples(files: readonly string[], options: CheckOptions = {}): CheckResult {
  const root = path.resolve(options.root ?? process.cwd());
  const config = options.config ?? SAMPLES_CONFIG;
  const releases = knownReleases(config);
  verifyReleases(config, root);
  const byVersion = new Map<string, Sample[]>([...releases.keys()].map((version) => [version, []]));
  const folderVersions = new Set<string>();
  const absoluteFiles = files.map((file) => path.resolve(root, file));
  const diagnostics: SampleDiagnostic[] = [];
  const checked: Sample[] = [];
  const skipped: Sample[] = [];
  const toCompile: SampleToCompile[] = [];

  for (const file of absoluteFiles) {
    folderVersions.add((folderOf(config, root, file)?.release ?? config.defaultRelease).version);
    const found = fileSamples(file, root, config);
    diagnostics.push(...found.diagnostics);
    skipped.push(...found.samples.filter((sample) => sample.nocheck));
    for (const entry of found.toCompile) {
      checked.push(entry.sample);
      byVersion.get(entry.release.version)?.push(entry.sample);
      toCompile.push(entry);
    }
  }

  if (toCompile.length > 0) {
    const run = (options.compiler ?? new SampleCompiler(root, config)).compile(toCompile);
    diagnostics.push(...run.global, ...run.samples.flatMap((sample) => sample.diagnostics));
  }
  diagnostics.sort(compareDiagnostics);
  const byRelease = [...byVersion]
    .filter(([, samples]) => samples.length > 0)
    .map(([version, samples]) => ({version, samples}));
  return {diagnostics, checked, skipped, files: absoluteFiles, byRelease, folderVersions: [...folderVersions]};
}
