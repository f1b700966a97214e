/**
 * The static article's build side: the shell a doc's compiled MDX becomes in the client
 * (plugins/static-article/shell.ts), the check that every element of a doc has an island or
 * needs none (check.ts), and the folders and sources the plugin reads.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it, vi} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {ARTICLE_ELEMENTS, ISLAND_NAMES} from '../../lib/article-islands';
import checkArticleElements, {elementProblem} from '../../plugins/static-article/check';
import staticArticlePlugin, {articleFolders, articleShellRule} from '../../plugins/static-article';
import {articleShellModule, SHELL_RUNTIME} from '../../plugins/static-article/shell';
import {docSources} from '../../plugins/static-article/sources';
import {ARTICLE_READY, ARTICLE_WAIT_MS, articleReady} from '../../src/components/StaticArticle/ready';
import {fakeBundlerUtils} from '../support/fake-bundler';

/** A doc as the MDX loader and the JS loader leave it (the shape of @docusaurus/mdx-loader 3.7.0's output). */
const COMPILED = `
export const frontMatter = {
    title: "Getting started",
    sidebar_position: 1
};
export const contentTitle = undefined;
export { default as metadata } from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-getting-started-mdx-abc.json';
import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useMDXComponents as _provideComponents } from "@mdx-js/react";
import CodeBlock__ from "@theme/CodeBlock";
import codeHover__ from "@site/node_modules/.cache/code-blocks/hover/1.hover.json";
export const toc = [
    {
        "value": "Install",
        "id": "install",
        "level": 2
    }
];
function _createMdxContent(props) {
    const _components = { h2: "h2", p: "p", ..._provideComponents(), ...props.components };
    return _jsxs(_components.p, { children: ["The article text", _jsx(CodeBlock__, { hover: codeHover__ })] });
}
export default function MDXContent(props = {}) {
    return _jsx(_createMdxContent, { ...props });
}
`;

describe('articleShellModule', () => {
  const shell = articleShellModule(COMPILED, '/site/docs/getting-started.mdx');

  it('keeps what the theme reads and the metadata, and nothing of the article', () => {
    expect(shell).toContain('export const frontMatter = {\n    title: "Getting started",\n    sidebar_position: 1\n};');
    expect(shell).toContain('export const contentTitle = undefined;');
    expect(shell).toContain('"value": "Install"');
    expect(shell).toContain(
      "export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-getting-started-mdx-abc.json';",
    );
    for (const gone of [
      'The article text',
      'CodeBlock__',
      'hover.json',
      'jsx-runtime',
      'MDXContent',
      '@mdx-js/react',
    ]) {
      expect(shell).not.toContain(gone);
    }
  });

  it('exports the article shell of the page as its default', () => {
    expect(shell).toContain(`import {articleShell} from ${JSON.stringify(SHELL_RUNTIME)};`);
    expect(shell).toMatch(
      /import \{default as (\S+)\} from '@site\/\.docusaurus\/[^']+';[^]*export default articleShell\(\1\.permalink\);\n$/,
    );
  });

  it('reads exports declared apart from their export statement', () => {
    const apart = articleShellModule(
      `const toc = [{value: 'A', id: 'a', level: 2}];\nexport {toc};\nexport {default as metadata} from './m.json';`,
      'apart.mdx',
    );
    expect(apart).toContain("export const toc = [{value: 'A', id: 'a', level: 2}];");
  });

  it("stops on a table of contents spread from a partial's, naming the file and line", () => {
    const partial = COMPILED.replace(
      'export const toc = [',
      'import {toc as toc0} from "./_partial.mdx";\nexport const toc = [...toc0,',
    );
    expect(() => articleShellModule(partial, '/site/docs/partial.mdx')).toThrow(
      /static-article: \/site\/docs\/partial\.mdx: compiled line 13: the export "toc" is not plain data/,
    );
  });

  it('stops on an asset imported as a module, on a module that is not a doc, and on code it cannot read', () => {
    const asset = COMPILED.replace(
      'export const contentTitle = undefined;',
      'export const assets = {image: require("./a.png")};',
    );
    expect(() => articleShellModule(asset, 'asset.mdx')).toThrow(
      /asset\.mdx: compiled line \d+: the export "assets" is not plain data/,
    );
    const noMetadata = COMPILED.replace(/export \{ default as metadata \}[^\n]+\n/, '');
    expect(() => articleShellModule(noMetadata, 'page.mdx')).toThrow(
      /page\.mdx: the compiled module does not re-export its "metadata"/,
    );
    expect(() => articleShellModule('export const = ;', 'broken.mdx')).toThrow(
      /broken\.mdx: cannot read its compiled module/,
    );
  });
});

function jsx(name: string, line: number): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name,
        attributes: [],
        children: [],
        position: {start: {line, column: 3, offset: 0}, end: {line, column: 9, offset: 6}},
      } as unknown as Root['children'][number],
    ],
  };
}

describe('checkArticleElements', () => {
  const check = (name: string): void => {
    const transform = (checkArticleElements as unknown as () => (tree: Root, file: VFile) => void)();
    transform(jsx(name, 12), new VFile({path: '/site/docs/guide.mdx'}));
  };

  it('lets through every element with an island, the static ones and plain HTML', () => {
    for (const name of [...Object.keys(ARTICLE_ELEMENTS), 'div', 'kbd', 'table'])
      expect(() => check(name)).not.toThrow();
    expect(Object.values(ARTICLE_ELEMENTS).every((island) => island === null || ISLAND_NAMES.includes(island))).toBe(
      true,
    );
  });

  it('stops on a component without an island, naming the file, line and column', () => {
    expect(() => check('Details')).toThrow(
      /^static-article: \/site\/docs\/guide\.mdx:12:3: <Details> needs the browser and has no island/,
    );
    expect(() => check('Widget.Part')).toThrow(/<Widget\.Part> needs the browser/);
    expect(() => check('mermaid')).toThrow(/<mermaid> needs the browser/);
    expect(elementProblem('CodeBlock__')).toBeNull();
  });
});

describe('static-article plugin', () => {
  const docs = [
    {
      loadedVersions: [
        {docs: [{source: '@site/docs/a.mdx'}, {source: '@site/docs/api/b.md'}]},
        {docs: [{source: '@site/versioned_docs/version-1.1.0/a.mdx'}]},
      ],
    },
  ] as unknown as LoadedContent[];

  it('reads the docs’ sources and their top folders', () => {
    const sources = docSources(docs);
    expect([...sources]).toEqual([
      '@site/docs/a.mdx',
      '@site/docs/api/b.md',
      '@site/versioned_docs/version-1.1.0/a.mdx',
    ]);
    expect(articleFolders('/site', sources)).toEqual([
      path.join('/site', 'docs'),
      path.join('/site', 'versioned_docs'),
    ]);
  });

  it('turns the docs into shells in production client builds only, after the MDX loaders', () => {
    const plugin = staticArticlePlugin({siteDir: '/site'} as never);
    void plugin.allContentLoaded?.({allContent: {'docusaurus-plugin-content-docs': {default: docs[0]}}} as never);
    const {utils, replacements} = fakeBundlerUtils();
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({mode: 'production'}, true, utils, undefined)).toEqual({});
    expect(configure({mode: 'development'}, false, utils, undefined)).toEqual({});
    const client = configure({mode: 'production'}, false, utils, undefined) as {
      module: {rules: unknown[]};
      plugins: unknown[];
    };
    expect(client.module.rules).toEqual([
      articleShellRule([path.join('/site', 'docs'), path.join('/site', 'versioned_docs')]),
    ]);
    expect(articleShellRule(['/site/docs'])).toMatchObject({
      include: ['/site/docs'],
      enforce: 'post',
      test: /\.mdx?$/i,
    });
    expect(client.plugins).toHaveLength(1);
    expect(replacements).toEqual([
      [/^@theme\/DocItem\/Content$/, path.join('/site', 'src/components/StaticArticle/ClientDocContent.tsx')],
    ]);
  });
});

describe('articleReady (the client registry waits on it for a navigated doc)', () => {
  it('waits for the article, at most ARTICLE_WAIT_MS, and not at all for other modules', async () => {
    vi.useFakeTimers();
    try {
      const plain = {default: 'component'};
      await expect(articleReady(plain)).resolves.toBe(plain);
      let done = false;
      const slow = {default: Object.assign(() => null, {[ARTICLE_READY]: new Promise<void>(() => undefined)})};
      void articleReady(slow).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(ARTICLE_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      const quick = {default: Object.assign(() => null, {[ARTICLE_READY]: Promise.resolve()})};
      await expect(articleReady(quick)).resolves.toBe(quick);
    } finally {
      vi.useRealTimers();
    }
  });
});
