/**
 * One probed load (the input probe, input-probe.ts): the page loaded cold at 4× CPU slowdown
 * and, from first paint until the page is quiet (no request for 500 ms and, for 1 s, no task over
 * 50 ms but the taps' own, input-probe.ts `lastPageTaskEnd`; 15 s at most), a tap every 300 ms, on a sidebar category and the colour toggle in turn (the
 * toggle alone where there is no sidebar, or no category in it). Each tap is real input sent through CDP
 * (`Input.dispatchMouseEvent`), so it waits behind the task running when it comes, as a reader's
 * tap does; taps are sent on time whether or not the page has answered the last one. The page's
 * own Event Timing observer measures every response. After every tap the page's URL is compared
 * with the measured one: a tap that left the page (a link followed before hydration, a `#`) ends
 * the load as lost.
 */
import type {Browser, CDPSession, Page} from '@playwright/test';
import type {EventEntry, ProbeResult, ProbeRun, ProbeTargets, TaskSpan} from './input-probe';
import {interactionsOf, lastPageTaskEnd, probeResult} from './input-probe';
import {CPU_SLOWDOWN} from './trace-load';

/** Time between taps, ms. */
export const TAP_INTERVAL_MS = 300;
/** The page is quiet once no request has run for this long… */
const NETWORK_QUIET_MS = 500;
/** …and no task over 50 ms has ended for this long. */
const TASK_QUIET_MS = 1000;
/** Taps stop this long after first paint even if the page is not quiet. */
const PROBE_CAP_MS = 15_000;
/** How long first paint and the targets may take to appear. */
const PAINT_CAP_MS = 20_000;
/**
 * Lighthouse's desktop screen: Docusaurus shows its doc sidebar and colour toggle from 997 px,
 * VitePress its sidebar outside a drawer on wide screens and its appearance switch from 1280 px;
 * on a phone's screen neither target is there without opening a menu.
 */
export const PROBE_VIEWPORT = {width: 1350, height: 940};

/** The page's side: Event Timing and long tasks observed from the start, presses on the targets counted. */
const pageScript = (selectors: readonly string[]): string => `(() => {
  const probe = (window.__inputProbe = {entries: [], tasks: [], presses: 0, hits: 0});
  const selectors = ${JSON.stringify(selectors)};
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.entries.push({name: entry.name, interactionId: entry.interactionId || 0, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart});
    }).observe({type: 'event', durationThreshold: 16, buffered: true});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  } catch (error) {
    probe.error = String(error);
  }
  // pointerup, not click: a disabled button (the colour toggle before hydration) gets no click.
  addEventListener('pointerup', (event) => {
    if (!event.isTrusted) return;
    probe.presses += 1;
    if (event.target instanceof Element && selectors.some((selector) => event.target.closest(selector))) probe.hits += 1;
  }, true);
})();`;

/**
 * The centre of the first visible element of each selector list, once the page has painted and the
 * last list (the colour toggle) shows one (else null). The lists before it are taken where the page
 * has them: a page whose sidebar has no category (the 1.1.0 API index) is probed on the toggle alone.
 */
const findTargets = (lists: readonly (readonly string[])[]): string => `(() => {
  const paint = performance.getEntriesByType('paint')[0];
  if (!paint) return null;
  const centre = (selectors) => {
    for (const selector of selectors)
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width < 1 || box.height < 1 || box.bottom > innerHeight || box.right > innerWidth) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const top = document.elementFromPoint(x, y);
        if (top && (top === element || element.contains(top))) return {x, y, selector};
      }
    return null;
  };
  const found = ${JSON.stringify(lists)}.map(centre);
  return found[found.length - 1] ? {paint: paint.startTime, at: performance.now(), targets: found.filter(Boolean)} : null;
})()`;

interface Target {
  x: number;
  y: number;
  selector: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A press and release at the target's centre, sent at once without waiting for the page. */
function tap(session: CDPSession, {x, y}: Target): Promise<unknown> {
  const send = (type: 'mousePressed' | 'mouseReleased', buttons: number): Promise<unknown> =>
    session.send('Input.dispatchMouseEvent', {
      type,
      x,
      y,
      button: 'left',
      buttons,
      clickCount: 1,
      pointerType: 'mouse',
    });
  return Promise.all([send('mousePressed', 1), send('mouseReleased', 0)]);
}

interface Found {
  /** First paint, and when the targets were found, ms after navigation start. */
  paint: number;
  at: number;
  targets: Target[];
}

async function waitForTargets(page: Page, lists: readonly (readonly string[])[]): Promise<Found> {
  const started = Date.now();
  for (;;) {
    const found = await page.evaluate<Found | null>(findTargets(lists));
    if (found) return found;
    if (Date.now() - started > PAINT_CAP_MS)
      throw new Error(`input probe: ${page.url()} shows none of ${lists.map((list) => list.join(', ')).join(' / ')}`);
    await sleep(50);
  }
}

/** Probes one cold load of `url`; `withCategory` false taps the colour toggle only (a page with no sidebar). */
export async function probeLoad(
  browser: Browser,
  url: string,
  targets: ProbeTargets,
  withCategory: boolean,
): Promise<ProbeRun> {
  const context = await browser.newContext({viewport: PROBE_VIEWPORT});
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const lists = withCategory ? [targets.category, targets.toggle] : [targets.toggle];
    await page.addInitScript(pageScript(lists.flat()));
    let inFlight = 0;
    let lastNetwork = Date.now();
    const network = (change: number) => (): void => {
      inFlight += change;
      lastNetwork = Date.now();
    };
    page.on('request', network(1));
    page.on('requestfinished', network(-1));
    page.on('requestfailed', network(-1));
    await page.goto(url, {waitUntil: 'commit'});
    const home = page.url();
    const {paint: firstPaintMs, at: startMs, targets: found} = await waitForTargets(page, lists);
    const started = Date.now();
    const pending: Promise<unknown>[] = [];
    let taps = 0;
    let quietCheck: Promise<void> | undefined;
    /** Quiet checks answered in a row: two, so that a long task whose entry came late is not missed. */
    let quietChecks = 0;
    let navigatedTo: string | undefined;
    for (;;) {
      await sleep(started + taps * TAP_INTERVAL_MS - Date.now());
      if (page.url() !== home) {
        navigatedTo = page.url();
        break;
      }
      const networkQuiet = inFlight === 0 && Date.now() - lastNetwork >= NETWORK_QUIET_MS;
      if ((quietChecks >= 2 && networkQuiet && taps >= found.length) || Date.now() - started > PROBE_CAP_MS) break;
      pending.push(tap(session, found[taps % found.length]).catch(() => undefined));
      taps += 1;
      // Asked without waiting: the answer comes when the page's main thread is free.
      quietCheck ??= page
        .evaluate<{now: number; tasks: TaskSpan[]; entries: EventEntry[]}>(
          '({now: performance.now(), tasks: window.__inputProbe.tasks, entries: window.__inputProbe.entries})',
        )
        .then(({now, tasks, entries}) => {
          const quiet = now - Math.max(lastPageTaskEnd(tasks, entries), startMs) >= TASK_QUIET_MS;
          quietChecks = quiet ? quietChecks + 1 : 0;
        })
        .catch(() => undefined)
        .finally(() => (quietCheck = undefined));
    }
    const settled = navigatedTo === undefined && Date.now() - started <= PROBE_CAP_MS;
    const endMs = startMs + (Date.now() - started);
    await Promise.race([Promise.all(pending), sleep(10_000)]);
    await sleep(500);
    if (navigatedTo === undefined && page.url() !== home) navigatedTo = page.url();
    const probe =
      navigatedTo === undefined
        ? await page.evaluate<{entries: EventEntry[]; tasks: TaskSpan[]; hits: number; error?: string}>(
            'window.__inputProbe',
          )
        : {entries: [], tasks: [], hits: 0};
    if (probe.error) throw new Error(`input probe: the page could not observe its events: ${probe.error}`);
    return {
      targets: found.map((target) => target.selector),
      taps,
      hits: probe.hits,
      interactions: interactionsOf(probe.entries),
      firstPaintMs,
      startMs,
      endMs,
      tasks: probe.tasks,
      settled,
      ...(navigatedTo === undefined ? {} : {navigatedTo}),
    };
  } finally {
    await context.close();
  }
}

/** `runs` probed loads of `url`, reduced to the median (input-probe.ts `probeResult`). */
export async function probeRoute(
  browser: Browser,
  url: string,
  targets: ProbeTargets,
  withCategory: boolean,
  runs: number,
): Promise<ProbeResult> {
  const loads: ProbeRun[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await probeLoad(browser, url, targets, withCategory));
  return probeResult(loads);
}
