/**
 * React state for a search box: loads the engine when mounted (so the index is warm before the
 * first keystroke), runs the latest query, and drops answers to queries that were superseded.
 */
import {useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchOptions, SearchOutcome} from '@site/lib/search/engine';
import {loadSearchEngine} from './loadSearchEngine';
import {SearchUnavailableError} from './pagefind';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchOutcome}
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'unavailable'; reason: SearchUnavailableError['reason']};

/** Waits this long after the last keystroke before searching (coalesces fast typing). */
const DEBOUNCE_MS = 30;

function unavailable(error: unknown): SearchState {
  return {status: 'unavailable', reason: error instanceof SearchUnavailableError ? error.reason : 'load-failed'};
}

export function useSearch(
  query: string,
  {limit, sectionsPerPage, kind, version, preferVersion, only}: SearchOptions = {},
): SearchState {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const latest = useRef(0);

  useEffect(() => {
    loadSearchEngine(baseUrl).catch((error: unknown) => setState(unavailable(error)));
  }, [baseUrl]);

  useEffect(() => {
    const id = ++latest.current;
    const trimmed = query.trim();
    if (!trimmed) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the search runs outside React (Pagefind); its state follows the query the effect starts it for
      setState((current) => (current.status === 'unavailable' ? current : {status: 'idle'}));
      return undefined;
    }
    setState((current) =>
      current.status === 'unavailable'
        ? current
        : {
            status: 'loading',
            previous:
              current.status === 'done' ? current.outcome : current.status === 'loading' ? current.previous : undefined,
          },
    );
    const timer = window.setTimeout(() => {
      loadSearchEngine(baseUrl)
        .then((engine) => engine.search(trimmed, {limit, sectionsPerPage, kind, version, preferVersion, only}))
        .then((outcome) => {
          if (id === latest.current) setState({status: 'done', outcome});
        })
        .catch((error: unknown) => {
          if (id === latest.current) setState(unavailable(error));
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [baseUrl, query, limit, sectionsPerPage, kind, version, preferVersion, only]);

  return state;
}
