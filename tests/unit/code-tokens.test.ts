import {describe, expect, it} from 'vitest';
import {CODE_ROLES} from '../support/code-roles';
import {CodeTokensError, decodeTokens, encodeTokens, ROLE_LETTERS, type CodeLine} from '../../lib/code-tokens';

describe('code tokens', () => {
  const lines: CodeLine[] = [
    [
      {text: 'const', role: 'k'},
      {text: ' ', role: 'x'},
      {text: 'os', role: 'x', hover: 0},
      {text: ' = ', role: 'x'},
      {text: 'useOpenSecret', role: 'f', hover: 12},
      {text: '();', role: 'p'},
    ],
    [],
    [{text: '// done', role: 'c'}],
  ];
  const code = 'const os = useOpenSecret();\n\n// done';

  it('encodes each line as role and length, a typed name in capitals, lines separated by a space', () => {
    expect(encodeTokens(lines)).toBe('k5x1X2x3F13p3  c7');
  });

  it('decodes what it encodes, cutting the code itself and numbering the typed names from the first one given', () => {
    expect(decodeTokens(code, encodeTokens(lines), 12)).toEqual([
      [lines[0][0], lines[0][1], {...lines[0][2], hover: 12}, lines[0][3], {...lines[0][4], hover: 13}, lines[0][5]],
      [],
      lines[2],
    ]);
    expect(decodeTokens(code, encodeTokens(lines))[0][2].hover).toBe(0);
    expect(decodeTokens('', '')).toEqual([[]]);
  });

  it('leaves empty tokens out', () => {
    expect(
      encodeTokens([
        [
          {text: '', role: 'k'},
          {text: 'a', role: 'x'},
        ],
      ]),
    ).toBe('x1');
  });

  it('rejects tokens that do not fit the code', () => {
    expect(() => decodeTokens('a\nb', 'x1')).toThrow(CodeTokensError);
    expect(() => decodeTokens('abc', 'x2')).toThrow(/line 1: 2 of 3 characters/);
    expect(() => decodeTokens('abc', 'q3')).toThrow(/bad token/);
    expect(() => decodeTokens('abc', 'x3?')).toThrow(/bad token/);
    expect(() => decodeTokens('abc', 'Q3')).toThrow(/bad token/);
  });

  it('has one-letter roles, each named', () => {
    expect(Object.keys(CODE_ROLES).join('')).toBe(ROLE_LETTERS);
    for (const role of ROLE_LETTERS) expect(role).toMatch(/^[a-z]$/);
  });
});
