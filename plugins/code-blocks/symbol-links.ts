/**
 * Links from SDK names in samples to the API reference of the release the sample compiles
 * against, from the releases' symbol indexes (lib/symbol-index.ts). A name the index does not
 * list, or a release without a reference (1.5.4), gets no link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SymbolIndex} from '../../lib/symbol-index';

export interface SymbolLink {
  url: string;
  /** The name as the reference lists it: `useOpenSecret`, `OpenSecretContextType.signIn`. */
  symbol: string;
}

/** The reference entries of SDK symbols, by release. */
export interface SymbolLinks {
  /** The reference entry of an SDK symbol in a release, if it has one. */
  (version: string, symbol: string): SymbolLink | undefined;
  /** What the links are made from (the indexes, as text): it names the tables that hold them. */
  inputs(): string;
}

/** Links from symbol indexes given as objects. */
export function symbolLinksOf(indexes: readonly SymbolIndex[]): SymbolLinks {
  const byVersion = new Map(
    indexes.map((index) => [index.version, new Map(index.symbols.map((symbol) => [symbol.name, symbol.url]))]),
  );
  const links = (version: string, symbol: string): SymbolLink | undefined => {
    const url = byVersion.get(version)?.get(symbol);
    return url === undefined ? undefined : {url, symbol};
  };
  return Object.assign(links, {inputs: () => JSON.stringify(indexes)});
}

/**
 * Links from the indexes in `dir` (`<version>.json`, written by the api-reference plugin when the
 * build starts), read on first use. Every release in `versions` must have its index there.
 */
export function symbolLinksFromDir(dir: string, versions: readonly string[]): SymbolLinks {
  let links: SymbolLinks | undefined;
  const load = (): SymbolLinks =>
    (links ??= symbolLinksOf(
      versions.map((release) => {
        const file = path.join(dir, `${release}.json`);
        if (!fs.existsSync(file)) {
          throw new Error(
            `code-blocks: no symbol index of ${release} at ${file}; the api-reference plugin writes it when the build starts`,
          );
        }
        return JSON.parse(fs.readFileSync(file, 'utf8')) as SymbolIndex;
      }),
    ));
  return Object.assign((version: string, symbol: string) => load()(version, symbol), {inputs: () => load().inputs()});
}
