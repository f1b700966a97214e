/**
 * WCAG AA contrast of the site palette (src/css/custom.css) and of the code colours (its
 * --os-code-* variables, one per colour role of highlighted code, lib/code-tokens.ts), in light
 * and dark mode, computed with tests/support/contrast.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CODE_ROLES} from '../support/code-roles';
import {
  AA_LARGE_TEXT_OR_UI,
  AA_NORMAL_TEXT,
  composite,
  contrastRatio,
  parseColor,
  relativeLuminance,
} from '../support/contrast';

const CSS_FILE = path.resolve(__dirname, '../../src/css/custom.css');

type Vars = Record<string, string>;

/** Custom properties declared in each rule of a stylesheet, keyed by normalised selector. */
function parseCustomProperties(css: string): Map<string, Vars> {
  const blocks = new Map<string, Vars>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, rawSelector, body] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = rawSelector.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
    const vars = blocks.get(selector) ?? {};
    for (const declaration of body.split(';')) {
      const match = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(declaration);
      if (match) {
        vars[match[1]] = match[2].replace(/\s+/g, ' ');
      }
    }
    blocks.set(selector, vars);
  }
  return blocks;
}

/** Resolves var(--name) references (with optional fallbacks) against one theme's variables. */
function resolve(vars: Vars, name: string, seen: string[] = []): string {
  if (seen.includes(name)) {
    throw new Error(`Circular custom property: ${[...seen, name].join(' -> ')}`);
  }
  const value = vars[name];
  if (value === undefined) {
    throw new Error(`${name} is not declared in src/css/custom.css for this context`);
  }
  return value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^)]*))?\)/g, (_, ref: string, fallback?: string) =>
    ref in vars || fallback === undefined ? resolve(vars, ref, [...seen, name]) : fallback.trim(),
  );
}

const blocks = parseCustomProperties(fs.readFileSync(CSS_FILE, 'utf8'));
const block = (selector: string): Vars => {
  const vars = blocks.get(selector);
  if (!vars) {
    throw new Error(`No "${selector}" block in src/css/custom.css`);
  }
  return vars;
};

const light: Vars = {...block(':root')};
const dark: Vars = {...light, ...block("html[data-theme='dark']")};
const themes = {
  light: {vars: light, footer: {...light, ...block('.footer--dark')}},
  dark: {
    vars: dark,
    footer: {...dark, ...block('.footer--dark'), ...block("html[data-theme='dark'] .footer--dark")},
  },
} as const;

/**
 * The colour variable of each colour role of highlighted code. Bold and italic (Markdown
 * emphasis) are plain text in another weight or style.
 */
const CODE_COLOURS = [
  ...new Set(
    Object.values(CODE_ROLES).map((role) =>
      role === 'bold' || role === 'italic' ? '--os-code-plain' : `--os-code-${role}`,
    ),
  ),
];

/**
 * A colour pair to check: foreground custom property over background custom property. A
 * translucent background (an overlay such as --ifm-hover-overlay) is laid over `over`, by default
 * the page background.
 */
interface Pair {
  what: string;
  fg: string;
  bg: string;
  over?: string;
  min: number;
  footer?: boolean;
}

const text = (what: string, fg: string, bg: string, over?: string): Pair => ({
  what,
  fg,
  bg,
  over,
  min: AA_NORMAL_TEXT,
});
const ui = (what: string, fg: string, bg: string): Pair => ({what, fg, bg, min: AA_LARGE_TEXT_OR_UI});

const PAIRS: Pair[] = [
  text('body text on the page', '--ifm-color-content', '--ifm-background-color'),
  text('body text on surfaces (navbar, cards)', '--ifm-color-content', '--ifm-background-surface-color'),
  text('body text on alternate bands', '--ifm-color-content', '--os-color-bg-alt'),
  text('secondary text on the page', '--ifm-color-content-secondary', '--ifm-background-color'),
  text('secondary text on surfaces', '--ifm-color-content-secondary', '--ifm-background-surface-color'),
  text('secondary text on alternate bands', '--ifm-color-content-secondary', '--os-color-bg-alt'),
  text('link on the page', '--ifm-link-color', '--ifm-background-color'),
  text('link on surfaces (navbar active item)', '--ifm-link-color', '--ifm-background-surface-color'),
  text('link on alternate bands', '--ifm-link-color', '--os-color-bg-alt'),
  text('link on inline code', '--ifm-link-color', '--ifm-code-background'),
  // The home hero's background is a gradient between the page, --os-color-bg-alt and this tint.
  text('body text on the accent tint', '--ifm-color-content', '--os-color-accent-soft'),
  text('secondary text on the accent tint', '--ifm-color-content-secondary', '--os-color-accent-soft'),
  text('primary text (hero brand, outline button) on the accent tint', '--ifm-color-primary', '--os-color-accent-soft'),
  text('hovered link on the page', '--ifm-link-hover-color', '--ifm-background-color'),
  text('navbar link', '--ifm-color-content', '--ifm-background-surface-color'),
  text('menu item', '--ifm-menu-color', '--ifm-background-color'),
  text('hovered menu item', '--ifm-menu-color', '--ifm-hover-overlay'),
  text(
    'active sidebar item / breadcrumb / pagination (primary on overlay)',
    '--ifm-color-primary',
    '--ifm-hover-overlay',
  ),
  text('table of contents link', '--ifm-toc-link-color', '--ifm-background-color'),
  text('inline code', '--ifm-code-color', '--ifm-code-background'),
  text('primary button text', '--ifm-font-color-base-inverse', '--ifm-color-primary'),
  text('primary button text, hovered', '--ifm-font-color-base-inverse', '--ifm-color-primary-dark'),
  text('primary button text, pressed', '--ifm-font-color-base-inverse', '--ifm-color-primary-darker'),
  text('outline button text', '--ifm-color-primary', '--ifm-background-color'),
  text('announcement bar', '--os-announcement-color', '--os-announcement-bg'),
  text('accent chip (version, step numbers, icons)', '--os-color-accent-strong', '--os-color-accent-soft'),
  text(
    'primary admonition / badge',
    '--ifm-color-primary-contrast-foreground',
    '--ifm-color-primary-contrast-background',
  ),
  ...(['secondary', 'success', 'info', 'warning', 'danger'] as const).map((kind) =>
    text(`${kind} admonition`, `--ifm-color-${kind}-contrast-foreground`, `--ifm-color-${kind}-contrast-background`),
  ),
  text('"verified" text on alternate bands', '--os-color-verified', '--os-color-bg-alt'),
  ui('focus ring on the page', '--os-focus-ring', '--ifm-background-color'),
  ui('focus ring on surfaces', '--os-focus-ring', '--ifm-background-surface-color'),
  ui('focus ring on alternate bands', '--os-focus-ring', '--os-color-bg-alt'),
  ui('primary as a component boundary (outline button, active tab)', '--ifm-color-primary', '--ifm-background-color'),
  ui('strong border (diagram panels)', '--os-color-border-strong', '--ifm-background-surface-color'),
  ui('check mark on the "verified" badge', '--ifm-font-color-base-inverse', '--os-color-verified'),
  // The type popover of code blocks has the code background; its type is code colours.
  text('reference link in a type popover', '--ifm-link-color', '--os-code-bg'),
  text('note in a type popover', '--ifm-color-content-secondary', '--os-code-bg'),
  ui('focus ring on a name in a code block', '--os-focus-ring', '--os-code-bg'),
  ui('check mark of a copied code block', '--os-color-verified', '--os-code-bg'),
  ui('focus ring on a name on a highlighted line', '--os-focus-ring', '--docusaurus-highlighted-code-line-bg'),
  {...text('footer link', '--ifm-footer-link-color', '--ifm-footer-background-color'), footer: true},
  {...text('footer link, hovered', '--ifm-footer-link-hover-color', '--ifm-footer-background-color'), footer: true},
  {...text('footer column title', '--ifm-footer-title-color', '--ifm-footer-background-color'), footer: true},
  {...text('footer text (copyright)', '--ifm-footer-color', '--ifm-footer-background-color'), footer: true},
  {...ui('focus ring in the footer', '--os-focus-ring', '--ifm-footer-background-color'), footer: true},
];

function pairRatio(vars: Vars, pair: Pair): number {
  const over = parseColor(resolve(vars, pair.over ?? '--ifm-background-color'));
  const background = composite(parseColor(resolve(vars, pair.bg)), over);
  return contrastRatio(resolve(vars, pair.fg), background);
}

describe('contrast utility', () => {
  it('computes the WCAG relative luminance of black and white', () => {
    expect(relativeLuminance(parseColor('#000'))).toBe(0);
    expect(relativeLuminance(parseColor('#ffffff'))).toBeCloseTo(1, 10);
  });

  it('computes known contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(0, 0, 255)', 'white')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#abc', '#abc')).toBe(1);
  });

  it('blends translucent colours over their backdrop', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(composite(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff')).r).toBeCloseTo(127.5, 5);
    expect(parseColor('#0000ff80').a).toBeCloseTo(128 / 255, 5);
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({r: 10, g: 20, b: 30, a: 0.5});
  });

  it('rejects colours it cannot parse', () => {
    expect(() => parseColor('var(--x)')).toThrow(/Unsupported colour/);
    expect(() => parseColor('#12')).toThrow(/Unsupported colour/);
  });
});

describe.each(Object.entries(themes))('%s theme', (name, theme) => {
  describe('palette (src/css/custom.css)', () => {
    it.each(PAIRS.map((pair) => [pair.what, pair] as const))('%s', (_, pair) => {
      const ratio = pairRatio(pair.footer ? theme.footer : theme.vars, pair);
      expect(ratio, `${name}: ${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min);
    });
  });

  describe('code colours (--os-code-* in src/css/custom.css)', () => {
    const background = resolve(theme.vars, '--os-code-bg');
    const highlighted = composite(
      parseColor(resolve(theme.vars, '--docusaurus-highlighted-code-line-bg')),
      parseColor(background),
    );

    it('has an opaque block background', () => {
      expect(parseColor(background).a).toBe(1);
    });

    it.each(CODE_COLOURS)('%s on the block and on a highlighted line', (variable) => {
      const colour = resolve(theme.vars, variable);
      expect(parseColor(colour).a, `${name}: ${variable} is opaque`).toBe(1);
      const onBlock = contrastRatio(colour, background);
      const onHighlight = contrastRatio(colour, highlighted);
      expect(onBlock, `${name}: ${variable} ${colour} on ${background}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(onHighlight, `${name}: ${variable} ${colour} on the highlighted line`).toBeGreaterThanOrEqual(
        AA_NORMAL_TEXT,
      );
    });
  });
});
