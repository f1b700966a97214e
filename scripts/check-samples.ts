/**
 * Type-checks the TypeScript samples in the documentation against the real SDK types.
 *
 * Every ```ts / ```tsx block in docs/**\/*.md(x) (except the generated docs/api/**) and in
 * src/pages/**\/*.md(x) becomes a virtual module next to its Markdown file; all of them are
 * compiled in ONE TypeScript program (strict) and errors are reported at their position in
 * the Markdown file:
 *
 *   docs/guides/x.mdx:12:7 - error TS2339: Property 'fetchEverything' does not exist on ...
 *
 * Fence meta understood here:
 *   nocheck        the block is not compiled (reported in the summary)
 *   sdk="1.5.4"    the block is compiled against @opensecret/react@1.5.4 (npm alias
 *                  `opensecret-react-1.5`): its '@opensecret/react' imports are rewritten
 * Lines above a `// ---cut---` line are compiled too; plugins/remark-hidden-setup.ts hides them.
 *
 * Markdown is parsed with the same parser stack Docusaurus uses (remark-parse + remark-mdx +
 * remark-frontmatter + remark-directive + remark-gfm), so fences inside lists, admonitions,
 * JSX (<Tabs>) and block quotes, ~~~ fences and 4+ backtick fences are all found.
 *
 * Usage: tsx scripts/check-samples.ts [--root <site dir>] [path | dir | glob ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {SDK_PACKAGE, SDK_VERSION} from '../src/constants';

/** Fence languages that are compiled, and the extension of their virtual module. */
const SAMPLE_LANGS: Record<string, '.ts' | '.tsx'> = {ts: '.ts', typescript: '.ts', tsx: '.tsx'};

/** SDK versions a sample may ask for with `sdk="…"`, and the package name that provides it. */
export const SDK_ALIASES: Readonly<Record<string, string>> = {
  [SDK_VERSION]: SDK_PACKAGE,
  '1.5.4': 'opensecret-react-1.5',
};

/** Markdown sets checked when no paths are given (relative to the site root). */
export const DEFAULT_PATTERNS = ['docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'];
/** Never checked when found through a directory or a glob: the generated API reference. */
export const EXCLUDED_PATTERNS = ['docs/api/**'];

const MARKDOWN_EXTENSIONS = new Set(['.md', '.mdx']);

/** The directory this site (and its node_modules) lives in: the fallback for module resolution. */
const TOOL_SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Sample {
  /** Markdown file, absolute. */
  file: string;
  /** 1-based position of the block among the file's ts/tsx blocks. */
  index: number;
  lang: string;
  meta: string | null;
  /** Parsed fence meta: `key="value"` pairs and bare flags (value `true`). */
  attributes: Record<string, string | true>;
  /** Block content, line endings normalised to \n. */
  code: string;
  /** 1-based line of the opening fence in the Markdown file. */
  fenceLine: number;
  /** 1-based column of the opening fence. */
  fenceColumn: number;
  /** For each line of `code`, how many characters precede it in the Markdown line (indentation, `> `). */
  columnOffsets: number[];
  nocheck: boolean;
  /** Value of the `sdk` meta, if any. */
  sdk?: string;
}

export interface SampleDiagnostic {
  /** Path relative to the site root, with forward slashes (absolute if there is no file). */
  file: string;
  line: number;
  col: number;
  /** `TS2339`, or `MDX` for a Markdown parse error, `SAMPLE` for a bad fence meta. */
  code: string;
  message: string;
  category: 'error' | 'warning';
}

export interface CheckOptions {
  /** Site root: diagnostics name files relative to it; its node_modules resolves imports. */
  root?: string;
}

export interface CheckResult {
  diagnostics: SampleDiagnostic[];
  /** Samples that were compiled. */
  checked: Sample[];
  /** Samples with `nocheck`. */
  skipped: Sample[];
  /** Markdown files read. */
  files: string[];
}

/** Thrown by extractSamples when the Markdown (MDX) cannot be parsed. */
export class MarkdownParseError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(message);
    this.name = 'MarkdownParseError';
  }
}

// ---------------------------------------------------------------------------------------------
// Markdown

/** `title="a b" {2-3} nocheck sdk="1.5.4"` -> {title: 'a b', nocheck: true, sdk: '1.5.4'}. */
export function parseFenceMeta(meta: string | null | undefined): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  if (!meta) return attributes;
  const token = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?|"[^"]*"|'[^']*'|\{[^}]*\}|\S+/g;
  for (const match of meta.matchAll(token)) {
    const [, name, dq, sq, bare] = match;
    if (name) attributes[name] = dq ?? sq ?? bare ?? true;
  }
  return attributes;
}

/** Which parser Docusaurus uses for the file: `format:` in front matter, else MDX (the site default). */
function markdownFormat(markdown: string, file: string): 'md' | 'mdx' {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  const format = frontMatter && /^format:\s*['"]?(md|mdx|detect)['"]?\s*$/m.exec(frontMatter[1])?.[1];
  if (format === 'md' || format === 'mdx') return format;
  if (format === 'detect') return path.extname(file) === '.mdx' ? 'mdx' : 'md';
  return 'mdx';
}

function parseMarkdown(markdown: string, format: 'md' | 'mdx'): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor.parse(markdown);
}

/**
 * The ts/tsx code blocks of a Markdown (MDX) document, in order, including `nocheck` ones.
 * `file` is recorded on each sample (and used in parse errors). Throws MarkdownParseError.
 */
export function extractSamples(markdown: string, file: string): Sample[] {
  const sourceLines = markdown.split(/\r\n|\r|\n/);
  const samples: Sample[] = [];
  collectSamples(markdown, markdownFormat(markdown, file), 0, file, sourceLines, samples);
  return samples;
}

function collectSamples(
  markdown: string,
  format: 'md' | 'mdx',
  lineOffset: number,
  file: string,
  sourceLines: string[],
  samples: Sample[],
): void {
  let tree: Root;
  try {
    tree = parseMarkdown(markdown, format);
  } catch (error) {
    const place = error as {message?: string; reason?: string; line?: number; column?: number};
    const reason = place.reason ?? place.message ?? String(error);
    // Some micromark errors carry no position but name it in the text: `(7:1-7:7)`.
    const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    const line = place.line ?? (named ? Number(named[1]) : 1);
    const column = place.column ?? (named ? Number(named[2]) : 1);
    throw new MarkdownParseError(reason, file, line + lineOffset, column);
  }
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start;
    if (!start) return;
    const fenceLine = start.line + lineOffset;
    // Docusaurus unwraps ```mdx-code-block fences before parsing: their content is Markdown.
    if (node.lang === 'mdx-code-block') {
      collectSamples(node.value, 'mdx', fenceLine, file, sourceLines, samples);
      return;
    }
    const lang = node.lang ?? '';
    if (!(lang in SAMPLE_LANGS)) return;
    const code = node.value.replace(/\r\n?/g, '\n');
    const attributes = parseFenceMeta(node.meta);
    const columnOffsets = code.split('\n').map((line, i) => {
      const source = sourceLines[fenceLine + i] ?? '';
      return line !== '' && source.endsWith(line) ? source.length - line.length : 0;
    });
    const sdk = attributes.sdk;
    samples.push({
      file,
      index: samples.length + 1,
      lang,
      meta: node.meta ?? null,
      attributes,
      code,
      fenceLine,
      fenceColumn: start.column,
      columnOffsets,
      nocheck: attributes.nocheck === true,
      ...(sdk === undefined ? {} : {sdk: sdk === true ? '' : sdk}),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Virtual modules

interface Replacement {
  /** Offsets in the original code. */
  start: number;
  end: number;
  /** Offsets in the virtual module. */
  virtualStart: number;
  virtualEnd: number;
}

interface VirtualModule {
  fileName: string;
  text: string;
  sample: Sample;
  replacements: Replacement[];
  /** Start offset of each line in the original code. */
  lineStarts: number[];
}

/** Rewrites `@opensecret/react` (and subpaths) in import/export/import() specifiers. */
function rewriteSdkSpecifiers(code: string, target: string): {text: string; replacements: Replacement[]} {
  if (target === SDK_PACKAGE) return {text: code, replacements: []};
  const imports = ts
    .preProcessFile(code, true, true)
    .importedFiles.filter((ref) => ref.fileName === SDK_PACKAGE || ref.fileName.startsWith(`${SDK_PACKAGE}/`))
    .sort((a, b) => a.pos - b.pos);
  let text = '';
  let cursor = 0;
  const replacements: Replacement[] = [];
  for (const ref of imports) {
    // `pos` is the opening quote of the string literal (TypeScript 5.x); allow for either.
    const start = code.startsWith(SDK_PACKAGE, ref.pos) ? ref.pos : ref.pos + 1;
    const end = start + SDK_PACKAGE.length;
    if (start < cursor || code.slice(start, end) !== SDK_PACKAGE) continue;
    text += code.slice(cursor, start);
    const virtualStart = text.length;
    text += target;
    replacements.push({start, end, virtualStart, virtualEnd: text.length});
    cursor = end;
  }
  return {text: text + code.slice(cursor), replacements};
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function toVirtualModule(sample: Sample, target: string): VirtualModule {
  const {text, replacements} = rewriteSdkSpecifiers(sample.code, target);
  const fileName = `${sample.file}.__sample_${sample.index}${SAMPLE_LANGS[sample.lang]}`;
  const probe = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false);
  const moduleText = ts.isExternalModule(probe) ? text : `${text}\nexport {};\n`;
  return {fileName, text: moduleText, sample, replacements, lineStarts: lineStartsOf(sample.code)};
}

/** Position in the virtual module -> 1-based line and column in the Markdown file. */
function mapPosition(module: VirtualModule, virtualOffset: number): {line: number; col: number} {
  let offset = virtualOffset;
  for (let i = module.replacements.length - 1; i >= 0; i--) {
    const r = module.replacements[i];
    if (virtualOffset >= r.virtualEnd) {
      offset = r.end + (virtualOffset - r.virtualEnd);
      break;
    }
    if (virtualOffset >= r.virtualStart) {
      offset = r.start + Math.min(virtualOffset - r.virtualStart, r.end - r.start);
      break;
    }
  }
  offset = Math.min(offset, module.sample.code.length);
  let line = module.lineStarts.length - 1;
  while (line > 0 && module.lineStarts[line] > offset) line--;
  const character = offset - module.lineStarts[line];
  return {
    line: module.sample.fenceLine + 1 + line,
    col: character + 1 + (module.sample.columnOffsets[line] ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Compiler

export const COMPILER_OPTIONS = {
  strict: true,
  jsx: 'react-jsx',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  target: 'ES2022',
  lib: ['DOM', 'ES2022'],
  skipLibCheck: true,
  noEmit: true,
  types: [] as string[],
};

function compilerOptions(root: string): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, root);
  if (errors.length > 0) {
    throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  }
  return options;
}

function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Reads the Markdown files, extracts their samples and type-checks all of them in one program.
 * Diagnostics are sorted by file, line and column.
 */
export function checkSamples(files: readonly string[], options: CheckOptions = {}): CheckResult {
  const root = path.resolve(options.root ?? process.cwd());
  const absoluteFiles = files.map((file) => path.resolve(root, file));
  const diagnostics: SampleDiagnostic[] = [];
  const checked: Sample[] = [];
  const skipped: Sample[] = [];
  const modules = new Map<string, VirtualModule>();

  for (const file of absoluteFiles) {
    let samples: Sample[];
    try {
      samples = extractSamples(fs.readFileSync(file, 'utf8'), file);
    } catch (error) {
      if (!(error instanceof MarkdownParseError)) throw error;
      diagnostics.push({
        file: displayPath(root, file),
        line: error.line,
        col: error.col,
        code: 'MDX',
        message: `cannot parse Markdown: ${error.message}`,
        category: 'error',
      });
      continue;
    }
    for (const sample of samples) {
      if (sample.nocheck) {
        skipped.push(sample);
        continue;
      }
      let target = SDK_PACKAGE;
      if (sample.sdk !== undefined) {
        const alias = SDK_ALIASES[sample.sdk];
        if (!alias) {
          diagnostics.push({
            file: displayPath(root, file),
            line: sample.fenceLine,
            col: sample.fenceColumn,
            code: 'SAMPLE',
            message: `unknown sdk="${sample.sdk}" (known: ${Object.keys(SDK_ALIASES).join(', ')})`,
            category: 'error',
          });
          continue;
        }
        target = alias;
      }
      checked.push(sample);
      const module = toVirtualModule(sample, target);
      modules.set(path.resolve(module.fileName), module);
    }
  }

  if (modules.size > 0) diagnostics.push(...compile(root, modules));

  diagnostics.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.col - b.col,
  );
  return {diagnostics, checked, skipped, files: absoluteFiles};
}

function compile(root: string, modules: Map<string, VirtualModule>): SampleDiagnostic[] {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const virtual = (fileName: string) => modules.get(path.resolve(fileName));

  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const module = virtual(fileName);
    if (module) return ts.createSourceFile(fileName, module.text, languageVersion);
    return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
  };
  host.fileExists = (fileName) => Boolean(virtual(fileName)) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual(fileName)?.text ?? readFile.call(host, fileName);

  // Imports resolve from the Markdown file's directory up (the site's node_modules). A root
  // without node_modules (a fixture site elsewhere) falls back to the node_modules of this site.
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, options);
  const fallbackContainingFile = path.join(TOOL_SITE_ROOT, '__check_samples__.tsx');
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOpts, sourceFile) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(sourceFile, literal, compilerOpts);
      const resolve = (from: string) =>
        ts.resolveModuleName(literal.text, from, compilerOpts, host, cache, redirectedReference, mode);
      const resolved = resolve(containingFile);
      if (resolved.resolvedModule || !virtual(containingFile)) return resolved;
      const fallback = resolve(fallbackContainingFile);
      return fallback.resolvedModule ? fallback : resolved;
    });

  const rootNames = [...modules.values()].map((module) => module.fileName);
  const program = ts.createProgram({rootNames, options, host});

  const found: ts.Diagnostic[] = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const module of modules.values()) {
    const sourceFile = program.getSourceFile(module.fileName);
    if (!sourceFile) continue;
    found.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile));
  }

  return found.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const code = `TS${diagnostic.code}`;
    const category = diagnostic.category === ts.DiagnosticCategory.Warning ? 'warning' : 'error';
    const module = diagnostic.file && virtual(diagnostic.file.fileName);
    if (module) {
      const {line, col} = mapPosition(module, diagnostic.start ?? 0);
      return {file: displayPath(root, module.sample.file), line, col, code, message, category};
    }
    if (diagnostic.file) {
      const position = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const file = displayPath(root, diagnostic.file.fileName);
      return {file, line: position.line + 1, col: position.character + 1, code, message, category};
    }
    return {file: '', line: 0, col: 0, code, message, category};
  });
}

/** `docs/guides/x.mdx:12:7 - error TS2339: message` (continuation lines indented). */
export function formatDiagnostic(diagnostic: SampleDiagnostic): string {
  const where = diagnostic.file ? `${diagnostic.file}:${diagnostic.line}:${diagnostic.col} - ` : '';
  const message = diagnostic.message.replace(/\n/g, '\n    ');
  return `${where}${diagnostic.category} ${diagnostic.code}: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// Files

/** Minimal glob: `**`, `*`, `?`, `{a,b}`, `[…]`; matched against /-separated relative paths. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const segmentStart = i === 0 || glob[i - 1] === '/';
      const segmentEnd = i + 2 === glob.length || glob[i + 2] === '/';
      if (segmentStart && segmentEnd) {
        source += glob[i + 2] === '/' ? '(?:[^/]+/)*' : '.*';
        i += glob[i + 2] === '/' ? 2 : 1;
        continue;
      }
      source += '[^/]*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else if (char === '[') {
      const close = glob.indexOf(']', i + 1);
      if (close === -1) source += '\\[';
      else {
        source += `[${glob.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else source += char.replace(/[.+^$()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const hasGlobChars = (segment: string) => /[*?[\]{}]/.test(segment);

function walkMarkdown(directory: string, found: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(directory, {withFileTypes: true});
  } catch {
    return found;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walkMarkdown(full, found);
    else if (entry.isFile() && MARKDOWN_EXTENSIONS.has(path.extname(entry.name))) found.push(full);
  }
  return found;
}

/** Markdown files matched by a glob, a directory (recursively) or a file, resolved against `base`. */
function expand(pattern: string, base: string): {files: string[]; explicit: boolean} {
  const segments = pattern.split(/[\\/]/);
  const firstGlob = segments.findIndex(hasGlobChars);
  if (firstGlob === -1) {
    const target = path.resolve(base, pattern);
    if (!fs.existsSync(target)) return {files: [], explicit: true};
    return fs.statSync(target).isDirectory()
      ? {files: walkMarkdown(target), explicit: false}
      : {files: [target], explicit: true};
  }
  const staticPart = segments.slice(0, firstGlob).join('/');
  const directory = path.resolve(base, staticPart === '' && pattern.startsWith('/') ? '/' : staticPart);
  const matcher = globToRegExp(segments.slice(firstGlob).join('/'));
  const files = walkMarkdown(directory).filter((file) =>
    matcher.test(path.relative(directory, file).split(path.sep).join('/')),
  );
  return {files, explicit: false};
}

/**
 * The Markdown files to check. Without patterns: DEFAULT_PATTERNS under `root`. Paths and globs
 * are resolved against `cwd`. Files found through a glob or directory under `root`'s
 * EXCLUDED_PATTERNS are dropped; a file named explicitly is always kept.
 * Returns the files and the patterns that matched nothing.
 */
export function resolveMarkdownFiles(
  patterns: readonly string[],
  root: string,
  cwd: string = process.cwd(),
): {files: string[]; unmatched: string[]} {
  const useDefaults = patterns.length === 0;
  const excluded = EXCLUDED_PATTERNS.map(globToRegExp);
  const files = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of useDefaults ? DEFAULT_PATTERNS : patterns) {
    const {files: matched, explicit} = expand(pattern, useDefaults ? root : cwd);
    const kept = explicit
      ? matched
      : matched.filter((file) => {
          const relative = displayPath(root, file);
          return !excluded.some((regexp) => regexp.test(relative));
        });
    if (kept.length === 0 && !useDefaults) unmatched.push(pattern);
    for (const file of kept) files.add(file);
  }
  return {files: [...files], unmatched};
}

// ---------------------------------------------------------------------------------------------
// CLI

const USAGE = `Usage: tsx scripts/check-samples.ts [--root <site dir>] [path | directory | glob ...]

Type-checks the ts/tsx code blocks of the site's Markdown against the real SDK types.
Without paths: ${DEFAULT_PATTERNS.join(', ')} (excluding ${EXCLUDED_PATTERNS.join(', ')}).
Paths and globs are relative to the current directory; quote globs so the shell leaves them alone.`;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function summary(result: CheckResult, root: string): string {
  const sampleFiles = new Set(result.checked.map((sample) => sample.file));
  const skipped =
    result.skipped.length === 0
      ? '0 skipped'
      : `${result.skipped.length} skipped: ${result.skipped
          .map((sample) => `${displayPath(root, sample.file)}:${sample.fenceLine}`)
          .join(', ')}`;
  return `checked ${plural(result.checked.length, 'sample')} in ${plural(sampleFiles.size, 'file')} (${skipped})`;
}

/** Runs the CLI; returns the exit code. */
export function main(argv: readonly string[], out = console.log, err = console.error): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {root: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    });
  } catch (error) {
    err(`check:samples: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    out(USAGE);
    return 0;
  }
  const cwd = process.cwd();
  const root = path.resolve(cwd, parsed.values.root ?? '.');
  const patterns = parsed.positionals;
  const {files, unmatched} = resolveMarkdownFiles(patterns, root, cwd);
  for (const pattern of unmatched) err(`check:samples: no Markdown files match ${pattern}`);
  if (unmatched.length > 0) return 1;

  const result = checkSamples(files, {root});
  const where = patterns.length > 0 ? patterns.join(' ') : DEFAULT_PATTERNS.join(', ');
  if (result.checked.length + result.skipped.length === 0 && result.diagnostics.length === 0) {
    err(`check:samples: found no ts/tsx samples in ${plural(files.length, 'Markdown file')} (${where})`);
    return 1;
  }
  if (result.diagnostics.length > 0) {
    for (const diagnostic of result.diagnostics) err(formatDiagnostic(diagnostic));
    const errors = result.diagnostics.filter((d) => d.category === 'error').length;
    err(`\ncheck:samples: ${plural(errors, 'error')}; ${summary(result, root)}`);
    return errors > 0 ? 1 : 0;
  }
  out(`check:samples: ${summary(result, root)}`);
  return 0;
}

function isDirectRun(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const strip = (file: string) => {
    const real = fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file);
    return real.replace(/\.[cm]?[jt]s$/, '');
  };
  return strip(entry) === strip(fileURLToPath(import.meta.url));
}

if (isDirectRun()) {
  process.exitCode = main(process.argv.slice(2));
}
