/**
 * Converts a doc page's MDX source into clean, portable Markdown for its `.md` copy and for
 * llms-full.txt. Parses with the syntax Docusaurus uses (lib/mdx-parser, after Docusaurus' own
 * MDX 1 compatibility preprocessing), rewrites the tree and prints CommonMark + GFM:
 * - front matter, MDX `import`/`export` and `{/* comments *\/}` are removed (convert.ts);
 * - the page title becomes the H1 when the body has none; a release note (the SDK release the
 *   page documents) becomes the paragraph right after it;
 * - `bash npm2yarn` blocks are expanded (by Docusaurus' own npm2yarn plugin) to npm, Yarn, pnpm
 *   and Bun commands, and <Tabs>/<TabItem> become each tab's label in bold followed by its
 *   content (jsx.ts);
 * - the site's URLs written as `%NAME%` are filled in (plugins/site-values);
 * - `::sdk-behaviour-tests` becomes the list of the tests the page links, as on the site
 *   (plugins/sdk-behaviour-tests);
 * - admonitions (`:::tip Title`) become blockquotes starting with `**Tip:**` (admonitions.ts);
 * - code blocks keep their language, lose hidden setup lines, magic comments and other meta,
 *   and a `title="…"` is shown as a caption line above the block (code.ts);
 * - links and images are made absolute (links.ts); custom heading ids (`{#id}`) are dropped;
 * - other JSX is unwrapped to its children (an empty component is dropped with a warning);
 * - what unwrapping leaves behind is tidied (normalize.ts), then printed (print.ts).
 */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {unified, type PluggableList} from 'unified';
import {parseMdx, type MarkdownFormat} from '../../lib/mdx-parser';
import {NPM2YARN_CONVERTERS} from '../../src/constants';
import {ADMONITION_LABELS} from './admonitions';
import {convertChildren} from './convert';
import type {ConvertState} from './jsx';
import type {LinkContext} from './links';
import {heading, paragraph, text_} from './mdast-build';
import type {PhrasingContent} from 'mdast';
import {normalize} from './normalize';
import {printMarkdown} from './print';
import remarkSdkBehaviourTests from '../sdk-behaviour-tests';
import remarkSiteValues from '../site-values';

export interface ToMarkdownOptions extends LinkContext {
  /** The page title, printed as the H1 when the body has none. */
  title: string;
  /** `mdx` (Docusaurus' default for .md and .mdx) or `md` (CommonMark, for `markdown.format: 'detect'`). */
  format?: MarkdownFormat;
  /** Package managers `bash npm2yarn` blocks are expanded to, besides npm (default NPM2YARN_CONVERTERS). */
  npm2yarnConverters?: readonly string[];
  /** A paragraph printed right after the H1: the SDK release the page documents. */
  releaseNote?: PhrasingContent[];
  /** The site's root, where the docs folders are (default: the working directory). */
  siteDir?: string;
}

export interface ToMarkdownResult {
  markdown: string;
  /** Things that could not be carried over to Markdown (e.g. an empty custom component). */
  warnings: string[];
}

/** The Markdown a reader (or a language model) should get for a doc page's source. */
export async function mdxToMarkdown(source: string, options: ToMarkdownOptions): Promise<ToMarkdownResult> {
  const text = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITION_LABELS),
  );
  const tree = parseMdx(text, {format: options.format ?? 'mdx'});
  const converters = [...(options.npm2yarnConverters ?? NPM2YARN_CONVERTERS)];
  const transforms: PluggableList = [
    [remarkSiteValues, {siteUrl: options.siteUrl, baseUrl: options.baseUrl, siteDir: options.siteDir ?? process.cwd()}],
    [npm2yarn, {sync: true, converters}],
    [remarkSdkBehaviourTests, {siteDir: options.siteDir ?? process.cwd()}],
  ];
  await unified()
    .use(transforms)
    .run(tree, options.sourcePath === undefined ? undefined : {path: options.sourcePath});

  const state: ConvertState = {links: options, warnings: [], tabLabels: new WeakMap()};
  convertChildren(tree, state);
  normalize(tree);
  if (!tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    tree.children.unshift(heading(1, [text_(options.title)]));
  }
  if (options.releaseNote && options.releaseNote.length > 0) {
    const h1 = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(h1 + 1, 0, paragraph(options.releaseNote));
  }
  return {markdown: printMarkdown(tree), warnings: state.warnings};
}
