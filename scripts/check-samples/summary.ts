/** The closing line of a run: `checked 20 samples in 11 files (1 skipped: docs/x.mdx:7)`. */
import type {CheckResult} from './check';
import {displayPath} from './diagnostics';

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function summary(result: CheckResult, root: string): string {
  const sampleFiles = new Set(result.checked.map((sample) => sample.file));
  const skipped =
    result.skipped.length === 0
      ? '0 skipped'
      : `${result.skipped.length} skipped: ${result.skipped
          .map((sample) => `${displayPath(root, sample.file)}:${sample.fenceLine}`)
          .join(', ')}`;
  return `checked ${plural(result.checked.length, 'sample')} in ${plural(sampleFiles.size, 'file')} (${skipped})`;
}
