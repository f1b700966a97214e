/**
 * Two listeners of the navbar, kept small because every page loads them:
 * - the keys a desktop dropdown answers as a menu button (arrows, Home, End, Escape on its button
 *   or items): their default (scrolling) is prevented here and the work is done by
 *   src/components/NavbarKeys, loaded on the first such key;
 * - a click on a link of the navbar (the version dropdown, the mobile menu) or of the version
 *   banner is noted for the tab, so that an introduction reached by a version switch can name the
 *   page the version lacks (src/components/MissingPageNote).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {MISSING_PAGE_KEY} from '@site/src/components/MissingPageNote/key';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    const {key, target} = event;
    if (
      target instanceof Element &&
      target.closest('.navbar__inner .dropdown') &&
      (/^(ArrowUp|ArrowDown|Escape)$/.test(key) || (/^(Home|End)$/.test(key) && target.closest('.dropdown__menu')))
    ) {
      event.preventDefault();
      void import(/* webpackChunkName: "navbar-keys" */ '@site/src/components/NavbarKeys').then((keys) => {
        keys.dropdownKey(key, target);
      });
    }
  });
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('.navbar a[href], .theme-doc-version-banner a[href]')
          : null;
      if (!link) return;
      const title = document.querySelector('article h1')?.textContent ?? '';
      sessionStorage.setItem(MISSING_PAGE_KEY, JSON.stringify([link.pathname, window.location.pathname, title]));
    },
    true,
  );
}
