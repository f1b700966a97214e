/**
 * The editor configurations an editors page gives, read from the page's Markdown copy: under
 * "Add it to your editor", the commands that start the server locally (a `claude mcp add … --`
 * command line or a JSON `command` + `args`); under "Connect by URL", the endpoint URLs (a
 * `claude mcp add --transport http` line or a JSON `url` / `serverUrl`).
 */
export interface LocalConfig {
  kind: 'local';
  editor: string;
  command: string;
  args: string[];
}
export interface RemoteConfig {
  kind: 'remote';
  editor: string;
  url: string;
}
export type EditorConfig = LocalConfig | RemoteConfig;

export const LOCAL_SECTION = 'Add it to your editor';
export const REMOTE_SECTION = 'Connect by URL, without installing';

interface ServerEntry {
  command?: string;
  args?: string[];
  url?: string;
  serverUrl?: string;
}

function fromJson(code: string, editor: string): EditorConfig {
  const parsed = JSON.parse(code) as {mcpServers?: Record<string, ServerEntry>; servers?: Record<string, ServerEntry>};
  const entries = Object.values(parsed.mcpServers ?? parsed.servers ?? {});
  if (entries.length !== 1)
    throw new Error(`${editor}: expected one server in the configuration, found ${entries.length}.`);
  const [entry] = entries;
  const url = entry.url ?? entry.serverUrl;
  if (url) return {kind: 'remote', editor, url};
  if (!entry.command) throw new Error(`${editor}: the configuration has neither a command nor a URL.`);
  return {kind: 'local', editor, command: entry.command, args: entry.args ?? []};
}

function fromClaudeCommand(line: string, editor: string): EditorConfig {
  const words = line.trim().split(/\s+/);
  if (words.slice(0, 3).join(' ') !== 'claude mcp add')
    throw new Error(`${editor}: not a claude mcp add command: ${line}`);
  const separator = words.indexOf('--');
  if (separator >= 0) return {kind: 'local', editor, command: words[separator + 1], args: words.slice(separator + 2)};
  if (words.includes('--transport') && words[words.indexOf('--transport') + 1] === 'http') {
    return {kind: 'remote', editor, url: words[words.length - 1]};
  }
  throw new Error(`${editor}: a claude mcp add command without a server: ${line}`);
}

/** Every configuration in the two sections, labelled with the editor (its heading or the sentence before it). */
export function editorConfigs(markdown: string): EditorConfig[] {
  const configs: EditorConfig[] = [];
  let section = '';
  let label = '';
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      if (heading[1] === '##') section = heading[2];
      label = heading[1] === '###' ? heading[2] : '';
      continue;
    }
    const editorSentence = /^For ([A-Z][\w ]+?)[,:]/.exec(line);
    if (editorSentence) label = editorSentence[1];
    const fence = /^```(\w+)/.exec(line);
    if (!fence || (section !== LOCAL_SECTION && section !== REMOTE_SECTION)) continue;
    const end = lines.indexOf('```', index + 1);
    const code = lines.slice(index + 1, end).join('\n');
    index = end;
    const editor = label || `${section}, block ${configs.length + 1}`;
    if (fence[1] === 'json') configs.push(fromJson(code, editor));
    else if (fence[1] === 'bash') configs.push(fromClaudeCommand(code, editor));
  }
  return configs;
}

/** `config` with the site's URL replaced by another origin (the loopback server that stands in for the site). */
export function pointedAt(config: EditorConfig, siteUrl: string, origin: string): EditorConfig {
  const move = (value: string) => (value.startsWith(siteUrl) ? origin + value.slice(siteUrl.length) : value);
  return config.kind === 'remote'
    ? {...config, url: move(config.url)}
    : {...config, command: move(config.command), args: config.args.map(move)};
}
