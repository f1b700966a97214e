/**
 * `npm run bench`: builds this site and two references from clean, serves each with gzip on
 * loopback, and measures, per route, the first-load bytes by type (gzip) and Lighthouse mobile and
 * desktop performance (median of N runs, with LCP, TBT and CLS), plus each clean build's wall time
 * and peak memory. The references: a stock Docusaurus 3.7.0 site over the same docs
 * (tools/bench/reference-site.ts), and a VitePress site over our Markdown copies of the guides
 * (tools/bench/vitepress-site.ts), measured on the guides among the routes. Prints a table with every
 * figure also as a ratio to each reference, and writes bench/results/latest.json. On every site and
 * route it also runs the input probe (probe-load.ts: the slowest response to taps on a sidebar
 * category and the colour toggle during the load, 4× CPU) and measures the longest main-thread task
 * of a cold load at 4× CPU, beside the React DOM floor: the longest task of a page that loads React
 * DOM alone (react-floor.ts).
 *
 * Options: --runs N (Lighthouse runs per route and form factor, default 5), --no-reference (neither
 * reference), --no-vitepress, --no-lighthouse, --no-build (measure the existing build/ only),
 * --route R (repeatable: only these measured routes), --mobile-only (no desktop Lighthouse runs),
 * --no-probe (no input probe), --no-floor (neither the floor nor the longest tasks), --no-runner
 * (not the sample runner's first and later Run, runner-timing.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {
  BUDGETS,
  MEASURED_ROUTES,
  ROUTE_CEILINGS,
  TARGETS,
  budgetOf,
  referenceRoute,
  type Budget,
  type MeasuredRoute,
} from './budgets';
import {cleanBuild, type BuildResult} from './clean-build';
import {firstLoadUrls} from './first-load';
import {DOCUSAURUS_TARGETS, VITEPRESS_TARGETS, type ProbeTargets} from './input-probe';
import {lighthouse, medianResult, type LighthouseResult} from './lighthouse';
import {weigh} from './page-weight';
import {probeRoute} from './probe-load';
import {formatAgainstFloor, measureFloor, measureLongestTask, type FloorResult} from './react-floor';
import {formatRunner, measureRunner} from './runner-timing';
import {kib, reportTable, type RouteResult, type SiteResult} from './report-table';
import {writeReferenceSite} from './reference-site';
import {startStaticServer} from './static-server';
import {VITEPRESS_VERSION, installedVitePress, vitePressOutput, writeVitePressSite} from './vitepress-site';
import {CHROMIUM_ARGS, findChromium} from '../../lib/chromium';

const siteDir = path.resolve(__dirname, '../..');
const referenceDir = path.join(siteDir, 'bench/.reference');
const vitePressDir = path.join(siteDir, 'bench/.vitepress-reference');
const floorDir = path.join(siteDir, 'bench/.react-floor');
const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) || 5 : 5;
const chosenRoutes = args.flatMap((arg, index) => (arg === '--route' && args[index + 1] ? [args[index + 1]] : []));
for (const route of chosenRoutes) {
  if (!(MEASURED_ROUTES as readonly string[]).includes(route)) {
    throw new Error(`bench: --route ${route} is not a measured route (${MEASURED_ROUTES.join(', ')})`);
  }
}
/** The measured routes this run measures. */
const ROUTES = MEASURED_ROUTES.filter((route) => chosenRoutes.length === 0 || chosenRoutes.includes(route));
const FORM_FACTORS = flag('--mobile-only') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);

/** Measures `routes` (our route → the path of the same page on the measured site) of a built site. */
async function measureSite(
  name: string,
  buildDir: string,
  routes: ReadonlyMap<MeasuredRoute, string>,
  targets: ProbeTargets,
  build?: BuildResult,
): Promise<SiteResult> {
  const result: SiteResult = {name, build, routes: {}};
  const server = await startStaticServer(buildDir);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    if (name === 'ours' && !flag('--no-runner')) {
      result.runner = await measureRunner(browser, server.url, buildDir, runs);
      console.log(`bench:   ${formatRunner(result.runner)}`);
    }
    const page = await browser.newPage();
    for (const [route, sitePath] of routes) {
      const urls = await firstLoadUrls(page, `${server.url}${sitePath}`);
      const entry: RouteResult = {weight: weigh(buildDir, sitePath, urls), lighthouse: {}};
      if (!flag('--no-lighthouse')) {
        for (const formFactor of FORM_FACTORS) {
          const samples: LighthouseResult[] = [];
          for (let run = 0; run < runs; run += 1)
            samples.push(await lighthouse(`${server.url}${sitePath}`, formFactor));
          entry.lighthouse[formFactor] = medianResult(samples);
        }
      }
      // The home pages have no sidebar: the probe taps their colour toggle only.
      if (!flag('--no-probe'))
        entry.probe = await probeRoute(browser, `${server.url}${sitePath}`, targets, route !== '/', runs);
      if (!flag('--no-floor')) entry.longestTask = await measureLongestTask(browser, `${server.url}${sitePath}`, runs);
      result.routes[route] = entry;
      console.log(`bench:   ${name} ${sitePath} measured`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

const timedBuild = (name: string, run: () => BuildResult): BuildResult => {
  console.log(`bench: clean build of ${name}…`);
  const result = run();
  console.log(`bench:   ${result.seconds.toFixed(1)} s, peak ${result.peakMemoryMiB} MiB`);
  return result;
};

async function measureOurs(): Promise<SiteResult> {
  const build = flag('--no-build') ? undefined : timedBuild('ours', () => cleanBuild(siteDir));
  return measureSite(
    'ours',
    path.join(siteDir, 'build'),
    new Map(ROUTES.map((route) => [route, route])),
    DOCUSAURUS_TARGETS,
    build,
  );
}

async function measureStock(): Promise<SiteResult> {
  writeReferenceSite(siteDir, referenceDir);
  const build = timedBuild('stock Docusaurus', () => cleanBuild(referenceDir, ['build', '.docusaurus']));
  const routes = new Map(ROUTES.map((route) => [route, referenceRoute(route)]));
  return measureSite('stock Docusaurus', path.join(referenceDir, 'build'), routes, DOCUSAURUS_TARGETS, build);
}

async function measureVitePress(): Promise<SiteResult> {
  const {routes: pages} = writeVitePressSite(path.join(siteDir, 'build'), vitePressDir);
  if (installedVitePress(vitePressDir) !== VITEPRESS_VERSION) {
    console.log(`bench: installing VitePress ${VITEPRESS_VERSION} in ${path.relative(siteDir, vitePressDir)}…`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact'], {
      cwd: vitePressDir,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`npm install in ${vitePressDir} failed (exit ${install.status})`);
  }
  const build = timedBuild(`VitePress ${VITEPRESS_VERSION}`, () =>
    cleanBuild(
      vitePressDir,
      ['.vitepress/dist', '.vitepress/cache'],
      [path.join(vitePressDir, 'node_modules/.bin/vitepress'), 'build', '.'],
    ),
  );
  const routes = new Map(ROUTES.filter((route) => pages.includes(route)).map((route) => [route, route]));
  return measureSite(`VitePress ${VITEPRESS_VERSION}`, vitePressOutput(vitePressDir), routes, VITEPRESS_TARGETS, build);
}

async function main(): Promise<void> {
  const ours = await measureOurs();
  let floor: FloorResult | undefined;
  if (!flag('--no-floor')) {
    console.log('bench: the React DOM floor…');
    floor = await measureFloor(siteDir, floorDir, runs);
  }
  const references: SiteResult[] = [];
  if (!flag('--no-reference')) {
    references.push(await measureStock());
    if (!flag('--no-vitepress')) references.push(await measureVitePress());
  }
  console.log(`\n${reportTable(ours, references)}\n`);
  if (ours.runner) console.log(`${formatRunner(ours.runner)}\n`);
  if (floor) {
    console.log(
      `React DOM floor (react-dom ${floor.reactDom} alone, ${kib(floor.bundleBytes)} KiB minified, 4× CPU): ` +
        `longest task ${floor.longestMs.toFixed(0)} ms (${floor.median.cause}), median of ${floor.runs.length}`,
    );
    for (const route of ROUTES) {
      const longest = ours.routes[route]?.longestTask;
      if (longest) console.log(`  ours ${route}: longest task ${formatAgainstFloor(longest, floor)}`);
    }
    console.log('');
  }
  const rule = (limits: Budget): string => `JS ≤ ${kib(limits.jsGzip)} KiB, total ≤ ${kib(limits.totalGzip)} KiB gzip`;
  const over = (limitsOf: (route: MeasuredRoute) => Budget): string[] =>
    MEASURED_ROUTES.filter((route) => {
      const weight = ours.routes[route]?.weight;
      if (!weight) return false;
      const {gzip, totalGzip} = weight;
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
    JSON.stringify({date: new Date().toISOString(), runs, budgets: BUDGETS, floor, ours, references}, null, 2),
  );
  console.log(`bench: wrote ${path.relative(siteDir, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
