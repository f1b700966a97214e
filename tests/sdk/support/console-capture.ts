/**
 * What the SDK writes to the console, captured instead of printed: each call becomes one line,
 * `method: formatted arguments`, formatted as Node formats console arguments.
 */
import {format} from 'node:util';
import {vi} from 'vitest';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'group', 'groupCollapsed', 'groupEnd'] as const;
export type ConsoleMethod = (typeof METHODS)[number];

export interface ConsoleLine {
  readonly method: ConsoleMethod;
  readonly args: readonly unknown[];
  /** The arguments as one string, as the console would print them. */
  readonly text: string;
}

let lines: ConsoleLine[] = [];

/** Replaces the console methods with recorders; called before each test. */
export function captureConsole(): void {
  lines = [];
  for (const method of METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push({method, args, text: format(...args)});
    });
  }
}

/** Every console call since the test began, oldest first. */
export function consoleLines(): readonly ConsoleLine[] {
  return lines;
}

/** All console output since the test began as one string, one call a line. */
export function consoleText(): string {
  return lines.map((line) => `${line.method}: ${line.text}`).join('\n');
}

/** Forgets the lines recorded so far, to look at what one step writes. */
export function clearConsole(): void {
  lines = [];
}

/** The first line of each `console.error` call since the last `clearConsole()`. */
export function errorsLogged(): string[] {
  return consoleLines()
    .filter((line) => line.method === 'error')
    .map((line) => line.text.split('\n')[0] ?? '');
}
