/**
 * A page's hover table: one entry per distinct hover text of the page's samples (the type, the
 * documentation comment, the reference link), each type highlighted. It is written as a JSON file
 * named by its content hash; the page imports it as a URL (the bundler emits it to
 * `build/assets/hover/`), so its text is neither in the page's HTML nor in its scripts, and the
 * browser fetches it when a reader first points at or focuses a name in a code block.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {encodeTokens, type CodeLine, type HoverEntry, type HoverTable} from '../../lib/code-tokens';
import {docsBlocks} from './docs-blocks';
import {highlight} from './highlighter';
import type {SymbolLink} from './symbol-links';

/** How a hover table file ends: the bundler rule of index.ts emits these files as assets. */
export const HOVER_FILE_SUFFIX = '.hover.json';

export class PageHovers {
  private readonly entries: HoverEntry[] = [];
  private readonly indexes = new Map<string, number>();
  /** The entry of each typed name of the page, in order. */
  private readonly names: number[] = [];

  /** The index of the entry for this text, docs and link (added if new). */
  async add(type: string, docs: string | undefined, link: SymbolLink | undefined): Promise<number> {
    const key = JSON.stringify([type, docs, link?.url]);
    const known = this.indexes.get(key);
    if (known !== undefined) return known;
    const entry: HoverEntry = {type, tokens: encodeTokens(await highlight(type, 'typescript'))};
    if (docs) entry.docs = docsBlocks(docs);
    if (link) entry.link = link;
    const index = this.entries.push(entry) - 1;
    this.indexes.set(key, index);
    return index;
  }

  /** Numbers the typed names of a block's lines (their `hover`, an entry, becomes the name's number); returns the first number. */
  number(lines: readonly CodeLine[]): number {
    const first = this.names.length;
    for (const token of lines.flat()) {
      if (token.hover !== undefined) {
        this.names.push(token.hover);
        token.hover = this.names.length - 1;
      }
    }
    return first;
  }

  /** How many typed names the page has. */
  get size(): number {
    return this.names.length;
  }

  table(): HoverTable {
    return {entries: this.entries, names: this.names};
  }

  /** Writes the table into `dir` under its content hash; returns the file. */
  write(dir: string): string {
    const json = JSON.stringify(this.table());
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    const file = path.join(dir, `${hash}${HOVER_FILE_SUFFIX}`);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, {recursive: true});
      fs.writeFileSync(file, json);
    }
    return file;
  }
}
