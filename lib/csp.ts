/**
 * Content-Security-Policy for the production site, derived from the built HTML.
 *
 * Docusaurus emits a few inline <script> elements (the colour-mode / announcement-bar bootstrap
 * in every page, the base-URL issue banner on the home page). Rather than allow 'unsafe-inline',
 * the policy lists the sha256 of every inline script found in build/**\/*.html, so a fresh build
 * always yields a policy that matches it. The result is written as an nginx include
 * (build/_csp.conf) that deploy/nginx.conf pulls in.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {CSP_INCLUDE_FILE} from './csp-include';
import {walkFiles} from './walk';

export interface InlineBlock {
  /** Exactly the text the browser hashes: the element's content, line breaks normalised. */
  text: string;
}

// An attribute list that may contain quoted '>' characters.
const ATTRS = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
const SCRIPT_RE = new RegExp(String.raw`<script\b${ATTRS}>([\s\S]*?)</script(?=[\s/>])`, 'gi');
const STYLE_RE = new RegExp(String.raw`<style\b${ATTRS}>([\s\S]*?)</style(?=[\s/>])`, 'gi');
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Inline event handler attributes (onclick=…) and javascript: URLs: a hash-based policy blocks
// them, so the generator reports them rather than let them fail silently in the browser.
const EVENT_HANDLER_RE = /<[a-zA-Z][^\s>/]*(?:\s(?:[^>"'\s]|"[^"]*"|'[^']*')*)*?\son[a-z]+\s*=/g;
const JS_URL_RE = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi;

function parseAttributes(attrs: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of attrs.matchAll(ATTR_RE)) {
    const name = match[1].toLowerCase();
    if (!result.has(name)) result.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

/**
 * Whether a script element with this type attribute runs (or is parsed by the browser as an
 * import map / speculation rules, which script-src also governs). Data blocks such as
 * application/ld+json are not subject to CSP and need no hash.
 */
export function isScriptTypeGovernedByCsp(type: string | undefined): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return (
    t === '' ||
    t === 'module' ||
    t === 'importmap' ||
    t === 'speculationrules' ||
    /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(t) ||
    /^text\/(?:jscript|livescript)$/.test(t)
  );
}

/** The HTML parser turns CRLF and lone CR into LF before the script text is hashed. */
const normaliseNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Inline scripts of one HTML document that script-src must allow (no src, executable type). */
export function findInlineScripts(html: string): InlineBlock[] {
  const blocks: InlineBlock[] = [];
  for (const match of html.matchAll(SCRIPT_RE)) {
    const attrs = parseAttributes(match[1]);
    if (attrs.has('src') || !isScriptTypeGovernedByCsp(attrs.get('type'))) continue;
    blocks.push({text: normaliseNewlines(match[2])});
  }
  return blocks;
}

/** Inline <style> elements of one HTML document (style-src-elem must allow them). */
export function findInlineStyles(html: string): InlineBlock[] {
  return [...html.matchAll(STYLE_RE)].map((match) => ({text: normaliseNewlines(match[2])}));
}

/** Inline event handlers and javascript: URLs, which the policy deliberately blocks. */
export function findBlockedInlineCode(html: string): string[] {
  const found = [...html.matchAll(EVENT_HANDLER_RE), ...html.matchAll(JS_URL_RE)];
  return found.map((match) => match[0].slice(0, 120));
}

/** A CSP hash source for a text, e.g. 'sha256-…='. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineInventory {
  htmlFiles: number;
  /** Sorted, de-duplicated hash sources. */
  scriptHashes: string[];
  styleHashes: string[];
  /** "file: snippet" for each inline handler / javascript: URL that the policy will block. */
  blocked: string[];
}

/** Every *.html file under a directory (sorted, relative paths with forward slashes). */
export function listHtmlFiles(dir: string): string[] {
  return walkFiles(dir, {extensions: ['.html']}).sort();
}

export function inventoryInlineCode(buildDir: string): InlineInventory {
  const files = listHtmlFiles(buildDir);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const blocked: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const block of findInlineScripts(html)) scripts.add(hashSource(block.text));
    for (const block of findInlineStyles(html)) styles.add(hashSource(block.text));
    for (const snippet of findBlockedInlineCode(html)) blocked.push(`${file}: ${snippet}`);
  }
  return {htmlFiles: files.length, scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), blocked};
}

/**
 * The policy. Everything is same-origin; inline code is allowed only by hash.
 *
 * - script-src: the site's own bundles plus the hashed inline scripts. 'wasm-unsafe-eval' lets
 *   the Pagefind search engine compile its WebAssembly (it allows WebAssembly compilation only,
 *   not eval of JavaScript); it is always present so the policy does not depend on whether the
 *   search index was generated before or after this step.
 * - style-src: browsers with CSP Level 3 use style-src-elem / style-src-attr instead. Stylesheets
 *   and <style> elements must be same-origin or hashed; style="" attributes stay allowed because
 *   the server-rendered HTML uses them (collapsible sidebar
 *   categories). CSP Level 2 browsers (no -elem/-attr support) fall back to style-src, where
 *   'unsafe-inline' keeps those attributes working; hashes are kept out of style-src so that
 *   'unsafe-inline' is not ignored there.
 * - worker-src: Pagefind runs its search in a same-origin web worker.
 */
export function buildContentSecurityPolicy(inventory: Pick<InlineInventory, 'scriptHashes' | 'styleHashes'>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...inventory.scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...inventory.styleHashes],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    // The sample runner's preview frames (plugins/runner-frame), which are pages of the site.
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The policy of the sample runner's preview frames (`/runner/<release>.html`, plugins/runner-frame),
 * as the frame page's meta element states it: the page's own bundle and stylesheet, the evaluation
 * of the reader's compiled sample, inline styles of the sample's elements, and no connection.
 */
export const RUNNER_FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  'img-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

/** The header nginx sends with a preview frame: its policy, and only the site's own pages may frame it. */
export const RUNNER_FRAME_HEADER_POLICY = `${RUNNER_FRAME_POLICY}; frame-ancestors 'self'`;

/** The nginx variable the include's map sets, which deploy/nginx.conf sends as the header. */
export const CSP_VARIABLE = 'opensecret_docs_csp';
/** The paths of the preview frames, as the include's map matches `$uri`. */
export const RUNNER_URI_PATTERN = '~^/runner/';
/** The map's entries: the preview frames' policy, and the site's for every other path. */
const CSP_KEYS = {runner: `"${RUNNER_URI_PATTERN}"`, site: 'default'} as const;

/**
 * The nginx include, at the http level: a map from the request's path to the policy, the
 * preview frames' for theirs and the site's for every other path. A map, not a `set`: nginx
 * evaluates it when it sends the headers, also on responses it makes before any phase runs (a
 * 414 for an over-long request line), where a variable set in the server block would be empty
 * and the header left out.
 */
export function renderNginxInclude(policy: string, inventory: InlineInventory): string {
  for (const value of [policy, RUNNER_FRAME_HEADER_POLICY]) {
    if (/["\\$\n]/.test(value)) throw new Error(`CSP contains a character nginx would interpret: ${value}`);
  }
  return [
    '# Generated at build time by plugins/csp from the inline scripts in build/**/*.html.',
    '# Do not edit: rebuild the site instead (deploy/nginx.conf includes this file in http{} and sends',
    `# $${CSP_VARIABLE} as Content-Security-Policy: the runner's preview frames get theirs, every other path the site's).`,
    `# ${inventory.htmlFiles} HTML files, ${inventory.scriptHashes.length} distinct inline scripts, ${inventory.styleHashes.length} inline <style> elements.`,
    `map $uri $${CSP_VARIABLE} {`,
    `    ${CSP_KEYS.runner} "${RUNNER_FRAME_HEADER_POLICY}";`,
    `    ${CSP_KEYS.site} "${policy}";`,
    '}',
    '',
  ].join('\n');
}

export interface CspResult {
  file: string;
  policy: string;
  inventory: InlineInventory;
  content: string;
}

/** Computes the policy for a build directory (no side effects). */
export function computeCsp(buildDir: string): CspResult {
  const inventory = inventoryInlineCode(buildDir);
  if (inventory.htmlFiles === 0) throw new Error(`No HTML files under ${buildDir}: build the site first.`);
  const policy = buildContentSecurityPolicy(inventory);
  return {
    file: path.join(buildDir, CSP_INCLUDE_FILE),
    policy,
    inventory,
    content: renderNginxInclude(policy, inventory),
  };
}

/** Computes the policy and writes build/_csp.conf. */
export function writeCspInclude(buildDir: string): CspResult {
  const result = computeCsp(buildDir);
  fs.writeFileSync(result.file, result.content);
  return result;
}

/** Extracts a policy (the site's by default) from a generated include file's text (undefined if absent). */
export function policyFromInclude(content: string, which: keyof typeof CSP_KEYS = 'site'): string | undefined {
  const key = CSP_KEYS[which].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^ {4}${key} "([^"]*)";$`, 'm').exec(content)?.[1];
}
