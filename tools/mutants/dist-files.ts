/**
 * The files the behaviour tests load for each documented release: the packages are imported by
 * name in ESM (tests/sdk/support/releases.ts), so Node takes the `import` condition of their
 * `exports["."]`. `checkDistFile` holds a mutant's file to that, so a mutant never changes a
 * file the tests do not run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocumentedRelease} from '../../lib/sdk-behaviours/types';

/** The package folder of each documented release, relative to the site root. */
export const PACKAGE_DIRS: Readonly<Record<DocumentedRelease, string>> = {
  '3.2.0': 'node_modules/@opensecret/react',
  '1.1.0': 'node_modules/opensecret-react-1.1.0',
};

interface PackageJson {
  readonly version?: string;
  readonly exports?: {readonly '.'?: {readonly import?: string}};
}

/** The file, relative to the site root, that an ESM import of the release's package loads. */
export function importedFile(siteDir: string, release: DocumentedRelease): string {
  const folder = PACKAGE_DIRS[release];
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, folder, 'package.json'), 'utf8')) as PackageJson;
  if (pkg.version !== release) throw new Error(`${folder} holds version ${String(pkg.version)}, not ${release}`);
  const entry = pkg.exports?.['.']?.import;
  if (entry === undefined) throw new Error(`${folder}/package.json has no exports["."].import`);
  return path.posix.join(folder, entry);
}

/** Why a mutant's file is not the file its release's tests load, or undefined when it is. */
export function checkDistFile(siteDir: string, release: DocumentedRelease, file: string): string | undefined {
  const loaded = importedFile(siteDir, release);
  return loaded === file ? undefined : `${file} is not the file the ${release} tests load (${loaded})`;
}
