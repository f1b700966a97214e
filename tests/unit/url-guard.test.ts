import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import urlGuardPlugin, {repairPath, URL_GUARD_SCRIPT} from '../../plugins/url-guard/index';

/** Runs the inline script against a fake location/history, as a browser would. */
function runGuard(pathname: string, search = '', hash = ''): string | undefined {
  let replaced: string | undefined;
  const history = {state: {key: 'k'}, replaceState: (_state: unknown, _title: string, url: string) => (replaced = url)};
  vm.runInNewContext(URL_GUARD_SCRIPT, {location: {pathname, search, hash}, history});
  return replaced;
}

describe('url guard', () => {
  it('leaves decodable paths alone', () => {
    expect(repairPath('/docs/guides/getting-started')).toBeNull();
    expect(repairPath('/docs/%F0%9F%94%90')).toBeNull();
    expect(runGuard('/docs/', '?q=1', '#x')).toBeUndefined();
  });

  it('escapes every percent sign of a malformed path, so it decodes to the literal text', () => {
    expect(repairPath('/docs/100%')).toBe('/docs/100%25');
    expect(repairPath('/docs/%C0%AF%FF')).toBe('/docs/%25C0%25AF%25FF');
    expect(decodeURI(repairPath('/docs/%C0%AF%FF')!)).toBe('/docs/%C0%AF%FF');
  });

  it('replaces the URL in place, keeping the query and fragment', () => {
    expect(runGuard('/docs/100%', '?a=b', '#h')).toBe('/docs/100%25?a=b#h');
  });

  it('injects the script into every page head', () => {
    const tags = urlGuardPlugin().injectHtmlTags!({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: URL_GUARD_SCRIPT}]});
  });
});
