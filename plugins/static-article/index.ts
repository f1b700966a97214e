/**
 * Docusaurus plugin: the static article. In production client builds each doc's content module
 * is its shell (./shell.ts): the doc's front matter, title, table of contents and metadata, and a
 * component that shows the article as server-rendered HTML (src/components/StaticArticle), the
 * page's own on a first load and the page's HTML file after client-side navigation. The client
 * never downloads or renders a doc's MDX, nor the theme's MDX rendering: the theme's
 * DocItem/Content is swapped for src/components/StaticArticle/ClientDocContent.tsx, which lets the
 * shell render the article element. The server bundle renders the doc as before, and
 * `docusaurus start` is left alone. ./check.ts, a remark plugin, stops the build on a doc element
 * that needs the browser and has no island.
 */
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule} from 'webpack';
import {articleShellModule} from './shell';
import {docSources} from './sources';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const ARTICLE_LOADER = path.join(__dirname, 'article-loader.cjs');
/** The theme's MDX rendering of a doc, which only the server and `docusaurus start` use. */
const THEME_CONTENT = /^@theme\/DocItem\/Content$/;

/** The top folders (`docs/`, `versioned_docs/`) of the docs' sources (`@site/<folder>/…`). */
export function articleFolders(siteDir: string, sources: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const source of sources) folders.add(source.replace(/^@site\//, '').split('/')[0] ?? source);
  return [...folders].sort().map((folder) => path.join(siteDir, folder));
}

/**
 * The rule that turns each doc under `folders` into its shell: the last loader of the docs' MDX
 * modules, it reads the MDX and JS loaders' output.
 */
export function articleShellRule(folders: readonly string[]): RuleSetRule {
  return {
    test: /\.mdx?$/i,
    // Docusaurus's fallback MDX rule excludes every MDX rule's include: it must be paths.
    include: [...folders],
    enforce: 'post',
    use: [{loader: ARTICLE_LOADER, options: {shell: articleShellModule}}],
  };
}

export default function staticArticlePlugin(context: LoadContext): Plugin {
  let sources: ReadonlySet<string> = new Set();
  return {
    name: 'static-article',
    allContentLoaded({allContent}) {
      sources = docSources(Object.values(allContent[DOCS_PLUGIN] ?? {}) as LoadedContent[]);
    },
    configureWebpack(config: Configuration, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const clientContent = path.join(context.siteDir, 'src/components/StaticArticle/ClientDocContent.tsx');
      return {
        module: {rules: [articleShellRule(articleFolders(context.siteDir, sources))]},
        plugins: [new NormalModuleReplacementPlugin(THEME_CONTENT, clientContent)],
      };
    },
  };
}
