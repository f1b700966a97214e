/**
 * Docusaurus plugin: a link-preview image (social card) for every page. After the build it
 * renders a 1200×630 PNG per route (title, section, SDK version, brand) into /img/social/ and
 * adds og:image, its size and alt text, and twitter:image(:alt) to the page's HTML. The cards
 * are static files, not routes. No network: fonts and logo come from the checkout and npm.
 */
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {SDK_PACKAGE, SDK_VERSION} from '../../src/constants';
import {loadBrand} from './brand';
import {renderCard} from './card';
import {cardAlt} from './meta';
import {collectCardPages} from './pages';
import {writeCards} from './write';

/** Where the cards go in the build (URL path after the base URL). */
export const CARD_DIR = 'img/social';

export default function socialCardsPlugin(): Plugin {
  return {
    name: 'social-cards',

    async postBuild({outDir, routesPaths, head, siteConfig, siteDir}) {
      const started = Date.now();
      const {baseUrl, title: siteTitle, titleDelimiter} = siteConfig;
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const titleTags = Object.fromEntries(Object.entries(head).map(([route, helmet]) => [route, helmet.title.toString()]));
      const pages = collectCardPages(routesPaths, titleTags, {baseUrl, siteTitle, titleDelimiter});
      const brand = loadBrand(siteDir);
      const sdk = `${SDK_PACKAGE} ${SDK_VERSION}`;
      const [wordmark = siteTitle, ...badge] = siteTitle.split(' ');
      const written = await writeCards(pages, {
        outDir,
        cardDir: CARD_DIR,
        render: (page) =>
          renderCard({title: page.title, section: page.section, sdk, host: new URL(siteUrl).host, wordmark, badge: badge.join(' ')}, brand),
        meta: (page) => ({imageUrl: `${siteUrl}${baseUrl}${CARD_DIR}/${page.file}`, alt: cardAlt(page.title, page.section, siteTitle, sdk)}),
      });
      const bytes = written.map((card) => card.bytes);
      logger.info(
        `social-cards: ${written.length} cards in ${CARD_DIR}/ (${Math.min(...bytes)}–${Math.max(...bytes)} bytes, ` +
          `${bytes.reduce((sum, size) => sum + size, 0)} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
