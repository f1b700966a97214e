import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BUDGETS, MEASURED_ROUTES, ROUTE_CEILINGS, budgetOf, referenceRoute} from '../../tools/bench/budgets';
import {assetType, fileForUrl, gzipSize, weigh} from '../../tools/bench/page-weight';
import {resolveFile, startStaticServer, type StaticServer} from '../../tools/bench/static-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
const write = (file: string, content: string): void => {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), content);
};
write('index.html', '<html><script src="/assets/js/main.js"></script></html>');
write('docs/a/index.html', '<h1>A</h1>');
write('docs/b.html', '<h1>B</h1>');
write('404.html', '<h1>Page Not Found</h1>');
write('assets/js/main.js', 'console.log("x");'.repeat(200));
write('assets/css/s.css', 'body{color:red}');
fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');

describe('page weight', () => {
  it('classifies assets by extension', () => {
    expect(assetType('/a/main.js?x=1')).toBe('js');
    expect(assetType('/a/s.css')).toBe('css');
    expect(assetType('/f.woff2')).toBe('font');
    expect(assetType('/i.svg')).toBe('image');
    expect(assetType('/llms.txt')).toBe('other');
  });

  it('maps URLs to build files, clean URLs included', () => {
    expect(fileForUrl(root, '/')).toBe(path.join(root, 'index.html'));
    expect(fileForUrl(root, '/docs/a')).toBe(path.join(root, 'docs/a/index.html'));
    expect(fileForUrl(root, '/docs/b')).toBe(path.join(root, 'docs/b.html'));
    expect(fileForUrl(root, 'https://cdn.example/x.js')).toBeUndefined();
  });

  it('sums gzip sizes per type, the page itself as html', () => {
    const weight = weigh(root, '/', ['/', '/assets/js/main.js', '/assets/css/s.css', '/assets/js/main.js']);
    expect(weight.assets).toHaveLength(3);
    const js = zlib.gzipSync(fs.readFileSync(path.join(root, 'assets/js/main.js')), {level: 6}).length;
    expect(weight.gzip.js).toBe(js);
    expect(weight.gzip.html).toBe(gzipSize(path.join(root, 'index.html')));
    expect(weight.totalGzip).toBe(weight.gzip.html + weight.gzip.js + weight.gzip.css);
  });

  it('fails on a loaded URL that is not in the build', () => {
    expect(() => weigh(root, '/', ['/', '/assets/js/missing.js'])).toThrow(
      /loaded \/assets\/js\/missing\.js, which is not in the build/,
    );
  });
});

describe('static server', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer(root);
  });
  afterAll(async () => {
    await server.close();
  });

  it('never resolves a path outside the root', () => {
    for (const attempt of [
      '/../outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/a/%00',
      '/%E0%A4%A',
    ]) {
      expect(resolveFile(root, attempt), attempt).toBeUndefined();
    }
  });

  it('serves clean URLs, gzip on request, and a real 404', async () => {
    const page = await fetch(`${server.url}/docs/a`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>A</h1>');
    const js = await fetch(`${server.url}/assets/js/main.js`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(js.headers.get('content-encoding')).toBe('gzip');
    const missing = await fetch(`${server.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});

describe('measured routes', () => {
  it('cover both docs versions; only the listed pages have their own ceiling, above the budgets', () => {
    expect(MEASURED_ROUTES.filter((route) => route.startsWith('/docs/3.x/'))).toEqual([
      '/docs/3.x/guides/getting-started',
      '/docs/3.x/guides/conversations',
      '/docs/3.x/api/type-aliases/OpenSecretContextType',
    ]);
    expect(budgetOf('/docs/3.x/guides/getting-started')).toBe(BUDGETS);
    for (const [route, ceiling] of Object.entries(ROUTE_CEILINGS)) {
      expect(MEASURED_ROUTES).toContain(route);
      expect(ceiling.jsGzip).toBeGreaterThan(BUDGETS.jsGzip);
    }
  });

  it('compares a 3.x page with the same page of the reference site, which serves its docs at /docs/', () => {
    expect(referenceRoute('/docs/3.x/api/type-aliases/OpenSecretContextType')).toBe(
      '/docs/api/type-aliases/OpenSecretContextType',
    );
    expect(referenceRoute('/docs/guides/getting-started')).toBe('/docs/guides/getting-started');
    expect(referenceRoute('/')).toBe('/');
  });
});
