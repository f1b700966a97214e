/**
 * Docusaurus plugin: in production client builds, `@docusaurus/Link` is src/client/link.tsx, whose
 * links watch for coming into view (to prefetch their page) with the page's one
 * IntersectionObserver instead of one each (see that file). The server bundle, whose links collect
 * the broken-link check's links and anchors, and `docusaurus start` keep Docusaurus's module.
 */
import {productionClientSwap} from '../module-swap';

/** The module's request, as the theme's files and ours import it. */
export const LINK_REQUEST = /^@docusaurus\/Link$/;

/** The module that takes its place, relative to the site. */
export const CLIENT_LINK_MODULE = 'src/client/link.tsx';

export default productionClientSwap({
  name: 'link-observer',
  request: LINK_REQUEST,
  module: CLIENT_LINK_MODULE,
});
