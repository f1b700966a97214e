/**
 * The sample runner in the benchmark: on a guide with two runnable samples, loaded at 4× CPU
 * slowdown, how long a first Run takes until the preview reports its component rendered (the
 * runner's chunk, the page's run table and the release's frame loaded and started), how long a
 * later Run of the page's other sample takes, and what the runner downloads (gzip, from the
 * build). Median of `runs` cold loads.
 */
import type {Browser} from '@playwright/test';
import {LATEST_DOCS} from '../../src/constants';
import {fileForUrl, gzipSize} from './page-weight';
import {CPU_SLOWDOWN} from './trace-load';

/** The guide measured, and its two samples, run in this order. */
export const RUNNER_ROUTE = `${LATEST_DOCS.docsBase}guides/key-value-storage`;
export const RUNNER_SAMPLES = ['src/Notes.tsx', 'src/ClearMyData.tsx'] as const;
/** What only the runner loads. */
const RUNNER_URL = /\/runner\/|\/assets\/runner\/|\/assets\/js\/runner/;

export interface RunnerTiming {
  /** Press to rendered, first Run of the page, ms. */
  firstMs: number;
  /** Press to rendered, the page's next Run, ms. */
  laterMs: number;
  /** What the first Run downloaded, gzip bytes, by file. */
  bytes: Record<string, number>;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One cold load of the guide and two Runs. */
async function timeRuns(browser: Browser, baseUrl: string, buildDir: string): Promise<RunnerTiming> {
  const context = await browser.newContext({viewport: {width: 1350, height: 940}});
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const loaded: string[] = [];
    page.on('requestfinished', (request) => {
      if (RUNNER_URL.test(request.url())) loaded.push(request.url());
    });
    await page.goto(`${baseUrl}${RUNNER_ROUTE}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const times: number[] = [];
    for (const title of RUNNER_SAMPLES) {
      const button = page.getByRole('button', {name: `Run ${title}`});
      await button.scrollIntoViewIfNeeded();
      const started = Date.now();
      await button.click();
      await page
        .getByRole('region', {name: `Runner of ${title}`})
        .locator('[data-run-status="rendered"]')
        .waitFor({timeout: 60_000});
      times.push(Date.now() - started);
    }
    const bytes: Record<string, number> = {};
    for (const url of new Set(loaded)) {
      const file = fileForUrl(buildDir, new URL(url).pathname);
      if (file) bytes[new URL(url).pathname] = gzipSize(file);
    }
    return {firstMs: times[0], laterMs: times[1], bytes};
  } finally {
    await context.close();
  }
}

/** The median first and later Run of `runs` cold loads, and the bytes of the first. */
export async function measureRunner(
  browser: Browser,
  baseUrl: string,
  buildDir: string,
  runs: number,
): Promise<RunnerTiming & {runs: number}> {
  const all: RunnerTiming[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await timeRuns(browser, baseUrl, buildDir));
  return {
    firstMs: median(all.map((timing) => timing.firstMs)),
    laterMs: median(all.map((timing) => timing.laterMs)),
    bytes: all[0]?.bytes ?? {},
    runs,
  };
}

/** The report line. */
export function formatRunner(timing: RunnerTiming & {runs: number}): string {
  const total = Object.values(timing.bytes).reduce((sum, value) => sum + value, 0);
  const files = Object.entries(timing.bytes)
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${file.replace(/^.*\//, '')} ${(size / 1024).toFixed(1)}`)
    .join(', ');
  return (
    `Sample runner (${RUNNER_ROUTE}, 4× CPU, median of ${timing.runs}): first Run ${timing.firstMs} ms, ` +
    `later Run ${timing.laterMs} ms; downloads ${(total / 1024).toFixed(1)} KiB gzip (${files})`
  );
}
