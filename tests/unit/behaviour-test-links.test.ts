/**
 * Every doc page of both versions that links a statement to its behaviour test: the page passes
 * the check the build runs (plugins/sdk-behaviour-tests: declared ids of the page's release, one
 * `::sdk-behaviour-tests` list), and each test it links names the page in its `@backs` tags, so a
 * failing test names every page that states what it tests (the rules for agents: agent-rules.test.ts).
 */
import {describe, expect, it} from 'vitest';
import {mdxProcessor} from '../../lib/mdx-parser';
import {sdkBehaviours} from '../../lib/sdk-behaviours';
import remarkSdkBehaviourTests from '../../plugins/sdk-behaviour-tests';
import {idsByAnchor} from '../../plugins/sdk-behaviour-tests/anchors';
import {DOCS_VERSIONS} from '../../src/constants';
import {allPages, siteDir} from './guides-coverage-helpers';

const BEHAVIOURS = sdkBehaviours();
const BY_ANCHOR = idsByAnchor(Object.keys(BEHAVIOURS));

/** Each page with a test link, with its site route and the ids it links. */
const PAGES = DOCS_VERSIONS.flatMap((version) =>
  allPages(version).flatMap((page) => {
    const ids = [...new Set([...page.text.matchAll(/\]\(#(test-[a-z0-9-]+)\)/g)].map((match) => match[1]))].map(
      (anchor) => BY_ANCHOR.get(anchor) ?? anchor,
    );
    if (ids.length === 0) return [];
    const id = page.file.slice(version.folder.length + 1).replace(/\.mdx?$/, '');
    const route = `${version.docsBase}${id === 'index' ? '' : id}`;
    return [{...page, route, ids}];
  }),
);

describe('pages that link behaviour tests', () => {
  it('include the security pages and the migration guide', () => {
    expect(PAGES.map((page) => page.file)).toEqual(
      expect.arrayContaining(['docs/security.mdx', 'versioned_docs/version-1.1.0/security.mdx', 'docs/migration.mdx']),
    );
  });

  it.each(PAGES.map((page) => [page.file, page] as const))(
    '%s passes the build’s check of its test links',
    async (_file, page) => {
      const processor = mdxProcessor().use(remarkSdkBehaviourTests, {siteDir});
      await expect(processor.run(processor.parse(page.text), {path: `${siteDir}/${page.file}`})).resolves.toBeDefined();
    },
  );

  it.each(PAGES.map((page) => [page.file, page] as const))(
    '%s: every test it links names it in @backs',
    (_file, page) => {
      for (const id of page.ids) {
        const pages = BEHAVIOURS[id]?.pages.map((entry) => entry.split('#')[0]) ?? [];
        expect(pages, `${id} (${BEHAVIOURS[id]?.test}) has no @backs tag for ${page.route}`).toContain(page.route);
      }
    },
  );
});
