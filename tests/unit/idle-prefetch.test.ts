/**
 * The prefetching of src/client/idle-prefetch.ts: calls run in idle time (src/client/idle-queue.ts), as
 * many per idle period as it has time left for and at least one, each route once while it waits,
 * preload left to the app; each file of a page is asked for once (src/client/route-prefetch.ts).
 */
import {describe, expect, it} from 'vitest';
import {idleQueue, withIdlePrefetch, type IdleDeadlineLike} from '../../src/client/idle-queue';
import {chunkNamesByPath, filesToPrefetch} from '../../src/client/route-prefetch';

/** A scheduler the test drives: each idle period is given `budget` items' worth of time. */
function manualIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    get periods() {
      return pending.length;
    },
    /** Runs the waiting idle callback, whose deadline has time for `items` calls of timeRemaining. */
    idle(items: number) {
      const work = pending.shift();
      if (!work) throw new Error('no idle callback is waiting');
      let left = items;
      work({timeRemaining: () => (left-- > 0 ? 5 : 0)});
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('idleQueue', () => {
  it('runs nothing until idle, then as many items as the period has time for, and the rest later', async () => {
    const idle = manualIdle();
    const ran: string[] = [];
    const queue = idleQueue((item: string) => void ran.push(item), idle.schedule);
    const done = ['/a', '/b', '/c', '/d'].map((item) => queue.add(item));
    expect(ran).toEqual([]);
    expect(idle.periods).toBe(1);
    // The first item runs without asking; then two more fit.
    idle.idle(2);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect(queue.size).toBe(1);
    expect(idle.periods).toBe(1);
    idle.idle(0);
    expect(ran).toEqual(['/a', '/b', '/c', '/d']);
    expect(idle.periods).toBe(0);
    await expect(Promise.all(done)).resolves.toHaveLength(4);
  });

  it('runs one item per period when the period has no time left (it timed out)', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    const queue = idleQueue((item: string) => void ran.push(item), idle.schedule);
    void queue.add('/a');
    void queue.add('/b');
    idle.idle(0);
    expect(ran).toEqual(['/a']);
    idle.idle(0);
    expect(ran).toEqual(['/a', '/b']);
  });

  it('queues an item that is already waiting once, and both callers learn when it ran', async () => {
    const idle = manualIdle();
    let runs = 0;
    const queue = idleQueue(() => (runs += 1), idle.schedule);
    const first = queue.add('/a');
    const second = queue.add('/a');
    expect(queue.size).toBe(1);
    idle.idle(5);
    await Promise.all([first, second]);
    expect(runs).toBe(1);
    // Once run, it can be queued again (the app's prefetch decides whether to fetch twice).
    void queue.add('/a');
    expect(queue.size).toBe(1);
  });

  it('passes on a run that throws or rejects, and keeps going', async () => {
    const idle = manualIdle();
    const queue = idleQueue((item: string) => {
      if (item === '/throws') throw new Error('thrown');
      if (item === '/rejects') return Promise.reject(new Error('rejected'));
      return undefined;
    }, idle.schedule);
    const outcomes = Promise.allSettled([queue.add('/throws'), queue.add('/rejects'), queue.add('/fine')]);
    idle.idle(5);
    await flush();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});

describe('withIdlePrefetch', () => {
  it("replaces the app's prefetch with one run in idle time and leaves preload alone", async () => {
    const idle = manualIdle();
    const calls: string[] = [];
    const app = {
      prefetch: (url: string) => (calls.push(`app prefetch ${url}`), Promise.resolve([])),
      preload: (url: string) => (calls.push(`preload ${url}`), Promise.resolve([])),
    };
    const wrapped = withIdlePrefetch(app, (url) => calls.push(`prefetch ${url}`), idle.schedule);
    expect(Object.isFrozen(wrapped)).toBe(true);
    const prefetched = wrapped.prefetch('/docs/a');
    void wrapped.prefetch('/docs/b');
    void wrapped.preload('/docs/c');
    expect(calls).toEqual(['preload /docs/c']);
    idle.idle(5);
    expect(calls).toEqual(['preload /docs/c', 'prefetch /docs/a', 'prefetch /docs/b']);
    await expect(prefetched).resolves.toEqual([]);
  });
});

describe('route prefetch files', () => {
  // As @generated/routesChunkNames: a route key is its path, a dash and a hash.
  const table = {
    '/docs-bbf': {__comp: 'root', __context: {plugin: 'plugin'}},
    '/docs/3.x-6e3': {__comp: 'version', __props: 'props'},
    '/docs/3.x/a-111': {__comp: 'doc', content: 'a'},
    '/docs/3.x/b-222': {__comp: 'doc', content: 'b'},
    '/docs/3.x/merged-333': {__comp: 'doc', content: 'merged'},
  };
  const byPath = chunkNamesByPath(table);
  const fileOf = (name: string) => (name === 'merged' ? 'undefined' : `/assets/js/${name}.js`);

  it('reads every chunk name of each route, nested ones included', () => {
    expect(byPath.get('/docs')).toEqual(['root', 'plugin']);
    expect(byPath.get('/docs/3.x/a')).toEqual(['doc', 'a']);
  });

  it('asks for each file once: a second page needs only its content, a file already known nothing', () => {
    const known = new Set(['/assets/js/root.js']);
    expect(filesToPrefetch(['/docs', '/docs/3.x', '/docs/3.x/a'], byPath, fileOf, known)).toEqual([
      '/assets/js/plugin.js',
      '/assets/js/version.js',
      '/assets/js/props.js',
      '/assets/js/doc.js',
      '/assets/js/a.js',
    ]);
    expect(filesToPrefetch(['/docs', '/docs/3.x', '/docs/3.x/b'], byPath, fileOf, known)).toEqual(['/assets/js/b.js']);
    expect(filesToPrefetch(['/docs', '/docs/3.x', '/docs/3.x/b'], byPath, fileOf, known)).toEqual([]);
    // A chunk the bundler merged into another has no file of its own.
    expect(filesToPrefetch(['/docs/3.x/merged'], byPath, fileOf, known)).toEqual([]);
  });
});
