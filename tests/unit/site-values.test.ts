import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {mcpUrls} from '../../lib/mcp-package';
import {parseMdx} from '../../lib/mdx-parser';
import {mdxToMarkdown} from '../../plugins/llms/to-markdown';
import remarkSiteValues, {siteValues} from '../../plugins/site-values';
import {LATEST_DOCS} from '../../src/constants';

const SITE = 'https://staging.example.org';
const fence = '```';

async function transform(source: string, file = '/site/docs/ai-editors.mdx'): Promise<Root> {
  const tree = parseMdx(source, {format: 'mdx'});
  await unified().use(remarkSiteValues, {siteUrl: SITE, baseUrl: '/', siteDir: '/site'}).run(tree, {path: file});
  return tree;
}

describe('site values', () => {
  it('are the docs MCP server URLs on the configured site and base URL', () => {
    expect(siteValues(SITE, '/')).toEqual({
      MCP_PACKAGE_URL: `${SITE}/packages/opensecret-react-docs-mcp-latest.tgz`,
      MCP_PACKAGE_VERSIONED_URL: `${SITE}/packages/opensecret-react-docs-mcp-${LATEST_DOCS.sdkVersion}.tgz`,
      MCP_ENDPOINT_URL: `${SITE}/mcp`,
    });
    expect(mcpUrls(`${SITE}/`, '/docs-site/', '9.9.9')).toEqual({
      versioned: `${SITE}/docs-site/packages/opensecret-react-docs-mcp-9.9.9.tgz`,
      latest: `${SITE}/docs-site/packages/opensecret-react-docs-mcp-latest.tgz`,
      endpoint: `${SITE}/docs-site/mcp`,
    });
  });

  it('fill code blocks, inline code, text, links and JSX attributes', async () => {
    const tree = await transform(
      [
        'Install from `%MCP_PACKAGE_URL%` or %MCP_ENDPOINT_URL%, [pinned](%MCP_PACKAGE_VERSIONED_URL%).',
        '',
        `${fence}json`,
        '{"args": ["-y", "%MCP_PACKAGE_URL%"]}',
        fence,
        '',
        '<Link href="%MCP_ENDPOINT_URL%">endpoint</Link>',
        '',
      ].join('\n'),
    );
    const text = JSON.stringify(tree);
    expect(text).not.toMatch(/%MCP_/);
    expect(text).toContain(`{\\"args\\": [\\"-y\\", \\"${SITE}/packages/opensecret-react-docs-mcp-latest.tgz\\"]}`);
    expect(text).toContain(`"url":"${SITE}/packages/opensecret-react-docs-mcp-${LATEST_DOCS.sdkVersion}.tgz"`);
    expect(text).toContain(`"value":"${SITE}/mcp"`);
  });

  it('stop the build on an unknown name, naming file, line and column', async () => {
    await expect(transform('Intro.\n\nRun `npx -y %MCP_PACKGE_URL%`.\n')).rejects.toThrow(
      'docs/ai-editors.mdx:3:5: unknown site value %MCP_PACKGE_URL%. Known: %MCP_PACKAGE_URL%, %MCP_PACKAGE_VERSIONED_URL%, %MCP_ENDPOINT_URL%.',
    );
  });

  it('leave percent signs that name nothing alone', async () => {
    const tree = await transform('A 100% sure URL: https://example.org/a%20b and `%d%s`.\n');
    expect(JSON.stringify(tree)).toContain('A 100% sure URL');
    expect(JSON.stringify(tree)).toContain('%d%s');
  });

  it('are filled in the Markdown copies too', async () => {
    const {markdown} = await mdxToMarkdown(`${fence}bash\nnpx -y %MCP_PACKAGE_URL%\n${fence}\n`, {
      title: 'Editors',
      siteUrl: SITE,
      baseUrl: '/',
      pageUrl: `${SITE}/docs/ai-editors`,
      resolveDocFile: () => undefined,
    });
    expect(markdown).toContain(`npx -y ${SITE}/packages/opensecret-react-docs-mcp-latest.tgz`);
  });
});
