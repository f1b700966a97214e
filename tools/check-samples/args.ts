/** The command line of `npm run check:samples`: `[--root <site dir>] [path | directory | glob ...]`. */
import {parseArgs} from 'node:util';
import {DEFAULT_PATTERNS, EXCLUDED_PATTERNS} from '../../lib/samples';

export const USAGE = `Usage: tsx tools/check-samples/cli.ts [--root <site dir>] [path | directory | glob ...]

Type-checks the ts/tsx code blocks of the site's Markdown against the real SDK types.
Without paths: ${DEFAULT_PATTERNS.join(', ')} (excluding ${EXCLUDED_PATTERNS.join(', ')}).
Paths and globs are relative to the current directory; quote globs so the shell leaves them alone.`;

export type CliArgs =
  {kind: 'run'; root: string | undefined; patterns: string[]} | {kind: 'help'} | {kind: 'invalid'; message: string};

export function parseCliArgs(argv: readonly string[]): CliArgs {
  try {
    const {values, positionals} = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {root: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    });
    if (values.help) return {kind: 'help'};
    return {kind: 'run', root: values.root, patterns: positionals};
  } catch (error) {
    return {kind: 'invalid', message: (error as Error).message};
  }
}
