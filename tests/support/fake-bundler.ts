import type {Plugin} from '@docusaurus/types';
import {expect} from 'vitest';

/**
 * The part of Docusaurus's configureWebpack utils a plugin under test uses: a bundler whose
 * NormalModuleReplacementPlugin records the arguments of each plugin made.
 */
export function fakeBundlerUtils(): {utils: never; replacements: unknown[][]} {
  const replacements: unknown[][] = [];
  const utils = {
    currentBundler: {
      instance: {
        NormalModuleReplacementPlugin: function Replacement(...args: unknown[]) {
          replacements.push(args);
        },
      },
    },
  } as never;
  return {utils, replacements};
}

/** What a module-swap plugin hands the bundler: the requests it matches and its replacement. */
export interface Replacement {
  pattern: RegExp;
  replace: (resource: {request: string; context?: string}) => void;
}

/**
 * Runs a module-swap plugin's configureWebpack for a server build, a development client build and
 * a production client build, expecting a replacement from the last only, and returns it.
 */
export function productionClientReplacement(makePlugin: (context: never) => Plugin): Replacement {
  const {utils, replacements} = fakeBundlerUtils();
  const plugin = makePlugin({siteDir: '/site'} as never);
  const configure = plugin.configureWebpack!.bind(plugin);
  expect(configure({mode: 'production'}, true, utils, undefined)).toEqual({});
  expect(configure({mode: 'development'}, false, utils, undefined)).toEqual({});
  expect(replacements).toEqual([]);
  configure({mode: 'production'}, false, utils, undefined);
  expect(replacements).toHaveLength(1);
  const [pattern, replace] = replacements[0] as [RegExp, Replacement['replace']];
  return {pattern, replace};
}
