/**
 * Islands: the interactive parts of a doc's article. On a doc's first load the article is the
 * server's HTML and React renders none of it (src/components/StaticArticle); each component that
 * needs the browser marks its element with `data-island="<name>"` and the island of that name
 * takes the element over. The build checks every JSX element of a doc against this list
 * (plugins/static-article/check.ts): a component without an island would render but never work.
 */

export const ISLAND_ATTRIBUTE = 'data-island';

export const ISLAND_NAMES = ['code', 'run', 'tabs'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * The JSX elements a doc may contain beyond plain HTML, and the island that makes each work
 * (null: the element is the same without JavaScript). Lowercase names are HTML elements or the
 * theme's MDX components. Docusaurus renames `<details>` to `Details` before the check: collapsible
 * details have no island yet.
 */
export const ARTICLE_ELEMENTS: Readonly<Record<string, IslandName | null>> = {
  // Code blocks highlighted at build time (plugins/code-blocks/remark.ts names the element); a
  // runnable sample's Run control is a 'run' island inside it.
  CodeBlock__: 'code',
  // npm2yarn's package-manager tabs, and <Tabs> written in MDX.
  Tabs: 'tabs',
  TabItem: 'tabs',
  // The theme's admonitions (:::note and friends).
  admonition: null,
};

/** Lowercase elements whose MDX component needs the browser and has no island. */
export const ELEMENTS_WITHOUT_ISLAND: readonly string[] = ['mermaid'];
