/**
 * Reading behaviour declarations from test sources (`lib/sdk-behaviours/read.ts` and
 * `extract.ts`): what it reads, how pages and releases follow from the id, and the
 * errors, each naming file and line, for what it cannot read.
 */
import {describe, expect, it} from 'vitest';
import {behavioursOfFiles} from '../../lib/sdk-behaviours/read';

const read = (text: string, file = 'tests/sdk/a.test.ts') => behavioursOfFiles([{file, text}]);
const failure = (text: string): string => {
  try {
    read(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it read the declarations');
};

describe('behavioursOfFiles', () => {
  it('reads a behaviour: literals, templates of the file’s consts, pages relative to the id’s docs version', () => {
    const text = [
      "import {behaviour} from './support/behaviour';",
      "const GUIDE = 'guides/getting-started';",
      "const CALL = '`signOut`';",
      'behaviour(',
      "  'v3.sign-out-clears',",
      "  {title: `${CALL} clears the tokens`, pages: ['security#the-handshake', `${GUIDE}#wrap-your-app`, '/#how-it-works']},",
      '  async () => {},',
      ');',
    ].join('\n');
    expect(read(text)).toEqual({
      'v3.sign-out-clears': {
        release: '3.2.0',
        title: '`signOut` clears the tokens',
        pages: ['/docs/3.x/security#the-handshake', '/docs/3.x/guides/getting-started#wrap-your-app', '/#how-it-works'],
        test: 'tests/sdk/a.test.ts',
      },
    });
  });

  it('takes a release of the prefix’s major that the test declares', () => {
    const text = "behaviour('v1.upload', {title: 't', pages: ['guides/document-upload'], release: '1.5.4'}, run);";
    expect(read(text)['v1.upload']).toMatchObject({release: '1.5.4', pages: ['/docs/guides/document-upload']});
  });

  it('reads inBothReleases as one behaviour per documented release, with shared and own pages', () => {
    const text = [
      'inBothReleases(',
      "  'resends-stack',",
      "  {title: {'3.2.0': 'new', '1.1.0': 'old'}, pages: ['security#x'], also: {'1.1.0': ['/docs/3.x/migration#y']}},",
      '  async (release) => {},',
      ');',
    ].join('\n');
    expect(read(text)).toEqual({
      'v3.resends-stack': {
        release: '3.2.0',
        title: 'new',
        pages: ['/docs/3.x/security#x'],
        test: 'tests/sdk/a.test.ts',
      },
      'v1.resends-stack': {
        release: '1.1.0',
        title: 'old',
        pages: ['/docs/security#x', '/docs/3.x/migration#y'],
        test: 'tests/sdk/a.test.ts',
      },
    });
  });

  it('names file and line of what it cannot read', () => {
    expect(failure("\nbehaviour(idOf('x'), {title: 't', pages: []}, run);")).toContain(
      'tests/sdk/a.test.ts:2: a CallExpression, which is not a string',
    );
    expect(failure("behaviour('v3.a', {title: 't', pages: [], tags: ['x']}, run);")).toContain(
      'tests/sdk/a.test.ts:1: unknown tags: it takes title, pages, release.',
    );
    expect(failure("behaviour('v3.a', {title: 't', pages: [...MORE]}, run);")).toContain(
      'tests/sdk/a.test.ts:1: a spread in an array.',
    );
    expect(failure('\n\nconst declare = behaviour;')).toContain(
      'tests/sdk/a.test.ts:3: behaviour is used other than in a direct call.',
    );
    expect(failure("behaviour('v3.a', {pages: []}, run);")).toContain('tests/sdk/a.test.ts:1: title must be a string.');
    expect(failure("behaviour('v3.a', {title: 't', pages: []});")).toContain('behaviour takes three arguments');
  });

  it('refuses an id whose prefix names no release, or a release of another major', () => {
    expect(failure("behaviour('v2.a', {title: 't', pages: []}, run);")).toContain(
      'tests/sdk/a.test.ts:1: v2.a: its prefix names no documented release (v3., v1.).',
    );
    expect(failure("behaviour('v1.a', {title: 't', pages: [], release: '3.2.0'}, run);")).toContain(
      "v1.a: release 3.2.0 does not have the id's prefix.",
    );
    expect(failure("behaviour('v3.A_b', {title: 't', pages: []}, run);")).toContain('"v3.A_b" is not a behaviour id');
  });

  it('refuses an id declared twice, naming both places', () => {
    const text = "behaviour('v3.a', {title: 't', pages: []}, run);";
    expect(() =>
      behavioursOfFiles([
        {file: 'tests/sdk/a.test.ts', text},
        {file: 'tests/sdk/b.test.ts', text: `\n${text}`},
      ]),
    ).toThrow('tests/sdk/b.test.ts:2: v3.a is declared again; it is declared at tests/sdk/a.test.ts:1.');
  });
});
