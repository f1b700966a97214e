/**
 * Validates every built page (`build/**\/*.html`) with the W3C Nu HTML Checker in one JVM.
 * Prints each error as `build/path.html:LINE:COL: message` (warnings with `warning:`), then a
 * summary, and exits non-zero on any error. Run after `npm run build`: `npm run test:html`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../lib/walk';
import {ensureJava} from './java';
import {buildReport, failureReason} from './report';
import {runVnu} from './run-vnu';

const SITE_ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = 'build';

function main(): number {
  const buildDir = path.join(SITE_ROOT, BUILD_DIR);
  const pages = fs.existsSync(buildDir) ? walkFiles(buildDir, {extensions: ['.html']}) : [];
  if (pages.length === 0) {
    console.error(`validate-html: no HTML pages in ${buildDir}: run \`npm run build\` first.`);
    return 1;
  }
  const java = ensureJava();
  const started = performance.now();
  const {messages, exitCode} = runVnu(
    java,
    pages.map((page) => `${BUILD_DIR}/${page}`),
    SITE_ROOT,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const report = buildReport(messages, SITE_ROOT);
  for (const line of [...report.errors, ...report.warnings]) console.log(line);
  const gaps = report.gaps > 0 ? ` (${report.gaps} of the checker's gaps left out)` : '';
  const summary = `${pages.length} pages, ${report.errors.length} error(s)${gaps}, ${report.warnings.length} warning(s), ${seconds} s`;
  const failure = failureReason(report, exitCode);
  if (failure) {
    console.error(`validate-html: FAILED (${failure}): ${summary}`);
    return 1;
  }
  console.log(`validate-html: ${summary}`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
