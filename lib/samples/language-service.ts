/**
 * One TypeScript language service over many samples: each sample is a module of its own
 * (`<markdown file>.__sample_<n>.tsx`), all of them in one program, so the SDK's, React's and the
 * DOM's types are read and checked once for all samples of a release, not once per sample. Files
 * can be replaced (a guide edited under `docusaurus start`); the service then updates incrementally.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/** The compiler options every sample is checked with (strict), as tsconfig JSON. */
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
  // Each sample is a module, with or without imports, so top-level names of samples never clash.
  moduleDetection: 'force',
};

/** The directory this site (and its node_modules) lives in: the fallback for module resolution. */
export const TOOL_SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** COMPILER_OPTIONS as compiler options, plus `extra` (a release's `paths`, a sample's flags). */
export function compilerOptions(root: string, extra: ts.CompilerOptions = {}): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, root);
  if (errors.length > 0) {
    throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  }
  return {...options, ...extra};
}

/** Parsed library and package files, shared by every SampleService of the process. */
const REGISTRY = ts.createDocumentRegistry();

export class SampleService {
  readonly service: ts.LanguageService;
  private readonly files = new Map<string, {text: string; version: number}>();
  private projectVersion = 0;

  constructor(root: string, options: ts.CompilerOptions) {
    const moduleCache = ts.createModuleResolutionCache(root, (fileName) => fileName, options);
    // Imports resolve from the Markdown file's directory up (the site's node_modules). A root
    // without node_modules (a fixture site elsewhere) falls back to the node_modules of this site.
    const fallbackContainingFile = path.join(TOOL_SITE_ROOT, '__check_samples__.tsx');
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getProjectVersion: () => String(this.projectVersion),
      getScriptFileNames: () => [...this.files.keys()],
      getScriptVersion: (fileName) => String(this.files.get(fileName)?.version ?? 0),
      getScriptSnapshot: (fileName) => {
        const text = this.files.get(fileName)?.text ?? ts.sys.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getDefaultLibFileName: (opts) => ts.getDefaultLibFilePath(opts),
      fileExists: (fileName) => this.files.has(fileName) || ts.sys.fileExists(fileName),
      readFile: (fileName, encoding) => this.files.get(fileName)?.text ?? ts.sys.readFile(fileName, encoding),
      readDirectory: (...args) => ts.sys.readDirectory(...args),
      directoryExists: (directory) => ts.sys.directoryExists(directory),
      getDirectories: (directory) => ts.sys.getDirectories(directory),
      realpath: (fileName) => ts.sys.realpath?.(fileName) ?? fileName,
      resolveModuleNameLiterals: (literals, containingFile, redirectedReference, opts, sourceFile) =>
        literals.map((literal) => {
          const mode = ts.getModeForUsageLocation(sourceFile, literal, opts);
          const resolve = (from: string) =>
            ts.resolveModuleName(literal.text, from, opts, host, moduleCache, redirectedReference, mode);
          const resolved = resolve(containingFile);
          if (resolved.resolvedModule || !this.files.has(containingFile)) return resolved;
          const fallback = resolve(fallbackContainingFile);
          return fallback.resolvedModule ? fallback : resolved;
        }),
    };
    this.service = ts.createLanguageService(host, REGISTRY);
  }

  /** Adds a sample module, or replaces its text. */
  set(fileName: string, text: string): void {
    const known = this.files.get(fileName);
    if (known?.text === text) return;
    this.files.set(fileName, {text, version: (known?.version ?? 0) + 1});
    this.projectVersion++;
  }

  has(fileName: string): boolean {
    return this.files.has(fileName);
  }

  /** The program with every sample module in it. */
  program(): ts.Program {
    const program = this.service.getProgram();
    if (!program) throw new Error('the TypeScript language service has no program');
    return program;
  }
}
