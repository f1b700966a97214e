import {describe, expect, it} from 'vitest';
import {resultUrl, routeOf, SearchEngine, toVocabulary} from '../../lib/search/engine';
import type {PagefindApi, PagefindResult} from '../../lib/search/pagefind-api';

interface FakePage {
  title: string;
  route: string;
  excerpt: string;
  kind?: string;
}

/** A Pagefind stand-in answering from a table of query → pages (in score order). */
function fakePagefind(table: Record<string, FakePage[]>): PagefindApi & {queries: string[]} {
  const queries: string[] = [];
  return {
    queries,
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (term) => {
      queries.push(term);
      const pages = table[term] ?? [];
      const results: PagefindResult[] = pages.map((page, index) => ({
        id: `${term}-${index}`,
        score: 10 - index,
        data: () =>
          Promise.resolve({
            url: `${page.route}/`,
            excerpt: page.excerpt,
            meta: {title: page.title, route: page.route},
            filters: {kind: [page.kind ?? 'API reference']},
            sub_results: [
              {title: page.title, url: `${page.route}/`, excerpt: page.excerpt},
              {title: 'Parameters', url: `${page.route}/#parameters`, excerpt: 'the <mark>props</mark>'},
            ],
          }),
      }));
      return Promise.resolve({results, unfilteredResultCount: results.length});
    },
  };
}

const provider = {
  title: 'Function: OpenSecretProvider()',
  route: '/docs/api/functions/OpenSecretProvider',
  excerpt: '<mark>OpenSecretProvider()</mark> wraps',
};
const developer = {
  title: 'Function: OpenSecretDeveloper()',
  route: '/docs/api/functions/OpenSecretDeveloper',
  excerpt: 'a <mark>Provider</mark> component',
};
const document = {
  title: 'Type Alias: AttestationDocument',
  route: '/docs/api/type-aliases/AttestationDocument',
  excerpt: '<mark>AttestationDocument</mark>',
};
const kvList = {
  title: 'Type Alias: KVListItem',
  route: '/docs/api/type-aliases/KVListItem',
  excerpt: '<mark>created_at:</mark> number',
};
const vocabulary = {words: ['attestation', 'provider'], symbols: ['AttestationDocument', 'OpenSecretProvider']};

describe('resultUrl / routeOf', () => {
  it('builds the route with the highlight terms and the anchor', () => {
    expect(resultUrl('/docs/api/functions/useOpenSecret', 'useOpenSecret hook')).toBe(
      '/docs/api/functions/useOpenSecret?highlight=useopensecret+hook',
    );
    expect(resultUrl('/docs/x', 'a', 'returns')).toBe('/docs/x#returns');
    expect(resultUrl('/docs/x', '<img src=x>', 'a')).toBe('/docs/x?highlight=img+src#a');
  });

  it('prefers the route meta, else strips the trailing slash', () => {
    expect(routeOf('/docs/api/', {route: '/docs/api/'})).toBe('/docs/api/');
    expect(routeOf('/docs/guides/x/#y', {})).toBe('/docs/guides/x');
    expect(routeOf('/', {})).toBe('/');
  });
});

describe('SearchEngine.search', () => {
  it('groups sections by page, parses excerpts and re-ranks on the title', async () => {
    const engine = new SearchEngine(fakePagefind({provider: [developer, provider]}), vocabulary);
    const outcome = await engine.search('provider');
    expect(outcome.pages.map((page) => page.title)).toEqual([provider.title, developer.title]);
    expect(outcome.corrections).toEqual([]);
    const [first] = outcome.pages;
    expect(first.kind).toBe('API reference');
    expect(first.url).toBe('/docs/api/functions/OpenSecretProvider?highlight=provider');
    expect(first.sections[1]).toMatchObject({
      title: 'Parameters',
      url: '/docs/api/functions/OpenSecretProvider?highlight=provider#parameters',
    });
    expect(first.sections[0].segments).toEqual([
      {text: 'OpenSecretProvider()', mark: true},
      {text: ' wraps', mark: false},
    ]);
  });

  it('retries a misspelt query whose results do not support it, and says so', async () => {
    const pagefind = fakePagefind({atestation: [kvList], attestation: [document]});
    const outcome = await new SearchEngine(pagefind, vocabulary).search('atestation');
    expect(pagefind.queries).toEqual(['atestation', 'attestation']);
    expect(outcome).toMatchObject({
      query: 'atestation',
      effectiveQuery: 'attestation',
      corrections: [['atestation', 'attestation']],
    });
    expect(outcome.pages[0].title).toBe(document.title);
    expect(outcome.pages[0].url).toContain('highlight=attestation');
  });

  it('corrects a query that finds nothing', async () => {
    const pagefind = fakePagefind({opensecretprovidr: [], OpenSecretProvider: [provider]});
    const outcome = await new SearchEngine(pagefind, vocabulary).search('opensecretprovidr');
    expect(outcome.effectiveQuery).toBe('OpenSecretProvider');
    expect(outcome.pages[0].title).toBe(provider.title);
  });

  it('keeps supported results, and the typed query when no correction helps', async () => {
    const supported = fakePagefind({provider: [provider]});
    await new SearchEngine(supported, vocabulary).search('provider');
    expect(supported.queries).toEqual(['provider']);

    const nothing = fakePagefind({});
    const outcome = await new SearchEngine(nothing, vocabulary).search('zzqxjv');
    expect(outcome).toMatchObject({effectiveQuery: 'zzqxjv', pages: [], total: 0});

    const noVocabulary = fakePagefind({atestation: []});
    expect((await new SearchEngine(noVocabulary, undefined).search('atestation')).pages).toEqual([]);
  });
});

describe('toVocabulary', () => {
  it('takes the words and symbols of a parsed vocabulary.json', () => {
    expect(toVocabulary({words: ['attestation'], symbols: ['useOpenSecret'], extra: 1})).toEqual({
      words: ['attestation'],
      symbols: ['useOpenSecret'],
    });
  });

  it('rejects anything else, so typo correction is simply off', () => {
    for (const data of [null, undefined, 'words', [], {words: ['a']}, {words: 'a', symbols: []}]) {
      expect(toVocabulary(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});
