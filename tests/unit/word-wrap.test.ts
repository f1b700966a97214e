// @vitest-environment jsdom
/**
 * src/components/CodeBlock/useWordWrap.ts and overflow-watch.ts: a code block's word-wrap state
 * with its widths read only in the page's one ResizeObserver callback (after the browser's layout),
 * never in an effect; the button shows while the lines overflow or are wrapped, and follows
 * later measurements. jsdom has no layout: the widths are set by the test, and a fake observer
 * reports when the test says the browser would.
 */
import {act, createElement as h, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {overflowWatcher} from '../../src/components/CodeBlock/overflow-watch';
import {useWordWrap, type CodeWordWrap} from '../../src/components/CodeBlock/useWordWrap';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** A fake ResizeObserver: every instance, what each observes, and a report on demand. */
class FakeResizeObserver {
  static made: FakeResizeObserver[] = [];
  static reporting = false;
  readonly observed = new Set<Element>();
  constructor(readonly callback: (entries: {target: Element}[]) => void) {
    FakeResizeObserver.made.push(this);
  }
  observe(target: Element): void {
    this.observed.add(target);
  }
  unobserve(target: Element): void {
    this.observed.delete(target);
  }
  disconnect(): void {
    this.observed.clear();
  }
  /** The browser's report after a layout in which `targets` changed size. */
  report(targets: Element[]): void {
    FakeResizeObserver.reporting = true;
    try {
      this.callback(targets.filter((target) => this.observed.has(target)).map((target) => ({target})));
    } finally {
      FakeResizeObserver.reporting = false;
    }
  }
}

/** Reads of a block's widths, each marked with whether it came from the observer's callback. */
let reads: {inCallback: boolean}[] = [];

/** A <pre><code> whose widths the test sets. */
function block(widths: {scroll: number; client: number}): {pre: HTMLPreElement; code: HTMLElement} {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  pre.append(code);
  const read = (value: () => number) => () => {
    reads.push({inCallback: FakeResizeObserver.reporting});
    return value();
  };
  Object.defineProperty(pre, 'scrollWidth', {get: read(() => widths.scroll)});
  Object.defineProperty(pre, 'clientWidth', {get: read(() => widths.client)});
  return {pre, code};
}

let root: Root | undefined;
let host: HTMLElement;
const states: CodeWordWrap[] = [];

function Probe({pre}: {pre: HTMLPreElement}): ReactNode {
  const wrap = useWordWrap();
  // As CodeControls does, before effects run.
  wrap.codeBlockRef.current = pre;
  states.push(wrap);
  return null;
}

/** The observer that watches `element` (the page's one, made by the first test that mounts a block). */
const observerOf = (element: Element) => FakeResizeObserver.made.find((observer) => observer.observed.has(element));

const last = (): CodeWordWrap => states[states.length - 1];

async function render(node: ReactNode): Promise<void> {
  await act(async () => {
    root ??= createRoot(host);
    root.render(node);
    await Promise.resolve();
  });
}

beforeEach(() => {
  reads = [];
  states.length = 0;
  (window as unknown as {ResizeObserver: unknown}).ResizeObserver = FakeResizeObserver;
  (globalThis as {ResizeObserver?: unknown}).ResizeObserver = FakeResizeObserver;
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(async () => {
  await act(async () => {
    root?.unmount();
    await Promise.resolve();
  });
  root = undefined;
  host.remove();
});

describe('useWordWrap', () => {
  it('reads the widths only in the observer callback, and shows the button once the lines overflow', async () => {
    const widths = {scroll: 900, client: 400};
    const {pre, code} = block(widths);
    await render(h(Probe, {pre}));
    // Mounted and its effects run: nothing read yet, no button.
    expect(reads).toEqual([]);
    expect(last().isCodeScrollable).toBe(false);
    const observer = observerOf(pre);
    expect(observer?.observed).toEqual(new Set([pre, code]));

    await act(async () => {
      observer?.report([pre, code]);
      await Promise.resolve();
    });
    expect(last().isCodeScrollable).toBe(true);
    // The two widths, once for the block although both its elements were reported.
    expect(reads).toEqual([{inCallback: true}, {inCallback: true}]);

    // The window grows until the lines fit: the button goes.
    widths.client = 1000;
    await act(async () => {
      observer?.report([pre]);
      await Promise.resolve();
    });
    expect(last().isCodeScrollable).toBe(false);
    expect(reads.every((read) => read.inCallback)).toBe(true);
  });

  it('keeps the button while the lines are wrapped and after they are unwrapped', async () => {
    const widths = {scroll: 900, client: 400};
    const {pre, code} = block(widths);
    await render(h(Probe, {pre}));
    const observer = observerOf(pre);
    await act(async () => {
      observer?.report([pre]);
      await Promise.resolve();
    });
    await act(async () => {
      last().toggle();
      await Promise.resolve();
    });
    expect(last().isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    // Wrapped, the lines fit.
    widths.scroll = 400;
    await act(async () => {
      observer?.report([code]);
      await Promise.resolve();
    });
    expect(last().isCodeScrollable).toBe(true);
    await act(async () => {
      last().toggle();
      await Promise.resolve();
    });
    expect(code.hasAttribute('style')).toBe(false);
    expect(last().isEnabled).toBe(false);
    // Until the next measurement, the width they had unwrapped.
    expect(last().isCodeScrollable).toBe(true);
    widths.scroll = 900;
    await act(async () => {
      observer?.report([code]);
      await Promise.resolve();
    });
    expect(last().isCodeScrollable).toBe(true);
    expect(reads.every((read) => read.inCallback)).toBe(true);
  });

  it('watches every block with one observer, and unobserves a block that unmounts', async () => {
    const blocks = [block({scroll: 10, client: 10}), block({scroll: 10, client: 10}), block({scroll: 10, client: 10})];
    await render(blocks.map(({pre}, index) => h(Probe, {key: index, pre})));
    const observers = new Set(FakeResizeObserver.made.filter((observer) => observer.observed.size > 0));
    expect(observers.size).toBe(1);
    const [observer] = observers;
    expect(observer?.observed.size).toBe(6);
    await render(blocks.slice(1).map(({pre}, index) => h(Probe, {key: index + 1, pre})));
    expect(observer?.observed.size).toBe(4);
    expect(observer?.observed.has(blocks[0]?.pre as Element)).toBe(false);
  });
});

describe('overflowWatcher', () => {
  it('makes its observer on the first watch, and a stop undoes only its own watch', () => {
    let made = 0;
    const observer = new FakeResizeObserver(() => undefined);
    const watcher = overflowWatcher((callback) => {
      made += 1;
      (observer as {callback: unknown}).callback = callback;
      return observer;
    });
    expect(made).toBe(0);
    const {pre, code} = block({scroll: 20, client: 10});
    const seen: string[] = [];
    const stopFirst = watcher.watch(pre, code, () => seen.push('first'));
    watcher.watch(pre, code, (overflows) => seen.push(`second ${String(overflows)}`));
    expect(made).toBe(1);
    stopFirst();
    observer.report([pre, code]);
    expect(seen).toEqual(['second true']);
  });
});
