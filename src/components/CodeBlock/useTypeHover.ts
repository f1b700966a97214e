/**
 * Which typed name of a code block shows its popover, and the events that decide it (listened to
 * on the block). A name shows its type while the pointer is on it or on the popover (with a short
 * grace period to cross the gap), while it or the popover link has keyboard focus, and after a tap
 * until the next tap elsewhere. Escape hides it. The arrow keys move between names (names.ts).
 * The block loads this module on the first pointer or focus in it (index.tsx), and hands over the
 * name that event was on.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type {HoverTable} from '@site/lib/code-tokens';
import {loadHoverTable} from './hover-data';
import {indexOf, moveStop, nameAt, nameForKey} from './names';

export interface ActiveName {
  name: HTMLElement;
  /** The name's number among the page's typed names (HoverTable.names). */
  index: number;
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

/** The name the first pointer or focus in the block was on, and whether it was a tap. */
export interface FirstTouch {
  name: HTMLElement | null;
  tapped: boolean;
}

export function useTypeHover(
  url: string,
  container: RefObject<HTMLElement | null>,
  first: FirstTouch,
  firstName: number,
) {
  const popoverId = useId();
  const [active, setActive] = useState<ActiveName | null>(null);
  const [table, setTable] = useState<TableState>({status: 'loading'});
  const leaveTimer = useRef<number | undefined>(undefined);
  const shown = useRef(0);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
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
        const block = name.closest('pre') ?? name;
        return {name, index: indexOf(name, block, firstName), byKeyboard, serial: shown.current};
      });
    },
    [cancelLeave, close, firstName, load, popoverId],
  );
  const leaveSoon = useCallback(() => {
    cancelLeave();
    leaveTimer.current = window.setTimeout(() => setActive(null), LEAVE_DELAY_MS);
  }, [cancelLeave]);

  // A name the compiler says nothing of (its entry is -1) shows no popover.
  const silent = active !== null && table.status === 'ready' && (table.table.names[active.index] ?? -1) < 0;

  // The described name points at the popover (aria-describedby) while it shows.
  useEffect(() => {
    if (!active || silent) return undefined;
    active.name.setAttribute('aria-describedby', popoverId);
    return () => active.name.removeAttribute('aria-describedby');
  }, [active, popoverId, silent]);

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

  /** A tap (or click) on a name makes it the block's stop, focuses it and shows its type. */
  const tap = useCallback(
    (name: HTMLElement) => {
      const stop = name.closest('pre')?.querySelector<HTMLElement>('[data-h][tabindex="0"]');
      if (stop && stop !== name) moveStop(stop, name);
      else name.focus();
      open(name, false);
    },
    [open],
  );

  // The events of the block's names, delegated to the block.
  useEffect(() => {
    const block = container.current;
    if (!block) return undefined;
    const nameOf = (event: Event) => nameAt(event.target, block);
    const listeners: [string, (event: Event) => void][] = [
      [
        'pointerover',
        (event) => {
          const name = nameOf(event);
          if (name && (event as globalThis.PointerEvent).pointerType === 'mouse') open(name, false);
        },
      ],
      [
        'pointerout',
        (event) => {
          if ((event as globalThis.PointerEvent).pointerType === 'mouse' && nameOf(event) && !active?.byKeyboard) {
            leaveSoon();
          }
        },
      ],
      [
        'click',
        (event) => {
          const name = nameOf(event);
          if (name) tap(name);
        },
      ],
      [
        'focusin',
        (event) => {
          const name = nameOf(event);
          if (name) open(name, name.matches(':focus-visible'));
        },
      ],
      [
        'focusout',
        (event) => {
          const next = (event as globalThis.FocusEvent).relatedTarget as Node | null;
          if (next && (inPopover(next) || (next instanceof Element && nameAt(next, block)))) return;
          if (nameOf(event)) close();
        },
      ],
      [
        'keydown',
        (event) => {
          const key = (event as globalThis.KeyboardEvent).key;
          const name = nameOf(event);
          if (!name) return;
          if (key === 'Enter') {
            document.getElementById(popoverId)?.querySelector<HTMLAnchorElement>('a[href]')?.click();
            return;
          }
          const next = nameForKey(key, name, block);
          if (!next) return;
          event.preventDefault();
          moveStop(name, next);
        },
      ],
    ];
    for (const [type, listener] of listeners) block.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) block.removeEventListener(type, listener);
    };
  }, [active, close, container, inPopover, leaveSoon, open, popoverId, tap]);

  // Shows at once what the reader reached for while this module loaded: a tapped name, the
  // focused name (the keyboard may have moved on from where it entered the block) or the name
  // under the pointer.
  const handedOver = useRef(false);
  useEffect(() => {
    const block = container.current;
    if (handedOver.current || !block) return;
    handedOver.current = true;
    load();
    const focused = nameAt(document.activeElement, block);
    const hovered = Array.from(block.querySelectorAll<HTMLElement>('[data-h]')).find((name) => name.matches(':hover'));
    if (first.tapped && first.name) tap(first.name);
    else if (focused) open(focused, focused.matches(':focus-visible'));
    else if (hovered) open(hovered, false);
  }, [container, first, load, open, tap]);

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

  return {active: silent ? null : active, table, popoverId, popoverHandlers, close};
}
