/**
 * The benchmark's table: per route and metric, our figure, then each reference's figure and our
 * figure as a ratio to it (blank where a reference does not have the route).
 */
import type {RunnerTiming} from './runner-timing';
import {KIB, MEASURED_ROUTES, type MeasuredRoute} from './budgets';
import type {BuildResult} from './clean-build';
import {probeFigure, type ProbeResult} from './input-probe';
import type {FormFactor, LighthouseResult} from './lighthouse';
import type {PageWeight} from './page-weight';
import type {TaskFigure} from './react-floor';

export interface RouteResult {
  weight: PageWeight;
  lighthouse: Partial<Record<FormFactor, LighthouseResult>>;
  /** The input probe's slowest response (input-probe.ts). */
  probe?: ProbeResult;
  /** The longest main-thread task of a cold load at 4× CPU slowdown (react-floor.ts). */
  longestTask?: TaskFigure;
}

export interface SiteResult {
  name: string;
  build?: BuildResult;
  routes: Partial<Record<MeasuredRoute, RouteResult>>;
  /** Ours only: the sample runner's first and later Run (runner-timing.ts). */
  runner?: RunnerTiming & {runs: number};
}

export const kib = (bytes: number): string => (bytes / KIB).toFixed(1);

/** `ours / reference` with two decimals and `×`, or blank when there is nothing to divide by. */
export const ratio = (ours: number, reference: number | undefined): string =>
  reference === undefined || !Number.isFinite(reference) || !Number.isFinite(ours) || reference === 0
    ? ''
    : `${(ours / reference).toFixed(2)}×`;

interface Metric {
  label: string;
  of: (site: SiteResult) => number | undefined;
  format: (value: number) => string;
}

function metricsOf(route: MeasuredRoute): Metric[] {
  const at = (site: SiteResult): RouteResult | undefined => site.routes[route];
  const metrics: Metric[] = [
    ...(['html', 'js', 'css', 'font', 'image'] as const).map((type) => ({
      label: `${type} KiB gz`,
      of: (site: SiteResult) => at(site)?.weight.gzip[type],
      format: kib,
    })),
    {label: 'total KiB gz', of: (site) => at(site)?.weight.totalGzip, format: kib},
  ];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const lh = (site: SiteResult): LighthouseResult | undefined => at(site)?.lighthouse[formFactor];
    metrics.push(
      {label: `LH ${formFactor} score`, of: (site) => lh(site)?.score, format: String},
      {label: `LH ${formFactor} LCP ms`, of: (site) => lh(site)?.lcpMs, format: (n) => n.toFixed(0)},
      {label: `LH ${formFactor} TBT ms`, of: (site) => lh(site)?.tbtMs, format: (n) => n.toFixed(0)},
      {label: `LH ${formFactor} CLS`, of: (site) => lh(site)?.cls, format: (n) => n.toFixed(3)},
    );
  }
  metrics.push(
    {label: 'probe slowest ms', of: (site) => at(site)?.probe?.slowestMs, format: probeFigure},
    {label: 'probe taps', of: (site) => at(site)?.probe?.taps, format: String},
    {label: 'probe lost loads', of: (site) => at(site)?.probe?.lost, format: String},
    {label: 'longest task ms', of: (site) => at(site)?.longestTask?.longestMs, format: (n) => n.toFixed(0)},
  );
  return metrics;
}

const BUILD_METRICS: Metric[] = [
  {label: 'clean build s', of: (site) => site.build?.seconds, format: (n) => n.toFixed(1)},
  {label: 'peak memory MiB', of: (site) => site.build?.peakMemoryMiB, format: String},
];

/** The table as aligned text columns: route, metric, ours, then per reference its value and ratio. */
export function reportTable(ours: SiteResult, references: readonly SiteResult[]): string {
  const rows: string[][] = [['route', 'metric', 'ours', ...references.flatMap((site) => [site.name, 'ratio'])]];
  const add = (route: string, metric: Metric): void => {
    const value = metric.of(ours);
    if (value === undefined) return;
    const cells = references.flatMap((site) => {
      const theirs = metric.of(site);
      return theirs === undefined ? ['', ''] : [metric.format(theirs), ratio(value, theirs)];
    });
    rows.push([route, metric.label, metric.format(value), ...cells]);
  };
  for (const metric of BUILD_METRICS) add('(build)', metric);
  for (const route of MEASURED_ROUTES) for (const metric of metricsOf(route)) add(route, metric);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
