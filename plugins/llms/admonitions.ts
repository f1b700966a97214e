/** Admonitions (`:::tip Title` directives and `<Admonition>`) as Markdown blockquotes. */
import type {Blockquote, Nodes, Paragraph, PhrasingContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {paragraph, strong, text_} from './mdast-build';

/**
 * Docusaurus' admonition keywords (the default `keywords` of the admonitions remark plugin) and
 * the word each one is introduced with (the titles the theme shows; `secondary` is a note).
 * Upstream: @docusaurus/mdx-loader@3.7.0 — the keywords.
 * Upstream: @docusaurus/theme-classic@3.7.0 — the titles.
 */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export function admonitionFromDirective(node: ContainerDirective): Blockquote {
  const [first, ...rest] = node.children as Nodes[];
  const hasLabel =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title = node.attributes?.title ? [text_(node.attributes.title)] : hasLabel ? first.children : undefined;
  return admonition(node.name, title, hasLabel ? rest : node.children);
}

/** `> **Tip:** first paragraph…`, or `> **Tip: Title**` followed by the content when titled. */
export function admonition(type: string, title: PhrasingContent[] | undefined, content: Nodes[]): Blockquote {
  const word = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const children = [...content];
  if (title?.length) {
    children.unshift(paragraph([strong([text_(`${word}: `), ...title])]));
  } else if (children[0]?.type === 'paragraph') {
    const [lead, ...others] = children as [Paragraph, ...Nodes[]];
    children.splice(
      0,
      children.length,
      paragraph([strong([text_(`${word}:`)]), text_(' '), ...lead.children]),
      ...others,
    );
  } else {
    children.unshift(paragraph([strong([text_(`${word}:`)])]));
  }
  return {type: 'blockquote', children: children as Blockquote['children']};
}
