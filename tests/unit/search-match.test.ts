import {describe, expect, it} from 'vitest';
import {findMatches, highlightTerms, isWordStart, MAX_HIGHLIGHT_TERMS, queryTerms} from '../../lib/search/match';

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

describe('highlightTerms', () => {
  it('keeps the meaningful words: no stop words, no one-letter words, no duplicates', () => {
    expect(highlightTerms('How do I sign in with Apple?')).toEqual(['sign', 'apple']);
    expect(highlightTerms('how does it do')).toEqual([]);
    expect(highlightTerms('a')).toEqual([]);
    expect(highlightTerms('useOpenSecret signIn signin')).toEqual(['useopensecret', 'signin']);
  });

  it('marks at most MAX_HIGHLIGHT_TERMS terms of a long text, and no over-long "word"', () => {
    const long = `${'storage key value attestation session token encrypt decrypt '.repeat(8)}${'x'.repeat(80)}`;
    expect(highlightTerms(long)).toEqual(['storage', 'key', 'value', 'attestation', 'session', 'token']);
    expect(highlightTerms(long).length).toBe(MAX_HIGHLIGHT_TERMS);
    expect(highlightTerms('x'.repeat(80))).toEqual([]);
  });
});
