/**
 * tools/bench/long-tasks.ts: the tasks over 50 ms of a load, each with the phases that make at
 * least a fifth of it and, for JavaScript, the script that ran most of it.
 */
import {describe, expect, it} from 'vitest';
import {causeOf, formatLongTasks, longTasks} from '../../tools/bench/long-tasks';
import {PHASES, type Phase, type TaskProfile} from '../../tools/bench/phase-profile';

function task(
  start: number,
  phases: Partial<Record<Phase, number>>,
  scripts: Record<string, number> = {},
): TaskProfile {
  const all = Object.fromEntries(PHASES.map((phase) => [phase, phases[phase] ?? 0])) as Record<Phase, number>;
  const duration = Object.values(all).reduce((sum, value) => sum + value, 0);
  return {start, duration, phases: all, scripts, jsSamples: 0};
}

const MAIN = 'http://127.0.0.1:47481/assets/js/main.1a2b.js?v=1';

describe('long tasks', () => {
  it('keeps the tasks over 50 ms, in time order', () => {
    const tasks = [task(0, {htmlParse: 50}), task(100, {evaluate: 51}), task(300, {layout: 120})];
    expect(longTasks(tasks).map((long) => [long.start, long.duration])).toEqual([
      [100, 51],
      [300, 120],
    ]);
  });

  it('names the phases of at least a fifth of the task, largest first, with the script of JavaScript phases', () => {
    const evaluation = task(0, {evaluate: 250, compile: 60, other: 10}, {[MAIN]: 250, 'http://h/a.js': 5});
    expect(causeOf(evaluation)).toBe('script evaluation 250 ms (main.1a2b.js)');
    const hydration = task(0, {reactRender: 90, reactCommit: 60, layout: 50}, {[MAIN]: 150});
    expect(causeOf(hydration)).toBe(
      'React render and hydration 90 ms (main.1a2b.js), React commit and effects 60 ms (main.1a2b.js), layout 50 ms',
    );
    expect(causeOf(task(0, {style: 30, layout: 30, paint: 30, other: 30, htmlParse: 30}))).toBe(
      'HTML parsing 30 ms, style 30 ms, layout 30 ms, paint 30 ms, other (GC, loading) 30 ms',
    );
  });

  it('names the largest phase when none makes a fifth of the task', () => {
    const spread = task(0, Object.fromEntries(PHASES.map((phase, index) => [phase, 10 + (index === 6 ? 5 : 0)])));
    expect(causeOf(spread)).toBe('style 15 ms');
  });

  it('prints one line per task, or says there is none', () => {
    expect(formatLongTasks([])).toBe('  (no task over 50 ms)');
    expect(formatLongTasks([{start: 1234.4, duration: 312.2, cause: 'layout 300 ms'}])).toBe(
      '  at  1,234 ms   312 ms  layout 300 ms',
    );
  });
});
