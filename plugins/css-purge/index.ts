/**
 * Docusaurus plugin: the production stylesheet carries only the Infima rules our pages can
 * render. Infima comes whole with the classic theme (≈10 KiB gzip on every page); its CSS is
 * purged with PurgeCSS as the client bundle loads it, against every file that writes markup
 * into a page (./content.ts), before the bundler hashes and minifies it. `docusaurus start`
 * keeps the whole stylesheet. The build stops, naming the file, when Infima's stylesheet
 * cannot be found or never reaches the bundle, or a content folder or package is missing.
 * After the build, .docusaurus/css-purge/report.json lists what was removed (./report.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {walkFiles} from '../../lib/walk';
import {pluginLogger} from '../logger';
import {contentFiles} from './content';
import {postcssPurge, type PurgeContent} from './postcss-plugin';
import {contentSelectors, type PurgeResult} from './purge';
import {reportFile, writeReport} from './report';
import {infimaSpecifier, themeStylesheet, type PurgedStylesheet} from './stylesheets';

const log = pluginLogger('css-purge');

async function readContent(siteDir: string): Promise<PurgeContent> {
  const {folders, files} = contentFiles(siteDir);
  const texts = files.map((file) => ({file, text: fs.readFileSync(file, 'utf8')}));
  return {folders, files, ...(await contentSelectors(texts))};
}

export default function cssPurgePlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir, i18n} = context;
  const direction = i18n.localeConfigs[i18n.currentLocale]?.direction;
  const stylesheets: PurgedStylesheet[] = [themeStylesheet(siteDir, infimaSpecifier(direction))];
  const results = new Map<PurgedStylesheet, PurgeResult>();
  let production = false;
  let content: Promise<PurgeContent> | undefined;

  return {
    name: 'css-purge',
    // Docusaurus calls every plugin's configureWebpack before any configurePostCss.
    configureWebpack(config: Configuration, isServer) {
      if (!isServer) production = config.mode === 'production';
      return {};
    },
    configurePostCss(options) {
      if (!production) return options;
      options.plugins.push(
        postcssPurge({
          stylesheets,
          content: () => (content ??= readContent(siteDir)),
          onPurged: (stylesheet, result) => results.set(stylesheet, result),
        }),
      );
      return options;
    },
    async postBuild({outDir}) {
      if (!production) return;
      const missing = stylesheets.filter((stylesheet) => !results.has(stylesheet));
      if (missing.length > 0) {
        throw new Error(
          `css-purge: ${missing.map(({file}) => file).join(', ')} never reached the client bundle's CSS, so nothing was purged; ` +
            'the theme no longer imports it: update plugins/css-purge/stylesheets.ts',
        );
      }
      const {prefixes} = await (content ?? readContent(siteDir));
      const cssDir = path.join(outDir, 'assets', 'css');
      const cssAssets = walkFiles(cssDir, {extensions: ['.css']}).map((file) => `assets/css/${file}`);
      const report = {
        cssAssets,
        prefixes,
        stylesheets: [...results].map(([{specifier}, {before, after, removed}]) => ({
          specifier,
          selectors: before,
          kept: after,
          removed,
        })),
      };
      writeReport(reportFile(generatedFilesDir), report);
      const listed = path.relative(siteDir, reportFile(generatedFilesDir));
      for (const {specifier, selectors, kept} of report.stylesheets) {
        log.info(`${specifier}: kept ${kept} of ${selectors} selectors (the removed ones are listed in ${listed})`);
      }
    },
  };
}
