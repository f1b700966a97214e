/** Small builders of mdast nodes, and the reduction of any nodes to inline (phrasing) content. */
import type {Heading, Nodes, Paragraph, PhrasingContent, Strong, Text} from 'mdast';
import {toString} from 'mdast-util-to-string';

/** Node types that are inline content. */
export const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

export function text_(value: string): Text {
  return {type: 'text', value};
}
export function strong(children: PhrasingContent[]): Strong {
  return {type: 'strong', children};
}
export function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}
export function heading(depth: Heading['depth'], children: PhrasingContent[]): Heading {
  return {type: 'heading', depth, children};
}
export function optionalText(value: string | undefined): PhrasingContent[] | undefined {
  return value ? [text_(value)] : undefined;
}

/** The inline content of some nodes: paragraphs are flattened, other blocks reduced to their text. */
export function phrasing(nodes: Nodes[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (PHRASING_TYPES.has(node.type)) return [node as PhrasingContent];
    if (node.type === 'paragraph' || node.type === 'heading') return node.children;
    const value = toString(node);
    return value ? [text_(value)] : [];
  });
}
