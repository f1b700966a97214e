import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  buildSearchIndex,
  headingIdsOnly,
  SearchIndexError,
  spaceTableCells,
} from '../../plugins/search-index/build-index';
import {buildVocabulary, headingTexts, indexedPart} from '../../plugins/search-index/vocabulary';
import {kindOfPath} from '../../lib/search/kind';

describe('spaceTableCells', () => {
  it('separates minified table cells so their words are indexed apart', () => {
    expect(spaceTableCells('<tr><td><code>props</code><td>string<th>x</tr>')).toBe(
      '<tr> <td><code>props</code> <td>string <th>x </tr>',
    );
    expect(spaceTableCells('<table><thead><tbody>')).toBe('<table><thead><tbody>');
  });
});

describe('headingIdsOnly', () => {
  it('keeps the ids of headings and drops every other id, attributes and text untouched', () => {
    expect(
      headingIdsOnly(
        '<h2 class="anchor" id=returns>Returns</h2><li id=test-v3-a class=sdk-behaviour-test>a id=b</li>' +
          '<tr id="row" data-id=x title="id=c > d"><td>x</tr><H3 ID=Up>U</H3><img id=\'q\' alt=z/><a href=#returns>r</a>',
      ),
    ).toBe(
      '<h2 class="anchor" id=returns>Returns</h2><li class=sdk-behaviour-test>a id=b</li>' +
        '<tr data-id=x title="id=c > d"><td>x</tr><H3 ID=Up>U</H3><img alt=z/><a href=#returns>r</a>',
    );
  });
});

describe('indexedPart', () => {
  it('is the marked element up to the end of its <main>, or undefined', () => {
    const html =
      '<nav><h2>Nav</h2></nav><div class=x data-pagefind-body=""><main><h1>T</h1></main></div><footer><h2>F</h2></footer>';
    expect(indexedPart(html)).toBe('<div class=x data-pagefind-body=""><main><h1>T</h1></main>');
    expect(indexedPart('<div data-pagefind-body><h1>T</h1></div>')).toBe('<div data-pagefind-body><h1>T</h1></div>');
    expect(indexedPart('<main><h1>T</h1></main>')).toBeUndefined();
  });
});

describe('headingTexts', () => {
  it('reads h1-h3 text without tags, entities or hash-link glyphs', () => {
    const html =
      '<header><h1>Function: OpenSecretProvider()</h1></header>' +
      '<h2 class="anchor" id=parameters>Parameters &amp; returns<a href=#parameters class=hash-link>\u200b</a></h2>' +
      '<h3><code>props.apiUrl</code></h3><h4>Deep</h4>';
    expect(headingTexts(html)).toEqual(['Function: OpenSecretProvider()', 'Parameters & returns', 'props.apiUrl']);
  });
});

describe('buildVocabulary', () => {
  it('keeps identifiers whole and split, drops short words and numbers, most frequent first', () => {
    const vocabulary = buildVocabulary([
      'Function: OpenSecretProvider()',
      'Type Alias: KVListItem',
      'Remote attestation',
      'Parameters',
      'Parameters',
      'PCR 0',
    ]);
    expect(vocabulary.symbols).toEqual(['KVListItem', 'OpenSecretProvider']);
    expect(vocabulary.words[0]).toBe('parameters');
    expect(vocabulary.words).toEqual(
      expect.arrayContaining([
        'opensecretprovider',
        'open',
        'secret',
        'provider',
        'kvlistitem',
        'list',
        'item',
        'attestation',
        'pcr',
      ]),
    );
    expect(vocabulary.words).not.toContain('kv');
    expect(vocabulary.words).not.toContain('0');
  });
});

describe('kindOfPath', () => {
  it('tells the API reference from the guides', () => {
    expect(kindOfPath('/docs/api/')).toBe('API reference');
    expect(kindOfPath('/docs/api')).toBe('API reference');
    expect(kindOfPath('/docs/api/functions/useOpenSecret')).toBe('API reference');
    expect(kindOfPath('/docs/guides/remote-attestation')).toBe('Guides');
    expect(kindOfPath('/docs/apis-overview')).toBe('Guides');
  });
});

describe('buildSearchIndex', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));
  const site = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    dirs.push(dir);
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), html);
    }
    return dir;
  };

  it('fails the build when no page is marked for indexing', async () => {
    const outDir = site({'index.html': '<html lang="en"><body><main><h1>Home</h1></main></body></html>'});
    await expect(buildSearchIndex({outDir})).rejects.toThrow(SearchIndexError);
    await expect(buildSearchIndex({outDir})).rejects.toThrow(/nothing to index/);
  });

  it('indexes the marked pages into <outDir>/pagefind with a vocabulary', async () => {
    const page = (title: string) =>
      `<html lang="en"><body><nav class="navbar">Nav</nav><div data-pagefind-body><main><h1>${title}</h1><p>Text about ${title}.</p></main></div></body></html>`;
    const outDir = site({
      'index.html': '<html lang="en"><body><h1>Home</h1></body></html>',
      'docs/a/index.html': page('OpenSecretProvider'),
      'docs/b/index.html': page('Remote attestation'),
    });
    const result = await buildSearchIndex({outDir});
    expect(result.pages).toBe(2);
    expect(fs.existsSync(path.join(outDir, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'pagefind', 'pagefind-ui.js'))).toBe(false);
    const vocabulary = JSON.parse(fs.readFileSync(path.join(outDir, 'pagefind', 'vocabulary.json'), 'utf8')) as {
      symbols: string[];
      words: string[];
    };
    expect(vocabulary.symbols).toEqual(['OpenSecretProvider']);
    expect(vocabulary.words).toContain('attestation');
  });
});
