/**
 * Docusaurus plugin: in production client builds, `react-helmet-async` (imported by core's client
 * entry for `HelmetProvider` and by `@docusaurus/Head` for `Helmet`) is src/client/head.ts, which
 * applies the same head rules in the browser without the library's ≈5 KiB gzip. The server bundle,
 * which writes each built page's head with the library, and `docusaurus start` keep the library.
 */
import {productionClientSwap} from '../module-swap';

/** The library's module request, as Docusaurus's client files import it. */
export const HELMET_REQUEST = /^react-helmet-async$/;

/** The module that takes its place, relative to the site. */
export const CLIENT_HEAD_MODULE = 'src/client/head.ts';

export default productionClientSwap({
  name: 'client-head',
  request: HELMET_REQUEST,
  module: CLIENT_HEAD_MODULE,
});
