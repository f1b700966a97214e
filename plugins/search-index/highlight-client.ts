/**
 * Client module: when a page is opened from a search result (?highlight=terms in the URL),
 * loads the highlighter chunk and marks the terms in the article. Does nothing otherwise.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).get('highlight');
    if (!terms) return;
    void import(/* webpackChunkName: "search-highlight" */ '@site/src/components/Search/highlight/highlightPage').then(
      ({highlightPage}) => highlightPage(terms),
    );
  },
};

export default clientModule;
