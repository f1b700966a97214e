import {describe, expect, it} from 'vitest';
import {rerank, titleMatchTier, titleSubject} from '../../lib/search/rank';

describe('titleSubject', () => {
  it('strips the API page kind prefix and the call parentheses', () => {
    expect(titleSubject('Function: OpenSecretProvider()')).toBe('OpenSecretProvider');
    expect(titleSubject('Type Alias: KVListItem')).toBe('KVListItem');
    expect(titleSubject('Variable: apiConfig')).toBe('apiConfig');
    expect(titleSubject('Interface: ApiEndpoint')).toBe('ApiEndpoint');
    expect(titleSubject('Remote attestation')).toBe('Remote attestation');
  });
});

describe('titleMatchTier', () => {
  it('ranks exact, prefix, camelCase part, all-words and other matches', () => {
    expect(titleMatchTier('Function: useOpenSecret()', 'useOpenSecret')).toBe(4);
    expect(titleMatchTier('Function: useOpenSecret()', 'useopensecret')).toBe(4);
    expect(titleMatchTier('Function: useOpenSecretDeveloper()', 'useOpenSecret')).toBe(3);
    expect(titleMatchTier('Function: OpenSecretProvider()', 'provider')).toBe(2);
    expect(titleMatchTier('Remote attestation', 'attestation')).toBe(2.5);
    expect(titleMatchTier('getAttestation', 'attestation')).toBe(2);
    expect(titleMatchTier('Remote attestation', 'attestaton')).toBe(1.75);
    expect(titleMatchTier('getAttestation', 'attestaton')).toBe(1.5);
    expect(titleMatchTier('Remote attestation', 'remote attestaton')).toBe(0);
    expect(titleMatchTier('Remote attestation', 'remote attest')).toBe(3);
    expect(titleMatchTier('Remote attestation', 'attest remote')).toBe(1);
    expect(titleMatchTier('Function: OpenSecretDeveloper()', 'provider')).toBe(0);
    expect(titleMatchTier('Anything', '  ')).toBe(0);
  });
});

describe('rerank', () => {
  const results = [
    {title: 'Type Alias: OpenSecretContextType', score: 30},
    {title: 'Function: useOpenSecretDeveloper()', score: 20},
    {title: 'Function: useOpenSecret()', score: 10},
    {title: '@opensecret/react', score: 5},
  ];

  it('puts the exact symbol first, then prefixes, then Pagefind order', () => {
    expect(rerank(results, 'useOpenSecret').map((r) => r.title)).toEqual([
      'Function: useOpenSecret()',
      'Function: useOpenSecretDeveloper()',
      'Type Alias: OpenSecretContextType',
      '@opensecret/react',
    ]);
  });

  it('puts a title that has the query as a word before names that have it as a camelCase part', () => {
    const topic = [
      {title: 'getAttestation', score: 40},
      {title: 'OpenSecretContextType.parseAttestationForView', score: 35},
      {title: 'Remote attestation', score: 20},
    ];
    for (const query of ['attestation', 'attestaton']) {
      expect(rerank(topic, query).map((r) => r.title)).toEqual([
        'Remote attestation',
        'getAttestation',
        'OpenSecretContextType.parseAttestationForView',
      ]);
    }
  });

  it('keeps Pagefind order when no title matches', () => {
    expect(rerank(results, 'storage').map((r) => r.score)).toEqual([30, 20, 10, 5]);
  });

  it('does not modify its input', () => {
    const copy = [...results];
    rerank(results, 'useOpenSecret');
    expect(results).toEqual(copy);
  });
});
