/**
 * A queue whose items run in the browser's idle time, as many per idle period as it has time
 * left for (at least one, so that a busy page still makes progress when the period times out).
 * An item already waiting is not queued twice. `withIdlePrefetch` puts the Docusaurus client's
 * prefetch on such a queue (src/client/idle-prefetch.ts).
 */

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Runs `work` in the next idle period. */
export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleQueue<T> {
  /** Queues `item`; resolves once it has run (with the run's result). */
  add(item: T): Promise<void>;
  /** Items waiting. */
  readonly size: number;
}

export function idleQueue<T>(run: (item: T) => unknown, schedule: ScheduleIdle): IdleQueue<T> {
  const waiting = new Map<T, {resolve: () => void; reject: (error: unknown) => void; done: Promise<void>}>();
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    let first = true;
    for (const [item, entry] of waiting) {
      if (!first && deadline.timeRemaining() <= 0) break;
      first = false;
      waiting.delete(item);
      try {
        Promise.resolve(run(item)).then(() => entry.resolve(), entry.reject);
      } catch (error) {
        entry.reject(error);
      }
    }
    if (waiting.size > 0) wake();
  };
  const wake = (): void => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };

  return {
    add(item) {
      const known = waiting.get(item);
      if (known) return known.done;
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      waiting.set(item, {resolve, reject, done});
      wake();
      return done;
    },
    get size() {
      return waiting.size;
    },
  };
}

/** The Docusaurus client object (`window.docusaurus`) with `prefetch` replaced by `prefetch` run in idle time. */
export function withIdlePrefetch<Client extends {prefetch: (routePath: string) => unknown}>(
  client: Client,
  prefetch: (routePath: string) => unknown,
  schedule: ScheduleIdle,
): Client & {prefetch: (routePath: string) => Promise<never[]>} {
  const queue = idleQueue(prefetch, schedule);
  return Object.freeze({...client, prefetch: (routePath: string) => queue.add(routePath).then((): never[] => [])});
}
