/**
 * Article shells: the default export of a doc's content module in the client
 * (plugins/static-article/shell.ts makes that module from the doc's compiled MDX, and awaits
 * `articleShell` at its top level). On the page's first load (the module is evaluated before the
 * app hydrates) the article is the server's HTML already in the page; otherwise the shell fetches
 * the page's HTML file and keeps its article, so a client-side navigation waits for it as it
 * waits for the route's chunks. A failed fetch is kept as the article's error (shown with Retry).
 * DocItem/Content renders the article from the shell; the shell component itself renders nothing.
 */
import {isValidElement, type ComponentType, type ReactNode} from 'react';

const SHELL = Symbol.for('opensecret-docs.article-shell');

export interface Article {
  /** The page's URL path. */
  readonly permalink: string;
  /** The article's HTML, once fetched. */
  html?: string;
  /** Why the last fetch failed. */
  error?: Error;
}

type Shell = ComponentType & {[SHELL]: Article};

/** The class of the theme's article element (ThemeClassNames.docs.docMarkdown). */
const ARTICLE_SELECTOR = '.theme-doc-markdown';

/** Fetches the article of `article.permalink` from the page's HTML file; never rejects. */
export async function fetchArticle(article: Article): Promise<void> {
  try {
    const response = await fetch(article.permalink);
    if (!response.ok) throw new Error(`${article.permalink}: ${response.status} ${response.statusText}`.trim());
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const element = page.querySelector(ARTICLE_SELECTOR);
    if (!element) throw new Error(`${article.permalink}: the page has no article`);
    article.html = element.innerHTML;
    article.error = undefined;
  } catch (error) {
    article.error = error instanceof Error ? error : new Error(String(error));
  }
}

export async function articleShell(permalink: string): Promise<ComponentType> {
  const article: Article = {permalink};
  const firstLoad = typeof window !== 'undefined' && window.docusaurusRoot === undefined;
  if (!firstLoad) await fetchArticle(article);
  const ArticleShell = (): ReactNode => null;
  return Object.assign(ArticleShell, {[SHELL]: article}) satisfies Shell;
}

/** The article of the shell that `children` renders, or undefined for any other content. */
export function articleOf(children: ReactNode): Article | undefined {
  if (!isValidElement(children) || typeof children.type !== 'function') return undefined;
  return (children.type as Partial<Shell>)[SHELL];
}
