/**
 * Upstream: @docusaurus/core@3.7.0 (lib/client/exports/Link.js, MIT), which plugins/link-observer
 * puts in the place of `@docusaurus/Link` in production client builds, with one change: a link's
 * prefetch when it comes into view is watched by the page's one IntersectionObserver
 * (src/client/in-view.ts) instead of an observer of its own made in each link's ref callback,
 * re-made on every render. The anchor is observed when it mounts and unobserved once it has come
 * into view, or when it unmounts or gets another target; the prefetch is the same call,
 * `window.docusaurus.prefetch(target)` for internal links (the 2G and Save-Data rules are in that
 * function). Everything else is upstream's: the target with the base URL and trailing slash, plain
 * `<a>` for external links, anchors and other windows, preload on mouse enter and touch start,
 * `isNavLink`, the prefetch in an effect where there is no IntersectionObserver, and the broken
 * links and anchors collected (the server bundle keeps upstream's module, which is the one whose
 * collection counts). The test-only `data-test-link-type` attribute is left out (production only).
 */
import {forwardRef, useCallback, useEffect, useImperativeHandle, useRef, type ReactNode, type Ref} from 'react';
import {NavLink, Link as RRLink} from 'react-router-dom';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@docusaurus/Link';
import {whenInView} from './in-view';

// Only targets that start with a slash get the base URL: a relative one would be made absolute.
const shouldAddBaseUrlAutomatically = (to: string) => to.startsWith('/');

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...props
  }: Props,
  forwardedRef: Ref<HTMLAnchorElement | null>,
): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {trailingSlash, baseUrl} = siteConfig;
  const router = siteConfig.future.experimental_router;
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle<HTMLAnchorElement | null, HTMLAnchorElement | null>(forwardedRef, () => innerRef.current);

  // `to` and `href` mean the same (MDX links give `href`); neither says whether a link is internal.

  const targetLinkUnprefixed = to || href;
  function maybeAddBaseUrl(str: string): string {
    return autoAddBaseUrl && shouldAddBaseUrlAutomatically(str) ? withBaseUrl(str) : str;
  }
  const isInternal = isInternalUrl(targetLinkUnprefixed);
  // `pathname://` marks a link as not internal (no history push) that still gets the base URL.
  const targetLinkWithoutPathnameProtocol = targetLinkUnprefixed?.replace('pathname://', '');
  let targetLink =
    typeof targetLinkWithoutPathnameProtocol !== 'undefined'
      ? maybeAddBaseUrl(targetLinkWithoutPathnameProtocol)
      : undefined;
  // With the hash router, "./x" (useful for images) is "/x" for a link.
  if (router === 'hash' && targetLink?.startsWith('./')) targetLink = targetLink.slice(1);
  if (targetLink && isInternal) targetLink = applyTrailingSlash(targetLink, {trailingSlash, baseUrl});

  const preloaded = useRef(false);
  const LinkComponent = isNavLink ? NavLink : RRLink;
  const IOSupported = ExecutionEnvironment.canUseIntersectionObserver;
  const stopWatching = useRef<(() => void) | undefined>(undefined);

  // Stable while the target is, so that React calls it only when the anchor mounts, unmounts or
  // the target changes (upstream's was a new function each render, and a new observer with it).
  const handleRef = useCallback(
    (el: HTMLAnchorElement | null) => {
      innerRef.current = el;
      stopWatching.current?.();
      stopWatching.current = undefined;
      if (IOSupported && el && isInternal) {
        stopWatching.current = whenInView(el, () => {
          stopWatching.current = undefined;
          if (targetLink !== undefined) void window.docusaurus.prefetch(targetLink);
        });
      }
    },
    [IOSupported, isInternal, targetLink],
  );

  const onInteractionEnter = () => {
    if (!preloaded.current && targetLink !== undefined) {
      void window.docusaurus.preload(targetLink);
      preloaded.current = true;
    }
  };

  useEffect(() => {
    // Without IntersectionObserver, every internal link prefetches once it mounts.
    if (!IOSupported && isInternal && ExecutionEnvironment.canUseDOM && targetLink !== undefined) {
      void window.docusaurus.prefetch(targetLink);
    }
  }, [targetLink, IOSupported, isInternal]);

  // A link to an anchor of the current page.
  const isAnchorLink = targetLink?.startsWith('#') ?? false;
  // As React Router: only a link that opens in this window is navigated by the router.
  const hasInternalTarget = !props.target || props.target === '_self';
  // A plain <a> rather than the router's link; with the hash router an anchor needs the router.
  const isRegularHtmlLink = !targetLink || !isInternal || !hasInternalTarget || (isAnchorLink && router !== 'hash');

  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(targetLink);
  if (props.id) brokenLinks.collectAnchor(props.id);

  return isRegularHtmlLink ? (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the caller's children, in props
    <a
      ref={innerRef}
      href={targetLink}
      {...(targetLinkUnprefixed && !isInternal ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
      {...props}
    />
  ) : (
    <LinkComponent
      {...props}
      onMouseEnter={onInteractionEnter}
      onTouchStart={onInteractionEnter}
      innerRef={handleRef}
      to={targetLink ?? ''} // never empty here: a link without a target is a plain <a>
      // Only NavLink takes these; on a DOM element React would warn about `activeClassName`.
      {...(isNavLink && {isActive, activeClassName})}
    />
  );
}

export default forwardRef(Link);
