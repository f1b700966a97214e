/**
 * A doc's article as its shell holds it (./shell.tsx): the page's URL path, and once fetched from
 * the page's HTML file its HTML, or why the fetch failed.
 */
export interface Article {
  /** The page's URL path. */
  readonly permalink: string;
  /** The article's HTML, once fetched. */
  html?: string;
  /** Why the last fetch failed. */
  error?: Error;
  /** The fetch under way, if any. */
  pending?: Promise<void>;
}

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

/** The article's fetch: the one under way, else a new one. */
export function loadArticle(article: Article): Promise<void> {
  article.pending ??= fetchArticle(article).finally(() => {
    article.pending = undefined;
  });
  return article.pending;
}
