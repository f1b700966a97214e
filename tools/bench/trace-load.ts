/**
 * A cold page load as the benchmark's browser measurements make it: a fresh context at Lighthouse's
 * mobile screen with 4× CPU slowdown (`Emulation.setCPUThrottlingRate`), and the load recorded as a
 * Chrome trace until the network is idle and no timer has run late for 1 s (30 s at most). Shared by
 * the phase profile (profile.ts), the React DOM floor (react-floor.ts) and the input probe.
 */
import type {Browser, BrowserContext, CDPSession, Page} from '@playwright/test';
import type {TraceEvent} from './trace-events';

/** The categories DevTools' performance panel records, with the JS sampling profiler. */
export const PROFILE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  '__metadata',
];
/** Enough for the tasks and their events, without the sampling profiler's own cost. */
export const TASK_CATEGORIES = PROFILE_CATEGORIES.filter((category) => !category.includes('cpu_profiler'));
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
export const VIEWPORT = {width: 412, height: 823};
const QUIET_MS = 1000;
export const CAP_MS = 30_000;

/** Resolves once no timer of a 50 ms chain has run more than 50 ms late for `quiet` ms (or after `cap`). */
const QUIET_PROBE = (quiet: number, cap: number): string => `new Promise((resolve) => {
  const start = performance.now();
  let quietSince = start;
  let expected = start + 50;
  const tick = () => {
    const now = performance.now();
    if (now - expected > 50) quietSince = now;
    if (now - quietSince >= ${quiet} || now - start >= ${cap}) return resolve(now - start < ${cap});
    expected = now + 50;
    setTimeout(tick, 50);
  };
  setTimeout(tick, 50);
})`;

/** A fresh context as Lighthouse's mobile preset: its screen, touch, and a page with the CPU slowed down. */
export async function mobilePage(
  browser: Browser,
): Promise<{context: BrowserContext; page: Page; session: CDPSession}> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  return {context, page, session};
}

/** Collects a whole trace from a browser-wide session (every process, so a renderer swap is kept). */
async function stopTracing(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = ({value}: {value: unknown[]}): void => {
    for (const event of value) events.push(event as TraceEvent);
  };
  session.on('Tracing.dataCollected', onData);
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.end');
  await complete;
  session.off('Tracing.dataCollected', onData);
  return events;
}

/** One cold load of `url` in a fresh context: the raw trace and whether the page went quiet. */
export async function traceLoad(
  browser: Browser,
  url: string,
  categories: readonly string[] = PROFILE_CATEGORIES,
): Promise<{events: TraceEvent[]; settled: boolean}> {
  const {context, page} = await mobilePage(browser);
  const tracing = await browser.newBrowserCDPSession();
  try {
    await tracing.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {recordMode: 'recordContinuously', includedCategories: [...categories]},
    });
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    const started = Date.now();
    await page.goto(url, {waitUntil: 'load', timeout: CAP_MS});
    let settled = false;
    while (!settled && Date.now() - started < CAP_MS) {
      await page.waitForLoadState('networkidle', {timeout: CAP_MS});
      const quiet = await page.evaluate<boolean>(QUIET_PROBE(QUIET_MS, CAP_MS - (Date.now() - started)));
      settled = quiet && inFlight === 0;
    }
    return {events: await stopTracing(tracing), settled};
  } finally {
    await tracing.detach().catch(() => undefined);
    await context.close();
  }
}
