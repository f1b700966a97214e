/**
 * `npm run check:samples`: the command of tools/check-samples/command.ts (type-checks the TypeScript
 * samples of the documentation against the real SDK types), run with this process's arguments.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {main} from './command';

function isDirectRun(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const strip = (file: string) => {
    const real = fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file);
    return real.replace(/\.[cm]?[jt]s$/, '');
  };
  return strip(entry) === strip(fileURLToPath(import.meta.url));
}

if (isDirectRun()) {
  process.exitCode = main(process.argv.slice(2));
}
