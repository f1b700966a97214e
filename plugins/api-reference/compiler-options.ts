/**
 * The TypeScript program TypeDoc reads for a release: its declaration entry alone, with these
 * compiler options. Given to TypeDoc directly, so no tsconfig file is needed per release.
 */
import ts from 'typescript';

/** tsconfig.json `compilerOptions`, in JSON form. */
export const TYPEDOC_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM'],
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
} as const;

/** The options as the TypeScript API takes them (lib names become file names, enums numbers). */
export function compilerOptions(baseDir: string): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(TYPEDOC_COMPILER_OPTIONS, baseDir);
  if (errors.length) {
    const text = errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('\n');
    throw new Error(`plugins/api-reference/compiler-options.ts: invalid compiler options:\n${text}`);
  }
  return options;
}
