/**
 * The /search page: the dialog's results at a shareable URL (/search?q=…&kind=…), each labelled
 * with its docs version; being outside the docs, it lists the latest version's pages first.
 * The query comes from the URL and goes back into it as you type; it is only ever rendered as
 * React text.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Excerpt from './results/Excerpt';
import VersionBadge from './results/VersionBadge';
import {CorrectionNotice, statusText, UnavailableMessage} from './results/Messages';
import {KINDS, type Kind} from '@site/lib/search/kind';
import {useSearch} from './loading/useSearch';
import styles from './SearchPage.module.css';

export function parseKind(value: string | null): Kind | undefined {
  return KINDS.find((kind) => kind === value);
}

export function searchPageQuery(query: string, kind: Kind | undefined): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<Kind | undefined>();
  const id = useId();

  // The URL is the source of truth (shared links, back/forward); read it after hydration.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render has no query string, so the URL is read once hydrated
    setQuery(params.get('q') ?? '');
    setKind(parseKind(params.get('kind')));
  }, [location.search]);

  const update = (nextQuery: string, nextKind: Kind | undefined) => {
    setQuery(nextQuery);
    setKind(nextKind);
    history.replace({pathname: location.pathname, search: searchPageQuery(nextQuery, nextKind), hash: ''});
  };

  const state = useSearch(query, {limit: 20, sectionsPerPage: 3, kind});
  const outcome = state.status === 'done' ? state.outcome : state.status === 'loading' ? state.previous : undefined;
  const trimmed = query.trim();

  return (
    <Layout
      title={trimmed ? `Search: ${trimmed}` : 'Search'}
      description="Search the OpenSecret SDK guides and API reference.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            Search for
          </label>
          <input
            id={`${id}-q`}
            className={styles.input}
            type="search"
            name="q"
            placeholder="A hook, a type or a topic"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => update(event.target.value, kind)}
          />
          <fieldset className={styles.kinds}>
            <legend className={styles.label}>Section</legend>
            {[undefined, ...KINDS].map((value) => (
              <label key={value ?? 'all'} className={styles.kind}>
                <input type="radio" name="kind" checked={kind === value} onChange={() => update(query, value)} />{' '}
                {value ?? 'All'}
              </label>
            ))}
          </fieldset>
        </form>

        <p role="status" className={styles.status}>
          {trimmed ? statusText(state) : ''}
        </p>
        {state.status === 'unavailable' && (
          <p className={styles.notice}>
            <UnavailableMessage reason={state.reason} />
          </p>
        )}

        {trimmed && outcome && (
          <section aria-labelledby={`${id}-results`}>
            <h2 id={`${id}-results`} className={styles.resultsTitle}>
              Results for “{outcome.query}”
            </h2>
            {outcome.corrections.length > 0 && (
              <p className={styles.notice}>
                <CorrectionNotice outcome={outcome} />
              </p>
            )}
            {outcome.pages.length === 0 ? (
              <p>Check the spelling, or try fewer or more general words.</p>
            ) : (
              <ol className={styles.results}>
                {outcome.pages.map((page) => (
                  <li key={page.id} className={styles.result}>
                    <h3 className={styles.pageTitle}>
                      <Link to={page.url}>{page.title}</Link> <span className={styles.badge}>{page.kind}</span>{' '}
                      <VersionBadge version={page.version} className={styles.badge} />
                    </h3>
                    <ul className={styles.sections}>
                      {page.sections.map((section) => (
                        <li key={section.id}>
                          {section.title !== page.title && (
                            <Link className={styles.sectionTitle} to={section.url}>
                              {section.title}
                            </Link>
                          )}
                          <p className={styles.excerpt}>
                            <Excerpt segments={section.segments} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </main>
    </Layout>
  );
}
