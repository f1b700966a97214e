/**
 * A mutation run: check the catalogue, run every mutant's tests once on the unchanged releases
 * (they must pass, or a failure would prove nothing), back up the dist files, then for each
 * mutant write the changed file, run its tests, and write the original back, checking its
 * sha256, before the next. The backup restores every file on any way out (./guard.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {sdkBehaviours} from '../../lib/sdk-behaviours';
import {mutateText} from './apply';
import {createBackup, originalOf, restoreBackup, restoreFile} from './backup';
import {guarded} from './guard';
import type {Mutant, MutantResult, Outcome} from './types';
import {catalogueErrors} from './validate';
import {runTests, type TestRun} from './vitest-run';

export interface RunOptions {
  readonly siteDir: string;
  readonly mutants: readonly Mutant[];
  readonly log: (line: string) => void;
}

export interface RunReport {
  readonly results: readonly MutantResult[];
  readonly baselineSeconds: number;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
const seconds = (since: number): number => (Date.now() - since) / 1000;
const tail = (output: string): string => output.trim().split('\n').slice(-15).join('\n');

/** The outcome of a mutant from its tests' run. */
export function outcomeOf(mutant: Mutant, run: TestRun): Outcome {
  const failed = mutant.killedBy.filter((id) => run.failed.includes(id));
  if (failed.length > 0)
    return mutant.explanation === undefined
      ? {kind: 'killed', failed}
      : {kind: 'error', message: `explained as unobservable, but ${failed.join(', ')} kill it: remove the explanation`};
  const missing = mutant.killedBy.filter((id) => !run.passed.includes(id));
  if (missing.length > 0)
    return {
      kind: 'error',
      message: `${missing.join(', ')} did not run (exit ${String(run.exitCode)}):\n${tail(run.output)}`,
    };
  return mutant.explanation === undefined ? {kind: 'survived'} : {kind: 'explained'};
}

/** Runs every mutant of the catalogue; a mutant the catalogue checks reject gets an error outcome and no run. */
export async function runMutants({siteDir, mutants, log}: RunOptions): Promise<RunReport> {
  const behaviours = sdkBehaviours(siteDir);
  const rejected = catalogueErrors(siteDir, mutants, behaviours);
  const runnable = mutants.filter((mutant) => !rejected.has(mutant.id));
  const filesOf = (ids: readonly string[]): string[] => unique(ids.map((id) => behaviours[id].test));

  const started = Date.now();
  const allIds = unique(runnable.flatMap((mutant) => mutant.killedBy));
  log(`Baseline: ${allIds.length} tests on the unchanged releases`);
  const baseline = await runTests(siteDir, filesOf(allIds), allIds);
  const notPassing = allIds.filter((id) => !baseline.passed.includes(id));
  if (notPassing.length > 0)
    throw new Error(
      `These tests do not pass on the unchanged releases: ${notPassing.join(', ')}\n${tail(baseline.output)}`,
    );
  const baselineSeconds = seconds(started);

  const results: MutantResult[] = mutants
    .filter((mutant) => rejected.has(mutant.id))
    .map((mutant) => ({
      mutant,
      outcome: {kind: 'error', message: (rejected.get(mutant.id) ?? []).join('\n')},
      seconds: 0,
    }));
  const distFiles = unique(runnable.map((mutant) => mutant.file));
  createBackup(siteDir, distFiles);
  await guarded(
    () => void restoreBackup(siteDir),
    async () => {
      for (const [index, mutant] of runnable.entries()) {
        const since = Date.now();
        const mutated = mutateText(originalOf(siteDir, mutant.file).toString('utf8'), mutant);
        if ('error' in mutated) {
          results.push({mutant, outcome: {kind: 'error', message: mutated.error}, seconds: 0});
          continue;
        }
        fs.writeFileSync(path.join(siteDir, mutant.file), mutated.text);
        let run: TestRun;
        try {
          run = await runTests(siteDir, filesOf(mutant.killedBy), mutant.killedBy);
        } finally {
          restoreFile(siteDir, mutant.file);
        }
        const outcome = outcomeOf(mutant, run);
        results.push({mutant, outcome, seconds: seconds(since)});
        log(`[${index + 1}/${runnable.length}] ${mutant.id}: ${outcome.kind} (${seconds(since).toFixed(0)} s)`);
      }
    },
  );
  return {results, baselineSeconds};
}
