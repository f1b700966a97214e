/**
 * A Link module as the browser runs it, for tests in jsdom: `bundleLink` bundles Docusaurus's
 * (@docusaurus/core's lib/client/exports/Link.js, JSX in .js) or the site's copy
 * (src/client/link.tsx) with esbuild (tests/support/link-bundle-build.ts) and evaluates it, with
 * three of Docusaurus's client hooks taken from `globalThis.linkTestDocusaurus`: the site context,
 * the broken-links collector and the execution environment, which the app's providers and the
 * browser give in a real page. React and React Router are the test's own modules.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const ROOT = path.resolve(__dirname, '../..');
export const UPSTREAM_LINK = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports/Link.js');
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/link-bundle-test');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** What the bundled hooks return, set by the test before rendering. */
export interface LinkTestDocusaurus {
  siteConfig: {baseUrl: string; url: string; trailingSlash: boolean | undefined; future: {experimental_router: string}};
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string): void;
}

const bundles = new Map<string, string>();

/** The module's default export (the Link component), from a fresh evaluation of its bundle. */
export function bundleLink(entry: string): Promise<unknown> {
  let outfile = bundles.get(entry);
  if (!outfile) {
    fs.mkdirSync(OUT_DIR, {recursive: true});
    outfile = path.join(OUT_DIR, `${path.basename(entry).replace(/\W/g, '-')}-${process.pid}.cjs`);
    execFileSync(TSX, [path.join(__dirname, 'link-bundle-build.ts'), entry, outfile], {stdio: 'inherit'});
    bundles.set(entry, outfile);
  }
  // The test's React and React Router, through Node's module cache.
  const load = createRequire(__filename);
  Reflect.deleteProperty(load.cache, outfile);
  return Promise.resolve((load(outfile) as {default: unknown}).default);
}
