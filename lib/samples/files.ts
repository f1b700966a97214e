/**
 * The Markdown files to check, from paths, directories and globs (tinyglobby; globs use
 * picomatch syntax: `**`, `*`, `?`, `{a,b}`, `[…]`). Dot files and node_modules are never
 * searched. Results are in tree order (lib/walk's compareTreeOrder), the same on every machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import {globSync, isDynamicPattern} from 'tinyglobby';
import {compareTreeOrder} from '../walk';
import {folderPattern, MARKDOWN_EXTENSIONS, SAMPLES_CONFIG, type SamplesConfig} from './config';
import {displayPath} from './diagnostics';

/** Which files a run checks when it names none, and which ones a directory or glob never yields. */
export interface FileSet {
  /** Globs relative to the site root. */
  patterns: readonly string[];
  /** Globs relative to the site root. */
  excluded: readonly string[];
}

/** The Markdown of every folder of a SamplesConfig, without its excluded globs. */
export function fileSetOf(config: SamplesConfig): FileSet {
  return {patterns: config.folders.map((entry) => folderPattern(entry.folder)), excluded: config.excluded};
}

export const DEFAULT_FILE_SET: FileSet = fileSetOf(SAMPLES_CONFIG);

/** A glob as a regular expression over `/`-separated relative paths. */
export function globToRegExp(glob: string): RegExp {
  return picomatch.makeRe(glob);
}

const isMarkdown = (file: string) => MARKDOWN_EXTENSIONS.includes(path.extname(file));

/** Markdown files under `directory` matching `glob` (relative to it), absolute, in tree order. */
function globMarkdown(glob: string, directory: string): string[] {
  return globSync(glob, {cwd: directory, onlyFiles: true, expandDirectories: false, ignore: ['**/node_modules/**']})
    .filter(isMarkdown)
    .sort(compareTreeOrder)
    .map((file) => path.join(directory, ...file.split('/')));
}

/** Markdown files matched by a glob, a directory (recursively) or a file, resolved against `base`. */
function expand(pattern: string, base: string): {files: string[]; explicit: boolean} {
  const segments = pattern.split(/[\\/]/);
  const firstGlob = segments.findIndex((segment) => isDynamicPattern(segment));
  if (firstGlob === -1) {
    const target = path.resolve(base, pattern);
    if (!fs.existsSync(target)) return {files: [], explicit: true};
    return fs.statSync(target).isDirectory()
      ? {files: globMarkdown('**/*', target), explicit: false}
      : {files: [target], explicit: true};
  }
  const staticPart = segments.slice(0, firstGlob).join('/');
  const directory = path.resolve(base, staticPart === '' && pattern.startsWith('/') ? '/' : staticPart);
  if (!fs.existsSync(directory)) return {files: [], explicit: false};
  return {files: globMarkdown(segments.slice(firstGlob).join('/'), directory), explicit: false};
}

/**
 * The Markdown files to check. Without patterns: the file set's patterns under `root`. Paths
 * and globs are resolved against `cwd`. Files found through a glob or directory under `root`'s
 * excluded patterns are dropped; a file named explicitly is always kept.
 * Returns the files and the patterns that matched nothing.
 */
export function resolveMarkdownFiles(
  patterns: readonly string[],
  root: string,
  cwd: string = process.cwd(),
  fileSet: FileSet = DEFAULT_FILE_SET,
): {files: string[]; unmatched: string[]} {
  const useDefaults = patterns.length === 0;
  const excluded = fileSet.excluded.map(globToRegExp);
  const files = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of useDefaults ? fileSet.patterns : patterns) {
    const {files: matched, explicit} = expand(pattern, useDefaults ? root : cwd);
    const kept = explicit
      ? matched
      : matched.filter((file) => {
          const relative = displayPath(root, file);
          return !excluded.some((regexp) => regexp.test(relative));
        });
    if (kept.length === 0 && !useDefaults) unmatched.push(pattern);
    for (const file of kept) files.add(file);
  }
  return {files: [...files], unmatched};
}
