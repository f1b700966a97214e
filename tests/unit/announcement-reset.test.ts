import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import announcementResetPlugin, {announcementResetScript} from '../../plugins/announcement-reset/index';

function run(script: string, initial: Record<string, string>): Record<string, string> {
  const store = {...initial};
  const localStorage = {
    getItem: (key: string) => store[key] ?? null,
    setItem: (key: string, value: string) => (store[key] = value),
  };
  vm.runInNewContext(script, {localStorage});
  return store;
}

describe('announcement reset', () => {
  const script = announcementResetScript('sdk-version-1-1-0', '');

  it('clears a dismissal made for another announcement id', () => {
    expect(
      run(script, {'docusaurus.announcement.id': 'sdk-version-1-0-0', 'docusaurus.announcement.dismiss': 'true'}),
    ).toEqual({
      'docusaurus.announcement.id': 'sdk-version-1-0-0',
      'docusaurus.announcement.dismiss': 'false',
    });
  });

  it('keeps the dismissal of the current announcement', () => {
    const store = {'docusaurus.announcement.id': 'sdk-version-1-1-0', 'docusaurus.announcement.dismiss': 'true'};
    expect(run(script, store)).toEqual(store);
  });

  it('uses the site storage namespace and survives blocked storage', () => {
    expect(announcementResetScript('x', '-ns')).toContain('"docusaurus.announcement.dismiss-ns"');
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => {
      vm.runInNewContext(script, {localStorage: blocked});
    }).not.toThrow();
  });

  it('injects nothing when the site has no announcement bar', () => {
    const context = {
      siteConfig: {themeConfig: {}},
      siteStorage: {type: 'localStorage', namespace: ''},
    } as unknown as LoadContext;
    expect(announcementResetPlugin(context).injectHtmlTags!({content: undefined})).toEqual({});
  });
});
