/**
 * A cache of the Twoslash run over the site's samples, for rebuilds: the results are stored (the
 * build uses node_modules/.cache/code-blocks/) under a hash of everything they depend on (the Markdown files,
 * the release table, the lockfile, the compiler's version and the compiling code itself). A clean
 * build (no cache) compiles; a rebuild with nothing changed reads the file.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {COMPILER_OPTIONS, type SamplesConfig} from '../../lib/samples';
import {walkFilesAbsolute} from '../../lib/walk';

/** The key of a run over `files` (absolute) of the site in `siteDir`. */
export function samplesCacheKey(siteDir: string, files: readonly string[], config: SamplesConfig): string {
  const hash = createHash('sha256');
  const add = (label: string, value: string) => hash.update(`${label}\0${value}\0`);
  add('typescript', ts.version);
  add('options', JSON.stringify(COMPILER_OPTIONS));
  add('config', JSON.stringify(config));
  const lockfile = path.join(siteDir, 'package-lock.json');
  add('lockfile', fs.existsSync(lockfile) ? fs.readFileSync(lockfile, 'utf8') : '');
  const code = walkFilesAbsolute(path.resolve(__dirname, '../../lib/samples'), {extensions: ['.ts']});
  for (const file of [...code, __filename, path.join(__dirname, 'compile-task.ts')]) {
    add(file, fs.readFileSync(file, 'utf8'));
  }
  for (const file of files) add(file, fs.readFileSync(file, 'utf8'));
  return hash.digest('hex').slice(0, 24);
}

const cacheFile = (dir: string, key: string) => path.join(dir, `samples-${key}.json`);

/** The results stored under `key`, if any (as written by writeSamplesCache). */
export function readSamplesCache(dir: string, key: string): unknown {
  const file = cacheFile(dir, key);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
}

export function writeSamplesCache(dir: string, key: string, results: unknown): void {
  const file = cacheFile(dir, key);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(results));
}
