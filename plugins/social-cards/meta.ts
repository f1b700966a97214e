/**
 * The link-preview tags of a page (Open Graph and Twitter card image, size and alt text), and
 * their insertion into the page's server-rendered HTML. Pure.
 */
import {CARD_HEIGHT, CARD_WIDTH} from './card';

export interface CardMeta {
  /** Absolute URL of the card. */
  imageUrl: string;
  alt: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags, in order; `twitter:card` (summary_large_image) comes from the theme. */
export function cardMetaTags(meta: CardMeta): string {
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:image', meta.imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', meta.alt],
    ['name', 'twitter:image', meta.imageUrl],
    ['name', 'twitter:image:alt', meta.alt],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`)
    .join('');
}

/**
 * The page's HTML with the tags at the end of its head: before `</head>`, or before `<body>` when
 * the minifier left out the optional `</head>` tag. Throws, naming the file, when there is neither.
 */
export function insertIntoHead(html: string, tags: string, file: string): string {
  if (/<meta\s[^>]*(?:property|name)=["']?(?:og:image|twitter:image)["'\s>]/i.test(html)) {
    throw new Error(`${file}: already has an og:image or twitter:image tag; social-cards would add a second one.`);
  }
  const headEnd = html.search(/<\/head\s*>/i);
  const end = headEnd >= 0 ? headEnd : html.search(/<body[\s>]/i);
  if (end < 0) throw new Error(`${file}: no </head> or <body> to add the social card tags before.`);
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** "Getting started, Guide: OpenSecret SDK docs for @opensecret/react 1.1.0" */
export function cardAlt(title: string, section: string, siteTitle: string, sdk: string): string {
  return `${title} (${section}): ${siteTitle} documentation for ${sdk}`;
}
