/**
 * tools/bench/phase-profile.ts over a hand-built trace: a renderer main thread whose tasks hold
 * nested events and JS samples, beside a compositor thread and a second renderer that must be
 * left out. Times are written in ms and stored in µs, as Chrome stores them.
 */
import {describe, expect, it} from 'vitest';
import {
  classifyStack,
  findRendererMain,
  medianProfile,
  phaseProfile,
  taskProfiles,
  type PhaseProfile,
  type TraceEvent,
} from '../../tools/bench/phase-profile';

const URL = 'http://127.0.0.1:47481/docs/page';
const PAGE = {pid: 2, tid: 20};

const ms = (value: number): number => value * 1000;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: {name},
});
const span = (name: string, from: number, to: number, thread = PAGE): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: ms(from),
  dur: ms(to - from),
});
const navigation = (url: string, thread = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...thread,
  ts: ms(1),
  args: {data: {documentLoaderURL: url, isOutermostMainFrame: true}},
});

/** The sampling profile's call tree: id → [function name, parent id]. */
const NODES: Record<number, [string, number?]> = {
  1: ['(root)'],
  2: ['(program)', 1],
  3: ['(garbage collector)', 1],
  4: ['', 1],
  5: ['__webpack_require__', 4],
  6: ['4513', 5],
  7: ['performWorkUntilDeadline', 1],
  8: ['performWorkOnRoot', 7],
  9: ['commitRoot', 8],
  10: ['commitLayoutEffectOnFiber', 9],
  11: ['useEffectCallback', 10],
  12: ['workLoopConcurrentByScheduler', 8],
  13: ['beginWork', 12],
  14: ['renderWithHooks', 13],
  15: ['DocPage', 14],
  16: ['handleScroll', 1],
};
const nodes = (ids: number[]): {id: number; parent?: number; callFrame: {functionName: string}}[] =>
  ids.map((id) => ({id, parent: NODES[id][1], callFrame: {functionName: NODES[id][0]}}));

/**
 * A profile of `thread` whose samples (time in ms → node id) come in two chunks from the sampler's
 * thread, the second from `half` on, defining nodes 9–16.
 */
function profile(
  thread: {pid: number; tid: number},
  samples: [number, number][],
  half: number,
  id = '0x1',
): TraceEvent[] {
  const chunk = (part: [number, number][], ids: number[], previous: number): TraceEvent => ({
    name: 'ProfileChunk',
    ph: 'P',
    pid: thread.pid,
    tid: thread.tid + 5,
    ts: 0,
    id,
    args: {
      data: {
        cpuProfile: {nodes: nodes(ids), samples: part.map(([, id]) => id)},
        timeDeltas: part.map(([at], index) => ms(at - (index ? part[index - 1][0] : previous))),
      },
    },
  });
  return [
    {name: 'Profile', ph: 'P', ...thread, ts: 0, id, args: {data: {startTime: 0}}},
    chunk(samples.slice(0, half), [1, 2, 3, 4, 5, 6, 7, 8], 0),
    chunk(samples.slice(half), [9, 10, 11, 12, 13, 14, 15, 16], samples[half - 1][0]),
  ];
}

const OTHER_RENDERER = {pid: 3, tid: 30};
const COMPOSITOR = {pid: 2, tid: 21};
const WORKER = {pid: 2, tid: 22};

const TRACE: TraceEvent[] = [
  meta(1, 10, 'CrBrowserMain'),
  meta(PAGE.pid, PAGE.tid, 'CrRendererMain'),
  meta(COMPOSITOR.pid, COMPOSITOR.tid, 'Compositor'),
  meta(OTHER_RENDERER.pid, OTHER_RENDERER.tid, 'CrRendererMain'),
  navigation(URL),
  // Left out: the compositor thread, a worker with a profile of its own, and the other renderer
  // (busier, with a profile of the same id).
  meta(WORKER.pid, WORKER.tid, 'DedicatedWorker thread'),
  ...profile(
    WORKER,
    [
      [205, 2],
      [212, 11],
      [214, 11],
    ],
    1,
    '0x2',
  ),
  span('RunTask', 0, 500, COMPOSITOR),
  span('Layout', 0, 500, COMPOSITOR),
  navigation('http://127.0.0.1:47481/other', OTHER_RENDERER),
  span('RunTask', 0, 1000, OTHER_RENDERER),
  span('FunctionCall', 0, 1000, OTHER_RENDERER),
  ...profile(
    OTHER_RENDERER,
    [
      [205, 2],
      [210, 11],
      [220, 11],
    ],
    1,
  ),
  // Task 1, 100 ms: HTML parse with a compile inside, a script's evaluation, a layout.
  span('RunTask', 0, 100),
  span('ParseHTML', 0, 20),
  span('v8.compile', 5, 8),
  span('EvaluateScript', 20, 60),
  span('v8.compile', 20, 24),
  span('v8.run', 24, 60),
  span('MinorGC', 50, 52),
  span('Layout', 60, 70),
  // Task 2, 60 ms: React work in a scheduler callback, with a forced layout inside it.
  span('RunTask', 200, 260),
  span('FunctionCall', 200, 250),
  span('Layout', 240, 250),
  span('UpdateLayoutTree', 250, 255),
  span('Paint', 255, 258),
  // Tasks without samples: a timer and a script evaluation.
  span('RunTask', 300, 310),
  span('TimerFire', 300, 310),
  span('RunTask', 400, 405),
  span('EvaluateScript', 400, 405),
  // A task as a begin/end pair.
  {name: 'RunTask', ph: 'B', ...PAGE, ts: ms(500)},
  span('Layout', 505, 510),
  {name: 'RunTask', ph: 'E', ...PAGE, ts: ms(520)},
  ...profile(
    PAGE,
    [
      [30, 6],
      [35, 6],
      [40, 6],
      [45, 2],
      [51, 3],
      [210, 15],
      [220, 15],
      [230, 11],
      [235, 16],
      [238, 2],
      [245, 15],
    ],
    5,
  ),
];

describe('phaseProfile', () => {
  const result = phaseProfile(TRACE, {url: URL});

  it('attributes every instant of the page main thread to one phase, by self time', () => {
    expect(result.phases).toEqual({
      htmlParse: 17,
      compile: 7,
      evaluate: 39,
      reactRender: 20,
      reactCommit: 10,
      otherScript: 20,
      style: 5,
      layout: 25,
      paint: 3,
      other: 49,
    });
    expect(result.busy).toBe(195);
    expect(Object.values(result.phases).reduce((sum, value) => sum + value, 0)).toBe(result.busy);
    expect(result.jsSamples).toBe(9);
  });

  it('counts blocking time beyond 50 ms of top-level tasks only', () => {
    expect(result.tbt).toBe(50 + 10);
    expect(result.longTasks).toBe(2);
    const tasks = [49, 50, 51, 120].flatMap((length, index) => [
      span('RunTask', index * 200, index * 200 + length),
      span('FunctionCall', index * 200, index * 200 + length),
    ]);
    const only = phaseProfile([meta(PAGE.pid, PAGE.tid, 'CrRendererMain'), ...tasks]);
    expect(only.tbt).toBe(1 + 70);
    expect(only.longTasks).toBe(2);
    expect(only.busy).toBe(49 + 50 + 51 + 120);
  });

  it('clips a child that outlasts its parent', () => {
    const trace = [meta(PAGE.pid, PAGE.tid, 'CrRendererMain'), span('RunTask', 0, 10), span('Layout', 6, 14)];
    expect(phaseProfile(trace).phases).toMatchObject({layout: 4, other: 6});
    expect(phaseProfile(trace).busy).toBe(10);
  });
});

describe('taskProfiles', () => {
  it('splits the profile by task, each summing to its length, with the scripts its JavaScript ran', () => {
    const tasks = taskProfiles(TRACE, {url: URL});
    expect(tasks.map((task) => [task.start, task.duration])).toEqual([
      [0, 100],
      [200, 60],
      [300, 10],
      [400, 5],
      [500, 20],
    ]);
    for (const task of tasks) {
      expect(Object.values(task.phases).reduce((sum, value) => sum + value, 0)).toBeCloseTo(task.duration, 9);
    }
    expect(tasks[0].phases).toMatchObject({htmlParse: 17, compile: 7, layout: 10});
    expect(tasks[1].phases).toMatchObject({layout: 10, style: 5, paint: 3});
  });

  it("names the script of an evaluation and of the events under it, from the trace's args.data.url", () => {
    const main = 'http://127.0.0.1:47481/assets/js/main.1a2b.js';
    const trace: TraceEvent[] = [
      meta(PAGE.pid, PAGE.tid, 'CrRendererMain'),
      span('RunTask', 0, 80),
      {...span('EvaluateScript', 0, 70), args: {data: {url: main}}},
      span('v8.run', 0, 70),
      span('RunTask', 100, 130),
      {...span('FunctionCall', 100, 130), args: {data: {url: 'http://127.0.0.1:47481/assets/js/178.js'}}},
    ];
    const [evaluation, call] = taskProfiles(trace);
    expect(evaluation.scripts).toEqual({[main]: 70});
    expect(evaluation.phases.evaluate).toBe(70);
    expect(call.scripts).toEqual({'http://127.0.0.1:47481/assets/js/178.js': 30});
  });
});

describe('the renderer main thread', () => {
  it('is the one that navigated to the URL, else the busiest', () => {
    expect(findRendererMain(TRACE, URL)).toEqual(PAGE);
    expect(findRendererMain(TRACE)).toEqual(OTHER_RENDERER);
  });

  it('is a clear error when missing', () => {
    expect(() => phaseProfile([meta(1, 10, 'CrBrowserMain'), span('RunTask', 0, 10)])).toThrow(
      /no renderer main thread.*thread_name.*CrRendererMain/,
    );
    expect(() => findRendererMain(TRACE, 'http://127.0.0.1:47481/nowhere')).toThrow(
      'no CrRendererMain thread of the trace has a navigationStart event for http://127.0.0.1:47481/nowhere',
    );
  });
});

describe('classifyStack (innermost frame first)', () => {
  it('tells React commit from render from module evaluation', () => {
    const commit = ['useEffectCallback', 'commitHookEffectListMount', 'commitRoot', 'performWorkOnRoot'];
    const render = ['DocPage', 'renderWithHooks', 'beginWork', 'performUnitOfWork', 'workLoopSync'];
    expect(classifyStack(commit, false)).toBe('reactCommit');
    expect(classifyStack(render, false)).toBe('reactRender');
    expect(classifyStack(['flushPassiveEffects'], false)).toBe('reactCommit');
    expect(classifyStack(['createFiberRoot', 'push.4513.exports.hydrateRoot', 'renderApp'], false)).toBe('reactRender');
    expect(classifyStack(['4513', '__webpack_require__', ''], false)).toBe('evaluate');
    expect(classifyStack(['matchPath', ''], true)).toBe('evaluate');
    expect(classifyStack(['matchPath', ''], false)).toBe('otherScript');
  });

  it('lets the innermost React frame decide', () => {
    const renderInEffect = ['beginWork', 'performSyncWorkOnRoot', 'setState', 'commitHookEffectListMount'];
    expect(classifyStack(renderInEffect, false)).toBe('reactRender');
    expect(classifyStack(['Layout', 'beginWork', '__webpack_require__'], true)).toBe('reactRender');
  });

  it('sets apart samples outside JavaScript', () => {
    expect(classifyStack(['(program)', '(root)'], true)).toBe('none');
    expect(classifyStack(['(garbage collector)', '(root)'], false)).toBe('other');
    expect(classifyStack([], false)).toBe('none');
  });
});

describe('medianProfile', () => {
  it('takes the median of each figure on its own', () => {
    const run = (layout: number, busy: number): PhaseProfile => ({
      ...result(),
      phases: {...result().phases, layout},
      busy,
    });
    const median = medianProfile([run(30, 100), run(10, 300), run(20, 200)]);
    expect(median.phases.layout).toBe(20);
    expect(median.busy).toBe(200);
    expect(() => medianProfile([])).toThrow('no runs');
  });
});

function result(): PhaseProfile {
  return phaseProfile(TRACE, {url: URL});
}
