/**
 * Keyboard moves between the typed names of a code block: the block is one tab stop for its
 * names (a roving tabindex), and the arrow keys go from name to name, so a reader tabbing
 * through a page passes a long sample in one step instead of one per name.
 */
import {HOVER_ATTRIBUTE} from './Lines';

const SELECTOR = `[${HOVER_ATTRIBUTE}]`;

/** The typed name an event happened on, if any, inside `container`. */
export function nameAt(target: EventTarget | null, container: HTMLElement): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const name = target.closest<HTMLElement>(SELECTOR);
  return name && container.contains(name) ? name : undefined;
}

/** A typed name's number among the page's (HoverTable.names maps it to its entry), in a block whose first is `first`. */
export const indexOf = (name: HTMLElement, container: HTMLElement, first: number): number =>
  first + Array.from(container.querySelectorAll(SELECTOR)).indexOf(name);

const lineOf = (name: HTMLElement): Element | null => name.parentElement;

/** The name a key moves to from `name`, or undefined when the key does not move. */
export function nameForKey(key: string, name: HTMLElement, container: HTMLElement): HTMLElement | undefined {
  const names = Array.from(container.querySelectorAll<HTMLElement>(SELECTOR));
  const at = names.indexOf(name);
  switch (key) {
    case 'ArrowRight':
      return names[at + 1];
    case 'ArrowLeft':
      return at > 0 ? names[at - 1] : undefined;
    case 'Home':
      return names[0];
    case 'End':
      return names.at(-1);
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = key === 'ArrowDown' ? 1 : -1;
      const line = lineOf(name);
      // The nearest name, by horizontal position, on the next (previous) line that has names.
      for (let i = at + step; i >= 0 && i < names.length; i += step) {
        if (lineOf(names[i]) === line) continue;
        const target = lineOf(names[i]);
        const candidates = names.filter((other) => lineOf(other) === target);
        const x = name.getBoundingClientRect().left;
        return candidates.reduce((best, other) =>
          Math.abs(other.getBoundingClientRect().left - x) < Math.abs(best.getBoundingClientRect().left - x)
            ? other
            : best,
        );
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Makes `name` the block's tab stop and focuses it. */
export function moveStop(from: HTMLElement, to: HTMLElement): void {
  from.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
}
