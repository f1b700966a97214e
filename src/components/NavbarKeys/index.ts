/**
 * The navbar by keyboard, loaded on first use (src/client/navbar-keys.ts and the mobile drawer's
 * layout load it): the desktop dropdowns as menu buttons, and the focus of the drawer held as a
 * modal dialog's.
 */

/** Controls that take focus now, in tab order (no positive tabindex on the site). */
const controls = (root: Element, selector: string): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible',
  );

/** Focuses what `pick` gives once an opening transition has made it visible. */
function focusWhenShown(pick: () => HTMLElement | undefined, frames = 30): void {
  const element = pick();
  element?.focus();
  if (document.activeElement !== element && frames > 0) {
    requestAnimationFrame(() => {
      focusWhenShown(pick, frames - 1);
    });
  }
}

/**
 * A key on a desktop dropdown's button or item (src/client/navbar-keys.ts has prevented its
 * default): Down or Up on the button opens the menu on its first or last item; Down, Up, Home and
 * End move between the items, round the ends; Escape closes the menu and focuses the button. The
 * theme keeps the open state (and the button's aria-expanded) in React and toggles it on Enter,
 * so the menu opens and closes through that Enter.
 */
export function dropdownKey(key: string, target: Element): void {
  const dropdown = target.closest('.dropdown');
  const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
  if (!dropdown || !button) return;
  const setOpen = (open: boolean): void => {
    if ((button.getAttribute('aria-expanded') === 'true') !== open) {
      button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    }
  };
  const items = Array.from(dropdown.querySelectorAll<HTMLElement>('.dropdown__menu a'));
  const at = items.indexOf(target as HTMLElement);
  const count = items.length;
  let next: number;
  if (key === 'Escape') {
    setOpen(false);
    button.focus();
    return;
  }
  if (key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % count;
  else if (key === 'ArrowUp') next = at < 0 ? count - 1 : (at - 1 + count) % count;
  else if (at < 0) return;
  else next = key === 'Home' ? 0 : count - 1;
  setOpen(true);
  focusWhenShown(() => items[next]);
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Holds the focus in the open drawer `dialog`: moves it in, keeps Tab and Shift+Tab inside, and
 * calls `close` on Escape. The function it returns lets go, giving the focus back to the menu
 * button when it was in the drawer (Escape, the close button); a link that navigated leaves the
 * focus to the new page.
 */
export function holdFocus(dialog: HTMLElement, close: () => void): () => void {
  focusWhenShown(() => controls(dialog, FOCUSABLE)[0]);
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const list = controls(dialog, FOCUSABLE);
      const active = document.activeElement;
      const outside = !active || !dialog.contains(active);
      const to = event.shiftKey
        ? outside || active === list[0]
          ? list.at(-1)
          : undefined
        : outside || active === list.at(-1)
          ? list[0]
          : undefined;
      if (to) {
        event.preventDefault();
        to.focus();
      }
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const active = document.activeElement;
    if (active === document.body || dialog.contains(active)) {
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    }
  };
}
