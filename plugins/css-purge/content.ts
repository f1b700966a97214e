/**
 * What the purge reads to learn which class names our pages can carry: every file that writes
 * markup into a page, ours and the theme's. A class name no file here contains is one no page
 * can render. A folder or package that is missing stops the build, named: reading less than
 * this would drop rules that pages use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFilesAbsolute} from '../../lib/walk';
import {packageDir} from './package-dir';

export interface ContentSource {
  /** A folder (read recursively) or a file, relative to the site or to `package`'s folder. */
  readonly path: string;
  /** The installed package it lives in; none for the site's own files. */
  readonly package?: string;
  /** File name endings read in a folder. */
  readonly extensions: readonly string[];
  /** Sub-folders not read, relative to the folder. */
  readonly skip?: readonly string[];
  /** Why its class names reach pages. */
  readonly holds: string;
}

const SCRIPTS = ['.ts', '.tsx', '.js', '.jsx'];
const MARKDOWN = ['.md', '.mdx'];

export const CONTENT_SOURCES: readonly ContentSource[] = [
  {path: 'src', extensions: [...SCRIPTS, ...MARKDOWN], holds: 'pages, components, theme wrappers, client modules'},
  {path: 'docs', extensions: MARKDOWN, holds: 'the current docs, with the generated API reference'},
  {path: 'versioned_docs', extensions: MARKDOWN, holds: 'the older docs versions, with their API references'},
  {path: 'lib', extensions: SCRIPTS, holds: 'markup built by shared code, such as search excerpts'},
  {
    path: 'plugins',
    extensions: SCRIPTS,
    // This plugin writes no markup; its comments name classes as examples.
    skip: ['css-purge'],
    holds: 'remark and rehype plugins that write markup into pages',
  },
  {path: 'docusaurus.config.ts', extensions: [], holds: 'navbar and footer items, the announcement HTML'},
  {path: 'sidebars.ts', extensions: [], holds: 'sidebar items'},
  {path: 'versioned_sidebars', extensions: ['.json'], holds: "older versions' sidebar items"},
  {
    package: '@docusaurus/theme-classic',
    path: 'lib',
    extensions: ['.js'],
    holds: 'the theme components and the inline scripts the theme injects',
  },
  {package: '@docusaurus/theme-common', path: 'lib', extensions: ['.js'], holds: 'hooks that set classes at run time'},
  {
    package: '@docusaurus/core',
    path: 'lib/client',
    extensions: ['.js'],
    holds: 'the client runtime (error pages, links)',
  },
  {
    package: '@docusaurus/mdx-loader',
    path: 'lib',
    extensions: ['.js'],
    holds: 'remark plugins that turn Markdown into theme components (admonitions, details, headings)',
  },
  {package: '@docusaurus/remark-plugin-npm2yarn', path: 'lib', extensions: ['.js'], holds: 'the package manager tabs'},
];

export interface ContentFiles {
  /** Folders read, absolute. */
  readonly folders: readonly string[];
  /** Every file read, absolute, folders' files in tree order. */
  readonly files: readonly string[];
}

/** The files of `sources`, resolved from `siteDir`; throws naming every source that is missing or empty. */
export function contentFiles(siteDir: string, sources: readonly ContentSource[] = CONTENT_SOURCES): ContentFiles {
  const folders: string[] = [];
  const files: string[] = [];
  const problems: string[] = [];
  for (const source of sources) {
    let where: string;
    try {
      where = path.join(source.package ? packageDir(source.package, siteDir) : siteDir, source.path);
    } catch (error) {
      problems.push((error as Error).message.replace(/^css-purge: /, ''));
      continue;
    }
    const shown = source.package ? `${source.package}/${source.path}` : source.path;
    const stat = fs.statSync(where, {throwIfNoEntry: false});
    if (!stat) {
      problems.push(`${shown} does not exist (${where})`);
    } else if (stat.isFile()) {
      files.push(where);
    } else {
      const skip = new Set(source.skip);
      const found = walkFilesAbsolute(where, {
        extensions: source.extensions,
        skipDirectory: (_name, relative) => skip.has(relative),
      });
      if (found.length === 0) problems.push(`${shown} holds no ${source.extensions.join('/')} file (${where})`);
      folders.push(where);
      files.push(...found);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `css-purge: cannot read what pages render, so cannot tell which rules they use:\n- ${problems.join('\n- ')}`,
    );
  }
  return {folders, files};
}
