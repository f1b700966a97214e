/**
 * plugins/lazy-progress: production client builds swap the theme's progress bar client module
 * (as Docusaurus's client-modules.js requires it) for the one that loads nprogress on the first
 * navigation; the server bundle and the development server keep the theme's.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import lazyProgressPlugin, {THEME_PROGRESS} from '../../plugins/lazy-progress';
import {fakeBundlerUtils} from '../support/fake-bundler';

describe('lazy-progress plugin', () => {
  const {utils, replacements} = fakeBundlerUtils();
  const plugin = lazyProgressPlugin({siteDir: '/site'} as never);
  const configure = plugin.configureWebpack!.bind(plugin);

  it('swaps the theme module in production client builds only', () => {
    expect(configure({mode: 'production'}, true, utils, undefined)).toEqual({});
    expect(configure({mode: 'development'}, false, utils, undefined)).toEqual({});
    expect(replacements).toEqual([]);
    const client = configure({mode: 'production'}, false, utils, undefined) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
    expect(replacements).toEqual([[THEME_PROGRESS, path.join('/site', 'src/client/navigation-progress.ts')]]);
  });

  it("matches the theme's module as client-modules.js names it, and nothing else", () => {
    expect(THEME_PROGRESS.test('/work/site/node_modules/@docusaurus/theme-classic/lib/nprogress')).toBe(true);
    expect(THEME_PROGRESS.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\nprogress.js')).toBe(true);
    expect(THEME_PROGRESS.test('/work/site/node_modules/@docusaurus/theme-classic/lib/nprogress.css')).toBe(false);
    expect(THEME_PROGRESS.test('nprogress')).toBe(false);
  });
});
