/**
 * Remark plugin: every fenced code block of a page is highlighted at build time and becomes a
 * `<CodeBlock>` element (src/theme/CodeBlock) carrying the code readers see and its tokens
 * (lib/code-tokens.ts), so the browser gets no highlighter. TypeScript samples of the files
 * `npm run check:samples` covers take the result of its Twoslash run (site-samples.ts): the code
 * without hidden setup, and a marker on every name the compiler knows, whose type, documentation
 * and reference link go to the page's hover table (hover-table.ts), fetched on first use.
 * The build stops, naming the file and line, on a sample that does not compile, a Twoslash
 * notation that fails and a fence language the site does not highlight.
 */
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {encodeTokens} from '../../lib/code-tokens';
import {CODE_COLUMN_CHARS} from '../../src/constants';
import {
  folderOf,
  formatDiagnostic,
  knownReleases,
  NotationError,
  parseFenceMeta,
  readNotations,
  SAMPLE_LANGS,
  sampleNames,
  visibleCode,
  type CompiledSample,
  type SampleDiagnostic,
  type SampleName,
} from '../../lib/samples';
import type {VisibleCode} from '../../lib/samples/notations';
import {highlight} from './highlighter';
import {placeHovers, type PlacedHover} from './hover-tokens';
import type {HoverTables, PageName} from './hover-table';
import {shikiLanguage, TWOSLASH_LANGUAGES, UnknownLanguageError, type ShikiLanguage} from './languages';
import {planLines} from './lines';
import {importDefault, jsxElement, referenceAttribute} from './mdx';
import {runTable, type PageSampleInput, type RunTables} from './run-table';
import type {SiteSamples} from './site-samples';

export interface CodeBlocksOptions {
  /** The site's directory: Markdown paths in errors are relative to it. */
  siteDir: string;
  /** The site's compiled samples, shared by every page (and started by the code-blocks plugin). */
  samples: SiteSamples;
  /** The pages' hover tables (their stubs are what pages import). */
  tables: HoverTables;
  /** The pages' run tables (run-table.ts); none are written when absent. */
  runTables?: RunTables;
}

/** The component the blocks render with, and the name the page imports it under. */
export const CODE_BLOCK_COMPONENT = '@theme/CodeBlock';
const COMPONENT_NAME = 'CodeBlock__';
const HOVER_NAME = 'codeHover__';
const RUN_NAME = 'codeRun__';

/** A code block the build cannot render: the message names the file, line and column. */
export class CodeBlockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodeBlockError';
  }
}

interface Found {
  node: Code;
  parent: Parent;
}

const isChecked = (node: Code): boolean =>
  (node.lang ?? '') in SAMPLE_LANGS && parseFenceMeta(node.meta).nocheck !== true;

export default function remarkCodeBlocks(options: CodeBlocksOptions) {
  const {samples, tables} = options;

  return async (tree: Root, file: VFile): Promise<void> => {
    const filePath = path.resolve(file.path);
    const relative = path.relative(options.siteDir, filePath).split(path.sep).join('/');
    const fail = (node: Code, message: string): never => {
      const start = node.position?.start;
      throw new CodeBlockError(`${relative}:${start?.line ?? 1}:${start?.column ?? 1} - error: ${message}`);
    };

    const found: Found[] = [];
    visit(tree, 'code', (node: Code, _index, parent) => {
      if (parent) found.push({node, parent});
    });
    if (found.length === 0) return;

    const covered = samples.covers(filePath);
    const checked = covered ? found.filter(({node}) => isChecked(node)) : [];
    const compiled: CompiledSample[] = [];
    // A production build checks the samples after bundling (the code-blocks plugin's postBuild);
    // the page then takes its names from the code, as the compile does (sampleNames).
    const later = samples.checksLater;
    if (checked.length > 0 && !later) {
      const results = await samples.resultsFor(
        filePath,
        checked.map(({node}) => node.value.replace(/\r\n?/g, '\n')),
      );
      const errors: SampleDiagnostic[] = [
        ...results.diagnostics,
        ...results.samples.flatMap((sample) => sample.diagnostics),
      ].filter((diagnostic) => diagnostic.category === 'error');
      if (errors.length > 0) throw new CodeBlockError(errors.map(formatDiagnostic).join('\n'));
      compiled.push(...results.samples);
    }
    const unused = [...compiled];
    /** The compiled sample of a block: the first not yet used with the same code (at the same line if several). */
    const compiledFor = (node: Code): CompiledSample | undefined => {
      const code = node.value.replace(/\r\n?/g, '\n');
      const same = unused.filter((sample) => sample.sample.code === code);
      const match = same.find((sample) => sample.sample.fenceLine === node.position?.start.line) ?? same[0];
      if (match) unused.splice(unused.indexOf(match), 1);
      return match;
    };

    const releases = knownReleases(samples.config);
    /** Whether the compile compiles a checked block (not when its sdk="…" names no release: the check reports that). */
    const compilable = (node: Code): boolean => {
      const sdk = parseFenceMeta(node.meta).sdk;
      return sdk === undefined || (typeof sdk === 'string' && releases.has(sdk));
    };
    /** The source of each compiled sample of the page, in the compile's order. */
    const sources: string[] = [];

    const pageNames: PageName[] = [];
    const blocks: {element: ReturnType<typeof jsxElement>; hasHovers: boolean}[] = [];
    const folderRelease = (
      folderOf(samples.config, options.siteDir, filePath)?.release ?? samples.config.defaultRelease
    ).version;
    /** The page's titled samples, for its run table, and the blocks that may get a Run control. */
    const pageSamples: PageSampleInput[] = [];
    const runBlocks: {element: ReturnType<typeof jsxElement>; index: number}[] = [];
    for (const {node, parent} of found) {
      let lang: ShikiLanguage;
      try {
        lang = shikiLanguage(node.lang);
      } catch (error) {
        if (error instanceof UnknownLanguageError) fail(node, error.message);
        throw error;
      }
      const fence = (node.lang ?? 'text').toLowerCase();
      const source = node.value.replace(/\r\n?/g, '\n');
      const sample = isChecked(node) && covered && !later ? compiledFor(node) : undefined;
      let code = source;
      let sampleIndex = -1;
      let names: readonly SampleName[] = [];
      if (sample) {
        code = sample.code;
        names = sample.names;
        sampleIndex = sources.push(sample.sample.code) - 1;
      } else if (covered && TWOSLASH_LANGUAGES.has(fence)) {
        let visible: VisibleCode;
        try {
          visible = visibleCode(source, readNotations(source).removals);
        } catch (error) {
          if (error instanceof NotationError) fail(node, error.message);
          throw error;
        }
        code = visible.code;
        if (later && isChecked(node) && compilable(node)) {
          names = sampleNames(source, fence, visible).names;
          sampleIndex = sources.push(source) - 1;
        }
      }
      const placed: PlacedHover[] = names.map((name, index) => ({
        start: name.start,
        length: name.length,
        entry: index,
      }));
      const plan = planLines(code, fence, node.meta);
      const all = placeHovers(await highlight(code, lang), placed);
      const codeLines = code.split('\n');
      const lines = plan.shown.map((index) => all[index]);
      const hasHovers = lines.some((line) => line.some((token) => token.hover !== undefined));
      const firstName = hasHovers ? pageNames.length : undefined;
      for (const token of lines.flat()) {
        if (token.hover !== undefined) pageNames.push({sample: sampleIndex, name: token.hover});
      }
      const attributes = parseFenceMeta(node.meta);
      // A sample is laid out to the code column: a longer line would hide its end at 1280 px. A
      // `wrap` block (an unbreakable URL) wraps at the block's edge instead.
      if (covered && attributes.wrap !== true) {
        const sourceLines = source.split('\n');
        for (const index of plan.shown) {
          const line = codeLines[index];
          if (line.length <= CODE_COLUMN_CHARS) continue;
          const at = sourceLines.lastIndexOf(line);
          const fenceLine = node.position?.start.line ?? 1;
          throw new CodeBlockError(
            `${relative}:${fenceLine + 1 + Math.max(at, 0)}:${CODE_COLUMN_CHARS + 1} - error: a sample line of ${line.length} characters is wider than the code column (${CODE_COLUMN_CHARS}); lay the sample out to ${CODE_COLUMN_CHARS} (e.g. npx prettier --print-width ${CODE_COLUMN_CHARS}).`,
          );
        }
      }
      const element = jsxElement(COMPONENT_NAME, {
        language: fence,
        title: typeof attributes.title === 'string' && attributes.title ? attributes.title : undefined,
        code: plan.shown.map((index) => codeLines[index]).join('\n'),
        tokens: encodeTokens(lines),
        highlight: plan.highlighted.length > 0 ? plan.highlighted.join(',') : undefined,
        firstName: firstName === undefined ? undefined : String(firstName),
        // `wrap` in the fence meta: lines longer than the block wrap at its edge (the API pages' signatures).
        wrap: attributes.wrap === true ? 'true' : undefined,
      });
      blocks.push({element, hasHovers});
      if (covered && isChecked(node) && compilable(node) && typeof attributes.title === 'string') {
        const sdk = attributes.sdk;
        const index =
          pageSamples.push({
            title: attributes.title,
            lang: SAMPLE_LANGS[fence] === '.tsx' ? 'tsx' : 'ts',
            release: typeof sdk === 'string' ? sdk : folderRelease,
            source,
          }) - 1;
        if (SAMPLE_LANGS[fence] === '.tsx') runBlocks.push({element, index});
      }
      parent.children.splice(parent.children.indexOf(node), 1, element as RootContent);
    }

    const imports: RootContent[] = [importDefault(COMPONENT_NAME, CODE_BLOCK_COMPONENT)];
    if (pageNames.length > 0) {
      const stub = tables.register(filePath, pageNames, sources);
      imports.push(importDefault(HOVER_NAME, stub));
      for (const block of blocks) {
        if (block.hasHovers) {
          block.element.attributes.push(referenceAttribute('hover', HOVER_NAME));
        }
      }
    }
    if (options.runTables && runBlocks.length > 0) {
      const table = runTable(pageSamples);
      const runnable = runBlocks.filter(({index}) => table.samples[index].component !== undefined);
      if (runnable.length > 0) {
        imports.push(importDefault(RUN_NAME, options.runTables.register(table)));
        for (const {element, index} of runnable) {
          element.attributes.push(referenceAttribute('run', RUN_NAME), {
            type: 'mdxJsxAttribute',
            name: 'runIndex',
            value: String(index),
          });
        }
      }
    }
    tree.children.unshift(...imports);
  };
}
