/**
 * Reads the JSON report of the Nu HTML Checker (vnu.jar `--format json`) and turns it into
 * `build/path.html:LINE:COL: message` lines and a pass/fail verdict.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** One entry of the checker's `messages` array (fields the checker may leave out are optional). */
export interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly firstLine?: number;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  /** The markup the message is about, as the checker quotes it. */
  readonly extract?: string;
}

export type Severity = 'error' | 'warning' | 'info';

export interface ValidationReport {
  /** Formatted errors: markup errors and documents the checker could not read. */
  readonly errors: string[];
  /** Formatted warnings (they do not fail the check). */
  readonly warnings: string[];
  /** How many errors were the checker's gaps (left out; the checker still exits with 1 for them). */
  readonly gaps: number;
}

function isVnuMessage(value: unknown): value is VnuMessage {
  if (typeof value !== 'object' || value === null) return false;
  const {type, message} = value as {type?: unknown; message?: unknown};
  return typeof type === 'string' && typeof message === 'string';
}

/** The messages of the checker's JSON output; throws when the output is not such a report. */
export function parseVnuJson(output: string): VnuMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    const start = output.trim().slice(0, 200);
    throw new Error(`the validator's output is not JSON: ${start ? JSON.stringify(start) : '(empty)'}`);
  }
  const messages = (parsed as {messages?: unknown} | null)?.messages;
  if (!Array.isArray(messages) || !messages.every(isVnuMessage)) {
    throw new Error('the validator\'s JSON has no valid "messages" array');
  }
  return messages;
}

/**
 * `error` for markup errors (including fatal ones) and for documents the checker could not
 * check (`non-document-error`); `warning` for warnings; `info` for the rest.
 */
export function severityOf(message: VnuMessage): Severity {
  if (message.type === 'error' || message.type === 'non-document-error') return 'error';
  if (message.type === 'info' && message.subType === 'warning') return 'warning';
  return 'info';
}

/** The file a message is about, relative to `cwd` when it is a local file. */
function fileOf(url: string | undefined, cwd: string): string {
  if (!url) return '(validator)';
  if (!url.startsWith('file:')) return url;
  return path
    .relative(cwd, fileURLToPath(new URL(url)))
    .split(path.sep)
    .join('/');
}

/** `file:LINE:COL: message`, or `file: message` when the checker gives no position. */
export function formatMessage(message: VnuMessage, cwd: string): string {
  const file = fileOf(message.url, cwd);
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
  const text = message.message.replace(/\s+/g, ' ').trim();
  return severityOf(message) === 'warning' ? `${where}: warning: ${text}` : `${where}: ${text}`;
}

/**
 * Where the checker (vnu.jar 26.9.27) lags the HTML Standard, each with the markup it wrongly
 * rejects: the Standard lets `blocking="render"` go with `rel="expect"` (a link that holds the
 * first paint until an element is parsed), and the checker allows it with `stylesheet` only.
 */
const CHECKER_GAPS: readonly {message: string; extract: RegExp}[] = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link\b[^>]*\brel=(?:"expect"|expect\b)[^>]*>/,
  },
];

/** Whether `message` is one of the checker's gaps, about the markup the Standard allows. */
export function isCheckerGap(message: VnuMessage): boolean {
  return CHECKER_GAPS.some(
    (gap) => message.message === gap.message && message.extract !== undefined && gap.extract.test(message.extract),
  );
}

/** The formatted errors and warnings of a report, in the checker's order, the checker's gaps left out. */
export function buildReport(messages: readonly VnuMessage[], cwd: string): ValidationReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  let gaps = 0;
  for (const message of messages) {
    if (isCheckerGap(message)) {
      gaps += 1;
      continue;
    }
    const severity = severityOf(message);
    if (severity === 'error') errors.push(formatMessage(message, cwd));
    else if (severity === 'warning') warnings.push(formatMessage(message, cwd));
  }
  return {errors, warnings, gaps};
}

/**
 * Why the check fails, or null when it passes: any error fails it, and so does a non-zero exit
 * of the checker that reported no error, not even one of its gaps (it crashed, or could not start).
 */
export function failureReason(report: ValidationReport, exitCode: number | null): string | null {
  if (report.errors.length > 0) {
    return `${report.errors.length} error${report.errors.length === 1 ? '' : 's'}`;
  }
  if (exitCode !== 0 && report.gaps === 0)
    return `the validator exited with ${exitCode === null ? 'a signal' : `code ${exitCode}`}`;
  return null;
}
