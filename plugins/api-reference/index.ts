/**
 * Docusaurus plugin: generates the API reference of every release in releases.ts (docs/api/
 * today) from the SDK's type declarations before the docs plugin reads its content, on every
 * `build` and `start`; after a build it writes each release's symbol index to
 * <outDir>/mcp/symbols/<version>.json for the docs MCP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiReferences} from './generate';
import {API_RELEASES} from './releases';
import {SYMBOL_INDEX_DIR} from '../../lib/symbol-index';

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const generated = await generateApiReferences(context.siteDir, API_RELEASES);
  return {
    name: 'api-reference',
    postBuild({outDir}) {
      for (const {symbols} of generated) {
        const file = path.join(outDir, SYMBOL_INDEX_DIR, `${symbols.version}.json`);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, JSON.stringify(symbols));
      }
    },
  };
}
