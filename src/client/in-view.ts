/**
 * One IntersectionObserver for every element that waits to come into view. Docusaurus's links
 * each made an observer of their own in their ref callback (a doc page mounts 100 and more at
 * once, each observer constructed, its first observation computed and its callback run apart);
 * src/client/link.tsx watches its anchor here instead. An element's callback runs once, the first
 * time it intersects the viewport, and the element is then no longer observed; `stop` unobserves
 * an element that has not come into view yet (a link unmounted or given another target).
 */

/** What the watcher needs of an IntersectionObserver (the browser's, or a test's). */
export interface ObserverLike {
  observe(target: Element): void;
  unobserve(target: Element): void;
}

/** An entry as the observer reports it: which element, and whether it intersects. */
export interface EntryLike {
  readonly target: Element;
  readonly isIntersecting: boolean;
  readonly intersectionRatio: number;
}

export type CreateObserver = (callback: (entries: readonly EntryLike[]) => void) => ObserverLike;

/** Watches elements until each first intersects the viewport; `watch` gives the function that stops watching. */
export interface InViewWatcher {
  watch(element: Element, callback: () => void): () => void;
  /** Elements watched. */
  readonly size: number;
}

/** A watcher whose one observer `create` makes when the first element is watched. */
export function inViewWatcher(create: CreateObserver): InViewWatcher {
  const waiting = new Map<Element, () => void>();
  let observer: ObserverLike | undefined;

  const onEntries = (entries: readonly EntryLike[]): void => {
    for (const entry of entries) {
      // As Docusaurus's Link: in view when intersecting or with any part of it showing.
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const callback = waiting.get(entry.target);
      if (!callback) continue;
      waiting.delete(entry.target);
      observer?.unobserve(entry.target);
      callback();
    }
  };

  return {
    watch(element, callback) {
      observer ??= create(onEntries);
      waiting.set(element, callback);
      observer.observe(element);
      return () => {
        // Only this watch's own registration: the element may have been watched again since.
        if (waiting.get(element) !== callback) return;
        waiting.delete(element);
        observer?.unobserve(element);
      };
    },
    get size() {
      return waiting.size;
    },
  };
}

let shared: InViewWatcher | undefined;

/** The page's watcher, over one `window.IntersectionObserver` (made on the first call). */
export function whenInView(element: Element, callback: () => void): () => void {
  shared ??= inViewWatcher((onEntries) => new window.IntersectionObserver(onEntries));
  return shared.watch(element, callback);
}
