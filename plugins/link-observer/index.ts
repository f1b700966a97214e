/**
 * Docusaurus plugin: in production client builds, `@docusaurus/Link` is src/client/link.tsx, whose
 * links watch for coming into view (to prefetch their page) with the page's one
 * IntersectionObserver instead of one each (see that file). The server bundle, whose links collect
 * the broken-link check's links and anchors, and `docusaurus start` keep Docusaurus's module.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/** The module's request, as the theme's files and ours import it. */
export const LINK_REQUEST = /^@docusaurus\/Link$/;

/** The module that takes its place, relative to the site. */
export const CLIENT_LINK_MODULE = 'src/client/link.tsx';

export default function linkObserverPlugin(context: LoadContext): Plugin {
  return {
    name: 'link-observer',
    configureWebpack(config: Configuration, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(context.siteDir, CLIENT_LINK_MODULE);
      return {
        plugins: [
          new NormalModuleReplacementPlugin(LINK_REQUEST, (resource: {request: string}) => {
            resource.request = replacement;
          }),
        ],
      };
    },
  };
}
