/**
 * The links of a static article behave as the theme's links do: a link to a page of the site
 * opens it client-side (no full reload), and its page's chunks are prefetched when the link is
 * seen (on the page's one IntersectionObserver, src/client/in-view.ts) and preloaded when a
 * pointer or finger reaches it. Links to other sites, to files, with a target or a download,
 * same-page anchors, and clicks with a modifier key are left to the browser.
 */
import {useEffect, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {whenInView} from '@site/src/client/in-view';

/** The site page a link opens client-side, as a path with its query and hash; null for any other link. */
export function sitePageOf(link: HTMLAnchorElement, here: Location): string | null {
  if (!link.hasAttribute('href') || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  // The same page with another hash: the browser scrolls to the anchor.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  const matches = matchRoutes(routes, url.pathname);
  const route = matches[matches.length - 1]?.route;
  if (!route || route.path === '*') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const linkOf = (target: EventTarget | null, root: HTMLElement): HTMLAnchorElement | null => {
  const link = target instanceof Element ? target.closest('a') : null;
  return link && root.contains(link) ? link : null;
};

export function useArticleLinks(root: RefObject<HTMLElement | null>): void {
  const history = useHistory();
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event.target, element);
      const page = link && sitePageOf(link, window.location);
      if (!page) return;
      event.preventDefault();
      history.push(page);
    };
    const preloaded = new Set<string>();
    const onReach = (event: Event): void => {
      const link = linkOf(event.target, element);
      const page = link && sitePageOf(link, window.location);
      if (!page || preloaded.has(page)) return;
      preloaded.add(page);
      void window.docusaurus.preload(page);
    };
    // On the page's one IntersectionObserver, which the theme's links share (src/client/link.tsx).
    const stops = Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]'), (link) =>
      whenInView(link, () => {
        const page = sitePageOf(link, window.location);
        if (page) void window.docusaurus.prefetch(page);
      }),
    );
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onReach);
    element.addEventListener('touchstart', onReach, {passive: true});
    return () => {
      for (const stop of stops) stop();
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onReach);
      element.removeEventListener('touchstart', onReach);
    };
  }, [history, root]);
}
