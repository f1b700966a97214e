/**
 * Remark plugin, last in the docs' list: stops the build on a JSX element in a doc that needs the
 * browser and has no island (lib/article-islands.ts). A doc's first load shows the server's HTML
 * and brings to life only the islands in it, so such a component would render but never work.
 * Names the file, line and column.
 */
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {ARTICLE_ELEMENTS, ELEMENTS_WITHOUT_ISLAND} from '../../lib/article-islands';

interface JsxNode {
  type: string;
  name?: string | null;
  position?: {start: {line: number; column: number}};
}

/** Why the element `name` cannot be in an article, or null when it can. */
export function elementProblem(name: string): string | null {
  if (name in ARTICLE_ELEMENTS) return null;
  const isComponent = /^[A-Z]/.test(name) || name.includes('.');
  if (!isComponent && !ELEMENTS_WITHOUT_ISLAND.includes(name)) return null;
  return `<${name}> needs the browser and has no island: a doc's first load shows the server's HTML, so it would render but never work. Give it an island (lib/article-islands.ts) or leave it out`;
}

const checkArticleElements: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, (node: JsxNode) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (!node.name) return;
    const problem = elementProblem(node.name);
    if (!problem) return;
    const at = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    throw new Error(`static-article: ${file.path}${at}: ${problem}`);
  });
};

export default checkArticleElements;
