/**
 * deploy/nginx.conf content negotiation: a doc page of either docs version (1.1.0 at /docs/, 3.x
 * at /docs/3.x/) answers with its Markdown copy when the Accept header prefers text/markdown, and
 * with its HTML otherwise; both vary with Accept, and every HTML doc page links its Markdown copy.
 * Other pages and 404s are not affected.
 */
import {expect, test} from '@playwright/test';
import {LATEST_DOCS} from '../../src/constants';
import {DOCS_3X} from '../support/routes';
import {buildExists, expectSecurityHeaders, htmlPages, readBuild, request, type RawResponse} from './support';

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const CHROME_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const FIREFOX_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const SAFARI_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Clean URL → [HTML file, Markdown copy], relative to build/. */
const DOC_PAGES: [string, string, string][] = [
  ['/docs/', 'docs/index.html', 'docs/index.md'],
  ['/docs', 'docs/index.html', 'docs/index.md'],
  ['/docs/api/', 'docs/api/index.html', 'docs/api/index.md'],
  ['/docs/api', 'docs/api/index.html', 'docs/api/index.md'],
  ['/docs/registration', 'docs/registration/index.html', 'docs/registration.md'],
  ['/docs/guides/getting-started', 'docs/guides/getting-started/index.html', 'docs/guides/getting-started.md'],
  ['/docs/guides/getting-started/', 'docs/guides/getting-started/index.html', 'docs/guides/getting-started.md'],
  [
    '/docs/api/type-aliases/OpenSecretContextType',
    'docs/api/type-aliases/OpenSecretContextType/index.html',
    'docs/api/type-aliases/OpenSecretContextType.md',
  ],
  // The 3.x docs: the version's segment has a dot, its index docs have index.md copies.
  ['/docs/3.x/', 'docs/3.x/index.html', 'docs/3.x/index.md'],
  ['/docs/3.x', 'docs/3.x/index.html', 'docs/3.x/index.md'],
  ['/docs/3.x/api/', 'docs/3.x/api/index.html', 'docs/3.x/api/index.md'],
  ['/docs/3.x/api', 'docs/3.x/api/index.html', 'docs/3.x/api/index.md'],
  ['/docs/3.x/registration', 'docs/3.x/registration/index.html', 'docs/3.x/registration.md'],
  [
    '/docs/3.x/guides/getting-started',
    'docs/3.x/guides/getting-started/index.html',
    'docs/3.x/guides/getting-started.md',
  ],
  [
    '/docs/3.x/guides/getting-started/',
    'docs/3.x/guides/getting-started/index.html',
    'docs/3.x/guides/getting-started.md',
  ],
  [
    '/docs/3.x/api/type-aliases/OpenSecretContextType',
    'docs/3.x/api/type-aliases/OpenSecretContextType/index.html',
    'docs/3.x/api/type-aliases/OpenSecretContextType.md',
  ],
];

const linkTo = (markdownFile: string) => `</${markdownFile}>; rel="alternate"; type="text/markdown"`;

/** The Vary header's field names, lower-cased (nginx may send several Vary lines). */
const varyOf = (response: RawResponse): string[] =>
  (response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

test.describe('doc pages asked for as Markdown', () => {
  for (const [target, , markdown] of DOC_PAGES) {
    test(`${target} with Accept: text/markdown serves ${markdown}`, async () => {
      const response = await request(target, {headers: {Accept: 'text/markdown'}});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(MARKDOWN_TYPE);
      expect(response.text).toBe(readBuild(markdown));
      expect(varyOf(response)).toContain('accept');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.link).toBeUndefined();
      expectSecurityHeaders(response, target);
    });
  }

  test('a revalidation of the Markdown answer gets 304 with the same headers', async () => {
    const first = await request('/docs/registration', {headers: {Accept: 'text/markdown'}});
    expect(first.headers.etag).toBeTruthy();
    const second = await request('/docs/registration', {
      headers: {Accept: 'text/markdown', 'If-None-Match': first.headers.etag!},
    });
    expect(second.status).toBe(304);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(varyOf(second)).toContain('accept');
    expectSecurityHeaders(second, '304');
  });

  test('is gzipped when the client accepts it, and varies with both headers', async () => {
    const response = await request('/docs/guides/getting-started', {
      headers: {Accept: 'text/markdown', 'Accept-Encoding': 'gzip'},
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(MARKDOWN_TYPE);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.raw.length).toBeLessThan(Buffer.byteLength(response.text));
    expect(response.text).toBe(readBuild('docs/guides/getting-started.md'));
    expect(varyOf(response)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });
});

test.describe('doc pages asked for as HTML', () => {
  const accepts: [string, string | undefined][] = [
    ['Chrome', CHROME_ACCEPT],
    ['Firefox', FIREFOX_ACCEPT],
    ['Safari', SAFARI_ACCEPT],
    ['curl (*/*)', '*/*'],
    ['no Accept header', undefined],
  ];
  for (const [client, accept] of accepts) {
    test(`${client} gets the HTML page, with Vary: Accept and a Link to the Markdown copy`, async () => {
      for (const [target, html, markdown] of DOC_PAGES) {
        const response = await request(target, {headers: accept === undefined ? {} : {Accept: accept}});
        expect(response.status, target).toBe(200);
        expect(response.headers['content-type'], target).toBe(HTML_TYPE);
        expect(response.text, target).toBe(readBuild(html));
        expect(varyOf(response), target).toContain('accept');
        expect(response.headers.link, target).toBe(linkTo(markdown));
        expect(response.headers['cache-control'], target).toBe('no-cache');
        expectSecurityHeaders(response, target);
      }
    });
  }

  test('gzip still works and varies with both headers', async () => {
    const response = await request('/docs/registration', {headers: {Accept: CHROME_ACCEPT, 'Accept-Encoding': 'gzip'}});
    expect(response.headers['content-type']).toBe(HTML_TYPE);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(readBuild('docs/registration/index.html'));
    expect(varyOf(response)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });

  test('every 3.x doc page answers with its own Markdown copy when asked for Markdown', async () => {
    const routes = DOCS_3X.all;
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(route.startsWith(LATEST_DOCS.docsBase), route).toBe(true);
      const copy = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      const response = await request(route, {headers: {Accept: 'text/markdown'}});
      expect(response.status, route).toBe(200);
      expect(response.headers['content-type'], route).toBe(MARKDOWN_TYPE);
      expect(response.text, route).toBe(readBuild(copy.slice(1)));
      const html = await request(route, {method: 'HEAD'});
      expect(html.headers.link, route).toBe(linkTo(copy.slice(1)));
    }
  });

  test('every HTML doc page links its Markdown copy, which exists', async () => {
    const pages = htmlPages().filter((file) => file.startsWith('docs/'));
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((file) => file.startsWith('docs/3.x/')).length).toBeGreaterThan(100);
    for (const file of pages) {
      const target = `/${file.replace(/index\.html$/, '')}`;
      const response = await request(target, {method: 'HEAD'});
      expect(response.status, target).toBe(200);
      const link = String(response.headers.link);
      const match = /^<(\/docs\/[^>]+\.md)>; rel="alternate"; type="text\/markdown"$/.exec(link);
      expect(match, `${target}: Link ${link}`).not.toBeNull();
      expect(buildExists(match![1].slice(1)), `${target}: ${match![1]} is in the build`).toBe(true);
    }
  });
});

test.describe('Accept preference', () => {
  // [Accept header, whether Markdown is served]
  const cases: [string, boolean][] = [
    ['text/markdown', true],
    ['TEXT/Markdown;Q=0.8', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.6', true],
    ['text/html;q=0.55,text/markdown;q=0.551', true],
    ['text/markdown;q=1.0, text/html;q=0.999', true],
    ['text/markdown;charset=utf-8;q=0.7, text/html;q=0.6', true],
    ['application/json, text/markdown;q=0.5', true],
    ['text/markdown, */*;q=0.1', true],
    ['text/markdown;q=0.9, text/html', false],
    ['text/html, text/markdown', false],
    ['text/html;q=0.2, text/markdown;q=0.1', false],
    ['text/html;q=0.5, text/markdown;q=0.5', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.0, text/plain', false],
    ['text/x-markdown', false],
    ['text/*', false],
    ['application/markdown', false],
  ];
  for (const [accept, markdown] of cases) {
    test(`Accept: ${accept} → ${markdown ? 'Markdown' : 'HTML'}`, async () => {
      for (const page of ['docs/guides/getting-started', 'docs/3.x/guides/getting-started']) {
        const response = await request(`/${page}`, {headers: {Accept: accept}});
        expect(response.status, page).toBe(200);
        expect(response.headers['content-type'], page).toBe(markdown ? MARKDOWN_TYPE : HTML_TYPE);
        expect(response.text, page).toBe(readBuild(markdown ? `${page}.md` : `${page}/index.html`));
      }
    });
  }
});

test.describe('pages that are not docs', () => {
  for (const [target, file] of [
    ['/', 'index.html'],
    ['/search', 'search/index.html'],
    ['/markdown-page', 'markdown-page/index.html'],
  ] as const) {
    test(`${target} with Accept: text/markdown is still HTML, without Vary: Accept or Link`, async () => {
      const response = await request(target, {headers: {Accept: 'text/markdown'}});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(HTML_TYPE);
      expect(response.text).toBe(readBuild(file));
      expect(varyOf(response)).not.toContain('accept');
      expect(response.headers.link).toBeUndefined();
      expectSecurityHeaders(response, target);
    });
  }

  test('llms.txt and the sitemap ignore Accept', async () => {
    for (const [target, type] of [
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ]) {
      const response = await request(target, {headers: {Accept: 'text/markdown'}});
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type'], target).toBe(type);
      expect(varyOf(response), target).not.toContain('accept');
    }
  });
});

test.describe('not found, whatever the Accept header', () => {
  const missing = [
    '/docs/no-such-page',
    '/docs/guides', // a directory without a page or a copy
    '/docs/api/functions',
    '/no/such/page',
    '/docs/registration/index.html.md',
    '/docs/3.x/no-such-page',
    '/docs/3.x/guides', // a directory without a page or a copy
    '/docs/3.y/registration',
    '//docs//registration',
    '/docs%2Fregistration',
  ];
  for (const target of missing) {
    for (const accept of ['text/markdown', CHROME_ACCEPT]) {
      test(`${target} (Accept: ${accept.slice(0, 13)}) → 404 with the site's not-found page`, async () => {
        const response = await request(target, {headers: {Accept: accept}});
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe(HTML_TYPE);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.text).toBe(readBuild('404.html'));
        expect(varyOf(response)).not.toContain('accept');
        expect(response.headers.link).toBeUndefined();
        expectSecurityHeaders(response, target);
      });
    }
  }
});
