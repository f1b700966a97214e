/**
 * The Twoslash run of the site's samples: what `npm run check:samples` checks and what the build
 * shows on hover come from here, from one compile. The samples are modules of one TypeScript
 * program (SampleService), each importing the SDK from its release's package (release-aliases.ts:
 * compiler `paths`, and an alias of the same length for all but the default release, so positions
 * are those of the code as written). compile() gives each sample's errors at their Markdown
 * positions, the code readers see (Twoslash notations and hidden setup removed, notations.ts) and
 * the names readers see (its identifiers, names.ts); describe() then reads the compiler's
 * quick info on each name, as Twoslash gives it (`const os: OpenSecretContextType`, its
 * documentation comment), and the SDK symbol it names, so the site can link it to the release's
 * API reference. The check needs only the first; the build shows the second on hover.
 */
import path from 'node:path';
import ts from 'typescript';
import {SAMPLES_CONFIG, type SamplesConfig, type SdkRelease} from './config';
import {displayPath, type SampleDiagnostic} from './diagnostics';
import type {Sample} from './extract';
import {compilerOptions, SampleService} from './language-service';
import {sampleNames, type SampleName} from './names';
import {placeIndependentSymbol} from './quick-info';
import {NotationError, readNotations, visibleCode, type SampleNotations, type VisibleCode} from './notations';
import {ReleaseAliases} from './release-aliases';
import {importTarget} from './releases';
import {sdkSymbolName} from './sdk-symbols';

/** The compiler's quick info on a name. */
export interface SampleHover {
  /** `const os: OpenSecretContextType`, as the compiler displays it. */
  text: string;
  /** The documentation comment of the declaration. */
  docs?: string;
  /** The SDK export or member named (`useOpenSecret`, `OpenSecretContextType.signIn`), when it is one. */
  sdkSymbol?: string;
}

export type {SampleName};

export interface CompiledSample {
  sample: Sample;
  /** The release it compiled against. */
  release: SdkRelease;
  /** Errors at their Markdown positions (notation errors too); empty when it compiles. */
  diagnostics: SampleDiagnostic[];
  /** The code readers see. */
  code: string;
  /** The names of `code`, in order. */
  names: SampleName[];
}

/** The quick info of each name of a compiled sample, in the order of its names; null where the compiler says nothing. */
export type SampleHovers = (SampleHover | null)[];

export interface SampleToCompile {
  sample: Sample;
  release: SdkRelease;
}

export interface CompileRun {
  samples: CompiledSample[];
  /** Errors of the compiler options or of the global scope, which belong to no sample. */
  global: SampleDiagnostic[];
}

/** 1-based line and column in the Markdown file of an offset in a sample's code. */
export function markdownPosition(sample: Sample, offset: number): {line: number; col: number} {
  const lines = sample.code.slice(0, Math.max(0, Math.min(offset, sample.code.length))).split('\n');
  const index = lines.length - 1;
  return {
    line: sample.fenceLine + 1 + index,
    col: lines[index].length + 1 + (sample.columnOffsets[index] ?? 0),
  };
}

const diagnosticCategory = (category: ts.DiagnosticCategory): SampleDiagnostic['category'] =>
  category === ts.DiagnosticCategory.Warning ? 'warning' : 'error';

interface Pending {
  entry: SampleToCompile;
  result: CompiledSample;
  notations: SampleNotations;
  visible: VisibleCode;
  service: SampleService;
  fileName: string;
  packageDir: string;
  /** Where each of the result's names starts in the compiled text. */
  positions: number[];
}

/**
 * Compiles samples of the releases of a table, keeping one SampleService (one per set of compiler
 * flags) across runs: a later run with edited samples updates the same program.
 */
export class SampleCompiler {
  private readonly services = new Map<string, SampleService>();
  private readonly aliases: ReleaseAliases;
  private readonly compiled = new WeakMap<CompiledSample, Pending>();

  constructor(
    private readonly root: string,
    config: SamplesConfig = SAMPLES_CONFIG,
  ) {
    this.aliases = new ReleaseAliases(config, root);
  }

  private serviceFor(flags: ts.CompilerOptions): SampleService {
    const key = JSON.stringify(flags);
    let service = this.services.get(key);
    if (!service) {
      service = new SampleService(this.root, compilerOptions(this.root, {...flags, paths: this.aliases.paths()}));
      this.services.set(key, service);
    }
    return service;
  }

  /** Compiles the samples: their errors, the code readers see and its names. */
  compile(entries: readonly SampleToCompile[]): CompileRun {
    const results: CompiledSample[] = [];
    const pending: Pending[] = [];
    for (const entry of entries) {
      const {sample, release} = entry;
      importTarget(release); // a directory outside node_modules stops the run
      const packageDir = this.aliases.directory(release);
      const result: CompiledSample = {sample, release, diagnostics: [], code: sample.code, names: []};
      results.push(result);
      let notations: SampleNotations;
      try {
        notations = readNotations(sample.code);
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        result.diagnostics.push(this.diagnostic(sample, error.offset, 'TWOSLASH', error.message, 'error'));
        continue;
      }
      const visible = visibleCode(sample.code, notations.removals);
      result.code = visible.code;
      const service = this.serviceFor(notations.compilerOptions);
      const extension = sample.lang === 'tsx' ? '.tsx' : '.ts';
      const fileName = path.resolve(`${sample.file}.__sample_${sample.index}${extension}`);
      service.set(fileName, this.aliases.rewrite(sample.code, release));
      pending.push({entry, result, notations, visible, service, fileName, packageDir, positions: []});
    }

    const global: SampleDiagnostic[] = [];
    for (const service of new Set(pending.map((item) => item.service))) {
      for (const diagnostic of service.service.getCompilerOptionsDiagnostics()) {
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        const file = diagnostic.file ? displayPath(this.root, diagnostic.file.fileName) : '';
        const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        global.push({
          file,
          line: where ? where.line + 1 : 0,
          col: where ? where.character + 1 : 0,
          code: `TS${diagnostic.code}`,
          message,
          category: diagnosticCategory(diagnostic.category),
        });
      }
    }

    for (const item of pending) {
      item.result.diagnostics.push(...this.sampleDiagnostics(item));
      this.readNames(item);
      this.compiled.set(item.result, item);
    }
    return {samples: results, global};
  }

  /** The quick info of each name of a sample this compiler compiled (an empty list for one it could not). */
  describe(result: CompiledSample): SampleHovers {
    const item = this.compiled.get(result);
    if (!item) return result.names.map(() => null);
    const program = item.service.program();
    const checker = program.getTypeChecker();
    const sourceFile = program.getSourceFile(item.fileName);
    const identifiers = sourceFile ? identifiersByStart(sourceFile) : new Map<number, ts.Identifier>();
    const known = new Map<ts.Symbol, ts.QuickInfo | undefined>();
    return item.positions.map((position) => {
      const node = identifiers.get(position);
      const symbol = node && placeIndependentSymbol(checker, node);
      const info =
        symbol && known.has(symbol)
          ? known.get(symbol)
          : item.service.service.getQuickInfoAtPosition(item.fileName, position);
      if (symbol) known.set(symbol, info);
      const text = info?.displayParts ? ts.displayPartsToString(info.displayParts) : '';
      if (!info || text === '') return null;
      const hover: SampleHover = {text: this.aliases.restore(text)};
      const docs = this.aliases.restore(ts.displayPartsToString(info.documentation).trim());
      if (docs) hover.docs = docs;
      const sdkSymbol = node && sdkSymbolName(checker, node, item.packageDir);
      if (sdkSymbol) hover.sdkSymbol = sdkSymbol;
      return hover;
    });
  }

  private diagnostic(
    sample: Sample,
    offset: number,
    code: string,
    message: string,
    category: SampleDiagnostic['category'],
  ): SampleDiagnostic {
    return {file: displayPath(this.root, sample.file), ...markdownPosition(sample, offset), code, message, category};
  }

  private sampleDiagnostics({entry, notations, service, fileName}: Pending): SampleDiagnostic[] {
    const found = [
      ...service.service.getSyntacticDiagnostics(fileName),
      ...service.service.getSemanticDiagnostics(fileName),
    ];
    return found
      .filter((diagnostic) => !notations.expectedErrors.includes(diagnostic.code))
      .map((diagnostic) =>
        this.diagnostic(
          entry.sample,
          diagnostic.start ?? 0,
          `TS${diagnostic.code}`,
          this.aliases.restore(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
          diagnosticCategory(diagnostic.category),
        ),
      );
  }

  /** The names readers see (names.ts), the same list the build marks. */
  private readNames(item: Pending): void {
    const {names, positions} = sampleNames(item.entry.sample.code, item.entry.sample.lang, item.visible);
    item.result.names = names;
    item.positions = positions;
  }
}

/** The identifiers of a file, by where they start. */
function identifiersByStart(sourceFile: ts.SourceFile): Map<number, ts.Identifier> {
  const found = new Map<number, ts.Identifier>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) found.set(node.getStart(sourceFile), node);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
