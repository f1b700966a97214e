/**
 * Docusaurus plugin: a tap on a frame control made after first paint and before React has
 * hydrated the page is held and replayed once it has. Until then the server's HTML has no
 * handlers: a sidebar category (a link to its first page) or the version dropdown (a link to the
 * current page) would load a page instead of toggling, the menu and search buttons would do
 * nothing, and the colour toggle, disabled until hydration, gets no click at all (its press is
 * held instead). This inline head script runs before the body is parsed. Plain links are left
 * alone: following one before hydration loads its page, as it should. If the page has not
 * hydrated `fallbackMs` after a held tap (its scripts failed), a held link is followed.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * Where the frame's controls are: the navbar, the mobile drawer, the doc sidebar, the mobile TOC,
 * a doc page's actions (Copy page), and a sample's Run control.
 */
export const FRAME_SCOPES =
  '.navbar, .navbar-sidebar, .theme-doc-sidebar-container, .theme-doc-toc-mobile, [data-page-actions], [data-island="run"]';
/** What a held tap may land on: buttons, and links that act as buttons or open a menu. */
export const FRAME_CONTROLS = 'button, [role="button"], a[aria-haspopup]';
/** How long after a held tap the page may take to hydrate before a held link is followed. */
export const FALLBACK_MS = 8000;

/** Pure and self-contained: it is serialised into the page as it is. */
export function holdEarlyTaps(doc: Document, scopes: string, controls: string, fallbackMs: number): void {
  const root = doc.documentElement;
  const hydrated = (): boolean => root.getAttribute('data-has-hydrated') === 'true';
  // Hydration may put a new node in a control's place (the sidebar's and the colour toggle's
  // are), so a held control is kept as its path of child indices from <body> and its text, and
  // found again there.
  interface Held {
    path: number[];
    tag: string;
    text: string;
    href: string;
  }
  const held: Held[] = [];
  const pathOf = (element: Element): number[] => {
    const path: number[] = [];
    for (let node: Element | null = element; node && node !== doc.body; node = node.parentElement) {
      path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
    }
    return path;
  };
  const find = (entry: Held): HTMLElement | null => {
    let node: Element | undefined = doc.body;
    for (const index of entry.path) node = node?.children[index];
    return node instanceof HTMLElement && node.tagName === entry.tag && (node.textContent ?? '') === entry.text
      ? node
      : null;
  };
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const controlOf = (target: EventTarget | null): HTMLElement | null => {
    const element = target instanceof Element ? target.closest(controls) : null;
    return element instanceof HTMLElement && element.closest(scopes) ? element : null;
  };
  const hold = (event: Event): void => {
    if (hydrated()) return;
    const control = controlOf(event.target);
    if (!control) return;
    // A disabled button gets no click, so its press is held; any other control's click is.
    const disabled = Boolean((control as Partial<HTMLButtonElement>).disabled);
    if ((event.type === 'pointerup') !== disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({
      path: pathOf(control),
      tag: control.tagName,
      text: control.textContent ?? '',
      href: control instanceof HTMLAnchorElement ? control.href : '',
    });
    fallback ??= setTimeout(follow, fallbackMs);
  };
  const stop = (): void => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('pointerup', hold, true);
    observer.disconnect();
    if (fallback !== undefined) clearTimeout(fallback);
  };
  const follow = (): void => {
    if (hydrated()) return;
    stop();
    const link = held.find((entry) => entry.href);
    if (link) location.assign(link.href);
  };
  const replay = (tries: number): void => {
    const controls = held.map(find);
    const waiting = controls.some((control) => !control || (control as Partial<HTMLButtonElement>).disabled);
    if (waiting && tries > 0) {
      setTimeout(() => replay(tries - 1), 50);
      return;
    }
    held.length = 0;
    for (const control of controls) control?.click();
  };
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    stop();
    setTimeout(() => replay(20), 0);
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  doc.addEventListener('click', hold, true);
  doc.addEventListener('pointerup', hold, true);
}

// A transpiler that keeps function names (tsx, esbuild's keepNames) wraps them in `__name`: the
// page gets a `__name` that returns its argument.
export const EARLY_TAPS_SCRIPT =
  `(function(){var __name=function(f){return f};(${holdEarlyTaps.toString()})(document,` +
  `${JSON.stringify(FRAME_SCOPES)},${JSON.stringify(FRAME_CONTROLS)},${FALLBACK_MS});})();`;

export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: EARLY_TAPS_SCRIPT}]}),
  };
}
