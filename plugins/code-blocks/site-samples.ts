/**
 * The site's samples as the build needs them: one Twoslash run (lib/samples, the run
 * `npm run check:samples` makes) over every sample of every Markdown file the check covers, in a
 * worker thread started when the build starts (start()), so the bundler keeps working meanwhile.
 * A page waits for the check of its samples (resultsFor); its hover table, for their names' quick
 * info, which comes later (hoversFor). A file whose samples changed since (an edit under
 * `docusaurus start`) is compiled again on this thread.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {
  fileSetOf,
  globToRegExp,
  resolveMarkdownFiles,
  SampleCompiler,
  SAMPLES_CONFIG,
  type SampleDiagnostic,
  type SamplesConfig,
} from '../../lib/samples';
import {pluginLogger} from '../logger';
import {samplesCacheKey} from './samples-cache';
import {
  compileFiles,
  compileSiteSamples,
  describeFiles,
  type ByFile,
  type FileHovers,
  type FileResults,
} from './compile-task';

const log = pluginLogger('code-blocks');

export type {FileHovers, FileResults};

export interface SiteSamplesOptions {
  /** Which release each docs folder compiles against (default SAMPLES_CONFIG). */
  config?: SamplesConfig;
  /** Where to keep the run's results for rebuilds (samples-cache.ts); none by default. */
  cacheDir?: string;
}

interface Run {
  checked: Promise<Map<string, FileResults>>;
  hovers: Promise<Map<string, FileHovers>>;
}

export class SiteSamples {
  /**
   * Pages do not wait for the check (a production build: the code-blocks plugin reports its
   * errors after bundling, checkedErrors()); otherwise each page waits for its samples' check
   * and stops on their errors.
   */
  checksLater = false;
  private compiler: SampleCompiler | undefined;
  private run: Run | undefined;
  /** Files compiled again on this thread, with their quick info. */
  private readonly again = new Map<string, {results: FileResults; hovers: FileHovers}>();
  private readonly patterns: RegExp[];
  private readonly excluded: RegExp[];
  readonly config: SamplesConfig;
  private readonly cacheDir: string | undefined;

  constructor(
    readonly siteDir: string,
    options: SiteSamplesOptions = {},
  ) {
    this.config = options.config ?? SAMPLES_CONFIG;
    this.cacheDir = options.cacheDir;
    const fileSet = fileSetOf(this.config);
    this.patterns = fileSet.patterns.map(globToRegExp);
    this.excluded = fileSet.excluded.map(globToRegExp);
  }

  /** A hash of everything the run depends on (samples-cache.ts): its files, code, release table and lockfile. */
  inputsKey(): string {
    const {files} = resolveMarkdownFiles([], this.siteDir, this.siteDir, fileSetOf(this.config));
    return samplesCacheKey(this.siteDir, files, this.config);
  }

  /** Whether `file` (absolute) is one whose samples `npm run check:samples` compiles. */
  covers(file: string): boolean {
    const relative = path.relative(this.siteDir, file).split(path.sep).join('/');
    return this.patterns.some((re) => re.test(relative)) && !this.excluded.some((re) => re.test(relative));
  }

  /**
   * Starts the run over every sample file in a worker thread (the default table only; another
   * table is compiled on this thread).
   */
  start(): Run {
    if (this.run) return this.run;
    if (this.config !== SAMPLES_CONFIG) {
      const {checked, hovers} = compileSiteSamples(this.siteDir, this.config, this.cacheDir);
      this.run = {checked: Promise.resolve(new Map(checked)), hovers: Promise.resolve(new Map(hovers))};
      return this.run;
    }
    const started = Date.now();
    const worker = new Worker(path.join(__dirname, 'compile-worker.cjs'), {
      workerData: {siteDir: this.siteDir, cacheDir: this.cacheDir},
    });
    const message = <K extends 'checked' | 'hovers'>(kind: K) =>
      new Promise<Map<string, K extends 'checked' ? FileResults : FileHovers>>((resolve, reject) => {
        const onMessage = (data: Partial<Record<'checked' | 'hovers', ByFile<unknown>>>) => {
          const found = data[kind];
          if (!found) return;
          worker.off('message', onMessage);
          const count = found.length;
          log.info(
            `${kind === 'checked' ? 'Checked' : 'Described'} the samples of ${count} files in ${Date.now() - started} ms (a worker thread).`,
          );
          resolve(new Map(found as ByFile<K extends 'checked' ? FileResults : FileHovers>));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        worker.once('exit', (code) => {
          reject(new Error(`code-blocks: the sample compiler's worker exited with code ${code} before it was done`));
        });
      });
    this.run = {checked: message('checked'), hovers: message('hovers')};
    // A failure surfaces where a page waits for it; these keep it from going unhandled meanwhile.
    this.run.checked.catch(() => undefined);
    this.run.hovers.catch(() => undefined);
    return this.run;
  }

  private compileAgain(file: string): {results: FileResults; hovers: FileHovers} {
    this.compiler ??= new SampleCompiler(this.siteDir, this.config);
    const checked = compileFiles(this.compiler, [file], this.siteDir, this.config);
    const [[, hovers]] = describeFiles(this.compiler, checked);
    const again = {results: checked[0][1], hovers};
    this.again.set(file, again);
    return again;
  }

  /**
   * The check of `file`'s samples (absolute). `codes` are the ts/tsx blocks the page holds, in
   * order: when they are not those compiled, the file is compiled again.
   */
  async resultsFor(file: string, codes: readonly string[]): Promise<FileResults> {
    const known = this.again.get(file)?.results ?? (await this.start().checked).get(file);
    const compiled = known?.samples.map((sample) => sample.sample.code);
    if (known && codes.every((code) => compiled?.includes(code))) return known;
    return this.compileAgain(file).results;
  }

  /** The errors of the whole check (every sample file's), when it is done. */
  async checkedErrors(): Promise<SampleDiagnostic[]> {
    const checked = await this.start().checked;
    const errors = [...checked.values()]
      .flatMap((results) => [...results.diagnostics, ...results.samples.flatMap((sample) => sample.diagnostics)])
      .filter((diagnostic) => diagnostic.category === 'error');
    // The run's global errors come with every file.
    return [...new Map(errors.map((error) => [JSON.stringify(error), error])).values()];
  }

  /** The quick info of the names of `file`'s samples, as resultsFor gave them. */
  async hoversFor(file: string): Promise<FileHovers> {
    const again = this.again.get(file);
    if (again) return again.hovers;
    return (await this.start().hovers).get(file) ?? [];
  }
}
