/**
 * An article shown from its page's HTML file (./shell.tsx fetched it during the navigation), or
 * fetched now (the reader came back to the page they first opened); while it loads nothing shows,
 * and a failed fetch shows the error with Retry.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {loadArticle, type Article} from './article';
import StaticArticle from '.';

export default function FetchedArticle({article}: {article: Article}): ReactNode {
  // The article holds the outcome (its HTML or the error); this says whether a fetch is under way.
  const [loading, setLoading] = useState(article.html === undefined && article.error === undefined);
  useEffect(() => {
    if (!loading) return undefined;
    let current = true;
    void loadArticle(article).then(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [article, loading]);

  if (loading) return null;
  if (article.html !== undefined) return <StaticArticle html={article.html} />;
  if (!article.error) return null;
  return (
    <div role="alert" className="alert alert--danger margin-bottom--md">
      <p>{article.error.message}</p>
      <button type="button" className="button button--secondary" onClick={() => setLoading(true)}>
        <Translate id="theme.Loading.retry">Retry</Translate>
      </button>
    </div>
  );
}
