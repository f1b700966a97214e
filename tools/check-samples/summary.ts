/**
 * The closing lines of a run: `checked 20 samples in 11 files (1 skipped: docs/x.mdx:7)`, and,
 * when the files belong to docs folders of more than one SDK release, one line per release.
 */
import {displayPath, type CheckResult, type Sample} from '../../lib/samples';

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function samplesInFiles(samples: readonly Sample[]): string {
  const files = new Set(samples.map((sample) => sample.file));
  return `${plural(samples.length, 'sample')} in ${plural(files.size, 'file')}`;
}

export function summary(result: CheckResult, root: string): string {
  const skipped =
    result.skipped.length === 0
      ? '0 skipped'
      : `${result.skipped.length} skipped: ${result.skipped
          .map((sample) => `${displayPath(root, sample.file)}:${sample.fenceLine}`)
          .join(', ')}`;
  return `checked ${samplesInFiles(result.checked)} (${skipped})`;
}

/**
 * `  1.1.0: 49 samples in 13 files` for each release samples compiled against (`sdk="…"` blocks
 * count under the release they name), when the files read belong to folders of more than one
 * release; none otherwise (the summary line says it all).
 */
export function releaseLines(result: CheckResult): string[] {
  if (result.folderVersions.length < 2) return [];
  return result.byRelease.map(({version, samples}) => `  ${version}: ${samplesInFiles(samples)}`);
}
