/**
 * Runs TypeDoc over the pinned SDK's type declarations and writes the API reference as
 * Markdown into docs/api/. Throws, naming the file, when the SDK is missing, TypeDoc fails,
 * or the generated page set differs from the expected one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../lib/walk';
import {expandTypeofMembers} from './expand-typeof-members';
import {addFrontMatter} from './front-matter';
import {inlineInternalTypes} from './inline-internal-types';
import {diffApiPages} from './expected-pages';
import {extractSymbols} from './symbols';
import type {SymbolIndex} from '../../lib/symbol-index';
import {API_INDEX_PATH, SDK_PACKAGE, SDK_VERSION} from '../../src/constants';

export interface GenerateOptions {
  siteDir: string;
  /** Output folder relative to siteDir. */
  outDir?: string;
  /** The declaration file to document, relative to siteDir. */
  entry?: string;
}

export class ApiReferenceError extends Error {
  override name = 'ApiReferenceError';
}

export function listMarkdownPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return walkFiles(dir, {extensions: ['.md']})
    .map((file) => file.replace(/\.md$/, ''))
    .sort();
}

export function checkSdkVersion(siteDir: string): void {
  const manifest = path.join(siteDir, 'node_modules', SDK_PACKAGE, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new ApiReferenceError(
      `${manifest}: ${SDK_PACKAGE} is not installed. Run \`npm ci\` before building the API reference.`,
    );
  }
  const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
  if (version !== SDK_VERSION) {
    throw new ApiReferenceError(
      `${manifest}: installed ${SDK_PACKAGE}@${version}, but src/constants.ts documents ${SDK_VERSION}. Pin the same version in both.`,
    );
  }
}

export async function generateApiReference(
  options: GenerateOptions,
): Promise<{pages: string[]; expanded: string[]; inlined: string[]; symbols: SymbolIndex}> {
  const {siteDir} = options;
  const outDir = path.join(siteDir, options.outDir ?? 'docs/api');
  const entry = path.join(siteDir, options.entry ?? `node_modules/${SDK_PACKAGE}/dist/index.d.ts`);
  checkSdkVersion(siteDir);
  if (!fs.existsSync(entry)) {
    throw new ApiReferenceError(
      `${entry}: the SDK's type declarations are missing; the API reference cannot be generated.`,
    );
  }

  const typedoc = await import('typedoc');
  const app = await typedoc.Application.bootstrapWithPlugins({
    entryPoints: [entry],
    tsconfig: path.join(siteDir, 'typedoc.tsconfig.json'),
    plugin: ['typedoc-plugin-markdown'],
    out: outDir,
    readme: 'none',
    entryFileName: 'index.md',
    sanitizeComments: true,
    hidePageHeader: true,
    hideBreadcrumbs: true,
    hideGroupHeadings: true,
    useCodeBlocks: true,
    expandObjects: true,
    expandParameters: true,
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
    indexFormat: 'table',
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    logLevel: 'Warn',
    validation: {notExported: false, invalidLink: true, notDocumented: false},
  } as Parameters<typeof typedoc.Application.bootstrapWithPlugins>[0]);

  const {expanded} = expandTypeofMembers(app);
  const {inlined} = inlineInternalTypes(app);
  addFrontMatter(app);

  const project = await app.convert();
  if (!project || app.logger.hasErrors()) {
    throw new ApiReferenceError(`${entry}: TypeDoc could not convert the SDK's declarations (see the errors above).`);
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) {
    throw new ApiReferenceError(`${outDir}: TypeDoc failed while writing the API reference (see the errors above).`);
  }

  const pages = listMarkdownPages(outDir);
  const {missing, extra} = diffApiPages(pages);
  if (missing.length || extra.length) {
    throw new ApiReferenceError(
      [
        `${outDir}: the generated API pages differ from the expected set (plugins/api-reference/expected-pages.ts).`,
        ...missing.map((page) => `  missing: docs/api/${page}.md`),
        ...extra.map((page) => `  unexpected: docs/api/${page}.md`),
      ].join('\n'),
    );
  }
  const symbols = extractSymbols(project, {package: SDK_PACKAGE, version: SDK_VERSION, apiRoot: API_INDEX_PATH});
  return {pages, expanded, inlined, symbols};
}
