/**
 * The tasks of a page load over 50 ms (each one blocks input; total blocking time counts what runs
 * past 50 ms), each with its cause: the phases that take at least a fifth of it, largest first,
 * and for JavaScript the script that ran most of it. Read from the tasks of a trace
 * (phase-profile.ts `taskProfiles`).
 */
import {PHASES, type Phase, type TaskProfile} from './phase-profile';

/** A task blocks input when it runs longer than this, ms. */
export const LONG_TASK_MS = 50;
/** A phase names a task's cause when it takes at least this share of the task. */
const CAUSE_SHARE = 0.2;

const LABELS: Readonly<Record<Phase, string>> = {
  htmlParse: 'HTML parsing',
  compile: 'script compiling',
  evaluate: 'script evaluation',
  reactRender: 'React render and hydration',
  reactCommit: 'React commit and effects',
  otherScript: 'other script',
  style: 'style',
  layout: 'layout',
  paint: 'paint',
  other: 'other (GC, loading)',
};

const SCRIPT_PHASES: readonly Phase[] = ['evaluate', 'reactRender', 'reactCommit', 'otherScript'];

export interface LongTask {
  /** Start, ms after the page's first task. */
  start: number;
  duration: number;
  cause: string;
}

/** The file name of a script URL (`main.1a2b3c.js`), or the URL when it has none. */
const fileOf = (url: string): string => url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? url;

/** What made `task` long, in words with figures: "script evaluation 212 ms (main.js), script compiling 40 ms". */
export function causeOf(task: TaskProfile): string {
  const ranked = PHASES.filter((phase) => task.phases[phase] >= task.duration * CAUSE_SHARE).sort(
    (a, b) => task.phases[b] - task.phases[a],
  );
  const top = ranked.length
    ? ranked
    : [PHASES.reduce((best, phase) => (task.phases[phase] > task.phases[best] ? phase : best))];
  const script = Object.entries(task.scripts).sort(([, a], [, b]) => b - a)[0]?.[0];
  return top
    .map((phase) => {
      const part = `${LABELS[phase]} ${Math.round(task.phases[phase])} ms`;
      return script && SCRIPT_PHASES.includes(phase) ? `${part} (${fileOf(script)})` : part;
    })
    .join(', ');
}

/** The tasks longer than 50 ms, in time order, each with its cause. */
export function longTasks(tasks: readonly TaskProfile[]): LongTask[] {
  return tasks
    .filter((task) => task.duration > LONG_TASK_MS)
    .map((task) => ({start: task.start, duration: task.duration, cause: causeOf(task)}));
}

/** The list as printed: one line per task, "  at 1,234 ms  312 ms  script evaluation 250 ms (main.js)". */
export function formatLongTasks(list: readonly LongTask[]): string {
  if (list.length === 0) return '  (no task over 50 ms)';
  return list
    .map(
      (task) =>
        `  at ${Math.round(task.start).toLocaleString('en-US').padStart(6)} ms  ${String(Math.round(task.duration)).padStart(4)} ms  ${task.cause}`,
    )
    .join('\n');
}
