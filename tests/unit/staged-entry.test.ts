/**
 * plugins/staged-entry and the entry it puts in place (src/client/staged-entry.tsx): production
 * client builds start from our entry, nothing else does; the core files it follows are the ones
 * it was written against; its stages are tasks of their own, and the page's routes are preloaded
 * one after another with a stage between them.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from 'react-router-config';
import {afterEach, describe, expect, it, vi} from 'vitest';
import stagedEntryPlugin, {CORE_ENTRY, STAGED_ENTRY_MODULE} from '../../plugins/staged-entry';
import {nextTask} from '../../src/client/next-task';
import {preloadInStages} from '../../src/client/staged-preload';
import {productionClientReplacement} from '../support/fake-bundler';

const CORE_LIB = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib');

const sha256 = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('staged-entry plugin', () => {
  it('replaces the core entry in production client builds only', () => {
    const {pattern, replace} = productionClientReplacement(stagedEntryPlugin);
    expect(pattern).toBe(CORE_ENTRY);
    const resource = {request: path.join(CORE_LIB, 'client/clientEntry.js')};
    replace(resource);
    expect(resource.request).toBe(path.join('/site', STAGED_ENTRY_MODULE));
  });

  it("matches the entry the core's client webpack config names, and no other module", () => {
    const config = fs.readFileSync(path.join(CORE_LIB, 'webpack/client.js'), 'utf8');
    const [, relative] = /entry: path_1\.default\.resolve\(__dirname, '([^']+)'\)/.exec(config) ?? [];
    expect(relative).toBe('../client/clientEntry.js');
    expect(CORE_ENTRY.test(path.resolve(CORE_LIB, 'webpack', relative))).toBe(true);
    expect(CORE_ENTRY.test(path.join(CORE_LIB, 'client/serverEntry.js'))).toBe(false);
    expect(CORE_ENTRY.test('/site/src/clientEntry.js')).toBe(false);
  });

  it('follows @docusaurus/core 3.7.0: an upgrade that changes the entry or the preload fails here', () => {
    // On a mismatch, compare src/client/staged-entry.tsx and staged-preload.ts with the new files.
    expect(sha256(path.join(CORE_LIB, 'client/clientEntry.js'))).toBe(
      'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    );
    expect(sha256(path.join(CORE_LIB, 'client/preload.js'))).toBe(
      '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    );
  });
});

describe('a stage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("resumes in a later task, after the current task's microtasks", async () => {
    const order: string[] = [];
    const stage = nextTask().then(() => order.push('stage'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await stage;
    expect(order).toEqual(['microtask', 'stage']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', {yield: yieldToMain});
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});

describe('the staged preload', () => {
  /** A route whose component records when its preload starts and ends. */
  const route = (routePath: string, log: string[], routes?: RouteConfig[], exact = false): RouteConfig => ({
    path: routePath,
    exact,
    routes,
    component: Object.assign(() => null, {
      preload: async () => {
        log.push(`start ${routePath}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.push(`end ${routePath}`);
      },
    }),
  });

  it('preloads every route the path matches, in order, one at a time, with a stage between', async () => {
    const log: string[] = [];
    const routes = [
      route('/docs', log, [route('/docs/3.x', log, [route('/docs/3.x/guides/a', log, undefined, true)])]),
      route('/', log),
    ];
    await preloadInStages(routes, '/docs/3.x/guides/a', async () => {
      log.push('stage');
    });
    expect(log).toEqual([
      'start /docs',
      'end /docs',
      'stage',
      'start /docs/3.x',
      'end /docs/3.x',
      'stage',
      'start /docs/3.x/guides/a',
      'end /docs/3.x/guides/a',
    ]);
  });

  it('matches the decoded path too, and a route without preload is skipped', async () => {
    const log: string[] = [];
    const routes: RouteConfig[] = [
      {path: '/plain', exact: true, component: () => null},
      route('/caf\u00e9', log, undefined, true),
    ];
    await preloadInStages(routes, '/caf%C3%A9', async () => {
      log.push('stage');
    });
    expect(log).toEqual(['start /caf\u00e9', 'end /caf\u00e9']);
    await preloadInStages(routes, '/plain', async () => {
      log.push('stage');
    });
    expect(log).toEqual(['start /caf\u00e9', 'end /caf\u00e9']);
  });
});
