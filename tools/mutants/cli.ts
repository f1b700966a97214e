/**
 * `npm run test:mutants`: applies each mutant of tools/mutants/catalogue-*.ts to the installed
 * release's dist file, runs the behaviour tests that back its security-page statement, restores
 * the file byte for byte and prints which mutants the tests killed. Exits 1 when a mutant
 * survived without an explanation or could not run.
 *
 *   npm run test:mutants                   every mutant
 *   npm run test:mutants -- --only <id>,…  the named mutants
 *   npm run test:mutants -- --list         the catalogue, without running it
 *   npm run test:mutants -- --restore      put back the originals a stopped run left in .mutants/backup
 */
import path from 'node:path';
import {restoreBackup, hasBackup, BACKUP_DIR} from './backup';
import {MUTANTS} from './catalogue';
import {failing, summary} from './report';
import {runMutants} from './run';

const SITE_DIR = path.resolve(__dirname, '../..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<number> {
  if (process.argv.includes('--restore')) {
    const restored = restoreBackup(SITE_DIR);
    console.log(
      restored.length > 0 ? `Restored and verified:\n  ${restored.join('\n  ')}` : `No backup in ${BACKUP_DIR}.`,
    );
    return 0;
  }
  if (process.argv.includes('--list')) {
    for (const mutant of MUTANTS) console.log(`${mutant.id}  ${mutant.change}  [${mutant.killedBy.join(', ')}]`);
    return 0;
  }
  if (hasBackup(SITE_DIR)) {
    console.error(
      `${BACKUP_DIR} exists: an earlier run did not finish, so dist files may still be mutated.\nRun \`npm run test:mutants -- --restore\` first.`,
    );
    return 2;
  }
  const only = option('--only')?.split(',');
  const unknown = (only ?? []).filter((id) => !MUTANTS.some((mutant) => mutant.id === id));
  if (unknown.length > 0) {
    console.error(`No such mutant: ${unknown.join(', ')}`);
    return 2;
  }
  const mutants = only ? MUTANTS.filter((mutant) => only.includes(mutant.id)) : MUTANTS;
  const started = Date.now();
  const {results, baselineSeconds} = await runMutants({siteDir: SITE_DIR, mutants, log: (line) => console.log(line)});
  console.log(`\n${summary(results)}`);
  console.log(
    `\nBaseline ${baselineSeconds.toFixed(0)} s; whole run ${((Date.now() - started) / 1000).toFixed(0)} s. Dist files restored and their sha256 verified.`,
  );
  return failing(results) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
