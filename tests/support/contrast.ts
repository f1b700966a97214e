/**
 * WCAG 2.x colour contrast, as pure functions (no DOM): parse a CSS colour, blend a translucent
 * colour over its backdrop, compute relative luminance and the contrast ratio.
 *
 * https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
 * https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */

/** An sRGB colour: r, g, b in 0..255, alpha in 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** AA thresholds: normal text, and large text or user-interface component boundaries. */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT_OR_UI = 3;

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  transparent: '#00000000',
};

/**
 * Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (comma or space syntax, optional
 * "/ alpha", alpha as a number or a percentage) and the names white, black, transparent.
 * Throws on anything else, so a typo in a palette fails loudly instead of passing silently.
 */
export function parseColor(input: string): Rgba {
  const value = input.trim().toLowerCase();
  const named = NAMED[value];
  if (named) {
    return parseColor(named);
  }
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    let digits = hex[1];
    if (digits.length <= 4) {
      digits = digits.replace(/./g, (d) => d + d);
    }
    const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
    return {
      r: channel(0),
      g: channel(1),
      b: channel(2),
      a: digits.length === 8 ? channel(3) / 255 : 1,
    };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(value);
  if (fn) {
    const parts = fn[1]
      .replace(/\s*\/\s*/, ' / ')
      .split(/\s*,\s*|\s+/)
      .filter((p) => p !== '' && p !== '/');
    if (parts.length === 3 || parts.length === 4) {
      const channel = (p: string) => (p.endsWith('%') ? (parseFloat(p) / 100) * 255 : parseFloat(p));
      const alpha = (p: string | undefined) =>
        p === undefined ? 1 : p.endsWith('%') ? parseFloat(p) / 100 : parseFloat(p);
      const color = {
        r: channel(parts[0]),
        g: channel(parts[1]),
        b: channel(parts[2]),
        a: alpha(parts[3]),
      };
      if (Object.values(color).every((n) => Number.isFinite(n))) {
        return color;
      }
    }
  }
  throw new Error(`Unsupported colour: "${input}"`);
}

/** Source-over compositing of a (possibly translucent) colour onto an opaque backdrop. */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  if (backdrop.a < 1) {
    throw new Error('composite() needs an opaque backdrop');
  }
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return {r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), a: 1};
}

/** WCAG relative luminance of an opaque sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({r, g, b}: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio (1 to 21) of a foreground over a background. Translucent colours are first
 * blended: the background onto `backdrop` (default white), then the foreground onto the result.
 */
export function contrastRatio(
  foreground: string | Rgba,
  background: string | Rgba,
  backdrop: string | Rgba = '#ffffff',
): number {
  const toRgba = (c: string | Rgba) => (typeof c === 'string' ? parseColor(c) : c);
  const bg = composite(toRgba(background), toRgba(backdrop));
  const fg = composite(toRgba(foreground), bg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
