import {describe, expect, it} from 'vitest';
import {mergeLine, mergeTokens} from '../../plugins/slim-prism/merge-tokens';
import {Prism, tokenize} from '../../plugins/slim-prism/prism-react-renderer';

// Load languages the way the theme does: components register on the global Prism.
(globalThis as unknown as Record<string, unknown>).Prism = Prism;
await import('prismjs/components/prism-clike');
await import('prismjs/components/prism-javascript');
await import('prismjs/components/prism-typescript');

const text = (lines: {content: string}[][]): string[] => lines.map((line) => line.map((t) => t.content).join(''));

describe('merging highlight tokens', () => {
  it('keeps every line and its text while rendering fewer tokens', () => {
    const code = 'get: (key: string) => Promise<string | undefined>;\n\n  const a = [1, 2];';
    const lines = tokenize(Prism, code, 'typescript');
    const merged = mergeTokens(lines);
    expect(text(merged)).toEqual(code.split('\n').map((line) => line || '\n'));
    expect(merged.flat().length).toBeLessThan(lines.flat().length * 0.8);
  });

  it('joins whitespace to the token before it and same-typed neighbours to each other', () => {
    expect(
      mergeLine([
        {types: ['keyword'], content: 'const'},
        {types: ['plain'], content: ' '},
        {types: ['punctuation'], content: '('},
        {types: ['punctuation'], content: '['},
        {types: ['plain'], content: ''},
      ]),
    ).toEqual([
      {types: ['keyword'], content: 'const '},
      {types: ['punctuation'], content: '(['},
    ]);
  });

  it('gives leading indentation to the first token and keeps text tokens of other types apart', () => {
    expect(
      mergeLine([
        {types: ['plain'], content: '  '},
        {types: ['keyword'], content: 'return'},
        {types: ['plain'], content: ' x'},
      ]),
    ).toEqual([
      {types: ['keyword'], content: '  return'},
      {types: ['plain'], content: ' x'},
    ]);
  });

  it('keeps empty and blank lines as lines', () => {
    const empty = {types: ['plain'], content: '\n', empty: true};
    expect(mergeLine([empty])).toEqual([empty]);
    expect(mergeLine([{types: ['plain'], content: ''}])).toEqual([empty]);
    expect(mergeLine([{types: ['plain'], content: '   '}])).toEqual([{types: ['plain'], content: '   '}]);
  });
});
