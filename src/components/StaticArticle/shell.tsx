/**
 * Article shells: the default export of a doc's content module in the client
 * (plugins/static-article/shell.ts makes that module from the doc's compiled MDX). On the page's
 * first load (the module is evaluated before the app hydrates) the article is the server's HTML
 * already in the page; otherwise the shell fetches the page's HTML file as the module is evaluated,
 * and the client registry's loader of the doc waits for it (./ready.ts), so a client-side
 * navigation shows the page once its article has arrived, as it waits for the route's chunks. A
 * failed fetch is kept, and shown with Retry. The shell renders its article with the renderer the
 * doc page provides (./renderer.ts).
 */
import {use, type ComponentType, type ReactNode} from 'react';
import {loadArticle, type Article} from './article';
import {ARTICLE_READY} from './ready';
import {ArticleRenderer} from './renderer';

type Shell = ComponentType & {[ARTICLE_READY]?: Promise<void>};

export function articleShell(permalink: string): ComponentType {
  const article: Article = {permalink};
  const firstLoad = typeof window !== 'undefined' && window.docusaurusRoot === undefined;
  const ArticleShell: Shell = (): ReactNode => {
    const Render = use(ArticleRenderer);
    if (!Render) throw new Error('static-article: a doc shell rendered outside DocItem/Content');
    return <Render article={article} />;
  };
  if (!firstLoad) ArticleShell[ARTICLE_READY] = loadArticle(article);
  return ArticleShell;
}
