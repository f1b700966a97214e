/** The sample check's per-folder release table: which release each docs folder compiles against. */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  checkSamples,
  LATEST_RELEASE,
  fileSetOf,
  folderOf,
  formatDiagnostic,
  RELEASE_1_5,
  resolveMarkdownFiles,
  SAMPLES_CONFIG,
  SampleConfigError,
  type CheckResult,
  type SamplesConfig,
} from '../../lib/samples';
import {main} from '../../tools/check-samples/command';
import {releaseLines} from '../../tools/check-samples/summary';
import {fixture, ROOT, SLOW, where} from '../support/check-samples';

/** The fixture site with a second docs folder, versioned_docs/version-1.5.4, documenting SDK 1.5.4. */
const VERSIONED: SamplesConfig = {
  ...SAMPLES_CONFIG,
  folders: [...SAMPLES_CONFIG.folders, {folder: 'versioned_docs/version-1.5.4', release: RELEASE_1_5}],
  extraReleases: [],
};

describe('per-folder SDK releases', () => {
  let result: CheckResult;
  const byFile = (file: string) => result.diagnostics.filter((d) => d.file === file);

  beforeAll(() => {
    const {files} = resolveMarkdownFiles(
      ['versioned_docs', 'docs/passing.mdx', 'docs/sdk-1.5-missing-meta.mdx'],
      ROOT,
      ROOT,
      fileSetOf(VERSIONED),
    );
    result = checkSamples(files, {root: ROOT, config: VERSIONED});
  }, SLOW);

  it('checks every folder of the table by default', () => {
    expect(fileSetOf(VERSIONED).patterns).toEqual([
      'docs/**/*.{md,mdx}',
      'versioned_docs/version-1.1.0/**/*.{md,mdx}',
      'src/pages/**/*.{md,mdx}',
      'src/components/Home/**/*.{md,mdx}',
      'versioned_docs/version-1.5.4/**/*.{md,mdx}',
    ]);
    const {files} = resolveMarkdownFiles([], ROOT, ROOT, fileSetOf(VERSIONED));
    const relative = files.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(relative.filter((file) => file.startsWith('versioned_docs/'))).toEqual([
      'versioned_docs/version-1.5.4/missing-api.mdx',
      'versioned_docs/version-1.5.4/override.mdx',
      'versioned_docs/version-1.5.4/upload.mdx',
    ]);
  });

  it('maps a file to the longest folder containing it, else to no folder', () => {
    const nested: SamplesConfig = {
      ...VERSIONED,
      folders: [{folder: 'docs/legacy', release: RELEASE_1_5}, ...SAMPLES_CONFIG.folders],
    };
    expect(folderOf(nested, ROOT, fixture('docs/legacy/a.mdx'))?.release.version).toBe('1.5.4');
    expect(folderOf(nested, ROOT, fixture('docs/legacy-notes.mdx'))?.release.version).toBe('3.2.0');
    expect(folderOf(nested, ROOT, fixture('README.md'))).toBeUndefined();
  });

  it("compiles a folder's samples against its release: a 1.5.4-only API passes there without sdk meta", () => {
    expect(byFile('versioned_docs/version-1.5.4/upload.mdx')).toEqual([]);
    expect(byFile('docs/passing.mdx')).toEqual([]);
    expect(byFile('docs/sdk-1.5-missing-meta.mdx').map((d) => d.code)).toEqual(['TS2339']);
  });

  it('fails an API the release lacks, naming file:line:col, and lets sdk="…" override the folder', () => {
    expect(where(result.diagnostics)).toEqual([
      'docs/sdk-1.5-missing-meta.mdx:11:10 TS2339',
      'versioned_docs/version-1.5.4/missing-api.mdx:12:13 TS2339',
      'versioned_docs/version-1.5.4/override.mdx:11:10 TS2339',
    ]);
    expect(formatDiagnostic(byFile('versioned_docs/version-1.5.4/missing-api.mdx')[0])).toBe(
      "versioned_docs/version-1.5.4/missing-api.mdx:12:13 - error TS2339: Property 'searchDocuments' does not exist on type 'OpenSecretContextType'.",
    );
    expect(byFile('versioned_docs/version-1.5.4/override.mdx')[0].message).toBe(
      "Property 'uploadDocument' does not exist on type 'OpenSecretContextType'.",
    );
  });

  it('counts the samples checked per release', () => {
    expect(result.folderVersions).toEqual(['1.5.4', '3.2.0']);
    expect(releaseLines(result)).toEqual([
      '  3.2.0: 5 samples in 2 files',
      '  1.1.0: 1 sample in 1 file',
      '  1.5.4: 2 samples in 2 files',
    ]);
  });
});

describe('installed SDK releases', () => {
  const withRelease = (release: SamplesConfig['defaultRelease']): SamplesConfig => ({
    ...SAMPLES_CONFIG,
    folders: [...SAMPLES_CONFIG.folders, {folder: 'versioned_docs/version-1.5.4', release}],
    extraReleases: [],
  });
  const check = (config: SamplesConfig) => () => checkSamples([], {root: ROOT, config});

  it('stops with an error naming the folder and the package when the installed version differs', () => {
    const config = withRelease({...RELEASE_1_5, version: '1.5.3'});
    expect(check(config)).toThrow(SampleConfigError);
    expect(check(config)).toThrow(
      'samples in versioned_docs/version-1.5.4/ compile against @opensecret/react 1.5.3 from node_modules/opensecret-react-1.5, but the installed node_modules/opensecret-react-1.5 is @opensecret/react 1.5.4',
    );
  });

  it('names the install command when a release is missing, and rejects a directory outside node_modules', () => {
    expect(
      check(withRelease({...RELEASE_1_5, version: '2.0.0', directory: 'node_modules/opensecret-react-2.0'})),
    ).toThrow(
      'samples in versioned_docs/version-1.5.4/ compile against @opensecret/react 2.0.0 from node_modules/opensecret-react-2.0, but it is not installed (npm install -E opensecret-react-2.0@npm:@opensecret/react@2.0.0)',
    );
    expect(check(withRelease({...RELEASE_1_5, directory: 'vendor/opensecret-react'}))).toThrow(
      'SDK 1.5.4: directory "vendor/opensecret-react" must be node_modules/<package> (the package or an npm alias)',
    );
  });

  it('makes the CLI exit 1 with the error, before compiling anything', () => {
    const out: string[] = [];
    const err: string[] = [];
    const config = withRelease({...RELEASE_1_5, version: '1.5.3'});
    const status = main(
      ['--root', ROOT],
      (line: string) => out.push(line),
      (line: string) => err.push(line),
      config,
    );
    expect(status).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      'check:samples: samples in versioned_docs/version-1.5.4/ compile against @opensecret/react 1.5.3 from node_modules/opensecret-react-1.5, but the installed node_modules/opensecret-react-1.5 is @opensecret/react 1.5.4',
    ]);
  });

  it('stops when a directory holds another package, or a version is configured twice', () => {
    expect(check(withRelease({...RELEASE_1_5, version: '2.0.0', directory: 'node_modules/react'}))).toThrow(
      /^samples in versioned_docs\/version-1\.5\.4\/ compile against @opensecret\/react 2\.0\.0 from node_modules\/react, but the installed node_modules\/react is react \d/,
    );
    expect(check(withRelease({...LATEST_RELEASE, directory: 'node_modules/opensecret-react-1.5'}))).toThrow(
      'SDK 3.2.0 is configured twice: @opensecret/react from node_modules/@opensecret/react and @opensecret/react from node_modules/opensecret-react-1.5',
    );
  });
});
