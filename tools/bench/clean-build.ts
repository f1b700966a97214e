/**
 * A clean build (caches and generated files removed first; Docusaurus's `build` unless another
 * command is given), timed, with the peak resident memory of the build process tree from GNU time.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** GNU time (Debian package `time`); without it, peak memory is not reported. */
const GNU_TIME = '/usr/bin/time';

export interface BuildResult {
  seconds: number;
  peakMemoryMiB: number;
}

/** Parses GNU time's `-f '%e %M'` line: elapsed seconds and max RSS in KiB. */
export function parseGnuTime(line: string): BuildResult {
  const match = /^\s*([\d.]+)\s+(\d+)\s*$/m.exec(line);
  if (!match) throw new Error(`cannot read GNU time output: ${JSON.stringify(line)}`);
  return {seconds: Number(match[1]), peakMemoryMiB: Math.round(Number(match[2]) / 1024)};
}

export function cleanBuild(
  siteDir: string,
  generated: readonly string[] = ['build', '.docusaurus', 'docs/api', 'node_modules/.cache'],
  command: readonly string[] = [path.join(siteDir, 'node_modules/.bin/docusaurus'), 'build'],
): BuildResult {
  for (const dir of generated) fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const timeFile = path.join(siteDir, '.bench-time.txt');
  const hasGnuTime = fs.existsSync(GNU_TIME);
  const started = performance.now();
  const [program, args] = hasGnuTime
    ? [GNU_TIME, ['-o', timeFile, '-f', '%e %M', ...command]]
    : [command[0], command.slice(1)];
  const child = spawnSync(program, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) {
    throw new Error(`build failed in ${siteDir} (exit ${child.status}):\n${child.stdout}\n${child.stderr}`);
  }
  if (!hasGnuTime) return {seconds: (performance.now() - started) / 1000, peakMemoryMiB: Number.NaN};
  const result = parseGnuTime(fs.readFileSync(timeFile, 'utf8'));
  fs.rmSync(timeFile, {force: true});
  return result;
}
