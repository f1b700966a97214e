/**
 * Test helper: starts a docs MCP server as a child process and connects the MCP SDK's own
 * client to it over stdio, timing the connection; `text` joins a tool result's text content.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

export interface Connected {
  client: Client;
  /** Milliseconds from spawning the process to a completed MCP initialize. */
  startupMs: number;
  stderr: () => string;
}

export async function connectServer(command: string, args: readonly string[], cwd: string): Promise<Connected> {
  const started = performance.now();
  const transport = new StdioClientTransport({command, args: [...args], cwd, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, startupMs: performance.now() - started, stderr: () => stderr};
}

export interface ToolResult {
  content: {type: string; text?: string}[];
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

/** Calls a tool; the result as a plain tool result. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}

export function text(result: ToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('\n');
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
