/**
 * Code copied from a package names it in a header line `Upstream: <package>@<version>`. When the
 * installed package moves to another version, this test fails so that the copy is compared with
 * the new release and its line updated.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {walkFilesAbsolute} from '../../lib/walk';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['src', 'plugins', 'tools', 'lib', 'mcp'];
const MARKER = /Upstream: (@?[\w.-]+(?:\/[\w.-]+)?)@(\d+\.\d+\.\d+)/g;

interface Copy {
  file: string;
  pkg: string;
  version: string;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return walkFilesAbsolute(dir, {
    extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.cjs', '.mjs'],
    skipDirectory: (name) => name === 'node_modules',
  });
}

function findCopies(): Copy[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(MARKER)].map(([, pkg, version]) => ({
      file: path.relative(ROOT, file),
      pkg: pkg ?? '',
      version: version ?? '',
    })),
  );
}

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

describe('copied upstream code', () => {
  const copies = findCopies();

  it("is marked where it lives (code-blocks copies the theme's highlight comments)", () => {
    expect(copies.map((copy) => `${copy.file} ${copy.pkg}`)).toContain(
      'plugins/code-blocks/lines.ts @docusaurus/theme-common',
    );
  });

  it.each(copies.map((copy) => [copy.file, copy.pkg, copy.version] as const))(
    '%s copies %s@%s, the version installed',
    (file, pkg, version) => {
      expect(installedVersion(pkg), `${file} copies ${pkg}@${version}: compare it with the installed release`).toBe(
        version,
      );
    },
  );
});
