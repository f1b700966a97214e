/**
 * Docusaurus plugin: makes the docs readable by language models. After the build it writes a
 * Markdown copy of every doc page at its URL plus `.md`, /llms.txt (an index of those copies,
 * https://llmstxt.org) and /llms-full.txt (all pages in one file), from the docs plugin's
 * loaded content; llms.txt also carries the rules for agents of ./agent-rules.ts. The "Copy page" and "View as Markdown" actions on doc pages use the copies.
 */
import {pluginLogger} from '../logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {LATEST_DOCS, NPM2YARN_CONVERTERS, PRODUCT_NAME, SDK_PACKAGE} from '../../src/constants';

const SDK_VERSION = LATEST_DOCS.sdkVersion;
import {AGENT_RULES, AGENT_RULES_INTRO} from './agent-rules';
import {collectPages} from './collect';
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
      const pages = collectPages(docs, {siteDir, optionalSidebars});
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const fullUrl = absoluteUrl(siteUrl, `${siteConfig.baseUrl}${LLMS_FULL_TXT}`);
      const result = await writeLlmsFiles(pages, {
        outDir,
        siteUrl,
        baseUrl: siteConfig.baseUrl,
        markdownFormat: siteConfig.markdown.format,
        title: siteConfig.title,
        summary: options.summary ?? siteConfig.tagline,
        details:
          `Documentation of ${SDK_PACKAGE} ${SDK_VERSION}, the React SDK for ${PRODUCT_NAME}. ` +
          `Every link below leads to a Markdown copy of the page; [${LLMS_FULL_TXT}](${fullUrl}) has all pages in one file.`,
        rules: {
          intro: AGENT_RULES_INTRO,
          items: AGENT_RULES.map((rule) => ({
            ...rule,
            links: rule.links.map((link) => ({
              title: link.title,
              url: absoluteUrl(siteUrl, `${link.path}#${link.anchor}`),
            })),
          })),
        },
        fullDetails: `Documentation of ${SDK_PACKAGE} ${SDK_VERSION}, the React SDK for ${PRODUCT_NAME}: every page, as Markdown.`,
        npm2yarnConverters,
      });
      for (const warning of result.warnings) log.warn(warning);
      const size = (file: string) => result.files.find((entry) => entry.path.endsWith(file))?.bytes ?? 0;
      log.info(
        `wrote ${result.pages} Markdown pages, llms.txt (${size('/llms.txt')} bytes) and ${LLMS_FULL_TXT} (${size(`/${LLMS_FULL_TXT}`)} bytes).`,
      );
    },
  };
}
