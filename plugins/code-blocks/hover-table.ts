/**
 * The pages' hover tables. A page's table holds, for each of its typed names, an entry: the type
 * (highlighted), the declaration's documentation comment and, for an SDK name, its reference link;
 * names with the same entry share it. A page imports a small stub file for its table
 * (`<hash>.hover.json`, written when the page is compiled, its name a hash of the page's file,
 * names and samples, and of the whole run's inputs), which the bundler emits as
 * `build/assets/hover/<hash>.hover.json`; the table takes the stub's place once the names' quick
 * info is known (index.ts). So the page waits for its samples' check only, the table's text is
 * neither in its HTML nor in its scripts, and the browser fetches it when a reader first points at
 * or focuses a name.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {encodeTokens, type HoverEntry, type HoverTable} from '../../lib/code-tokens';
import {docsBlocks} from './docs-blocks';
import {highlight} from './highlighter';
import type {SiteSamples} from './site-samples';
import type {SymbolLinks} from './symbol-links';

/** How a page's stub file ends: the bundler rule of index.ts loads these files with hover-loader.cjs. */
export const HOVER_FILE_SUFFIX = '.hover.json';

/** A typed name of a page: the sample it is in (its place in the file's compiled samples) and its place among the sample's names. */
export interface PageName {
  sample: number;
  name: number;
}

/** The highlighted form of each hover text and documentation comment met so far: pages share many. */
const typeTokens = new Map<string, Promise<string>>();
const docsOf = new Map<string, ReturnType<typeof docsBlocks>>();

function highlightedType(type: string): Promise<string> {
  let tokens = typeTokens.get(type);
  if (!tokens) {
    tokens = highlight(type, 'typescript').then(encodeTokens);
    typeTokens.set(type, tokens);
  }
  return tokens;
}

function docsFor(docs: string): ReturnType<typeof docsBlocks> {
  let blocks = docsOf.get(docs);
  if (!blocks) {
    blocks = docsBlocks(docs);
    docsOf.set(docs, blocks);
  }
  return blocks;
}

interface Registered {
  file: string;
  names: PageName[];
  /** The source of each compiled sample of the page, as the page had it. */
  sources: string[];
}

/** The code that makes the tables: a change to it changes every table's name. */
const MAKERS = ['hover-table.ts', 'docs-blocks.ts', 'highlighter.ts', 'roles.ts', 'symbol-links.ts'];

export class HoverTables {
  private readonly pages = new Map<string, Registered>();
  private inputs: string | undefined;

  constructor(
    private readonly samples: SiteSamples,
    private readonly links: SymbolLinks,
    /** Where the pages' stub files are written. */
    readonly dir: string,
  ) {}

  /**
   * What every table depends on besides its page: the samples' run (their files, the compiler,
   * the release table and the lockfile), the code that makes tables, and the symbol indexes of
   * the reference links.
   */
  private inputsKey(): string {
    if (this.inputs === undefined) {
      const hash = createHash('sha256').update(this.samples.inputsKey());
      for (const file of MAKERS) hash.update(fs.readFileSync(path.join(__dirname, file)));
      hash.update(this.links.inputs());
      this.inputs = hash.digest('hex');
    }
    return this.inputs;
  }

  /**
   * Registers the typed names of a page (its Markdown `file`, absolute) and the source of each of
   * its compiled samples; returns the stub file the page imports.
   */
  register(file: string, names: readonly PageName[], sources: readonly string[]): string {
    const key = createHash('sha256')
      .update(JSON.stringify([this.inputsKey(), file, names, sources]))
      .digest('hex')
      .slice(0, 16);
    this.pages.set(key, {file, names: [...names], sources: [...sources]});
    const stub = path.join(this.dir, `${key}${HOVER_FILE_SUFFIX}`);
    if (!fs.existsSync(stub)) {
      fs.mkdirSync(this.dir, {recursive: true});
      fs.writeFileSync(stub, JSON.stringify({page: key}));
    }
    return stub;
  }

  /** The table of the page whose stub is `stub`, once its names' quick info is known. */
  async table(stub: string): Promise<HoverTable> {
    const key = path.basename(stub).slice(0, -HOVER_FILE_SUFFIX.length);
    const page = this.pages.get(key);
    if (!page) throw new Error(`code-blocks: no page registered the hover table ${stub}`);
    return this.build(page);
  }

  /** Writes every registered page's table into `dir`, under its stub's name; returns how many. */
  async writeAll(dir: string): Promise<number> {
    fs.mkdirSync(dir, {recursive: true});
    for (const [key, page] of this.pages) {
      fs.writeFileSync(path.join(dir, `${key}${HOVER_FILE_SUFFIX}`), JSON.stringify(await this.build(page)));
    }
    return this.pages.size;
  }

  private async build(page: Registered): Promise<HoverTable> {
    const [results, hovers] = await Promise.all([
      this.samples.resultsFor(page.file, []),
      this.samples.hoversFor(page.file),
    ]);
    const compiled = results.samples.map((sample) => sample.sample.code);
    if (JSON.stringify(compiled) !== JSON.stringify(page.sources)) {
      throw new Error(`code-blocks: the samples of ${page.file} changed while the site was built; build it again`);
    }
    const entries: HoverEntry[] = [];
    const indexes = new Map<string, number>();
    const names: number[] = [];
    for (const {sample, name} of page.names) {
      const hover = hovers[sample]?.[name];
      const release = results.samples[sample]?.release;
      if (!hover || !release) {
        names.push(-1);
        continue;
      }
      const link = hover.sdkSymbol ? this.links(release.version, hover.sdkSymbol) : undefined;
      const id = JSON.stringify([hover.text, hover.docs, link?.url]);
      let index = indexes.get(id);
      if (index === undefined) {
        const entry: HoverEntry = {type: hover.text, tokens: await highlightedType(hover.text)};
        if (hover.docs) entry.docs = docsFor(hover.docs);
        if (link) entry.link = link;
        index = entries.push(entry) - 1;
        indexes.set(id, index);
      }
      names.push(index);
    }
    return {entries, names};
  }
}
