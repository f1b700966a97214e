/**
 * Remark plugin: values that depend on where the site is deployed, written in a page as
 * `%NAME%` and replaced at build time with the value for the configured site URL, in text,
 * inline code, code blocks, link and image URLs and JSX attribute strings. The editors pages use
 * it for the docs MCP server's URLs, so a fork or a staging host that builds with its own URL gets
 * commands that reach its own copy. A `%NAME%` the plugin does not know stops the build, naming
 * file, line and column. Runs in the docs' MDX pipeline and in the Markdown copies (plugins/llms).
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {Transformer} from 'unified';
import {visit} from 'unist-util-visit';
import {LATEST_DOCS} from '../../src/constants';
import {mcpUrls} from '../../lib/mcp-package';

/** `%NAME%`: capitals, digits and underscores, starting with a capital. */
const TOKEN = /%([A-Z][A-Z0-9_]*)%/g;

export interface SiteValuesOptions {
  /** The site's URL and base URL, as in docusaurus.config.ts. */
  readonly siteUrl: string;
  readonly baseUrl: string;
  /** Paths in error messages are relative to it. */
  readonly siteDir: string;
}

/** Every value a page can name, for a site URL and base URL. */
export function siteValues(siteUrl: string, baseUrl: string): Readonly<Record<string, string>> {
  const urls = mcpUrls(siteUrl, baseUrl, LATEST_DOCS.sdkVersion);
  return {
    MCP_PACKAGE_URL: urls.latest,
    MCP_PACKAGE_VERSIONED_URL: urls.versioned,
    MCP_ENDPOINT_URL: urls.endpoint,
  };
}

export class SiteValueError extends Error {
  override name = 'SiteValueError';
}

/** `text` with every known token replaced; throws on an unknown one, naming where it is. */
export function replaceSiteValues(text: string, values: Readonly<Record<string, string>>, where: () => string): string {
  return text.replace(TOKEN, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new SiteValueError(
        `${where()}: unknown site value %${name}%. Known: ${Object.keys(values)
          .map((known) => `%${known}%`)
          .join(', ')}.`,
      );
    }
    return value;
  });
}

export default function remarkSiteValues(options: SiteValuesOptions): Transformer<Root> {
  const values = siteValues(options.siteUrl, options.baseUrl);
  return (tree, file) => {
    const source = file.path ? path.relative(options.siteDir, path.resolve(options.siteDir, file.path)) : '<no file>';
    visit(tree, (node) => {
      const where = () => `${source}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;
      const replace = (text: string) => replaceSiteValues(text, values, where);
      switch (node.type) {
        case 'text':
        case 'inlineCode':
        case 'code':
          node.value = replace(node.value);
          break;
        case 'link':
        case 'image':
        case 'definition':
          node.url = replace(node.url);
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          for (const attribute of node.attributes) {
            if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
              attribute.value = replace(attribute.value);
            }
          }
          break;
        default:
          break;
      }
    });
  };
}
