/**
 * The PostCSS plugin the CSS loader runs on every stylesheet of the client bundle: it purges
 * the stylesheets it is given (./stylesheets.ts) and passes every other one through unchanged.
 * The purge happens before the bundler hashes and minifies the CSS, so the file name's content
 * hash is that of what is served. The content folders and files become the stylesheet's
 * dependencies, so a cached build purges again when a page changes.
 */
import fs from 'node:fs';
import type {PluginCreator} from 'postcss';
import {purgeRoot, type ContentSelectors, type PurgeResult} from './purge';
import type {PurgedStylesheet} from './stylesheets';

const NAME = 'css-purge';

export interface PurgeContent extends ContentSelectors {
  readonly folders: readonly string[];
  readonly files: readonly string[];
}

export interface PostcssPurgeOptions {
  readonly stylesheets: readonly PurgedStylesheet[];
  /** What pages can render; called on the first purged stylesheet, so after every plugin's content is loaded. */
  readonly content: () => Promise<PurgeContent>;
  readonly onPurged: (stylesheet: PurgedStylesheet, result: PurgeResult) => void;
}

export function postcssPurge(options: PostcssPurgeOptions): PluginCreator<void> {
  const creator: PluginCreator<void> = () => ({
    postcssPlugin: NAME,
    async OnceExit(root, {result}) {
      const from = root.source?.input.file;
      if (!from) return;
      const real = fs.existsSync(from) ? fs.realpathSync(from) : from;
      const stylesheet = options.stylesheets.find(({file}) => file === real);
      if (!stylesheet) return;
      const content = await options.content();
      options.onPurged(stylesheet, purgeRoot(root, content));
      for (const dir of content.folders)
        result.messages.push({type: 'dir-dependency', plugin: NAME, dir, parent: from});
      for (const file of content.files) result.messages.push({type: 'dependency', plugin: NAME, file, parent: from});
    },
  });
  creator.postcss = true;
  return creator;
}
