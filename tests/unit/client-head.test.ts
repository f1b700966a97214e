// @vitest-environment jsdom
/**
 * plugins/client-head and src/client/head.ts: production client builds take `react-helmet-async`
 * from src/client/head.ts, which exports what Docusaurus's client imports of the library and
 * leaves the document's head as the library leaves it, for the same sequence of mounted heads
 * (each scenario runs against both and compares title, `<html>`, `<body>` and `<head>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {act, createElement as h, Fragment, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import * as helmetAsync from 'react-helmet-async';
import {afterEach, describe, expect, it} from 'vitest';
import clientHeadPlugin, {CLIENT_HEAD_MODULE, HELMET_REQUEST} from '../../plugins/client-head';
import * as clientHead from '../../src/client/head';
import {productionClientReplacement} from '../support/fake-bundler';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

interface HeadModule {
  HelmetProvider: (props: {children?: ReactNode}) => ReactNode;
  Helmet: (props: {children?: ReactNode}) => ReactNode;
}
const LIBRARY = helmetAsync as unknown as HeadModule;
const OURS = clientHead as unknown as HeadModule;

/** The document as the server leaves it before the app runs: a charset and a stylesheet. */
function resetDocument(): void {
  document.documentElement.getAttributeNames().forEach((name) => document.documentElement.removeAttribute(name));
  document.body.getAttributeNames().forEach((name) => document.body.removeAttribute(name));
  document.head.innerHTML = '<meta charset="utf-8"><link rel="stylesheet" href="/styles.css">';
  document.title = '';
}

interface DocumentHead {
  title: string;
  html: string[];
  body: string[];
  head: string[];
}

const attributesOf = (element: Element): string[] =>
  element
    .getAttributeNames()
    .map((name) => `${name}=${element.getAttribute(name)}`)
    .sort();

const snapshot = (): DocumentHead => ({
  title: document.title,
  html: attributesOf(document.documentElement),
  body: attributesOf(document.body),
  head: Array.from(
    document.head.children,
    (element) => `${element.localName} ${attributesOf(element).join(' ')} ${element.textContent}`,
  ),
});

/** Renders each tree in turn (then unmounts) with `module`, and the document after each step. */
async function run(module: HeadModule, steps: ((Head: HeadModule['Helmet']) => ReactNode)[]): Promise<DocumentHead[]> {
  resetDocument();
  const container = document.createElement('div');
  const root = createRoot(container);
  const seen: DocumentHead[] = [];
  const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 40));
  for (const step of steps) {
    await act(async () => root.render(h(module.HelmetProvider, null, step(module.Helmet))));
    await settle();
    seen.push(snapshot());
  }
  await act(async () => root.unmount());
  await settle();
  seen.push(snapshot());
  return seen;
}

/** The site's frame: defaults first, then the theme's metadata, then a page's. */
function frame(Head: HeadModule['Helmet'], page: ReactNode, bodyClass = 'navigation-with-keyboard'): ReactNode {
  return h(
    Fragment,
    null,
    h(
      Head,
      null,
      h('html', {lang: 'en', dir: 'ltr'}),
      h('title', null, 'OpenSecret SDK'),
      h('meta', {property: 'og:title', content: 'OpenSecret SDK'}),
      h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1.0'}),
      h('link', {rel: 'icon', href: '/img/favicon.svg'}),
    ),
    h(
      Head,
      null,
      h('meta', {name: 'twitter:card', content: 'summary_large_image'}),
      h('link', {rel: 'canonical', href: 'https://docs.example/'}),
      h('body', {className: bodyClass}),
    ),
    page,
    h(Head, null, h('html', {'data-has-hydrated': true})),
  );
}

function docPage(Head: HeadModule['Helmet'], slug: string, description?: string): ReactNode {
  const url = `https://docs.example/docs/${slug}`;
  return h(
    Fragment,
    null,
    h(Head, null, h('html', {className: 'docs-wrapper plugin-docs'})),
    h(
      Head,
      null,
      h('html', {className: `docs-wrapper plugin-docs docs-doc-id-${slug}`}),
      h('title', null, [slug, ' · ', 'OpenSecret SDK']),
      h('meta', {property: 'og:title', content: `${slug} · OpenSecret SDK`}),
      description ? h('meta', {name: 'description', content: description}) : false,
      h('meta', {property: 'og:url', content: url}),
      h('link', {rel: 'canonical', href: url}),
      [
        h('link', {key: 'en', rel: 'alternate', href: url, hrefLang: 'en'}),
        h('link', {key: 'x', rel: 'alternate', href: url, hrefLang: 'x-default'}),
      ],
      h('link', {rel: 'alternate', type: 'text/markdown', href: `/docs/${slug}.md`}),
      h('meta', {httpEquiv: 'x-ua-compatible', content: 'ie=edge'}),
      h('script', {type: 'application/ld+json'}, `{"name":"${slug}"}`),
    ),
  );
}

afterEach(resetDocument);

describe('the browser head manager', () => {
  it('leaves the document as react-helmet-async does through navigations and unmount', async () => {
    const steps = [
      (Head: HeadModule['Helmet']) => frame(Head, docPage(Head, 'intro', 'First page')),
      (Head: HeadModule['Helmet']) => frame(Head, docPage(Head, 'guides/storage')),
      (Head: HeadModule['Helmet']) => frame(Head, docPage(Head, 'guides/storage'), ''),
      (Head: HeadModule['Helmet']) => frame(Head, h(Head, null, h('title', null, 'Home · OpenSecret SDK'))),
      (Head: HeadModule['Helmet']) => frame(Head, docPage(Head, 'api/', 'Every export')),
    ];
    const expected = await run(LIBRARY, steps);
    const actual = await run(OURS, steps);
    expect(actual).toEqual(expected);
    // The scenario exercises what it claims: titles change, a description comes and goes.
    expect(expected.map((step) => step.title)).toEqual([
      'intro · OpenSecret SDK',
      'guides/storage · OpenSecret SDK',
      'guides/storage · OpenSecret SDK',
      'Home · OpenSecret SDK',
      'api/ · OpenSecret SDK',
      'api/ · OpenSecret SDK',
    ]);
    expect(expected[0].head.some((tag) => tag.includes('name=description'))).toBe(true);
    expect(expected[1].head.some((tag) => tag.includes('name=description'))).toBe(false);
    // Unmounted, no managed tag or attribute is left; the server's own tags stay.
    expect(expected[5].head.filter((tag) => tag.includes('data-rh'))).toEqual([]);
    expect(expected[5].head.slice(0, 2)).toEqual(['meta charset=utf-8 ', 'link href=/styles.css rel=stylesheet ']);
    expect(expected[5].html).toEqual([]);
    expect(expected[2].body).toEqual(['class=', 'data-rh=class']);
  });

  it('keeps equal server-written tags in place and replaces the rest', async () => {
    resetDocument();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta data-rh="true" name="description" content="Old"><link data-rh="true" rel="icon" href="/img/favicon.svg">',
    );
    const kept = document.head.querySelector('link[rel=icon]');
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(h(OURS.HelmetProvider, null, frame(OURS.Helmet, docPage(OURS.Helmet, 'intro', 'New')))),
    );
    expect(document.head.querySelector('link[rel=icon]')).toBe(kept);
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('New');
    await act(async () => root.unmount());
  });

  it('refuses what it does not implement, by name', () => {
    expect(() => clientHead.headStateOf(h('div'))).toThrow(/<div> is not an element of the document's head/);
    expect(() => clientHead.headStateOf(h('title', null, h('b')))).toThrow(/may only hold text/);
    expect(() => clientHead.headStateOf(h('meta', {name: 'x', content: {}}))).toThrow(/the attribute content must be/);
    expect(() => clientHead.Helmet({defer: false} as never)).toThrow(/the prop defer is not supported/);
  });
});

describe('client-head plugin', () => {
  it('replaces the library in production client builds only', () => {
    const {pattern, replace} = productionClientReplacement(clientHeadPlugin);
    expect(pattern).toBe(HELMET_REQUEST);
    const resource = {request: 'react-helmet-async'};
    replace(resource);
    expect(resource.request).toBe(path.join('/site', CLIENT_HEAD_MODULE));
    expect(HELMET_REQUEST.test('react-helmet-async/lib/index')).toBe(false);
  });

  it("exports every name Docusaurus's client files import from the library", () => {
    const root = path.dirname(require.resolve('@docusaurus/core/package.json'));
    const imported = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.js') && !file.endsWith('serverEntry.js')) {
          const source = fs.readFileSync(file, 'utf8');
          for (const match of source.matchAll(/import \{([^}]*)\} from 'react-helmet-async'/g))
            for (const name of match[1].split(',')) imported.add(name.trim());
          expect(source, file).not.toMatch(/import \w+ from 'react-helmet-async'/);
        }
      }
    };
    walk(path.join(root, 'lib/client'));
    expect([...imported].sort()).toEqual(['Helmet', 'HelmetProvider']);
    for (const name of imported) expect(typeof (clientHead as Record<string, unknown>)[name], name).toBe('function');
  });
});
