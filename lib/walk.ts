/**
 * The one recursive directory walker of the repository. Lists the files under a directory in
 * tree order: depth first, each directory's entries sorted by name (UTF-16 code units), so
 * the output is the same on every machine and file system. Only regular files and real
 * directories are followed (symbolic links are not).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface WalkOptions {
  /** Keep only files whose name ends with one of these, e.g. `['.md', '.mdx']`. */
  extensions?: readonly string[];
  /**
   * Directories not descended into. Called with the directory's name and its path relative to
   * the walked directory (`/`-separated).
   */
  skipDirectory?: (name: string, relativePath: string) => boolean;
}

const byName = (a: fs.Dirent, b: fs.Dirent): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The files under `dir`, as paths relative to it with `/` separators, in tree order.
 * Throws (like `fs.readdirSync`) when `dir` cannot be read.
 */
export function walkFiles(dir: string, options: WalkOptions = {}): string[] {
  const {extensions, skipDirectory} = options;
  const files: string[] = [];
  const visit = (relative: string): void => {
    const entries = fs.readdirSync(path.join(dir, relative), {withFileTypes: true}).sort(byName);
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skipDirectory?.(entry.name, child)) visit(child);
      } else if (entry.isFile() && (!extensions || extensions.some((extension) => entry.name.endsWith(extension)))) {
        files.push(child);
      }
    }
  };
  visit('');
  return files;
}

/** Like walkFiles, with absolute paths (joined with the platform separator). */
export function walkFilesAbsolute(dir: string, options: WalkOptions = {}): string[] {
  const root = path.resolve(dir);
  return walkFiles(root, options).map((file) => path.join(root, ...file.split('/')));
}

/**
 * Orders `/`-separated paths as walkFiles lists them (segment by segment), e.g. for the output
 * of a glob library, whose order is not specified.
 */
export function compareTreeOrder(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  }
  return left.length - right.length;
}
