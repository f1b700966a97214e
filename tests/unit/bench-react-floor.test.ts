/**
 * tools/bench/react-floor.ts: a load's longest task read from its trace (with its cause), the
 * median of the loads, the floor page and its bundle, and our task against the floor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {taskProfiles, type TraceEvent} from '../../tools/bench/phase-profile';
import {
  FLOOR_ENTRY,
  buildFloor,
  floorPage,
  formatAgainstFloor,
  longestTask,
  taskFigure,
  type LongestTask,
} from '../../tools/bench/react-floor';

const URL = 'http://127.0.0.1:47461/';
const SCRIPT = 'http://127.0.0.1:47461/floor.js';
const thread = {pid: 1, tid: 2};
const task = (ts: number, dur: number, children: Omit<TraceEvent, 'pid' | 'tid' | 'ph'>[] = []): TraceEvent[] => [
  {...thread, ph: 'X', name: 'RunTask', ts, dur},
  ...children.map((child) => ({...thread, ph: 'X', ...child})),
];

/** A load of three tasks: HTML parsing (40 ms), the bundle's evaluation (300 ms), a layout (60 ms). */
const TRACE: TraceEvent[] = [
  {...thread, ph: 'M', name: 'thread_name', ts: 0, args: {name: 'CrRendererMain'}},
  {...thread, ph: 'R', name: 'navigationStart', ts: 0, args: {data: {documentLoaderURL: URL}}},
  ...task(1_000, 40_000, [{name: 'ParseHTML', ts: 1_000, dur: 39_000}]),
  ...task(100_000, 300_000, [
    {name: 'v8.compile', ts: 100_000, dur: 20_000},
    {name: 'EvaluateScript', ts: 120_000, dur: 280_000, args: {data: {url: SCRIPT}}},
  ]),
  ...task(500_000, 60_000, [{name: 'Layout', ts: 500_000, dur: 60_000}]),
];

describe('React DOM floor: longest task', () => {
  it("finds a load's longest task in its trace, with its cause and the script it evaluated", () => {
    expect(longestTask(taskProfiles(TRACE, {url: URL}))).toEqual({
      start: 99,
      duration: 300,
      cause: 'script evaluation 280 ms (floor.js)',
    });
  });

  it('has none for a load without tasks', () => {
    expect(longestTask([])).toBeUndefined();
  });

  it('takes the median of the loads, and the load that makes it', () => {
    const load = (duration: number): LongestTask => ({start: 0, duration, cause: `${duration}`});
    const figure = taskFigure([load(340), load(310), load(520)]);
    expect(figure.longestMs).toBe(340);
    expect(figure.median.cause).toBe('340');
    expect(taskFigure([load(300), load(320)]).longestMs).toBe(310);
    expect(() => taskFigure([])).toThrow('no loads');
  });

  it('states our longest task as a ratio to the floor', () => {
    const figure = (ms: number, cause: string) => taskFigure([{start: 0, duration: ms, cause}]);
    expect(formatAgainstFloor(figure(368, 'script evaluation 350 ms (main.js)'), figure(320, 'x'))).toBe(
      '368 ms = 1.15× the floor (script evaluation 350 ms (main.js))',
    );
  });
});

describe('React DOM floor: page and bundle', () => {
  it('hydrates an empty root with React DOM alone, deferred as Docusaurus loads its bundle', () => {
    expect(FLOOR_ENTRY).toContain("from 'react-dom/client'");
    expect(FLOOR_ENTRY).toContain('hydrateRoot(');
    const html = floorPage('floor.js');
    expect(html).toContain('<script src="/floor.js" defer></script>');
    expect(html).toContain('<div id="root"><main></main></div>');
  });

  it("bundles the installed React DOM's production build, minified", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-floor-'));
    const bytes = buildFloor(path.resolve(__dirname, '../..'), dir);
    const bundle = fs.readFileSync(path.join(dir, 'floor.js'), 'utf8');
    expect(bytes).toBe(Buffer.byteLength(bundle));
    expect(bundle).not.toContain('process.env');
    // The development build checks the DOM's nesting; the production build links its errors' texts instead.
    expect(bundle).not.toContain('cannot be a child of');
    expect(bundle).toContain('https://react.dev/errors/');
    expect(bundle).toContain('hydrateRoot');
    expect(bytes).toBeGreaterThan(100_000);
    expect(bytes).toBeLessThan(400_000);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(floorPage('floor.js'));
  });
});
