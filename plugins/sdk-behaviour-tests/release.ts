/** The SDK release a docs page documents, from the folder of its source file. */
import path from 'node:path';
import {DOCS_VERSIONS} from '../../src/constants';

/** The `sdkVersion` of the docs version whose folder holds the file, or undefined outside every docs folder. */
export function releaseOfFile(file: string, siteDir: string): string | undefined {
  const relative = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
  return [...DOCS_VERSIONS]
    .sort((a, b) => b.folder.length - a.folder.length)
    .find((version) => relative.startsWith(`${version.folder}/`))?.sdkVersion;
}
