/**
 * The preview's module loader: each sample of the page is compiled on demand (Sucrase: TypeScript
 * and JSX stripped, imports turned into `require`, line numbers kept), evaluated once per run, and
 * may import the packages the frame provides and the page's other samples (`./Notes` is the
 * page's sample titled `src/Notes.tsx`, as in the samples project). An error names the sample and
 * the line the reader sees, or says it is in the setup the page hides.
 */
import {transform} from 'sucrase';
import {declaredValues, exportsName} from '../../../lib/run-table';
import type {ErrorPlace, RunModule} from '../protocol';

/** Where evaluated samples say they come from, in stack traces: `runner:///src/Notes.tsx`. */
export const SOURCE_PREFIX = 'runner:///';

/** A compile or run error with its place in a sample. */
export class SampleError extends Error {
  constructor(
    message: string,
    readonly place: ErrorPlace | undefined,
    /** `compile`: the sample does not compile; `runtime`: it threw, or an import is missing. */
    readonly phase: 'compile' | 'runtime' = 'runtime',
  ) {
    super(message);
    this.name = 'SampleError';
  }
}

const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length - 1);

/** The place of line `line` (1-based, of the hidden setup and code together) in `module`. */
export function placeIn(module: RunModule, line: number, column: number): ErrorPlace {
  const hiddenLines = lineCount(module.hidden);
  return line > hiddenLines
    ? {title: module.title, line: line - hiddenLines, column, hidden: false}
    : {title: module.title, line, column, hidden: true};
}

/** The first place in a sample that an error's stack names, if any. */
export function placeOfError(error: unknown, modules: readonly RunModule[]): ErrorPlace | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const at = new RegExp(`${SOURCE_PREFIX.replace(/[/.]/g, '\\$&')}([^\\s:)]+):(\\d+):(\\d+)`).exec(stack);
  if (!at) return undefined;
  const module = modules.find((candidate) => candidate.title === at[1]);
  return module ? placeIn(module, Number(at[2]), Number(at[3])) : undefined;
}

/** The JavaScript of a sample, or a SampleError at the line that does not compile. */
export function compileModule(module: RunModule): string {
  // `import.meta` is not valid outside an ES module: the sample reads the env it is given.
  const source = (module.hidden + module.code).replace(/\bimport\.meta\b/g, '__importMeta');
  try {
    return transform(source, {
      transforms: module.lang === 'tsx' ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: module.title,
    }).code;
  } catch (error) {
    const loc = (error as {loc?: {line: number; column: number}}).loc;
    const message = (error instanceof Error ? error.message : String(error))
      .replace(/^Error transforming [^:]+: /, '')
      .replace(/ \(\d+:\d+\)$/, '');
    throw new SampleError(message, loc ? placeIn(module, loc.line, loc.column) : undefined, 'compile');
  }
}

/** The directory part of a title, `src/testing/` for `src/testing/Fake.tsx`. */
const directoryOf = (title: string): string => title.slice(0, title.lastIndexOf('/') + 1);

/** The page sample an import of `./name` from `from` means, if the page has it. */
export function siblingOf(name: string, from: RunModule, modules: readonly RunModule[]): RunModule | undefined {
  if (!name.startsWith('./') && !name.startsWith('../')) return undefined;
  const parts = (directoryOf(from.title) + name).split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '.' || part === '') continue;
    if (part === '..') resolved.pop();
    else resolved.push(part);
  }
  const path = resolved.join('/');
  return modules.find((module) => [path, `${path}.tsx`, `${path}.ts`].includes(module.title));
}

/** Evaluates a run's samples on demand; `exportsOf` gives a sample's exports, evaluated once. */
export class ModuleLoader {
  readonly #exports = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly modules: readonly RunModule[],
    private readonly packages: Readonly<Record<string, unknown>>,
    private readonly importMeta: {env: Record<string, string>},
  ) {}

  exportsOf(title: string): Record<string, unknown> {
    const known = this.#exports.get(title);
    if (known) return known;
    const module = this.modules.find((candidate) => candidate.title === title);
    if (!module) throw new SampleError(`the page has no sample titled ${title}`, undefined);
    const exports: Record<string, unknown> = {};
    this.#exports.set(title, exports);
    const code = compileModule(module);
    const require = (name: string): unknown => {
      if (Object.hasOwn(this.packages, name)) return this.packages[name];
      const sibling = siblingOf(name, module, this.modules);
      if (sibling) return this.exportsOf(sibling.title);
      throw new SampleError(`${title} imports ${name}, which the preview does not provide`, undefined);
    };
    // What the hidden setup only declares, the page's sample that exports it gives (as in the samples project).
    const declared = declaredValues(module.hidden);
    const provided = declared.map((name) => {
      const provider = this.modules.find((other) => other !== module && exportsName(other.code, name));
      if (!provider) throw new SampleError(`${title} needs ${name}, which no sample of the page defines`, undefined);
      return this.exportsOf(provider.title)[name];
    });
    // An indirect eval runs in the frame's global scope; the source URL names the sample in stacks.
    const evaluate: (source: string) => unknown = globalThis.eval;
    const parameters = ['require', 'exports', '__importMeta', ...declared].join(', ');
    const run = evaluate(`(function (${parameters}) {${code}\n})\n//# sourceURL=${SOURCE_PREFIX}${title}`) as (
      ...values: unknown[]
    ) => void;
    try {
      run(require, exports, this.importMeta, ...provided);
    } catch (error) {
      if (error instanceof SampleError) throw error;
      throw new SampleError(error instanceof Error ? error.message : String(error), placeOfError(error, this.modules));
    }
    return exports;
  }
}

/** The component a run renders: the named export, else the module's default or only exported component. */
export function componentOf(exports: Record<string, unknown>, name: string | undefined, title: string): unknown {
  if (name !== undefined) {
    if (typeof exports[name] !== 'function') throw new SampleError(`${title} exports no component ${name}`, undefined);
    return exports[name];
  }
  if (typeof exports.default === 'function') return exports.default;
  const components = Object.entries(exports).filter(
    ([key, value]) => /^[A-Z]/.test(key) && typeof value === 'function',
  );
  if (components.length !== 1) {
    throw new SampleError(`${title} exports ${components.length} components; the page names none to render`, undefined);
  }
  return components[0][1];
}
