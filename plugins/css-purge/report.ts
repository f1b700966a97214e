/**
 * What a production build purged, written beside Docusaurus's generated files (never into
 * build/): the CSS files the build emitted, the run-time class prefixes kept, and per purged
 * stylesheet its selector counts and every selector removed. The end-to-end suite checks that
 * no removed selector matches anything a page renders.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PurgedStylesheetReport {
  /** The stylesheet as the theme imports it, e.g. `infima/dist/css/default/default.css`. */
  readonly specifier: string;
  readonly selectors: number;
  readonly kept: number;
  readonly removed: readonly string[];
}

export interface PurgeReport {
  /** The build's CSS files, relative to build/ (`assets/css/styles.<hash>.css`). */
  readonly cssAssets: readonly string[];
  /** Prefixes of class names the content builds at run time: classes starting with them were kept. */
  readonly prefixes: readonly string[];
  readonly stylesheets: readonly PurgedStylesheetReport[];
}

export const reportFile = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, 'css-purge', 'report.json');

export function writeReport(file: string, report: PurgeReport): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function readReport(file: string): PurgeReport {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PurgeReport;
}
