import {describe, expect, it} from 'vitest';
import {findMatches, isWordStart, queryTerms} from '../../lib/search/match';

const marked = (text: string, terms: string[]) =>
  findMatches(text, terms).map(([start, end]) => text.slice(start, end));

describe('queryTerms', () => {
  it('lower-cases, splits on punctuation, drops 1-letter words and duplicates', () => {
    expect(queryTerms('  useOpenSecret() a  KV-list kv ')).toEqual(['useopensecret', 'kv', 'list']);
  });
});

describe('isWordStart', () => {
  it('recognises word starts and camelCase humps', () => {
    expect(isWordStart('OpenSecretProvider', 0)).toBe(true);
    expect(isWordStart('OpenSecretProvider', 10)).toBe(true);
    expect(isWordStart('OpenSecretProvider', 11)).toBe(false);
    expect(isWordStart('KVListItem', 2)).toBe(true);
    expect(isWordStart('KVListItem', 1)).toBe(false);
  });
});

describe('findMatches', () => {
  it('matches at word starts and camelCase humps, case-insensitively, to the end of the hump', () => {
    expect(marked('Wrap the app in OpenSecretProvider.', ['provider'])).toEqual(['Provider']);
    expect(marked('attestation and Attest', ['attest'])).toEqual(['attestation', 'Attest']);
    expect(marked('improvider', ['provider'])).toEqual([]);
  });

  it('prefers the longest term at a position', () => {
    expect(marked('useOpenSecret()', ['use', 'useopensecret'])).toEqual(['useOpenSecret']);
  });

  it('returns sorted, non-overlapping ranges', () => {
    expect(findMatches('a provider, a Provider', ['provider'])).toEqual([
      [2, 10],
      [14, 22],
    ]);
    expect(findMatches('', ['x'])).toEqual([]);
    expect(findMatches('text', [])).toEqual([]);
  });
});
