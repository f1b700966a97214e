import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import * as clientTslib from '../../plugins/slim-tslib/client-tslib';
import slimTslibPlugin, {CLIENT_TSLIB_MODULE} from '../../plugins/slim-tslib/index';

const require = createRequire(import.meta.url);

/** Every tslib helper that a CommonJS module of the client bundle calls. */
function helpersCalledByClientModules(): string[] {
  const source = fs.readFileSync(require.resolve('@docusaurus/utils-common/lib/index.js'), 'utf8');
  return [...new Set([...source.matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1] ?? ''))];
}

describe('slim-tslib', () => {
  it('offers every helper that the client bundle calls', () => {
    const helpers = helpersCalledByClientModules();
    expect(helpers.length).toBeGreaterThan(0);
    for (const helper of helpers) expect(typeof (clientTslib as Record<string, unknown>)[helper]).toBe('function');
  });

  it('interops CommonJS and ES modules as tslib does', () => {
    const cjs = {value: 1};
    expect(clientTslib.__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 2};
    expect(clientTslib.__importDefault(esm)).toBe(esm);
    expect(clientTslib.__importStar({a: 1}).a).toBe(1);
  });

  it('aliases tslib in the client bundle only', () => {
    const plugin = slimTslibPlugin() as Plugin & {configureWebpack: (...args: unknown[]) => unknown};
    expect(plugin.configureWebpack({}, false)).toEqual({resolve: {alias: {tslib$: CLIENT_TSLIB_MODULE}}});
    expect(plugin.configureWebpack({}, true)).toEqual({});
  });
});
