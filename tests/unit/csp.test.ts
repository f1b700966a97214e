import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  buildContentSecurityPolicy,
  computeCsp,
  findBlockedInlineCode,
  findInlineScripts,
  findInlineStyles,
  hashSource,
  isScriptTypeGovernedByCsp,
  policyFromInclude,
  RUNNER_FRAME_POLICY,
  writeCspInclude,
} from '../../lib/csp';

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('findInlineScripts', () => {
  it('returns the exact text of inline scripts and skips external ones', () => {
    const html =
      '<script src=/assets/js/main.js defer></script><script>!function(){a()}()</script>' +
      '<SCRIPT type="module">import "x"</SCRIPT ><script data-x="a>b">b()</script>';
    expect(findInlineScripts(html).map((block) => block.text)).toEqual(['!function(){a()}()', 'import "x"', 'b()']);
  });

  it('skips data blocks such as JSON-LD, keeps import maps', () => {
    const html =
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type=importmap>{"imports":{}}</script><script type="text/javascript">c()</script>';
    expect(findInlineScripts(html).map((block) => block.text)).toEqual(['{"imports":{}}', 'c()']);
  });

  it('normalises CRLF like the HTML parser does before hashing', () => {
    expect(findInlineScripts('<script>a()\r\nb()\rc()</script>')[0].text).toBe('a()\nb()\nc()');
  });

  it('keeps an empty inline script (it still needs a hash)', () => {
    expect(findInlineScripts('<script></script>')).toEqual([{text: ''}]);
  });

  it('does not end a script at a look-alike closing tag', () => {
    expect(findInlineScripts('<script>"</scripts>";x()</script>')[0].text).toBe('"</scripts>";x()');
  });
});

describe('script types', () => {
  it.each(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'importmap'])(
    '%j is governed by script-src',
    (type) => expect(isScriptTypeGovernedByCsp(type)).toBe(true),
  );
  it.each(['application/ld+json', 'application/json', 'text/template', 'text/x-template'])(
    '%j is a data block',
    (type) => expect(isScriptTypeGovernedByCsp(type)).toBe(false),
  );
});

describe('findInlineStyles / findBlockedInlineCode', () => {
  it('finds <style> elements', () => {
    expect(findInlineStyles('<style>a{color:red}</style><link rel=stylesheet href=x.css>')).toEqual([
      {text: 'a{color:red}'},
    ]);
  });

  it('reports inline event handlers and javascript: URLs, not look-alikes', () => {
    const html =
      '<img src=x onerror="alert(1)"><a href="javascript:void 0">x</a><div data-onboarding=1 title="x onclick=y">' +
      '<code>&lt;img onerror=x&gt;</code>';
    const found = findBlockedInlineCode(html);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('onerror');
    expect(found[1]).toContain('javascript:');
  });
});

describe('hashSource', () => {
  it('is the CSP sha256 source of the UTF-8 text', () => {
    expect(hashSource('alert(1)')).toBe(sha('alert(1)'));
    expect(hashSource('é')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}'`);
  });
});

describe('buildContentSecurityPolicy', () => {
  const policy = buildContentSecurityPolicy({
    scriptHashes: ["'sha256-A='", "'sha256-B='"],
    styleHashes: ["'sha256-S='"],
  });
  const directive = (name: string): string | undefined =>
    policy.split('; ').find((part) => part.split(' ')[0] === name);

  it('allows scripts only from self, by hash, plus WebAssembly compilation', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-A=' 'sha256-B='");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('keeps style hashes out of the CSP2 fallback so its unsafe-inline still works', () => {
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('style-src-elem')).toBe("style-src-elem 'self' 'sha256-S='");
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
  });

  it('has the restrictive directives', () => {
    for (const expected of [
      "default-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; ')).toContain(expected);
    }
  });
});

describe('writeCspInclude', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });
  const site = (files: Record<string, string>): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-test-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), content);
    }
    return dir;
  };

  it("sets the site's policy, with the de-duplicated hashes of every page, and the preview frames' policy", () => {
    const dir = site({
      'index.html': '<script>one()</script><script>two()</script>',
      'docs/a/index.html': '<script>one()</script>',
      'docs/a.md': '<script>not html</script>',
    });
    const result = writeCspInclude(dir);
    const written = fs.readFileSync(path.join(dir, '_csp.conf'), 'utf8');
    expect(written).toBe(result.content);
    expect(result.inventory.htmlFiles).toBe(2);
    expect(result.inventory.scriptHashes).toEqual([sha('one()'), sha('two()')].sort());
    expect(policyFromInclude(written)).toBe(result.policy);
    // One map from the path to the policy, at the http level: no `set`, no header of its own.
    expect(written.match(/^map \$uri \$opensecret_docs_csp \{$/gm)).toHaveLength(1);
    expect(written.match(/^ {4}\S+ "[^"]*";$/gm)).toHaveLength(2);
    expect(policyFromInclude(written, 'runner')).toBe(`${RUNNER_FRAME_POLICY}; frame-ancestors 'self'`);
    expect(written).not.toMatch(/^(add_header|set) /m);
  });

  it('is deterministic', () => {
    const dir = site({'b.html': '<script>b()</script>', 'a.html': '<script>a()</script>'});
    expect(computeCsp(dir).content).toBe(computeCsp(dir).content);
  });

  it('refuses a directory without HTML', () => {
    expect(() => computeCsp(site({'x.txt': 'x'}))).toThrow(/No HTML files/);
  });
});
