/** Runs the Nu HTML Checker (the `vnu-jar` package's vnu.jar) once, in one JVM, over many files. */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {parseVnuJson, type VnuMessage} from './report';

/** The checker's jar, as installed by the `vnu-jar` npm package. */
export function vnuJarPath(): string {
  return createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
}

export interface VnuRun {
  readonly messages: VnuMessage[];
  readonly exitCode: number | null;
}

/** Checks `files` (relative to `cwd`) and returns every message, warnings included. */
export function runVnu(java: string, files: readonly string[], cwd: string): VnuRun {
  const result = spawnSync(java, ['-jar', vnuJarPath(), '--format', 'json', '--stdout', ...files], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    // JVM notices (e.g. JAVA_TOOL_OPTIONS) go to stderr; the JSON report goes to stdout.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.error) throw new Error(`validate-html: could not run ${java}: ${result.error.message}`);
  try {
    return {messages: parseVnuJson(result.stdout), exitCode: result.status};
  } catch (error) {
    throw new Error(`validate-html: ${(error as Error).message} (exit code ${result.status ?? result.signal})`);
  }
}
