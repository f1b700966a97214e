/**
 * Client module: a jump to a fragment (`#id`) of a long article lands on its target when the
 * target is in or below deferred sections (plugins/article-sections). The browser places a
 * skipped section at its estimated height; when the sections before the target then render at
 * their real heights, the target ends up elsewhere (the scroll is not corrected), which the
 * reader sees for any target but a section's heading. So the deferred sections before the
 * target, and its own, are rendered before the browser scrolls: in the capture phase of a click
 * on a link to a fragment of this page (before the click's default scroll), and on a later route
 * update with a hash (back or forward, another page's link), where the target is scrolled into
 * view again once they are rendered (`scrollIntoView` keeps its scroll margin). A fresh load is
 * left to the browser, which keeps the target in view while the page loads.
 * They stay rendered for two frames, so that each keeps its real height as the last one it
 * rendered at (`contain-intrinsic-block-size: auto`), and are then left to the browser again.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/** A section whose rendering waits until it nears the viewport (plugins/article-sections). */
const DEFERRED_SELECTOR = '.article-section--deferred';
/** Renders a deferred section (src/css/article-sections.css). */
const SHOWN_CLASS = 'article-section--shown';

/** The element `hash` (`#id`, percent-encoded or not) names, if any. */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  const id = hash.slice(1);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  return document.getElementById(decoded) ?? document.getElementById(id);
}

/** The deferred sections that hold `target` or come before it in the page. */
export function sectionsThrough(target: Element): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(DEFERRED_SELECTOR)).filter(
    (section) =>
      section.contains(target) || Boolean(section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/**
 * Renders the deferred sections through `target` until the second frame from now; whether there
 * were any.
 */
export function renderThrough(target: Element): boolean {
  const sections = sectionsThrough(target);
  if (sections.length === 0) return false;
  for (const section of sections) section.classList.add(SHOWN_CLASS);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const section of sections) section.classList.remove(SHOWN_CLASS);
    }),
  );
  return true;
}

/** The fragment a click on `link` goes to on this page, or null for another page or no fragment. */
function samePageHash(link: HTMLAnchorElement): string | null {
  if (link.hash === '' || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const here = window.location;
  return link.origin === here.origin && link.pathname === here.pathname && link.search === here.search
    ? link.hash
    : null;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const hash = samePageHash(link);
      const target = hash === null ? null : fragmentTarget(hash);
      if (target) renderThrough(target);
    },
    true,
  );
}

/**
 * Whether the page's first route update, its load, has passed: while a page loads, the browser
 * keeps a fragment target in view as the layout changes, and rendering sections then would move
 * what is on screen (a layout shift).
 */
let loaded = false;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const first = !loaded;
    loaded = true;
    if (first) return;
    const target = fragmentTarget(location.hash);
    if (target && renderThrough(target)) target.scrollIntoView();
  },
};

export default clientModule;
