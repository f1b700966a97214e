/**
 * The preview frame's `localStorage` and `sessionStorage`. The frame is a sandboxed document of an
 * opaque origin, where the browser's storage throws on any use; the SDK keeps its tokens and
 * session there, so the frame gets storage of its own, in memory: nothing survives the frame, and
 * a Reset (a new frame) starts empty. Each change is reported, for the runner's Storage view.
 */

/** A `Storage` in memory. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  constructor(private readonly onChange: () => void = () => undefined) {}

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: unknown): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: unknown, value: unknown): void {
    this.#items.set(String(key), String(value));
    this.onChange();
  }

  removeItem(key: unknown): void {
    if (this.#items.delete(String(key))) this.onChange();
  }

  clear(): void {
    if (this.#items.size === 0) return;
    this.#items.clear();
    this.onChange();
  }

  /** Every item, in the order they were first set. */
  entries(): [string, string][] {
    return [...this.#items.entries()];
  }

  [name: string]: unknown;
}

/** Puts in-memory storages in the window's place (before any code that reads storage runs). */
export function installStorage(target: Window, onChange: () => void): {local: MemoryStorage; session: MemoryStorage} {
  const local = new MemoryStorage(onChange);
  const session = new MemoryStorage(onChange);
  Object.defineProperty(target, 'localStorage', {configurable: true, get: () => local});
  Object.defineProperty(target, 'sessionStorage', {configurable: true, get: () => session});
  return {local, session};
}
