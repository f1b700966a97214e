/**
 * Reading behaviour tests from their sources (`lib/sdk-behaviours/read.ts` and `extract.ts`):
 * what it reads, how pages and releases follow from the name and the tags, and the errors, each
 * naming file and line, for what it cannot read.
 */
import {describe, expect, it} from 'vitest';
import {behavioursOfFiles} from '../../lib/sdk-behaviours/read';

const IMPORT = "import {test} from './support/behaviour';";
const read = (...lines: string[]) => behavioursOfFiles([{file: 'tests/sdk/a.test.ts', text: lines.join('\n')}]);
const failure = (...lines: string[]): string => {
  try {
    read(...lines);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it read the declarations');
};

describe('behavioursOfFiles', () => {
  it('reads the id and title from the name, consts in templates, and pages relative to the id’s docs version', () => {
    expect(
      read(
        IMPORT,
        "const CALL = '`signOut`';",
        '/**',
        ' * @backs security#the-handshake',
        ' * @backs guides/getting-started#wrap-your-app',
        ' * @backs /#how-it-works',
        ' */',
        'test(`v3.sign-out-clears: ${CALL} clears the tokens`, async () => {});',
      ),
    ).toEqual({
      'v3.sign-out-clears': {
        release: '3.2.0',
        title: '`signOut` clears the tokens',
        pages: ['/docs/3.x/security#the-handshake', '/docs/3.x/guides/getting-started#wrap-your-app', '/#how-it-works'],
        test: 'tests/sdk/a.test.ts',
      },
    });
  });

  it('takes a release of the prefix’s major from @release', () => {
    const behaviours = read(
      IMPORT,
      '/** @backs guides/document-upload @release 1.5.4 */',
      "test('v1.upload: t', run);",
    );
    expect(behaviours['v1.upload']).toMatchObject({release: '1.5.4', pages: ['/docs/guides/document-upload']});
  });

  it('reads a name without a prefix as one behaviour per documented release, with shared and own pages', () => {
    expect(
      read(
        IMPORT,
        '/**',
        ' * @backs security#x',
        ' * @backs 1.1.0 /docs/3.x/migration#y',
        ' */',
        "test('resends-stack: a fact', async (release) => {});",
      ),
    ).toEqual({
      'v3.resends-stack': {
        release: '3.2.0',
        title: 'a fact',
        pages: ['/docs/3.x/security#x'],
        test: 'tests/sdk/a.test.ts',
      },
      'v1.resends-stack': {
        release: '1.1.0',
        title: 'a fact',
        pages: ['/docs/security#x', '/docs/3.x/migration#y'],
        test: 'tests/sdk/a.test.ts',
      },
    });
  });

  it('reads nothing from a file that does not import test from support/behaviour', () => {
    expect(read("import {test} from 'vitest';", "test('v3.a: t', run);")).toEqual({});
  });

  it('names file and line of what it cannot read', () => {
    expect(failure(IMPORT, "test(nameOf('x'), run);")).toContain(
      'tests/sdk/a.test.ts:2: a CallExpression, where a string, a template of strings or a const is read.',
    );
    expect(failure(IMPORT, '', '/** @owner me */', "test('v3.a: t', run);")).toContain(
      'tests/sdk/a.test.ts:3: @owner me: a test of v3.a takes @backs <page>, @release <release>.',
    );
    expect(failure(IMPORT, '/** @backs 3.2.0 security#x */', "test('v3.a: t', run);")).toContain(
      'tests/sdk/a.test.ts:2: @backs 3.2.0 security#x: a test of v3.a takes',
    );
    expect(failure(IMPORT, '', '', 'const declare = test;')).toContain(
      'tests/sdk/a.test.ts:4: test is used other than as a statement calling it.',
    );
    expect(failure(IMPORT, "test('v3.a', run);")).toContain('tests/sdk/a.test.ts:2: "v3.a" is not "<id>: <title>".');
    expect(failure(IMPORT, "test('v3.a: t');")).toContain("test takes two arguments: '<id>: <title>' and the test.");
  });

  it('refuses an id whose prefix names no release, or a release of another major', () => {
    expect(failure(IMPORT, "test('v2.a: t', run);")).toContain(
      'tests/sdk/a.test.ts:2: v2.a: its prefix names no documented release (v3., v1.).',
    );
    expect(failure(IMPORT, '/** @release 3.2.0 */', "test('v1.a: t', run);")).toContain(
      "v1.a: release 3.2.0 does not have the id's prefix.",
    );
    expect(failure(IMPORT, "test('V3.A_b: t', run);")).toContain('"V3.A_b" is neither a behaviour id');
  });

  it('refuses an id declared twice, naming both places', () => {
    const text = `${IMPORT}\ntest('v3.a: t', run);`;
    expect(() =>
      behavioursOfFiles([
        {file: 'tests/sdk/a.test.ts', text},
        {file: 'tests/sdk/b.test.ts', text: `\n${text}`},
      ]),
    ).toThrow('tests/sdk/b.test.ts:3: v3.a is declared again; it is declared at tests/sdk/a.test.ts:2.');
  });
});
