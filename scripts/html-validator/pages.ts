/** The HTML pages of a build directory. */
import fs from 'node:fs';
import path from 'node:path';

/** Every `.html` file under `dir`, as paths relative to `dir` with `/` separators, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
