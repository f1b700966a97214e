/**
 * The blocks of a doc's HTML tree as the MDX compiler has it after remark (hast with MDX's JSX
 * nodes), in the form the height estimate reads (./estimate.ts): running text by its characters,
 * headings, lists by item, code blocks by line (the `<CodeBlock__>` elements of
 * plugins/code-blocks), tables by cell, admonitions, tab groups by their first panel, closed
 * `<details>` by their summary.
 */
import type {Block} from './estimate';

/** A node of the tree, typed as far as this module reads it. */
export interface TreeNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: readonly {type: string; name?: string; value?: unknown}[];
  children?: TreeNode[];
}

const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'pre',
  'table',
  'blockquote',
  'hr',
  'div',
  'details',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** The characters of text under `node`, and those inside inline code. */
export function textOf(node: TreeNode): {chars: number; code: number} {
  let chars = 0;
  let code = 0;
  const walk = (current: TreeNode, inCode: boolean): void => {
    if (current.type === 'text' && typeof current.value === 'string') {
      const length = current.value.replace(/\s+/g, ' ').length;
      chars += length;
      if (inCode) code += length;
      return;
    }
    for (const child of current.children ?? []) walk(child, inCode || current.tagName === 'code');
  };
  walk(node, false);
  return {chars, code};
}

function attribute(node: TreeNode, name: string): unknown {
  return node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name)?.value;
}

const isBlockNode = (node: TreeNode): boolean =>
  node.type === 'mdxJsxFlowElement' || (node.type === 'element' && BLOCK_TAGS.has(node.tagName ?? ''));

/** A list item: its blocks, or its text when it holds inline content only. */
function listItem(item: TreeNode): Block[] {
  const children = item.children ?? [];
  if (!children.some(isBlockNode)) {
    const {chars, code} = textOf(item);
    return [{kind: 'text', chars, code}];
  }
  const blocks: Block[] = [];
  let inline: TreeNode[] = [];
  const flush = (): void => {
    const {chars, code} = textOf({type: 'root', children: inline});
    if (chars > 0) blocks.push({kind: 'text', chars, code});
    inline = [];
  };
  for (const child of children) {
    if (isBlockNode(child)) {
      flush();
      blocks.push(...toBlocks([child]));
    } else inline.push(child);
  }
  flush();
  return blocks;
}

function tableRows(table: TreeNode): number[][] {
  const rows: number[][] = [];
  const walk = (node: TreeNode): void => {
    if (node.type === 'element' && node.tagName === 'tr') {
      rows.push(
        (node.children ?? [])
          .filter((cell) => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'))
          .map((cell) => textOf(cell).chars),
      );
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(table);
  return rows;
}

function jsxBlock(node: TreeNode): Block[] {
  switch (node.name) {
    case 'CodeBlock__': {
      const code = attribute(node, 'code');
      const lines = typeof code === 'string' ? code.split('\n') : [''];
      return [
        {
          kind: 'code',
          lines: lines.length,
          longest: Math.max(...lines.map((line) => line.length)),
          title: typeof attribute(node, 'title') === 'string',
          wrap: attribute(node, 'wrap') !== undefined,
          // plugins/code-blocks gives a runnable sample its place in the page's run table.
          run: attribute(node, 'runIndex') !== undefined,
        },
      ];
    }
    case 'admonition':
      return [{kind: 'box', children: toBlocks(node.children ?? [])}];
    case 'Tabs': {
      const first = (node.children ?? []).find((child) => child.type === 'mdxJsxFlowElement');
      return [{kind: 'tabs', panel: first ? toBlocks(first.children ?? []) : []}];
    }
    case 'details': {
      const summary = (node.children ?? []).find((child) => child.name === 'summary' || child.tagName === 'summary');
      return [{kind: 'details', chars: summary ? textOf(summary).chars : 0}];
    }
    default:
      return toBlocks(node.children ?? []);
  }
}

/** The blocks of a run of flow nodes (a section of an article, an item's content). */
export function toBlocks(nodes: readonly TreeNode[]): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    if (node.type === 'mdxJsxFlowElement') {
      blocks.push(...jsxBlock(node));
      continue;
    }
    if (node.type !== 'element') {
      // Text between blocks is the compiler's line breaks; an expression renders nothing we can count.
      continue;
    }
    const tag = node.tagName ?? '';
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      blocks.push({kind: 'heading', level: Number(heading[1]), chars: textOf(node).chars});
    } else if (tag === 'p') {
      blocks.push({kind: 'text', ...textOf(node)});
    } else if (tag === 'ul' || tag === 'ol') {
      const items = (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === 'li');
      blocks.push({kind: 'list', items: items.map(listItem)});
    } else if (tag === 'pre') {
      const lines = preLines(node);
      blocks.push({
        kind: 'code',
        lines: lines.length,
        longest: Math.max(...lines.map((line) => line.length)),
        title: false,
        wrap: false,
        run: false,
      });
    } else if (tag === 'table') {
      blocks.push({kind: 'table', rows: tableRows(node)});
    } else if (tag === 'blockquote') {
      blocks.push({kind: 'box', children: toBlocks(node.children ?? [])});
    } else if (tag === 'hr') {
      blocks.push({kind: 'rule'});
    } else if (tag === 'details') {
      blocks.push(...jsxBlock({...node, type: 'mdxJsxFlowElement', name: 'details'}));
    } else if ((node.children ?? []).some(isBlockNode)) {
      blocks.push(...toBlocks(node.children ?? []));
    } else {
      blocks.push({kind: 'other', chars: textOf(node).chars});
    }
  }
  return blocks;
}

function preLines(pre: TreeNode): string[] {
  let text = '';
  const walk = (node: TreeNode): void => {
    if (node.type === 'text' && typeof node.value === 'string') text += node.value;
    for (const child of node.children ?? []) walk(child);
  };
  walk(pre);
  return text.replace(/\n$/, '').split('\n');
}
