/**
 * Bundles the preview frame's scripts with esbuild, for the browser, each named by its content's
 * hash so that it can be cached for good: per SDK release, React, the release's package, the
 * stand-in, the sample compiler (Sucrase) and the frame's harness in one script; per package only
 * some samples import (`openai`), a script the frame loads when a run needs it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

export interface FrameBundle {
  /** The release (`3.2.0`) or package (`openai`) bundled. */
  name: string;
  /** The bundle's file name, `frame-3.2.0-<hash>.js`. */
  file: string;
  bytes: number;
}

/** The entry of a release's frame: its package, then the start. */
export function frameEntry(release: string, packageDirectory: string, bootModule: string): string {
  return [
    `import * as sdk from ${JSON.stringify(packageDirectory)};`,
    `import {boot} from ${JSON.stringify(bootModule)};`,
    `boot(${JSON.stringify(release)}, sdk);`,
    '',
  ].join('\n');
}

const hashed = (prefix: string, content: Uint8Array, extension: string): string =>
  `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${extension}`;

/** Bundles `contents` (a module resolved from `siteDir`) into `outDir` as `<prefix>-<hash>.js`. */
export async function bundleScript(
  siteDir: string,
  name: string,
  contents: string,
  prefix: string,
  outDir: string,
): Promise<FrameBundle> {
  const result = await build({
    stdin: {contents, resolveDir: siteDir, loader: 'ts'},
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    define: {'process.env.NODE_ENV': '"production"'},
    jsx: 'automatic',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`runner-frame: esbuild wrote nothing for ${name}`);
  const file = hashed(prefix, output.contents, '.js');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, file), output.contents);
  return {name, file, bytes: output.contents.byteLength};
}

/** Copies the frame's stylesheet into `outDir`, named by its content; returns the name. */
export function copyStyle(source: string, outDir: string): string {
  const content = fs.readFileSync(source);
  const file = hashed('frame', content, '.css');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, file), content);
  return file;
}
