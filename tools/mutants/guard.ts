/**
 * Restoring on every way out: `guarded` runs the body with handlers for SIGINT, SIGTERM and
 * SIGHUP (end the test process, restore, exit with 128 + the signal's number) and for process
 * exit, which an uncaught exception also reaches; and restores when the body returns or throws. `restore` must be
 * synchronous and safe to call more than once.
 */
import {stopRunningTests} from './vitest-run';

const SIGNALS = {SIGINT: 2, SIGTERM: 15, SIGHUP: 1} as const;

export async function guarded<T>(restore: () => void, body: () => Promise<T>): Promise<T> {
  const onSignal = (signal: keyof typeof SIGNALS): void => {
    stopRunningTests();
    try {
      restore();
      console.error(`\n${signal}: the original files are restored.`);
    } finally {
      process.exit(128 + SIGNALS[signal]);
    }
  };
  const onExit = (): void => restore();
  const handlers = (Object.keys(SIGNALS) as (keyof typeof SIGNALS)[]).map((signal) => {
    const handler = (): void => onSignal(signal);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on('exit', onExit);
  try {
    return await body();
  } finally {
    restore();
    for (const [signal, handler] of handlers) process.off(signal, handler);
    process.off('exit', onExit);
  }
}
