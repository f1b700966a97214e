/**
 * The sample check: reads Markdown files, extracts their samples, builds a virtual module for
 * each (against the SDK release it asks for) and type-checks all of them in one program.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from './compile';
import {CURRENT_SDK, type SdkConfig} from './config';
import {compareDiagnostics, displayPath, type SampleDiagnostic} from './diagnostics';
import {extractSamples, MarkdownParseError, type Sample} from './extract';
import {toVirtualModule, type VirtualModule} from './virtual-module';

export interface CheckOptions {
  /** Site root: diagnostics name files relative to it; its node_modules resolves imports. */
  root?: string;
  /** The SDK the samples compile against; default CURRENT_SDK. */
  sdk?: SdkConfig;
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

/**
 * Reads the Markdown files, extracts their samples and type-checks all of them in one program.
 * Diagnostics are sorted by file, line and column.
 */
export function checkSamples(files: readonly string[], options: CheckOptions = {}): CheckResult {
  const root = path.resolve(options.root ?? process.cwd());
  const sdk = options.sdk ?? CURRENT_SDK;
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
      const message = `cannot parse Markdown: ${error.message}`;
      diagnostics.push({
        file: displayPath(root, file),
        line: error.line,
        col: error.col,
        code: 'MDX',
        message,
        category: 'error',
      });
      continue;
    }
    for (const sample of samples) {
      if (sample.nocheck) {
        skipped.push(sample);
        continue;
      }
      const target = sdk.packages[sample.sdk ?? sdk.defaultVersion];
      if (!target) {
        diagnostics.push({
          file: displayPath(root, file),
          line: sample.fenceLine,
          col: sample.fenceColumn,
          code: 'SAMPLE',
          message: `unknown sdk="${sample.sdk}" (known: ${Object.keys(sdk.packages).join(', ')})`,
          category: 'error',
        });
        continue;
      }
      checked.push(sample);
      const module = toVirtualModule(sample, sdk.importName, target);
      modules.set(path.resolve(module.fileName), module);
    }
  }

  if (modules.size > 0) diagnostics.push(...compile(root, modules));
  diagnostics.sort(compareDiagnostics);
  return {diagnostics, checked, skipped, files: absoluteFiles};
}
