import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadBrand, markFromLogo, parsePalette} from '../../plugins/social-cards/brand';
import {cacheKey, pngCache} from '../../plugins/social-cards/cache';
import {CARD_HEIGHT, CARD_WIDTH, renderCard, titleFontSize} from '../../plugins/social-cards/card';
import {cardAlt, cardMetaTags, insertIntoHead} from '../../plugins/social-cards/meta';
import {
  cardFileName,
  collectCardPages,
  htmlFileOf,
  sectionOf,
  titleFromTitleTag,
} from '../../plugins/social-cards/pages';

const SITE_DIR = path.resolve(__dirname, '../..');
const OPTIONS = {baseUrl: '/', siteTitle: 'OpenSecret SDK', titleDelimiter: '·'};
const tag = (title: string) => `<title data-rh="true">${title}</title>`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('social card pages', () => {
  it('names each part of the site', () => {
    expect(sectionOf('/docs/guides/getting-started')).toBe('Guide');
    expect(sectionOf('/docs/api/')).toBe('API reference');
    expect(sectionOf('/docs/api/type-aliases/OpenSecretContextType')).toBe('API reference');
    expect(sectionOf('/docs/')).toBe('Documentation');
    expect(sectionOf('/docs/registration')).toBe('Documentation');
    expect(sectionOf('/')).toBe('Home');
    expect(sectionOf('/search')).toBe('Search');
    expect(sectionOf('/markdown-page')).toBe('Page');
    expect(sectionOf('/base/docs/guides/x', '/base/')).toBe('Guide');
  });

  it('gives every route a flat file name and finds its HTML file', () => {
    expect(cardFileName('/')).toBe('index.png');
    expect(cardFileName('/docs/')).toBe('docs.png');
    expect(cardFileName('/docs/guides/getting-started')).toBe('docs-guides-getting-started.png');
    expect(cardFileName('/docs/api/type-aliases/OpenSecretContextType')).toBe(
      'docs-api-type-aliases-OpenSecretContextType.png',
    );
    expect(cardFileName('/404.html')).toBe('404.png');
    expect(cardFileName('/a b/ü')).toBe('a-b--.png');
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/docs/')).toBe('docs/index.html');
    expect(htmlFileOf('/docs/registration')).toBe('docs/registration/index.html');
    expect(htmlFileOf('/404.html')).toBe('404.html');
  });

  it('takes the title from the <title> element, without the site name', () => {
    expect(titleFromTitleTag(tag('Getting started · OpenSecret SDK'), 'OpenSecret SDK', '·')).toBe('Getting started');
    expect(titleFromTitleTag(tag('Keys &amp; values &#x27;x&#39; · OpenSecret SDK'), 'OpenSecret SDK', '·')).toBe(
      "Keys & values 'x'",
    );
    expect(titleFromTitleTag(tag('OpenSecret SDK'), 'OpenSecret SDK', '·')).toBe('OpenSecret SDK');
    expect(titleFromTitleTag('<title></title>', 'OpenSecret SDK', '·')).toBe('OpenSecret SDK');
  });

  it('collects one page per route, sorted, and rejects a route without a title or a clashing file', () => {
    const pages = collectCardPages(
      ['/docs/', '/', '/docs/'],
      {'/': tag('Home · OpenSecret SDK'), '/docs/': tag('Introduction · OpenSecret SDK')},
      OPTIONS,
    );
    expect(pages).toEqual([
      {route: '/', title: 'Home', section: 'Home', file: 'index.png', htmlFile: 'index.html'},
      {route: '/docs/', title: 'Introduction', section: 'Documentation', file: 'docs.png', htmlFile: 'docs/index.html'},
    ]);
    expect(() => collectCardPages(['/x'], {}, OPTIONS)).toThrow(/\/x has no <title>/);
    expect(() => collectCardPages(['/a/b', '/a-b'], {'/a/b': tag('A'), '/a-b': tag('B')}, OPTIONS)).toThrow(
      /share the card a-b\.png/,
    );
    expect(() => collectCardPages(['/Docs', '/docs'], {'/Docs': tag('A'), '/docs': tag('B')}, OPTIONS)).toThrow(
      /share the card/,
    );
  });
});

describe('social card brand', () => {
  it('reads the palette from the :root block and names a missing variable', () => {
    const palette = parsePalette(fs.readFileSync(path.join(SITE_DIR, 'src/css/custom.css'), 'utf8'));
    expect(palette.primary).toBe('#5b3fd1');
    expect(palette.content).toBe('#1c1b22');
    expect(Object.values({...palette} as Record<string, string>).every((value) => /^#[0-9a-f]{3,8}$/.test(value))).toBe(
      true,
    );
    expect(() => parsePalette(':root { --ifm-color-primary: #123456; }', 'x.css')).toThrow(
      /x\.css: :root has no hex value for --ifm-background-color/,
    );
    expect(() => parsePalette('body {}', 'x.css')).toThrow(/x\.css: no :root/);
  });

  it('cuts the logo mark out of the logo: no text, square viewBox', () => {
    const mark = markFromLogo(fs.readFileSync(path.join(SITE_DIR, 'static/img/logo.svg'), 'utf8'));
    expect(mark).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="28" height="28" viewBox="0 0 28 28">/);
    expect(mark).not.toMatch(/<text|<title/);
    expect(mark).toContain('<path');
    expect(() => markFromLogo('<svg><text>x</text></svg>', 'logo.svg')).toThrow(
      /logo\.svg: the <svg> element needs a numeric viewBox/,
    );
    expect(() => markFromLogo('<svg viewBox="0 0 10 10"><text>x</text></svg>', 'logo.svg')).toThrow(/no shapes/);
  });
});

describe('social card meta tags', () => {
  const meta = {imageUrl: 'https://docs.example.com/img/social/docs.png', alt: 'Intro "x" <y> & z'};

  it('lists og:image with size, type and alt, and twitter:image with alt, escaped', () => {
    const tags = cardMetaTags(meta);
    expect(tags).toBe(
      '<meta property="og:image" content="https://docs.example.com/img/social/docs.png">' +
        '<meta property="og:image:type" content="image/png">' +
        '<meta property="og:image:width" content="1200">' +
        '<meta property="og:image:height" content="630">' +
        '<meta property="og:image:alt" content="Intro &quot;x&quot; &lt;y&gt; &amp; z">' +
        '<meta name="twitter:image" content="https://docs.example.com/img/social/docs.png">' +
        '<meta name="twitter:image:alt" content="Intro &quot;x&quot; &lt;y&gt; &amp; z">',
    );
  });

  it('goes at the end of the head, with or without a </head> tag', () => {
    expect(insertIntoHead('<html><head><title>t</title></head><body></body>', '<meta x>', 'f')).toBe(
      '<html><head><title>t</title><meta x></head><body></body>',
    );
    expect(insertIntoHead('<!doctype html><meta charset=UTF-8><title>t</title><body class=a>', '<meta x>', 'f')).toBe(
      '<!doctype html><meta charset=UTF-8><title>t</title><meta x><body class=a>',
    );
    expect(() => insertIntoHead('<p>fragment', '<meta x>', 'page.html')).toThrow(/page\.html: no <\/head> or <body>/);
    expect(() => insertIntoHead('<meta property=og:image content=x><body>', '<meta x>', 'page.html')).toThrow(
      /page\.html: already has an og:image/,
    );
    expect(insertIntoHead('<meta property=og:image:width content=1><body>', '<meta x>', 'f')).toBe(
      '<meta property=og:image:width content=1><meta x><body>',
    );
  });

  it('describes the card in its alt text', () => {
    expect(cardAlt('Getting started', 'Guide', 'OpenSecret SDK', '@opensecret/react 1.1.0')).toBe(
      'Getting started (Guide): OpenSecret SDK documentation for @opensecret/react 1.1.0',
    );
  });
});

describe('social card image', () => {
  it('sizes the title to its longest word and its length', () => {
    expect(titleFontSize('Getting started')).toBe(76);
    expect(titleFontSize('OpenSecretDeveloperContextType')).toBeLessThanOrEqual(
      Math.floor((CARD_WIDTH - 144) / (30 * 0.6)),
    );
    expect(titleFontSize('A title that is a good deal longer than sixty characters in all, really')).toBe(56);
    expect(titleFontSize('x'.repeat(200))).toBe(36);
  });

  it('renders a 1200×630 PNG with the brand font, without network', async () => {
    const png = await renderCard(
      {
        title: 'OpenSecretDeveloperContextType',
        section: 'API reference',
        sdk: '@opensecret/react 1.1.0',
        host: 'docs.opensecret.cloud',
        wordmark: 'OpenSecret',
        badge: 'SDK',
      },
      loadBrand(SITE_DIR),
    );
    expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(png.length).toBeGreaterThan(5_000);
    expect(png.length).toBeLessThan(200_000);
  });
});

describe('social card cache', () => {
  it('renders a card once, serves it from disk after, and drops unused entries', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-cache-'));
    try {
      let renders = 0;
      const render = () => {
        renders += 1;
        return Promise.resolve(Buffer.from(`png ${renders}`));
      };
      const first = pngCache(dir);
      const keyA = cacheKey('<svg>a</svg>', 'resvg-wasm@1');
      expect(await first.get(keyA, render)).toEqual(Buffer.from('png 1'));
      expect(await first.get(cacheKey('<svg>b</svg>', 'resvg-wasm@1'), render)).toEqual(Buffer.from('png 2'));
      expect(await first.finish()).toEqual({hits: 0, misses: 2});

      const second = pngCache(dir);
      expect(await second.get(keyA, render)).toEqual(Buffer.from('png 1'));
      expect(renders).toBe(2);
      expect(await second.finish()).toEqual({hits: 1, misses: 0});
      expect(fs.readdirSync(dir)).toEqual([`${keyA}.png`]);
      expect(cacheKey('<svg>a</svg>', 'resvg-wasm@2')).not.toBe(keyA);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
