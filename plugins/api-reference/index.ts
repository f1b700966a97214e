/**
 * Docusaurus plugin: generates the API reference of every release in releases.ts from the SDK's
 * type declarations, and the page of API changes between two releases (API_CHANGES_PAGE), before
 * the docs plugin reads its content, on every `build` and `start`. It writes each release's symbol
 * index to .docusaurus/api-symbols/<version>.json when it starts (the code blocks' hovers link SDK
 * names with it), and after a build to <outDir>/mcp/symbols/<version>.json for the docs MCP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeApiChanges} from './changes/write';
import {ApiReferenceError, generateApiReferences} from './generate';
import {API_CHANGES_PAGE, API_RELEASES, RELEASES_FILE} from './releases';
import {GENERATED_SYMBOL_INDEX_DIR, SYMBOL_INDEX_DIR, type SymbolIndex} from '../../lib/symbol-index';

function writeSymbolIndex(dir: string, symbols: SymbolIndex): void {
  const file = path.join(dir, `${symbols.version}.json`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(symbols));
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const generated = await generateApiReferences(context.siteDir, API_RELEASES);
  const symbolsOf = (version: string) => {
    const found = generated.find(({release}) => release.version === version);
    if (!found)
      throw new ApiReferenceError(`${RELEASES_FILE}: API_CHANGES_PAGE names ${version}, which no release documents.`);
    return found.symbols;
  };
  // For the code blocks' hovers (plugins/code-blocks), which link SDK names to the reference.
  for (const {symbols} of generated)
    writeSymbolIndex(path.join(context.generatedFilesDir, GENERATED_SYMBOL_INDEX_DIR), symbols);
  await writeApiChanges(context.siteDir, {
    from: symbolsOf(API_CHANGES_PAGE.from),
    to: symbolsOf(API_CHANGES_PAGE.to),
    outFile: API_CHANGES_PAGE.outFile,
  });
  return {
    name: 'api-reference',
    postBuild({outDir}) {
      for (const {symbols} of generated) writeSymbolIndex(path.join(outDir, SYMBOL_INDEX_DIR), symbols);
    },
  };
}
