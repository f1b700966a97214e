/**
 * The sample check: reads Markdown files, extracts their samples, builds a virtual module for
 * each (against its docs folder's SDK release, or the one its `sdk="…"` names) and type-checks
 * all of them in one program.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from './compile';
import {SAMPLES_CONFIG, type SamplesConfig} from './config';
import {compareDiagnostics, displayPath, type SampleDiagnostic} from './diagnostics';
import {extractSamples, MarkdownParseError, type Sample} from './extract';
import {folderOf, importTarget, knownReleases, verifyReleases} from './releases';
import {toVirtualModule, type VirtualModule} from './virtual-module';

export interface CheckOptions {
  /** Site root: diagnostics name files relative to it; its node_modules resolves imports. */
  root?: string;
  /** Which release each docs folder's samples compile against; default SAMPLES_CONFIG. */
  config?: SamplesConfig;
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

/**
 * Reads the Markdown files, extracts their samples and type-checks all of them in one program.
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
  const modules = new Map<string, VirtualModule>();

  for (const file of absoluteFiles) {
    const folderRelease = folderOf(config, root, file)?.release ?? config.defaultRelease;
    folderVersions.add(folderRelease.version);
    let samples: Sample[];
    try {
      samples = extractSamples(fs.readFileSync(file, 'utf8'), file);
    } catch (error) {
      if (!(error instanceof MarkdownParseError)) throw error;
      const message = `cannot parse Markdown: ${error.message}`;
      diagnostics.push({
        file: displayPath(root, file),
        line: error.line,
        col: error.col,
        code: 'MDX',
        message,
        category: 'error',
      });
      continue;
    }
    for (const sample of samples) {
      if (sample.nocheck) {
        skipped.push(sample);
        continue;
      }
      const release = sample.sdk === undefined ? folderRelease : releases.get(sample.sdk);
      if (!release) {
        diagnostics.push({
          file: displayPath(root, file),
          line: sample.fenceLine,
          col: sample.fenceColumn,
          code: 'SAMPLE',
          message: `unknown sdk="${sample.sdk}" (known: ${[...releases.keys()].join(', ')})`,
          category: 'error',
        });
        continue;
      }
      checked.push(sample);
      byVersion.get(release.version)?.push(sample);
      const module = toVirtualModule(sample, release.importName, importTarget(release));
      modules.set(path.resolve(module.fileName), module);
    }
  }

  if (modules.size > 0) diagnostics.push(...compile(root, modules));
  diagnostics.sort(compareDiagnostics);
  const byRelease = [...byVersion]
    .filter(([, samples]) => samples.length > 0)
    .map(([version, samples]) => ({version, samples}));
  return {diagnostics, checked, skipped, files: absoluteFiles, byRelease, folderVersions: [...folderVersions]};
}
