/**
 * Stands in for `prism-react-renderer` in the client bundle (see ./index.ts). The package ships
 * its own Prism with some twenty languages compiled in (about 26 KiB gzip on every page); this
 * module keeps the same `Highlight` and `Prism` API over Prism core, and the languages come from
 * `themeConfig.prism.additionalLanguages`, which the theme loads into this Prism. Tokens are
 * merged before rendering (./merge-tokens.ts), so a block renders fewer spans.
 * The rendering logic is copied from the package it replaces, adapted to Prism core:
 * Upstream: prism-react-renderer@2.4.1 (MIT) — Highlight, normalizeTokens, themeToDict, getLineProps, getTokenProps.
 */
import './manual-mode';
import PrismCore from 'prismjs/components/prism-core';
import clsx from 'clsx';
import {createElement, useCallback, useMemo, type CSSProperties, type ReactElement, type ReactNode} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {mergeTokens} from './merge-tokens';
import type {Token} from './token';

export const Prism: typeof PrismCore = PrismCore;

export type {Token} from './token';

type StyleDict = Record<string, CSSProperties | undefined>;

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [other: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [other: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown>;
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: typeof PrismCore;
  children: (props: RenderProps) => ReactNode;
}

/** The theme's styles for one language, keyed by token type; `root` keeps the block background. */
export function themeToDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  dict.root = theme.plain;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

const NEWLINE = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

const appendType = (types: string[], add: string | string[]): string[] =>
  !Array.isArray(add) && types[types.length - 1] === add ? types : types.concat(add);

/** Flattens Prism's nested token stream into lines of tokens, each with all its nested types. */
export function normalizeTokens(tokens: readonly (string | PrismCore.Token)[]): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const walk = (stream: readonly (string | PrismCore.Token)[], types: string[], depth: number): void => {
    for (const token of stream) {
      let tokenTypes: string[];
      let content: PrismCore.TokenStream;
      if (typeof token === 'string') {
        tokenTypes = depth > 0 ? types : ['plain'];
        content = token;
      } else {
        tokenTypes = appendType(types, token.type);
        if (token.alias) tokenTypes = appendType(tokenTypes, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], tokenTypes, depth + 1);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types: tokenTypes, content: parts[0]});
      for (let index = 1; index < parts.length; index += 1) {
        normalizeEmptyLines(line);
        lines.push((line = []));
        line.push({types: tokenTypes, content: parts[index]});
      }
    }
  };
  walk(tokens, [], 0);
  normalizeEmptyLines(line);
  return lines;
}

export function tokenize(prism: typeof PrismCore, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | PrismCore.Token)[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function styleForToken(dict: StyleDict, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && !empty) return dict[types[0]];
  const style: CSSProperties = empty ? {display: 'inline-block'} : {};
  for (const type of types) Object.assign(style, dict[type]);
  return style;
}

const EMPTY_THEME: PrismTheme = {plain: {}, styles: []};

function HighlightInner({
  children,
  language: rawLanguage,
  code,
  theme = EMPTY_THEME,
  prism = Prism,
}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const tokens = useMemo(() => mergeTokens(tokenize(prism, code, language)), [prism, code, language]);
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dict.plain, ...style},
    }),
    [dict],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...styleForToken(dict, token), ...style} : styleForToken(dict, token),
    }),
    [dict],
  );
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root ?? {},
    getLineProps,
    getTokenProps,
  });
}

export function Highlight(props: HighlightProps): ReactElement {
  return createElement(HighlightInner, props);
}
