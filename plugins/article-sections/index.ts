/**
 * Rehype plugin of the docs: a long article is grouped into sections, each `h2` with what follows
 * it up to the next (`<section>`), the text before the first `h2` in a `<div>`, so that the
 * browser can skip the style, layout and paint of the sections far from the viewport
 * (`content-visibility: auto`, src/css/article-sections.css). A section that may be on screen when
 * the page opens, at a phone's width or a desktop's, and one on the article's last screen are not
 * deferred; each deferred one carries its estimated height at both widths (./estimate.ts) as custom
 * properties that its intrinsic block size reads, so that the scroll bar and anchor jumps land near
 * their place before it renders.
 * An article shorter than LONG_ARTICLE_PX at a phone's width, or without an `h2`, is left as it is.
 * Only the HTML changes: the Markdown copies and llms.txt are written from the sources.
 */
import type {Plugin} from 'unified';
import {toBlocks, type TreeNode} from './blocks';
import {blocksHeight, COLUMNS} from './estimate';
import {DEFERRED_CLASS, SECTION_CLASS, SIZE_PROPERTIES} from '../../lib/article-sections';

/** An article at least this tall at a phone's width (estimated) is sectioned. */
export const LONG_ARTICLE_PX = 3000;
/**
 * A section that starts less than this far below the article's first line (estimated) may be on
 * screen at load (a 823 px phone screen, a 1080 px desktop one, less the navbar, breadcrumbs and
 * title) and is rendered at once.
 */
export const EAGER_PX = {phone: 700, desktop: 1000} as const;
/**
 * A section that starts less than this far above the article's end (estimated) is rendered at once
 * too: the pagination and footer below it are painted, and a jump near the end shows them, so a
 * section of the last screen that took its size only then would move them on screen.
 */
export const TAIL_PX = {phone: 1000, desktop: 1100} as const;

export interface ArticleSection {
  /** The nodes of the group, in order. */
  nodes: TreeNode[];
  /** Estimated height in px at each width (the margin below the last block excluded). */
  height: {phone: number; desktop: number};
  /** Estimated distance from the article's first line to the group's top, in px. */
  top: {phone: number; desktop: number};
  deferred: boolean;
}

const isH2 = (node: TreeNode): boolean => node.type === 'element' && node.tagName === 'h2';
const isEsm = (node: TreeNode): boolean => node.type === 'mdxjsEsm';
const hasContent = (nodes: readonly TreeNode[]): boolean =>
  nodes.some((node) => !(node.type === 'text' && typeof node.value === 'string' && node.value.trim() === ''));

/**
 * The groups of an article's top-level nodes (ES module nodes left out): the text before the first
 * `h2`, then one per `h2`, with their estimates; empty when the article has no `h2`.
 */
export function articleSections(children: readonly TreeNode[]): ArticleSection[] {
  const content = children.filter((node) => !isEsm(node));
  if (!content.some(isH2)) return [];
  const groups: TreeNode[][] = [];
  let group: TreeNode[] = [];
  for (const node of content) {
    if (isH2(node)) {
      groups.push(group);
      group = [];
    }
    group.push(node);
  }
  groups.push(group);
  if (!hasContent(groups[0])) groups.shift();
  const sections: ArticleSection[] = [];
  const top = {phone: 0, desktop: 0};
  for (const nodes of groups) {
    const blocks = toBlocks(nodes);
    // The last block's margin falls inside the next section's heading margin (the stylesheet drops it).
    const height = {
      phone: Math.round(Math.max(0, blocksHeight(blocks, COLUMNS.phone) - 20)),
      desktop: Math.round(Math.max(0, blocksHeight(blocks, COLUMNS.desktop) - 20)),
    };
    sections.push({nodes, height, top: {...top}, deferred: false});
    top.phone += height.phone;
    top.desktop += height.desktop;
  }
  for (const section of sections) {
    const early = section.top.phone < EAGER_PX.phone || section.top.desktop < EAGER_PX.desktop;
    const late = top.phone - section.top.phone < TAIL_PX.phone || top.desktop - section.top.desktop < TAIL_PX.desktop;
    section.deferred = !early && !late && isH2(section.nodes[0]);
  }
  return sections;
}

function sectionElement(section: ArticleSection): TreeNode {
  const heading = isH2(section.nodes[0]);
  return {
    type: 'element',
    tagName: heading ? 'section' : 'div',
    properties: section.deferred
      ? {
          className: [SECTION_CLASS, DEFERRED_CLASS],
          style: `${SIZE_PROPERTIES.phone}:${section.height.phone}px;${SIZE_PROPERTIES.desktop}:${section.height.desktop}px`,
        }
      : {className: [SECTION_CLASS]},
    children: section.nodes,
  };
}

export interface ArticleSectionsOptions {
  /** Default LONG_ARTICLE_PX. */
  minHeight?: number;
}

const rehypeArticleSections: Plugin<[ArticleSectionsOptions?], TreeNode> = (options = {}) => {
  const minHeight = options.minHeight ?? LONG_ARTICLE_PX;
  return (tree) => {
    const children = tree.children ?? [];
    const sections = articleSections(children);
    const total = sections.reduce((sum, section) => sum + section.height.phone, 0);
    if (total < minHeight || !sections.some((section) => section.deferred)) return;
    tree.children = [...children.filter(isEsm), ...sections.map(sectionElement)];
  };
};

export default rehypeArticleSections;
