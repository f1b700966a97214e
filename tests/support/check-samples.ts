/** Paths and helpers shared by the sample checker's unit tests. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {SampleDiagnostic} from '../../lib/samples';

export const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROOT = path.join(SITE, 'tests/fixtures/samples');
export const SCRIPT = path.join(SITE, 'tools/check-samples/cli.ts');
export const TSX_CLI = path.join(SITE, 'node_modules/tsx/dist/cli.mjs');

/** One TypeScript program over lib.dom + React + SDK types takes seconds; more on a busy machine. */
export const SLOW = 180_000;

export const fixture = (relative: string) => path.join(ROOT, relative);
export const read = (relative: string) => fs.readFileSync(fixture(relative), 'utf8');

/** `file:line:col code` of each diagnostic, the part the tests pin exactly. */
export const where = (diagnostics: SampleDiagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`);

export function runCli(args: string[], cwd = SITE) {
  const run = spawnSync(process.execPath, [TSX_CLI, SCRIPT, ...args], {cwd, encoding: 'utf8', timeout: SLOW});
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}
