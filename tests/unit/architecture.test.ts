/**
 * The structure no linter sees: no two files whose names differ only in case (they collide on
 * case-insensitive file systems), and every module of lib/ is imported from two sides or more
 * (src/, plugins/, mcp/, each tool of tools/, the configs at the root; tests do not count), so
 * that lib/ holds only what is shared. The import rules (one-way boundaries between src/, lib/,
 * plugins/, tools/ and tests/, and no import cycles) are dependency-cruiser's
 * (.dependency-cruiser.cjs, `npm run lint:deps`; tests/unit/dependency-rules.test.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';

const ROOT = path.resolve(__dirname, '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The side a file of ours belongs to, or undefined for lib/ itself and for tests. */
function sideOf(file: string): string | undefined {
  const [top, second] = file.split('/');
  if (!file.includes('/')) return 'the configs';
  if (top === 'tools') return `tools/${second}/`;
  if (top === 'src' || top === 'plugins' || top === 'mcp') return `${top}/`;
  return undefined;
}

interface CruisedModule {
  source: string;
  dependencies: {resolved: string}[];
}

/** Who imports each module, as `npm run lint:deps` sees the imports (tests left out). */
function importersOf(): Map<string, Set<string>> {
  const roots = fs.readdirSync(ROOT).filter((name) => name.endsWith('.ts'));
  const run = spawnSync(
    process.execPath,
    [
      DEPCRUISE,
      '--config',
      '.dependency-cruiser.cjs',
      '--no-progress',
      '--output-type',
      'json',
      'src',
      'lib',
      'plugins',
      'tools',
      'mcp',
      ...roots,
    ],
    {cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 120_000},
  );
  const {modules} = JSON.parse(run.stdout) as {modules: CruisedModule[]};
  const importers = new Map<string, Set<string>>();
  const add = (to: string, from: string) => importers.set(to, (importers.get(to) ?? new Set()).add(from));
  for (const module of modules) for (const {resolved} of module.dependencies) add(resolved, module.source);
  // The client modules a plugin generates import lib/ as `@site/lib/…` from inside a string: the
  // browser is their side.
  for (const file of walkFiles(path.join(ROOT, 'plugins'), {extensions: ['.ts']})) {
    const text = fs.readFileSync(path.join(ROOT, 'plugins', file), 'utf8');
    for (const [, target] of text.matchAll(/@site\/(lib\/[\w./-]+?)['"]/g))
      add(`${target}.ts`, 'src/(generated client module)');
  }
  return importers;
}

describe('architecture', () => {
  it('has no two files whose names differ only in case', () => {
    const files = walkFiles(ROOT, {
      skipDirectory: (name) =>
        name === 'node_modules' || name.startsWith('.') || name === 'build' || name === 'build-profile',
    });
    const byLowerCase = new Map<string, string[]>();
    for (const file of files)
      byLowerCase.set(file.toLowerCase(), [...(byLowerCase.get(file.toLowerCase()) ?? []), file]);
    expect([...byLowerCase.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('keeps in lib/ only modules that two sides or more import', () => {
    const importers = importersOf();
    /** The sides that reach a lib/ module, directly or through other lib/ modules. */
    const sides = (module: string, seen = new Set([module])): Set<string> => {
      const found = new Set<string>();
      for (const importer of importers.get(module) ?? []) {
        if (importer.startsWith('lib/')) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          for (const side of sides(importer, seen)) found.add(side);
        } else {
          const side = sideOf(importer);
          if (side) found.add(side);
        }
      }
      return found;
    };
    const lib = walkFiles(path.join(ROOT, 'lib'), {extensions: ['.ts']}).map((file) => `lib/${file}`);
    expect(lib.length).toBeGreaterThan(20);
    const alone = lib.flatMap((module) => {
      const found = [...sides(module)];
      return found.length < 2 ? [`${module}: ${found.join(', ') || 'no side'}`] : [];
    });
    expect(alone).toEqual([]);
  }, 120_000);
});
