/**
 * One social card: 1200×630, the brand's mark and wordmark, the page's section and title, and
 * the SDK version. cardElement builds the layout (pure, a React element tree for satori);
 * cardSvg turns it into SVG with satori, svgToPng into PNG with resvg (WebAssembly).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {createElement, type CSSProperties, type ReactElement, type ReactNode} from 'react';
import satori from 'satori';
import {initWasm, Resvg} from '@resvg/resvg-wasm';
import type {Brand} from './brand';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PADDING = 72;

export interface CardText {
  title: string;
  section: string;
  /** e.g. "@opensecret/react 1.1.0" */
  sdk: string;
  /** e.g. "docs.opensecret.cloud" */
  host: string;
  /** The wordmark beside the logo mark, e.g. "OpenSecret". */
  wordmark: string;
  /** The badge after the wordmark, e.g. "SDK". */
  badge: string;
}

const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement('div', {style: {display: 'flex', ...style}}, ...children);

/**
 * Title size: as large as fits, given the longest word (API names such as
 * OpenSecretDeveloperContextType cannot wrap) and the overall length (at most three lines).
 */
export function titleFontSize(title: string): number {
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length), 1);
  const width = CARD_WIDTH - 2 * PADDING;
  // Inter Bold averages about 0.6 em per character in mixed-case identifiers.
  const byWord = Math.floor(width / (longestWord * 0.6));
  const byLength = title.length > 60 ? 56 : title.length > 36 ? 64 : 76;
  return Math.max(36, Math.min(byWord, byLength));
}

export function cardElement(text: CardText, brand: Pick<Brand, 'palette' | 'markSvg'>): ReactElement {
  const {palette} = brand;
  const mark = `data:image/svg+xml;base64,${Buffer.from(brand.markSvg).toString('base64')}`;
  return box(
    {
      width: '100%',
      height: '100%',
      // satori sizes boxes content-box unless told otherwise.
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: PADDING,
      backgroundColor: palette.background,
      borderTop: `16px solid ${palette.primary}`,
      fontFamily: 'Inter',
      color: palette.content,
    },
    box(
      {alignItems: 'center', gap: 18},
      createElement('img', {src: mark, width: 64, height: 64, alt: ''}),
      box({fontSize: 40, fontWeight: 700, color: palette.content}, text.wordmark),
      box(
        {
          fontSize: 26,
          fontWeight: 700,
          color: palette.primaryDarkest,
          backgroundColor: palette.accentSoft,
          borderRadius: 8,
          padding: '4px 12px',
        },
        text.badge,
      ),
    ),
    box(
      {flexDirection: 'column', gap: 20},
      box(
        {fontSize: 30, fontWeight: 700, color: palette.primary, textTransform: 'uppercase', letterSpacing: 2},
        text.section,
      ),
      box(
        {
          fontSize: titleFontSize(text.title),
          fontWeight: 700,
          lineHeight: 1.15,
          color: palette.content,
          wordBreak: 'break-word',
        },
        text.title,
      ),
    ),
    box(
      {
        justifyContent: 'space-between',
        alignItems: 'center',
        fontSize: 28,
        color: palette.contentSecondary,
        borderTop: `2px solid ${palette.border}`,
        paddingTop: 24,
      },
      box({}, text.sdk),
      box({}, text.host),
    ),
  );
}

let wasmReady: Promise<void> | undefined;

/** Loads resvg's WebAssembly once per process. */
function ensureWasm(): Promise<void> {
  wasmReady ??= initWasm(fs.readFileSync(createRequire(__filename).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
}

/** The card as SVG (text set as paths in the brand font). */
export function cardSvg(text: CardText, brand: Brand): Promise<string> {
  return satori(cardElement(text, brand), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: brand.fonts});
}

/** An SVG card as PNG, at its own size. */
export async function svgToPng(svg: string): Promise<Buffer> {
  await ensureWasm();
  const resvg = new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}});
  const image = resvg.render();
  const png = Buffer.from(image.asPng());
  image.free();
  resvg.free();
  return png;
}

export async function renderCard(text: CardText, brand: Brand): Promise<Buffer> {
  return svgToPng(await cardSvg(text, brand));
}
