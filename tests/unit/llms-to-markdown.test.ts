import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type ToMarkdownOptions} from '../../plugins/llms/to-markdown';
import {absolutizeUrl} from '../../plugins/llms/links';
import {cleanCode, codeTitle} from '../../plugins/llms/code';
import {markdownPathFor} from '../../lib/markdown-path';

const SITE = 'https://docs.example.com';
const OPTIONS: ToMarkdownOptions = {
  title: 'Getting started',
  siteUrl: SITE,
  baseUrl: '/',
  pageUrl: `${SITE}/docs/guides/getting-started`,
  sourcePath: '/site/docs/guides/getting-started.mdx',
  resolveDocFile: (file) =>
    ({
      '/site/docs/api/index.md': '/docs/api/',
      '/site/docs/guides/authentication.mdx': '/docs/guides/authentication',
    })[file],
};

const convert = async (source: string, options: Partial<ToMarkdownOptions> = {}) => {
  const {markdown} = await mdxToMarkdown(source, {...OPTIONS, ...options});
  return markdown;
};
const fence = '```';

describe('mdxToMarkdown', () => {
  it('removes front matter and prints the title as H1 when the body has none', async () => {
    const markdown = await convert('---\ntitle: Getting started\ndescription: x\n---\n\nHello.\n');
    expect(markdown).toBe('# Getting started\n\nHello.\n');
  });

  it('keeps the body H1 instead of adding the title', async () => {
    const markdown = await convert('---\ntitle: Other\n---\n\n# Real title\n\nHello.\n');
    expect(markdown).toBe('# Real title\n\nHello.\n');
  });

  it('prints the release note right under the H1, the title or the body’s own', async () => {
    const releaseNote = [{type: 'text' as const, value: 'Documents pkg 2.0.0, the latest release.'}];
    expect(await convert('---\ntitle: Getting started\n---\n\nHello.\n', {releaseNote})).toBe(
      '# Getting started\n\nDocuments pkg 2.0.0, the latest release.\n\nHello.\n',
    );
    expect(await convert("import X from 'x';\n\n# Real title\n\nHello.\n", {releaseNote})).toBe(
      '# Real title\n\nDocuments pkg 2.0.0, the latest release.\n\nHello.\n',
    );
  });

  it('removes MDX imports, exports and comments', async () => {
    const markdown = await convert(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport const answer = 42;\n\n{/* a comment */}\n\n<!-- an HTML comment -->\n\nText.\n",
    );
    expect(markdown).toBe('# Getting started\n\nText.\n');
    expect(markdown).not.toMatch(/import|export|comment/);
  });

  it('turns <Tabs>/<TabItem> into bold labels followed by each tab’s content', async () => {
    const markdown = await convert(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs groupId="framework">',
        '  <TabItem value="vite" label="Vite">',
        '    Use **Vite**.',
        '  </TabItem>',
        '  <TabItem value="next">',
        '    Use Next.js.',
        '  </TabItem>',
        '</Tabs>',
        '',
        "<Tabs values={[{label: 'From values', value: 'v'}]}>",
        '  <TabItem value="v">Labelled by the Tabs.</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(markdown).toBe(
      '# Getting started\n\n**Vite**\n\nUse **Vite**.\n\n**next**\n\nUse Next.js.\n\n**From values**\n\nLabelled by the Tabs.\n',
    );
    expect(markdown).not.toMatch(/<\/?Tab/);
  });

  it('turns admonitions into blockquotes, with or without a title', async () => {
    const markdown = await convert(
      ':::tip\nStore the key safely.\n\nSecond paragraph.\n:::\n\n:::warning Do not log secrets\nEver.\n:::\n\n:::note[Label syntax]\nAlso works.\n:::\n',
    );
    expect(markdown).toBe(
      [
        '# Getting started',
        '> **Tip:** Store the key safely.\n>\n> Second paragraph.',
        '> **Warning: Do not log secrets**\n>\n> Ever.',
        '> **Note: Label syntax**\n>\n> Also works.',
      ].join('\n\n') + '\n',
    );
  });

  it('expands `bash npm2yarn` blocks to npm, Yarn, pnpm and Bun commands', async () => {
    const markdown = await convert(`${fence}bash npm2yarn\nnpm install @opensecret/react\n${fence}\n`);
    expect(markdown).toBe(
      [
        '# Getting started',
        '**npm**',
        `${fence}bash\nnpm install @opensecret/react\n${fence}`,
        '**Yarn**',
        `${fence}bash\nyarn add @opensecret/react\n${fence}`,
        '**pnpm**',
        `${fence}bash\npnpm add @opensecret/react\n${fence}`,
        '**Bun**',
        `${fence}bash\nbun add @opensecret/react\n${fence}`,
      ].join('\n\n') + '\n',
    );
  });

  it('can keep npm only', async () => {
    const markdown = await convert(`${fence}bash npm2yarn\nnpm install x\n${fence}\n`, {npm2yarnConverters: []});
    expect(markdown).toBe(`# Getting started\n\n**npm**\n\n${fence}bash\nnpm install x\n${fence}\n`);
  });

  it('removes the hidden sample setup, up to and including the cut marker', async () => {
    const markdown = await convert(
      `${fence}tsx\nimport {fake} from './doubles';\nfunction Setup() {\n// ---cut---\nconst {auth} = useOpenSecret();\n${fence}\n`,
    );
    expect(markdown).toBe(`# Getting started\n\n${fence}tsx\nconst {auth} = useOpenSecret();\n${fence}\n`);
    expect(markdown).not.toContain('---cut---');
  });

  it('keeps code fence languages, drops other meta and magic comments, and captions titled blocks', async () => {
    const markdown = await convert(
      `${fence}ts title="src/main.tsx" showLineNumbers\n// highlight-next-line\nconst a = 1;\n${fence}\n\n${fence}json {1}\n{"a": 1}\n${fence}\n\n${fence}\nplain\n${fence}\n`,
    );
    expect(markdown).toBe(
      `# Getting started\n\n\`src/main.tsx\`\n\n${fence}ts\nconst a = 1;\n${fence}\n\n${fence}json\n{"a": 1}\n${fence}\n\n${fence}\nplain\n${fence}\n`,
    );
  });

  it('makes site links absolute and resolves links to doc files', async () => {
    const markdown = await convert(
      [
        '[relative](./authentication)',
        '[parent](../api/)',
        '[site](/docs/api/functions/useOpenSecret)',
        '[file](../api/index.md#hooks)',
        '[file2](authentication.mdx)',
        '[anchor](#setup)',
        '[external](https://github.com/OpenSecretCloud)',
        '[mail](mailto:a@b.c)',
        '![logo](/img/logo.svg)',
        '<a href="/docs/">jsx link</a>',
      ].join('\n\n'),
    );
    for (const line of [
      `[relative](${SITE}/docs/guides/authentication)`,
      `[parent](${SITE}/docs/api/)`,
      `[site](${SITE}/docs/api/functions/useOpenSecret)`,
      `[file](${SITE}/docs/api/#hooks)`,
      `[file2](${SITE}/docs/guides/authentication)`,
      `[anchor](${SITE}/docs/guides/getting-started#setup)`,
      '[external](https://github.com/OpenSecretCloud)',
      '[mail](mailto:a@b.c)',
      `![logo](${SITE}/img/logo.svg)`,
      `[jsx link](${SITE}/docs/)`,
    ]) {
      expect(markdown).toContain(line);
    }
  });

  it('drops custom heading ids and unwraps other JSX, warning about empty components', async () => {
    const result = await mdxToMarkdown(
      '## Setup {#setup}\n\n<details>\n  <summary>More</summary>\n\n  Hidden text.\n</details>\n\n<div className="x">\n  Wrapped <kbd>Ctrl</kbd> text.\n</div>\n\n<DocCardList />\n',
      OPTIONS,
    );
    expect(result.markdown).toBe('# Getting started\n\n## Setup\n\n**More**\n\nHidden text.\n\nWrapped Ctrl text.\n');
    expect(result.warnings).toEqual(['<DocCardList /> has no Markdown equivalent; dropped.']);
  });

  it('keeps GFM tables and reads TypeDoc-style Markdown', async () => {
    const markdown = await convert(
      '---\ntitle: "useOpenSecret"\n---\n\n# Function: useOpenSecret()\n\n| Parameter | Type |\n| ------ | ------ |\n| <a id="url"></a> `url` | [`PcrConfig`](../api/index.md) |\n\n`Promise`\\<`Response`\\>\n',
    );
    expect(markdown).toBe(
      `# Function: useOpenSecret()\n\n| Parameter | Type |\n| - | - |\n| \`url\` | [\`PcrConfig\`](${SITE}/docs/api/) |\n\n\`Promise\`<\`Response\`>\n`,
    );
  });

  it('parses plain CommonMark when the format is md', async () => {
    const markdown = await convert('Text with {braces} and <span>html</span>.\n', {format: 'md'});
    expect(markdown).toBe('# Getting started\n\nText with {braces} and <span>html</span>.\n');
  });
});

describe('helpers', () => {
  it('absolutizeUrl', () => {
    const context = {siteUrl: SITE, baseUrl: '/base/', pageUrl: `${SITE}/base/docs/a/b`};
    expect(absolutizeUrl('/docs/x', context)).toBe(`${SITE}/base/docs/x`);
    expect(absolutizeUrl('/base/docs/x', context)).toBe(`${SITE}/base/docs/x`);
    expect(absolutizeUrl('c', context)).toBe(`${SITE}/base/docs/a/c`);
    expect(absolutizeUrl('pathname:///files/x.zip', context)).toBe(`${SITE}/base/files/x.zip`);
    expect(absolutizeUrl('//cdn.example.com/x', context)).toBe('//cdn.example.com/x');
  });

  it('cleanCode and codeTitle', () => {
    expect(cleanCode('setup();\n// ---cut---\n\n// highlight-start\nshown();\n// highlight-end\n', 'ts', null)).toBe(
      'shown();',
    );
    expect(cleanCode('# highlight-next-line\nls\n', 'bash', null)).toBe('ls');
    // A line range in the meta highlights lines; the comments then stay, as on the page.
    expect(cleanCode('// highlight-next-line\nshown();', 'ts', '{2}')).toBe('// highlight-next-line\nshown();');
    // Hidden setup is a notation of JavaScript and TypeScript samples only.
    expect(cleanCode('a\n// ---cut---\nb', 'md', null)).toBe('a\n// ---cut---\nb');
    expect(codeTitle('title="a b.ts" {1}')).toBe('a b.ts');
    expect(codeTitle("{1} title='x'")).toBe('x');
    expect(codeTitle('npm2yarn')).toBeUndefined();
  });

  it('markdownPathFor', () => {
    expect(markdownPathFor('/docs/guides/getting-started')).toBe('/docs/guides/getting-started.md');
    expect(markdownPathFor('/docs/')).toBe('/docs/index.md');
    expect(markdownPathFor('/docs/api/')).toBe('/docs/api/index.md');
    expect(markdownPathFor('/')).toBe('/index.md');
  });
});
