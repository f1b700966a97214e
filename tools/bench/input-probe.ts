/**
 * The input probe's figures, from what the browser measured: Event Timing entries (a
 * PerformanceObserver of type `event` with `durationThreshold: 16`) grouped by `interactionId` as
 * INP groups them (an interaction lasts as long as its slowest event, from the input's timestamp
 * to the next paint after its handlers), the slowest response of a load, and the median of the
 * loads. A load whose page navigated after a tap (a tap lost to a full page load or a `#` link)
 * has no response time: it counts as lost.
 */
import {median} from './lighthouse';

/** What the probe taps on each kind of site, first matching selector first. */
export interface ProbeTargets {
  /** A sidebar category's toggle: its caret, else its collapsible label. */
  readonly category: readonly string[];
  /** The navbar's colour mode switch. */
  readonly toggle: readonly string[];
}

/** Docusaurus (ours and stock): a doc sidebar category's row or caret, the navbar's ColorModeToggle. */
export const DOCUSAURUS_TARGETS: ProbeTargets = {
  // A category row that toggles (`--sublist-caret`: the category has no page of its own; before
  // hydration it is a link to its first page), else a linked category's caret button. A linked
  // category's row opens its page, hydrated or not.
  category: ['.theme-doc-sidebar-menu .menu__link--sublist-caret', '.theme-doc-sidebar-menu .menu__caret'],
  toggle: [
    '.navbar button[title*="dark" i]',
    '.navbar button[title*="light" i]',
    '.navbar [class*="colorModeToggle"] button',
  ],
};

/** VitePress's default theme: a collapsible sidebar group's row, the appearance switch. */
export const VITEPRESS_TARGETS: ProbeTargets = {
  category: ['.VPSidebarItem.collapsible > .item', '.VPSidebarItem.collapsible .caret'],
  toggle: ['.VPSwitchAppearance'],
};

/** One Event Timing entry, as the page's observer saw it (times in ms of the page's clock). */
export interface EventEntry {
  readonly name: string;
  /** 0 for events that are not part of an interaction (mouse moves, scrolls). */
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
  /** When its handlers started to run. */
  readonly processingStart?: number;
}

export interface Interaction {
  readonly id: number;
  readonly start: number;
  /** The slowest of its events' durations, ms. */
  readonly duration: number;
  /** Its events' names, in the order they came. */
  readonly events: readonly string[];
}

/** The interactions of a load, in time order: its entries grouped by `interactionId` (0 left out). */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, {start: number; duration: number; events: string[]}>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const seen = byId.get(entry.interactionId);
    if (!seen) byId.set(entry.interactionId, {start: entry.startTime, duration: entry.duration, events: [entry.name]});
    else {
      seen.start = Math.min(seen.start, entry.startTime);
      seen.duration = Math.max(seen.duration, entry.duration);
      seen.events.push(entry.name);
    }
  }
  return [...byId.entries()]
    .map(([id, {start, duration, events}]) => ({id, start, duration, events}))
    .sort((a, b) => a.start - b.start);
}

/** A task over 50 ms (a `longtask` entry), ms of the page's clock. */
export interface TaskSpan {
  readonly start: number;
  readonly duration: number;
}

/** A task that starts this close before an event's handlers is the task that runs them. */
const HANDLER_TASK_SLACK_MS = 10;

/**
 * The end of the last task over 50 ms that was the page's own work, not a tap's (0 when none): a
 * task that starts while a tap's handlers run or before the paint that answers it (from an event's
 * `processingStart` to its end) is the tap's. A task that held a tap back started before its
 * handlers, so it stays the page's. The probe stops once this is a second old and the network idle.
 */
export function lastPageTaskEnd(tasks: readonly TaskSpan[], entries: readonly EventEntry[]): number {
  const taps = entries.flatMap((entry) =>
    entry.interactionId && entry.processingStart !== undefined
      ? [{from: entry.processingStart - HANDLER_TASK_SLACK_MS, to: entry.startTime + entry.duration}]
      : [],
  );
  const own = tasks.filter((task) => !taps.some(({from, to}) => task.start >= from && task.start < to));
  return Math.max(0, ...own.map((task) => task.start + task.duration));
}

/** One probed load. */
export interface ProbeRun {
  /** The selector that found each target tapped, in tapping order. */
  readonly targets: readonly string[];
  /** Taps made, from first paint until quiet. */
  readonly taps: number;
  /** Trusted clicks that landed on a target (a click on anything else means a target moved). */
  readonly hits: number;
  readonly interactions: readonly Interaction[];
  /** First paint, the first tap (once the targets were on screen) and the end of tapping, ms after navigation start. */
  readonly firstPaintMs: number;
  readonly startMs: number;
  readonly endMs: number;
  /** The load's tasks over 50 ms, the taps' own included. */
  readonly tasks: readonly TaskSpan[];
  /** False when the page was not quiet by the probe's time limit. */
  readonly settled: boolean;
  /** The URL the page went to after a tap, when it left the measured page. */
  readonly navigatedTo?: string;
}

/** The slowest interaction of a load, ms; 0 when every response was under the observer's 16 ms threshold. */
export const slowestOf = (run: ProbeRun): number => Math.max(0, ...run.interactions.map((entry) => entry.duration));

export interface ProbeResult {
  /** Median over the loads that stayed on the page of each one's slowest response, ms (0: all under 16 ms). */
  slowestMs: number;
  /** Median taps per load. */
  taps: number;
  /** Loads on which a tap navigated away (their taps are lost, not timed). */
  lost: number;
  /** Loads that were not quiet by the time limit. */
  unsettled: number;
  runs: ProbeRun[];
}

/** The median of the loads; throws when no load was probed. */
export function probeResult(runs: readonly ProbeRun[]): ProbeResult {
  if (runs.length === 0) throw new Error('probeResult: no runs');
  const stayed = runs.filter((run) => run.navigatedTo === undefined);
  return {
    slowestMs: stayed.length ? median(stayed.map(slowestOf)) : Number.NaN,
    taps: median(runs.map((run) => run.taps)),
    lost: runs.length - stayed.length,
    unsettled: runs.filter((run) => !run.settled).length,
    runs: [...runs],
  };
}

/** A slowest-response figure as the report prints it: `184`, `<16` (every response under 16 ms), `lost` (every load left the page). */
export const probeFigure = (ms: number): string => (Number.isNaN(ms) ? 'lost' : ms === 0 ? '<16' : ms.toFixed(0));
