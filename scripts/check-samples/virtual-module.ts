/**
 * A sample as a TypeScript module: hidden setup above `// ---cut---` stays in (it is compiled,
 * the site only hides it), SDK imports are pointed at the package of the release the sample
 * compiles against (`sdk="1.5.4"` -> `opensecret-react-1.5`), and a sample without imports or
 * exports becomes a module, so top-level names of different samples never clash. Positions in
 * the module map back to the line and column in the Markdown file.
 */
import ts from 'typescript';
import {SAMPLE_LANGS} from './config';
import type {Sample} from './extract';

interface Replacement {
  /** Offsets in the original code. */
  start: number;
  end: number;
  /** Offsets in the virtual module. */
  virtualStart: number;
  virtualEnd: number;
}

export interface VirtualModule {
  fileName: string;
  text: string;
  sample: Sample;
  replacements: Replacement[];
  /** Start offset of each line in the original code. */
  lineStarts: number[];
}

/** Rewrites `importName` (and subpaths) in import/export/import() specifiers to `target`. */
function rewriteSdkSpecifiers(
  code: string,
  importName: string,
  target: string,
): {text: string; replacements: Replacement[]} {
  if (target === importName) return {text: code, replacements: []};
  const imports = ts
    .preProcessFile(code, true, true)
    .importedFiles.filter((ref) => ref.fileName === importName || ref.fileName.startsWith(`${importName}/`))
    .sort((a, b) => a.pos - b.pos);
  let text = '';
  let cursor = 0;
  const replacements: Replacement[] = [];
  for (const ref of imports) {
    // `pos` is the opening quote of the string literal (TypeScript 5.x); allow for either.
    const start = code.startsWith(importName, ref.pos) ? ref.pos : ref.pos + 1;
    const end = start + importName.length;
    if (start < cursor || code.slice(start, end) !== importName) continue;
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

/** The module of a sample whose `importName` imports resolve to the package `target`. */
export function toVirtualModule(sample: Sample, importName: string, target: string): VirtualModule {
  const {text, replacements} = rewriteSdkSpecifiers(sample.code, importName, target);
  const fileName = `${sample.file}.__sample_${sample.index}${SAMPLE_LANGS[sample.lang]}`;
  const probe = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false);
  const moduleText = ts.isExternalModule(probe) ? text : `${text}\nexport {};\n`;
  return {fileName, text: moduleText, sample, replacements, lineStarts: lineStartsOf(sample.code)};
}

/** Position in the virtual module -> 1-based line and column in the Markdown file. */
export function mapPosition(module: VirtualModule, virtualOffset: number): {line: number; col: number} {
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
