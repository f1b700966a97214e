/**
 * Client module: when a page is opened from a search result (?highlight=terms in the URL),
 * loads the highlighter chunk and marks the terms in the article; otherwise removes the button
 * that clears the marks of a previous page, if any.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).get('highlight');
    if (!terms) {
      // A page opened without ?highlight= keeps no "clear highlights" button of the previous one.
      for (const button of Array.from(document.querySelectorAll('[data-search-highlight-clear]'))) button.remove();
      return;
    }
    void import(/* webpackChunkName: "search-highlight" */ '@site/src/components/Search/highlight/highlightPage').then(
      ({highlightPage}) => highlightPage(terms),
    );
  },
};

export default clientModule;
