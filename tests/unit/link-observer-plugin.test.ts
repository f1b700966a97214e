/**
 * plugins/link-observer: production client builds take `@docusaurus/Link` from src/client/link.tsx;
 * every import of the module in the installed Docusaurus packages is one the plugin replaces; and
 * the upstream file the copy was made from is pinned by its sha256, so an upgrade of
 * @docusaurus/core that changes it fails here until the copy is compared with it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import linkObserverPlugin, {CLIENT_LINK_MODULE, LINK_REQUEST} from '../../plugins/link-observer';
import {productionClientReplacement} from '../support/fake-bundler';
import {UPSTREAM_LINK as UPSTREAM} from '../support/link-bundle';

const ROOT = path.resolve(__dirname, '../..');
/** sha256 of @docusaurus/core 3.7.0's lib/client/exports/Link.js, the file src/client/link.tsx copies. */
const UPSTREAM_SHA256 = 'adbaeb4401b1428c132242537bfc39cd7213f7d03827b7e6aee254a6614a269d';

describe('link-observer plugin', () => {
  it('replaces the module in production client builds only', () => {
    const {pattern, replace} = productionClientReplacement(linkObserverPlugin);
    expect(pattern).toBe(LINK_REQUEST);
    const resource = {request: '@docusaurus/Link'};
    replace(resource);
    expect(resource.request).toBe(path.join('/site', CLIENT_LINK_MODULE));
    expect(LINK_REQUEST.test('@docusaurus/LinkExtra')).toBe(false);
    expect(LINK_REQUEST.test('@docusaurus/useBrokenLinks')).toBe(false);
  });

  it('every import of the module in the installed Docusaurus packages is one the plugin matches', () => {
    const named: string[] = [];
    const relative: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') walk(file);
        } else if (file.endsWith('.js')) {
          for (const [, request = ''] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\() ?'([^']+)'/g)) {
            if (request === '@docusaurus/Link') named.push(file);
            else if (
              request.startsWith('.') &&
              path.resolve(path.dirname(file), request).replace(/\.js$/, '') === UPSTREAM.replace(/\.js$/, '')
            )
              relative.push(`${path.relative(ROOT, file)}: ${request}`);
          }
        }
      }
    };
    for (const pkg of fs.readdirSync(path.join(ROOT, 'node_modules/@docusaurus')))
      if (fs.existsSync(path.join(ROOT, 'node_modules/@docusaurus', pkg, 'lib')))
        walk(path.join(ROOT, 'node_modules/@docusaurus', pkg, 'lib'));
    expect(named.length).toBeGreaterThan(20);
    expect(LINK_REQUEST.test('@docusaurus/Link')).toBe(true);
    // No file reaches the module by a path the plugin would not see.
    expect(relative).toEqual([]);
  });

  it('copies the installed upstream file, unchanged since the copy was made', () => {
    const upstream = fs.readFileSync(UPSTREAM);
    expect(
      crypto.createHash('sha256').update(upstream).digest('hex'),
      `${UPSTREAM} changed: compare src/client/link.tsx with it, then update the hash`,
    ).toBe(UPSTREAM_SHA256);
    const copy = fs.readFileSync(path.join(ROOT, CLIENT_LINK_MODULE), 'utf8');
    expect(copy).toContain('Upstream: @docusaurus/core@3.7.0');
    expect(copy).not.toContain('IntersectionObserver(');
  });
});
