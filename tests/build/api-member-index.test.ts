/**
 * The long object types' pages (the context types, in both versions): they open with an index of
 * their members instead of the whole type, every member keeps its anchor and the index links
 * each one, and the labels inside member sections are headings without anchors.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS, PRODUCT_NAME} from '../../src/constants';

const buildDir = path.resolve(__dirname, '../../build');
/** The page's Markdown content (after the breadcrumbs and the mobile table of contents). */
const markdown = (route: string): string => {
  const page = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return page.slice(page.indexOf('theme-doc-markdown'), page.indexOf('</article>'));
};
const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);

describe.each(DOCS_VERSIONS.map((version) => [version.sdkVersion, `${version.apiIndexPath}type-aliases/${PRODUCT_NAME}ContextType`]))(
  '%s %s',
  (_release, route) => {
    const page = markdown(route);
    const memberIds = [...page.matchAll(/<h3[^>]*>/g)].map(([tag]) => attr(tag, 'id'));
    const indexEnd = page.indexOf('<h2');
    const indexLinks = [...page.slice(0, indexEnd).matchAll(/<a [^>]*>/g)].map(([tag]) => attr(tag, 'href'));

    it('opens with an index linking every member section, not with the whole type', () => {
      expect(memberIds.length).toBeGreaterThanOrEqual(40);
      expect(indexLinks).toEqual(memberIds.map((id) => `#${String(id)}`));
      expect(page.slice(0, indexEnd)).not.toContain('<pre');
      expect(page).not.toMatch(/type\s*(?:<[^>]+>\s*)*OpenSecretContextType\s*(?:<[^>]+>\s*)*=/);
    });

    it('labels member details with h4 headings that carry no anchor', () => {
      const h4 = [...page.matchAll(/<h4[^>]*>([\s\S]*?)<\/h4>/g)];
      expect(h4.map((match) => match[1])).toContain('Parameters');
      for (const [heading] of h4) expect(heading).not.toMatch(/\sid=|hash-link/);
    });
  },
);
