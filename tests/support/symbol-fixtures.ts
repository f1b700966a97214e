/**
 * Small symbol indexes (lib/symbol-index.ts) for the tests of the API changes page: an export or
 * a member with its signature, and the URL it has in a release whose reference is at `apiRoot`.
 */
import {SYMBOL_INDEX_FORMAT, type SdkSymbol, type SymbolIndex, type SymbolKind} from '../../lib/symbol-index';

const DIRS: Record<Exclude<SymbolKind, 'member'>, string> = {
  function: 'functions',
  variable: 'variables',
  'type alias': 'type-aliases',
  interface: 'interfaces',
};

export interface FixtureSymbol {
  name: string;
  kind: SymbolKind;
  signature: string;
  description?: string;
}

/** An export: `exp('function', 'useX', 'function useX(): X')`. */
export const exp = (
  kind: Exclude<SymbolKind, 'member'>,
  name: string,
  signature: string,
  description = '',
): FixtureSymbol => ({name, kind, signature, description});

/** A member of an exported object type: `member('Ctx', 'signIn', 'signIn: () => void')`. */
export const member = (parent: string, name: string, signature: string, description = ''): FixtureSymbol => ({
  name: `${parent}.${name}`,
  kind: 'member',
  signature,
  description,
});

function toSdkSymbol(symbol: FixtureSymbol, apiRoot: string, parentKinds: ReadonlyMap<string, SymbolKind>): SdkSymbol {
  if (symbol.kind !== 'member') {
    return {
      ...symbol,
      description: symbol.description ?? '',
      parameters: [],
      url: `${apiRoot}${DIRS[symbol.kind]}/${symbol.name}`,
    };
  }
  const [parent = '', memberName = ''] = symbol.name.split('.');
  const parentKind = parentKinds.get(parent);
  if (!parentKind || parentKind === 'member') throw new Error(`fixture: member ${symbol.name} has no exported parent`);
  return {
    ...symbol,
    parent,
    description: symbol.description ?? '',
    parameters: [],
    url: `${apiRoot}${DIRS[parentKind]}/${parent}#${memberName.toLowerCase()}`,
  };
}

/** A release's symbol index with the given symbols, URLs under `apiRoot`. */
export function symbolIndex(version: string, apiRoot: string, symbols: readonly FixtureSymbol[]): SymbolIndex {
  const parentKinds = new Map(symbols.filter((s) => s.kind !== 'member').map((s) => [s.name, s.kind]));
  return {
    format: SYMBOL_INDEX_FORMAT,
    package: '@opensecret/react',
    version,
    docsRoot: apiRoot.replace(/[^/]+\/$/, ''),
    apiRoot,
    symbols: symbols.map((symbol) => toSdkSymbol(symbol, apiRoot, parentKinds)),
  };
}

/** The 1.1.0-like and 3.2.0-like pair most tests use. */
export const OLD_ROOT = '/docs/api/';
export const NEW_ROOT = '/docs/3.x/api/';
