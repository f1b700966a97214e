/**
 * The preview frames' pages and scripts (plugins/runner-frame): a page that loads its release's
 * bundle and stylesheet under a policy that allows no connection, lists the packages loaded on
 * demand, and is kept out of search; scripts named by their content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {bundleScript, frameEntry} from '../../plugins/runner-frame/bundle';
import {RUNNER_FRAME_POLICY as FRAME_POLICY} from '../../lib/csp';
import {framePage} from '../../plugins/runner-frame/frame-html';

describe('the frame page', () => {
  const page = framePage('3.2.0', '/assets/runner/frame-3.2.0-abc.js', '/assets/runner/frame-def.css', {
    openai: '/assets/runner/package-openai-123.js',
  });

  it('loads its bundle and stylesheet and nothing else, under a policy with no connection', () => {
    expect(page).toContain('<script src="/assets/runner/frame-3.2.0-abc.js" defer></script>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/runner/frame-def.css">');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`);
    expect(FRAME_POLICY).toContain("connect-src 'none'");
    expect(FRAME_POLICY).toContain("default-src 'none'");
    expect(FRAME_POLICY).toContain("form-action 'none'");
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('lists the packages it loads on demand, escaped for the attribute, and is not indexed', () => {
    expect(page).toContain('data-packages="{&quot;openai&quot;:&quot;/assets/runner/package-openai-123.js&quot;}"');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<main id="preview"></main>');
  });
});

describe('the frame scripts', () => {
  it("a release's entry imports its package and starts the frame with it", () => {
    expect(frameEntry('1.1.0', '/site/node_modules/opensecret-react-1.1.0', '/site/src/runner/frame/boot.tsx')).toBe(
      [
        'import * as sdk from "/site/node_modules/opensecret-react-1.1.0";',
        'import {boot} from "/site/src/runner/frame/boot.tsx";',
        'boot("1.1.0", sdk);',
        '',
      ].join('\n'),
    );
  });

  it('are bundled for the browser under a name made of their content', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-frame-'));
    const one = await bundleScript(dir, 'x', 'globalThis.answer = 40 + 2;', 'package-x', dir);
    const again = await bundleScript(dir, 'x', 'globalThis.answer = 40 + 2;', 'package-x', dir);
    const other = await bundleScript(dir, 'x', 'globalThis.answer = 43;', 'package-x', dir);
    expect(one.file).toMatch(/^package-x-[0-9a-f]{10}\.js$/);
    expect(again.file).toBe(one.file);
    expect(other.file).not.toBe(one.file);
    const text = fs.readFileSync(path.join(dir, one.file), 'utf8');
    expect(text).toContain('42');
    expect(one.bytes).toBe(Buffer.byteLength(text));
  });
});
