/**
 * The parts of a Chrome trace (CDP `Tracing`, JSON trace event format; times in µs) that the phase
 * profile reads: the page's renderer main thread, the thread's events as nested trees, and the JS
 * sampling profile's samples with their stacks.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}

export interface MainThread {
  pid: number;
  tid: number;
}

/** The renderer main thread that loaded `url` (or, without one, the busiest renderer main thread). */
export function findRendererMain(events: readonly TraceEvent[], url?: string): MainThread {
  const candidates = events
    .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map(({pid, tid}) => ({pid, tid}));
  if (candidates.length === 0)
    throw new Error(
      'no renderer main thread in the trace: no `thread_name` metadata event named "CrRendererMain" ' +
        '(record with the __metadata category, from before the navigation)',
    );
  const on = (thread: MainThread, event: TraceEvent): boolean => event.pid === thread.pid && event.tid === thread.tid;
  if (url !== undefined) {
    const loaded = candidates.filter((thread) =>
      events.some(
        (event) =>
          event.name === 'navigationStart' &&
          on(thread, event) &&
          (event.args?.data as {documentLoaderURL?: string} | undefined)?.documentLoaderURL === url,
      ),
    );
    if (loaded.length === 0)
      throw new Error(`no CrRendererMain thread of the trace has a navigationStart event for ${url}`);
    return loaded[loaded.length - 1];
  }
  const busy = (thread: MainThread): number =>
    events.reduce((sum, event) => sum + (event.ph === 'X' && on(thread, event) ? (event.dur ?? 0) : 0), 0);
  return candidates.reduce((best, thread) => (busy(thread) > busy(best) ? thread : best));
}

export interface EventNode {
  name: string;
  start: number;
  end: number;
  /** The script an event runs or parses (`args.data.url`), when the trace names one. */
  url?: string;
  children: EventNode[];
}

const urlOf = (event: TraceEvent): string | undefined => {
  const url = (event.args?.data as {url?: unknown} | undefined)?.url;
  return typeof url === 'string' && url ? url : undefined;
};

/** The thread's complete events (`X`, and `B`/`E` pairs) as trees of tasks, children clipped to their parent. */
export function eventTrees(events: readonly TraceEvent[], thread: MainThread): EventNode[] {
  const spans: {name: string; start: number; end: number; url?: string}[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.pid !== thread.pid || event.tid !== thread.tid) continue;
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({name: event.name, start: event.ts, end: event.ts + event.dur, url: urlOf(event)});
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({name: begin.name, start: begin.ts, end: event.ts, url: urlOf(begin)});
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: EventNode[] = [];
  const stack: EventNode[] = [];
  for (const span of spans) {
    while (stack.length > 0 && stack[stack.length - 1].end <= span.start) stack.pop();
    const parent = stack[stack.length - 1];
    const node: EventNode = {
      name: span.name,
      start: span.start,
      end: parent ? Math.min(span.end, parent.end) : span.end,
      children: [],
    };
    if (span.url !== undefined) node.url = span.url;
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

export interface Sample {
  ts: number;
  stack: string[];
}

/** The JS samples of the thread's sampling profile(s), in time order, each with its stack (innermost first). */
export function threadSamples(events: readonly TraceEvent[], thread: MainThread): Sample[] {
  const samples: Sample[] = [];
  for (const profile of events) {
    if (profile.name !== 'Profile' || profile.pid !== thread.pid || profile.tid !== thread.tid) continue;
    const frames = new Map<number, {name: string; parent?: number}>();
    let ts = (profile.args?.data as {startTime?: number} | undefined)?.startTime ?? profile.ts;
    for (const chunk of events) {
      if (chunk.name !== 'ProfileChunk' || chunk.pid !== thread.pid || chunk.id !== profile.id) continue;
      const data = chunk.args?.data as ChunkData | undefined;
      for (const node of data?.cpuProfile?.nodes ?? [])
        frames.set(node.id, {name: node.callFrame.functionName, parent: node.parent});
      const ids = data?.cpuProfile?.samples ?? [];
      ids.forEach((id, index) => {
        ts += data?.timeDeltas?.[index] ?? 0;
        const stack: string[] = [];
        for (let frame = frames.get(id); frame; frame = frame.parent ? frames.get(frame.parent) : undefined)
          stack.push(frame.name);
        samples.push({ts, stack});
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

interface ChunkData {
  cpuProfile?: {
    nodes?: {id: number; parent?: number; callFrame: {functionName: string}}[];
    samples?: number[];
  };
  timeDeltas?: number[];
}
