/**
 * The docs MCP server: four read-only tools over one site build (see site-data.ts) —
 * search_docs, get_page, get_symbol and list_versions. Every answer names the SDK release it
 * comes from; the latest release is the default. A tool that fails (unknown page, symbol or
 * version) answers with an MCP error result and the server keeps serving. A call of a tool the
 * server does not have is a protocol error (JSON-RPC -32602, invalid params), as MCP specifies.
 */
import fs from 'node:fs';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import {z} from 'zod';
import {formatSearch, formatSymbol, formatVersions} from './format';
import type {DocsSearch} from './search';
import type {SiteData} from './site-data';
import {findSymbols} from './symbols';
import {releaseOfRoute, resolveRelease} from './versions';

export const SERVER_NAME = 'opensecret-react-docs';
/** Longest accepted search query, symbol name and page path, in characters. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_NAME_LENGTH = 200;
export const MAX_PATH_LENGTH = 1000;
export const DEFAULT_SEARCH_LIMIT = 8;

const version = z
  .string()
  .max(40)
  .optional()
  .describe(
    'SDK release, e.g. "3.2.0", "1.1.0", "1.x" or "latest". Defaults to the latest documented release (see list_versions).',
  );

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

export interface ServerOptions {
  data: SiteData;
  /** The search engine, loading; a failed load is reported by search_docs. */
  search: Promise<DocsSearch>;
  siteUrl: string;
  serverVersion: string;
}

/**
 * One JSON Schema validator for every server of the process. The SDK makes a new one (an Ajv
 * instance, 1.5-3 ms of CPU) for each server otherwise, and the HTTP transport makes a server per
 * request; the validator keeps no state of a request.
 */
let sharedValidator: AjvJsonSchemaValidator | undefined;

export function createDocsServer({data, search, siteUrl, serverVersion}: ServerOptions): McpServer {
  sharedValidator ??= new AjvJsonSchemaValidator();
  const server = new McpServer({name: SERVER_NAME, version: serverVersion}, {jsonSchemaValidator: sharedValidator});
  const latest = data.releases[0];
  const site = siteUrl.replace(/\/+$/, '');
  /** An example page path per release, the latest first: "/docs/3.x/guides/getting-started" (3.2.0), …. */
  const examplePaths = data.releases
    .map((release) => `"${release.docsRoot}guides/getting-started" (${release.version})`)
    .join(', ');

  server.registerTool(
    'search_docs',
    {
      title: 'Search the OpenSecret React SDK docs',
      description:
        `Full-text search over the guides and the API reference of one release of ${latest.package}, the latest (${latest.version}) unless \`version\` names another ` +
        "(the same index and ranking as the documentation site's search box; every hit names its release): " +
        'an exact API symbol name ranks its reference page first, and a misspelt word is corrected. Returns title, URL, release and an excerpt per page; ' +
        'read a whole page with get_page, or an exact signature with get_symbol.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUERY_LENGTH)
          .describe('Words or an API symbol, e.g. "attestation", "useOpenSecret", "sign a message".'),
        version,
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .optional()
          .describe(`Pages to return (1-20, default ${DEFAULT_SEARCH_LIMIT}).`),
      },
      annotations: READ_ONLY,
    },
    async ({query, version: requested, limit}) => {
      const release = resolveRelease(data.releases, requested);
      const answer = await (await search).search(query, release, limit ?? DEFAULT_SEARCH_LIMIT);
      return {content: [{type: 'text', text: formatSearch(answer, release)}], structuredContent: {...answer}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns one page of the documentation as Markdown (the copy the site serves at its URL plus ".md"). ' +
        `Accepts a path (${examplePaths}, also with ".md", or a release's docs root such as "${latest.docsRoot}") or a full site URL; each release has its pages under its own docs URL (list_versions), ` +
        'and the answer names the release the page documents. Only doc pages can be read.',
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(MAX_PATH_LENGTH)
          .describe(`Page path or site URL, e.g. "${latest.docsRoot}guides/remote-attestation".`),
      },
      annotations: READ_ONLY,
    },
    async ({path}) => {
      const page = data.pages.resolve(path);
      const markdown = fs.readFileSync(page.file, 'utf8');
      const release = releaseOfRoute(data.releases, page.route);
      const url = `${site}${page.route}`;
      return {
        content: [
          {type: 'text', text: markdown},
          {
            type: 'text',
            text: `Source: ${url}${release ? ` (documentation of ${release.package} ${release.version})` : ''}`,
          },
        ],
        structuredContent: {path: page.route, url, version: release?.version, markdown},
      };
    },
  );

  server.registerTool(
    'get_symbol',
    {
      title: 'Look up an SDK export or context member',
      description:
        `The exact TypeScript signature, description, parameters and reference URL of an export of ${latest.package} ` +
        '(e.g. "useOpenSecret", "OpenSecretProvider", "KVListItem") or of a member of an exported type such as OpenSecretContextType ' +
        '(e.g. "signIn" or "OpenSecretContextType.signIn": what useOpenSecret() returns). ' +
        "The description and parameter notes are the SDK's own doc comments, which do not always say what the shipped code does " +
        '(what it throws, resolves, retries or verifies); where a guide says otherwise, the guide describes the code: read it with get_page.',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1)
          .max(MAX_NAME_LENGTH)
          .describe('Export or member name, e.g. "useOpenSecret", "signIn", "OpenSecretContextType.encryptData".'),
        version,
      },
      annotations: READ_ONLY,
    },
    async ({name, version: requested}) => {
      const release = resolveRelease(data.releases, requested);
      const {matches, suggestions} = findSymbols(release.symbols, name);
      if (matches.length === 0) {
        const hint =
          suggestions.length > 0
            ? ` Did you mean: ${suggestions.join(', ')}?`
            : ' search_docs finds topics and symbols by words.';
        return {
          content: [
            {
              type: 'text',
              text: `No export or member named "${name.slice(0, 80)}" in ${release.package} ${release.version}.${hint}`,
            },
          ],
          isError: true,
        };
      }
      return {
        content: [{type: 'text', text: matches.map((symbol) => formatSymbol(symbol, release, site)).join('\n\n')}],
        structuredContent: {
          package: release.package,
          version: release.version,
          symbols: matches.map((symbol) => ({...symbol, url: `${site}${symbol.url}`})),
        },
      };
    },
  );

  server.registerTool(
    'list_versions',
    {
      title: 'List the documented SDK releases',
      description: `The releases of ${latest.package} these docs cover, and which is the latest (the default of the other tools).`,
      inputSchema: {},
      annotations: READ_ONLY,
    },
    async () => ({
      content: [{type: 'text', text: formatVersions(data.releases, site)}],
      structuredContent: {
        latest: latest.version,
        versions: data.releases.map((release, index) => ({
          version: release.version,
          package: release.package,
          latest: index === 0,
          docsUrl: `${site}${release.docsRoot}`,
          apiUrl: `${site}${release.apiRoot}`,
        })),
      },
    }),
  );

  answerUnknownToolsWithProtocolError(server);
  return server;
}

type RequestHandler = (request: {params?: {name?: unknown}}, extra: unknown) => Promise<unknown>;

/**
 * The MCP SDK (1.32) answers a call of an unknown tool with a tool result flagged isError, as if
 * the tool had run and failed; MCP makes it a JSON-RPC error. Its tools/call handler is wrapped
 * (the SDK keeps its handlers in a private map) so that an unknown name is refused before it.
 */
export function answerUnknownToolsWithProtocolError(server: McpServer): void {
  const handlers = (server.server as unknown as {_requestHandlers?: Map<string, RequestHandler>})._requestHandlers;
  const callTool = handlers?.get('tools/call');
  if (!handlers || !callTool)
    throw new Error('The MCP SDK no longer keeps a tools/call handler where the server wraps it.');
  const names = new Set(
    Object.keys((server as unknown as {_registeredTools: Record<string, unknown>})._registeredTools),
  );
  handlers.set('tools/call', (request, extra) => {
    const name = request.params?.name;
    if (typeof name !== 'string' || !names.has(name)) {
      const shown = typeof name === 'string' ? `"${name.slice(0, 80)}"` : 'without a name';
      // The SDK sends an error's code and message as they are (an McpError would prefix its code).
      const error = Object.assign(new Error(`Unknown tool ${shown}. Tools: ${[...names].join(', ')}.`), {
        code: ErrorCode.InvalidParams,
      });
      return Promise.reject(error);
    }
    return callTool(request, extra);
  });
}
