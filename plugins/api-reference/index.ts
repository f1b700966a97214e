/**
 * Docusaurus plugin: generates the API reference (docs/api/) from the SDK's type declarations
 * before the docs plugin reads its content, on every `build` and `start`; after a build it
 * writes the release's symbol index to <outDir>/mcp/symbols/<version>.json for the docs MCP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiReference} from './generate';
import {SYMBOL_INDEX_DIR} from '../../lib/symbol-index';

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const {symbols} = await generateApiReference({siteDir: context.siteDir});
  return {
    name: 'api-reference',
    postBuild({outDir}) {
      const file = path.join(outDir, SYMBOL_INDEX_DIR, `${symbols.version}.json`);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, JSON.stringify(symbols));
    },
  };
}
