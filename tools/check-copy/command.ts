/**
 * The command `npm run check:copy` (tools/check-copy/cli.ts runs it): no run of 8 or more words
 * from the SDK's own comments (its type declarations, its JavaScript bundle) or its README appears in our prose outside a marked
 * quotation (a block quote, or text between quotation marks). Checks the docs of every version
 * (not the generated API reference, whose text is the SDK's comments by design), our pages and
 * components, the llms.txt rules and the MCP server's texts, or the files named:
 *
 *   docs/guides/x.mdx:12:5 - 9 words from @opensecret/react@3.2.0 dist/index.d.ts:311: "…"
 *
 * Exit codes: 0 when nothing is copied, 1 when something is or a release is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {compareTreeOrder} from '../../lib/walk';
import {SAMPLES_CONFIG} from '../../lib/samples/config';
import {findCopies, indexWindows, MIN_WORDS, type CopiedRun} from './check';
import {markdownRuns, sourceRuns} from './ours';
import {sdkRuns, type InstalledRelease, type SourceRun} from './sdk-text';
import type {Run} from './words';

/** Our prose, relative to the site root. */
export const OUR_FILES = [
  'docs/**/*.{md,mdx}',
  'versioned_docs/**/*.{md,mdx}',
  'src/**/*.{md,mdx,ts,tsx}',
  'i18n/**/*.json',
  'plugins/llms/agent-rules.ts',
  'mcp/src/**/*.ts',
];

/** Generated from the SDK's comments on purpose. */
export const GENERATED = ['docs/api/**', 'versioned_docs/*/api/**', 'docs/api-changes.md'];

/** Every SDK release the samples table knows, each once. */
export function installedReleases(): InstalledRelease[] {
  const all = [...SAMPLES_CONFIG.folders.map((folder) => folder.release), ...SAMPLES_CONFIG.extraReleases];
  const byDirectory = new Map(all.map((release) => [release.directory, release]));
  return [...byDirectory.values()].map((release) => ({
    label: `${release.importName}@${release.version}`,
    directory: release.directory,
  }));
}

/** The runs of one of our files, by its extension. */
export function runsOfFile(file: string): Run[] {
  const text = fs.readFileSync(file, 'utf8');
  const extension = path.extname(file);
  if (extension === '.md' || extension === '.mdx') return markdownRuns(text, extension === '.md' ? 'md' : 'mdx');
  if (extension === '.json') return jsonRuns(text);
  return sourceRuns(file, text);
}

/** The string values of a JSON file (translations), each a run. */
function jsonRuns(text: string): Run[] {
  const runs: Run[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      runs.push(
        ...markdownRuns(match[1].replace(/\\"/g, '”')).map((run) => ({
          words: run.words.map((word) => ({...word, at: {line: index + 1, column: word.at.column + match.index}})),
        })),
      );
    }
  });
  return runs;
}

export interface Finding {
  file: string;
  copy: CopiedRun;
}

/** Every copied stretch in `files` (absolute), against the SDK's runs. */
export function checkCopy(files: readonly string[], sdk: readonly SourceRun[]): Finding[] {
  const index = indexWindows(sdk, MIN_WORDS);
  const findings: Finding[] = [];
  for (const file of files) {
    for (const run of runsOfFile(file)) {
      for (const copy of findCopies(run, index, MIN_WORDS)) findings.push({file, copy});
    }
  }
  return findings;
}

export function formatFinding(finding: Finding, root: string): string {
  const [first] = finding.copy.words;
  const where = `${path.relative(root, finding.file).split(path.sep).join('/')}:${first.at.line}:${first.at.column}`;
  const text = finding.copy.words.map((word) => word.text).join(' ');
  return `${where} - ${finding.copy.words.length} words from ${finding.copy.source}: "${text}"`;
}

/** Our files: the named ones (paths relative to `root`), else the default set. */
export function ourFiles(root: string, named: readonly string[]): string[] {
  const patterns = named.length > 0 ? named : OUR_FILES;
  return globSync([...patterns], {cwd: root, onlyFiles: true, ignore: [...GENERATED, '**/node_modules/**']})
    .sort(compareTreeOrder)
    .map((file) => path.join(root, file));
}

export function main(argv: readonly string[], root = process.cwd(), out = console.log, err = console.error): number {
  let sdk: SourceRun[];
  try {
    sdk = installedReleases().flatMap((release) => sdkRuns(root, release));
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const files = ourFiles(root, argv);
  if (files.length === 0) {
    err(`check:copy: no files match ${argv.join(' ')}`);
    return 1;
  }
  const findings = checkCopy(files, sdk);
  for (const finding of findings) err(formatFinding(finding, root));
  const summary = `${files.length} files against ${installedReleases().length} SDK releases' comments and READMEs`;
  if (findings.length > 0) {
    err(`\ncheck:copy: ${findings.length} runs of ${MIN_WORDS}+ words copied from the SDK in ${summary}`);
    return 1;
  }
  out(`check:copy: no run of ${MIN_WORDS}+ words from the SDK in ${summary}`);
  return 0;
}
