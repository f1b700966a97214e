/**
 * What React does while a page hydrates, seen from the page. An init script installs a minimal
 * React DevTools hook: React DOM calls its `onCommitFiberRoot` after every commit, production
 * builds included. After each commit the probe notes which of the frame's parts React has
 * hydrated by then (a hydrated element carries React's `__reactFiber$…` property), and it can
 * act on a control in a microtask right after the first commit, the shell's, when the frame's
 * parts (Suspense boundaries) are still the server's HTML: React has taken the root, its
 * listeners are on, and nothing of those parts has hydrated. It also marks each part's element as
 * the HTML parser creates it, so a test can tell a part React hydrated (the same element) from one
 * it rendered again on the client (a new one).
 */
import type {Page} from '@playwright/test';

/** One element of each frame part, in document order; `shell` is the docs layout's main wrapper. */
export const FRAME_PARTS = {
  shell: '.main-wrapper',
  announcementBar: '#__docusaurus > [role="banner"]',
  navbar: 'nav.navbar',
  sidebar: 'aside nav[aria-label="Docs sidebar"]',
  breadcrumbs: 'nav.theme-doc-breadcrumbs',
  versionBadge: '.theme-doc-version-badge',
  tocMobile: '.theme-doc-toc-mobile',
  tocDesktop: '.theme-doc-toc-desktop',
  footer: 'footer.footer',
} as const;
export type FramePartName = keyof typeof FRAME_PARTS;

/** What to do to a control right after the shell's commit. */
export interface ShellTap {
  /** The control's selector. */
  selector: string;
  /** Events dispatched on it in turn: `click`, `pointerup`, or `Enter` (a keydown). */
  events: ('click' | 'pointerup' | 'Enter')[];
}

/** What the control looked like when the events were dispatched. */
export interface ShellTapRecord {
  found: boolean;
  hydrated: boolean;
  disabled: boolean;
  reactStarted: boolean;
  hasHydratedAttribute: string | null;
}

interface ProbeWindow {
  __hydrationCommits?: Partial<Record<FramePartName, boolean>>[];
  __shellTap?: ShellTapRecord;
  __serverElements?: Partial<Record<string, Element>>;
}

/** Installs the probe before the page's scripts run; `tap`, if given, is dispatched after the shell's commit. */
export async function installHydrationProbe(page: Page, tap?: ShellTap): Promise<void> {
  await page.addInitScript(
    ({parts, tap}) => {
      const probe = window as unknown as ProbeWindow;
      const hydrated = (element: Element | null): boolean =>
        element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const commits: Partial<Record<string, boolean>>[] = [];
      probe.__hydrationCommits = commits;
      const act = (): void => {
        if (!tap) return;
        const control = document.querySelector(tap.selector);
        const app = document.getElementById('__docusaurus');
        probe.__shellTap = {
          found: control !== null,
          hydrated: hydrated(control),
          disabled: Boolean((control as HTMLButtonElement | null)?.disabled),
          reactStarted: app !== null && Object.keys(app).some((key) => key.startsWith('__reactContainer$')),
          hasHydratedAttribute: document.documentElement.getAttribute('data-has-hydrated'),
        };
        for (const type of tap.events) {
          const init = {bubbles: true, cancelable: true, composed: true, view: window};
          control?.dispatchEvent(
            type === 'Enter'
              ? new KeyboardEvent('keydown', {...init, key: 'Enter', code: 'Enter'})
              : type === 'pointerup'
                ? new PointerEvent('pointerup', {...init, pointerType: 'mouse', isPrimary: true})
                : new MouseEvent('click', {...init, detail: 1}),
          );
        }
      };
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: () => {
            const state: Partial<Record<string, boolean>> = {};
            for (const [name, selector] of Object.entries(parts)) {
              const element = document.querySelector(selector);
              if (element) state[name] = hydrated(element);
            }
            commits.push(state);
            if (commits.length === 1) queueMicrotask(act);
          },
        },
      });
    },
    {parts: FRAME_PARTS, tap},
  );
}

/** The state of the frame's parts after each commit so far. */
export async function hydrationCommits(page: Page): Promise<Partial<Record<FramePartName, boolean>>[]> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__hydrationCommits ?? []);
}

/** What the control looked like when the shell tap was dispatched (undefined before it was). */
export async function shellTapRecord(page: Page): Promise<ShellTapRecord | undefined> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__shellTap);
}

/** The frame parts whose element is no longer the one the server's HTML made (React rendered them again). */
export async function partsRenderedAgain(page: Page): Promise<string[]> {
  return page.evaluate((parts) => {
    const server = (window as unknown as ProbeWindow).__serverElements ?? {};
    return Object.entries(parts)
      .filter(([name, selector]) => server[name] !== undefined && document.querySelector(selector) !== server[name])
      .map(([name]) => name);
  }, FRAME_PARTS);
}
