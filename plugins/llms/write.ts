/**
 * Writes the files for language models into the build: each doc page's Markdown copy at its
 * URL plus `.md`, /llms.txt and /llms-full.txt. Throws, naming the file, when a page cannot be
 * converted or a Markdown copy would overwrite a file that is already in the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {sectionOrder, type LlmsPage} from './collect';
import {renderLlmsFull, renderLlmsTxt, type LlmsRules, type LlmsSection} from './llms-txt';
import {absoluteUrl} from '../../lib/markdown-path';
import {mdxToMarkdown} from './to-markdown';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

export interface WriteOptions {
  outDir: string;
  /** Site URL without base URL. */
  siteUrl: string;
  baseUrl: string;
  /** Docusaurus' `markdown.format`. */
  markdownFormat: 'mdx' | 'md' | 'detect';
  title: string;
  summary: string;
  /** Prose of llms.txt, after the summary. */
  details?: string;
  /** Rules for agents in llms.txt, after the prose. */
  rules?: LlmsRules;
  /** Prose of llms-full.txt, after the summary. */
  fullDetails?: string;
  npm2yarnConverters?: readonly string[];
}

export interface WriteResult {
  pages: number;
  files: {path: string; bytes: number}[];
  warnings: string[];
}

export interface ConvertedPage extends LlmsPage {
  markdown: string;
}

export async function convertPages(
  pages: readonly LlmsPage[],
  options: WriteOptions,
): Promise<{converted: ConvertedPage[]; warnings: string[]}> {
  const permalinkBySource = new Map(pages.map((page) => [page.sourcePath, page.permalink]));
  const warnings: string[] = [];
  const converted = await Promise.all(
    pages.map(async (page): Promise<ConvertedPage> => {
      const source = await fs.readFile(page.sourcePath, 'utf8');
      const format =
        options.markdownFormat === 'detect'
          ? page.sourcePath.endsWith('.mdx')
            ? 'mdx'
            : 'md'
          : options.markdownFormat;
      try {
        const result = await mdxToMarkdown(source, {
          title: page.title,
          format,
          siteUrl: options.siteUrl,
          baseUrl: options.baseUrl,
          pageUrl: absoluteUrl(options.siteUrl, page.permalink),
          sourcePath: page.sourcePath,
          resolveDocFile: (file) => permalinkBySource.get(file),
          npm2yarnConverters: options.npm2yarnConverters,
        });
        warnings.push(
          ...result.warnings.map((warning) => `${path.relative(process.cwd(), page.sourcePath)}: ${warning}`),
        );
        return {...page, markdown: result.markdown};
      } catch (error) {
        throw new Error(`${page.sourcePath}: could not convert the page to Markdown for its .md copy.`, {cause: error});
      }
    }),
  );
  return {converted, warnings};
}

export function llmsSections(pages: readonly LlmsPage[], siteUrl: string): LlmsSection[] {
  return sectionOrder(pages.map((page) => page.section)).map((name) => ({
    name,
    links: pages
      .filter((page) => page.section === name)
      .map((page) => ({
        title: page.title,
        url: absoluteUrl(siteUrl, page.markdownPath),
        description: page.description,
      })),
  }));
}

export async function writeLlmsFiles(pages: readonly LlmsPage[], options: WriteOptions): Promise<WriteResult> {
  const {converted, warnings} = await convertPages(pages, options);
  const files: WriteResult['files'] = [];
  const write = async (urlPath: string, contents: string) => {
    const file = path.join(options.outDir, ...urlPath.slice(options.baseUrl.length).split('/'));
    if (await exists(file)) {
      throw new Error(`${file}: already in the build; the Markdown copy of a doc page would overwrite it.`);
    }
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, contents);
    files.push({path: urlPath, bytes: Buffer.byteLength(contents)});
  };

  for (const page of converted) await write(page.markdownPath, page.markdown);
  const {title, summary, details, rules, fullDetails, siteUrl, baseUrl} = options;
  await write(
    `${baseUrl}${LLMS_TXT}`,
    renderLlmsTxt({title, summary, details, rules, sections: llmsSections(converted, siteUrl)}),
  );
  await write(
    `${baseUrl}${LLMS_FULL_TXT}`,
    renderLlmsFull({
      title,
      summary,
      details: fullDetails,
      pages: converted.map((page) => ({
        title: page.title,
        url: absoluteUrl(siteUrl, page.permalink),
        markdown: page.markdown,
      })),
    }),
  );
  return {pages: converted.length, files, warnings};
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
