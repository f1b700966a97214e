import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  checkSamples,
  extractSamples,
  formatDiagnostic,
  globToRegExp,
  parseFenceMeta,
  resolveMarkdownFiles,
  type CheckResult,
} from '../../lib/samples';

import {read, ROOT, runCli, SITE, SLOW, where} from '../support/check-samples';

describe('extractSamples', () => {
  it('finds ts and tsx fences with their fence line, meta and flags, and ignores other languages', () => {
    const samples = extractSamples(read('docs/passing.mdx'), 'passing.mdx');
    expect(samples.map((s) => [s.index, s.lang, s.fenceLine, s.meta])).toEqual([
      [1, 'tsx', 13, 'title="src/main.tsx"'],
      [2, 'ts', 28, null],
      [3, 'ts', 32, null],
      [4, 'tsx', 38, '{4}'],
    ]);
    expect(samples[1].code).toBe("const greeting: string = 'hello';");
    expect(samples.every((s) => !s.nocheck && s.sdk === undefined)).toBe(true);
  });

  it('finds fences inside admonitions, JSX tabs, list items and block quotes (~~~ and ```` fences too)', () => {
    const samples = extractSamples(read('docs/nested.mdx'), 'nested.mdx');
    expect(samples.map((s) => [s.lang, s.fenceLine, s.columnOffsets[0]])).toEqual([
      ['ts', 12, 0],
      ['ts', 20, 4],
      ['tsx', 25, 4],
      ['ts', 33, 3],
      ['ts', 39, 2],
    ]);
    expect(samples[3].code).toBe(
      "// A ``` line inside does not close a four-backtick fence:\nconst fence = '```';\nexport {fence};",
    );
  });

  it('reads nocheck as a flag and sdk as an attribute', () => {
    const [skipped, checked] = extractSamples(read('docs/nocheck.mdx'), 'nocheck.mdx');
    expect(skipped.nocheck).toBe(true);
    expect(checked.nocheck).toBe(false); // "nocheck" only appears inside its title
    const [sdk] = extractSamples(read('docs/sdk-1.5.mdx'), 'sdk-1.5.mdx');
    expect(sdk.sdk).toBe('1.5.4');
  });

  it('finds samples inside ```mdx-code-block fences (Docusaurus unwraps them)', () => {
    const markdown = [
      '# Title',
      '',
      '````mdx-code-block',
      '<div>',
      '',
      '```ts',
      'export const a = 1;',
      '```',
      '',
      '</div>',
      '````',
      '',
    ].join('\n');
    const samples = extractSamples(markdown, 'wrapped.mdx');
    expect(samples.map((s) => [s.lang, s.fenceLine, s.code])).toEqual([['ts', 6, 'export const a = 1;']]);
  });

  it('throws a positioned error for invalid MDX', () => {
    expect(() => extractSamples(read('docs/broken.mdx'), 'broken.mdx')).toThrow(/closing tag for `<Tabs>`/);
  });
});

describe('parseFenceMeta and globToRegExp', () => {
  it('parses quoted values, bare flags and ignores line ranges', () => {
    expect(parseFenceMeta('title="a nocheck b" {2-3} nocheck sdk="1.5.4" showLineNumbers')).toEqual({
      title: 'a nocheck b',
      nocheck: true,
      sdk: '1.5.4',
      showLineNumbers: true,
    });
    expect(parseFenceMeta(null)).toEqual({});
  });

  it('matches **, *, ? and {a,b} against slash-separated paths', () => {
    const docs = globToRegExp('docs/**/*.{md,mdx}');
    expect(docs.test('docs/a.md')).toBe(true);
    expect(docs.test('docs/guides/deep/b.mdx')).toBe(true);
    expect(docs.test('docs/a.tsx')).toBe(false);
    expect(docs.test('src/docs/a.md')).toBe(false);
    expect(globToRegExp('docs/api/**').test('docs/api/functions/x.md')).toBe(true);
    expect(globToRegExp('docs/?.md').test('docs/ab.md')).toBe(false);
  });
});

describe('checkSamples on the fixture site (default file set)', () => {
  let result: CheckResult;
  const byFile = (file: string) => result.diagnostics.filter((d) => d.file === file);

  beforeAll(() => {
    const {files} = resolveMarkdownFiles([], ROOT);
    result = checkSamples(files, {root: ROOT});
  }, SLOW);

  it('checks docs/** and src/pages/** but not the generated docs/api/**', () => {
    const relative = result.files.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(relative).toContain('src/pages/page.md');
    expect(relative).toContain('docs/wrong-argument.md');
    expect(relative.some((file) => file.startsWith('docs/api/'))).toBe(false);
    expect(relative.some((file) => file.startsWith('no-samples/'))).toBe(false);
    expect(result.checked).toHaveLength(22);
  });

  it('reports exactly these diagnostics, at their Markdown positions', () => {
    expect(where(result.diagnostics)).toEqual([
      'docs/broken.mdx:7:1 MDX',
      'docs/missing-method.mdx:12:11 TS2339',
      'docs/nested-error.mdx:14:18 TS2322',
      'docs/nested-error.mdx:22:16 TS2322',
      'docs/nested-error.mdx:26:16 TS2322',
      'docs/sdk-1.5-columns.mdx:8:56 TS2322',
      'docs/sdk-1.5-columns.mdx:12:1 SAMPLE',
      'docs/sdk-1.5-missing-meta.mdx:11:10 TS2339',
      'docs/twoslash-notations.mdx:16:1 TWOSLASH',
      'docs/wrong-argument.md:11:21 TS2345',
    ]);
  });

  it('honours // @errors and rejects a Twoslash flag it does not know, at its line', () => {
    expect(byFile('docs/twoslash-notations.mdx').map(formatDiagnostic)).toEqual([
      'docs/twoslash-notations.mdx:16:1 - error TWOSLASH: unknown Twoslash flag @notAFlag',
    ]);
  });

  it('passes the doc whose samples compile, with two same-named top-level consts in separate blocks', () => {
    expect(byFile('docs/passing.mdx')).toEqual([]);
    expect(byFile('docs/nested.mdx')).toEqual([]);
    expect(byFile('src/pages/page.md')).toEqual([]);
  });

  it('flags a method the SDK does not have (TS2339)', () => {
    expect(byFile('docs/missing-method.mdx')).toEqual([
      {
        file: 'docs/missing-method.mdx',
        line: 12,
        col: 11,
        code: 'TS2339',
        message: "Property 'fetchEverything' does not exist on type 'OpenSecretContextType'.",
        category: 'error',
      },
    ]);
  });

  it("flags a wrong argument type, put('k', 42) (TS2345)", () => {
    const [diagnostic] = byFile('docs/wrong-argument.md');
    expect(formatDiagnostic(diagnostic)).toBe(
      "docs/wrong-argument.md:11:21 - error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    );
  });

  it('compiles the hidden setup above // ---cut---', () => {
    expect(byFile('docs/hidden-setup.mdx')).toEqual([]);
    const sample = result.checked.find((s) => s.file.endsWith('hidden-setup.mdx'));
    expect(sample?.code.split('\n')[1]).toBe('declare const os: OpenSecretContextType;');
  });

  it('skips nocheck blocks and counts them', () => {
    expect(result.skipped.map((s) => [path.basename(s.file), s.fenceLine])).toEqual([['nocheck.mdx', 7]]);
    expect(byFile('docs/nocheck.mdx')).toEqual([]);
  });

  it('compiles sdk="1.5.4" blocks against 1.5.4, and fails the same block without the meta', () => {
    expect(byFile('docs/sdk-1.5.mdx')).toEqual([]);
    expect(byFile('docs/sdk-1.5-missing-meta.mdx').map(formatDiagnostic)).toEqual([
      "docs/sdk-1.5-missing-meta.mdx:11:10 - error TS2339: Property 'convertGuestToUserAccount' does not exist on type 'OpenSecretContextType'.",
    ]);
  });

  it('keeps columns after a rewritten specifier on the same line, and rejects unknown sdk versions', () => {
    const [afterImport, unknown] = byFile('docs/sdk-1.5-columns.mdx');
    expect([afterImport.line, afterImport.col, afterImport.code]).toEqual([8, 56, 'TS2322']);
    expect(unknown.message).toBe('unknown sdk="9.9.9" (known: 3.2.0, 1.1.0, 1.5.4)');
  });

  it('adds indentation and block-quote markers to columns of nested blocks', () => {
    expect(byFile('docs/nested-error.mdx').map((d) => d.message)).toEqual([
      "Type '() => OpenSecretContextType' is not assignable to type 'number'.",
      "Type 'number' is not assignable to type 'string'.",
      "Type 'string' is not assignable to type 'boolean'.",
    ]);
  });
});

describe('checkSamples on a site root outside the repository', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-'));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it(
    'resolves the SDK from the site node_modules and maps errors in hidden setup lines',
    () => {
      const file = path.join(dir, 'guide.md');
      fs.writeFileSync(
        file,
        [
          '# Guide', // 1
          '', // 2
          '```ts', // 3
          "import {useOpenSecret} from '@opensecret/react';", // 4
          'const os = useOpenSecret();', // 5
          'os.nothingHere();', // 6 (hidden, still compiled)
          '// ---cut---', // 7
          'export const n: number = os.clientId;', // 8
          '```', // 9
          '',
        ].join('\n'),
      );
      const {diagnostics, checked} = checkSamples([file], {root: dir});
      expect(checked).toHaveLength(1);
      expect(where(diagnostics)).toEqual(['guide.md:6:4 TS2339', 'guide.md:8:14 TS2322']);
    },
    SLOW,
  );
});

describe('check-samples CLI', () => {
  it(
    'exits 1 and prints file:line:col diagnostics for the fixture site',
    () => {
      const {status, stderr} = runCli(['--root', ROOT]);
      expect(status).toBe(1);
      expect(stderr).toContain(
        "docs/missing-method.mdx:12:11 - error TS2339: Property 'fetchEverything' does not exist on type 'OpenSecretContextType'.",
      );
      expect(stderr).toContain(
        "docs/wrong-argument.md:11:21 - error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
      );
      expect(stderr).toContain(
        'check:samples: 10 errors; checked 22 samples in 12 files (1 skipped: docs/nocheck.mdx:7)',
      );
    },
    SLOW,
  );

  it(
    'checks only the given paths and globs, and exits 0 with a summary when they compile',
    () => {
      const {status, stdout, stderr} = runCli(
        [
          '--root',
          'tests/fixtures/samples',
          'tests/fixtures/samples/docs/{passing,hidden-setup,nocheck,nested,sdk-1.5}.mdx',
          'tests/fixtures/samples/src/pages',
        ],
        SITE,
      );
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(stdout.trim()).toBe('check:samples: checked 13 samples in 6 files (1 skipped: docs/nocheck.mdx:7)');
    },
    SLOW,
  );

  it(
    'exits 1 when no samples are found or a pattern matches nothing',
    () => {
      const empty = runCli(['--root', path.join(ROOT, 'no-samples')]);
      expect(empty.status).toBe(1);
      expect(empty.stderr).toContain('check:samples: found no ts/tsx samples in 1 Markdown file');

      const unmatched = runCli(['--root', ROOT, 'tests/fixtures/samples/docs/**/*.missing.md']);
      expect(unmatched.status).toBe(1);
      expect(unmatched.stderr).toContain('no Markdown files match tests/fixtures/samples/docs/**/*.missing.md');
    },
    SLOW,
  );
});
