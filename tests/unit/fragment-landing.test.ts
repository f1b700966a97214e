// @vitest-environment jsdom
/**
 * A jump to a fragment of a long article renders the deferred sections through the target before
 * it scrolls (lib/article-sections.ts): on a fresh load by the inline head script
 * (plugins/fragment-landing), on a click on a link of the page and on a later route update by the
 * client module (src/client/fragment-sections.ts). The sections stay rendered for two frames.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEFERRED_CLASS, renderSectionsThrough, SHOWN_CLASS} from '../../lib/article-sections';
import fragmentLandingPlugin, {FRAGMENT_LANDING_SCRIPT} from '../../plugins/fragment-landing';
import fragmentSections, {onLinkClick} from '../../src/client/fragment-sections';

const PAGE = `
  <div class="article-section"><p id="intro">Intro</p></div>
  <section class="article-section ${DEFERRED_CLASS}"><h2 id="one">One</h2><p id="in-one">…</p></section>
  <section class="article-section ${DEFERRED_CLASS}"><h2 id="two">Two</h2><ul><li id="deep%item">…</li></ul></section>
  <section class="article-section ${DEFERRED_CLASS}"><h2 id="three">Three</h2></section>
  <section class="article-section"><h2 id="tail">Tail</h2></section>
  <a id="to-two" href="#two">Two</a><a id="elsewhere" href="/docs/other#two">Other</a>`;

/** The ids of the sections' headings whose sections are rendered now. */
const shown = (): string[] =>
  Array.from(document.querySelectorAll(`.${SHOWN_CLASS} > h2`)).map((heading) => heading.id);

let frames: FrameRequestCallback[] = [];
/** Runs the frame callbacks queued so far. */
const nextFrame = (): void => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};
const scrolled: string[] = [];

beforeEach(() => {
  document.body.innerHTML = PAGE;
  frames = [];
  scrolled.length = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  history.replaceState(null, '', '/docs/guide');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderSectionsThrough', () => {
  it("renders the deferred sections before the target and the target's own, for two frames", () => {
    expect(renderSectionsThrough(document, '#in-one', DEFERRED_CLASS, SHOWN_CLASS)?.id).toBe('in-one');
    expect(shown()).toEqual(['one']);
    expect(renderSectionsThrough(document, '#two', DEFERRED_CLASS, SHOWN_CLASS)?.id).toBe('two');
    expect(shown()).toEqual(['one', 'two']);
    nextFrame();
    expect(shown()).toEqual(['one', 'two']);
    nextFrame();
    expect(shown()).toEqual([]);
  });

  it('finds a percent-encoded id, and one written with a literal %', () => {
    expect(renderSectionsThrough(document, '#deep%25item', DEFERRED_CLASS, SHOWN_CLASS)?.id).toBe('deep%item');
    expect(shown()).toEqual(['one', 'two']);
  });

  it('below the last deferred section, renders them all', () => {
    expect(renderSectionsThrough(document, '#tail', DEFERRED_CLASS, SHOWN_CLASS)?.id).toBe('tail');
    expect(shown()).toEqual(['one', 'two', 'three']);
  });

  it('does nothing for no hash, an unknown id or a target above every deferred section', () => {
    for (const hash of ['', '#', '#missing', '#intro', '#%E0%A4%A']) {
      expect(renderSectionsThrough(document, hash, DEFERRED_CLASS, SHOWN_CLASS), hash).toBeNull();
    }
    expect(shown()).toEqual([]);
    expect(frames).toEqual([]);
  });
});

describe('the inline head script', () => {
  const run = (hash: string): void => {
    history.replaceState(null, '', `/docs/guide${hash}`);
    Object.defineProperty(document, 'readyState', {configurable: true, value: 'loading'});
    window.eval(FRAGMENT_LANDING_SCRIPT);
  };
  const parsed = (): void => {
    Object.defineProperty(document, 'readyState', {configurable: true, value: 'interactive'});
    document.dispatchEvent(new Event('readystatechange'));
  };
  afterEach(() => {
    delete (document as {readyState?: DocumentReadyState}).readyState;
  });

  it('once the page is parsed, renders the sections through the target and scrolls it into view, once', () => {
    run('#two');
    expect(shown()).toEqual([]);
    parsed();
    expect(shown()).toEqual(['one', 'two']);
    expect(scrolled).toEqual(['two']);
    parsed();
    expect(scrolled).toEqual(['two']);
    nextFrame();
    nextFrame();
    expect(shown()).toEqual([]);
  });

  it('leaves a load without a hash, or with one above the deferred sections, to the browser', () => {
    run('');
    parsed();
    run('#intro');
    parsed();
    expect(shown()).toEqual([]);
    expect(scrolled).toEqual([]);
  });

  it('is the head tag the plugin adds', () => {
    expect(fragmentLandingPlugin().injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: FRAGMENT_LANDING_SCRIPT}],
    });
  });
});

describe('the client module', () => {
  const click = (selector: string, init: MouseEventInit = {}): void => {
    const link = document.querySelector(selector)!;
    link.addEventListener('click', (event) => event.preventDefault(), {once: true});
    const event = new MouseEvent('click', {bubbles: true, cancelable: true, ...init});
    Object.defineProperty(event, 'target', {value: link});
    onLinkClick(event);
  };

  it("renders the sections through a link's fragment on this page before the click scrolls", () => {
    click('#to-two');
    expect(shown()).toEqual(['one', 'two']);
    expect(scrolled).toEqual([]);
  });

  it("leaves another page's link, and a click with a modifier or another button, alone", () => {
    click('#elsewhere');
    click('#to-two', {ctrlKey: true});
    click('#to-two', {button: 1});
    expect(shown()).toEqual([]);
  });

  it('on a route update after the first, renders through the hash and scrolls the target into view', () => {
    const update = (hash: string): void => {
      fragmentSections.onRouteDidUpdate?.({
        location: {pathname: '/docs/guide', search: '', hash, state: undefined},
        previousLocation: null,
      });
    };
    update('#three');
    expect(shown()).toEqual([]);
    update('#three');
    expect(shown()).toEqual(['one', 'two', 'three']);
    expect(scrolled).toEqual(['three']);
  });
});
