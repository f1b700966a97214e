/**
 * Repairs what unwrapping JSX leaves behind in an mdast tree: blocks inside a paragraph are
 * lifted out of it, inline content directly in a block container is wrapped in a paragraph,
 * empty paragraphs are dropped, and paragraphs, headings and table cells are tidied (leading or
 * trailing spaces would otherwise be printed as character references).
 */
import type {Nodes, Parents, PhrasingContent, Root, Text} from 'mdast';
import {PHRASING_TYPES, paragraph} from './mdast-build';

const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

export function normalize(parent: Parents | Root): void {
  const children = parent.children as Nodes[];
  let result: Nodes[] = children;
  if (FLOW_PARENTS.has(parent.type)) {
    result = [];
    let run: PhrasingContent[] = [];
    const flush = () => {
      if (run.length) result.push(paragraph(run));
      run = [];
    };
    // A paragraph may hold blocks after inline JSX was unwrapped: its blocks are lifted out.
    const lifted = children.flatMap((child) =>
      child.type === 'paragraph' &&
      (child.children as Nodes[]).some((node) => !PHRASING_TYPES.has(node.type) && node.type !== 'html')
        ? (child.children as Nodes[])
        : [child],
    );
    for (const child of lifted) {
      if (PHRASING_TYPES.has(child.type)) run.push(child as PhrasingContent);
      else {
        flush();
        result.push(child);
      }
    }
    flush();
  }
  for (const child of result) {
    if ('children' in child) normalize(child);
    if (child.type === 'paragraph' || child.type === 'heading' || child.type === 'tableCell')
      tidyPhrasing(child.children);
  }
  (parent as {children: Nodes[]}).children = result.filter(
    (child) => !(child.type === 'paragraph' && child.children.length === 0),
  );
}

/** Joins adjacent text, collapses the double spaces removed JSX leaves, and trims both ends. */
function tidyPhrasing(children: PhrasingContent[]): void {
  for (let index = children.length - 1; index > 0; index--) {
    const [previous, current] = [children[index - 1], children[index]];
    if (previous.type === 'text' && current.type === 'text') {
      previous.value += current.value;
      children.splice(index, 1);
    }
  }
  for (const child of children) if (child.type === 'text') child.value = child.value.replace(/ {2,}/g, ' ');
  while (children[0]?.type === 'text' && children[0].value.trim() === '') children.shift();
  while (children.at(-1)?.type === 'text' && (children.at(-1) as Text).value.trim() === '') children.pop();
  const first = children[0];
  const last = children.at(-1);
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
}
