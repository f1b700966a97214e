/**
 * Converts a doc page's MDX source into clean, portable Markdown for its `.md` copy and for
 * llms-full.txt. Parses with the same syntax Docusaurus uses (remark-mdx, directives, GFM,
 * front matter, MDX 1 compatibility preprocessing), rewrites the tree, and prints CommonMark + GFM:
 * - front matter, MDX `import`/`export` and `{/* comments *\/}` are removed;
 * - the page title becomes the H1 when the body has none;
 * - `bash npm2yarn` blocks are expanded (by Docusaurus' own npm2yarn plugin) to npm, Yarn, pnpm
 *   and Bun commands, and <Tabs>/<TabItem> become each tab's label in bold followed by its content;
 * - admonitions (`:::tip Title`) become blockquotes starting with `**Tip:**`;
 * - code blocks keep their language, lose hidden setup lines, magic comments and other meta,
 *   and a `title="…"` is shown as a caption line above the block;
 * - links and images are made absolute; custom heading ids (`{#id}`) are dropped;
 * - other JSX is unwrapped to its children (an empty component is dropped with a warning).
 */
import type {
  Blockquote,
  Code,
  Heading,
  Nodes,
  Paragraph,
  Parents,
  PhrasingContent,
  Root,
  Strong,
  Text,
} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective} from 'mdast-util-directive';
import type {Expression, Program} from 'estree';
import {unified, type PluggableList} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {toString} from 'mdast-util-to-string';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {cleanCode, codeTitle} from './code';
import {absolutizeUrl, type LinkContext} from './links';

/** Docusaurus' admonition keywords and the word each one is introduced with. */
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

export const DEFAULT_NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;

export interface ToMarkdownOptions extends LinkContext {
  /** The page title, printed as the H1 when the body has none. */
  title: string;
  /** `mdx` (Docusaurus' default for .md and .mdx) or `md` (CommonMark, for `markdown.format: 'detect'`). */
  format?: 'mdx' | 'md';
  /** Package managers `bash npm2yarn` blocks are expanded to, besides npm. */
  npm2yarnConverters?: readonly string[];
}

export interface ToMarkdownResult {
  markdown: string;
  /** Things that could not be carried over to Markdown (e.g. an empty custom component). */
  warnings: string[];
}

const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  // `---` is kept for the page separators of llms-full.txt.
  rule: '*',
  tightDefinitions: true,
};

/** Node types the Markdown printer knows; anything else is unwrapped or dropped. */
const MARKDOWN_TYPES = new Set([
  'root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'html', 'code',
  'definition', 'footnoteDefinition', 'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break',
  'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'table', 'tableRow', 'tableCell',
]);
const PHRASING_TYPES = new Set([
  'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference',
  'imageReference', 'footnoteReference',
]);
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

interface State {
  options: ToMarkdownOptions;
  warnings: string[];
  /** Labels of TabItems given by their <Tabs values={…}>. */
  tabLabels: WeakMap<Nodes, string>;
}

/** The Markdown a reader (or a language model) should get for a doc page's source. */
export async function mdxToMarkdown(source: string, options: ToMarkdownOptions): Promise<ToMarkdownResult> {
  const format = options.format ?? 'mdx';
  const parser = unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx, remarkComment] : [])
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm);
  const text = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITION_LABELS),
  );
  const tree = parser.parse(text);
  const converters = [...(options.npm2yarnConverters ?? DEFAULT_NPM2YARN_CONVERTERS)];
  const transforms: PluggableList = [[npm2yarn, {sync: true, converters}]];
  await unified().use(transforms).run(tree);

  const state: State = {options, warnings: [], tabLabels: new WeakMap()};
  convertChildren(tree, state);
  normalize(tree);
  if (!tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    tree.children.unshift(heading(1, [text_(options.title)]));
  }
  const markdown = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, STRINGIFY_OPTIONS)
    .stringify(tree);
  return {markdown: `${markdown.trim()}\n`, warnings: state.warnings};
}

function convertChildren(parent: Parents, state: State): void {
  const children = (parent.children as Nodes[]).flatMap((child) => convertNode(child, state));
  (parent as {children: Nodes[]}).children = children;
}

function convertNode(node: Nodes, state: State): Nodes[] {
  if (isJsx(node) && node.name === 'Tabs') labelTabItems(node, state.tabLabels);
  if ('children' in node) convertChildren(node, state);
  const {options} = state;
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
      node.url = absolutizeUrl(node.url, options);
      return [node];
    default:
      if (MARKDOWN_TYPES.has(node.type)) return [node];
      state.warnings.push(`${node.type} has no Markdown equivalent; ${'children' in node ? 'unwrapped' : 'dropped'}.`);
      return 'children' in node ? (node.children as Nodes[]) : [];
  }
}

function convertCode(node: Code): Nodes[] {
  const title = codeTitle(node.meta);
  const code: Code = {type: 'code', lang: node.lang ?? null, meta: null, value: cleanCode(node.value)};
  return title ? [paragraph([{type: 'inlineCode', value: title}]), code] : [code];
}

function stripHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^{}\s]+\}\s*$/, '');
}

/* ----------------------------------------------------------------------------------------- */
/* JSX                                                                                        */

function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function convertJsx(node: Jsx, state: State): Nodes[] {
  const flow = node.type === 'mdxJsxFlowElement';
  const children = node.children as Nodes[];
  const inline = (nodes: PhrasingContent[]): Nodes[] => (flow ? [paragraph(nodes)] : nodes);
  const url = (value: string | undefined) => absolutizeUrl(value ?? '', state.options);
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
      return inline([{type: 'image', url: url(attribute(node, 'src')), alt: attribute(node, 'alt') ?? '', title: attribute(node, 'title') ?? null}]);
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
function labelTabItems(tabs: Jsx, tabLabels: WeakMap<Nodes, string>): void {
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

function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The value of an expression like `{'text'}` or `{`text`}`; undefined when it is not a constant. */
function staticString(program: Program | null | undefined): string | undefined {
  return literalString(expressionOf(program));
}

function literalString(expression: Expression | undefined): string | undefined {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/* ----------------------------------------------------------------------------------------- */
/* Admonitions                                                                                */

function admonitionFromDirective(node: ContainerDirective): Blockquote {
  const [first, ...rest] = node.children as Nodes[];
  const hasLabel = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title = node.attributes?.title ? [text_(node.attributes.title)] : hasLabel ? first.children : undefined;
  return admonition(node.name, title, hasLabel ? rest : (node.children as Nodes[]));
}

/** `> **Tip:** first paragraph…`, or `> **Tip: Title**` followed by the content when titled. */
function admonition(type: string, title: PhrasingContent[] | undefined, content: Nodes[]): Blockquote {
  const word = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const children = [...content];
  if (title?.length) {
    children.unshift(paragraph([strong([text_(`${word}: `), ...title])]));
  } else if (children[0]?.type === 'paragraph') {
    const [lead, ...others] = children as [Paragraph, ...Nodes[]];
    children.splice(0, children.length, paragraph([strong([text_(`${word}:`)]), text_(' '), ...lead.children]), ...others);
  } else {
    children.unshift(paragraph([strong([text_(`${word}:`)])]));
  }
  return {type: 'blockquote', children: children as Blockquote['children']};
}

/* ----------------------------------------------------------------------------------------- */
/* Tree helpers                                                                               */

function text_(value: string): Text {
  return {type: 'text', value};
}
function strong(children: PhrasingContent[]): Strong {
  return {type: 'strong', children};
}
function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}
function heading(depth: Heading['depth'], children: PhrasingContent[]): Heading {
  return {type: 'heading', depth, children};
}
function optionalText(value: string | undefined): PhrasingContent[] | undefined {
  return value ? [text_(value)] : undefined;
}

/** The inline content of some nodes: paragraphs are flattened, other blocks reduced to their text. */
function phrasing(nodes: Nodes[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (PHRASING_TYPES.has(node.type)) return [node as PhrasingContent];
    if (node.type === 'paragraph' || node.type === 'heading') return node.children;
    const value = toString(node);
    return value ? [text_(value)] : [];
  });
}

/**
 * Repairs what unwrapping JSX leaves behind: blocks inside a paragraph are lifted out of it,
 * inline content directly in a block container is wrapped in a paragraph, empty paragraphs are
 * dropped, and paragraphs, headings and table cells are tidied (leading or trailing spaces would
 * otherwise be printed as character references).
 */
function normalize(parent: Parents | Root): void {
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
      child.type === 'paragraph' && (child.children as Nodes[]).some((node) => !PHRASING_TYPES.has(node.type) && node.type !== 'html')
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
    if (child.type === 'paragraph' || child.type === 'heading' || child.type === 'tableCell') tidyPhrasing(child.children);
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
