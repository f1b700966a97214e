/**
 * Over the production build: every HTML page has link-preview tags whose image is a 1200×630 PNG
 * in the build, one card per page and nothing else in the cards' directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {listHtmlFiles} from '../../lib/csp';
import {SITE_URL, RUNNER_PATH} from '../../src/constants';

const BUILD = path.resolve(__dirname, '../../build');
const CARD_DIR = 'img/social';

/** Meta tags of a page as property/name → contents (the minifier may drop attribute quotes). */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`).exec(tag);
    const key = attribute('property') ?? attribute('name');
    const content = attribute('content');
    if (!key || !content) continue;
    const name = key[1] ?? key[2] ?? key[3];
    tags.set(name, [...(tags.get(name) ?? []), (content[1] ?? content[2] ?? content[3]).replace(/&quot;/g, '"').replace(/&amp;/g, '&')]);
  }
  return tags;
}

function pngSize(file: string): {width: number; height: number} {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, 24, 0);
  fs.closeSync(fd);
  expect(header.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(header.subarray(12, 16).toString('ascii'), file).toBe('IHDR');
  return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
}

describe('social cards in the build', () => {
  let pages: string[];

  beforeAll(() => {
    // The sample runner's preview frames are documents of the runner, not pages: no card.
    pages = listHtmlFiles(BUILD).filter((file) => !file.startsWith(`${RUNNER_PATH}/`));
    expect(pages.length, 'HTML pages in build/ (run `npm run build` first)').toBeGreaterThan(40);
  });

  it('every page points og:image and twitter:image at its own 1200×630 PNG card, with size and alt text', () => {
    const images = new Set<string>();
    for (const page of pages) {
      const tags = metaTags(fs.readFileSync(path.join(BUILD, page), 'utf8'));
      const one = (name: string) => {
        const values = tags.get(name) ?? [];
        expect(values, `${page}: ${name}`).toHaveLength(1);
        return values[0];
      };
      const image = one('og:image');
      expect(image, page).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, '\\.')}/${CARD_DIR}/[A-Za-z0-9_-]+\\.png$`));
      expect(one('twitter:image'), page).toBe(image);
      expect(one('og:image:width'), page).toBe('1200');
      expect(one('og:image:height'), page).toBe('630');
      expect(one('og:image:type'), page).toBe('image/png');
      const alt = one('og:image:alt');
      expect(alt.length, page).toBeGreaterThan(10);
      expect(one('twitter:image:alt'), page).toBe(alt);
      expect(one('twitter:card'), page).toBe('summary_large_image');
      const title = /<title[^>]*>([^<]*)·/.exec(fs.readFileSync(path.join(BUILD, page), 'utf8'))?.[1]?.trim();
      if (title) expect(alt.replace(/&#x27;|&#39;/g, "'"), page).toContain(title.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"));
      const file = path.join(BUILD, image.slice(SITE_URL.length + 1));
      expect(fs.existsSync(file), `${page}: ${image}`).toBe(true);
      expect(pngSize(file), image).toEqual({width: 1200, height: 630});
      images.add(image);
    }
    expect(images.size, 'one card per page').toBe(pages.length);
  });

  it('has one card per page and nothing else in /img/social/', () => {
    const files = fs.readdirSync(path.join(BUILD, CARD_DIR));
    expect(files.every((file) => file.endsWith('.png'))).toBe(true);
    expect(files).toHaveLength(pages.length);
  });
});
