/**
 * The home page's quick start (src/components/Home/Install/QuickStart.mdx) is a sample like any
 * guide's: `npm run check:samples` finds it by default and compiles it against the latest release.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkSamples, extractSamples, folderOf, resolveMarkdownFiles, SAMPLES_CONFIG} from '../../lib/samples';
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {runCli, SITE, SLOW} from '../support/check-samples';

const QUICK_START = 'src/components/Home/Install/QuickStart.mdx';
const source = (): string => fs.readFileSync(path.join(SITE, QUICK_START), 'utf8');

describe('the home page quick start', () => {
  it('is in the default file set, in a folder compiled against the latest release', () => {
    const {files} = resolveMarkdownFiles([], SITE, SITE);
    expect(files).toContain(path.join(SITE, QUICK_START));
    expect(folderOf(SAMPLES_CONFIG, SITE, path.join(SITE, QUICK_START))?.release.version).toBe(LATEST_DOCS.sdkVersion);
  });

  it('is one checked tsx block titled src/App.tsx that imports the provider and the hook from the SDK', () => {
    const samples = extractSamples(source(), QUICK_START);
    expect(samples.map((s) => [s.lang, s.meta, s.nocheck, s.sdk])).toEqual([
      ['tsx', 'title="src/App.tsx"', false, undefined],
    ]);
    expect(
      samples[0].code.startsWith(`import {\n  OpenSecretProvider,\n  useOpenSecret,\n} from '${SDK_PACKAGE}';\n`),
    ).toBe(true);
  });

  it(
    'compiles, strict, against the latest release',
    () => {
      const result = checkSamples([QUICK_START], {root: SITE});
      expect(result.diagnostics).toEqual([]);
      expect(result.byRelease.map((entry) => [entry.version, entry.samples.length])).toEqual([
        [LATEST_DOCS.sdkVersion, 1],
      ]);
    },
    SLOW,
  );
});

describe('a broken quick start', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-quick-start-'));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it(
    'fails npm run check:samples, naming the file, line and column',
    () => {
      // A member 1.1.0 had and the latest release removed.
      const broken = source().replace(
        "os.put('note', 'just for me')",
        "os.convertGuestToUserAccount('me@example.com', 'secret')",
      );
      expect(broken).not.toBe(source());
      const lines = broken.split('\n');
      const line = lines.findIndex((text) => text.includes('convertGuestToUserAccount')) + 1;
      const col = lines[line - 1].indexOf('convertGuestToUserAccount') + 1;
      // The same path under a site root of its own: the folder table, not the path given, finds it.
      const file = path.join(dir, ...QUICK_START.split('/'));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, broken);

      const {status, stderr} = runCli(['--root', dir]);
      expect(status).toBe(1);
      expect(stderr).toContain(
        `${QUICK_START}:${line}:${col} - error TS2339: Property 'convertGuestToUserAccount' does not exist on type 'OpenSecretContextType'.`,
      );
      expect(stderr).toContain('check:samples: 1 error; checked 1 sample in 1 file');
    },
    SLOW,
  );
});
