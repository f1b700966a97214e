/**
 * Islands loaded when the reader reaches for one (src/components/StaticArticle/StaticHtml.tsx):
 * the first pointer, touch or focus on any of them starts the load. What the reader does on the
 * server's HTML before the island has taken over is done again once it has, so that a first tap or
 * key is not lost: the focus and each click go to the same element of the island (the n-th
 * interactive element of the same host), each key to the element focused by then. A press still
 * held when the island takes over loses its click (the element under it is replaced), so it is
 * clicked on the island when the press ends.
 */

/** What a reader can click or focus in an island. */
const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]';
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Which interactive element of which host, by position. */
export interface Position {
  host: HTMLElement;
  index: number;
}

/** The position of `element` (or the interactive element it is in) among `hosts`' interactive elements. */
export function positionIn(hosts: readonly HTMLElement[], element: EventTarget | Element | null): Position | undefined {
  if (!(element instanceof Element)) return undefined;
  const host = hosts.find((candidate) => candidate.contains(element));
  const target = element.closest(INTERACTIVE);
  if (!host || !target || !host.contains(target)) return undefined;
  const index = Array.from(host.querySelectorAll(INTERACTIVE)).indexOf(target);
  return index < 0 ? undefined : {host, index};
}

/** The interactive element at `position`, in the host's present content. */
export function elementAt({host, index}: Position): HTMLElement | undefined {
  return host.querySelectorAll<HTMLElement>(INTERACTIVE)[index];
}

/** A reader's action on the server's HTML, to do again on the island. */
export type Action = {type: 'click'; position: Position} | {type: 'key'; key: string};

export interface Demand {
  /** The clicks and keys on the hosts so far, in order. */
  readonly actions: readonly Action[];
  /** Where a pointer was pressed on the hosts and not yet released or clicked. */
  pressed(): Position | undefined;
  /** Stops listening. */
  stop(): void;
}

/** Calls `start` once, on the first pointer, touch or focus on one of `hosts`; records actions until stopped. */
export function onDemand(hosts: readonly HTMLElement[], start: () => void): Demand {
  const actions: Action[] = [];
  let pressed: Position | undefined;
  let started = false;
  const trigger = () => {
    if (started) return;
    started = true;
    for (const host of hosts) for (const type of TRIGGERS) host.removeEventListener(type, trigger);
    start();
  };
  const press = (event: Event) => {
    pressed = positionIn(hosts, event.target);
  };
  const release = () => {
    pressed = undefined;
  };
  const click = (event: Event) => {
    pressed = undefined;
    const position = positionIn(hosts, event.target);
    if (position) actions.push({type: 'click', position});
    trigger();
  };
  const key = (event: KeyboardEvent) => {
    // Tab moves the focus natively; the focus is carried over by position.
    if (event.key !== 'Tab') actions.push({type: 'key', key: event.key});
  };
  for (const host of hosts) {
    for (const type of TRIGGERS) host.addEventListener(type, trigger, {passive: true});
    host.addEventListener('pointerdown', press);
    host.addEventListener('click', click);
    host.addEventListener('keydown', key);
  }
  document.addEventListener('pointerup', release);
  return {
    actions,
    pressed: () => pressed,
    stop() {
      document.removeEventListener('pointerup', release);
      for (const host of hosts) {
        for (const type of TRIGGERS) host.removeEventListener(type, trigger);
        host.removeEventListener('pointerdown', press);
        host.removeEventListener('click', click);
        host.removeEventListener('keydown', key);
      }
    },
  };
}

/**
 * Does `actions` again on the hosts' present content, after focusing the element at `focused`; a
 * press still held (`pressed`) becomes a click on its element when the pointer is released.
 */
export function replay(actions: readonly Action[], focused: Position | undefined, pressed?: Position): void {
  if (focused) elementAt(focused)?.focus();
  for (const action of actions) {
    if (action.type === 'click') elementAt(action.position)?.click();
    else document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', {key: action.key, bubbles: true}));
  }
  if (pressed) {
    document.addEventListener('pointerup', () => elementAt(pressed)?.click(), {once: true, capture: true});
  }
}
