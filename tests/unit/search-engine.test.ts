import {describe, expect, it} from 'vitest';
import {resultUrl, routeOf, SearchEngine, toVocabulary} from '../../lib/search/engine';
import type {PagefindApi, PagefindResult} from '../../lib/search/pagefind-api';
import {sdkVersionOfPath} from '../../lib/docs-versions';
import {versionOrder} from '../../lib/search/versions';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';

interface FakePage {
  title: string;
  route: string;
  excerpt: string;
  kind?: string;
}

/**
 * A Pagefind stand-in answering from a table of query → pages (in score order). Like Pagefind,
 * it keeps only the pages that match every filter asked for: `kind`, and `version`, which each
 * page takes from its route (/docs/3.x/… is 3.2.0, /docs/… 1.1.0). `queries` lists the distinct
 * terms searched, in order; `calls` every search with its filters.
 */
function fakePagefind(table: Record<string, FakePage[]>): PagefindApi & {
  queries: string[];
  calls: {term: string; filters: Record<string, string | string[]>}[];
} {
  const queries: string[] = [];
  const calls: {term: string; filters: Record<string, string | string[]>}[] = [];
  return {
    queries,
    calls,
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (term, options) => {
      const filters = options?.filters ?? {};
      calls.push({term, filters});
      if (!queries.includes(term)) queries.push(term);
      const all = table[term] ?? [];
      const pages = all.filter((page) => {
        const values: Record<string, string> = {
          kind: page.kind ?? 'API reference',
          version: sdkVersionOfPath(page.route),
        };
        return Object.entries(filters).every(([name, wanted]) => [wanted].flat().includes(values[name]));
      });
      const results: PagefindResult[] = pages.map((page) => ({
        id: `${term}-${all.indexOf(page)}`,
        score: 10 - all.indexOf(page),
        data: () =>
          Promise.resolve({
            url: `${page.route}/`,
            excerpt: page.excerpt,
            meta: {title: page.title, route: page.route},
            filters: {kind: [page.kind ?? 'API reference'], version: [sdkVersionOfPath(page.route)]},
            sub_results: [
              {title: page.title, url: `${page.route}/`, excerpt: page.excerpt},
              {title: 'Parameters', url: `${page.route}/#parameters`, excerpt: 'the <mark>props</mark>'},
            ],
          }),
      }));
      return Promise.resolve({results, unfilteredResultCount: all.length});
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

describe('docs versions', () => {
  const latest = LATEST_DOCS.sdkVersion;
  const older = DOCS_1_1_0.sdkVersion;
  const in3x = (page: FakePage): FakePage => ({...page, route: page.route.replace('/docs/', LATEST_DOCS.docsBase)});
  const signIn = (route: string, title: string, kind = 'Guides') => ({
    title,
    route,
    excerpt: '<mark>signIn</mark>',
    kind,
  });
  // Pagefind's order: the 3.x pages score higher, and a 3.x page that only mentions the word leads.
  const both = [
    signIn(`${LATEST_DOCS.docsBase}guides/authentication`, 'Authentication'),
    in3x(provider),
    signIn(`${LATEST_DOCS.docsBase}guides/getting-started`, 'Getting started'),
    signIn('/docs/guides/authentication', 'Authentication'),
    provider,
    signIn('/docs/guides/getting-started', 'Getting started'),
  ];

  it('lists the versions with the preferred one first, else latest first', () => {
    expect(versionOrder([latest, older], older)).toEqual([older, latest]);
    expect(versionOrder([latest, older], latest)).toEqual([latest, older]);
    expect(versionOrder([latest, older])).toEqual([latest, older]);
    expect(versionOrder([latest, older], '9.9.9')).toEqual([latest, older]);
  });

  it('puts the pages of the version being read first, each page labelled with its version', async () => {
    const engine = new SearchEngine(fakePagefind({provider: both}), vocabulary);
    const outcome = await engine.search('provider', {preferVersion: older});
    expect(outcome.pages.map((page) => [page.version, page.url.split('?')[0]])).toEqual([
      [older, provider.route],
      [older, '/docs/guides/authentication'],
      [older, '/docs/guides/getting-started'],
      [latest, in3x(provider).route],
      [latest, `${LATEST_DOCS.docsBase}guides/authentication`],
      [latest, `${LATEST_DOCS.docsBase}guides/getting-started`],
    ]);
    expect(outcome.total).toBe(6);
  });

  it('without a preference (a page outside the docs), lists the latest version first', async () => {
    const outcome = await new SearchEngine(fakePagefind({provider: both}), vocabulary).search('provider');
    expect(outcome.pages.map((page) => page.version)).toEqual([latest, latest, latest, older, older, older]);
    // Within a version the usual ranking holds: the symbol's page before Pagefind's first result.
    expect(outcome.pages[0].title).toBe(provider.title);
    expect(outcome.pages[3].title).toBe(provider.title);
  });

  it('fills the limit from the version being read before any other version', async () => {
    const pagefind = fakePagefind({provider: both});
    const outcome = await new SearchEngine(pagefind, vocabulary).search('provider', {preferVersion: older, limit: 2});
    expect(outcome.pages.map((page) => [page.version, page.title])).toEqual([
      [older, provider.title],
      [older, 'Authentication'],
    ]);
    const four = await new SearchEngine(pagefind, vocabulary).search('provider', {preferVersion: older, limit: 4});
    expect(four.pages.map((page) => page.version)).toEqual([older, older, older, latest]);
    expect(four.pages[3].title).toBe(provider.title);
  });

  it('searches one version only when asked, with its filter (and the section filter)', async () => {
    const pagefind = fakePagefind({provider: both});
    const outcome = await new SearchEngine(pagefind, vocabulary).search('provider', {version: latest, kind: 'Guides'});
    expect(pagefind.calls).toEqual([{term: 'provider', filters: {kind: 'Guides', version: latest}}]);
    expect(outcome.pages.map((page) => [page.version, page.kind])).toEqual([
      [latest, 'Guides'],
      [latest, 'Guides'],
    ]);
    expect(outcome.total).toBe(2);
  });

  it('searches without the version filter when the index has no versions', async () => {
    const pagefind = fakePagefind({provider: [provider, in3x(provider)]});
    const outcome = await new SearchEngine(pagefind, vocabulary, []).search('provider');
    expect(pagefind.calls).toEqual([{term: 'provider', filters: {}}]);
    expect(outcome.pages.map((page) => page.version)).toEqual([older, latest]);
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
