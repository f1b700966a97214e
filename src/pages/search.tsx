/** /search?q=…: shareable search results (the page itself lives in src/components/Search). */
export {default} from '@site/src/components/Search/SearchPage';
