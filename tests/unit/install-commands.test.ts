/**
 * Every install command of the SDK in the docs and pages pins a release, and the release is the
 * one that page's samples compile against: its folder's (lib/samples/config.ts), or one
 * its own `sdk="…"` blocks name. So no page pairs an unpinned install with a sample of another release.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {SAMPLES_CONFIG, folderPattern} from '../../lib/samples/config';
import {SDK_PACKAGE} from '../../src/constants';

const siteDir = path.resolve(__dirname, '../..');
const INSTALL = /\b(?:npm (?:install|i|add)|yarn add|pnpm add|bun add)\b.*$/;
const escaped = SDK_PACKAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SDK_SPEC = new RegExp(`(?:^|\\s)${escaped}(?:@(\\S+))?(?=\\s|$)`);

/**
 * Folders whose Markdown need not show an install command: the pages, and the home page's quick
 * start partial (the home page's command is in Install/index.tsx, checked below).
 */
const FOLDERS_WITHOUT_INSTALLS = new Set(['src/pages', 'src/components/Home']);

describe('SDK install commands', () => {
  for (const {folder, release} of SAMPLES_CONFIG.folders) {
    it(`pin the release the samples of ${folder}/ compile against`, () => {
      const files = globSync(folderPattern(folder), {cwd: siteDir, ignore: SAMPLES_CONFIG.excluded});
      expect(files.length).toBeGreaterThan(0);
      let commands = 0;
      for (const file of files) {
        const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
        const named = [...source.matchAll(/sdk="([^"]+)"/g)].map((match) => match[1]);
        const allowed = new Set([release.version, ...named]);
        source.split('\n').forEach((line, index) => {
          const command = INSTALL.exec(line)?.[0];
          const spec = command ? SDK_SPEC.exec(command) : null;
          if (!spec) return;
          commands += 1;
          const where = `${file}:${index + 1}: ${line.trim()}`;
          expect(spec[1], `${where} (unpinned)`).toBeDefined();
          expect(allowed.has(spec[1]), `${where} (samples here compile against ${[...allowed].join(', ')})`).toBe(true);
        });
      }
      if (!FOLDERS_WITHOUT_INSTALLS.has(folder)) expect(commands, folder).toBeGreaterThan(0);
    });
  }

  it('on the home page, installs the latest release', () => {
    const install = fs.readFileSync(path.join(siteDir, 'src/components/Home/Install/index.tsx'), 'utf8');
    expect(install).toMatch(/npm install -E \$\{SDK_PACKAGE\}@\$\{LATEST_DOCS\.sdkVersion\}/);
  });
});
