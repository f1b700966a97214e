// @vitest-environment jsdom
/**
 * plugins/early-taps: the inline head script holds a click on a frame control (or the press on a
 * disabled one) until the page has hydrated, then clicks the control found at the same place;
 * other clicks, and clicks after hydration, pass untouched.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import earlyTapsPlugin, {EARLY_TAPS_SCRIPT} from '../../plugins/early-taps';

const PAGE = `
  <nav class="navbar">
    <button class="navbar__toggle" type="button">Menu</button>
    <button class="toggle" type="button" disabled>Theme</button>
    <a class="navbar__link" href="/docs/">Guides</a>
  </nav>
  <aside class="theme-doc-sidebar-container">
    <a class="menu__link menu__link--sublist" role="button" href="/docs/first">Guides</a>
  </aside>
  <main><button type="button">In the article</button></main>`;

const clicks: string[] = [];
const record = (event: Event) => clicks.push((event.target as Element).textContent ?? '');

/** Whether the last click that bubbled up to the window had its default prevented on the way. */
let preventedOnTheWay: boolean | undefined;
/** Stands in for the browser's default action, which jsdom cannot take (following a link). */
const defaultAction = (event: Event) => {
  preventedOnTheWay = event.defaultPrevented;
  event.preventDefault();
};
window.addEventListener('click', defaultAction);

/** Clicks `selector`'s element; whether the click's default action was prevented. */
function click(selector: string): boolean {
  preventedOnTheWay = undefined;
  const event = new MouseEvent('click', {bubbles: true, cancelable: true});
  document.querySelector(selector)!.dispatchEvent(event);
  return preventedOnTheWay ?? event.defaultPrevented;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.setAttribute('data-has-hydrated', 'false');
  document.body.innerHTML = PAGE;
  clicks.length = 0;
  // The script as the page runs it.
  window.eval(EARLY_TAPS_SCRIPT);
});

afterEach(() => {
  document.removeEventListener('click', record);
  vi.useRealTimers();
});

/** Hydration as React does it: new nodes in the same places, then the attribute. */
async function hydrate(): Promise<void> {
  document.body.innerHTML = PAGE.replace(' disabled', '');
  document.addEventListener('click', record);
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  await vi.runAllTimersAsync();
}

describe('early taps', () => {
  it('holds a control click before hydration and clicks the control in its place after', async () => {
    expect(click('.navbar__toggle')).toBe(true);
    expect(click('.menu__link--sublist')).toBe(true);
    await hydrate();
    expect(clicks).toEqual(['Menu', 'Guides']);
  });

  it('holds the press on a disabled control and clicks it once enabled', async () => {
    const press = new MouseEvent('pointerup', {bubbles: true, cancelable: true});
    document.querySelector('.toggle')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await hydrate();
    expect(clicks).toEqual(['Theme']);
  });

  it('leaves plain links, controls outside the frame and clicks after hydration alone', async () => {
    expect(click('.navbar__link')).toBe(false);
    expect(click('main button')).toBe(false);
    await hydrate();
    expect(clicks).toEqual([]);
    expect(click('.navbar__toggle')).toBe(false);
    expect(clicks).toEqual(['Menu']);
  });

  it('does not click a control whose place now holds another', async () => {
    click('.navbar__toggle');
    document.body.innerHTML = PAGE.replace('>Menu<', '>Close<');
    document.addEventListener('click', record);
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await vi.runAllTimersAsync();
    expect(clicks).toEqual([]);
  });

  it('injects the script into every page head', () => {
    expect(earlyTapsPlugin().injectHtmlTags!({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: EARLY_TAPS_SCRIPT}],
    });
  });
});
