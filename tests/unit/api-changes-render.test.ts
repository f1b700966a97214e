/** The API changes page as Markdown: what it says, where it links, and that MDX reads it as plain text and code. */
import {createSlugger} from '@docusaurus/utils';
import type {Code, Heading, Link, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {parseMdx} from '../../lib/mdx-parser';
import {diffReleases} from '../../plugins/api-reference/changes/diff';
import {apiChangesTitle, renderApiChanges} from '../../plugins/api-reference/changes/render';
import {AFTER_SYMBOLS, BEFORE_SYMBOLS, after, before} from '../support/api-changes-fixtures';
import {NEW_ROOT, OLD_ROOT, exp, symbolIndex} from '../support/symbol-fixtures';

const page = (): string => renderApiChanges(diffReleases(before(), after()));

/** The page's headings with the anchors Docusaurus gives them, in order. */
function headings(tree: Root): {depth: number; text: string; anchor: string}[] {
  const slugger = createSlugger();
  const found: {depth: number; text: string; anchor: string}[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const text = toString(node);
    found.push({depth: node.depth, text, anchor: slugger.slug(text)});
  });
  return found;
}

const links = (tree: Root): {text: string; url: string}[] => {
  const found: {text: string; url: string}[] = [];
  visit(tree, 'link', (node: Link) => {
    found.push({text: toString(node), url: node.url});
  });
  return found;
};

/** The Markdown between a heading line and the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const level = /^#+/.exec(heading)?.[0].length ?? 0;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

describe('renderApiChanges: front matter and summary', () => {
  it('has the title, description and sidebar label built from the two versions', () => {
    const markdown = page();
    expect(apiChangesTitle(diffReleases(before(), after()))).toBe('API changes from 1.1.0 to 3.2.0');
    expect(markdown).toMatch(
      /^---\ntitle: "API changes from 1\.1\.0 to 3\.2\.0"\ndescription: "The exports and members of @opensecret\/react added, removed or changed from 1\.1\.0 to 3\.2\.0\."\nsidebar_label: "API changes"\n---\n\n/,
    );
  });

  it('says it is generated from the two releases’ declarations', () => {
    expect(page()).toContain(
      'This page is generated from the type declarations of `@opensecret/react` 1.1.0 and 3.2.0.',
    );
  });

  it('counts the changes, each count linked to its section', () => {
    const summary = section(page(), '## Summary');
    expect(summary).toContain(
      '- Exports: [3 added](#exports-added), [2 removed](#exports-removed), [4 changed](#exports-changed).',
    );
    expect(summary).toContain('- Members of exported object types: 3 added, 1 removed, 1 changed, in 3 types:');
    expect(summary).toContain(
      '  - [`OpenSecretContextType` members](#opensecretcontexttype-members): 1 added, 1 removed, 1 changed',
    );
    expect(summary).toContain('  - [`PcrConfig` members](#pcrconfig-members): 1 added');
  });

  it('does not link a count of zero, and says so when a section is empty', () => {
    const from = symbolIndex('1.0.0', OLD_ROOT, [exp('function', 'f', 'function f(): void')]);
    const to = symbolIndex('2.0.0', '/docs/2.x/api/', [
      exp('function', 'f', 'function f(): void'),
      exp('function', 'g', 'function g(): void'),
    ]);
    const markdown = renderApiChanges(diffReleases(from, to));
    expect(markdown).toContain('- Exports: [1 added](#exports-added), 0 removed, 0 changed.');
    expect(markdown).toContain('- Members of exported object types: none changed.');
    expect(section(markdown, '## Exports removed').trim()).toBe('None.');
    expect(section(markdown, '## Exports changed').trim()).toBe('None.');
  });
});

describe('renderApiChanges: entries and their links', () => {
  it('links an added export to its new page, grouped by kind', () => {
    const added = section(page(), '## Exports added');
    expect(added).toContain(
      '### Functions added\n\n- [`createApiKey`](/docs/3.x/api/functions/createApiKey): Creates an API key.',
    );
    expect(added).toContain('### Interfaces added\n\n- [`ApiEndpoint`](/docs/3.x/api/interfaces/ApiEndpoint)');
    expect(added.indexOf('### Functions added')).toBeLessThan(added.indexOf('### Type aliases added'));
    expect(added).not.toContain('/docs/api/');
  });

  it('links a removed export to its old page, with its signature', () => {
    const removed = section(page(), '## Exports removed');
    expect(removed).toContain(
      '- [`oldHelper`](/docs/api/functions/oldHelper) (1.1.0): Does an old thing.\n\n  ```ts\n  function oldHelper(): void\n  ```',
    );
    expect(removed).not.toContain('/docs/3.x/');
  });

  it('links a changed export to both releases’ pages, with Before and After signatures', () => {
    const mode = section(page(), '### `Mode` (type alias)');
    expect(mode).toContain(
      '[1.1.0 reference](/docs/api/type-aliases/Mode) · [3.2.0 reference](/docs/3.x/api/type-aliases/Mode)',
    );
    expect(mode).toContain(
      "Before (1.1.0):\n\n```ts\ntype Mode = 'a' | 'b'\n```\n\nAfter (3.2.0):\n\n```ts\ntype Mode = 'a' | 'b' | 'c'\n```",
    );
  });

  it('sends a type changed only through its members to their section, and shows both when its head changed too', () => {
    const context = section(page(), '### `OpenSecretContextType` (type alias)');
    expect(context).toContain(
      'Only its members changed (1 added, 1 removed, 1 changed): see [`OpenSecretContextType` members](#opensecretcontexttype-members).',
    );
    expect(context).not.toContain('Before');
    const box = section(page(), '### `Box` (type alias)');
    expect(box).toContain('Its members changed too (1 added): see [`Box` members](#box-members).');
    expect(box).toContain('Before (1.1.0):\n\n```ts\ntype Box<T> = { value: T }\n```');
  });

  it('lists each object type’s members added, removed and changed, linked in the releases where they exist', () => {
    const markdown = page();
    const members = section(markdown, '## `OpenSecretContextType` members');
    expect(members).toContain(
      '[1.1.0 reference](/docs/api/type-aliases/OpenSecretContextType) · [3.2.0 reference](/docs/3.x/api/type-aliases/OpenSecretContextType)',
    );
    expect(section(markdown, '### `OpenSecretContextType` members added')).toContain(
      '- [`apiKey`](/docs/3.x/api/type-aliases/OpenSecretContextType#apikey): Optional API key for OpenAI endpoints.\n\n  ```ts\n  apiKey?: string\n  ```',
    );
    expect(section(markdown, '### `OpenSecretContextType` members removed')).toContain(
      '- [`convertGuest`](/docs/api/type-aliases/OpenSecretContextType#convertguest) (1.1.0): Upgrades a guest account.',
    );
    const changed = section(markdown, '#### `OpenSecretContextType.aiCustomFetch`');
    expect(changed).toContain(
      '[1.1.0 reference](/docs/api/type-aliases/OpenSecretContextType#aicustomfetch) · [3.2.0 reference](/docs/3.x/api/type-aliases/OpenSecretContextType#aicustomfetch)',
    );
    expect(changed).toContain('```ts\naiCustomFetch: (url: RequestInfo) => Promise<Response>\n```');
    expect(changed).toContain('```ts\naiCustomFetch: (input: string | URL | Request) => Promise<Response>\n```');
  });

  it('names both kinds of an export whose kind changed', () => {
    const markdown = renderApiChanges(
      diffReleases(
        symbolIndex('1.0.0', OLD_ROOT, [exp('interface', 'Model', 'interface Model { id: string }')]),
        symbolIndex('2.0.0', NEW_ROOT, [exp('type alias', 'Model', 'type Model = { id: string }')]),
      ),
    );
    expect(section(markdown, '### `Model` (interface, now type alias)')).toContain(
      '[1.0.0 reference](/docs/api/interfaces/Model) · [2.0.0 reference](/docs/3.x/api/type-aliases/Model)',
    );
  });

  it('shows the signature text it is given', () => {
    const markdown = renderApiChanges(diffReleases(before(), after()), {
      signatureText: (symbol) => `// ${symbol.name}\n${symbol.signature}`,
    });
    expect(markdown).toContain("```ts\n// Mode\ntype Mode = 'a' | 'b' | 'c'\n```");
    expect(markdown).toContain('  ```ts\n  // OpenSecretContextType.apiKey\n  apiKey?: string\n  ```');
  });

  it('renders the same page every time', () => {
    expect(page()).toBe(page());
  });
});

describe('renderApiChanges: MDX', () => {
  const hostile = 'Uses <Provider value={x}> and *stars*, [brackets] & `a < b {c}` | pipes_.';
  const hostileSignature = 'function gone<T extends {a: 1}>(x: `a${string}`): <b>{T}</b>';
  const withHostileText = () =>
    renderApiChanges(
      diffReleases(
        symbolIndex('1.0.0', OLD_ROOT, [...BEFORE_SYMBOLS, exp('function', 'gone', hostileSignature, hostile)]),
        symbolIndex('2.0<beta>', '/docs/{x}/api/', [
          ...AFTER_SYMBOLS,
          exp('function', 'added', 'function added(): void', hostile),
        ]),
      ),
    );

  it('parses as MDX into Markdown only: no JSX, no expressions, no tables', () => {
    for (const markdown of [page(), withHostileText()]) {
      const types = new Set<string>();
      visit(parseMdx(markdown), (node) => {
        types.add(node.type);
      });
      expect([...types].filter((type) => type.startsWith('mdx') || type === 'html' || type === 'table')).toEqual([]);
    }
  });

  it('keeps descriptions, versions and signatures as the reader should see them', () => {
    const tree = parseMdx(withHostileText());
    const text = toString(tree);
    expect(text).toContain('Before (1.0.0)');
    expect(text).toContain('2.0<beta> reference');
    expect(links(tree).map((link) => link.url)).toContain('/docs/%7Bx%7D/api/type-aliases/Mode');
    const code: string[] = [];
    visit(tree, 'code', (node: Code) => {
      expect(node.lang).toBe('ts');
      code.push(node.value);
    });
    expect(code).toContain(hostileSignature);
    // Once for the added export, once for the removed one, as written (the code span's backticks aside).
    const shown = 'Uses <Provider value={x}> and *stars*, [brackets] & a < b {c} | pipes_.';
    expect(text.split(shown)).toHaveLength(3);
  });

  it('gives every heading its own stable anchor, and every in-page link a heading', () => {
    const tree = parseMdx(page());
    const found = headings(tree);
    const anchors = found.map((heading) => heading.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors).toEqual([
      'summary',
      'exports-added',
      'functions-added',
      'type-aliases-added',
      'interfaces-added',
      'exports-removed',
      'functions-removed',
      'type-aliases-removed',
      'exports-changed',
      'box-type-alias',
      'mode-type-alias',
      'opensecretcontexttype-type-alias',
      'pcrconfig-type-alias',
      'box-members',
      'box-members-added',
      'opensecretcontexttype-members',
      'opensecretcontexttype-members-added',
      'opensecretcontexttype-members-removed',
      'opensecretcontexttype-members-changed',
      'opensecretcontexttypeaicustomfetch',
      'pcrconfig-members',
      'pcrconfig-members-added',
    ]);
    const inPage = links(tree).filter((link) => link.url.startsWith('#'));
    expect(inPage.length).toBeGreaterThan(5);
    for (const link of inPage) expect(anchors, link.url).toContain(link.url.slice(1));
  });

  it('links outside the page only to the two releases’ references', () => {
    for (const {url} of links(parseMdx(page())).filter((link) => !link.url.startsWith('#'))) {
      expect(url).toMatch(/^\/docs\/(3\.x\/)?api\/(functions|variables|type-aliases|interfaces)\/\w+(#\w+)?$/);
    }
  });
});
