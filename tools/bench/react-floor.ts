/**
 * The React DOM floor: the longest main-thread task of a page that loads nothing but a production
 * bundle of react and react-dom/client (the versions this site installs) and hydrates an empty
 * root, measured as our pages are (trace-load.ts: Lighthouse's mobile screen, 4× CPU slowdown,
 * tasks from the trace as phase-profile.ts reads them). No React page can split that task (React
 * DOM's module evaluation), so our page's longest task is reported beside it and as a ratio to it.
 * The bundle is built once per run with the installed esbuild into bench/.react-floor/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {buildSync} from 'esbuild';
import {CHROMIUM_ARGS, findChromium} from '../../lib/chromium';
import {median} from './lighthouse';
import {causeOf} from './long-tasks';
import {taskProfiles, type TaskProfile} from './phase-profile';
import {startStaticServer} from './static-server';
import {TASK_CATEGORIES, traceLoad} from './trace-load';

/** The floor page's script: React DOM evaluated, then an empty root hydrated (as Docusaurus's client does). */
export const FLOOR_ENTRY = `import {createElement} from 'react';
import {hydrateRoot} from 'react-dom/client';
hydrateRoot(document.getElementById('root'), createElement('main', null));
`;

/** The floor page: an empty root holding what the entry renders, the bundle deferred as Docusaurus's are. */
export const floorPage = (script: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>React DOM floor</title><link rel="icon" href="data:,"><script src="/${script}" defer></script></head><body><div id="root"><main></main></div></body></html>\n`;

export interface LongestTask {
  /** Start, ms after the page's first task. */
  start: number;
  duration: number;
  cause: string;
}

/** The longest task of a load, with its cause; undefined for a load with no task. */
export function longestTask(tasks: readonly TaskProfile[]): LongestTask | undefined {
  const longest = tasks.reduce<TaskProfile | undefined>(
    (best, task) => (best === undefined || task.duration > best.duration ? task : best),
    undefined,
  );
  return longest && {start: longest.start, duration: longest.duration, cause: causeOf(longest)};
}

export interface TaskFigure {
  /** Median over the loads of each one's longest task, ms. */
  longestMs: number;
  /** The longest task of the load whose figure is the median (or nearest below it). */
  median: LongestTask;
  runs: LongestTask[];
}

/** The median of the loads' longest tasks; throws when there is none. */
export function taskFigure(runs: readonly LongestTask[]): TaskFigure {
  if (runs.length === 0) throw new Error('taskFigure: no loads');
  const sorted = [...runs].sort((a, b) => a.duration - b.duration);
  return {
    longestMs: median(runs.map((run) => run.duration)),
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    runs: [...runs],
  };
}

/** Writes the floor page and its bundle into `dir` (replacing them); returns the bundle's gzip-free size in bytes. */
export function buildFloor(siteDir: string, dir: string): number {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const outfile = path.join(dir, 'floor.js');
  buildSync({
    stdin: {contents: FLOOR_ENTRY, resolveDir: siteDir, loader: 'js', sourcefile: 'floor-entry.js'},
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: {'process.env.NODE_ENV': '"production"'},
    outfile,
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(dir, 'index.html'), floorPage('floor.js'));
  fs.writeFileSync(path.join(dir, '404.html'), 'Not found\n');
  return fs.statSync(outfile).size;
}

/** The longest task of `runs` cold loads of `url` (median), each traced without the JS sampler. */
export async function measureLongestTask(browser: Browser, url: string, runs: number): Promise<TaskFigure> {
  const loads: LongestTask[] = [];
  for (let run = 0; run < runs; run += 1) {
    const {events} = await traceLoad(browser, url, TASK_CATEGORIES);
    const longest = longestTask(taskProfiles(events, {url}));
    if (longest) loads.push(longest);
  }
  return taskFigure(loads);
}

export interface FloorResult extends TaskFigure {
  /** The React DOM version bundled, and the bundle's size in bytes (minified, before gzip). */
  reactDom: string;
  bundleBytes: number;
}

/** Builds the floor page into `dir`, serves it and measures its longest task over `runs` cold loads. */
export async function measureFloor(siteDir: string, dir: string, runs: number): Promise<FloorResult> {
  const bundleBytes = buildFloor(siteDir, dir);
  const manifest = path.join(siteDir, 'node_modules/react-dom/package.json');
  const reactDom = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
  const server = await startStaticServer(dir);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    return {reactDom, bundleBytes, ...(await measureLongestTask(browser, `${server.url}/`, runs))};
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Our longest task against the floor: `412 ms = 1.25× the floor (script evaluation 380 ms (main.js))`. */
export function formatAgainstFloor(ours: TaskFigure, floor: TaskFigure): string {
  return `${ours.longestMs.toFixed(0)} ms = ${(ours.longestMs / floor.longestMs).toFixed(2)}× the floor (${ours.median.cause})`;
}
