/**
 * The site's samples as the build needs them: one Twoslash run (scripts/check-samples, the run
 * `npm run check:samples` makes) over every sample of every Markdown file the check covers, in a
 * worker thread started when the build starts (start()), so the bundler keeps working meanwhile;
 * each page then takes its own samples' results. A file whose samples changed since (an edit
 * under `docusaurus start`) or that the run did not cover is compiled again on this thread.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {fileSetOf, globToRegExp, SampleCompiler, SAMPLES_CONFIG, type SamplesConfig} from '../../scripts/check-samples';
import {pluginLogger} from '../logger';
import {compileFiles, compileSiteSamples, type FileResults} from './compile-task';

const log = pluginLogger('code-blocks');

export type {FileResults};

export interface SiteSamplesOptions {
  /** Which release each docs folder compiles against (default SAMPLES_CONFIG). */
  config?: SamplesConfig;
  /** Where to keep the run's results for rebuilds (samples-cache.ts); none by default. */
  cacheDir?: string;
}

export class SiteSamples {
  private compiler: SampleCompiler | undefined;
  private all: Promise<Map<string, FileResults>> | undefined;
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

  /** Whether `file` (absolute) is one whose samples `npm run check:samples` compiles. */
  covers(file: string): boolean {
    const relative = path.relative(this.siteDir, file).split(path.sep).join('/');
    return this.patterns.some((re) => re.test(relative)) && !this.excluded.some((re) => re.test(relative));
  }

  /**
   * Starts the run over every sample file in a worker thread (the default table only; another
   * table is compiled on this thread when first needed).
   */
  start(): Promise<Map<string, FileResults>> {
    if (this.all) return this.all;
    if (this.config !== SAMPLES_CONFIG) {
      this.all = Promise.resolve(new Map(compileSiteSamples(this.siteDir, this.config, this.cacheDir)));
      return this.all;
    }
    const started = Date.now();
    this.all = new Promise((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'compile-worker.cjs'), {
        workerData: {siteDir: this.siteDir, cacheDir: this.cacheDir},
      });
      worker.once('message', (results: [string, FileResults][]) => {
        const count = results.reduce((sum, [, file]) => sum + file.samples.length, 0);
        log.info(
          `Compiled ${count} samples in ${results.length} files in ${Date.now() - started} ms (a worker thread).`,
        );
        resolve(new Map(results));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`code-blocks: the sample compiler's worker exited with code ${code}`));
      });
    });
    return this.all;
  }

  /**
   * The compiled samples of `file` (absolute). `codes` are the ts/tsx blocks the page holds, in
   * order: when they are not those compiled, the file is compiled again.
   */
  async resultsFor(file: string, codes: readonly string[]): Promise<FileResults> {
    const all = await this.start();
    const known = all.get(file);
    const compiled = known?.samples.map((sample) => sample.sample.code);
    if (known && codes.every((code) => compiled?.includes(code))) return known;
    this.compiler ??= new SampleCompiler(this.siteDir, this.config);
    const [[, results]] = compileFiles(this.compiler, [file], this.siteDir, this.config);
    all.set(file, results);
    return results;
  }
}
