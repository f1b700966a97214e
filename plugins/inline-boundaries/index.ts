/**
 * Docusaurus plugin: the server bundle's `renderToHtml` (imported by core's server entry as
 * `./renderToHtml`) is ./render-to-html.ts, which writes every Suspense boundary's HTML in place
 * (the frame's parts are boundaries: src/components/FramePart). Client bundles and `docusaurus
 * start`, which renders nothing on a server, are left alone.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/** Core's request for the module, from its server entry. */
export const RENDER_TO_HTML_REQUEST = /^\.\/renderToHtml(?:\.js)?$/;
/** The directory of core's client files, where the server entry lives. */
export const CORE_CLIENT_LIB = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** Whether a request from the files in `context` names core's module. */
export const isCoreRenderToHtml = (request: string, context: string): boolean =>
  RENDER_TO_HTML_REQUEST.test(request) && CORE_CLIENT_LIB.test(context);

export default function inlineBoundariesPlugin(): Plugin {
  return {
    name: 'inline-boundaries',
    configureWebpack(_config: Configuration, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(__dirname, 'render-to-html.ts');
      return {
        plugins: [
          new NormalModuleReplacementPlugin(RENDER_TO_HTML_REQUEST, (resource: {request: string; context: string}) => {
            if (isCoreRenderToHtml(resource.request, resource.context)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
