/**
 * Rewrites a parsed doc page (mdast, with MDX and directives) into plain Markdown nodes, bottom
 * up: front matter and MDX `import`/`export` are removed, constant `{'…'}` expressions become
 * text, JSX and admonitions are converted, code blocks cleaned, links and images made absolute
 * and custom heading ids (`{#id}`) dropped. What has no Markdown equivalent is unwrapped to its
 * children or dropped, with a warning.
 */
import type {Heading, Nodes, Parents} from 'mdast';
import {ADMONITION_LABELS, admonitionFromDirective} from './admonitions';
import {convertCode} from './code';
import {staticString} from './estree-values';
import {convertJsx, isJsx, labelTabItems, type ConvertState} from './jsx';
import {absolutizeUrl} from './links';
import {PHRASING_TYPES, paragraph, text_} from './mdast-build';

/** Node types the Markdown printer knows; anything else is unwrapped or dropped. */
const MARKDOWN_TYPES = new Set([
  'root',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'html',
  'code',
  'definition',
  'footnoteDefinition',
  'table',
  'tableRow',
  'tableCell',
  ...PHRASING_TYPES,
]);

export function convertChildren(parent: Parents, state: ConvertState): void {
  const children = (parent.children as Nodes[]).flatMap((child) => convertNode(child, state));
  (parent as {children: Nodes[]}).children = children;
}

function convertNode(node: Nodes, state: ConvertState): Nodes[] {
  if (isJsx(node) && node.name === 'Tabs') labelTabItems(node, state.tabLabels);
  if ('children' in node) convertChildren(node, state);
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression': {
      const value = staticString(node.data?.estree);
      return value === undefined ? [] : [paragraph([text_(value)])];
    }
    case 'mdxTextExpression': {
      const value = staticString(node.data?.estree);
      return value === undefined ? [] : [text_(value)];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, state);
    case 'containerDirective':
      return ADMONITION_LABELS[node.name] ? [admonitionFromDirective(node)] : node.children;
    case 'leafDirective':
      return node.children.length ? [paragraph(node.children)] : [];
    case 'textDirective':
      return node.children.length || Object.keys(node.attributes ?? {}).length
        ? node.children
        : [text_(`:${node.name}`)];
    case 'code':
      return convertCode(node);
    case 'heading':
      stripHeadingId(node);
      return [node];
    case 'link':
    case 'image':
    case 'definition':
      node.url = absolutizeUrl(node.url, state.links);
      return [node];
    default:
      if (MARKDOWN_TYPES.has(node.type)) return [node];
      state.warnings.push(`${node.type} has no Markdown equivalent; ${'children' in node ? 'unwrapped' : 'dropped'}.`);
      return 'children' in node ? (node.children as Nodes[]) : [];
  }
}

function stripHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^{}\s]+\}\s*$/, '');
}
