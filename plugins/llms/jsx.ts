/**
 * MDX JSX elements in the Markdown copy: <Tabs>/<TabItem> become each tab's label in bold
 * followed by its content, HTML-like elements (`a`, `img`, `strong`, `h2`, …) and Docusaurus
 * components (`Link`, `CodeBlock`, `Admonition`) become their Markdown equivalent, other JSX
 * is unwrapped to its children (an empty component is dropped with a warning).
 */
import type {Expression} from 'estree';
import type {Heading, Nodes, PhrasingContent} from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {admonition} from './admonitions';
import {convertCode} from './code';
import {expressionOf, literalString, staticString} from './estree-values';
import {absolutizeUrl, type LinkContext} from './links';
import {heading, optionalText, paragraph, phrasing, strong, text_} from './mdast-build';

export type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** What converting one page carries from node to node. */
export interface ConvertState {
  links: LinkContext;
  warnings: string[];
  /** Labels of TabItems given by their <Tabs values={…}>. */
  tabLabels: WeakMap<Nodes, string>;
}

export function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The Markdown nodes that replace a JSX element whose children are already converted. */
export function convertJsx(node: Jsx, state: ConvertState): Nodes[] {
  const flow = node.type === 'mdxJsxFlowElement';
  const children = node.children as Nodes[];
  const inline = (nodes: PhrasingContent[]): Nodes[] => (flow ? [paragraph(nodes)] : nodes);
  const url = (value: string | undefined) => absolutizeUrl(value ?? '', state.links);
  switch (node.name) {
    case null:
    case 'Tabs':
    case 'details':
      return children;
    case 'TabItem': {
      const label = attribute(node, 'label') ?? state.tabLabels.get(node) ?? attribute(node, 'value');
      return label ? [paragraph([strong([text_(label)])]), ...children] : children;
    }
    case 'summary':
      return inline([strong(phrasing(children))]);
    case 'a':
    case 'Link': {
      const href = attribute(node, 'href') ?? attribute(node, 'to');
      // An anchor without a destination (`<a id="x"></a>`) is only a link target.
      return href ? inline([{type: 'link', url: url(href), children: phrasing(children)}]) : children;
    }
    case 'img':
      return inline([
        {
          type: 'image',
          url: url(attribute(node, 'src')),
          alt: attribute(node, 'alt') ?? '',
          title: attribute(node, 'title') ?? null,
        },
      ]);
    case 'code':
      return inline([{type: 'inlineCode', value: toString(children)}]);
    case 'CodeBlock':
      return convertCode({
        type: 'code',
        lang: attribute(node, 'language') ?? null,
        meta: attribute(node, 'title') ? `title=${JSON.stringify(attribute(node, 'title'))}` : null,
        value: children.map((child) => toString(child)).join('\n'),
      });
    case 'br':
      return flow ? [] : [{type: 'break'}];
    case 'strong':
    case 'b':
      return inline([strong(phrasing(children))]);
    case 'em':
    case 'i':
      return inline([{type: 'emphasis', children: phrasing(children)}]);
    case 'p':
      return flow ? [paragraph(phrasing(children))] : children;
    case 'Admonition':
      return [admonition(attribute(node, 'type') ?? 'note', optionalText(attribute(node, 'title')), children)];
    default:
      if (/^h[1-6]$/.test(node.name)) {
        return [heading(Number(node.name[1]) as Heading['depth'], phrasing(children))];
      }
      if (/^[A-Z]/.test(node.name) && children.length === 0) {
        state.warnings.push(`<${node.name} /> has no Markdown equivalent; dropped.`);
        return [];
      }
      return children;
  }
}

/** Gives each TabItem of a <Tabs values={[{value, label}]}> its label from the Tabs' `values`. */
export function labelTabItems(tabs: Jsx, tabLabels: WeakMap<Nodes, string>): void {
  const values = tabs.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === 'values',
  );
  const estree = typeof values?.value === 'object' ? values.value?.data?.estree : undefined;
  const labels = new Map<string, string>();
  const expression = expressionOf(estree);
  if (expression?.type === 'ArrayExpression') {
    for (const element of expression.elements) {
      if (element?.type !== 'ObjectExpression') continue;
      const fields: Record<string, string | undefined> = {};
      for (const property of element.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
        fields[property.key.name] = literalString(property.value as Expression);
      }
      if (fields.value && fields.label) labels.set(fields.value, fields.label);
    }
  }
  // A TabItem written on one line is inline content of a paragraph in the Tabs.
  const items = (tabs.children as Nodes[]).flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
  for (const child of items) {
    if (!isJsx(child) || child.name !== 'TabItem') continue;
    const label = labels.get(attribute(child, 'value') ?? '');
    if (label) tabLabels.set(child, label);
  }
}

/** A JSX attribute's value when it is static: a string, a string literal expression, or `true`. */
function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find(
    (item: MdxJsxAttribute | MdxJsxExpressionAttribute): item is MdxJsxAttribute =>
      item.type === 'mdxJsxAttribute' && item.name === name,
  );
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return 'true';
  if (typeof found.value === 'string') return found.value;
  return staticString(found.value.data?.estree);
}
