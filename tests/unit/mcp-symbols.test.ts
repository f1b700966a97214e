/** Symbol lookup of the docs MCP server: exact names, member names, case, suggestions. */
import {describe, expect, it} from 'vitest';
import {SYMBOL_INDEX_FORMAT, type SdkSymbol, type SymbolIndex} from '../../lib/symbol-index';
import {findSymbols, normalizeSymbolName} from '../../mcp/src/symbols';

const symbol = (name: string, kind: SdkSymbol['kind'] = 'member'): SdkSymbol => ({
  name,
  kind,
  parent: kind === 'member' ? name.split('.')[0] : undefined,
  signature: name,
  description: '',
  parameters: [],
  url: `/docs/api/x/${name}`,
});

const INDEX: SymbolIndex = {
  format: SYMBOL_INDEX_FORMAT,
  package: '@opensecret/react',
  version: '1.1.0',
  docsRoot: '/docs/',
  apiRoot: '/docs/api/',
  symbols: [
    symbol('useOpenSecret', 'function'),
    symbol('OpenSecretContextType', 'type alias'),
    symbol('OpenSecretContextType.signIn'),
    symbol('OpenSecretContextType.apiUrl'),
    symbol('OpenSecretDeveloperContextType.signIn'),
    symbol('OpenSecretDeveloperContextType.apiUrl'),
  ],
};

const names = (query: string) => findSymbols(INDEX, query).matches.map((s) => s.name);

describe('findSymbols', () => {
  it('finds an export or a member by its full name', () => {
    expect(names('useOpenSecret')).toEqual(['useOpenSecret']);
    expect(names('OpenSecretContextType.signIn')).toEqual(['OpenSecretContextType.signIn']);
    expect(names("OpenSecretContextType['signIn']")).toEqual(['OpenSecretContextType.signIn']);
    expect(names('useOpenSecret()')).toEqual(['useOpenSecret']);
  });

  it('finds every member of that name, exports first', () => {
    expect(names('signIn')).toEqual(['OpenSecretContextType.signIn', 'OpenSecretDeveloperContextType.signIn']);
  });

  it('falls back to a case-insensitive match', () => {
    expect(names('useopensecret')).toEqual(['useOpenSecret']);
    expect(names('SIGNIN')).toEqual(['OpenSecretContextType.signIn', 'OpenSecretDeveloperContextType.signIn']);
  });

  it('suggests close names when nothing matches', () => {
    const lookup = findSymbols(INDEX, 'useOpenSecrt');
    expect(lookup.matches).toEqual([]);
    expect(lookup.suggestions[0]).toBe('useOpenSecret');
    expect(findSymbols(INDEX, 'zzzzzzzzzzzz').suggestions).toEqual([]);
  });

  it('normalises names', () => {
    expect(normalizeSymbolName('  OpenSecretContextType [ "get" ] ')).toBe('OpenSecretContextType.get');
  });
});
