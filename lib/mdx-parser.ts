/**
 * The one Markdown/MDX parser setup of the repository: the syntax extensions Docusaurus 3.7.0
 * parses docs with (`createProcessorSync` in @docusaurus/mdx-loader 3.7.0 `lib/processor.js`,
 * on top of `createProcessor` of @mdx-js/mdx 3): remark-parse; for MDX remark-mdx and
 * @slorber/remark-comment (which accepts `<!-- comments -->`, Docusaurus' MDX 1 compatibility);
 * remark-frontmatter, remark-directive and remark-gfm. Fences inside lists, admonitions, JSX
 * and block quotes, `~~~` fences and 4+ backtick fences parse as they do on the site.
 * Used by the sample checker, the llms plugin and the tests.
 */
import type {Root} from 'mdast';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type PluggableList, type Processor} from 'unified';

/** `mdx` (Docusaurus' default for .md and .mdx) or `md` (CommonMark, `format: md`). */
export type MarkdownFormat = 'md' | 'mdx';

export interface MdxParserOptions {
  /** Default `mdx`. */
  format?: MarkdownFormat;
}

/** A unified processor that parses Markdown as Docusaurus does; `.use()` more plugins on it. */
export function mdxProcessor(options: MdxParserOptions = {}): Processor<Root> {
  const syntax: PluggableList = [
    ...((options.format ?? 'mdx') === 'mdx' ? [remarkMdx, remarkComment] : []),
    remarkFrontmatter,
    remarkDirective,
    remarkGfm,
  ];
  return unified().use(remarkParse).use(syntax);
}

/** The mdast tree of a Markdown (MDX) document. Throws the parser's (positioned) error on invalid MDX. */
export function parseMdx(markdown: string, options: MdxParserOptions = {}): Root {
  return mdxProcessor(options).parse(markdown);
}
