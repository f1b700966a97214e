/**
 * The theme's DocItem/Content in a production client build (plugins/static-article swaps the
 * module): a doc's content is its shell (./shell.tsx), which renders the article element itself
 * with the renderer given here (./ShellArticle.tsx), so the theme's MDX rendering, with every MDX
 * component, stays out of the client bundle. The server renders the theme's, with the same
 * article element.
 */
import type {ReactNode} from 'react';
import {ArticleRenderer} from './renderer';
import ShellArticle from './ShellArticle';

export default function ClientDocContent({children}: {children: ReactNode}): ReactNode {
  return <ArticleRenderer value={ShellArticle}>{children}</ArticleRenderer>;
}
