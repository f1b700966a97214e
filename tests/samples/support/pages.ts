/**
 * A docs page's samples as its reader's app runs them: each sample is taken from the page by the
 * sample check's extraction (lib/samples), compiled with TypeScript as the check compiles it
 * (hidden setup included, the way `visibleCode` shows it to readers is only for messages), and
 * evaluated with its imports pointed at:
 *
 * - `@opensecret/react`: a new instance of the page's SDK release (the package the sample check
 *   compiles the page against, or the one a fence's `sdk="…"` names), as a page load starts with:
 *   the SDK keeps its API URL in a module variable that only the provider's effect sets;
 * - `react`: React with `useState` and `useReducer` watched for updates after unmount (guard.ts);
 * - `react/jsx-runtime`, `react-dom`, `openai` (every export): the installed packages;
 * - `./name`: the page's sample titled `src/name.ts` or `src/name.tsx`, in the same page load.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as openaiPackage from 'openai';
import OpenAI from 'openai';
import type * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import ts from 'typescript';
import {SAMPLES_CONFIG} from '../../../lib/samples/config';
import {extractSamples, type Sample} from '../../../lib/samples/extract';
import {folderOf, knownReleases} from '../../../lib/samples/releases';
import {watchedReact} from './guard';
import {whereOf, type PageSample} from './page-sample';

export const SITE = path.resolve(import.meta.dirname, '../../..');

export {whereOf, type PageSample};

const pageCache = new Map<string, Sample[]>();

/** Every TS/TSX sample of a page, as the sample check extracts them. */
export function samplesOfPage(page: string): Sample[] {
  let samples = pageCache.get(page);
  if (!samples) {
    const file = path.join(SITE, page);
    samples = extractSamples(fs.readFileSync(file, 'utf8'), file);
    pageCache.set(page, samples);
  }
  return samples;
}

/** The page's sample titled `title` (exactly one must exist), with its release. */
export function pageSample(page: string, title: string): PageSample {
  const found = samplesOfPage(page).filter((sample) => sample.attributes.title === title);
  if (found.length !== 1) throw new Error(`${page}: ${found.length} code blocks titled "${title}", expected 1`);
  const sample = found[0];
  const folderRelease = folderOf(SAMPLES_CONFIG, SITE, sample.file)?.release ?? SAMPLES_CONFIG.defaultRelease;
  const release = sample.sdk === undefined ? folderRelease : knownReleases(SAMPLES_CONFIG).get(sample.sdk);
  if (!release) throw new Error(`${page}: "${title}" names sdk="${sample.sdk}", which is not installed`);
  return {page, title, sample, release: release.version, releaseDirectory: path.join(SITE, release.directory)};
}

/** The members of the SDK module the harness itself uses; samples use the rest. */
export interface SdkModule {
  OpenSecretProvider: React.ComponentType<{apiUrl: string; clientId: string; children?: React.ReactNode}>;
  useOpenSecret: () => {
    auth: {loading: boolean; user?: {user: {id: string; email?: string}}};
    signIn: (email: string, password: string) => Promise<unknown>;
    signOut: () => Promise<void>;
  };
  [name: string]: unknown;
}

let loads = 0;

/**
 * A new instance of a release's SDK module, as a page load starts with. The query string makes
 * the module loader evaluate the file again, so no API URL or state of an earlier load is kept.
 */
export async function freshSdk(releaseDirectory: string): Promise<SdkModule> {
  const entry = path.join(releaseDirectory, 'dist/opensecret-react.es.js');
  loads += 1;
  return (await import(/* @vite-ignore */ `${entry}?page-load=${loads}`)) as SdkModule;
}

/** Replaces `import.meta` with `__sampleImportMeta`, which the evaluation provides (a bundler's `import.meta.env`). */
const importMetaTransformer: ts.TransformerFactory<ts.SourceFile> = (context) => (file) => {
  const visit = (node: ts.Node): ts.Node =>
    ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword
      ? ts.factory.createIdentifier('__sampleImportMeta')
      : ts.visitEachChild(node, visit, context);
  return ts.visitNode(file, visit) as ts.SourceFile;
};

/** One page load: the SDK instance and the samples of the page evaluated against it. */
export interface PageLoad {
  readonly sdk: SdkModule;
  /** The exports of the page's sample titled `title`, evaluated once per load. */
  exportsOf(title: string): Record<string, unknown>;
}

export interface LoadOptions {
  /** What `import.meta.env` holds, as a bundler would set it from `.env.local`. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts a page load of `sample`'s page: a fresh instance of its release, its samples compiled on demand. */
export async function loadPage(sample: PageSample, options: LoadOptions = {}): Promise<PageLoad> {
  const sdk = await freshSdk(sample.releaseDirectory);
  const evaluated = new Map<string, Record<string, unknown>>();
  const importMeta = {env: {...options.env}, url: `${SITE}/${sample.page}`};

  const exportsOf = (title: string): Record<string, unknown> => {
    const known = evaluated.get(title);
    if (known) return known;
    const target = title === sample.title ? sample : pageSample(sample.page, title);
    if (target.releaseDirectory !== sample.releaseDirectory) {
      throw new Error(`${whereOf(target)} runs against SDK ${target.release}, not ${sample.release}`);
    }
    const exports: Record<string, unknown> = {};
    evaluated.set(title, exports);
    const {outputText, diagnostics} = ts.transpileModule(target.sample.code, {
      fileName: target.sample.lang === 'tsx' ? 'sample.tsx' : 'sample.ts',
      reportDiagnostics: true,
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
      transformers: {before: [importMetaTransformer]},
    });
    if (diagnostics && diagnostics.length > 0) {
      const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
      throw new Error(`${whereOf(target)} does not compile: ${text}`);
    }
    const modules: Record<string, unknown> = {
      react: watchedReact(target),
      'react/jsx-runtime': jsxRuntime,
      'react-dom': ReactDom,
      // Every export of the package, its error classes included (`APIConnectionError`…).
      openai: {...openaiPackage, __esModule: true, default: OpenAI},
      '@opensecret/react': sdk,
    };
    const load = (name: string): unknown => {
      if (name in modules) return modules[name];
      if (name.startsWith('./')) {
        const sibling = samplesOfPage(sample.page).find((candidate) =>
          ['.ts', '.tsx'].some((extension) => candidate.attributes.title === `src/${name.slice(2)}${extension}`),
        );
        if (sibling) return exportsOf(sibling.attributes.title as string);
      }
      throw new Error(`${whereOf(target)} imports ${name}, which the page does not provide`);
    };
    const run = vm.runInThisContext(`(function (require, exports, __sampleImportMeta) {${outputText}\n})`, {
      filename: `${target.page}:${target.sample.fenceLine}`,
    }) as (require: (name: string) => unknown, exports: Record<string, unknown>, importMeta: unknown) => void;
    run(load, exports, importMeta);
    return exports;
  };
  return {sdk, exportsOf};
}
