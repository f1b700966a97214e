/**
 * Docusaurus plugin: makes the docs readable by language models. After the build it writes a
 * Markdown copy of every doc page of every docs version at its URL plus `.md`, /llms.txt (an
 * index of those copies, https://llmstxt.org, one set of sections per SDK release, the latest
 * first) and /llms-full.txt (all pages in one file, release by release), from the docs plugin's
 * loaded content; llms.txt also carries the rules for agents of ./agent-rules.ts. The "Copy page"
 * and "View as Markdown" actions on doc pages use the copies.
 */
import {pluginLogger} from '../logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {NPM2YARN_CONVERTERS, PRODUCT_NAME, SDK_PACKAGE} from '../../src/constants';
import {sdkBehaviours} from '../../lib/sdk-behaviours';
import {agentRulesForLlms} from './agent-rules-for-llms';
import {collectReleases, describeReleases} from './releases';
import {absoluteUrl} from '../../lib/markdown-path';
import {LLMS_FULL_TXT, writeLlmsFiles} from './write';

export interface LlmsPluginOptions {
  /** Id of the docs plugin instance to publish. */
  docsPluginId?: string;
  /** Sidebars listed under "## Optional" in llms.txt. */
  optionalSidebars?: string[];
  /** Package managers `bash npm2yarn` blocks are expanded to (as configured for the docs). */
  npm2yarnConverters?: string[];
  /** The blockquote of llms.txt; defaults to the site's tagline. */
  summary?: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const log = pluginLogger('llms');

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions = {}): Plugin {
  const {docsPluginId = 'default', optionalSidebars = ['api'], npm2yarnConverters = [...NPM2YARN_CONVERTERS]} = options;
  let docs: LoadedContent | undefined;

  return {
    name: 'llms',

    allContentLoaded({allContent}) {
      docs = allContent[DOCS_PLUGIN]?.[docsPluginId] as LoadedContent | undefined;
    },

    async postBuild({outDir, siteConfig, siteDir}) {
      if (!docs) {
        throw new Error(`llms: no content from ${DOCS_PLUGIN} (id "${docsPluginId}"); is the docs plugin enabled?`);
      }
      const releases = collectReleases(docs, {siteDir, optionalSidebars});
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const fullUrl = absoluteUrl(siteUrl, `${siteConfig.baseUrl}${LLMS_FULL_TXT}`);
      const about = `Documentation of ${SDK_PACKAGE}, the React SDK for ${PRODUCT_NAME}, for ${describeReleases(releases, siteUrl)}.`;
      const result = await writeLlmsFiles(releases, {
        outDir,
        siteUrl,
        baseUrl: siteConfig.baseUrl,
        markdownFormat: siteConfig.markdown.format,
        title: siteConfig.title,
        summary: options.summary ?? siteConfig.tagline,
        details:
          `${about} Each page's Markdown copy says which release it documents${releases.length > 1 ? ', and each section below names its release' : ''}. ` +
          `Every link leads to a Markdown copy of the page; [${LLMS_FULL_TXT}](${fullUrl}) has all pages in one file, the latest release first.`,
        rules: agentRulesForLlms(siteUrl, sdkBehaviours(siteDir)),
        fullDetails: `${about} Every page, as Markdown, release by release, the latest first.`,
        npm2yarnConverters,
        siteDir,
      });
      for (const warning of result.warnings) log.warn(warning);
      const size = (file: string) => result.files.find((entry) => entry.path.endsWith(file))?.bytes ?? 0;
      log.info(
        `wrote ${result.pages} Markdown pages (${releases.map((release) => `${release.sdkVersion}: ${release.pages.length}`).join(', ')}), llms.txt (${size('/llms.txt')} bytes) and ${LLMS_FULL_TXT} (${size(`/${LLMS_FULL_TXT}`)} bytes).`,
      );
    },
  };
}
