/**
 * Client module: Docusaurus's links prefetch their page's chunks when they come into view, each
 * synchronously in its IntersectionObserver callback: the path matched against the route table,
 * the whole route-to-chunks table scanned for each match, and a `<link rel=prefetch>` for each of
 * a doc page's seven chunks, the six it shares with every doc page included. A menu of thirty
 * links coming into view at once made one task of ≈300 ms on a phone-speed CPU, and one link's
 * prefetch took ≈90 ms there. This module replaces `window.docusaurus.prefetch` (the object
 * `@docusaurus/core` puts on `window` when the app starts, after client modules are evaluated):
 * the same pages' files are prefetched, each file once (src/client/route-prefetch.ts), in idle time
 * (src/client/idle-queue.ts), a slice of at most SLICE_MS at a time. `preload` (a pointer on a link, a
 * navigation) is Docusaurus's, immediate.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {withIdlePrefetch, type ScheduleIdle} from './idle-queue';
import {chunkNamesByPath, filesToPrefetch} from './route-prefetch';

type Docusaurus = Window['docusaurus'];

/** The bundler's runtime: the file of a chunk, by name (plugins/route-data/chunk-asset.ts). */
declare const __webpack_require__: {gca?: (chunkName: string) => string};

/** When the browser is never idle, a queued prefetch still runs after this long. */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * The most work one idle callback starts prefetches for: an idle period can last 50 ms, which on a
 * phone four times slower than this machine is a long task.
 */
const SLICE_MS = 8;

/** Runs `work` when the browser is idle (else on a timer, in Safari), with at most SLICE_MS of time. */
const scheduleIdle: ScheduleIdle = (work) => {
  const run = (idle?: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    work({timeRemaining: () => Math.max(0, Math.min(end - performance.now(), idle ? idle.timeRemaining() : SLICE_MS))});
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
  else window.setTimeout(run, 0);
};

/** As Docusaurus: no prefetching on a slow connection or when the reader saves data. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g')) || connection?.saveData === true;
}

let byPath: Map<string, string[]> | undefined;
/** Files asked for or loaded: the page's scripts, then every file prefetched. */
let known: Set<string> | undefined;

/** Adds a `<link rel=prefetch>` for each file of the page at `routePath` not yet asked for. */
function prefetchPage(routePath: string): void {
  if (slowConnection()) return;
  byPath ??= chunkNamesByPath(routesChunkNames);
  known ??= new Set();
  for (const script of Array.from(document.scripts)) if (script.src) known.add(new URL(script.src).pathname);
  const fileOf = (name: string) => __webpack_require__.gca?.(name);
  const matched = matchRoutes(routes, routePath).map(({route}) => route.path ?? '');
  for (const file of filesToPrefetch(matched, byPath, fileOf, known)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.appendChild(link);
  }
}

if (typeof window !== 'undefined') {
  let current: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: Docusaurus) => {
      current = withIdlePrefetch(value, prefetchPage, scheduleIdle);
    },
  });
}
