/**
 * A declaration's documentation comment (Markdown, as TypeScript returns it) in the plain form
 * the type popover renders: paragraphs of text and inline code, and code blocks. Links keep their
 * text, emphasis its words; lists become one paragraph per item.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {DocsBlock} from '../../lib/code-tokens';

function inline(nodes: readonly PhrasingContent[]): (string | [string])[] {
  const parts: (string | [string])[] = [];
  for (const node of nodes) {
    const part: string | [string] =
      node.type === 'inlineCode' ? [node.value] : node.type === 'break' ? '\n' : toString(node);
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  }
  return parts;
}

function blocks(node: RootContent): DocsBlock[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return [{text: inline(node.children)}];
    case 'code':
      return [{code: node.value}];
    case 'list':
      return node.children.flatMap((item) =>
        item.children
          .flatMap(blocks)
          .map((block, index) => (index === 0 && 'text' in block ? {text: ['• ', ...block.text]} : block)),
      );
    case 'blockquote':
      return node.children.flatMap(blocks);
    case 'html':
      return [{text: [node.value]}];
    default: {
      const text = toString(node);
      return text ? [{text: [text]}] : [];
    }
  }
}

export function docsBlocks(markdown: string): DocsBlock[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  return tree.children.flatMap(blocks).filter((block) => ('code' in block ? block.code : block.text.length > 0));
}
