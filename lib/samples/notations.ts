/**
 * The Twoslash notations of a sample, read with Twoslash's own parsers: hidden setup (`// ---cut---`
 * and the other cut markers), compiler flags (`// @strict: false`) and expected errors
 * (`// @errors: 2339`). They are compiled as the comments they are and removed from what readers
 * see. Notations this site does not render (`^?` queries, `^|` completions, `^^^` highlights,
 * `// @filename:` files) or that would switch the check off (`// @noErrors`; the fence's `nocheck`
 * does that, and the summary lists it) are errors, as are unknown flags and unmatched cut markers.
 */
import ts from 'typescript';
import {findCutNotations, findFlagNotations, TwoslashError, type CompilerOptionDeclaration} from 'twoslash';

/** A range of the sample's code, [start, end), in UTF-16 offsets. */
export type Range = [number, number];

export interface SampleNotations {
  /** What readers do not see: hidden setup and the notation lines (with their line ends). */
  removals: Range[];
  /** Compiler options set by flags, on top of the check's options. */
  compilerOptions: ts.CompilerOptions;
  /** Error codes `// @errors:` declares expected: the sample shows them on purpose. */
  expectedErrors: number[];
}

/** A notation the sample check rejects, at an offset of the sample's code. */
export class NotationError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'NotationError';
  }
}

/** Handbook options a sample may set; the others switch checks off or change what is shown. */
const ALLOWED_HANDBOOK_OPTIONS = new Set(['errors']);

/** TypeScript's table of compiler options (public at run time, absent from its type declarations). */
const OPTION_DECLARATIONS = (ts as unknown as {optionDeclarations: CompilerOptionDeclaration[]}).optionDeclarations;

const MARKER = /^[\t ]*\/\/\s*\^(\?|\||\^+)(?: .*)?$/gm;
const MARKER_NAMES: Record<string, string> = {'?': 'query (^?)', '|': 'completion (^|)'};
const FILENAME = /^[\t ]*\/\/\s?@filename:/gm;

/** The offset of line `line` (1-based) of `code`. */
function lineOffset(code: string, line: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = code.indexOf('\n', offset);
    if (next === -1) return offset;
    offset = next + 1;
  }
  return offset;
}

/** Reads a sample's notations. Throws a NotationError for a notation the check rejects. */
export function readNotations(code: string): SampleNotations {
  for (const match of code.matchAll(MARKER)) {
    const kind = MARKER_NAMES[match[1]] ?? 'highlight (^^^)';
    throw new NotationError(`a Twoslash ${kind} is not rendered on this site; remove the line`, match.index);
  }
  for (const match of code.matchAll(FILENAME)) {
    throw new NotationError('multi-file samples (// @filename:) are not supported; split the sample', match.index);
  }

  const removals: Range[] = [];
  const compilerOptions: ts.CompilerOptions = {};
  let expectedErrors: number[] = [];
  let flags: ReturnType<typeof findFlagNotations>;
  try {
    flags = findFlagNotations(code, [], OPTION_DECLARATIONS);
  } catch (error) {
    if (error instanceof TwoslashError) throw new NotationError(`${error.title}: ${error.description}`, 0);
    throw error;
  }
  for (const flag of flags) {
    if (flag.type === 'unknown' || flag.type === 'tag') {
      throw new NotationError(`unknown Twoslash flag @${flag.name}`, flag.start);
    }
    if (flag.type === 'handbookOptions' && !ALLOWED_HANDBOOK_OPTIONS.has(flag.name)) {
      throw new NotationError(
        `// @${flag.name} is not supported here: a sample that should not be checked takes nocheck in its fence meta`,
        flag.start,
      );
    }
    if (flag.type === 'compilerOptions') compilerOptions[flag.name] = flag.value as ts.CompilerOptionsValue;
    else expectedErrors = (flag.value as number[]).filter((value) => Number.isInteger(value));
    removals.push([flag.start, Math.min(flag.end, code.length)]);
  }

  const cuts = {removals: [] as Range[]};
  try {
    findCutNotations(code, cuts);
  } catch (error) {
    if (!(error instanceof TwoslashError)) throw error;
    const line = /line(?:\(s\))? (\d+)/.exec(error.description)?.[1];
    throw new NotationError(`${error.title}: ${error.description}`, line ? lineOffset(code, Number(line)) : 0);
  }
  removals.push(...cuts.removals.map(([start, end]): Range => [start, Math.min(end, code.length)]));
  return {removals, compilerOptions, expectedErrors};
}

/** The ranges merged and sorted. */
function merged(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

export interface VisibleCode {
  /** The code readers see: without the removed ranges, and without blank lines before the first line or after the last. */
  code: string;
  /** Offset in the sample's code -> offset in `code`, or -1 when the character is not shown. */
  toVisible: (offset: number) => number;
}

/** What readers see of a sample, and where each of its characters went. */
export function visibleCode(source: string, removals: readonly Range[]): VisibleCode {
  const kept = merged(removals);
  let code = '';
  const segments: {start: number; end: number; at: number}[] = [];
  let cursor = 0;
  for (const [start, end] of [...kept, [source.length, source.length] as Range]) {
    if (start > cursor) {
      segments.push({start: cursor, end: start, at: code.length});
      code += source.slice(cursor, start);
    }
    cursor = Math.max(cursor, end);
  }
  const leading = /^(?:[\t ]*\n)*/.exec(code)?.[0].length ?? 0;
  const trailing = /(?:\n[\t ]*)*$/.exec(code)?.[0].length ?? 0;
  const shown = code.slice(leading, Math.max(leading, code.length - trailing));
  const toVisible = (offset: number): number => {
    const segment = segments.find((s) => offset >= s.start && offset < s.end);
    if (!segment) return -1;
    const at = segment.at + offset - segment.start - leading;
    return at >= 0 && at < shown.length ? at : -1;
  };
  return {code: shown, toVisible};
}
