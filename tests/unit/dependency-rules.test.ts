/**
 * The import rules of .dependency-cruiser.cjs, run as `npm run lint:deps` runs them, over the small
 * repositories in tests/fixtures/dependency-rules/: the rules' paths are relative to the folder
 * dependency-cruiser runs in, so each fixture folder is cruised with the repository's own config.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FIXTURES = path.join(ROOT, 'tests/fixtures/dependency-rules');

/** dependency-cruiser over every folder of a fixture: its exit status, and its report's lines. */
function cruise(fixture: string): {status: number | null; lines: string[]} {
  const cwd = path.join(FIXTURES, fixture);
  const folders = fs.readdirSync(cwd).sort();
  const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--no-progress', ...folders], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = `${run.stdout}${run.stderr}`
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {status: run.status, lines};
}

/** The `error <rule>: <from> → <to>` lines of a report. */
const errors = (lines: readonly string[]) => lines.filter((line) => line.startsWith('error '));

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('pass a repository that keeps them (lib/ reads src/constants.ts, a tool reads its folder and lib/)', () => {
    const {status, lines} = cruise('clean');
    expect(errors(lines)).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^✔ no dependency violations found \(8 modules/));
    expect(status).toBe(0);
  });

  it('fail an import of a tool from plugins/, naming the rule and the file', () => {
    const {status, lines} = cruise('plugins-to-tools');
    expect(errors(lines)).toEqual([
      'error plugins-import-lib-and-constants: plugins/help.ts → tools/tool/usage.ts',
      'error not-to-tools: plugins/help.ts → tools/tool/usage.ts',
    ]);
    expect(status).not.toBe(0);
  });

  it("fail a tool's import of another tool and of plugins/", () => {
    const {status, lines} = cruise('tool-to-tool');
    expect(errors(lines)).toEqual([
      'error tool-imports-lib-and-its-folder: tools/copy/cli.ts → tools/samples/pages.ts',
      'error tool-imports-lib-and-its-folder: tools/copy/cli.ts → plugins/banner.ts',
    ]);
    expect(status).not.toBe(0);
  });

  it('fail an import of a tool from lib/', () => {
    const {status, lines} = cruise('lib-to-tool');
    expect(errors(lines)).toEqual([
      'error not-to-tools: lib/words.ts → tools/bench/budgets.ts',
      'error lib-imports-no-side: lib/words.ts → tools/bench/budgets.ts',
    ]);
    expect(status).not.toBe(0);
  });

  it('fail an import cycle, naming its files', () => {
    const {status, lines} = cruise('cycle');
    expect(errors(lines)).toEqual(['error no-circular: lib/a.ts →']);
    expect(lines).toContain('lib/b.ts →');
    expect(status).not.toBe(0);
  });

  it('fail an import of plugins/ from src/', () => {
    const {status, lines} = cruise('src-to-plugins');
    expect(errors(lines)).toEqual(['error client-imports-src-and-lib: src/header.ts → plugins/banner.ts']);
    expect(status).not.toBe(0);
  });
});
