/**
 * Runs TypeDoc over one release's type declarations (releases.ts) and writes its API reference
 * as Markdown into the release's output folder. Throws, naming the file, when the package is
 * missing or is not the release's version, TypeDoc fails, or the generated page set differs
 * from the release's expected one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../lib/walk';
import {compilerOptions} from './compiler-options';
import {expandTypeofMembers} from './expand-typeof-members';
import {addFrontMatter} from './front-matter';
import {inlineInternalTypes} from './inline-internal-types';
import {addMemberIndex} from './member-index';
import {writeMemberReference} from './member-reference';
import {describeIndexRows} from './index-descriptions';
import {diffPages} from './page-set';
import {layOutSignatures} from './signature-layout';
import {RELEASES_FILE, releaseName, releaseTableProblems, type ApiRelease} from './releases';
import {extractSymbols} from './symbols';
import type {SymbolIndex} from '../../lib/symbol-index';

export interface GenerateOptions {
  siteDir: string;
  release: ApiRelease;
}

export interface GeneratedReference {
  release: ApiRelease;
  /** Generated pages, relative to the output folder, without extension. */
  pages: string[];
  /** Members whose `typeof` type was expanded (expand-typeof-members.ts). */
  expanded: string[];
  /** Type aliases replaced by the type they infer (inline-internal-types.ts). */
  inlined: string[];
  symbols: SymbolIndex;
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

/** Checks that the release's package is installed at its exact version; returns its declaration entry. */
export function checkInstalledRelease(siteDir: string, release: ApiRelease): string {
  const manifest = path.join(siteDir, release.packageDir, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new ApiReferenceError(
      `${manifest}: ${release.package} is not installed (${releaseName(release)}). Run \`npm ci\` before building the API reference.`,
    );
  }
  const {name, version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
  if (name !== release.package) {
    throw new ApiReferenceError(
      `${manifest}: the installed package is ${String(name)}, but the ${releaseName(release)} documents ${release.package}.`,
    );
  }
  if (version !== release.version) {
    throw new ApiReferenceError(
      `${manifest}: installed ${release.package}@${String(version)}, but the ${releaseName(release)} documents ${release.version}. Install that exact version or change the entry.`,
    );
  }
  const entry = path.join(siteDir, release.packageDir, release.entry);
  if (!fs.existsSync(entry)) {
    throw new ApiReferenceError(
      `${entry}: the SDK's type declarations are missing; the API reference of the ${releaseName(release)} cannot be generated.`,
    );
  }
  return entry;
}

export async function generateApiReference({siteDir, release}: GenerateOptions): Promise<GeneratedReference> {
  const outDir = path.join(siteDir, release.outDir);
  const entry = checkInstalledRelease(siteDir, release);

  const typedoc = await import('typedoc');
  // No option readers: the program is the entry alone with compiler-options.ts, not a tsconfig.json,
  // typedoc.json or package.json found in the working directory.
  const app = await typedoc.Application.bootstrapWithPlugins(
    {
      entryPoints: [entry],
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
    } as Parameters<typeof typedoc.Application.bootstrapWithPlugins>[0],
    [],
  );
  app.options.setCompilerOptions([entry], compilerOptions(siteDir), undefined);

  const {expanded} = expandTypeofMembers(app);
  const {inlined} = inlineInternalTypes(app);
  addFrontMatter(app, release);
  addMemberIndex(app);
  // Last: lays out the code of every page, after the other tweaks have written it.
  layOutSignatures(app);

  const project = await app.convert();
  if (!project || app.logger.hasErrors()) {
    throw new ApiReferenceError(
      `${entry}: TypeDoc could not convert the declarations of the ${releaseName(release)} (see the errors above).`,
    );
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) {
    throw new ApiReferenceError(
      `${outDir}: TypeDoc failed while writing the API reference of the ${releaseName(release)} (see the errors above).`,
    );
  }

  const symbols = extractSymbols(project, {
    package: release.package,
    version: release.version,
    apiRoot: release.routeBase,
    memberPages: Boolean(release.memberPages),
  });
  const docsDir = path.join(siteDir, path.dirname(release.outDir));
  await writeMemberReference({siteDir, outDir, docsDir, release, memberPages: Boolean(release.memberPages), symbols});
  const indexFile = path.join(outDir, 'index.md');
  fs.writeFileSync(indexFile, describeIndexRows(fs.readFileSync(indexFile, 'utf8'), symbols, release.pages));

  const pages = listMarkdownPages(outDir);
  const {missing, extra} = diffPages(release.pages, pages);
  if (missing.length || extra.length) {
    throw new ApiReferenceError(
      [
        `${outDir}: the generated API pages differ from the expected set of the ${releaseName(release)} (its \`pages\`, listed in plugins/api-reference/expected-pages.ts).`,
        ...missing.map((page) => `  missing: ${release.outDir}/${page}.md`),
        ...extra.map((page) => `  unexpected: ${release.outDir}/${page}.md`),
      ].join('\n'),
    );
  }
  return {release, pages, expanded, inlined, symbols};
}

/** Checks the release table, then generates every release's reference, one after another. */
export async function generateApiReferences(
  siteDir: string,
  releases: readonly ApiRelease[],
): Promise<GeneratedReference[]> {
  const problems = releaseTableProblems(releases);
  if (problems.length)
    throw new ApiReferenceError([`${RELEASES_FILE}: invalid release table.`, ...problems].join('\n'));
  const generated: GeneratedReference[] = [];
  for (const release of releases) generated.push(await generateApiReference({siteDir, release}));
  return generated;
}
