import {describe, expect, it} from 'vitest';
import {planLines, shownCode} from '../../plugins/code-blocks/lines';

describe('highlighted lines', () => {
  it('highlights a {range} of the fence meta, 1-based, and then keeps every line', () => {
    const code = 'a\n// highlight-next-line\nc\nd';
    expect(planLines(code, 'ts', 'title="x" {1,3-4}')).toEqual({shown: [0, 1, 2, 3], highlighted: [0, 2, 3]});
    expect(planLines('a', 'ts', '{0,2-3}')).toEqual({shown: [0], highlighted: []});
  });

  it('highlights the line after highlight-next-line and the lines between highlight-start and -end', () => {
    const code = [
      'a',
      '// highlight-next-line',
      'b',
      'c',
      '/* highlight-start */',
      'd',
      'e',
      '// highlight-end',
      'f',
    ].join('\n');
    expect(planLines(code, 'ts', null)).toEqual({shown: [0, 2, 3, 5, 6, 8], highlighted: [1, 3, 4]});
    expect(shownCode(code, 'ts', null)).toBe('a\nb\nc\nd\ne\nf');
  });

  it('reads the comment syntax of the language', () => {
    expect(shownCode('{/* highlight-next-line */}\n<div />', 'tsx', null)).toBe('<div />');
    expect(shownCode('{/* highlight-next-line */}\n<div />', 'ts', null)).toBe('{/* highlight-next-line */}\n<div />');
    expect(shownCode('# highlight-next-line\nnpm test', 'bash', null)).toBe('npm test');
    expect(shownCode('<!-- highlight-next-line -->\n# Title', 'md', null)).toBe('# Title');
    expect(shownCode('  //   highlight-next-line  \nx', 'js', null)).toBe('x');
  });

  it('leaves a comment that holds more than the directive', () => {
    expect(shownCode('f(); // highlight-next-line\ng();', 'ts', null)).toBe('f(); // highlight-next-line\ng();');
  });
});
