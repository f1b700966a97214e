/**
 * The article of a doc's shell: the page's own server HTML on its first load (claimed once, see
 * ./claim.ts), else fetched from the page's HTML file (./FetchedArticle.tsx). Leaving the page
 * the reader opened fetches its article for a later visit.
 */
import {useCallback, useEffect, useState, type ReactNode} from 'react';
import {loadArticle, type Article} from './article';
import {claimServerArticle} from './claim';
import FetchedArticle from './FetchedArticle';
import StaticArticle from '.';

export default function ShellArticle({article}: {article: Article}): ReactNode {
  const [fromServer, setFromServer] = useState(
    () => article.html === undefined && article.error === undefined && claimServerArticle(),
  );
  const lost = useCallback(() => setFromServer(false), []);
  useEffect(() => {
    if (!fromServer) return undefined;
    return () => void loadArticle(article);
  }, [article, fromServer]);
  if (fromServer) return <StaticArticle onLost={lost} />;
  return <FetchedArticle article={article} />;
}
