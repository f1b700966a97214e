/**
 * A Docusaurus plugin that gives production client builds one of the site's modules in place of a
 * module Docusaurus or its theme imports: every request matching `request` (and `from`, given the
 * importing file's folder, when set) resolves to `module`, a path relative to the site. The server
 * bundle and `docusaurus start` keep the original module.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

export interface ModuleSwap {
  /** The plugin's name. */
  name: string;
  /** The requests to swap, as the importing files write them. */
  request: RegExp;
  /** Whether a matching request, made from the files in `context`, is the module to swap. */
  from?: (request: string, context: string) => boolean;
  /** The module that takes its place, relative to the site. */
  module: string;
}

/** The request and the importing files' folder, as the bundler hands them to a replacement. */
interface Resource {
  request: string;
  context: string;
}

export function productionClientSwap(swap: ModuleSwap): (context: LoadContext) => Plugin {
  return (context) => ({
    name: swap.name,
    configureWebpack(config: Configuration, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(context.siteDir, swap.module);
      return {
        plugins: [
          new NormalModuleReplacementPlugin(swap.request, (resource: Resource) => {
            if (!swap.from || swap.from(resource.request, resource.context)) resource.request = replacement;
          }),
        ],
      };
    },
  });
}
