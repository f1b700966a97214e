/**
 * Over the production build: code is highlighted at build time, so no script of the site carries
 * a highlighter, a grammar or a theme; the pages' hover tables (build/assets/hover/) are valid and
 * every reference link in them leads to a page and an anchor of the build; samples carry their
 * names' markers, and the generated API reference is highlighted without them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeTokens, type HoverTable} from '../../lib/code-tokens';
import {walkFiles} from '../../lib/walk';

const BUILD = path.resolve(__dirname, '../../build');
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

/** What a highlighter brings along: Prism's core and grammars, Shiki, TextMate grammars and themes. */
const HIGHLIGHTER_MARKS: [string, RegExp][] = [
  ['Prism core', /\btokenize\s*:\s*function|languages\.extend\(|Prism\.languages|prism-react-renderer/],
  ['a Prism grammar', /["']?(?:class-name|maybe-class-name|template-punctuation)["']?\s*:\s*\{?\s*pattern/],
  ['Shiki', /createHighlighter|codeToTokens|codeToHast|shiki/i],
  ['a TextMate grammar', /"scopeName"\s*:|scopeName\s*:\s*"source\.|"repository"\s*:\s*\{|meta\.function-call/],
  ['an editor theme', /editor\.foreground|tokenColors|--shiki-/],
  ['a regex engine', /oniguruma|onig\.wasm|createOnigScanner/i],
];

describe('code blocks in the build', () => {
  const scripts = walkFiles(path.join(BUILD, 'assets/js'), {extensions: ['.js']});
  const hoverDir = path.join(BUILD, 'assets/hover');
  const tables = fs.readdirSync(hoverDir).map((file) => ({
    file,
    table: JSON.parse(fs.readFileSync(path.join(hoverDir, file), 'utf8')) as HoverTable,
  }));

  it("ships no highlighter, grammar or theme in any script but the runner's editor, loaded by Edit", () => {
    expect(scripts.length).toBeGreaterThan(20);
    // The sample runner's editor (src/runner/Editor.tsx) highlights what a reader types.
    const editor = scripts.filter((file) => file.includes('prism-code-editor'));
    expect(editor.length).toBeGreaterThan(0);
    for (const file of scripts.filter((name) => !editor.includes(name))) {
      const text = read(path.join('assets/js', file));
      for (const [what, mark] of HIGHLIGHTER_MARKS) expect(mark.test(text), `${file} carries ${what}`).toBe(false);
    }
  });

  it('has a hover table per page with samples, named by its content hash, each type highlighted', () => {
    expect(tables.length).toBeGreaterThan(30);
    for (const {file, table} of tables) {
      expect(file).toMatch(/^[0-9a-f]{16}\.hover\.json$/);
      expect(table.entries.length, file).toBeGreaterThan(0);
      expect(table.names.length, file).toBeGreaterThanOrEqual(table.entries.length);
      const named = new Set(table.names.filter((entry) => entry !== -1));
      expect(named, `${file}: every entry is some name's`).toEqual(new Set(table.entries.keys()));
      for (const entry of table.entries) {
        expect(entry.type, file).not.toBe('');
        expect(() => decodeTokens(entry.type, entry.tokens), `${file}: ${entry.type}`).not.toThrow();
      }
    }
  });

  it('links every SDK name to a page and an anchor of the build, in the reference of a release', () => {
    const links = tables.flatMap(({table}) => table.entries.flatMap((entry) => (entry.link ? [entry.link] : [])));
    expect(links.length).toBeGreaterThan(50);
    const versions = new Set<string>();
    for (const {url, symbol} of new Map(links.map((link) => [link.url, link])).values()) {
      const match = /^(\/docs\/(?:3\.x\/)?api\/)([^#]+)(?:#(.+))?$/.exec(url);
      expect(match, `${symbol}: ${url}`).not.toBeNull();
      versions.add(match?.[1] ?? '');
      const html = read(path.join(match?.[1] ?? '', match?.[2] ?? '', 'index.html'));
      const anchor = match?.[3];
      if (anchor) expect(html, `${symbol}: ${url}`).toMatch(new RegExp(`id="?${anchor}[" >]`));
    }
    expect([...versions].sort()).toEqual(['/docs/3.x/api/', '/docs/api/']);
  });

  it('marks the typed names of samples and leaves the generated reference without markers', () => {
    const marker = / data-h(?:="")?[ >]/;
    expect(read('docs/3.x/guides/getting-started/index.html')).toMatch(/<span[^>]* data-h(?:="")? tabindex="?0"?>/);
    expect(read('docs/guides/getting-started/index.html')).toMatch(marker);
    expect(read('index.html')).toMatch(marker);
    const reference = read('docs/3.x/api/type-aliases/OpenSecretContextType/signIn/index.html');
    expect(reference).toContain('theme-code-block');
    expect(reference).not.toMatch(marker);
  });

  it('shows no hidden sample setup on any page', () => {
    const pages = walkFiles(BUILD, {extensions: ['.html']}).filter((file) => file !== 'markdown-page/index.html');
    for (const file of pages) expect(read(file), file).not.toMatch(/<pre[^>]*>(?:(?!<\/pre>).)*---cut---/s);
  });
});
