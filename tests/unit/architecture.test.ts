/**
 * The structure no linter sees: no two files whose names differ only in case (they collide on
 * case-insensitive file systems). The import rules (one-way boundaries between src/, lib/,
 * plugins/, tools/ and tests/, and no import cycles) are dependency-cruiser's
 * (.dependency-cruiser.cjs, `npm run lint:deps`; tests/unit/dependency-rules.test.ts).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';

const ROOT = path.resolve(__dirname, '../..');

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
});
