/**
 * Looks up SDK symbols in a release's symbol index (written by plugins/api-reference/symbols.ts):
 * by exact name (`useOpenSecret`, `OpenSecretContextType.signIn`), by member name alone
 * (`signIn`), then case-insensitively; when nothing matches, the closest names are suggested.
 */
import type {SdkSymbol, SymbolIndex} from '../../lib/symbol-index';
import {editDistance} from '../../lib/search/typo';

export type {SdkSymbol, SymbolIndex};

export interface SymbolLookup {
  matches: SdkSymbol[];
  /** Close names when there is no match. */
  suggestions: string[];
}

/** `useOpenSecret()` → `useOpenSecret`; `OpenSecretContextType['signIn']` → `OpenSecretContextType.signIn`. */
export function normalizeSymbolName(name: string): string {
  return name
    .trim()
    .replace(/\[\s*["'`]([^"'`]+)["'`]\s*\]/g, '.$1')
    .replace(/\(\s*\)$/, '')
    .replace(/\s+/g, '');
}

const shortName = (symbol: SdkSymbol) => symbol.name.slice(symbol.name.lastIndexOf('.') + 1);

export function findSymbols(index: SymbolIndex, name: string): SymbolLookup {
  const wanted = normalizeSymbolName(name);
  const lower = wanted.toLowerCase();
  const tiers: ((symbol: SdkSymbol) => boolean)[] = [
    (symbol) => symbol.name === wanted,
    (symbol) => symbol.kind === 'member' && shortName(symbol) === wanted,
    (symbol) => symbol.name.toLowerCase() === lower,
    (symbol) => symbol.kind === 'member' && shortName(symbol).toLowerCase() === lower,
  ];
  for (const matches of tiers) {
    const found = index.symbols.filter(matches);
    if (found.length > 0) return {matches: found.sort(byRelevance), suggestions: []};
  }
  return {matches: [], suggestions: suggest(index, lower)};
}

/** Exports before members, then by name. */
function byRelevance(a: SdkSymbol, b: SdkSymbol): number {
  return Number(a.kind === 'member') - Number(b.kind === 'member') || a.name.localeCompare(b.name);
}

/** Up to five names within a few edits of the request (export names and member names). */
function suggest(index: SymbolIndex, lower: string): string[] {
  if (!lower) return [];
  const max = Math.max(2, Math.floor(lower.length / 3));
  return index.symbols
    .map((symbol) => ({
      name: symbol.name,
      distance: Math.min(
        editDistance(lower, symbol.name.toLowerCase(), max),
        editDistance(lower, shortName(symbol).toLowerCase(), max),
      ),
    }))
    .filter((entry) => entry.distance <= max)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, 5)
    .map((entry) => entry.name);
}
