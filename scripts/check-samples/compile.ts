/**
 * Type-checks virtual sample modules in one TypeScript program (compiler API, strict) and
 * returns the diagnostics at their Markdown positions.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {displayPath, type SampleDiagnostic} from './diagnostics';
import {mapPosition, type VirtualModule} from './virtual-module';

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

/** The directory this site (and its node_modules) lives in: the fallback for module resolution. */
export const TOOL_SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function compilerOptions(root: string): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, root);
  if (errors.length > 0) {
    throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  }
  return options;
}

/** Compiles the modules (keyed by absolute file name); diagnostics name files relative to `root`. */
export function compile(root: string, modules: ReadonlyMap<string, VirtualModule>): SampleDiagnostic[] {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const virtual = (fileName: string) => modules.get(path.resolve(fileName));

  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const module = virtual(fileName);
    if (module) return ts.createSourceFile(fileName, module.text, languageVersion);
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  host.fileExists = (fileName) => Boolean(virtual(fileName)) || fileExists(fileName);
  host.readFile = (fileName) => virtual(fileName)?.text ?? readFile(fileName);

  // Imports resolve from the Markdown file's directory up (the site's node_modules). A root
  // without node_modules (a fixture site elsewhere) falls back to the node_modules of this site.
  const cache = ts.createModuleResolutionCache(
    host.getCurrentDirectory(),
    (fileName) => host.getCanonicalFileName(fileName),
    options,
  );
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
