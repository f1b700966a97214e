/**
 * Writes the files for language models into the build: the Markdown copy of each doc page of
 * every release at its URL plus `.md` (with the line naming its release under the title),
 * /llms.txt and /llms-full.txt (the releases in turn, the latest first). Throws, naming the file,
 * when a page cannot be converted or a Markdown copy would overwrite a file already in the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PhrasingContent} from 'mdast';
import {SDK_PACKAGE} from '../../src/constants';
import {sectionOrder, type LlmsPage} from './collect';
import {renderLlmsFull, renderLlmsTxt, type LlmsFullPart, type LlmsRules, type LlmsSection} from './llms-txt';
import {absoluteUrl} from '../../lib/markdown-path';
import {releaseNote, releaseSections, releaseTag, type LlmsRelease} from './releases';
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
  /** The site's root, where the docs folders are. */
  siteDir?: string;
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
  noteOf: (page: LlmsPage) => PhrasingContent[] | undefined = () => undefined,
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
          releaseNote: noteOf(page),
          siteDir: options.siteDir,
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

/** The releases' pages, each with the line naming the release it documents under its title. */
async function convertReleases(releases: readonly LlmsRelease[], options: WriteOptions) {
  const latest = releases.find((release) => release.latest) ?? releases[0];
  const releaseOf = new Map(releases.flatMap((release) => release.pages.map((page) => [page, release] as const)));
  return convertPages(
    releases.flatMap((release) => release.pages),
    options,
    (page) => {
      const release = releaseOf.get(page);
      return release && latest ? releaseNote(page, release, latest, options.siteUrl) : undefined;
    },
  );
}

/** The parts of llms-full.txt: one per release, the latest first, each opening with its release. */
function fullParts(
  releases: readonly LlmsRelease[],
  converted: readonly ConvertedPage[],
  siteUrl: string,
): LlmsFullPart[] {
  const byPermalink = new Map(converted.map((page) => [page.permalink, page]));
  return releases.map((release, index) => ({
    title:
      releases.length > 1
        ? `Part ${index + 1} of ${releases.length}: ${SDK_PACKAGE} ${releaseTag(release)}`
        : undefined,
    details:
      releases.length > 1
        ? `The ${release.pages.length} pages of the ${SDK_PACKAGE} ${release.sdkVersion} documentation (${absoluteUrl(siteUrl, release.docsBase)}), as Markdown.`
        : undefined,
    pages: release.pages.flatMap((page) => {
      const done = byPermalink.get(page.permalink);
      return done ? [{title: done.title, url: absoluteUrl(siteUrl, done.permalink), markdown: done.markdown}] : [];
    }),
  }));
}

export async function writeLlmsFiles(releases: readonly LlmsRelease[], options: WriteOptions): Promise<WriteResult> {
  const {converted, warnings} = await convertReleases(releases, options);
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
    renderLlmsTxt({title, summary, details, rules, sections: releaseSections(releases, siteUrl)}),
  );
  await write(
    `${baseUrl}${LLMS_FULL_TXT}`,
    renderLlmsFull({title, summary, details: fullDetails, parts: fullParts(releases, converted, siteUrl)}),
  );
  return {pages: converted.length, files, warnings};
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
