/**
 * The context types' pages: in 1.1.0 they open with their members grouped by task, each linked to
 * its section below, whose labels are headings without anchors; in 3.x the page is the grouped
 * index alone, each entry keeping its member's old anchor and linking to the member's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_1_1_0, LATEST_DOCS, PRODUCT_NAME} from '../../src/constants';

const buildDir = path.resolve(__dirname, '../../build');
/** The page's Markdown content (after the breadcrumbs and the mobile table of contents). */
const markdown = (route: string): string => {
  const page = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return page.slice(page.indexOf('theme-doc-markdown'), page.indexOf('</article>'));
};
const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);

const contextRoute = (apiIndexPath: string) => `${apiIndexPath}type-aliases/${PRODUCT_NAME}ContextType`;

describe('1.1.0: the context type opens with its members grouped by task, their sections below', () => {
  const page = markdown(contextRoute(DOCS_1_1_0.apiIndexPath));
  const memberIds = [...page.matchAll(/<h3[^>]*>/g)].map(([tag]) => attr(tag, 'id'));
  const indexEnd = page.indexOf('<h2');
  const opening = page.slice(0, indexEnd);

  it('links every member section once from the grouped index, not the whole type', () => {
    const indexLinks = [...opening.matchAll(/<a [^>]*>/g)].map(([tag]) => attr(tag, 'href'));
    expect(memberIds.length).toBeGreaterThanOrEqual(40);
    expect([...indexLinks].sort()).toEqual(memberIds.map((id) => `#${String(id)}`).sort());
    for (const group of ['Authentication', 'Storage', 'Encryption and keys', 'Remote attestation'])
      expect(opening).toContain(`<strong>${group}</strong>`);
    expect(opening).not.toContain('<pre');
    expect(page).not.toMatch(/type\s*(?:<[^>]+>\s*)*OpenSecretContextType\s*(?:<[^>]+>\s*)*=/);
  });

  it('labels member details with h4 headings that carry no anchor', () => {
    const h4 = [...page.matchAll(/<h4[^>]*>([\s\S]*?)<\/h4>/g)];
    expect(h4.map((match) => match[1])).toContain('Parameters');
    for (const [heading] of h4) expect(heading).not.toMatch(/\sid=|hash-link/);
  });
});

describe('3.x: the context type is an index of its members grouped by task, each linked to its page', () => {
  const route = contextRoute(LATEST_DOCS.apiIndexPath);
  const page = markdown(route);
  const groups = [...page.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => match[1]?.replace(/<[^>]+>|\u200b/g, ''));
  const entries = [...page.matchAll(/<h3([^>]*)>([\s\S]*?)<\/h3>/g)];

  it('groups the members under task headings, Storage listing get, put, list, del and delAll', () => {
    expect(groups.slice(0, 4)).toEqual(['Authentication', 'Storage', 'Encryption and keys', 'Remote attestation']);
    const storage = page.slice(page.indexOf('>Storage<'), page.indexOf('>Encryption and keys<'));
    const names = [...storage.matchAll(/<h3[^>]*id="?([\w-]+)/g)].map((match) => match[1]);
    expect(names).toEqual(['get', 'put', 'list', 'del', 'delall']);
  });

  it('keeps each member’s old anchor on its entry, which links to the member’s page', () => {
    expect(entries).toHaveLength(82);
    for (const [, attrs, inner] of entries) {
      const id = attr(attrs ?? '', 'id');
      const href = attr(/<a [^>]*>/.exec(inner ?? '')?.[0] ?? '', 'href');
      expect(href?.toLowerCase(), String(id)).toBe(`${route}/${String(id)}`.toLowerCase());
    }
    expect(page).not.toContain('<h4');
  });
});
