/**
 * Checks a catalogue of mutants against the site before anything is changed: ids unique and
 * prefixed by their release, each file the one its release's tests load, each search text once
 * in it, each statement one row of the release's security page, and each test a behaviour of
 * the release that the row links.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SdkBehaviours} from '../../lib/sdk-behaviours';
import {idPrefix} from '../../lib/sdk-behaviours/releases';
import {mutateText} from './apply';
import {checkDistFile} from './dist-files';
import {findRow, securityRowsOf} from './statements';
import type {Mutant} from './types';

/** The problems of each mutant that cannot run, by id, one line each. */
export function catalogueErrors(
  siteDir: string,
  mutants: readonly Mutant[],
  behaviours: SdkBehaviours,
): ReadonlyMap<string, readonly string[]> {
  const byId = new Map<string, string[]>();
  const seen = new Set<string>();
  const texts = new Map<string, string>();
  for (const mutant of mutants) {
    const errors = byId.get(mutant.id) ?? [];
    byId.set(mutant.id, errors);
    const fail = (message: string): void => void errors.push(`${mutant.id}: ${message}`);
    if (seen.has(mutant.id)) fail('the id is used twice');
    seen.add(mutant.id);
    if (!mutant.id.startsWith(idPrefix(mutant.release)))
      fail(`a mutant of ${mutant.release} has an id starting ${idPrefix(mutant.release)}`);
    const wrongFile = checkDistFile(siteDir, mutant.release, mutant.file);
    if (wrongFile) fail(wrongFile);
    else {
      const text = texts.get(mutant.file) ?? fs.readFileSync(path.join(siteDir, mutant.file), 'utf8');
      texts.set(mutant.file, text);
      const mutated = mutateText(text, mutant);
      if ('error' in mutated) errors.push(mutated.error);
    }
    const found = findRow(securityRowsOf(siteDir, mutant.release), mutant.section, mutant.statement);
    if ('error' in found) fail(found.error);
    if (mutant.killedBy.length === 0) fail('it names no test');
    for (const id of mutant.killedBy) {
      const behaviour = behaviours[id];
      if (behaviour === undefined) fail(`${id} is no behaviour test`);
      else if (behaviour.release !== mutant.release) fail(`${id} runs ${behaviour.release}, not ${mutant.release}`);
      if ('row' in found && !found.row.tests.includes(id))
        fail(`the row "${found.row.statement.slice(0, 60)}…" does not link ${id}`);
    }
  }
  return new Map([...byId].filter(([, errors]) => errors.length > 0));
}
