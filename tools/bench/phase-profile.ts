/**
 * Where the renderer main thread's time goes during a page load, by phase, from a Chrome trace
 * (CDP `Tracing` with devtools.timeline, disabled-by-default-devtools.timeline, v8, v8.execute,
 * disabled-by-default-v8.cpu_profiler, blink.user_timing and loading). All figures are in ms.
 *
 * - The thread: the `CrRendererMain` thread (`thread_name` metadata) of the renderer that ran the
 *   page's navigation (its `navigationStart` names the URL), else the busiest such thread
 *   (`findRendererMain` in trace-events.ts).
 * - Busy time is the sum of the thread's top-level events (its tasks); total blocking time is the
 *   sum over tasks longer than 50 ms of the time beyond 50 ms, over the whole trace (Lighthouse
 *   counts only tasks between first contentful paint and time to interactive).
 * - Every instant of a task is attributed once, by self time: to the deepest event running then,
 *   or to its nearest ancestor whose name has a phase (`PHASE_OF_EVENT`), so that nested events
 *   are not counted twice and the phases sum to the busy time. Events of no phase (the task's own
 *   time, loader and V8 internals outside JavaScript) count as `other`; so does garbage collection.
 * - JavaScript time (the self time under `FunctionCall`, `EvaluateScript`, `v8.run`, microtasks,
 *   timers, events) is split between `evaluate`, `reactRender`, `reactCommit` and `otherScript`
 *   in proportion to the JS sampling profile's samples (`ProfileChunk`) inside it, each sample
 *   classified by its stack (`classifyStack`). This is an approximation: samples come every
 *   ≈0.1–1 ms; samples with no JS frame (`(program)`: the engine's and Blink's native work around
 *   the script) are left out of the proportions, so that time is split like the JS samples beside
 *   it; an event with no JS sample goes whole to `evaluate` if it evaluates a script, else to
 *   `otherScript`.
 * - React's function names are read from the samples' frames, so the profiled build must keep
 *   them (`docusaurus build --no-minify`); a minified build puts all React work in `otherScript`
 *   or `evaluate`. Frames are matched by name only (a site function named `commitX` counts as
 *   commit); React's scheduler between work slices (`performWorkUntilDeadline`) and its event
 *   dispatch have no render or commit frame and count as `otherScript`.
 */

import {eventTrees, findRendererMain, threadSamples, type EventNode, type TraceEvent} from './trace-events';

export {findRendererMain, type TraceEvent} from './trace-events';

export const PHASES = [
  'htmlParse',
  'compile',
  'evaluate',
  'reactRender',
  'reactCommit',
  'otherScript',
  'style',
  'layout',
  'paint',
  'other',
] as const;
export type Phase = (typeof PHASES)[number];

export interface PhaseProfile {
  phases: Record<Phase, number>;
  /** Sum of the main thread's tasks. */
  busy: number;
  /** Sum over tasks longer than 50 ms of the time beyond 50 ms. */
  tbt: number;
  longTasks: number;
  /** JS samples that fell inside JavaScript time (the split's evidence). */
  jsSamples: number;
}

/** Fixed phases by event name; `js` marks events whose self time the samples split. */
const PHASE_OF_EVENT: Readonly<Record<string, Phase | 'js'>> = {
  ParseHTML: 'htmlParse',
  'DecodedDataDocumentParser::AppendBytes': 'htmlParse',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  'v8.produceCache': 'compile',
  'v8.produceModuleCache': 'compile',
  CacheScript: 'compile',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  PaintImage: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  'Decode Image': 'paint',
  EvaluateScript: 'js',
  'v8.run': 'js',
  'v8.evaluateModule': 'js',
  FunctionCall: 'js',
  'v8.callFunction': 'js',
  'v8.newInstance': 'js',
  'V8.Execute': 'js',
  RunMicrotasks: 'js',
  'v8.runMicrotasks': 'js',
  TimerFire: 'js',
  EventDispatch: 'js',
  FireAnimationFrame: 'js',
  FireIdleCallback: 'js',
  XHRReadyStateChange: 'js',
  XHRLoad: 'js',
};
/** JS events that evaluate a script or module's top-level code. */
const EVALUATION_EVENTS = new Set(['EvaluateScript', 'v8.run', 'v8.evaluateModule']);
/** Garbage collection (V8's and Blink's), counted as `other` even inside JavaScript. */
const GC_EVENT = /GC|[Ss]cavenge|WeaknessProcessor/;

function phaseOfEvent(name: string): Phase | 'js' | undefined {
  return PHASE_OF_EVENT[name] ?? (GC_EVENT.test(name) ? 'other' : undefined);
}

/** React DOM 19's commit phase: `commitRoot`, `commit*Effects*`, the effect flushes. */
const REACT_COMMIT =
  /^(commit\w*|flush(Passive|Mutation|Layout|Pending)Effects|flushSpawnedWork|recursivelyTraverse\w+)$/;
/** React DOM 19's render (and hydrate) phase and the work loop that drives it. */
const REACT_RENDER =
  /^(beginWork|completeWork|completeUnitOfWork|performUnitOfWork|workLoop(Sync|Concurrent\w*)|renderRoot\w+|renderWithHooks\w*|hydrate\w*|performWorkOnRoot\w*|performSyncWorkOnRoot|flushSyncWork\w*|processRootScheduleInMicrotask)$/;

export type SampleClass = 'evaluate' | 'reactRender' | 'reactCommit' | 'otherScript' | 'other' | 'none';

/**
 * The class of a JS sample from its stack, innermost frame first: the innermost React frame decides
 * (a render started inside an effect is render); with none, code under `__webpack_require__` (a
 * module's factory) or inside a script evaluation event is `evaluate`, anything else
 * `otherScript`. A sample outside JavaScript (`(program)`, `(idle)`) is `none`, garbage collection
 * `other`.
 */
export function classifyStack(stack: readonly string[], inEvaluation: boolean): SampleClass {
  const leaf = stack[0] ?? '(program)';
  if (leaf === '(garbage collector)') return 'other';
  if (leaf === '(program)' || leaf === '(idle)' || leaf === '(root)') return 'none';
  for (const frame of stack) {
    // V8 names some functions by their property path (`push.4513.exports.hydrateRoot`).
    const name = frame.slice(frame.lastIndexOf('.') + 1);
    if (REACT_COMMIT.test(name)) return 'reactCommit';
    if (REACT_RENDER.test(name)) return 'reactRender';
  }
  return inEvaluation || stack.includes('__webpack_require__') ? 'evaluate' : 'otherScript';
}

/**
 * Self-time segments [start, end) of the deepest event, in time order, each with its owner: the
 * nearest self-or-ancestor event with a phase.
 */
function segments(roots: readonly EventNode[]): {start: number; end: number; owner?: EventNode}[] {
  const out: {start: number; end: number; owner?: EventNode}[] = [];
  const walk = (node: EventNode, inherited: EventNode | undefined): void => {
    const owner = phaseOfEvent(node.name) ? node : inherited;
    let at = node.start;
    for (const child of node.children) {
      if (child.start > at) out.push({start: at, end: child.start, owner});
      walk(child, owner);
      at = Math.max(at, child.end);
    }
    if (node.end > at) out.push({start: at, end: node.end, owner});
  };
  for (const root of roots) walk(root, undefined);
  return out;
}

/** One task of the main thread (a top-level event): when, how long, and its time by phase, in ms. */
export interface TaskProfile {
  /** Start, ms after the thread's first task. */
  start: number;
  duration: number;
  phases: Record<Phase, number>;
  /** The JavaScript time (evaluate, React, other script) of each script the trace names, ms. */
  scripts: Record<string, number>;
  jsSamples: number;
}

const emptyPhases = (): Record<Phase, number> =>
  Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>;

/** The nearest self-or-ancestor script URL of each event under `root`. */
function scriptUrls(root: EventNode): Map<EventNode, string | undefined> {
  const urls = new Map<EventNode, string | undefined>();
  const walk = (node: EventNode, inherited: string | undefined): void => {
    const url = node.url ?? inherited;
    urls.set(node, url);
    for (const child of node.children) walk(child, url);
  };
  walk(root, undefined);
  return urls;
}

/** Every task of the page's renderer main thread, each with its phases (see the file's opening comment). */
export function taskProfiles(events: readonly TraceEvent[], options: {url?: string} = {}): TaskProfile[] {
  const thread = findRendererMain(events, options.url);
  const roots = eventTrees(events, thread);
  const samples = threadSamples(events, thread);
  const origin = roots[0]?.start ?? 0;
  let next = 0;
  return roots.map((root) => {
    const phases = emptyPhases();
    const scripts: Record<string, number> = {};
    const urls = scriptUrls(root);
    const js = new Map<EventNode, {time: number; counts: Map<SampleClass, number>}>();
    let jsSamples = 0;
    for (const {start, end, owner} of segments([root])) {
      const phase = owner ? phaseOfEvent(owner.name) : 'other';
      while (next < samples.length && samples[next].ts < start) next += 1;
      if (!owner || phase !== 'js') {
        phases[phase === 'js' ? 'other' : (phase ?? 'other')] += end - start;
        continue;
      }
      const entry = js.get(owner) ?? {time: 0, counts: new Map<SampleClass, number>()};
      js.set(owner, entry);
      entry.time += end - start;
      for (; next < samples.length && samples[next].ts < end; next += 1) {
        const kind = classifyStack(samples[next].stack, EVALUATION_EVENTS.has(owner.name));
        entry.counts.set(kind, (entry.counts.get(kind) ?? 0) + 1);
        jsSamples += 1;
      }
    }
    for (const [owner, {time, counts}] of js) {
      counts.delete('none');
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      if (total === 0) phases[EVALUATION_EVENTS.has(owner.name) ? 'evaluate' : 'otherScript'] += time;
      for (const [kind, count] of counts) if (kind !== 'none') phases[kind] += (time * count) / total;
      const url = urls.get(owner);
      if (url !== undefined) scripts[url] = (scripts[url] ?? 0) + time / 1000;
    }
    for (const phase of PHASES) phases[phase] /= 1000;
    return {start: (root.start - origin) / 1000, duration: (root.end - root.start) / 1000, phases, scripts, jsSamples};
  });
}

/** The phase profile of the page's renderer main thread: its tasks' phases summed. */
export function phaseProfile(events: readonly TraceEvent[], options: {url?: string} = {}): PhaseProfile {
  return summarize(taskProfiles(events, options));
}

/** The phase profile of a thread's tasks. */
export function summarize(tasks: readonly TaskProfile[]): PhaseProfile {
  const phases = emptyPhases();
  for (const task of tasks) for (const phase of PHASES) phases[phase] += task.phases[phase];
  const durations = tasks.map((task) => task.duration);
  return {
    phases,
    busy: durations.reduce((sum, task) => sum + task, 0),
    tbt: durations.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
    longTasks: durations.filter((task) => task > 50).length,
    jsSamples: tasks.reduce((sum, task) => sum + task.jsSamples, 0),
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each figure over runs, each taken on its own (so the phases need not sum to `busy`). */
export function medianProfile(runs: readonly PhaseProfile[]): PhaseProfile {
  if (runs.length === 0) throw new Error('medianProfile: no runs');
  const of = (pick: (run: PhaseProfile) => number): number => median(runs.map(pick));
  return {
    phases: Object.fromEntries(PHASES.map((phase) => [phase, of((run) => run.phases[phase])])) as Record<Phase, number>,
    busy: of((run) => run.busy),
    tbt: of((run) => run.tbt),
    longTasks: of((run) => run.longTasks),
    jsSamples: of((run) => run.jsSamples),
  };
}

/** Whether a bundle holds React DOM with its function names (an unminified build). */
export function isUnminifiedReact(bundle: string): boolean {
  return bundle.includes('function beginWork(');
}
