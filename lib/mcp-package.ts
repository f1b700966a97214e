/**
 * Where the site serves the docs MCP server: the packed package (a tarball `npx` installs from
 * its URL) under /packages/, by its version and by a name that always means the latest, and the
 * remote endpoint (MCP's Streamable HTTP transport) at /mcp. Read by the build (the editors
 * pages, the packing step), nginx's tests and the MCP server's own tests.
 */

/** The package's npm name, once it is published to the registry. */
export const MCP_PACKAGE_NAME = '@opensecret/react-docs-mcp';
/** The command the package installs. */
export const MCP_BIN = 'opensecret-docs-mcp';
/** The folder of the build (and URL path under the base URL) holding the tarballs. */
export const MCP_PACKAGES_DIR = 'packages';
/** The tarball name `npm pack` gives a scoped package: `@scope/name` → `scope-name-<version>.tgz`. */
const TARBALL_STEM = MCP_PACKAGE_NAME.replace(/^@/, '').replace('/', '-');
/** The version part of the tarball name that always means the latest build. */
export const MCP_LATEST_TAG = 'latest';
/** The path of the remote endpoint under the base URL. */
export const MCP_ENDPOINT_PATH = 'mcp';

/** `opensecret-react-docs-mcp-<version>.tgz`; `version` may be MCP_LATEST_TAG. */
export const mcpTarballName = (version: string): string => `${TARBALL_STEM}-${version}.tgz`;

export interface McpUrls {
  /** The tarball of this exact version: its content never changes. */
  versioned: string;
  /** The tarball of the newest version the site serves: what the editors pages install. */
  latest: string;
  /** The remote endpoint. */
  endpoint: string;
}

/** The URLs of the server on a site, from the site's URL and base URL (as in docusaurus.config.ts). */
export function mcpUrls(siteUrl: string, baseUrl: string, version: string): McpUrls {
  const root = `${siteUrl.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`.replace(/\/?$/, '/');
  return {
    versioned: `${root}${MCP_PACKAGES_DIR}/${mcpTarballName(version)}`,
    latest: `${root}${MCP_PACKAGES_DIR}/${mcpTarballName(MCP_LATEST_TAG)}`,
    endpoint: `${root}${MCP_ENDPOINT_PATH}`,
  };
}
