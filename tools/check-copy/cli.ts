/**
 * `npm run check:copy`: the command of tools/check-copy/command.ts (no run of 8 or more words from
 * the SDK's own comments or README in our prose), run with this process's arguments.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {main} from './command';

function isDirectRun(): boolean {
  const entry = process.argv[1];
  return (
    entry !== undefined &&
    path.resolve(entry).replace(/\.ts$/, '') === fileURLToPath(import.meta.url).replace(/\.ts$/, '')
  );
}

if (isDirectRun()) process.exitCode = main(process.argv.slice(2));
