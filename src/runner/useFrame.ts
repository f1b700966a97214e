/**
 * One preview frame's life, as the runner panel sees it: the frame is created for a run request,
 * given the request once it says it is ready, and heard from (its status, errors, wire exchanges,
 * storage and demo account). A frame that stops answering the page's pings for STALL_MS (an
 * endless loop in the sample) is taken off the page, which ends it; the page itself never waits
 * on the frame. A frame runs one request: its owner mounts a new one (a new key) for the next.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {placeFrame, prepareSpare} from './frame-pool';
import {
  isFromFrame,
  PROTOCOL,
  type ErrorPlace,
  type RunRequest,
  type ToFrame,
  type Unsent,
  type WireExchange,
} from './protocol';

/** How long a started frame may leave a ping unanswered before it counts as stopped. */
export const STALL_MS = 1500;
/** How often the page pings a started frame. */
const PING_MS = 250;
/** How long a frame may take to start (load and evaluate its bundle) before the runner gives up on it. */
export const START_MS = 20_000;

export interface FrameError {
  phase: 'compile' | 'render' | 'runtime';
  message: string;
  place?: ErrorPlace;
}

export interface FrameState {
  status: 'starting' | 'running' | 'rendered' | 'stopped' | 'failed';
  errors: FrameError[];
  exchanges: WireExchange[];
  storage: {local: [string, string][]; session: [string, string][]};
  account: {email: string | null; busy: boolean} | null;
  /** The height of the frame's document, once it has said. */
  height: number | null;
}

const INITIAL: FrameState = {
  status: 'starting',
  errors: [],
  exchanges: [],
  storage: {local: [], session: []},
  account: null,
  height: null,
};

type Command = Unsent<Extract<ToFrame, {kind: 'sign-out' | 'switch-user'}>>;

export interface Frame {
  state: FrameState;
  /** The ref of the element the frame goes into. */
  slotRef: (element: HTMLDivElement | null) => void;
  send: (command: Command) => void;
}

/** How the frame element is named and styled. */
export interface FrameLook {
  title: string;
  className: string;
}

export function useFrame(request: RunRequest, src: string, look: FrameLook): Frame {
  const [state, setState] = useState<FrameState>(INITIAL);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const lookRef = useRef(look);
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
    lookRef.current = look;
  });

  const post = useCallback((message: Unsent<ToFrame>): void => {
    frame.current?.contentWindow?.postMessage({protocol: PROTOCOL, ...message}, '*');
  }, []);

  useEffect(() => {
    if (!slot) return undefined;
    const placed = placeFrame(src, slot);
    frame.current = placed.frame;
    placed.frame.title = lookRef.current.title;
    placed.frame.className = lookRef.current.className;
    let lastPong = 0;
    let started = false;
    let ping = 0;
    const start = (): void => {
      if (started) return;
      started = true;
      lastPong = Date.now();
      post({kind: 'run', run: requestRef.current});
      setState((now) => ({...now, status: 'running'}));
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== placed.frame.contentWindow || !isFromFrame(event.data)) return;
      const message = event.data;
      switch (message.kind) {
        case 'ready':
          start();
          break;
        case 'pong':
          lastPong = Date.now();
          break;
        case 'rendered':
          setState((now) => ({...now, status: now.status === 'running' ? 'rendered' : now.status}));
          // The next run of this release takes a frame started now.
          prepareSpare(src);
          break;
        case 'error':
          setState((now) => ({
            ...now,
            errors: [...now.errors, {phase: message.phase, message: message.message, place: message.place}],
          }));
          break;
        case 'exchange':
          setState((now) => ({...now, exchanges: [...now.exchanges, message.exchange]}));
          break;
        case 'storage':
          setState((now) => ({...now, storage: {local: message.local, session: message.session}}));
          break;
        case 'account':
          setState((now) => ({...now, account: {email: message.email, busy: message.busy}}));
          break;
        case 'size':
          setState((now) => ({...now, height: message.height}));
          break;
      }
    };
    window.addEventListener('message', onMessage);
    if (placed.ready) start();
    const opened = Date.now();
    const watchdog = window.setInterval(() => {
      const now = Date.now();
      if (!started) {
        if (now - opened > START_MS) {
          window.clearInterval(watchdog);
          placed.frame.remove();
          setState((current) => ({...current, status: 'failed'}));
        }
        return;
      }
      if (now - lastPong > STALL_MS) {
        window.clearInterval(watchdog);
        // Off the page, the frame and its endless work end.
        placed.frame.remove();
        setState((current) => ({...current, status: 'stopped'}));
        return;
      }
      ping += 1;
      post({kind: 'ping', id: ping});
    }, PING_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watchdog);
      placed.frame.remove();
      frame.current = null;
    };
  }, [post, slot, src]);

  // The frame is as tall as its document, within the stylesheet's bounds.
  useEffect(() => {
    if (frame.current && state.height !== null) frame.current.style.height = `${Math.ceil(state.height) + 2}px`;
  }, [state.height]);

  const send = useCallback((command: Command) => post(command), [post]);
  return {state, slotRef: setSlot, send};
}
