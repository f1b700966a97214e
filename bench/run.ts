/**
 * `npm run bench`: builds this site and a stock Docusaurus 3.7.0 reference over the same docs
 * from clean, serves both with gzip on loopback, and measures, per route, the first-load bytes
 * by type (gzip) and Lighthouse mobile and desktop performance (median of N runs, with LCP, TBT
 * and CLS), plus each clean build's wall time and peak memory. Prints a table with every figure
 * also as a ratio to the reference, and writes bench/results/latest.json.
 *
 * Options: --runs N (Lighthouse runs per route and form factor, default 3), --no-reference,
 * --no-lighthouse, --no-build (measure the existing build/ only).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {
  BUDGETS,
  KIB,
  MEASURED_ROUTES,
  ROUTE_CEILINGS,
  TARGETS,
  budgetOf,
  referenceRoute,
  type Budget,
} from '../lib/bench/budgets';
import {cleanBuild, type BuildResult} from '../lib/bench/clean-build';
import {firstLoadUrls} from '../lib/bench/first-load';
import {lighthouse, medianResult, type FormFactor, type LighthouseResult} from '../lib/bench/lighthouse';
import {weigh, type PageWeight} from '../lib/bench/page-weight';
import {writeReferenceSite} from '../lib/bench/reference-site';
import {startStaticServer} from '../lib/bench/static-server';
import {CHROMIUM_ARGS, findChromium} from '../lib/chromium';

const siteDir = path.resolve(__dirname, '..');
const referenceDir = path.join(siteDir, 'bench/.reference');
const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;

interface SiteResult {
  name: string;
  build?: BuildResult;
  routes: Record<string, {weight: PageWeight; lighthouse: Partial<Record<FormFactor, LighthouseResult>>}>;
}

async function measureSite(name: string, dir: string, build: boolean): Promise<SiteResult> {
  const result: SiteResult = {name, routes: {}};
  if (build) {
    console.log(`bench: clean build of ${name}…`);
    result.build = cleanBuild(dir, name === 'reference' ? ['build', '.docusaurus'] : undefined);
    console.log(`bench:   ${result.build.seconds.toFixed(1)} s, peak ${result.build.peakMemoryMiB} MiB`);
  }
  const buildDir = path.join(dir, 'build');
  const server = await startStaticServer(buildDir);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    for (const route of MEASURED_ROUTES) {
      // Results are keyed by our route; the reference is measured at its page with the same content.
      const path = name === 'reference' ? referenceRoute(route) : route;
      const urls = await firstLoadUrls(page, `${server.url}${path}`);
      const entry: SiteResult['routes'][string] = {weight: weigh(buildDir, path, urls), lighthouse: {}};
      if (!flag('--no-lighthouse')) {
        for (const formFactor of ['mobile', 'desktop'] as const) {
          const samples: LighthouseResult[] = [];
          for (let run = 0; run < runs; run += 1) samples.push(await lighthouse(`${server.url}${path}`, formFactor));
          entry.lighthouse[formFactor] = medianResult(samples);
        }
      }
      result.routes[route] = entry;
      console.log(`bench:   ${name} ${path} measured`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

const kib = (bytes: number): string => (bytes / KIB).toFixed(1);
const ratio = (ours: number, reference: number | undefined): string =>
  reference === undefined || !Number.isFinite(reference) || reference === 0 ? '' : `${(ours / reference).toFixed(2)}×`;

function table(ours: SiteResult, reference?: SiteResult): string {
  const rows: string[][] = [['route', 'metric', 'ours', 'reference', 'ratio']];
  const add = (
    route: string,
    metric: string,
    value: number,
    ref: number | undefined,
    format: (n: number) => string,
  ): void => {
    rows.push([route, metric, format(value), ref === undefined ? '' : format(ref), ratio(value, ref)]);
  };
  if (ours.build) {
    add('(build)', 'clean build s', ours.build.seconds, reference?.build?.seconds, (n) => n.toFixed(1));
    add('(build)', 'peak memory MiB', ours.build.peakMemoryMiB, reference?.build?.peakMemoryMiB, String);
  }
  for (const route of MEASURED_ROUTES) {
    const mine = ours.routes[route];
    const theirs = reference?.routes[route];
    for (const type of ['html', 'js', 'css', 'font', 'image'] as const) {
      add(route, `${type} KiB gz`, mine.weight.gzip[type], theirs?.weight.gzip[type], kib);
    }
    add(route, 'total KiB gz', mine.weight.totalGzip, theirs?.weight.totalGzip, kib);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const lh = mine.lighthouse[formFactor];
      const ref = theirs?.lighthouse[formFactor];
      if (!lh) continue;
      add(route, `LH ${formFactor} score`, lh.score, ref?.score, String);
      add(route, `LH ${formFactor} LCP ms`, lh.lcpMs, ref?.lcpMs, (n) => n.toFixed(0));
      add(route, `LH ${formFactor} TBT ms`, lh.tbtMs, ref?.tbtMs, (n) => n.toFixed(0));
      add(route, `LH ${formFactor} CLS`, lh.cls, ref?.cls, (n) => n.toFixed(3));
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const build = !flag('--no-build');
  const ours = await measureSite('ours', siteDir, build);
  let reference: SiteResult | undefined;
  if (!flag('--no-reference')) {
    writeReferenceSite(siteDir, referenceDir);
    reference = await measureSite('reference', referenceDir, true);
  }
  console.log(`\n${table(ours, reference)}\n`);
  const rule = (limits: Budget): string => `JS ≤ ${kib(limits.jsGzip)} KiB, total ≤ ${kib(limits.totalGzip)} KiB gzip`;
  const over = (limitsOf: (route: (typeof MEASURED_ROUTES)[number]) => Budget): string[] =>
    MEASURED_ROUTES.filter((route) => {
      const {gzip, totalGzip} = ours.routes[route].weight;
      const limits = limitsOf(route);
      return gzip.js > limits.jsGzip || totalGzip > limits.totalGzip;
    });
  for (const [name, limitsOf, ruleText] of [
    [
      'budget',
      budgetOf,
      `${rule(BUDGETS)}; ${Object.entries(ROUTE_CEILINGS)
        .map(([route, limits]) => `${route}: ${rule(limits)}`)
        .join('; ')}`,
    ],
    ['target', () => TARGETS, rule(TARGETS)],
  ] as const) {
    const routes = over(limitsOf);
    console.log(
      routes.length ? `over ${name} (${ruleText}): ${routes.join(', ')}` : `all routes within ${name} (${ruleText})`,
    );
  }
  const outDir = path.join(siteDir, 'bench/results');
  fs.mkdirSync(outDir, {recursive: true});
  const file = path.join(outDir, 'latest.json');
  fs.writeFileSync(
    file,
    JSON.stringify({date: new Date().toISOString(), runs, budgets: BUDGETS, ours, reference}, null, 2),
  );
  console.log(`bench: wrote ${path.relative(siteDir, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
