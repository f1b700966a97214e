/**
 * Writes or checks build/_csp.conf outside a Docusaurus build (the csp plugin writes it on every
 * `docusaurus build`). Useful when HTML is post-processed after the build.
 *
 *   tsx tools/csp/cli.ts [buildDir]          regenerate build/_csp.conf
 *   tsx tools/csp/cli.ts --check [buildDir]  exit 1 unless build/_csp.conf matches the HTML
 */
import fs from 'node:fs';
import path from 'node:path';
import {computeCsp, writeCspInclude} from '../../lib/csp';

const args = process.argv.slice(2);
const check = args.includes('--check');
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');

if (check) {
  const expected = computeCsp(buildDir);
  const actual = fs.existsSync(expected.file) ? fs.readFileSync(expected.file, 'utf8') : undefined;
  if (actual !== expected.content) {
    console.error(
      `${expected.file} is ${actual === undefined ? 'missing' : 'stale'}: rebuild, or run tsx tools/csp/cli.ts.`,
    );
    process.exit(1);
  }
  console.log(`${expected.file} matches ${expected.inventory.htmlFiles} HTML files.`);
} else {
  const {file, inventory} = writeCspInclude(buildDir);
  console.log(`Wrote ${file}: ${inventory.scriptHashes.length} inline script hash(es).`);
  if (inventory.blocked.length > 0) {
    console.warn(`Blocked by the policy (inline handlers / javascript: URLs):\n  ${inventory.blocked.join('\n  ')}`);
  }
}
