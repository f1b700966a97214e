// @vitest-environment jsdom
/**
 * plugins/link-observer and src/client/link.tsx: production client builds take `@docusaurus/Link`
 * from src/client/link.tsx, a copy of @docusaurus/core 3.7.0's whose links wait to come into view
 * on the page's one IntersectionObserver (src/client/in-view.ts) and prefetch as Docusaurus's do.
 * Here the copy and Docusaurus's module render in jsdom with a fake IntersectionObserver and three
 * of Docusaurus's client hooks faked (tests/support/link-bundle.ts). The plugin and the pinned
 * upstream file: link-observer-plugin.test.ts.
 */
import path from 'node:path';
import {act, createElement as h, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {MemoryRouter} from 'react-router-dom';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {bundleLink, UPSTREAM_LINK, type LinkTestDocusaurus} from '../support/link-bundle';
import {CLIENT_LINK_MODULE} from '../../plugins/link-observer';
import {inViewWatcher, type EntryLike} from '../../src/client/in-view';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const ROOT = path.resolve(__dirname, '../..');

/** A fake IntersectionObserver: every instance made, what each observes, and entries on demand. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: (entries: EntryLike[]) => void) {
    FakeObserver.made.push(this);
  }
  observe(target: Element): void {
    this.observed.add(target);
  }
  unobserve(target: Element): void {
    this.observed.delete(target);
  }
  disconnect(): void {
    this.observed.clear();
  }
  /** Reports `targets` as intersecting (or not), for those it observes. */
  report(targets: Element[], isIntersecting = true, intersectionRatio = isIntersecting ? 1 : 0): void {
    const entries = targets
      .filter((target) => this.observed.has(target))
      .map((target) => ({target, isIntersecting, intersectionRatio}));
    if (entries.length) this.callback(entries);
  }
}

const client = {
  prefetch: vi.fn<(path: string) => false>(() => false),
  preload: vi.fn<(path: string) => false>(() => false),
};

let root: Root | undefined;
let host: HTMLElement;

async function render(node: ReactNode, at = '/base/docs/'): Promise<void> {
  await act(async () => {
    root ??= createRoot(host);
    root.render(h(MemoryRouter, {initialEntries: [at]}, node));
    await Promise.resolve();
  });
}

type LinkComponent = (props: Record<string, unknown>) => ReactNode;
/** A fresh evaluation of the site's copy, or of Docusaurus's module. */
const link = async (entry = path.join(ROOT, CLIENT_LINK_MODULE)): Promise<LinkComponent> =>
  (await bundleLink(entry)) as LinkComponent;

const collected = {links: [] as (string | undefined)[], anchors: [] as string[]};
const docusaurus: LinkTestDocusaurus = {
  siteConfig: {
    baseUrl: '/base/',
    url: 'https://docs.test',
    trailingSlash: false,
    future: {experimental_router: 'browser'},
  },
  collectLink: (link) => collected.links.push(link),
  collectAnchor: (anchor) => collected.anchors.push(anchor),
};
(globalThis as {linkTestDocusaurus?: LinkTestDocusaurus}).linkTestDocusaurus = docusaurus;

const anchors = () => Array.from(host.querySelectorAll('a'));

beforeEach(() => {
  FakeObserver.made = [];
  collected.links = [];
  collected.anchors = [];
  client.prefetch.mockClear();
  client.preload.mockClear();
  (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = FakeObserver;
  (window as unknown as {docusaurus: unknown}).docusaurus = client;
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(async () => {
  await act(async () => {
    root?.unmount();
    await Promise.resolve();
  });
  root = undefined;
  host.remove();
});

describe('the copy of Link', () => {
  it('watches every internal link of a page with one observer and prefetches each once in view', async () => {
    const Link = await link();
    const paths = Array.from({length: 60}, (_, index) => `/docs/page-${index}`);
    await render(paths.map((to) => h(Link, {key: to, to}, to)));
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer.observed.size).toBe(60);
    expect(client.prefetch).not.toHaveBeenCalled();

    const links = anchors();
    observer.report([links[0], links[7]]);
    // Any part showing counts, as in Docusaurus's Link.
    observer.report([links[9]], false, 0.01);
    observer.report([links[8]], false, 0);
    expect(client.prefetch.mock.calls).toEqual([['/base/docs/page-0'], ['/base/docs/page-7'], ['/base/docs/page-9']]);
    expect(observer.observed.size).toBe(57);
    expect(observer.observed.has(links[8])).toBe(true);
    // In view again: nothing more.
    observer.callback([{target: links[0], isIntersecting: true, intersectionRatio: 1}]);
    expect(client.prefetch).toHaveBeenCalledTimes(3);

    // Re-rendered with the same targets: observed as they were, no new observer.
    await render(paths.map((to) => h(Link, {key: to, to, className: 'again'}, to)));
    expect(FakeObserver.made).toHaveLength(1);
    expect(observer.observed.size).toBe(57);
    await act(async () => {
      root?.unmount();
      await Promise.resolve();
    });
    root = undefined;
    expect(observer.observed.size).toBe(0);
  });

  it('watches a link again for its new target when the target changes', async () => {
    const Link = await link();
    await render(h(Link, {to: '/docs/a'}, 'a'));
    const [observer] = FakeObserver.made;
    const first = anchors()[0];
    await render(h(Link, {to: '/docs/b'}, 'b'));
    expect(FakeObserver.made).toHaveLength(1);
    expect([...observer.observed]).toEqual([anchors()[0]]);
    observer.report([first, anchors()[0]]);
    expect(client.prefetch.mock.calls).toEqual([['/base/docs/b']]);
  });

  it('leaves external links, anchors and other windows as plain anchors, unobserved', async () => {
    const Link = await link();
    await render([
      h(Link, {key: 1, href: 'https://example.com/x'}, 'external'),
      h(Link, {key: 2, href: '#section', id: 'here'}, 'anchor'),
      h(Link, {key: 3, to: '/docs/c', target: '_blank'}, 'new window'),
      h(Link, {key: 4, to: '/docs/d', 'data-noBrokenLinkCheck': true}, 'unchecked'),
    ]);
    const [external, anchor, other] = anchors();
    expect(external.getAttribute('href')).toBe('https://example.com/x');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor.getAttribute('href')).toBe('#section');
    expect(other.getAttribute('href')).toBe('/base/docs/c');
    expect(other.getAttribute('target')).toBe('_blank');
    // Only the router link is observed; the anchor link and the id are collected.
    expect(FakeObserver.made).toHaveLength(1);
    expect(FakeObserver.made[0].observed.size).toBe(1);
    expect(collected.links).toEqual(['#section']);
    expect(collected.anchors).toEqual(['here']);
  });

  it('preloads on the first mouse enter or touch start, and collects router links', async () => {
    const Link = await link();
    await render(h(Link, {to: '/docs/e/'}, 'e'));
    const [anchor] = anchors();
    expect(anchor.getAttribute('href')).toBe('/base/docs/e');
    expect(collected.links).toEqual(['/base/docs/e']);
    await act(async () => {
      anchor.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
      anchor.dispatchEvent(new TouchEvent('touchstart', {bubbles: true}));
      await Promise.resolve();
    });
    expect(client.preload.mock.calls).toEqual([['/base/docs/e']]);
  });

  it('marks the active NavLink', async () => {
    const Link = await link();
    await render(
      [
        h(Link, {key: 1, to: '/docs/', isNavLink: true, activeClassName: 'on'}, 'here'),
        h(Link, {key: 2, to: '/docs/f', isNavLink: true, activeClassName: 'on'}, 'there'),
      ],
      '/base/docs',
    );
    const [here, there] = anchors();
    expect(here.className).toBe('on');
    expect(here.getAttribute('aria-current')).toBe('page');
    expect(there.className).toBe('');
  });

  it('prefetches every internal link once mounted where there is no IntersectionObserver', async () => {
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
    const Link = await link();
    await render([h(Link, {key: 1, to: '/docs/g'}, 'g'), h(Link, {key: 2, href: 'https://example.com'}, 'x')]);
    expect(client.prefetch.mock.calls).toEqual([['/base/docs/g']]);
  });
});

/** Links of every kind the copy must render as Docusaurus's does. */
const KINDS: Record<string, unknown>[] = [
  {to: '/docs/a'},
  {to: '/docs/b/', className: 'menu__link', id: 'b'},
  {href: '/docs/c#part'},
  {href: 'https://example.com/x'},
  {href: '#section'},
  {to: '/docs/d', target: '_blank'},
  {to: '/docs/', isNavLink: true, activeClassName: 'on'},
  {to: '/docs/e', isNavLink: true, activeClassName: 'on', 'aria-label': 'E'},
  {to: 'pathname:///static/file.txt'},
  {to: '/base/docs/f', autoAddBaseUrl: false},
  {href: 'mailto:x@example.com'},
  {to: '/docs/g', 'data-noBrokenLinkCheck': true},
];

describe("the copy against Docusaurus's Link", () => {
  /** What a module's links do: the HTML, what they collect, prefetch once in view and preload. */
  async function behaviour(entry?: string) {
    FakeObserver.made = [];
    collected.links = [];
    collected.anchors = [];
    client.prefetch.mockClear();
    client.preload.mockClear();
    const Link = await link(entry);
    await render(
      KINDS.map((props, index) => h(Link, {key: index, ...props}, `link ${index}`)),
      '/base/docs/',
    );
    const html = host.innerHTML;
    const inView = anchors();
    for (const observer of FakeObserver.made) observer.report(inView);
    await act(async () => {
      for (const anchor of inView) anchor.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
      await Promise.resolve();
    });
    const result = {
      html,
      links: [...collected.links],
      anchors: [...collected.anchors],
      prefetched: client.prefetch.mock.calls.map(([target]) => target).sort(),
      preloaded: client.preload.mock.calls.map(([target]) => target),
      observers: FakeObserver.made.length,
    };
    await act(async () => {
      root?.unmount();
      await Promise.resolve();
    });
    root = undefined;
    return result;
  }

  it('renders, collects, prefetches and preloads the same, with one observer instead of one per link', async () => {
    const upstream = await behaviour(UPSTREAM_LINK);
    const copy = await behaviour();
    expect(copy.html).toBe(upstream.html);
    expect(copy.links).toEqual(upstream.links);
    expect(copy.anchors).toEqual(upstream.anchors);
    expect(copy.prefetched).toEqual(upstream.prefetched);
    expect(copy.preloaded).toEqual(upstream.preloaded);
    expect(upstream.prefetched).toEqual([
      '/base/docs',
      '/base/docs/a',
      '/base/docs/b',
      '/base/docs/c#part',
      '/base/docs/e',
      '/base/docs/f',
      '/base/docs/g',
    ]);
    expect(upstream.observers).toBe(7);
    expect(copy.observers).toBe(1);
  });
});

describe('inViewWatcher', () => {
  it('makes one observer on the first watch, and a stop undoes only its own watch', () => {
    let made = 0;
    const observer = new FakeObserver(() => undefined);
    const watcher = inViewWatcher((callback) => {
      made += 1;
      (observer as {callback: unknown}).callback = callback;
      return observer;
    });
    expect(made).toBe(0);
    const element = document.createElement('a');
    const seen: string[] = [];
    const stopFirst = watcher.watch(element, () => seen.push('first'));
    watcher.watch(element, () => seen.push('second'));
    expect(made).toBe(1);
    stopFirst();
    expect(watcher.size).toBe(1);
    observer.report([element]);
    expect(seen).toEqual(['second']);
    expect(watcher.size).toBe(0);
    expect(observer.observed.size).toBe(0);
  });
});
