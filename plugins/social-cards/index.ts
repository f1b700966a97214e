/**
 * Docusaurus plugin: a link-preview image (social card) for every page. After the build it
 * renders a 1200×630 PNG per route (title, section, SDK version, brand) into /img/social/ and
 * adds og:image, its size and alt text, and twitter:image(:alt) to the page's HTML. The cards
 * are static files, not routes. No network: fonts and logo come from the checkout and npm.
 * Rendered PNGs are cached by SVG hash (./cache.ts), so rebuilds rasterise only changed cards.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SDK_PACKAGE} from '../../src/constants';
import {sdkVersionOfPath} from '../../lib/docs-versions';
import {pluginLogger} from '../logger';
import {loadBrand} from './brand';
import {cacheKey, pngCache} from './cache';
import {cardSvg, svgToPng} from './card';
import {cardAlt} from './meta';
import {collectCardPages} from './pages';
import {writeCards} from './write';

/** Where the cards go in the build (URL path after the base URL). */
export const CARD_DIR = 'img/social';

const logger = pluginLogger('social-cards');

/** The renderer's version, part of the cache key. */
function resvgVersion(): string {
  // The package exports no ./package.json; read it beside the entry point.
  const entry = createRequire(__filename).resolve('@resvg/resvg-wasm');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8')) as {
    version: string;
  };
  return `resvg-wasm@${manifest.version}`;
}

export default function socialCardsPlugin(): Plugin {
  return {
    name: 'social-cards',

    async postBuild({outDir, routesPaths, head, siteConfig, siteDir}) {
      const started = Date.now();
      const {baseUrl, title: siteTitle, titleDelimiter} = siteConfig;
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const titleTags = Object.fromEntries(
        Object.entries(head).map(([route, helmet]) => [route, helmet.title.toString()]),
      );
      const pages = collectCardPages(routesPaths, titleTags, {baseUrl, siteTitle, titleDelimiter});
      const brand = loadBrand(siteDir);
      const [wordmark = siteTitle, ...badge] = siteTitle.split(' ');
      const cache = pngCache(path.join(siteDir, 'node_modules/.cache/social-cards'));
      const renderer = resvgVersion();
      const written = await writeCards(pages, {
        outDir,
        cardDir: CARD_DIR,
        render: async (page) => {
          const sdk = `${SDK_PACKAGE} ${sdkVersionOfPath(page.route)}`;
          const text = {
            title: page.title,
            section: page.section,
            sdk,
            host: new URL(siteUrl).host,
            wordmark,
            badge: badge.join(' '),
          };
          const svg = await cardSvg(text, brand);
          return cache.get(cacheKey(svg, renderer), () => svgToPng(svg));
        },
        meta: (page) => ({
          imageUrl: `${siteUrl}${baseUrl}${CARD_DIR}/${page.file}`,
          alt: cardAlt(page.title, page.section, siteTitle, `${SDK_PACKAGE} ${sdkVersionOfPath(page.route)}`),
        }),
      });
      const {hits, misses} = await cache.finish();
      const bytes = written.map((card) => card.bytes);
      logger.info(
        `${written.length} cards in ${CARD_DIR}/ (${Math.min(...bytes)}–${Math.max(...bytes)} bytes, ` +
          `${bytes.reduce((sum, size) => sum + size, 0)} in all; ${misses} rendered, ${hits} from cache) ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
