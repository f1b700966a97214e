/**
 * Article shells: the default export of a doc's content module in the client
 * (plugins/static-article/shell.ts makes that module from the doc's compiled MDX). On the page's
 * first load (the module is evaluated before the app hydrates) the article is the server's HTML
 * already in the page; otherwise the shell fetches the page's HTML file as the module is evaluated,
 * and the client registry's loader of the doc waits for it (`articleReady`), so a client-side
 * navigation shows the page once its article has arrived, as it waits for the route's chunks. A
 * failed fetch is kept, and shown with Retry.
 */
import type {ComponentType, ReactNode} from 'react';
import {fetchArticle, type Article} from './article';
import ShellArticle from './ShellArticle';

const READY = Symbol.for('opensecret-docs.article-ready');

type Shell = ComponentType & {[READY]?: Promise<void>};

export function articleShell(permalink: string): ComponentType {
  const article: Article = {permalink};
  const firstLoad = typeof window !== 'undefined' && window.docusaurusRoot === undefined;
  const ArticleShell: Shell = (): ReactNode => <ShellArticle article={article} />;
  if (!firstLoad) ArticleShell[READY] = fetchArticle(article);
  return ArticleShell;
}

/** The loaded content module of a doc, once its article is ready (any other module at once). */
export async function articleReady<M extends {default?: unknown}>(module: M): Promise<M> {
  await (module.default as Shell | undefined)?.[READY];
  return module;
}
