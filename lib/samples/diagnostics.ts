/** Diagnostics of the sample check, and their `file:LINE:COL - error TSxxxx: message` form. */
import path from 'node:path';

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

/** `file` relative to `root`, with forward slashes. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Orders diagnostics by file, line and column. */
export function compareDiagnostics(a: SampleDiagnostic, b: SampleDiagnostic): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.col - b.col;
}

/** `docs/guides/x.mdx:12:7 - error TS2339: message` (continuation lines indented). */
export function formatDiagnostic(diagnostic: SampleDiagnostic): string {
  const where = diagnostic.file ? `${diagnostic.file}:${diagnostic.line}:${diagnostic.col} - ` : '';
  const message = diagnostic.message.replace(/\n/g, '\n    ');
  return `${where}${diagnostic.category} ${diagnostic.code}: ${message}`;
}
