/**
 * Client module: a jump to a fragment (`#id`) of a long article lands on its target when the
 * target is in or below deferred sections (plugins/article-sections). The sections before the
 * target, and its own, are rendered before the browser scrolls (lib/article-sections.ts): in the
 * capture phase of a click on a link to a fragment of this page (before the click's default
 * scroll), and on a later route update with a hash (back or forward, another page's link), where
 * the target is scrolled into view again once they are rendered (`scrollIntoView` keeps its scroll
 * margin). A fresh load is the inline head script's (plugins/fragment-landing).
 */
import type {ClientModule} from '@docusaurus/types';
import {DEFERRED_CLASS, renderSectionsThrough, SHOWN_CLASS} from '../../lib/article-sections';

/** The fragment a click on `link` goes to on this page, or null for another page or no fragment. */
export function samePageHash(link: HTMLAnchorElement, here: Location): string | null {
  if (link.hash === '' || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.origin === here.origin && link.pathname === here.pathname && link.search === here.search
    ? link.hash
    : null;
}

/** Renders the sections through the fragment a primary click on a link of this page goes to. */
export function onLinkClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const hash = samePageHash(link, window.location);
  if (hash !== null) renderSectionsThrough(document, hash, DEFERRED_CLASS, SHOWN_CLASS);
}

// Evaluated on the server too, where there is no document.
if (typeof document !== 'undefined') document.addEventListener('click', onLinkClick, true);

/** Whether the page's first route update, its load, has passed. */
let loaded = false;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const first = !loaded;
    loaded = true;
    if (first) return;
    renderSectionsThrough(document, location.hash, DEFERRED_CLASS, SHOWN_CLASS)?.scrollIntoView();
  },
};

export default clientModule;
