// Replaces the mobile sidebar's layout to make it a modal dialog: named, and while open its focus is held (src/components/NavbarKeys, loaded when it first opens: focus moves in, Tab and Shift+Tab stay inside, Escape closes it, focus goes back to the menu button).
// Upstream: @docusaurus/theme-classic@3.7.0 — NavbarMobileSidebarLayout's markup.
import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const {shown, toggle} = useNavbarMobileSidebar();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return undefined;
    let release: (() => void) | undefined;
    let closed = false;
    void import(/* webpackChunkName: "navbar-keys" */ '@site/src/components/NavbarKeys').then((keys) => {
      if (!closed) release = keys.holdFocus(dialog, toggle);
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [shown, toggle]);

  return (
    <div ref={ref} className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Site menu">
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}>
        <div className="navbar-sidebar__item menu">{primaryMenu}</div>
        <div className="navbar-sidebar__item menu">{secondaryMenu}</div>
      </div>
    </div>
  );
}
