import {describe, expect, it} from 'vitest';
import {parseMdx} from '../../lib/mdx-parser';

const types = (markdown: string, format?: 'md' | 'mdx') =>
  parseMdx(markdown, {format}).children.map((node) => node.type);

describe('lib/mdx-parser', () => {
  it('parses front matter, directives, GFM tables, JSX and ESM as Docusaurus does', () => {
    const markdown = [
      '---',
      'title: T',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      ':::tip',
      'Hint.',
      ':::',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '<Tabs>',
      '',
      'Text.',
      '',
      '</Tabs>',
      '',
    ].join('\n');
    expect(types(markdown)).toEqual(['yaml', 'mdxjsEsm', 'containerDirective', 'table', 'mdxJsxFlowElement']);
  });

  it('accepts HTML comments in MDX, and parses `md` as CommonMark (HTML, no JSX)', () => {
    expect(() => parseMdx('<!-- a comment -->\n\nText.\n')).not.toThrow();
    expect(types('<div>\n\nx {y}\n\n</div>\n', 'md')).toEqual(['html', 'paragraph', 'html']);
  });

  it('throws a positioned error for invalid MDX', () => {
    expect(() => parseMdx('<Tabs>\n\nno closing tag\n')).toThrow(/<Tabs>/);
  });
});
