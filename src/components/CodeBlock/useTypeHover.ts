/**
 * Which typed name of a code block shows its popover, and the events that decide it. A name
 * shows its type while the pointer is on it or on the popover (with a short grace period to
 * cross the gap), while it or the popover link has keyboard focus, and after a tap until the
 * next tap elsewhere. Escape hides it. The arrow keys move between names (names.ts). The page's
 * hover table is fetched the first time the pointer or focus enters the block.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type {HoverTable} from '@site/lib/code-tokens';
import {loadHoverTable} from './hover-data';
import {entryOf, moveStop, nameAt, nameForKey} from './names';

export interface ActiveName {
  name: HTMLElement;
  entry: number;
  /** Opened by keyboard focus: the popover then says which keys move and close. */
  byKeyboard: boolean;
  /** Counts the names shown: a new name gets a new popover element, so no element moves (no layout shift). */
  serial: number;
}

export type TableState = {status: 'loading'} | {status: 'error'} | {status: 'ready'; table: HoverTable};

/** How long the popover stays after the pointer leaves the name or the popover. */
const LEAVE_DELAY_MS = 200;

/** The block whose popover shows: one popover on the page at a time. */
let showing: {id: string; close: () => void} | undefined;

export function useTypeHover(url: string | undefined, container: RefObject<HTMLElement | null>) {
  const popoverId = useId();
  const [active, setActive] = useState<ActiveName | null>(null);
  const [table, setTable] = useState<TableState>({status: 'loading'});
  const leaveTimer = useRef<number | undefined>(undefined);
  const shown = useRef(0);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (!url || requested.current) return;
    requested.current = true;
    loadHoverTable(url).then(
      (loaded) => setTable({status: 'ready', table: loaded}),
      () => {
        requested.current = false;
        setTable({status: 'error'});
      },
    );
  }, [url]);

  /** Whether a node is in the popover (rendered by TypePopover under the id `popoverId`). */
  const inPopover = useCallback(
    (node: Node | null): boolean => Boolean(node && document.getElementById(popoverId)?.contains(node)),
    [popoverId],
  );
  const cancelLeave = useCallback(() => window.clearTimeout(leaveTimer.current), []);
  const close = useCallback(() => {
    cancelLeave();
    if (showing?.id === popoverId) showing = undefined;
    setActive(null);
  }, [cancelLeave, popoverId]);
  const open = useCallback(
    (name: HTMLElement, byKeyboard: boolean) => {
      cancelLeave();
      load();
      if (showing?.id !== popoverId) showing?.close();
      showing = {id: popoverId, close};
      setActive((current) => {
        if (current?.name === name) return current.byKeyboard === byKeyboard ? current : {...current, byKeyboard};
        shown.current += 1;
        return {name, entry: entryOf(name), byKeyboard, serial: shown.current};
      });
    },
    [cancelLeave, close, load, popoverId],
  );
  const leaveSoon = useCallback(() => {
    cancelLeave();
    leaveTimer.current = window.setTimeout(() => setActive(null), LEAVE_DELAY_MS);
  }, [cancelLeave]);

  // The described name points at the popover (aria-describedby) while it shows.
  useEffect(() => {
    if (!active) return undefined;
    active.name.setAttribute('aria-describedby', popoverId);
    return () => active.name.removeAttribute('aria-describedby');
  }, [active, popoverId]);

  // Escape hides the popover; a tap or click outside the name and the popover hides it too.
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (active.name.contains(target) || inPopover(target))) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, close, inPopover]);

  useEffect(() => cancelLeave, [cancelLeave]);

  const nameOf = (event: {target: EventTarget | null}): HTMLElement | undefined =>
    container.current ? nameAt(event.target, container.current) : undefined;

  const blockHandlers = {
    onPointerEnter: load,
    onPointerOver(event: PointerEvent) {
      const name = nameOf(event);
      if (name && event.pointerType === 'mouse') open(name, false);
    },
    onPointerOut(event: PointerEvent) {
      if (event.pointerType === 'mouse' && nameOf(event) && !active?.byKeyboard) leaveSoon();
    },
    onClick(event: MouseEvent) {
      const name = nameOf(event);
      if (!name || !container.current) return;
      // A tap (or click) on a name makes it the block's stop, focuses it and shows its type.
      const stop = container.current.querySelector<HTMLElement>('[data-h][tabindex="0"]');
      if (stop && stop !== name) moveStop(stop, name);
      else name.focus();
      open(name, false);
    },
    onFocus(event: FocusEvent) {
      load();
      const name = nameOf(event);
      if (name) open(name, name.matches(':focus-visible'));
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      const staysOnName = next instanceof Element && container.current && nameAt(next, container.current);
      if (next && (inPopover(next) || staysOnName)) return;
      if (nameOf(event)) close();
    },
    onKeyDown(event: KeyboardEvent) {
      const name = nameOf(event);
      if (!name || !container.current) return;
      if (event.key === 'Enter') {
        document.getElementById(popoverId)?.querySelector<HTMLAnchorElement>('a[href]')?.click();
        return;
      }
      const next = nameForKey(event.key, name, container.current);
      if (!next) return;
      event.preventDefault();
      moveStop(name, next);
    },
  };

  const popoverHandlers = {
    onPointerEnter: cancelLeave,
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType === 'mouse' && !active?.byKeyboard) leaveSoon();
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (next && (active?.name === next || inPopover(next))) return;
      close();
    },
  };

  return {active, table, popoverId, blockHandlers, popoverHandlers, close};
}
