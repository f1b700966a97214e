/**
 * An article shown from its page's HTML file (./shell.ts fetched it during the navigation), or
 * fetched now (the reader came back to the page they first opened); while it loads nothing shows,
 * and a failed fetch shows the error with Retry.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {loadArticle, type Article} from './article';
import StaticArticle from '.';

export default function FetchedArticle({article}: {article: Article}): ReactNode {
  const [state, setState] = useState<Pick<Article, 'html' | 'error'>>(() => ({
    html: article.html,
    error: article.error,
  }));
  const [loading, setLoading] = useState(state.html === undefined && state.error === undefined);
  useEffect(() => {
    if (!loading) return undefined;
    let current = true;
    void loadArticle(article).then(() => {
      if (!current) return;
      setState({html: article.html, error: article.error});
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [article, loading]);

  if (state.html !== undefined && !loading) return <StaticArticle html={state.html} />;
  if (loading || !state.error) return null;
  return (
    <div role="alert" className="alert alert--danger margin-bottom--md">
      <p>{state.error.message}</p>
      <button type="button" className="button button--secondary" onClick={() => setLoading(true)}>
        <Translate id="theme.Loading.retry">Retry</Translate>
      </button>
    </div>
  );
}
