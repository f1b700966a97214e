/**
 * tools/bench/input-probe.ts: the input probe's reduction of Event Timing entries to interactions
 * (INP's grouping), each load's slowest response, the median of the loads with lost loads left
 * out, and the report's rows.
 */
import {describe, expect, it} from 'vitest';
import {
  interactionsOf,
  lastPageTaskEnd,
  probeFigure,
  probeResult,
  slowestOf,
  type EventEntry,
  type ProbeRun,
} from '../../tools/bench/input-probe';
import type {PageWeight} from '../../tools/bench/page-weight';
import {reportTable, type SiteResult} from '../../tools/bench/report-table';

const entry = (name: string, interactionId: number, startTime: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
});

const run = (durations: readonly number[], extra: Partial<ProbeRun> = {}): ProbeRun => ({
  targets: ['.menu__link--sublist', '.navbar button[title*="dark" i]'],
  taps: durations.length + 2,
  hits: durations.length + 2,
  interactions: durations.map((duration, index) => ({id: index + 1, start: index * 300, duration, events: ['click']})),
  firstPaintMs: 900,
  startMs: 1000,
  endMs: 5000,
  tasks: [],
  settled: true,
  ...extra,
});

describe('input probe: interactions', () => {
  it('groups entries by interactionId, an interaction as long as its slowest event, in time order', () => {
    const entries = [
      entry('pointerdown', 7, 1300, 40),
      entry('pointerup', 7, 1310, 184),
      entry('click', 7, 1311, 176),
      entry('pointerdown', 3, 1000, 312),
      entry('click', 3, 1004, 296),
    ];
    expect(interactionsOf(entries)).toEqual([
      {id: 3, start: 1000, duration: 312, events: ['pointerdown', 'click']},
      {id: 7, start: 1300, duration: 184, events: ['pointerdown', 'pointerup', 'click']},
    ]);
  });

  it('leaves out events that are not part of an interaction', () => {
    expect(interactionsOf([entry('mousemove', 0, 10, 400), entry('pointerover', 0, 12, 400)])).toEqual([]);
  });

  it("takes a load's slowest interaction, 0 when every response was under the threshold", () => {
    expect(slowestOf(run([120, 488, 64]))).toBe(488);
    expect(slowestOf(run([]))).toBe(0);
  });
});

describe('input probe: when the page is quiet', () => {
  // A tap at 1000 ms held back by a 400 ms task (900–1300), its handlers at 1300, its paint at 1420.
  const held = {...entry('click', 5, 1000, 420), processingStart: 1300};

  it("keeps the task that held a tap back as the page's own", () => {
    expect(lastPageTaskEnd([{start: 900, duration: 400}], [held])).toBe(1300);
    // One that started after the tap came and before its handlers held it back too.
    expect(lastPageTaskEnd([{start: 1050, duration: 250}], [held])).toBe(1300);
  });

  it("leaves out the tasks that run a tap's handlers or the paint that answers it", () => {
    const tasks = [
      {start: 900, duration: 400},
      {start: 1295, duration: 80},
      {start: 1380, duration: 60},
    ];
    expect(lastPageTaskEnd(tasks, [held])).toBe(1300);
    expect(lastPageTaskEnd([...tasks, {start: 1420, duration: 60}], [held])).toBe(1480);
  });

  it('counts every task when no event names its handlers, and 0 when there is no task', () => {
    expect(lastPageTaskEnd([{start: 1300, duration: 80}], [entry('click', 5, 1000, 420)])).toBe(1380);
    expect(
      lastPageTaskEnd([{start: 1300, duration: 80}], [{...entry('mousemove', 0, 1000, 420), processingStart: 1300}]),
    ).toBe(1380);
    expect(lastPageTaskEnd([], [held])).toBe(0);
  });
});

describe('input probe: loads', () => {
  it('takes the median of the loads and of their taps', () => {
    const result = probeResult([run([100, 400]), run([90, 250]), run([600]), run([200]), run([300, 40])]);
    expect(result.slowestMs).toBe(300);
    expect(result.taps).toBe(4);
    expect(result.lost).toBe(0);
    expect(result.runs).toHaveLength(5);
  });

  it('counts a load whose tap left the page as lost, not as a response time', () => {
    const away = run([], {navigatedTo: 'http://127.0.0.1:1/docs/#', settled: false});
    const result = probeResult([run([100]), away, run([500])]);
    expect(result.slowestMs).toBe(300);
    expect(result.lost).toBe(1);
    expect(result.unsettled).toBe(1);
    expect(probeResult([away]).slowestMs).toBeNaN();
  });

  it('refuses no loads', () => {
    expect(() => probeResult([])).toThrow('no runs');
  });

  it('prints a figure, under the threshold and lost', () => {
    expect(probeFigure(183.6)).toBe('184');
    expect(probeFigure(0)).toBe('<16');
    expect(probeFigure(Number.NaN)).toBe('lost');
  });
});

describe('input probe: report', () => {
  const weight: PageWeight = {gzip: {html: 0, js: 0, css: 0, font: 0, image: 0, other: 0}, totalGzip: 0} as PageWeight;
  const site = (name: string, slowest: number[][], longestMs?: number): SiteResult => ({
    name,
    routes: {
      '/docs/3.x/guides/getting-started': {
        weight,
        lighthouse: {},
        probe: probeResult(slowest.map((durations) => run(durations))),
        ...(longestMs === undefined
          ? {}
          : {longestTask: {longestMs, median: {start: 0, duration: longestMs, cause: 'x'}, runs: []}}),
      },
    },
  });

  it('puts the slowest response, the taps, the lost loads and the longest task beside each reference', () => {
    const lines = reportTable(site('ours', [[100, 240]], 330), [site('stock', [[480]], 660), site('vitepress', [[]])])
      .split('\n')
      .map((line) => line.split(/\s{2,}/));
    const route = '/docs/3.x/guides/getting-started';
    expect(lines).toContainEqual([route, 'probe slowest ms', '240', '480', '0.50×', '<16']);
    expect(lines).toContainEqual([route, 'probe taps', '4', '3', '1.33×', '2', '2.00×']);
    // A blank ratio (nothing to divide by) joins its neighbours' spacing.
    expect(lines).toContainEqual([route, 'probe lost loads', '0', '0', '0']);
    expect(lines).toContainEqual([route, 'longest task ms', '330', '660', '0.50×']);
  });
});
