/**
 * Client module: the theme's hideable navbar (useHideableNavbar in @docusaurus/theme-common
 * 3.7.0) counts a scroll as "down" only when the previous scrollY is non-zero, so the first
 * scroll event after scrollY 0 never hides it: a reader who jumps from the top straight past the
 * navbar in one step (a script's scrollTo, a key press without smooth scrolling) kept seeing it.
 * When a scroll event leaves scrollY 0, this sends one more scroll event at the same position:
 * the theme compares that position with itself, which counts as scrolling down, and so hides the
 * navbar past its height (below it, the theme keeps it shown). Its other rules are unchanged:
 * shown on scroll up, hidden at a hash target, shown after any other navigation.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The scroll position when the page starts. Reading `window.scrollY` makes the browser lay out
 * the page first; while a long page is still being laid out that takes hundreds of milliseconds,
 * so it is not read while this module loads. A first visit without a hash starts at the top; any
 * other load (a hash target, a reload or back/forward with the position restored) reads it once
 * the first frame is rendered.
 */
function startingScrollY(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return window.location.hash === '' && navigation?.type === 'navigate' ? 0 : undefined;
}

if (ExecutionEnvironment.canUseDOM) {
  let previousY = startingScrollY();
  if (previousY === undefined) {
    requestAnimationFrame(() => {
      previousY ??= window.scrollY;
    });
  }
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const leftTheTop = previousY === 0 && y !== 0;
      previousY = y;
      // Whichever of the two events the theme sees first, it sees the other with the new
      // position as the previous one. The nested event does not re-enter here: previousY is set.
      if (leftTheTop) window.dispatchEvent(new Event('scroll'));
    },
    {passive: true},
  );
}
