/**
 * The pages' run tables: for a page with samples the runner can preview, every titled TS/TSX
 * sample of the page (what a previewed sample may import as `./name`), split into hidden setup and
 * shown code, with its SDK release and, for a TSX sample, the component the runner renders or why
 * there is none. The page imports the table's file (`<hash>.run.json`, named by its content) as a
 * URL: the bundler emits it as an asset, and the runner fetches it on the first Run of the page.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {declaredValues, exportsName, type RunTable, type RunTableSample} from '../../lib/run-table';
import {runnableComponent, splitHidden} from './runnable';

/** How a run table's file ends: the bundler rule of index.ts emits these files as assets. */
export const RUN_FILE_SUFFIX = '.run.json';

/** A sample of the page, as the remark plugin reads it. */
export interface PageSampleInput {
  title: string;
  lang: 'ts' | 'tsx';
  release: string;
  source: string;
}

/** The run table of a page's titled samples. */
export function runTable(samples: readonly PageSampleInput[]): RunTable {
  const split = samples.map((sample) => ({...sample, ...splitHidden(sample.source)}));
  return {
    samples: split.map((sample) => {
      const {title, code, hidden, lang, release} = sample;
      const entry: RunTableSample = {title, code, hidden, lang, release};
      if (lang !== 'tsx') return entry;
      const runnable = runnableComponent(code);
      // A value the hidden setup only declares comes from the page's sample that exports it.
      const missing = declaredValues(hidden).filter(
        (name) =>
          !split.some((other) => other !== sample && other.release === release && exportsName(other.code, name)),
      );
      if (missing.length > 0)
        entry.reason = `its hidden setup declares ${missing.join(', ')}, which no sample of the page defines`;
      else if ('component' in runnable) entry.component = runnable.component;
      else entry.reason = runnable.reason;
      return entry;
    }),
  };
}

/**
 * The run tables of the pages compiled so far. A page imports its table's file, which the bundler
 * emits where a client bundle imports it; a production build's docs are their server HTML, whose
 * MDX no client bundle imports, so `writeAll` puts every table in the build after it (index.ts).
 */
export class RunTables {
  private readonly written = new Set<string>();

  constructor(
    /** Where the tables' files are written (and imported from). */
    readonly dir: string,
  ) {}

  /** Writes `table` under a name made of its content; returns the file's path. */
  register(table: RunTable): string {
    const text = JSON.stringify(table);
    const file = path.join(
      this.dir,
      `${createHash('sha256').update(text).digest('hex').slice(0, 16)}${RUN_FILE_SUFFIX}`,
    );
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.dir, {recursive: true});
      fs.writeFileSync(file, text);
    }
    this.written.add(file);
    return file;
  }

  /** Copies every table registered so far into `dir`; returns how many. */
  writeAll(dir: string): number {
    fs.mkdirSync(dir, {recursive: true});
    for (const file of this.written) fs.copyFileSync(file, path.join(dir, path.basename(file)));
    return this.written.size;
  }
}
