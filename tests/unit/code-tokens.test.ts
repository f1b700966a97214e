import {describe, expect, it} from 'vitest';
import {CODE_ROLES, CodeTokensError, decodeTokens, encodeTokens, type CodeLine} from '../../lib/code-tokens';

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

  it('encodes each line as role, length and hover index, lines separated by a space', () => {
    expect(encodeTokens(lines)).toBe('k5x1x2.0x3f13.12p3  c7');
  });

  it('decodes what it encodes, cutting the code itself', () => {
    expect(decodeTokens(code, encodeTokens(lines))).toEqual(lines);
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
    expect(() => decodeTokens('abc', 'x2')).toThrow(/line 1: tokens cover 2 of 3 characters/);
    expect(() => decodeTokens('abc', 'q3')).toThrow(/bad token/);
    expect(() => decodeTokens('abc', 'x3?')).toThrow(/bad token/);
  });

  it('has one-letter roles', () => {
    for (const role of Object.keys(CODE_ROLES)) expect(role).toMatch(/^[a-z]$/);
  });
});
