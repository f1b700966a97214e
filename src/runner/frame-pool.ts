/**
 * Preview frames started ahead. A frame takes most of a run's time to start (loading and
 * evaluating its release's bundle: React, the SDK, the stand-in and the compiler), so once a run
 * has rendered, a spare frame of the same release starts out of sight, and the next run (Reset, an
 * edit, another sample of the release) takes it: moved into its place with `moveBefore`, which
 * keeps a frame's document where moving an element would load it again. Without `moveBefore`, or
 * with no spare ready, a run starts a frame of its own.
 */
import {isFromFrame} from './protocol';

/** The sandbox of every preview frame: scripts, and forms' submit events (the frame's policy blocks submissions). */
export const FRAME_SANDBOX = ['allow-scripts', 'allow-forms'] as const;

interface Spare {
  frame: HTMLIFrameElement;
  ready: boolean;
}

const spares = new Map<string, Spare>();
let holder: HTMLElement | null = null;

type Movable = HTMLElement & {moveBefore?: (node: Node, child: Node | null) => void};

const canMove = (): boolean => typeof (document.body as Movable).moveBefore === 'function';

/** A new frame of the page at `src`, not yet in the document. */
export function newFrame(src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // The sandbox is read when the frame navigates: set before its source.
  for (const token of FRAME_SANDBOX) frame.sandbox.add(token);
  frame.src = src;
  return frame;
}

function onMessage(event: MessageEvent): void {
  if (!isFromFrame(event.data) || event.data.kind !== 'ready') return;
  for (const spare of spares.values()) if (event.source === spare.frame.contentWindow) spare.ready = true;
}

/** Starts a spare frame of the page at `src`, out of sight, unless there is one or frames cannot move. */
export function prepareSpare(src: string): void {
  if (spares.has(src) || !canMove()) return;
  if (!holder) {
    holder = document.createElement('div');
    holder.setAttribute('aria-hidden', 'true');
    holder.style.cssText =
      'position:fixed;left:-10000px;top:0;width:600px;height:400px;overflow:hidden;visibility:hidden';
    document.body.append(holder);
    window.addEventListener('message', onMessage);
  }
  const frame = newFrame(src);
  frame.tabIndex = -1;
  spares.set(src, {frame, ready: false});
  holder.append(frame);
}

/**
 * Puts a frame of the page at `src` into `slot`: the spare if one has started (`ready` says
 * whether it has said so already), else a new one.
 */
export function placeFrame(src: string, slot: HTMLElement): {frame: HTMLIFrameElement; ready: boolean} {
  const spare = spares.get(src);
  spares.delete(src);
  if (spare) {
    try {
      (slot as Movable).moveBefore?.(spare.frame, null);
      spare.frame.removeAttribute('tabindex');
      if (spare.frame.parentElement === slot) return spare;
    } catch {
      // Not movable here: the spare goes, a new frame comes.
    }
    spare.frame.remove();
  }
  const frame = newFrame(src);
  slot.append(frame);
  return {frame, ready: false};
}
