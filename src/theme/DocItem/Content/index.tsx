// Wraps DocItem/Content: in the browser a doc's article is server-rendered HTML with islands (StaticArticle), never its MDX rendered again; the server renders the theme's.
import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticArticle from '@site/src/components/StaticArticle';
import {claimServerArticle} from '@site/src/components/StaticArticle/claim';
import FetchedArticle from '@site/src/components/StaticArticle/FetchedArticle';
import {articleOf, fetchArticle, type Article} from '@site/src/components/StaticArticle/shell';

type Props = WrapperProps<typeof ContentType>;

/** The article of a doc shell: the page's own HTML on its first load, else fetched. */
function ShellArticle({article}: {article: Article}): ReactNode {
  const [fromServer, setFromServer] = useState(
    () => article.html === undefined && article.error === undefined && claimServerArticle(),
  );
  const lost = useCallback(() => setFromServer(false), []);
  // Leaving the page the reader opened fetches its article for a later visit.
  useEffect(() => {
    if (!fromServer) return undefined;
    return () => void fetchArticle(article);
  }, [article, fromServer]);
  if (fromServer) return <StaticArticle onLost={lost} />;
  return <FetchedArticle article={article} />;
}

export default function ContentWrapper(props: Props): ReactNode {
  const article = articleOf(props.children);
  return article ? <ShellArticle article={article} /> : <Content {...props} />;
}
