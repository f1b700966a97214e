/**
 * Code highlighting themes for light and dark mode, written for this site: every token colour
 * keeps at least 4.5:1 contrast (WCAG AA) against the block background and against the
 * highlighted-line background (--docusaurus-highlighted-code-line-bg in src/css/custom.css).
 * tests/unit/contrast.test.ts checks both.
 *
 * No opacity on tokens: it would silently lower their contrast.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const prismLight: PrismTheme = {
  plain: {color: '#24212f', backgroundColor: '#f7f6fb'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#5c586d', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#4a465c'}},
    {types: ['operator'], style: {color: '#6b3e58'}},
    {types: ['keyword', 'atrule', 'rule', 'important', 'selector'], style: {color: '#7a2bae'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'inserted'], style: {color: '#16683a'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'entity'], style: {color: '#a03a00'}},
    {types: ['function', 'function-variable', 'url'], style: {color: '#1d58b0'}},
    {types: ['class-name', 'maybe-class-name', 'builtin', 'namespace'], style: {color: '#0c6670'}},
    {types: ['tag'], style: {color: '#a3215a'}},
    {types: ['attr-name', 'property', 'property-access'], style: {color: '#7a4f00'}},
    {types: ['deleted'], style: {color: '#b0261e'}},
    {types: ['variable', 'parameter', 'plain'], style: {color: '#24212f'}},
    {types: ['bold', 'important'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export const prismDark: PrismTheme = {
  plain: {color: '#e5e2f0', backgroundColor: '#1b1927'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#a19cb8', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#bdb8d2'}},
    {types: ['operator'], style: {color: '#f0a8d0'}},
    {types: ['keyword', 'atrule', 'rule', 'important', 'selector'], style: {color: '#d2a8ff'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'inserted'], style: {color: '#9ddf9f'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'entity'], style: {color: '#ffb07a'}},
    {types: ['function', 'function-variable', 'url'], style: {color: '#8ec4ff'}},
    {types: ['class-name', 'maybe-class-name', 'builtin', 'namespace'], style: {color: '#72dbd0'}},
    {types: ['tag'], style: {color: '#ff9ec0'}},
    {types: ['attr-name', 'property', 'property-access'], style: {color: '#ffd27a'}},
    {types: ['deleted'], style: {color: '#ff9c94'}},
    {types: ['variable', 'parameter', 'plain'], style: {color: '#e5e2f0'}},
    {types: ['bold', 'important'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};
