/**
 * The sections of a long article (plugins/article-sections): the grouping of an MDX document's
 * HTML at each `h2`, which groups are deferred and with what estimated heights, what is left
 * alone, and the estimate itself (./estimate.ts) against the theme's type scale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import postcss, {type Rule} from 'postcss';
import {describe, expect, it} from 'vitest';
import {DEFERRED_CLASS, SECTION_CLASS, SIZE_PROPERTIES} from '../../lib/article-sections';
import rehypeArticleSections, {
  articleSections,
  EAGER_PX,
  LONG_ARTICLE_PX,
  TAIL_PX,
} from '../../plugins/article-sections';
import {toBlocks, type TreeNode} from '../../plugins/article-sections/blocks';
import {blockHeight, blocksHeight, COLUMNS} from '../../plugins/article-sections/estimate';

const paragraph = (words: number): string => Array.from({length: words}, (_, index) => `word${index % 10}`).join(' ');

/** An article of `count` sections of a heading and three 60-word paragraphs. */
function article(count: number, intro = paragraph(40)): string {
  const sections = Array.from(
    {length: count},
    (_, index) => `## Part ${index + 1}\n\n${paragraph(60)}\n\n${paragraph(60)}\n\n${paragraph(60)}\n`,
  );
  return `import X from './x';\n\n${intro}\n\n${sections.join('\n')}`;
}

/** The HTML tree the plugin leaves, captured by a rehype plugin after it. */
async function treeOf(source: string, options?: {minHeight?: number}): Promise<TreeNode> {
  let captured: TreeNode | undefined;
  await compile(source, {
    rehypePlugins: [
      [rehypeArticleSections, options ?? {}],
      () => (tree: TreeNode) => {
        captured = structuredClone(tree);
      },
    ],
  });
  if (!captured) throw new Error('no tree');
  return captured;
}

const elements = (tree: TreeNode): TreeNode[] => (tree.children ?? []).filter((node) => node.type === 'element');

describe('rehypeArticleSections', () => {
  it('wraps each h2 and what follows it in a section, the text before them in a div', async () => {
    const tree = await treeOf(article(12));
    const groups = elements(tree);
    expect(groups).toHaveLength(13);
    expect(groups[0].tagName).toBe('div');
    expect(groups[0].properties).toEqual({className: [SECTION_CLASS]});
    for (const [index, group] of groups.slice(1).entries()) {
      expect(group.tagName).toBe('section');
      const inner = elements(group);
      expect(inner.map((node) => node.tagName)).toEqual(['h2', 'p', 'p', 'p']);
      expect(JSON.stringify(inner[0])).toContain(`Part ${index + 1}`);
    }
    // The import stays a top-level ES module node.
    expect(tree.children?.[0].type).toBe('mdxjsEsm');
  });

  it('defers only the sections below the first screen, with their estimated heights', async () => {
    const tree = await treeOf(article(12));
    const sections = elements(tree).slice(1);
    const deferred = sections.filter((node) => (node.properties?.className as string[]).includes(DEFERRED_CLASS));
    expect(deferred.length).toBeGreaterThan(6);
    expect(sections[0].properties?.className).toEqual([SECTION_CLASS]);
    // The deferred sections are one run, from below the first screen to above the last one.
    const first = sections.indexOf(deferred[0]);
    expect(sections.slice(first, first + deferred.length)).toEqual(deferred);
    expect(sections.at(-1)?.properties?.className).toEqual([SECTION_CLASS]);
    const info = articleSections((await treeOf(article(12), {minHeight: Number.POSITIVE_INFINITY})).children ?? []);
    const end = {
      phone: info.reduce((sum, section) => sum + section.height.phone, 0),
      desktop: info.reduce((sum, section) => sum + section.height.desktop, 0),
    };
    const early = (section: (typeof info)[number]): boolean =>
      section.top.phone < EAGER_PX.phone || section.top.desktop < EAGER_PX.desktop;
    const late = (section: (typeof info)[number]): boolean =>
      end.phone - section.top.phone < TAIL_PX.phone || end.desktop - section.top.desktop < TAIL_PX.desktop;
    expect(info.filter((section) => section.deferred)).toHaveLength(deferred.length);
    for (const section of info.slice(1)) expect(section.deferred).toBe(!early(section) && !late(section));
    const style = String(deferred[0].properties?.style);
    const match = new RegExp(`^${SIZE_PROPERTIES.phone}:(\\d+)px;${SIZE_PROPERTIES.desktop}:(\\d+)px$`).exec(style);
    expect(match).not.toBeNull();
    // A heading (40 px above, 20 below) and three paragraphs of 359 characters: 9 lines each at a
    // phone's 380 px (a 30 px heading), 5 at a desktop's 703 px (a 40 px heading), 26.4 px a line,
    // 20 px apart; the last paragraph's margin left out.
    expect(Number(match?.[1])).toBe(Math.round(40 + 30 + 20 + 3 * (9 * 26.4 + 20) - 20));
    expect(Number(match?.[2])).toBe(Math.round(40 + 40 + 20 + 3 * (5 * 26.4 + 20) - 20));
  });

  it('writes the heights as the custom properties of the section element', async () => {
    const compiled = String(await compile(article(12), {rehypePlugins: [rehypeArticleSections]}));
    expect(compiled).toMatch(
      /style: \{\s*"--article-section-phone": "\d+px",\s*"--article-section-desktop": "\d+px"\s*\}/,
    );
    expect(compiled).toContain(`className: "${SECTION_CLASS} ${DEFERRED_CLASS}"`);
  });

  it('leaves a short article, one without h2 and one whose sections all fit the first screen as they are', async () => {
    for (const source of [article(2), `# Title\n\n${paragraph(2000)}\n\n### Only h3\n\n${paragraph(500)}`]) {
      const tree = await treeOf(source);
      expect(elements(tree).some((node) => node.tagName === 'section' || node.tagName === 'div')).toBe(false);
    }
    const tree = await treeOf(article(2), {minHeight: 0});
    expect(elements(tree).some((node) => node.tagName === 'section')).toBe(false);
    expect(LONG_ARTICLE_PX).toBeGreaterThan(EAGER_PX.desktop);
  });

  it('starts with a section when the article opens with an h2', async () => {
    const tree = await treeOf(article(12, ''));
    expect(elements(tree)[0].tagName).toBe('section');
    expect(elements(tree)).toHaveLength(12);
  });

  it('keeps an h2 inside a JSX element or a list where it is', async () => {
    const source = `${article(10)}\n<div>\n\n## Inside\n\n${paragraph(30)}\n\n</div>\n`;
    const sections = articleSections((await treeOf(source, {minHeight: Number.POSITIVE_INFINITY})).children ?? []);
    expect(sections).toHaveLength(11);
  });
});

describe('the height estimate', () => {
  it('counts the lines of text at the column width', () => {
    const text = {kind: 'text', chars: 380, code: 0} as const;
    // 380 characters at 8.6 px in 93% of 380 px: 10 lines; at 703 px: 5 lines.
    expect(blockHeight(text, COLUMNS.phone)).toBeCloseTo(10 * 26.4 + 20, 5);
    expect(blockHeight(text, COLUMNS.desktop)).toBeCloseTo(5 * 26.4 + 20, 5);
    expect(blockHeight({kind: 'text', chars: 380, code: 380}, COLUMNS.phone)).toBeGreaterThan(
      blockHeight(text, COLUMNS.phone),
    );
  });

  it('gives a code block its lines at the code line height, whatever the width', () => {
    const code = {kind: 'code', lines: 20, longest: 60, title: true, wrap: false, run: false} as const;
    expect(blockHeight(code, COLUMNS.phone)).toBe(blockHeight(code, COLUMNS.desktop));
    expect(blockHeight(code, COLUMNS.phone)).toBeCloseTo(46 + 32 + 20 * 20.88 + 2 + 20, 5);
    expect(blockHeight({...code, wrap: true}, COLUMNS.phone)).toBeGreaterThan(blockHeight(code, COLUMNS.phone));
    // A runnable sample has its Run bar under the code.
    expect(blockHeight({...code, run: true}, COLUMNS.phone) - blockHeight(code, COLUMNS.phone)).toBe(50);
  });

  it('reads the MDX nodes of code blocks, admonitions, tabs, lists and tables', () => {
    const jsx = (name: string, attributes: Record<string, string>, children: TreeNode[] = []): TreeNode => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
      children,
    });
    const element = (tagName: string, children: TreeNode[]): TreeNode => ({type: 'element', tagName, children});
    const text = (value: string): TreeNode => ({type: 'text', value});
    const blocks = toBlocks([
      jsx('CodeBlock__', {code: 'a\nbb\nccc', title: 'src/a.ts'}),
      jsx('CodeBlock__', {code: 'run()', title: 'src/App.tsx', runIndex: '0'}),
      jsx('admonition', {type: 'note'}, [element('p', [text('Note text')])]),
      jsx('Tabs', {}, [
        jsx('TabItem', {value: 'npm'}, [jsx('CodeBlock__', {code: 'npm i'})]),
        jsx('TabItem', {value: 'yarn'}, []),
      ]),
      element('ul', [
        element('li', [text('one '), element('code', [text('two')])]),
        text('\n'),
        element('li', [element('p', [text('three')])]),
      ]),
      element('table', [
        element('tr', [element('th', [text('Head')]), element('th', [text('Er')])]),
        element('tr', [element('td', [text('cell')])]),
      ]),
      text('\n'),
    ]);
    expect(blocks).toEqual([
      {kind: 'code', lines: 3, longest: 3, title: true, wrap: false, run: false},
      {kind: 'code', lines: 1, longest: 5, title: true, wrap: false, run: true},
      {kind: 'box', children: [{kind: 'text', chars: 9, code: 0}]},
      {kind: 'tabs', panel: [{kind: 'code', lines: 1, longest: 5, title: false, wrap: false, run: false}]},
      {kind: 'list', items: [[{kind: 'text', chars: 7, code: 3}], [{kind: 'text', chars: 5, code: 0}]]},
      {kind: 'table', rows: [[4, 2], [4]]},
    ]);
    expect(blocksHeight(blocks, COLUMNS.phone)).toBeGreaterThan(0);
  });

  it('gives nothing to an empty run and no negative height to bad input', () => {
    expect(blocksHeight([], COLUMNS.phone)).toBe(0);
    expect(blockHeight({kind: 'other', chars: 0}, COLUMNS.phone)).toBe(0);
    expect(blockHeight({kind: 'table', rows: []}, COLUMNS.phone)).toBeGreaterThan(0);
    expect(blockHeight({kind: 'heading', level: 9, chars: 5}, {width: 0, phone: true})).toBeGreaterThan(0);
    expect(toBlocks([{type: 'mdxJsxFlowElement', name: 'CodeBlock__'}])).toEqual([
      {kind: 'code', lines: 1, longest: 0, title: false, wrap: false, run: false},
    ]);
  });
});

describe('the sections stylesheet', () => {
  const normalise = (value: string): string => value.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
  const declarations = (rule: Rule): string[] =>
    rule.nodes.flatMap((node) => (node.type === 'decl' ? [`${node.prop}: ${normalise(node.value)}`] : []));
  /** `a > :is(b, c)` as `a > b` and `a > c`. */
  const expand = (selector: string): string[] => {
    const match = /^(.*):is\(([^)]*)\)(.*)$/.exec(selector);
    return match ? match[2].split(',').map((item) => `${match[1]}${item.trim()}${match[3]}`) : [selector];
  };
  /** Each `<prefix>element` rule of a stylesheet, by element and enclosing @media, with its declarations. */
  function childRules(css: string, prefix: string): Map<string, string[]> {
    const rules = new Map<string, string[]>();
    postcss.parse(css).walkRules((rule) => {
      const parent = rule.parent;
      const media = parent?.type === 'atrule' ? `@media ${(parent as unknown as {params: string}).params} ` : '';
      for (const selector of rule.selectors.flatMap(expand)) {
        if (!selector.startsWith(prefix)) continue;
        const element = selector.slice(prefix.length);
        if (!/^(h[1-6]|pre|ul|p)$/.test(element)) continue;
        rules.set(`${media}${element}`, [...(rules.get(`${media}${element}`) ?? []), ...declarations(rule)].sort());
      }
    });
    return rules;
  }

  it("spaces the blocks inside a section as Infima spaces the article's own", () => {
    const infima = childRules(
      fs.readFileSync(path.join(__dirname, '../../node_modules/infima/dist/css/default/default.css'), 'utf8'),
      '.markdown > ',
    );
    const ours = childRules(
      fs.readFileSync(path.join(__dirname, '../../src/css/article-sections.css'), 'utf8'),
      `.markdown > .${SECTION_CLASS} > `,
    );
    expect(infima.size).toBeGreaterThan(8);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(infima));
  });
});
