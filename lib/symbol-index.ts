/**
 * The format of a release's symbol index (build/mcp/symbols/<version>.json), written by the
 * api-reference plugin (symbols.ts) and read by the docs MCP server (mcp/). Free of imports, so
 * the server does not load TypeDoc.
 */

/** Bumped when the shape of the file changes. */
export const SYMBOL_INDEX_FORMAT = 1;
/** Where, inside the build output, the symbol index of each release is written: mcp/symbols/<version>.json. */
export const SYMBOL_INDEX_DIR = 'mcp/symbols';
/**
 * Where, inside Docusaurus's generated files (`.docusaurus/`), the api-reference plugin writes the
 * same indexes when it starts, before the docs are compiled: the code blocks' hovers link to them.
 */
export const GENERATED_SYMBOL_INDEX_DIR = 'api-symbols';

export type SymbolKind = 'function' | 'type alias' | 'variable' | 'interface' | 'member';

export interface SymbolParameter {
  name: string;
  type: string;
  optional: boolean;
  description: string;
}

export interface SdkSymbol {
  /** `useOpenSecret`, or `OpenSecretContextType.signIn` for a member. */
  name: string;
  kind: SymbolKind;
  /** The exported type a member belongs to. */
  parent?: string;
  /** TypeScript text: `function useOpenSecret(): OpenSecretContextType`, `signIn: (email: string, password: string) => Promise<void>`. */
  signature: string;
  /** Markdown. */
  description: string;
  parameters: SymbolParameter[];
  returns?: {type: string; description: string};
  deprecated?: string;
  /** URL path of the reference page, with the member's anchor: /docs/api/type-aliases/OpenSecretContextType#signin. */
  url: string;
}

export interface SymbolIndex {
  format: typeof SYMBOL_INDEX_FORMAT;
  package: string;
  version: string;
  /** URL path of this release's docs and of its API reference. */
  docsRoot: string;
  apiRoot: string;
  symbols: SdkSymbol[];
}
