/**
 * Docusaurus plugin: a fresh load of a long article with a fragment (`#id`) in or below its
 * deferred sections lands on the target and stays there. The browser scrolls to the target while
 * the sections before it are skipped at their estimated heights; when one then renders at its real
 * height, the target moves, and the browser does not always scroll it back (at a desktop's width
 * one time in two, measured on two guides). This inline head script waits for the end of parsing
 * (`readystatechange` to `interactive`, before the page's scripts run), renders those sections
 * (lib/article-sections.ts) and scrolls the target into view.
 */
import type {Plugin} from '@docusaurus/types';
import {DEFERRED_CLASS, renderSectionsThrough, SHOWN_CLASS} from '../../lib/article-sections';

/** Pure and self-contained: it is serialised into the page as it is, with `render`'s source. */
export function landOnFragment(
  doc: Document,
  render: (doc: Document, hash: string, deferredClass: string, shownClass: string) => HTMLElement | null,
  deferredClass: string,
  shownClass: string,
): void {
  const land = (): void => {
    if (doc.readyState === 'loading') return;
    doc.removeEventListener('readystatechange', land);
    render(doc, doc.location.hash, deferredClass, shownClass)?.scrollIntoView();
  };
  if (doc.location.hash.length < 2) return;
  doc.addEventListener('readystatechange', land);
}

// A transpiler that keeps function names (tsx, esbuild's keepNames) wraps them in `__name`: the
// page gets a `__name` that returns its argument.
export const FRAGMENT_LANDING_SCRIPT =
  `(function(){var __name=function(f){return f};(${landOnFragment.toString()})(document,` +
  `${renderSectionsThrough.toString()},${JSON.stringify(DEFERRED_CLASS)},${JSON.stringify(SHOWN_CLASS)});})();`;

export default function fragmentLandingPlugin(): Plugin {
  return {
    name: 'fragment-landing',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: FRAGMENT_LANDING_SCRIPT}]}),
  };
}
