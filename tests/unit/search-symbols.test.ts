import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../lib/search/engine';
import type {PagefindApi, PagefindResult} from '../../lib/search/pagefind-api';
import {matchSymbols, splitUrl, toSymbolTables, type SymbolTable} from '../../lib/search/symbols';
import {versionInQuery} from '../../lib/search/versions';
import {sdkVersionOfPath} from '../../lib/docs-versions';
import {kindOfPath} from '../../lib/search/kind';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {HELD_NAMES} from '../support/held-names';

const LATEST = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;
const API = {[LATEST]: `${LATEST_DOCS.docsBase}api/`, [OLDER]: '/docs/api/'};
const CONTEXT = 'type-aliases/OpenSecretContextType';
const DEVELOPER = 'type-aliases/OpenSecretDeveloperContextType';

/** Context members both releases have, with neighbours that differ by a few letters. */
const MEMBERS = [
  'auth',
  'signIn',
  'signInGuest',
  'signUp',
  'signUpGuest',
  'signOut',
  'get',
  'put',
  'list',
  'del',
  'delAll',
  'encryptData',
  'decryptData',
  'getAttestation',
  'aiCustomFetch',
  'generateThirdPartyToken',
];
const EXPORTS = [
  ['functions', 'useOpenSecret'],
  ['functions', 'useOpenSecretDeveloper'],
  ['functions', 'OpenSecretProvider'],
  ['functions', 'hashSecret'],
  ['type-aliases', 'KVListItem'],
  ['type-aliases', 'OpenSecretContextType'],
] as const;

/** A release's symbol index as the build writes it into the vocabulary: members as sections of the context page. */
function table(
  version: string,
  urlOf = (name: string) => `${API[version]}${CONTEXT}#${name.toLowerCase()}`,
): SymbolTable {
  const api = API[version];
  const pages: SymbolTable['pages'] = [];
  const pageOf = (route: string, title: string) => {
    const at = pages.findIndex(([known]) => known === route);
    return at >= 0 ? at : pages.push([route, title]) - 1;
  };
  const titleOf = (route: string) =>
    route.includes('/functions/') ? `Function: ${route.split('/').pop()}()` : `Type Alias: ${route.split('/').pop()}`;
  const entries: SymbolTable['entries'] = [];
  for (const [dir, name] of EXPORTS)
    entries.push([name, pageOf(`${api}${dir}/${name}`, titleOf(`${api}${dir}/${name}`)), '', '']);
  for (const name of MEMBERS) {
    const {route, anchor} = splitUrl(urlOf(name));
    entries.push([`OpenSecretContextType.${name}`, pageOf(route, titleOf(route)), anchor ?? '', '']);
  }
  for (const name of ['signIn', 'signUp', 'signOut']) {
    entries.push([
      `OpenSecretDeveloperContextType.${name}`,
      pageOf(`${api}${DEVELOPER}`, titleOf(`${api}${DEVELOPER}`)),
      name.toLowerCase(),
      '',
    ]);
  }
  return {pages, entries};
}

interface FakePage {
  route: string;
  title: string;
  /** The page's sections (anchors) Pagefind answers with. */
  anchors: string[];
}

/**
 * A Pagefind stand-in where every query finds the same pages of each version, in the order
 * Pagefind gives them today: guides first (they mention the names often), the long context page
 * last, so only the re-ranking can bring an entry up. Like Pagefind, it applies the `version` and
 * `kind` filters.
 */
function fakePagefind(pages: FakePage[]): PagefindApi & {calls: Record<string, string | string[]>[]} {
  const calls: Record<string, string | string[]>[] = [];
  return {
    calls,
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (term, options) => {
      const filters = options?.filters ?? {};
      calls.push(filters);
      const found = pages.filter(
        (page) =>
          [filters.version ?? []].flat().every((v) => v === sdkVersionOfPath(page.route)) &&
          [filters.kind ?? []].flat().every((k) => k === kindOfPath(page.route)),
      );
      const results: PagefindResult[] = found.map((page, index) => ({
        id: page.route,
        score: 100 - index,
        data: () =>
          Promise.resolve({
            url: `${page.route}/`,
            excerpt: `about <mark>${term}</mark>`,
            meta: {title: page.title, route: page.route},
            filters: {version: [sdkVersionOfPath(page.route)]},
            sub_results: [
              {title: page.title, url: `${page.route}/`, excerpt: `<mark>${term}</mark>`},
              ...page.anchors.map((anchor) => ({
                title: anchor,
                url: `${page.route}/#${anchor}`,
                excerpt: `<mark>${term}</mark>`,
              })),
            ],
          }),
      }));
      return Promise.resolve({results, unfilteredResultCount: results.length});
    },
  };
}

function siteOf(version: string): FakePage[] {
  const docs = version === LATEST ? LATEST_DOCS.docsBase : '/docs/';
  const api = API[version];
  return [
    {route: `${docs}guides/authentication`, title: 'Authentication', anchors: ['sign-in-with-apple', 'guest-accounts']},
    {route: `${docs}guides/key-value-storage`, title: 'Key-value storage', anchors: ['put-and-get']},
    {route: `${docs}guides/getting-started`, title: 'Getting started', anchors: []},
    {route: `${docs}guides/ai`, title: 'AI', anchors: []},
    {route: `${docs}guides/attestation`, title: 'Attestation', anchors: []},
    {route: `${docs}guides/encryption`, title: 'Encryption', anchors: []},
    {route: `${api}functions/useOpenSecretDeveloper`, title: 'Function: useOpenSecretDeveloper()', anchors: []},
    {route: `${api}functions/OpenSecretProvider`, title: 'Function: OpenSecretProvider()', anchors: ['parameters']},
    {route: `${api}${DEVELOPER}`, title: 'Type Alias: OpenSecretDeveloperContextType', anchors: ['signin']},
    {
      route: `${api}${CONTEXT}`,
      title: 'Type Alias: OpenSecretContextType',
      anchors: MEMBERS.map((m) => m.toLowerCase()),
    },
    {route: `${api}functions/useOpenSecret`, title: 'Function: useOpenSecret()', anchors: ['returns']},
    {route: `${api}functions/hashSecret`, title: 'Function: hashSecret()', anchors: []},
    {route: `${api}type-aliases/KVListItem`, title: 'Type Alias: KVListItem', anchors: []},
  ];
}

const tables = {[LATEST]: table(LATEST), [OLDER]: table(OLDER)};
const site = [...siteOf(LATEST), ...siteOf(OLDER)];

/** The URL each name's entry has in the symbol table of a release. */
function entryUrl(name: string, version: string, of = tables): string {
  const target = matchSymbols(name, of[version]).exact[0];
  return `${target.route}${target.anchor ? `#${target.anchor}` : ''}`;
}

/** The rank (1-based) of a URL among the dialog's options (each section of each page), 0 when absent. */
async function rankOf(engine: SearchEngine, query: string, version: string, url: string): Promise<number> {
  const outcome = await engine.search(query, {limit: 8, sectionsPerPage: 3, preferVersion: version, only: true});
  const options = outcome.pages.flatMap((page) => page.sections.map((section) => section.url.replace(/\?[^#]*/, '')));
  return options.indexOf(url) + 1;
}

describe('SDK names in search', () => {
  const engine = new SearchEngine(fakePagefind(site), undefined, undefined, tables);

  for (const version of [LATEST, OLDER]) {
    for (const [name, typo] of HELD_NAMES) {
      it(`${version}: "${name}" puts its entry first, "${typo}" in the top 3`, async () => {
        const url = entryUrl(name, version);
        expect(url.startsWith(API[version])).toBe(true);
        expect(await rankOf(engine, name, version, url)).toBe(1);
        const typoRank = await rankOf(engine, typo, version, url);
        expect(typoRank).toBeGreaterThan(0);
        expect(typoRank).toBeLessThanOrEqual(3);
      });
    }
  }

  it('matches names case-insensitively, qualified or called', async () => {
    const url = entryUrl('signIn', LATEST);
    for (const query of ['signin', 'SIGNIN', 'signIn()', 'OpenSecretContextType.signIn']) {
      expect(await rankOf(engine, query, LATEST, url), query).toBe(1);
    }
    // The developer context's member of the same name follows the main one.
    const developer = `${API[LATEST]}${DEVELOPER}#signin`;
    expect(await rankOf(engine, 'signIn', LATEST, developer)).toBe(2);
    expect(await rankOf(engine, 'OpenSecretDeveloperContextType.signIn', LATEST, developer)).toBe(1);
  });

  it('ranks by the URL the symbol index holds: a member with a page of its own leads with that page', async () => {
    const ownPage = (name: string) => `${API[LATEST]}functions/${name}`;
    const moved = {...tables, [LATEST]: table(LATEST, ownPage)};
    const pages = [
      ...site,
      ...MEMBERS.map((name) => ({route: ownPage(name), title: `Function: ${name}()`, anchors: ['parameters']})),
    ];
    const movedEngine = new SearchEngine(fakePagefind(pages), undefined, undefined, moved);
    for (const [name, typo] of HELD_NAMES.filter(([name]) => MEMBERS.includes(name))) {
      expect(entryUrl(name, LATEST, moved)).toBe(ownPage(name));
      expect(await rankOf(movedEngine, name, LATEST, ownPage(name)), name).toBe(1);
      expect(await rankOf(movedEngine, typo, LATEST, ownPage(name)), typo).toBeGreaterThan(0);
      expect(await rankOf(movedEngine, typo, LATEST, ownPage(name)), typo).toBeLessThanOrEqual(3);
    }
  });

  it('shows an entry Pagefind did not load under its heading, with the page it is on', async () => {
    const onlyGuides = site.filter((page) => page.route.includes('/guides/'));
    const outcome = await new SearchEngine(fakePagefind(onlyGuides), undefined, undefined, tables).search('put', {
      preferVersion: LATEST,
      only: true,
    });
    expect(outcome.pages[0]).toMatchObject({
      title: 'Type Alias: OpenSecretContextType',
      kind: 'API reference',
      version: LATEST,
      sections: [{title: 'put', url: `${API[LATEST]}${CONTEXT}?highlight=put#put`, segments: []}],
    });
    expect(outcome.pages.slice(1).every((page) => page.title !== outcome.pages[0].title)).toBe(true);
  });

  it('pins nothing for words, one character or long texts', () => {
    for (const query of ['sign in', 'a', 'how do I', 'x'.repeat(500), 'rate limit', '']) {
      expect(matchSymbols(query, tables[LATEST]), query).toEqual({exact: [], near: []});
    }
  });
});

describe('the version in view', () => {
  it('searches the version in view only, unless the query names another release', async () => {
    const pagefind = fakePagefind(site);
    const engine = new SearchEngine(pagefind, undefined, undefined, tables);
    const outcome = await engine.search('rate limit', {preferVersion: LATEST, only: true});
    expect(outcome.pages.length).toBeGreaterThan(0);
    expect(new Set(outcome.pages.map((page) => page.version))).toEqual(new Set([LATEST]));
    expect(pagefind.calls).toEqual([{version: LATEST}]);

    const asked = await engine.search(`rate limit ${OLDER}`, {preferVersion: LATEST, only: true});
    expect(new Set(asked.pages.map((page) => page.version))).toEqual(new Set([OLDER]));
    expect(asked.effectiveQuery).toBe('rate limit');
    expect(asked.pages[0].url).toContain('highlight=rate+limit');

    const old = await engine.search('v1 signIn', {preferVersion: LATEST, only: true});
    expect(old.pages[0].sections[0].url).toBe('/docs/api/type-aliases/OpenSecretContextType?highlight=signin#signin');
  });

  it('reads a release from the query: full, vN or N.x, never a bare number or a query that is only a version', () => {
    const versions = [LATEST, OLDER];
    expect(versionInQuery(`rate limit ${OLDER}`, versions)).toEqual({version: OLDER, query: 'rate limit'});
    expect(versionInQuery(`v${OLDER} put`, versions)).toEqual({version: OLDER, query: 'put'});
    expect(versionInQuery('1.x put', versions)).toEqual({version: OLDER, query: 'put'});
    expect(versionInQuery('V3 get', versions)).toEqual({version: LATEST, query: 'get'});
    expect(versionInQuery('error 1', versions)).toEqual({query: 'error 1'});
    expect(versionInQuery('put 9.9.9', versions)).toEqual({query: 'put 9.9.9'});
    expect(versionInQuery(OLDER, versions)).toEqual({query: OLDER});
  });
});

describe('bad input', () => {
  const engine = new SearchEngine(fakePagefind(site), {words: ['attestation'], symbols: ['signIn']}, undefined, tables);

  it('answers a one-character, a stop-word and a 500-character query without error, highlighting nothing or little', async () => {
    for (const query of ['a', 'how do does', 'signIn attestation storage '.repeat(19).slice(0, 500)]) {
      const outcome = await engine.search(query, {preferVersion: LATEST, only: true});
      expect(outcome.query).toBe(query);
      for (const page of outcome.pages) {
        const highlight = new URL(page.url, 'http://x').searchParams.get('highlight') ?? '';
        expect(highlight.split(' ').filter(Boolean).length, query).toBeLessThanOrEqual(6);
        expect(highlight, query).not.toMatch(/\b(how|do|does)\b/);
      }
    }
    expect((await engine.search('a', {preferVersion: LATEST, only: true})).pages[0].url).not.toContain('highlight');
    expect((await engine.search('how do does', {preferVersion: LATEST, only: true})).pages[0].url).not.toContain(
      'highlight',
    );
  });
});

describe('toSymbolTables', () => {
  it('keeps the releases with pages and entries, and nothing else', () => {
    expect(toSymbolTables({[LATEST]: tables[LATEST], bad: {pages: 'x'}})).toEqual({[LATEST]: tables[LATEST]});
    for (const data of [undefined, null, 'x', {}, {v: {}}])
      expect(toSymbolTables(data), JSON.stringify(data)).toBeUndefined();
  });
});

describe('the section filter', () => {
  it('keeps a name\'s reference entry out of the "Guides" results', async () => {
    const engine = new SearchEngine(fakePagefind(site), undefined, undefined, tables);
    const guides = await engine.search('useOpenSecret', {kind: 'Guides'});
    expect(guides.pages.length).toBeGreaterThan(0);
    expect(guides.pages.every((page) => page.kind === 'Guides')).toBe(true);
    const all = await engine.search('useOpenSecret');
    expect(all.pages[0].url).toBe(`${API[LATEST]}functions/useOpenSecret?highlight=useopensecret`);
  });
});
