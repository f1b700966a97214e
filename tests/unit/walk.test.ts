import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compareTreeOrder, walkFiles, walkFilesAbsolute} from '../../lib/walk';

describe('lib/walk', () => {
  let dir: string;
  const files = ['b.md', 'a-c/x.html', 'a/z.mdx', 'a/b/y.md', 'A.txt', 'pagefind/p.html', 'x.md/inner.md'];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), file);
    }
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('lists every file, depth first, each folder sorted by name', () => {
    expect(walkFiles(dir)).toEqual([
      'A.txt',
      'a/b/y.md',
      'a/z.mdx',
      'a-c/x.html',
      'b.md',
      'pagefind/p.html',
      'x.md/inner.md',
    ]);
  });

  it('keeps only the given extensions and skips the given folders', () => {
    expect(walkFiles(dir, {extensions: ['.md', '.mdx']})).toEqual(['a/b/y.md', 'a/z.mdx', 'b.md', 'x.md/inner.md']);
    expect(walkFiles(dir, {extensions: ['.html'], skipDirectory: (name) => name === 'pagefind'})).toEqual([
      'a-c/x.html',
    ]);
    expect(walkFiles(dir, {skipDirectory: (_name, relative) => relative === 'a/b'})).not.toContain('a/b/y.md');
  });

  it('gives absolute paths on request, and throws for a missing folder', () => {
    expect(walkFilesAbsolute(dir, {extensions: ['.txt']})).toEqual([path.join(dir, 'A.txt')]);
    expect(() => walkFiles(path.join(dir, 'missing'))).toThrow(/ENOENT/);
  });

  it('compareTreeOrder sorts paths in the order walkFiles lists them', () => {
    const listed = walkFiles(dir);
    expect([...listed].reverse().sort(compareTreeOrder)).toEqual(listed);
    expect([...listed].sort()).not.toEqual(listed); // plain string order puts a-c/ before a/
  });
});
