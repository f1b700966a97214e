/**
 * deploy/nginx.conf over HTTP: security headers on every response, caching, compression, clean
 * URLs, the not-found page, and requests that try to leave the build directory.
 */
import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {computeCsp, findInlineScripts, hashSource, policyFromInclude} from '../../lib/csp';
import {CSP_INCLUDE_FILE} from '../../lib/csp-include';
import {LATEST_DOCS, RUNNER_PATH} from '../../src/constants';
import {
  buildPath,
  expectBuildFile,
  expectedPolicy,
  expectSecurityHeaders,
  findBuildFile,
  htmlPages,
  parsePolicy,
  readBuild,
  request,
} from './support';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_HTML = (): string => readBuild('404.html');

const mainBundle = (): string => {
  const file = findBuildFile('assets/js', /^main\.[0-9a-f]+\.js$/);
  if (!file) throw new Error('build/assets/js/main.<hash>.js not found');
  return `/${file}`;
};
/** A page's hover table (plugins/code-blocks), fetched by the page on the first hover. */
const hoverTable = (): string => {
  const file = findBuildFile('assets/hover', /^[0-9a-f]{16}\.hover\.json$/);
  if (!file) throw new Error('build/assets/hover/<hash>.hover.json not found (plugins/code-blocks)');
  return `/${file}`;
};
const stylesheet = (): string => {
  const file = findBuildFile('assets/css', /\.css$/);
  if (!file) throw new Error('build/assets/css/*.css not found');
  return `/${file}`;
};

test.describe('security headers', () => {
  const targets: [string, () => string, number][] = [
    ['home page', () => '/', 200],
    ['doc page', () => '/docs/registration', 200],
    ['JavaScript bundle', mainBundle, 200],
    ['stylesheet', stylesheet, 200],
    ['static image', () => '/img/logo.svg', 200],
    ['sitemap', () => '/sitemap.xml', 200],
    ['unknown path (404)', () => '/no/such/page', 404],
    ['missing asset (404)', () => '/assets/js/missing.0000.js', 404],
    ['malformed path (400)', () => '/%00', 400],
    ['over-long path (414)', () => `/${'a'.repeat(10_000)}`, 414],
  ];
  for (const [what, target, status] of targets) {
    test(`on a ${what}`, async () => {
      const response = await request(target());
      expect(response.status).toBe(status);
      expectSecurityHeaders(response, what);
    });
  }

  test('on a POST (405)', async () => {
    const response = await request('/', {method: 'POST'});
    expect(response.status).toBe(405);
    expectSecurityHeaders(response, 'POST');
  });

  test('on a Markdown copy (*.md), served as text/markdown', async () => {
    const md = findBuildFile('docs', /\.md$/) ?? findBuildFile('.', /\.md$/);
    expect(md, 'a Markdown copy (*.md) of a doc page in build/ (plugins/llms writes one per page)').toBeTruthy();
    const response = await request(`/${md}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(readBuild(md!));
    expectSecurityHeaders(response, md!);
  });

  test('on llms.txt, served as UTF-8 text', async () => {
    expectBuildFile('llms.txt', 'plugins/llms');
    const response = await request('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response, 'llms.txt');
  });
});

test.describe('Content-Security-Policy', () => {
  test('is the one generated from this build, and build/_csp.conf is up to date', async () => {
    expect(computeCsp(buildPath('.')).content, 'build/_csp.conf is stale: rebuild').toBe(readBuild('_csp.conf'));
    expect((await request('/')).headers['content-security-policy']).toBe(expectedPolicy());
  });

  test('allows every inline script of every page by hash, and no other inline code', () => {
    const directives = parsePolicy(expectedPolicy());
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    // The runner's preview frames have no inline script, and a policy of their own (below).
    const pages = htmlPages().filter((page) => !page.startsWith(`${RUNNER_PATH}/`));
    expect(pages.length).toBeGreaterThan(10);
    let inline = 0;
    for (const page of pages) {
      for (const script of findInlineScripts(readBuild(page))) {
        inline += 1;
        expect(scriptSrc, `inline script in ${page}`).toContain(hashSource(script.text));
      }
    }
    // The colour-mode / announcement-bar bootstrap script is in every page.
    expect(inline).toBeGreaterThanOrEqual(pages.length);
  });

  test("sends the runner's preview frames their own policy, and lets only the site's pages frame them", async () => {
    const response = await request(`/${RUNNER_PATH}/${LATEST_DOCS.sdkVersion}.html`);
    expect(response.status).toBe(200);
    const policy = String(response.headers['content-security-policy'] ?? '');
    expect(policy).toBe(policyFromInclude(readBuild(CSP_INCLUDE_FILE), 'runner'));
    const directives = parsePolicy(policy);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The site's pages may frame them, and nothing else.
    expect(parsePolicy(expectedPolicy()).get('frame-src')).toEqual(["'self'"]);
  });

  test('has the restrictive fetch and navigation directives', () => {
    const directives = parsePolicy(expectedPolicy());
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src-elem')?.[0]).toBe("'self'");
    expect(directives.get('style-src-elem')).not.toContain("'unsafe-inline'");
  });
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year', async () => {
    for (const target of [mainBundle(), stylesheet(), hoverTable()]) {
      const response = await request(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe(IMMUTABLE);
    }
  });

  test('HTML and other stable names are revalidated', async () => {
    for (const target of [
      '/',
      '/docs/registration',
      '/docs/api/',
      '/img/logo.svg',
      '/sitemap.xml',
      '/favicon-missing.ico',
    ]) {
      const response = await request(target);
      expect(response.headers['cache-control'], target).toBe('no-cache');
    }
  });

  test('a revalidation with the ETag answers 304 with the same headers', async () => {
    const first = await request('/docs/registration');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await request('/docs/registration', {headers: {'If-None-Match': etag!}});
    expect(second.status).toBe(304);
    expect(second.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(second, '304');
  });

  test('Pagefind: content-hashed chunks immutable, entry points revalidated', async () => {
    expectBuildFile('pagefind/pagefind-entry.json', 'the search index (plugins/search-index)');
    const hashed = [
      findBuildFile('pagefind/fragment', /\.pf_fragment$/),
      findBuildFile('pagefind/index', /\.pf_index$/),
      fs.readdirSync(buildPath('pagefind')).find((name) => /^pagefind\..+\.pf_meta$/.test(name)),
    ];
    for (const file of hashed) {
      expect(file, 'Pagefind chunk').toBeTruthy();
      const target = file!.startsWith('pagefind/') ? `/${file}` : `/pagefind/${file}`;
      const response = await request(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe(IMMUTABLE);
    }
    for (const target of ['/pagefind/pagefind-entry.json', '/pagefind/pagefind.js']) {
      const response = await request(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe('no-cache');
    }
  });
});

test.describe('compression', () => {
  test('text responses are gzipped when the client accepts it', async () => {
    for (const target of [
      '/',
      '/docs/registration',
      mainBundle(),
      stylesheet(),
      hoverTable(),
      '/img/logo.svg',
      '/sitemap.xml',
    ]) {
      const response = await request(target, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status, target).toBe(200);
      expect(response.headers['content-encoding'], target).toBe('gzip');
      expect(response.headers.vary, target).toMatch(/Accept-Encoding/i);
      expect(response.raw.length, target).toBeLessThan(Buffer.byteLength(response.text));
    }
  });

  test('and sent as is otherwise', async () => {
    const response = await request('/docs/registration');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(readBuild('docs/registration/index.html'));
  });

  test('Pagefind WebAssembly is not compressed twice', async () => {
    expectBuildFile('pagefind/wasm.en.pagefind', 'the search index (plugins/search-index)');
    const response = await request('/pagefind/wasm.en.pagefind', {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

test.describe('clean URLs', () => {
  const pages: [string, string][] = [
    ['/', 'index.html'],
    ['/docs/registration', 'docs/registration/index.html'],
    ['/docs/registration/', 'docs/registration/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/api/', 'docs/api/index.html'],
    ['/docs/api', 'docs/api/index.html'],
    ['/docs/guides/getting-started', 'docs/guides/getting-started/index.html'],
    ['/docs/api/type-aliases/OpenSecretContextType', 'docs/api/type-aliases/OpenSecretContextType/index.html'],
  ];
  for (const [target, file] of pages) {
    test(`${target} serves ${file} without a redirect`, async () => {
      const response = await request(target);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toBe(readBuild(file));
    });
  }
});

test.describe('not found', () => {
  const missing = [
    '/no/such/page',
    '/docs/registrations',
    '/docs/guides', // a directory without index.html
    '/assets/',
    '/assets/js/',
    '/404.html', // only reachable as the error page
    '/_csp.conf',
    '/.env',
    '/.git/config',
    '/docs/guides/%E2%80%AE',
    '/docs/%F0%9F%94%90',
    '//docs//registration',
    '/docs%2Fregistration',
    '/docs%2f%2fregistration',
    '/docs/registration%2F',
  ];
  for (const target of missing) {
    test(`${target} → 404 with the site's not-found page`, async () => {
      const response = await request(target);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(NOT_FOUND_HTML());
    });
  }
});

test.describe('path traversal', () => {
  const attempts = [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/docs/..%2f..%2f..%2fetc/passwd',
    '/docs/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/assets/..%252f..%252fetc%252fpasswd',
    '/assets/%252e%252e/%252e%252e/etc/passwd',
    '/.%2e/.%2e/.%2e/etc/passwd',
    '/..;/..;/etc/passwd',
    '/..\\..\\..\\etc\\passwd',
    '/docs/..\\..\\..\\etc\\passwd',
    '/%00',
    '/docs/registration%00.html',
    '/etc/passwd%00',
    '//etc/passwd',
    '//etc//passwd',
    '/docs//..//..//..//etc/passwd',
    '/%2f%2fetc%2fpasswd',
    '/docs/api/../../../../../etc/passwd',
    `/${'../'.repeat(30)}etc/passwd`,
  ];
  const passwd = fs.existsSync('/etc/passwd') ? fs.readFileSync('/etc/passwd', 'utf8') : 'root:x:0:0:';
  for (const target of attempts) {
    test(`${target} → 400/404, never a file outside build/`, async () => {
      const response = await request(target);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toMatch(/root:[^:\n]*:0:0:/);
      expect(response.text).not.toBe(passwd);
      expect(response.text).toBe(NOT_FOUND_HTML());
      expectSecurityHeaders(response, target);
    });
  }
});
