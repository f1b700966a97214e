import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {
  Highlight,
  normalizeTokens,
  Prism,
  styleForToken,
  themeToDict,
  tokenize,
} from '../../plugins/slim-prism/prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';

// Load languages the way the theme does: components register on the global Prism.
(globalThis as unknown as Record<string, unknown>).Prism = Prism;
await import('prismjs/components/prism-clike');
await import('prismjs/components/prism-javascript');
await import('prismjs/components/prism-typescript');

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['keyword'], style: {color: '#7700aa'}},
    {types: ['string'], style: {color: '#005500'}},
    {types: ['keyword'], languages: ['python'], style: {color: '#ff0000'}},
  ],
};

describe('slim prism-react-renderer', () => {
  it('puts Prism in manual mode before its core is evaluated, so it never highlights the DOM itself', async () => {
    const host = globalThis as unknown as Record<string, unknown>;
    const before = host.Prism;
    delete host.Prism;
    vi.resetModules();
    await import('../../plugins/slim-prism/manual-mode');
    expect(host.Prism).toEqual({manual: true, disableWorkerMessageHandler: true});
    host.Prism = before;
  });

  it('builds a style dictionary per language', () => {
    const dict = themeToDict(theme, 'typescript');
    expect(dict.keyword).toEqual({color: '#7700aa'});
    expect(dict.root).toEqual(theme.plain);
    expect(dict.plain).toEqual({color: '#111111', backgroundColor: undefined});
    expect(themeToDict(theme, 'python').keyword).toEqual({color: '#ff0000'});
  });

  it('splits tokens into lines and keeps nested types', () => {
    const lines = tokenize(Prism, 'const a = `x${b}`;\n\nlet c;', 'typescript');
    expect(lines).toHaveLength(3);
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'const'});
    expect(lines[0].some((token) => token.types.includes('template-string'))).toBe(true);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('treats an unknown language as plain text', () => {
    expect(tokenize(Prism, 'a\nb', 'klingon')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: 'b'}],
    ]);
    expect(normalizeTokens([])).toEqual([[{types: ['plain'], content: '\n', empty: true}]]);
  });

  it('styles tokens from the dictionary', () => {
    const dict = themeToDict(theme, 'typescript');
    expect(styleForToken(dict, {types: ['plain'], content: 'x'})).toBeUndefined();
    expect(styleForToken(dict, {types: ['keyword'], content: 'let'})).toEqual({color: '#7700aa'});
    expect(styleForToken(dict, {types: ['plain'], content: '\n', empty: true})).toEqual({display: 'inline-block'});
  });

  it('renders through the same render-prop API as prism-react-renderer', () => {
    const html = renderToStaticMarkup(
      createElement(Highlight, {
        code: 'let x = "y";',
        language: 'TypeScript',
        theme,
        children: ({className, style, tokens, getLineProps, getTokenProps}) =>
          createElement(
            'pre',
            {className, style},
            tokens.map((line, i) =>
              createElement(
                'div',
                {key: i, ...getLineProps({line})},
                line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
              ),
            ),
          ),
      }),
    );
    expect(html).toContain('class="prism-code language-typescript"');
    expect(html).toContain('<span class="token keyword" style="color:#7700aa">let</span>');
    expect(html).toContain('<span class="token string" style="color:#005500">&quot;y&quot;</span>');
  });
});
