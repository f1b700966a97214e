/**
 * The production build's page set and its sitemap are exactly the spec's route list, and every
 * API page is complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {walkFiles} from '../../lib/walk';
import {DOCS_VERSIONS, RUNNER_PATH} from '../../src/constants';
import {BUILT_PAGE_ROUTES, DOCS, SITEMAP_ROUTES, SPEC_ROUTES} from '../support/routes';
import {sitemapRoutes} from '../support/sitemap';
import {flatSignatures} from '../support/signature-text';

const buildDir = path.resolve(__dirname, '../../build');
/** Routes served with their trailing slash: each version's introduction and API index. */
const SLASHED_ROUTES = DOCS_VERSIONS.flatMap(({docsBase, apiIndexPath}) => [docsBase, apiIndexPath]);

/** Routes of the built HTML pages: build/a/b/index.html → /a/b, build/index.html → /. */
function builtRoutes(): string[] {
  return walkFiles(buildDir, {extensions: ['.html']})
    // The sample runner's preview frames are documents of the runner, not pages (plugins/runner-frame).
    .filter((file) => file !== '404.html' && !file.startsWith(`${RUNNER_PATH}/`))
    .map((file) => {
      const route = `/${file}`.replace(/index\.html$/, '').replace(/\.html$/, '');
      return route.length > 1 && route.endsWith('/') && !SLASHED_ROUTES.includes(route) ? route.slice(0, -1) : route;
    })
    .sort();
}

const html = (route: string): string => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');

/** Minified HTML may drop attribute quotes: matches href=/x, href="/x" and href='/x'. */
const hrefTo = (route: string): RegExp => new RegExp(`href=(["']?)${route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1[\\s>]`);

describe('production build', () => {
  it('exists (run `npm run build` first)', () => {
    expect(fs.existsSync(path.join(buildDir, 'index.html'))).toBe(true);
  });

  it('has exactly the spec routes (plus the not-found page and the search page)', () => {
    expect(builtRoutes()).toEqual([...BUILT_PAGE_ROUTES].sort());
    expect(fs.existsSync(path.join(buildDir, '404.html'))).toBe(true);
  });

  it('lists exactly the spec routes and the unlisted docs in its sitemap, each once (the route list the browser tests visit)', () => {
    const routes = sitemapRoutes(buildDir);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...SITEMAP_ROUTES].sort());
    for (const route of SPEC_ROUTES) expect(routes, route).toContain(route);
  });

  it('generates no leftover template routes', () => {
    const routes = builtRoutes();
    for (const banned of ['/blog', '/docs/intro', '/docs/category', '/docs/tutorial', '/docs/api/globals']) {
      expect(routes.some((route) => route.startsWith(banned)), banned).toBe(false);
    }
  });

  it('renders every API page with its content, never a bare `typeof api.…`', () => {
    for (const route of DOCS.api) {
      const page = html(route);
      expect(page, route).toMatch(/<h1[^>]*>/);
      expect(page, route).not.toMatch(/typeof\s+(?:<[^>]+>)*\s*api\./);
    }
  });

  it('shows OpenSecretContextType members with signatures, apiConfig methods and AttestationDocument fields', () => {
    const text = (route: string): string => html(route).replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
    const context = flatSignatures(text('/docs/api/type-aliases/OpenSecretContextType'));
    expect(context).toContain('get: (key: string) => Promise<string | undefined>;');
    expect(context).toContain('signMessage: (message_bytes: Uint8Array, algorithm: SigningAlgorithm, key_options?: KeyOptions)');
    expect(context).toContain('The unique identifier for the stored value');
    const apiConfig = text('/docs/api/variables/apiConfig');
    for (const method of ['configure(appApiUrl: string, platformApiUrl: string): void;', 'resolveEndpoint(path: string): ApiEndpoint;']) {
      expect(apiConfig).toContain(method);
    }
    const attestation = text('/docs/api/type-aliases/AttestationDocument');
    for (const field of ['module_id: string;', 'digest: "SHA384";', 'pcrs: Map<number, Uint8Array<ArrayBufferLike>>;']) {
      expect(attestation).toContain(field);
    }
  });

  it('links every export from the API index', () => {
    const index = html('/docs/api/');
    for (const route of DOCS.api.filter((route) => route !== '/docs/api/')) {
      expect(index, route).toMatch(hrefTo(route));
    }
  });
});
