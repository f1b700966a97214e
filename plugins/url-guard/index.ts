/**
 * Docusaurus plugin: a path with a malformed percent-encoding (`/docs/100%`, `/docs/%C0%AF`)
 * makes the client router's decodeURI throw, so the page never hydrates. This inline head
 * script runs before the app: when the path cannot be decoded, it escapes every `%` in place
 * (history.replaceState, no reload), and the router then renders the not-found page.
 */
import type {Plugin} from '@docusaurus/types';

/** Pure and self-contained: it is serialised into the page as it is. */
export function repairPath(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

export const URL_GUARD_SCRIPT =
  `(function(){var p=(${repairPath.toString()})(location.pathname);` +
  `if(p!==null)history.replaceState(history.state,'',p+location.search+location.hash);})();`;

export default function urlGuardPlugin(): Plugin {
  return {
    name: 'url-guard',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: URL_GUARD_SCRIPT}]}),
  };
}
