import {describe, expect, it} from 'vitest';
import {
  allowedDistance,
  correctQuery,
  correctTerm,
  editDistance,
  isSupported,
  type Vocabulary,
} from '../../lib/search/typo';

const vocabulary: Vocabulary = {
  words: ['attestation', 'remote', 'provider', 'secret', 'open', 'document', 'latest', 'storage', 'signin', 'sign'],
  symbols: ['AttestationDocument', 'KVListItem', 'OpenSecretProvider', 'useOpenSecret'],
};

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('atestation', 'attestation')).toBe(1);
    expect(editDistance('provdier', 'provider')).toBe(1);
    expect(editDistance('storgae', 'storage')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops early past the maximum', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctTerm', () => {
  it('corrects small typos to a vocabulary word, keeping symbol spelling', () => {
    expect(correctTerm('atestation', vocabulary)).toBe('attestation');
    expect(correctTerm('OpenSecretProvidr', vocabulary)).toBe('OpenSecretProvider');
    expect(correctTerm('kvlistitme', vocabulary)).toBe('KVListItem');
    expect(correctTerm('storgae', vocabulary)).toBe('storage');
  });

  it('leaves known words, short words and far-off words alone', () => {
    expect(correctTerm('provider', vocabulary)).toBeUndefined();
    expect(correctTerm('Remote', vocabulary)).toBeUndefined();
    expect(correctTerm('sgn', vocabulary)).toBeUndefined();
    expect(correctTerm('zzqxjv', vocabulary)).toBeUndefined();
  });

  it('allows more edits in longer words', () => {
    expect(allowedDistance(3)).toBe(0);
    expect(allowedDistance(5)).toBe(1);
    expect(allowedDistance(11)).toBe(2);
  });
});

describe('correctQuery', () => {
  it('replaces only the words it is asked to, keeping the rest as typed', () => {
    expect(correctQuery('remote  atestation!', vocabulary)).toEqual({
      query: 'remote  attestation!',
      corrections: [['atestation', 'attestation']],
    });
    expect(correctQuery('atestation storgae', vocabulary, (term) => term === 'storgae')).toEqual({
      query: 'atestation storage',
      corrections: [['storgae', 'storage']],
    });
  });

  it('reports no correction when nothing changes', () => {
    expect(correctQuery('provider', vocabulary).corrections).toEqual([]);
  });
});

describe('isSupported', () => {
  it('accepts prefix and stemmed matches, rejects unrelated ones', () => {
    expect(isSupported('provider', ['opensecretprovider', 'provider'])).toBe(true);
    expect(isSupported('attest', ['attestation'])).toBe(true);
    expect(isSupported('signing', ['sign'])).toBe(true);
    expect(isSupported('authenticating', ['authentication'])).toBe(true);
    expect(isSupported('atestation', ['created', 'at', 'updated'])).toBe(false);
    expect(isSupported('opensecretprovidr', ['open', 'secret'])).toBe(false);
  });
});
