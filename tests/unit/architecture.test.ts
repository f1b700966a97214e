/**
 * The structure the linter cannot see: no import loops between our modules, and no two files
 * whose names differ only in case (they collide on case-insensitive file systems). The one-way
 * boundaries between src/, lib/, plugins/, scripts/ and tests/ are ESLint rules (eslint.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['src', 'lib', 'plugins', 'scripts', 'bench', 'mcp', 'tests'];
const SKIP = new Set(['node_modules', 'fixtures', '.reference', 'results', '.pack', 'dist']);
const EXTENSIONS = ['.ts', '.tsx'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(): string[] {
  return SOURCE_DIRS.filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap((dir) =>
    walkFiles(path.join(ROOT, dir), {extensions: EXTENSIONS, skipDirectory: (name) => SKIP.has(name)}).map(
      (file) => `${dir}/${file}`,
    ),
  );
}

/** The repository file an import names, if it is one of ours. */
function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => known.has(candidate));
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)].flatMap((match) => {
        const target = resolveImport(file, match[1] ?? match[2] ?? '', known);
        return target ? [target] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('architecture', () => {
  const graph = importGraph();

  it('reads the import graph (the resolver finds our modules)', () => {
    expect(graph.get('src/components/Search/SearchButton.tsx')).toContain('src/components/Search/shortcuts.ts');
    expect(graph.get('plugins/search-index/vocabulary.ts')).toContain('lib/search/words.ts');
  });

  it('has no import loops', () => {
    expect(importLoops(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    expect(
      importLoops(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('has no two files whose names differ only in case', () => {
    const files = walkFiles(ROOT, {
      skipDirectory: (name) => name === 'node_modules' || name.startsWith('.') || name === 'build',
    });
    const byLowerCase = new Map<string, string[]>();
    for (const file of files)
      byLowerCase.set(file.toLowerCase(), [...(byLowerCase.get(file.toLowerCase()) ?? []), file]);
    expect([...byLowerCase.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
