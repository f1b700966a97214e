/**
 * Whether a code block's lines are wider than the block, measured without forcing a layout: in the
 * callback of the page's one ResizeObserver, which the browser runs after its own layout of the
 * frame, when reading `scrollWidth` and `clientWidth` costs nothing. Measured in an effect, as the
 * theme's word-wrap hook did, the same reads made the browser lay the page out in the middle of
 * hydration (≈48 ms on a long guide at a phone's speed). The block (<pre>) and its lines (<code>,
 * as wide as its longest line unless wrapped) are observed: the block's width changes with the
 * window, a hidden tab panel shown or a section laid out for the first time; the lines' with the
 * fonts and with word wrap turned on or off. The first observation comes after the first layout.
 */

/** What the watcher needs of a ResizeObserver (the browser's, or a test's). */
export interface SizeObserverLike {
  observe(target: Element): void;
  unobserve(target: Element): void;
}

export type CreateSizeObserver = (callback: (entries: readonly {target: Element}[]) => void) => SizeObserverLike;

/** Watches blocks; `watch` gives the function that stops watching. */
export interface OverflowWatcher {
  watch(pre: HTMLElement, code: HTMLElement, onChange: (overflows: boolean) => void): () => void;
}

/** Whether the block scrolls sideways: read only where the layout is up to date. */
export const overflows = (pre: HTMLElement): boolean => pre.scrollWidth > pre.clientWidth;

/** A watcher whose one observer `create` makes when the first block is watched. */
export function overflowWatcher(create: CreateSizeObserver): OverflowWatcher {
  const blocks = new Map<Element, {pre: HTMLElement; onChange: (overflows: boolean) => void}>();
  let observer: SizeObserverLike | undefined;

  const onResize = (entries: readonly {target: Element}[]): void => {
    // A block whose <pre> and <code> both changed is measured once.
    const due = new Set(entries.map((entry) => blocks.get(entry.target)).filter((block) => block !== undefined));
    for (const block of due) block.onChange(overflows(block.pre));
  };

  return {
    watch(pre, code, onChange) {
      observer ??= create(onResize);
      const block = {pre, onChange};
      for (const element of [pre, code]) {
        blocks.set(element, block);
        observer.observe(element);
      }
      return () => {
        for (const element of [pre, code]) {
          if (blocks.get(element) !== block) continue;
          blocks.delete(element);
          observer?.unobserve(element);
        }
      };
    },
  };
}

let shared: OverflowWatcher | undefined;

/**
 * The page's watcher, over one `ResizeObserver` (made on the first call). Without ResizeObserver
 * (browsers before 2020) nothing is measured and the block shows no word-wrap button.
 */
export function watchOverflow(pre: HTMLElement, code: HTMLElement, onChange: (overflows: boolean) => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  shared ??= overflowWatcher((onResize) => new ResizeObserver(onResize));
  return shared.watch(pre, code, onChange);
}
