/**
 * Lighthouse performance runs (mobile and desktop presets) in the system Chromium. Lighthouse
 * runs as its own CLI process: functions it serialises into the page must not pass through the
 * TypeScript loader (which would add helpers the page does not have).
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, findChromium} from '../../lib/chromium';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of each metric over the runs (so a single noisy run does not decide). */
export function medianResult(results: readonly LighthouseResult[]): LighthouseResult {
  const of = (key: keyof LighthouseResult): number => median(results.map((result) => result[key]));
  return {score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), fcpMs: of('fcpMs')};
}

interface Lhr {
  runtimeError?: {message: string};
  categories: {performance?: {score: number | null}};
  audits: Record<string, {numericValue?: number}>;
}

/** Reads the figures the benchmark reports out of a Lighthouse result (LHR). */
export function readLhr(lhr: Lhr, url: string): LighthouseResult {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
  };
}

export async function lighthouse(url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  const chrome = findChromium();
  const {stdout} = await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new'].join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    {env: {...process.env, ...(chrome ? {CHROME_PATH: chrome} : {})}, maxBuffer: 256 * 1024 * 1024},
  );
  return readLhr(JSON.parse(stdout) as Lhr, url);
}
