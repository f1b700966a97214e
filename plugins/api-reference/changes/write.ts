/**
 * Writes the "API changes" page of two releases into the docs: compares their symbol indexes
 * (diff.ts), lays out the signatures (format.ts) and renders the page (render.ts). Throws,
 * naming the page's file, when an index has no symbols or two symbols of one name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SymbolIndex} from '../../../lib/symbol-index';
import {countChanges, diffReleases, type ChangeCounts, type ReleaseDiff} from './diff';
import {formatSignatures} from './format';
import {renderApiChanges} from './render';

export interface ApiChangesOptions {
  /** The older release's symbol index. */
  from: SymbolIndex;
  /** The newer release's symbol index. */
  to: SymbolIndex;
  /** The page to write, relative to the site (e.g. `docs/api-changes.md`) or absolute. */
  outFile: string;
}

export class ApiChangesError extends Error {
  override name = 'ApiChangesError';
}

/** Every symbol either side of the diff shows. */
function shownSymbols(diff: ReleaseDiff) {
  const groups = [diff.exports, ...diff.members];
  return groups.flatMap((group) => [
    ...group.added.map((entry) => entry.after),
    ...group.removed.map((entry) => entry.before),
    ...group.changed.flatMap((entry) => [entry.before, entry.after]),
  ]);
}

/** The page's Markdown. */
export async function apiChangesPage(
  from: SymbolIndex,
  to: SymbolIndex,
): Promise<{markdown: string; diff: ReleaseDiff}> {
  const diff = diffReleases(from, to);
  const signatureText = await formatSignatures(shownSymbols(diff));
  return {markdown: renderApiChanges(diff, {signatureText}), diff};
}

/** Writes the page of the changes from `from` to `to` into `outFile`; returns the counts of the changes. */
export async function writeApiChanges(siteDir: string, {from, to, outFile}: ApiChangesOptions): Promise<ChangeCounts> {
  const file = path.resolve(siteDir, outFile);
  for (const index of [from, to]) {
    if (!index.symbols.length) {
      throw new ApiChangesError(
        `${file}: cannot write the API changes from ${from.package}@${from.version} to ${to.package}@${to.version}: the symbol index of ${index.package}@${index.version} is empty.`,
      );
    }
  }
  let page: Awaited<ReturnType<typeof apiChangesPage>>;
  try {
    page = await apiChangesPage(from, to);
  } catch (error) {
    throw new ApiChangesError(
      `${file}: cannot write the API changes: ${String(error instanceof Error ? error.message : error)}`,
    );
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, page.markdown);
  return countChanges(page.diff);
}
