/**
 * The security model pages of both docs versions: every statement (a table row or a list item)
 * links the API reference entry it is about, in its own version, and at least one behaviour
 * test; every test it links is an entry of the registry for the page's release, and that entry
 * lists the page and the section the statement is in. The page ends with the list of tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Link, ListItem, Nodes, TableRow} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {parseMdx} from '../../lib/mdx-parser';
import {sdkBehaviours, type SdkBehaviour} from '../../lib/sdk-behaviours';
import {TEST_LINK_PREFIX, idsByAnchor} from '../../plugins/sdk-behaviour-tests/anchors';
import {DIRECTIVE} from '../../plugins/sdk-behaviour-tests';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {siteDir} from './guides-coverage-helpers';

const REGISTRY = sdkBehaviours();
const BY_ANCHOR = idsByAnchor(Object.keys(REGISTRY));
const DOC_ID = 'security';

/** A heading's id as Docusaurus makes it from plain text. */
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

interface Statement {
  readonly line: number;
  readonly section: string;
  readonly text: string;
  readonly links: readonly string[];
}

/** The statements of a page: the body rows of its tables and the items of its lists, each with its `##` section. */
function statementsOf(source: string): {statements: Statement[]; sections: string[]; directives: string[]} {
  const tree = parseMdx(source);
  const statements: Statement[] = [];
  const sections: string[] = [];
  const directives: string[] = [];
  let section = '';
  const statement = (node: TableRow | ListItem): void => {
    const links: string[] = [];
    visit(node, 'link', (link: Link) => {
      links.push(link.url);
    });
    statements.push({line: node.position?.start.line ?? 0, section, text: toString(node), links});
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      section = slug(toString(node));
      sections.push(section);
    }
    if (node.type === 'table') node.children.slice(1).forEach(statement);
    if (node.type === 'list') visit(node as Nodes, 'listItem', statement);
    if (node.type === 'leafDirective') directives.push(`${section}:${node.name}`);
  }
  return {statements, sections, directives};
}

describe.each([
  {version: LATEST_DOCS, listed: 'topLevelDocs'},
  {version: DOCS_1_1_0, listed: 'unlistedDocs'},
] as const)('the security model page of $version.sdkVersion', ({version, listed}) => {
  const file = path.join(version.folder, `${DOC_ID}.mdx`);
  const route = `${version.docsBase}${DOC_ID}`;
  const {statements, sections, directives} = statementsOf(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  const where = (statement: Statement): string => `${file}:${statement.line} (${statement.text.slice(0, 60)}…)`;
  const testIds = (statement: Statement): string[] =>
    statement.links
      .filter((url) => url.startsWith(TEST_LINK_PREFIX))
      .map((url) => BY_ANCHOR.get(url.slice(1)) ?? `unknown ${url}`);

  it(`is a doc of the version, ${listed === 'topLevelDocs' ? 'in its sidebar' : 'in no sidebar'}`, () => {
    expect(version[listed]).toContain(DOC_ID);
    expect(statements.length).toBeGreaterThan(40);
  });

  it('ends with the list of the tests behind it', () => {
    expect(sections.at(-1)).toBe('the-tests-behind-this-page');
    expect(directives).toEqual([`the-tests-behind-this-page:${DIRECTIVE}`]);
  });

  it.each(statements.map((statement) => [where(statement), statement] as const))(
    '%s links its reference entry and a test',
    (_name, statement) => {
      expect(statement.links.some((url) => url.startsWith(version.apiIndexPath))).toBe(true);
      expect(testIds(statement).length).toBeGreaterThan(0);
    },
  );

  it.each(
    statements.flatMap((statement) => testIds(statement).map((id) => [where(statement), id, statement] as const)),
  )('%s: %s is a test of the release that lists the section', (_name, id, statement) => {
    const entry = REGISTRY[id] as SdkBehaviour | undefined;
    expect(entry, `${id} is declared by no behaviour test`).toBeDefined();
    expect(entry?.release).toBe(version.sdkVersion);
    expect(entry?.pages).toContain(`${route}#${statement.section}`);
  });

  it('links only reference entries of its own version', () => {
    const references = statements.flatMap((statement) => statement.links.filter((url) => url.startsWith('/')));
    expect(references.filter((url) => !url.startsWith(version.apiIndexPath))).toEqual([]);
  });
});
