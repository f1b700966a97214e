/**
 * The code-blocks remark plugin over a fixture site (tests/fixtures/code-blocks, laid out as the
 * site's docs folders): blocks become CodeBlock elements with the code readers see and its tokens,
 * samples get hover markers and a hover table with links into their release's reference, and bad
 * input stops with the file and line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {decodeTokens, type HoverTable} from '../../lib/code-tokens';
import {formatDiagnostic} from '../../lib/samples';
import {mdxProcessor} from '../../lib/mdx-parser';
import type {SdkSymbol, SymbolIndex} from '../../lib/symbol-index';
import remarkCodeBlocks, {CodeBlockError, CODE_BLOCK_COMPONENT} from '../../plugins/code-blocks/remark';
import {SiteSamples} from '../../plugins/code-blocks/site-samples';
import {symbolLinksOf} from '../../plugins/code-blocks/symbol-links';
import {HoverTables} from '../../plugins/code-blocks/hover-table';
import {SITE, SLOW} from '../support/check-samples';

const ROOT = path.join(SITE, 'tests/fixtures/code-blocks');

const symbol = (name: string, url: string): SdkSymbol => ({
  name,
  kind: name.includes('.') ? 'member' : 'function',
  signature: name,
  description: '',
  parameters: [],
  url,
});
const index = (version: string, apiRoot: string, names: string[]): SymbolIndex => ({
  format: 1,
  package: '@opensecret/react',
  version,
  docsRoot: apiRoot.replace(/api\/$/, ''),
  apiRoot,
  symbols: names.map((name) => {
    const [type, member] = name.split('.');
    const dir = member ? 'type-aliases' : 'functions';
    return symbol(name, `${apiRoot}${dir}/${type}${member ? `#${member.toLowerCase()}` : ''}`);
  }),
});
// useOpenSecret has no page in this 1.1.0 index: its hover must have no link.
const LINKS = symbolLinksOf([
  index('3.2.0', '/docs/3.x/api/', ['useOpenSecret', 'OpenSecretContextType.aiCustomFetch']),
  index('1.1.0', '/docs/api/', ['OpenSecretContextType.aiCustomFetch']),
]);

let hoverDir: string;
let samples: SiteSamples;
let tables: HoverTables;
beforeAll(() => {
  hoverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-hover-'));
  samples = new SiteSamples(ROOT);
  tables = new HoverTables(samples, LINKS, hoverDir);
});
afterAll(() => fs.rmSync(hoverDir, {recursive: true, force: true}));

async function render(relative: string): Promise<Root> {
  const file = new VFile({path: path.join(ROOT, relative), value: fs.readFileSync(path.join(ROOT, relative), 'utf8')});
  const processor = mdxProcessor().use(remarkCodeBlocks, {siteDir: ROOT, samples, tables});
  return (await processor.run(processor.parse(file), file)) as Root;
}

interface Block {
  attributes: Record<string, string>;
  hover?: string;
}

function blocksOf(tree: Root): Block[] {
  const blocks: Block[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    const attributes: Record<string, string> = {};
    let hover: string | undefined;
    for (const attribute of node.attributes as MdxJsxAttribute[]) {
      if (typeof attribute.value === 'string') attributes[attribute.name] = attribute.value;
      else if (attribute.value) hover = attribute.value.value;
    }
    blocks.push({attributes, hover});
  });
  return blocks;
}

/** The hover table of a page: what the bundler's loader makes of the stub file the page imports. */
async function hoverTable(tree: Root): Promise<HoverTable> {
  const imports = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
  expect(imports[0]).toBe(`import CodeBlock__ from ${JSON.stringify(CODE_BLOCK_COMPONENT)}`);
  const stub = /^import codeHover__ from "(.*)"$/.exec(imports[1] ?? '')?.[1] ?? '';
  expect(stub, 'the page imports its hover table').toMatch(/[0-9a-f]{16}\.hover\.json$/);
  return tables.table(stub);
}

/** The hover entry of the first typed name `text` of a block. */
function entryOf(block: Block, table: HoverTable, text: string) {
  const first = Number(block.attributes.firstName);
  const tokens = decodeTokens(block.attributes.code, block.attributes.tokens, first).flat();
  const token = tokens.find((candidate) => candidate.text === text && candidate.hover !== undefined);
  return token?.hover === undefined ? undefined : table.entries[table.names[token.hover]];
}

describe('the code-blocks remark plugin', () => {
  it(
    'renders a 3.x sample: hidden setup gone, title and highlighted line kept, names typed and linked to 3.x',
    async () => {
      const tree = await render('docs/guide.mdx');
      const [sample, nocheck, json, plain] = blocksOf(tree);
      expect(sample.attributes).toMatchObject({
        language: 'tsx',
        title: 'src/Fetch.tsx',
        code: 'export function useFetch() {\n  const {aiCustomFetch} = useOpenSecret();\n  return aiCustomFetch;\n}',
        highlight: '1',
        firstName: '0',
      });
      expect(sample.hover).toBe('codeHover__');
      const table = await hoverTable(tree);
      const fetch = entryOf(sample, table, 'aiCustomFetch');
      expect(fetch?.type).toContain('(input: string | URL | Request, init?: RequestInit) => Promise<Response>');
      expect(fetch?.link).toEqual({
        url: '/docs/3.x/api/type-aliases/OpenSecretContextType#aicustomfetch',
        symbol: 'OpenSecretContextType.aiCustomFetch',
      });
      expect(entryOf(sample, table, 'useOpenSecret')?.link?.url).toBe('/docs/3.x/api/functions/useOpenSecret');
      // The type is highlighted too.
      expect(
        decodeTokens(fetch?.type ?? '', fetch?.tokens ?? '')
          .flat()
          .some((token) => token.role === 't'),
      ).toBe(true);

      // Every typed name of the page has its entry.
      const names = decodeTokens(sample.attributes.code, sample.attributes.tokens)
        .flat()
        .filter((t) => t.hover !== undefined);
      expect(table.names).toHaveLength(names.length);
      expect(table.names.every((entry) => entry >= 0 && entry < table.entries.length)).toBe(true);

      expect(nocheck.attributes.code).toBe('notCompiled();');
      expect(nocheck.hover).toBeUndefined();
      expect(nocheck.attributes.firstName).toBeUndefined();
      expect(json.attributes).toMatchObject({language: 'json', code: '{"a": 1}', tokens: 'p2a1p2x1n1p1'});
      expect(plain.attributes).toMatchObject({language: 'text', code: 'plain text', tokens: 'x10'});
      // No block is left for the theme's highlighter.
      expect(JSON.stringify(tree)).not.toContain('"type":"code"');
    },
    SLOW,
  );

  it(
    'types a 1.1.0 sample against 1.1.0 and links into the 1.1.0 reference; a name without a page gets no link',
    async () => {
      const tree = await render('versioned_docs/version-1.1.0/guide.mdx');
      const [sample] = blocksOf(tree);
      const table = await hoverTable(tree);
      const fetch = entryOf(sample, table, 'aiCustomFetch');
      expect(fetch?.type).toContain('(url: RequestInfo, init?: RequestInit) => Promise<Response>');
      expect(fetch?.link?.url).toBe('/docs/api/type-aliases/OpenSecretContextType#aicustomfetch');
      const hook = entryOf(sample, table, 'useOpenSecret');
      expect(hook?.type).toContain('useOpenSecret(): OpenSecretContextType');
      expect(hook?.link).toBeUndefined();
    },
    SLOW,
  );

  it(
    'renders the same page when it does not wait for the check (a production build), and reports the errors after',
    async () => {
      const waited = await render('docs/guide.mdx');
      const later = new SiteSamples(ROOT);
      later.checksLater = true;
      const laterTables = new HoverTables(later, LINKS, hoverDir);
      const file = new VFile({
        path: path.join(ROOT, 'docs/guide.mdx'),
        value: fs.readFileSync(path.join(ROOT, 'docs/guide.mdx'), 'utf8'),
      });
      const processor = mdxProcessor().use(remarkCodeBlocks, {siteDir: ROOT, samples: later, tables: laterTables});
      const tree = (await processor.run(processor.parse(file), file)) as Root;
      expect(blocksOf(tree)).toEqual(blocksOf(waited));
      const stub = (
        tree.children.find((node) => node.type === 'mdxjsEsm' && node.value.includes('codeHover__')) as {value: string}
      ).value;
      const table = await laterTables.table(/"(.*)"/.exec(stub)?.[1] ?? '');
      expect(table).toEqual(await hoverTable(waited));
      // A page with a type error is rendered; the check's errors come after, naming file and line.
      await expect(
        mdxProcessor()
          .use(remarkCodeBlocks, {siteDir: ROOT, samples: later, tables: laterTables})
          .run(
            mdxProcessor().parse(fs.readFileSync(path.join(ROOT, 'docs/type-error.mdx'), 'utf8')),
            new VFile({path: path.join(ROOT, 'docs/type-error.mdx')}),
          ),
      ).resolves.toBeDefined();
      expect((await later.checkedErrors()).map(formatDiagnostic)).toEqual([
        'docs/bad-notation.mdx:5:1 - error TWOSLASH: a Twoslash query (^?) is not rendered on this site; remove the line',
        "docs/type-error.mdx:6:14 - error TS2322: Type 'OpenSecretAuthState' is not assignable to type 'number'.",
      ]);
    },
    SLOW,
  );

  it('highlights a page the check does not cover (the generated reference) without hovers or notations', async () => {
    const tree = await render('docs/api/reference.md');
    const [block] = blocksOf(tree);
    expect(block.attributes.code).toBe('// ---cut---\nfunction signIn(email: string, password: string): Promise<void>');
    expect(block.hover).toBeUndefined();
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it(
    'stops on a type error, naming the file, line and column',
    async () => {
      await expect(render('docs/type-error.mdx')).rejects.toThrow(CodeBlockError);
      await expect(render('docs/type-error.mdx')).rejects.toThrow(
        "docs/type-error.mdx:6:14 - error TS2322: Type 'OpenSecretAuthState' is not assignable to type 'number'.",
      );
    },
    SLOW,
  );

  it('stops on a fence language the site does not highlight, naming the file and line', async () => {
    await expect(render('docs/unknown-language.mdx')).rejects.toThrow(
      /^docs\/unknown-language\.mdx:5:1 - error: unknown code language "cobol"/,
    );
  });

  it('stops on a sample line wider than the code column, naming the file and line', async () => {
    await expect(render('docs/too-wide.mdx')).rejects.toThrow(
      /^docs\/too-wide\.mdx:8:73 - error: a sample line of 79 characters is wider than the code column \(72\)/,
    );
  });

  it(
    'stops on a Twoslash notation that fails, naming the file and line',
    async () => {
      await expect(render('docs/bad-notation.mdx')).rejects.toThrow(
        'docs/bad-notation.mdx:5:1 - error TWOSLASH: a Twoslash query (^?) is not rendered on this site; remove the line',
      );
    },
    SLOW,
  );
});
