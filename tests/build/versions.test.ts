/**
 * The two docs versions in the build: the 3.x API reference to the same bar as 1.1.0's, the
 * banner on every 1.1.0 page (and none on 3.x), the 1.1.0 sidebars kept as the spec lists them,
 * and no link from one version into a page the other version lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_CATEGORIES_3_2_0, API_SIDEBAR_PAGES} from '../../plugins/api-reference/expected-pages';
import {categoryPages} from '../../plugins/api-reference/page-set';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {DOCS, DOCS_3X} from '../support/routes';
import {flatSignatures} from '../support/signature-text';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const html = (route: string): string => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
const text = (route: string): string =>
  html(route)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The hrefs of a page's article (minified HTML may drop attribute quotes). */
const articleHrefs = (route: string): string[] => {
  const article = /<article[\s\S]*<\/article>/.exec(html(route))?.[0] ?? '';
  return [...article.matchAll(/href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? m[3]);
};
/** The banner's link target: the same page in 3.x, else the 3.x introduction. */
const bannerHref = (route: string): string | undefined => {
  const banner = /class="?[^">]*theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(html(route))?.[0];
  return banner ? /href=(?:"([^"]*)"|([^\s>]+))/.exec(banner)?.slice(1).find(Boolean) : undefined;
};

describe('versions in the build', () => {
  it('has both versions (run `npm run build` first)', () => {
    expect(fs.existsSync(path.join(buildDir, 'docs/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(buildDir, 'docs/3.x/index.html'))).toBe(true);
  });

  it('keeps 1.1.0 as a versioned copy with the sidebars the site specification lists', () => {
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual([DOCS_1_1_0.name]);
    const file = path.join(siteDir, `versioned_sidebars/version-${DOCS_1_1_0.name}-sidebars.json`);
    // Docusaurus treats a missing versioned sidebars file as no sidebars at all, silently.
    expect(fs.existsSync(file), file).toBe(true);
    const sidebars = JSON.parse(fs.readFileSync(file, 'utf8')) as {docs: unknown[]; api: unknown[]};
    expect(sidebars.docs).toEqual([
      {type: 'doc', id: 'index', label: 'Introduction'},
      {type: 'doc', id: 'registration', label: 'Registration'},
      {
        type: 'category',
        label: 'Guides',
        collapsible: true,
        collapsed: false,
        items: DOCS_1_1_0.guides.map((guide) => `guides/${guide}`),
      },
    ]);
    expect(sidebars.api).toEqual([
      {type: 'doc', id: 'api/index', label: 'Overview'},
      ...Object.entries(API_SIDEBAR_PAGES).flatMap(([dir, names]) => names.map((name) => `api/${dir}/${name}`)),
    ]);
  });

  it('shows the banner on every 1.1.0 page, linking to the same page in 3.x or to the 3.x introduction', () => {
    const latest = new Set(DOCS_3X.all);
    for (const route of DOCS.all) {
      const counterpart = route.replace(DOCS_1_1_0.docsBase, LATEST_DOCS.docsBase);
      expect(html(route), route).toContain('theme-doc-version-banner');
      expect(text(route), route).toContain(`This page documents @opensecret/react ${DOCS_1_1_0.label}`);
      expect(bannerHref(route), route).toBe(latest.has(counterpart) ? counterpart : LATEST_DOCS.docsBase);
    }
    for (const route of DOCS_3X.all) expect(html(route), route).not.toContain('theme-doc-version-banner');
  });

  it('renders all 243 3.x API pages (126 of them context members) with their content, never a bare `typeof api.…`', () => {
    expect(DOCS_3X.api).toHaveLength(243);
    for (const route of DOCS_3X.api) {
      const page = html(route);
      expect(page, route).toMatch(/<h1[^>]*>/);
      expect(page, route).not.toMatch(/typeof\s+(?:<[^>]+>)*\s*api\./);
    }
  });

  it('shows the 82 members of 3.2.0 OpenSecretContextType, each with its real signature on its own page', () => {
    const route = `${LATEST_DOCS.apiIndexPath}type-aliases/OpenSecretContextType`;
    const anchors = new Set([...html(route).matchAll(/<h3[^>]*id=(?:"([^"]+)"|([^\s>]+))/g)].map((m) => m[1] ?? m[2]));
    expect(anchors.size).toBe(82);
    expect(text(route)).not.toContain('convertGuestToUserAccount');
    const flat = (member: string) => flatSignatures(text(`${route}/${member}`));
    expect(flat('get')).toContain('get: (key: string) => Promise<string | undefined>;');
    expect(flat('createApiKey')).toContain('createApiKey: (name: string) => Promise<ApiKeyCreateResponse>;');
    expect(flat('aiCustomFetch')).toContain(
      'aiCustomFetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;',
    );
  });

  it('groups the 3.x api sidebar by capability, every export once', () => {
    const pages = API_CATEGORIES_3_2_0.flatMap(categoryPages);
    expect(pages).toHaveLength(242);
    expect(new Set(pages).size).toBe(242);
    const page = html(`${LATEST_DOCS.apiIndexPath}functions/createApiKey`);
    for (const {label} of API_CATEGORIES_3_2_0) expect(page).toContain(`>${label}<`);
  });

  it('documents the openai Model re-export as a page of its own', () => {
    const model = text(`${LATEST_DOCS.apiIndexPath}interfaces/Model`);
    expect(model).toMatch(/\bid\b/);
    expect(model).toMatch(/owned_by/);
  });

  it('links from each version only into its own pages, except the pages that bridge the two', () => {
    // The introductions point at each other; the migration guide and the API changes compare both.
    const bridges = new Set([DOCS.root, DOCS_3X.root, `${LATEST_DOCS.docsBase}migration`, `${LATEST_DOCS.docsBase}api-changes`]);
    const existing = new Set([...DOCS.all, ...DOCS_3X.all]);
    for (const [routes, own] of [
      [DOCS.all, new Set(DOCS.all)],
      [DOCS_3X.all, new Set(DOCS_3X.all)],
    ] as const) {
      for (const route of routes) {
        // Page actions link to the page's own Markdown copy (.md), which is not a route.
        for (const href of articleHrefs(route).filter((link) => link.startsWith('/docs/') && !link.endsWith('.md'))) {
          const target = href.replace(/#.*$/, '');
          expect(existing.has(target), `${route} links to ${href}, which no version has`).toBe(true);
          if (!bridges.has(route)) expect(own.has(target), `${route} links to ${href}, in the other version`).toBe(true);
        }
      }
    }
  });
});
