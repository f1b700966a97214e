/**
 * `npm run bench:profile`: where the renderer main thread's time goes while a page loads, by phase
 * (tools/bench/phase-profile.ts), the median of N cold loads per route, in headless Chromium with 4×
 * CPU throttling and a mobile viewport (as Lighthouse's mobile preset). Profiles an unminified
 * build, so that React's function names survive in the JS samples: build-profile/, built with
 * `docusaurus build --no-minify --out-dir build-profile` when missing or with --build. Prints a
 * table (route × phase, ms), then per route every task over 50 ms of its median run (by total
 * blocking time) with its cause (long-tasks.ts), and writes bench/results/profile-latest.json.
 *
 * Options: --dir <built site> (default build-profile/), --route <path> (repeatable; default the
 * guides of the benchmark's measured routes, then /), --runs N (default 3), --build (rebuild --dir
 * first), --save-traces (keep each raw trace in bench/results/traces/). The server listens on
 * 127.0.0.1:$BENCH_PROFILE_PORT (default 47481).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {MEASURED_ROUTES} from './budgets';
import {formatLongTasks, longTasks, type LongTask} from './long-tasks';
import {PHASES, isUnminifiedReact, medianProfile, summarize, taskProfiles, type PhaseProfile} from './phase-profile';
import {startStaticServer} from './static-server';
import {CAP_MS, CPU_SLOWDOWN, VIEWPORT, traceLoad} from './trace-load';
import {CHROMIUM_ARGS, findChromium} from '../../lib/chromium';

const siteDir = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const valuesOf = (name: string): string[] =>
  args.flatMap((arg, index) => (arg === name && index + 1 < args.length ? [args[index + 1]] : []));
const dir = path.resolve(siteDir, valuesOf('--dir').at(-1) ?? 'build-profile');
/** By default the guides among the benchmark's measured routes, then the home page. */
const routes = valuesOf('--route').length
  ? valuesOf('--route')
  : [...MEASURED_ROUTES.filter((route) => route.includes('/guides/')), '/'];
const runs = Math.max(1, Number(valuesOf('--runs').at(-1) ?? 3) || 3);
const port = Number(process.env.BENCH_PROFILE_PORT ?? 47481);
const resultsDir = path.join(siteDir, 'bench/results');

function ensureBuild(): void {
  if (fs.existsSync(path.join(dir, 'index.html')) && !args.includes('--build')) return;
  console.log(`profile: building an unminified site into ${path.relative(siteDir, dir)}/…`);
  const build = spawnSync(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['build', '--no-minify', '--out-dir', dir],
    {cwd: siteDir, stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  if (build.status !== 0) throw new Error(`docusaurus build --no-minify failed (exit ${build.status})`);
}

const pad = (text: string, width: number): string => text.padStart(width);

function table(results: Record<string, PhaseProfile>): string {
  const columns = [...PHASES, 'busy', 'tbt'] as const;
  const width = Math.max(...Object.keys(results).map((route) => route.length), 5);
  const head = `${'route'.padEnd(width)} ${columns.map((column) => pad(column, Math.max(column.length, 6))).join(' ')}`;
  const rows = Object.entries(results).map(([route, profile]) => {
    const cells = columns.map((column) =>
      pad(
        (column === 'busy' ? profile.busy : column === 'tbt' ? profile.tbt : profile.phases[column]).toFixed(0),
        Math.max(column.length, 6),
      ),
    );
    return `${route.padEnd(width)} ${cells.join(' ')}`;
  });
  return [head, ...rows].join('\n');
}

async function main(): Promise<void> {
  ensureBuild();
  const mainBundle = fs
    .readdirSync(path.join(dir, 'assets/js'))
    .filter((name) => name.endsWith('.js'))
    .some((name) => isUnminifiedReact(fs.readFileSync(path.join(dir, 'assets/js', name), 'utf8')));
  if (!mainBundle)
    throw new Error(`${dir} has no unminified React (no "function beginWork("): rebuild it with --build`);
  const server = await startStaticServer(dir, port);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  const results: Record<string, PhaseProfile> = {};
  const perRun: Record<string, PhaseProfile[]> = {};
  const longTasksPerRun: Record<string, LongTask[][]> = {};
  try {
    for (const route of routes) {
      perRun[route] = [];
      longTasksPerRun[route] = [];
      for (let run = 1; run <= runs; run += 1) {
        const url = `${server.url}${route}`;
        const {events, settled} = await traceLoad(browser, url);
        if (args.includes('--save-traces')) {
          const file = path.join(resultsDir, 'traces', `${route.replace(/\W+/g, '_') || 'root'}-${run}.json`);
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(file, JSON.stringify({traceEvents: events}));
        }
        const tasks = taskProfiles(events, {url});
        const profile = summarize(tasks);
        perRun[route].push(profile);
        longTasksPerRun[route].push(longTasks(tasks));
        console.log(
          `profile: ${route} run ${run}: busy ${profile.busy.toFixed(0)} ms, TBT ${profile.tbt.toFixed(0)} ms` +
            (settled ? '' : ` (not quiet after ${CAP_MS / 1000} s)`),
        );
      }
      results[route] = medianProfile(perRun[route]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\nMain-thread time by phase, ms (median of ${runs}; ${CPU_SLOWDOWN}× CPU slowdown):\n`);
  console.log(table(results));
  console.log(`\nTasks over 50 ms, of each route's median run by total blocking time (${CPU_SLOWDOWN}× CPU):`);
  for (const route of Object.keys(results)) {
    const runsOfRoute = perRun[route] ?? [];
    const order = runsOfRoute.map((profile, index) => ({tbt: profile.tbt, index})).sort((a, b) => a.tbt - b.tbt);
    const median = order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
    console.log(`\n${route} (run ${median + 1}, TBT ${runsOfRoute[median]?.tbt.toFixed(0)} ms):`);
    console.log(formatLongTasks(longTasksPerRun[route]?.[median] ?? []));
  }
  fs.mkdirSync(resultsDir, {recursive: true});
  const file = path.join(resultsDir, 'profile-latest.json');
  const settings = {runs, cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, dir: path.relative(siteDir, dir)};
  fs.writeFileSync(
    file,
    JSON.stringify({date: new Date().toISOString(), ...settings, results, perRun, longTasks: longTasksPerRun}, null, 2),
  );
  console.log(`\nprofile: wrote ${path.relative(siteDir, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
