/**
 * The brand the cards carry, read from the site's own sources so they never drift: the colours
 * from the light theme's :root block of src/css/custom.css, the logo mark from
 * static/img/logo.svg, and the Inter font (the card text only; the site itself uses system fonts)
 * from the @fontsource/inter package. Parsing is pure; loadBrand reads the files.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface Palette {
  background: string;
  backgroundAlt: string;
  border: string;
  primary: string;
  primaryDarkest: string;
  accentSoft: string;
  content: string;
  contentSecondary: string;
}

/** Palette field → the custom property of src/css/custom.css it comes from. */
export const PALETTE_VARIABLES: Readonly<Record<keyof Palette, string>> = {
  background: '--ifm-background-color',
  backgroundAlt: '--os-color-bg-alt',
  border: '--os-color-border',
  primary: '--ifm-color-primary',
  primaryDarkest: '--ifm-color-primary-darkest',
  accentSoft: '--os-color-accent-soft',
  content: '--ifm-color-content',
  contentSecondary: '--ifm-color-content-secondary',
};

export interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

export interface Brand {
  palette: Palette;
  /** The logo's square mark as a standalone SVG document (no text). */
  markSvg: string;
  fonts: Font[];
}

/** The hex colours of the first `:root {…}` block; throws, naming the file, if one is missing. */
export function parsePalette(css: string, file = 'src/css/custom.css'): Palette {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!block) throw new Error(`${file}: no :root { … } block with the palette.`);
  const values = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g))
    values.set(match[1], match[2].toLowerCase());
  const entries = Object.entries(PALETTE_VARIABLES).map(([key, variable]) => {
    const value = values.get(variable);
    if (!value) throw new Error(`${file}: :root has no hex value for ${variable} (social card palette).`);
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as unknown as Palette;
}

/**
 * The mark of the logo: the logo SVG without its text (the wordmark and the "SDK" badge, which
 * the card sets in its own font) and cropped to the square at its left, as tall as the logo.
 */
export function markFromLogo(svg: string, file = 'static/img/logo.svg'): string {
  const viewBox = /<svg\b[^>]*\bviewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (viewBox?.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) {
    throw new Error(`${file}: the <svg> element needs a numeric viewBox.`);
  }
  const [x, y, , height] = viewBox as [number, number, number, number];
  const body = svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<text\b[\s\S]*?<\/text>/g, '')
    .trim();
  if (!/<(rect|path|circle|polygon)\b/.test(body)) throw new Error(`${file}: no shapes left for the logo mark.`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${height}" height="${height}" viewBox="${x} ${y} ${height} ${height}">${body}</svg>`;
}

const localRequire = createRequire(__filename);

function fontFile(weight: 400 | 700): string {
  return localRequire.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
}

export function loadBrand(siteDir: string): Brand {
  const cssFile = path.join(siteDir, 'src/css/custom.css');
  const logoFile = path.join(siteDir, 'static/img/logo.svg');
  return {
    palette: parsePalette(fs.readFileSync(cssFile, 'utf8'), cssFile),
    markSvg: markFromLogo(fs.readFileSync(logoFile, 'utf8'), logoFile),
    fonts: ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      data: fs.readFileSync(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  };
}
