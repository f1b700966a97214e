/**
 * The staged client entry (plugins/staged-entry): between React DOM's evaluation and the app's
 * start, and between the app's start and its hydration, the page's load yields to the browser's
 * other tasks several times, where the core's entry runs all of it in one task. Counted without
 * a clock: a message loop counts the tasks that run between the marks, React DOM's evaluation
 * marked by its call to the developer tools' hook, the client modules' by the property they
 * define on `window`, the app's start by the entry setting it. (The route preloads' stages are
 * checked in tests/unit/staged-entry.test.ts: the hydration after them yields too, so a count
 * cannot tell them apart.)
 */
import {expect, test} from '@playwright/test';
import {DOCS_1_1_0, LATEST_DOCS} from '../../src/constants';
import {gotoHydrated} from '../support/browser';

interface Marks {
  reactDom?: number;
  clientModules?: number;
  app?: number;
  hydrated?: number;
}

for (const route of [
  '/',
  LATEST_DOCS.gettingStartedPath,
  DOCS_1_1_0.gettingStartedPath,
  '/docs/3.x/guides/conversations',
]) {
  test(`${route} evaluates its modules in stages, each a task of its own`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as {e2eStages: Record<string, number>}).e2eStages = marks;
      // Every task of the message loop adds one; it stops once the page has hydrated. The stages
      // take the same queue: Chromium's `scheduler.yield()`, which the entry uses where it exists,
      // runs its continuation ahead of the loop, so it is taken away here (the unit test checks
      // that the entry calls it).
      (window as unknown as {scheduler?: {yield?: unknown}}).scheduler!.yield = undefined;
      let tasks = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        tasks += 1;
        if (marks.hydrated === undefined) channel.port2.postMessage(undefined);
      };
      channel.port2.postMessage(undefined);
      // React DOM's module calls the hook as it is evaluated; a hook that throws is left alone.
      (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        inject() {
          marks.reactDom = tasks;
          throw new Error('not the developer tools');
        },
      };
      // The client modules are evaluated when src/client/idle-prefetch.ts defines `window.docusaurus`
      // (a setter); the app starts when the entry sets it.
      const original = Object.defineProperty;
      const define = (...args: Parameters<typeof original>): unknown => Reflect.apply(original, Object, args);
      Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor): T {
        if (target === (window as unknown) && key === 'docusaurus' && marks.clientModules === undefined) {
          marks.clientModules = tasks;
          Object.defineProperty = original;
          return define(target, key, {
            ...descriptor,
            set(value: unknown) {
              marks.app = tasks;
              descriptor.set?.call(this, value);
            },
          }) as T;
        }
        return define(target, key, descriptor) as T;
      };
      new MutationObserver((_, observer) => {
        if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
        marks.hydrated = tasks;
        observer.disconnect();
      }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
    });
    await gotoHydrated(page, route);
    const marks = await page.evaluate(() => (window as unknown as {e2eStages: Marks}).e2eStages);
    expect(marks.reactDom, 'React DOM evaluated').toBeDefined();
    expect(marks.clientModules, 'the client modules evaluated').toBeDefined();
    expect(marks.app, 'the app started').toBeDefined();
    expect(marks.hydrated, 'the page hydrated').toBeDefined();
    // The route table, then the client modules, each in a task of its own after React DOM's.
    expect(marks.clientModules! - marks.reactDom!).toBeGreaterThanOrEqual(2);
    // The app's modules in another.
    expect(marks.app! - marks.clientModules!).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });
}
