import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {mdxProcessor} from '../../lib/mdx-parser';
import remarkHiddenSetup, {CUT_MARKER, stripHiddenSetup} from '../../plugins/remark-hidden-setup';

const codeValues = (tree: Root): string[] => {
  const values: string[] = [];
  visit(tree, 'code', (node: Code) => {
    values.push(node.value);
  });
  return values;
};

describe('stripHiddenSetup', () => {
  it('removes everything up to and including the marker', () => {
    expect(CUT_MARKER).toBe('// ---cut---');
    expect(stripHiddenSetup("import {x} from 'y';\nconst a = x();\n// ---cut---\na.run();\na.stop();")).toBe(
      'a.run();\na.stop();',
    );
  });

  it('leaves a sample without a marker unchanged', () => {
    const source = "const a = 1;\n\n// ---cut--- is only a marker on a line of its own\nconst b = '// ---cut---';\n";
    expect(stripHiddenSetup(source)).toBe(source);
    expect(stripHiddenSetup('')).toBe('');
  });

  it('accepts the marker with surrounding whitespace (indented setup)', () => {
    expect(stripHiddenSetup('function f() {\n    // ---cut---   \n  return 1;\n}')).toBe('  return 1;\n}');
    expect(stripHiddenSetup('setup();\n\t// ---cut---\nshown();')).toBe('shown();');
  });

  it('drops blank lines right after the marker, including whitespace-only and CRLF ones', () => {
    expect(stripHiddenSetup('setup();\n// ---cut---\n\n\nshown();\n\nmore();')).toBe('shown();\n\nmore();');
    expect(stripHiddenSetup('setup();\n// ---cut---\n   \n\t\nshown();')).toBe('shown();');
    expect(stripHiddenSetup('setup();\r\n// ---cut---\r\n\r\nshown();\r\n')).toBe('shown();\r\n');
  });

  it('keeps indentation of the first visible line', () => {
    expect(stripHiddenSetup('<div>\n// ---cut---\n  <span />\n</div>')).toBe('  <span />\n</div>');
  });

  it('cuts at the first marker only, and yields nothing when the marker is last', () => {
    expect(stripHiddenSetup('a;\n// ---cut---\nb;\n// ---cut---\nc;')).toBe('b;\n// ---cut---\nc;');
    expect(stripHiddenSetup('a;\nb;\n// ---cut---')).toBe('');
    expect(stripHiddenSetup('a;\n// ---cut---\n\n')).toBe('');
  });
});

describe('remarkHiddenSetup plugin', () => {
  it('rewrites code nodes of an mdast tree', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'code', lang: 'tsx', meta: 'title="App.tsx"', value: 'setup();\n// ---cut---\nshown();'},
        {type: 'paragraph', children: [{type: 'inlineCode', value: '// ---cut---'}]},
        {type: 'code', lang: 'bash', meta: null, value: 'npm install @opensecret/react'},
      ],
    };
    remarkHiddenSetup()(tree);
    expect(tree.children[0]).toEqual({type: 'code', lang: 'tsx', meta: 'title="App.tsx"', value: 'shown();'});
    expect(tree.children[1]).toEqual({type: 'paragraph', children: [{type: 'inlineCode', value: '// ---cut---'}]});
    expect(tree.children[2]).toMatchObject({value: 'npm install @opensecret/react'});
  });

  it('runs through unified on parsed MDX, including code nested in JSX and lists', () => {
    const markdown = [
      "import Tabs from '@theme/Tabs';",
      '',
      '```tsx title="src/App.tsx" {1}',
      "import {useOpenSecret} from '@opensecret/react';",
      '// ---cut---',
      '',
      'const os = useOpenSecret();',
      '```',
      '',
      '<Tabs>',
      '  ```ts',
      '  hidden();',
      '  // ---cut---',
      '  visible();',
      '  ```',
      '</Tabs>',
      '',
      '- item',
      '',
      '  ```ts',
      '  untouched();',
      '  ```',
      '',
    ].join('\n');
    const processor = mdxProcessor().use(remarkHiddenSetup);
    const tree = processor.runSync(processor.parse(markdown)) as Root;
    expect(codeValues(tree)).toEqual(['const os = useOpenSecret();', 'visible();', 'untouched();']);
    let meta: string | null | undefined;
    visit(tree, 'code', (node: Code) => {
      meta ??= node.meta;
    });
    expect(meta).toBe('title="src/App.tsx" {1}');
  });
});
