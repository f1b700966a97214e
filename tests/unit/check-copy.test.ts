import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findCopies, indexWindows} from '../../tools/check-copy/check';
import {checkCopy, formatFinding, installedReleases, main, ourFiles} from '../../tools/check-copy/command';
import {markdownRuns} from '../../tools/check-copy/ours';
import {commentsOf, sdkRuns, type SourceRun} from '../../tools/check-copy/sdk-text';
import {wordsOf} from '../../tools/check-copy/words';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/copy');
const COMMENT = "Decrypts data that was previously encrypted with the user's key";
const sdk: SourceRun[] = [{source: 'sdk.d.ts:3', words: wordsOf(COMMENT)}];

const lines = (findings: ReturnType<typeof checkCopy>) => findings.map((f) => formatFinding(f, FIXTURES));

describe('words', () => {
  it('lower-cases words, drops punctuation and numbers, and places each word', () => {
    expect(
      wordsOf("The user's key: m/44'/0'\nNext", {line: 3, column: 5}).map((w) => [w.text, w.at.line, w.at.column]),
    ).toEqual([
      ['the', 3, 5],
      ['user', 3, 9],
      ['s', 3, 14],
      ['key', 3, 16],
      ['m', 3, 21],
      ['next', 4, 1],
    ]);
  });
});

describe('the SDK side', () => {
  it('reads JSDoc and line comments without their stars and slashes, with their lines', () => {
    const source =
      '/**\n * Signs in.\n * @param a - The address\n */\nexport declare function f(a: string): void; // trailing note\n';
    expect(commentsOf('x.d.ts', source)).toEqual([
      {line: 1, text: '\n Signs in.\n @param a - The address\n '},
      {line: 5, text: ' trailing note'},
    ]);
  });

  it('reads every installed release, and names the file when one is missing', () => {
    const releases = installedReleases();
    expect(releases.map((r) => r.label).sort()).toEqual([
      '@opensecret/react@1.1.0',
      '@opensecret/react@1.5.4',
      '@opensecret/react@3.2.0',
    ]);
    const runs = sdkRuns(
      ROOT,
      releases.find((r) => r.label.endsWith('3.2.0'))!,
    );
    expect(
      runs.some((run) =>
        run.words
          .map((w) => w.text)
          .join(' ')
          .includes('derives a child key from the master seed'),
      ),
    ).toBe(true);
    expect(() => sdkRuns(ROOT, {label: 'missing@0.0.0', directory: 'node_modules/no-such-sdk'})).toThrow(
      /missing@0\.0\.0 has no dist\/index\.d\.ts/,
    );
  });
});

describe('findCopies', () => {
  it('merges overlapping windows into the longest shared stretch, and ignores stretches under 8 words', () => {
    const index = indexWindows(sdk);
    const run = {words: wordsOf(`Here it ${COMMENT} quickly`)};
    const copies = findCopies(run, index);
    expect(copies).toHaveLength(1);
    expect(copies[0].words.map((w) => w.text).join(' ')).toBe(
      'decrypts data that was previously encrypted with the user s key',
    );
    expect(findCopies({words: wordsOf('data that was previously encrypted with the')}, index)).toEqual([]);
  });
});

describe('our side', () => {
  it('leaves out block quotes and text between quotation marks, and never joins words across a quotation', () => {
    const runs = markdownRuns(
      "Before “Decrypts data that was” previously encrypted with the user's key too.\n\n> " + COMMENT + '\n',
    );
    expect(runs.map((run) => run.words.map((w) => w.text).join(' '))).toEqual([
      'before',
      'previously encrypted with the user s key too',
    ]);
  });

  it('finds a copied sentence in prose, front matter, JSX attributes, sample comments and TSX strings, with file and line', () => {
    const findings = checkCopy(ourFiles(FIXTURES, ['page.mdx', 'Component.tsx']), sdk);
    expect(lines(findings)).toEqual([
      'Component.tsx:1:33 - 11 words from sdk.d.ts:3: "decrypts data that was previously encrypted with the user s key"',
      'page.mdx:3:14 - 11 words from sdk.d.ts:3: "decrypts data that was previously encrypted with the user s key"',
      'page.mdx:8:39 - 11 words from sdk.d.ts:3: "decrypts data that was previously encrypted with the user s key"',
      'page.mdx:16:14 - 11 words from sdk.d.ts:3: "decrypts data that was previously encrypted with the user s key"',
      'page.mdx:19:2 - 11 words from sdk.d.ts:3: "decrypts data that was previously encrypted with the user s key"',
    ]);
  });
});

describe('the command', () => {
  it('exits 1 and lists each copy; exits 0 on files without copies', () => {
    const out: string[] = [];
    const err: string[] = [];
    const clean = path.join('tests/fixtures/copy/clean.mdx');
    expect(
      main(
        [clean],
        ROOT,
        (l: string) => out.push(l),
        (l: string) => err.push(l),
      ),
    ).toBe(0);
    expect(out.join('\n')).toMatch(/no run of 8\+ words from the SDK in 1 files/);
    const bad = path.join('tests/fixtures/copy/Component.tsx');
    expect(
      main(
        [bad],
        ROOT,
        (l: string) => out.push(l),
        (l: string) => err.push(l),
      ),
    ).toBe(1);
    expect(err[0]).toMatch(/^tests\/fixtures\/copy\/Component\.tsx:1:33 - 11 words from @opensecret\/react@/);
    expect(
      main(
        ['no/such/file.mdx'],
        ROOT,
        (l: string) => out.push(l),
        (l: string) => err.push(l),
      ),
    ).toBe(1);
    expect(err.at(-1)).toMatch(/no files match no\/such\/file\.mdx/);
  });
});
