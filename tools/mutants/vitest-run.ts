/**
 * Runs chosen behaviour tests in a child Vitest process (`vitest run --project sdk --project
 * sdk-fresh-module <files> -t <pattern>`: a file of either project) and reads which passed and which failed from its JSON report. One child at a time;
 * `stopRunningTests` ends it, for the signal handlers.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestRun {
  /** Behaviour ids of the tests that ran and passed, and of those that failed. */
  readonly passed: readonly string[];
  readonly failed: readonly string[];
  readonly exitCode: number | null;
  /** The child's output, for a run that went wrong. */
  readonly output: string;
}

interface JsonReport {
  readonly testResults?: readonly {
    readonly assertionResults?: readonly {readonly title: string; readonly status: string}[];
  }[];
}

let running: ChildProcess | undefined;

/** Ends the test process that is running, if any. */
export function stopRunningTests(): void {
  running?.kill('SIGTERM');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `-t` pattern that selects exactly the tests of these behaviour ids (`<id>: <title>`). */
export const namePattern = (ids: readonly string[]): string => `^(${ids.map(escapeRegExp).join('|')}): `;

/** The behaviour id of a test title, `<id>: <title>`. */
const idOfTitle = (title: string): string => title.slice(0, title.indexOf(': '));

/** Runs the tests of `ids`, which live in `files` (relative to `siteDir`). */
export async function runTests(siteDir: string, files: readonly string[], ids: readonly string[]): Promise<TestRun> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mutants-'));
  const report = path.join(folder, 'report.json');
  const args = [
    path.join(siteDir, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'sdk',
    '--project',
    'sdk-fresh-module',
    ...files,
    '-t',
    namePattern(ids),
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  try {
    const {exitCode, output} = await new Promise<{exitCode: number | null; output: string}>((resolve, reject) => {
      const child = spawn(process.execPath, args, {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
      running = child;
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        running = undefined;
        resolve({exitCode: code, output: text});
      });
    });
    if (!fs.existsSync(report)) return {passed: [], failed: [], exitCode, output};
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as JsonReport;
    const results = (json.testResults ?? []).flatMap((file) => file.assertionResults ?? []);
    const titled = (status: string): string[] =>
      results.filter((result) => result.status === status).map((result) => idOfTitle(result.title));
    return {passed: titled('passed'), failed: titled('failed'), exitCode, output};
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}
