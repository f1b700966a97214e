import {describe, expect, it} from 'vitest';
import {decodeEntities, parseExcerpt, segmentsText} from '../../lib/search/excerpt';

describe('parseExcerpt', () => {
  it('splits text and <mark> segments', () => {
    expect(parseExcerpt('The <mark>provider</mark> wraps <mark>children</mark>.')).toEqual([
      {text: 'The ', mark: false},
      {text: 'provider', mark: true},
      {text: ' wraps ', mark: false},
      {text: 'children', mark: true},
      {text: '.', mark: false},
    ]);
  });

  it('decodes the entities Pagefind escapes, and no more', () => {
    expect(parseExcerpt('Promise&lt;void&gt; &amp; <mark>KVListItem&#91;&#x5D;</mark>')).toEqual([
      {text: 'Promise<void> & ', mark: false},
      {text: 'KVListItem[]', mark: true},
    ]);
    expect(decodeEntities('&unknown; &#0; &#xFFFFFFF;')).toBe('&unknown; &#0; &#xFFFFFFF;');
  });

  it('keeps markup that arrives escaped as text, so it can never become an element', () => {
    const segments = parseExcerpt('&lt;img src=x onerror=alert(1)&gt; <mark>&lt;script&gt;</mark>');
    expect(segments).toEqual([
      {text: '<img src=x onerror=alert(1)> ', mark: false},
      {text: '<script>', mark: true},
    ]);
  });

  it('drops tags other than mark, and merges and skips segments', () => {
    expect(parseExcerpt('<b>bold</b> <mark></mark><mark>a</mark><mark>b</mark><img src=x>')).toEqual([
      {text: 'bold ', mark: false},
      {text: 'ab', mark: true},
    ]);
  });

  it('handles an unclosed mark and an empty excerpt', () => {
    expect(parseExcerpt('x <mark>y')).toEqual([
      {text: 'x ', mark: false},
      {text: 'y', mark: true},
    ]);
    expect(parseExcerpt('')).toEqual([]);
    expect(segmentsText(parseExcerpt('a <mark>b</mark> c'))).toBe('a b c');
  });
});
