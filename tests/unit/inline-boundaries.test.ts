/**
 * plugins/inline-boundaries: the server bundle takes core's `renderToHtml` from
 * plugins/inline-boundaries/render-to-html.ts, which exports what core's module exports and writes
 * every Suspense boundary's HTML in place, where core's module moves the later ones of a long page
 * to the end of the document behind an inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createElement as h, Fragment, Suspense} from 'react';
import {describe, expect, it} from 'vitest';
import inlineBoundariesPlugin, {isCoreRenderToHtml} from '../../plugins/inline-boundaries';
import {renderToHtml} from '../../plugins/inline-boundaries/render-to-html';
import {fakeBundlerUtils} from '../support/fake-bundler';

const CORE_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

/** A page of five boundaries of 4,000 bytes each, like the frame's parts around an article. */
const page = () =>
  h(
    'div',
    {id: 'page'},
    ['navbar', 'sidebar', 'breadcrumbs', 'toc', 'footer'].map((part) =>
      h(Suspense, {key: part, fallback: h('p', null, 'fallback')}, h('nav', {id: part}, 'x'.repeat(4000))),
    ),
  );

describe('inline-boundaries plugin', () => {
  it("replaces core's module in server builds only", () => {
    const {utils, replacements} = fakeBundlerUtils();
    const plugin = inlineBoundariesPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({mode: 'production'}, false, utils, undefined)).toEqual({});
    expect(replacements).toEqual([]);
    configure({mode: 'production'}, true, utils, undefined);
    expect(replacements).toHaveLength(1);
    const [, replace] = replacements[0] as [RegExp, (resource: {request: string; context: string}) => void];
    const fromCore = {request: './renderToHtml', context: CORE_CLIENT};
    replace(fromCore);
    expect(fromCore.request).toBe(path.resolve('plugins/inline-boundaries/render-to-html.ts'));
    const elsewhere = {request: './renderToHtml', context: '/site/src/server'};
    replace(elsewhere);
    expect(elsewhere.request).toBe('./renderToHtml');
  });

  it("matches core's server entry's import of the module, and the module exports what ours does", () => {
    const serverEntry = fs.readFileSync(path.join(CORE_CLIENT, 'serverEntry.js'), 'utf8');
    const requests = [...serverEntry.matchAll(/from '([^']*renderToHtml[^']*)'/g)].map((match) => match[1]);
    expect(requests).toEqual(['./renderToHtml']);
    expect(requests.every((request) => isCoreRenderToHtml(request, CORE_CLIENT))).toBe(true);
    expect(isCoreRenderToHtml('./renderToHtmlExtra', CORE_CLIENT)).toBe(false);
    const core = fs.readFileSync(path.join(CORE_CLIENT, 'renderToHtml.js'), 'utf8');
    expect([...core.matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1])).toEqual([
      'renderToHtml',
    ]);
    // Core renders with React's default chunk size and waits for every boundary, as ours does.
    expect(core).toContain('onAllReady');
    expect(core).not.toContain('progressiveChunkSize');
  });

  it('writes every boundary in place, where core moves the later ones to the end of the page', async () => {
    const html = await renderToHtml(page());
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('fallback');
    expect(html.match(/<!--\$-->/g)).toHaveLength(5);
    expect([...html.matchAll(/<nav id="(\w+)">/g)].map((match) => match[1])).toEqual([
      'navbar',
      'sidebar',
      'breadcrumbs',
      'toc',
      'footer',
    ]);

    const core = (await import(path.join(CORE_CLIENT, 'renderToHtml.js'))) as {
      renderToHtml: typeof renderToHtml;
    };
    const coreHtml = await core.renderToHtml(h(Fragment, null, page()));
    expect(coreHtml).toContain('<!--$?--><template');
    expect(coreHtml).toContain('<script');
  });
});
