/** Release selection of the docs MCP server: latest by default, exact or prefix versions, routes to releases. */
import {describe, expect, it} from 'vitest';
import {
  compareVersions,
  releaseOfRoute,
  resolveRelease,
  sortReleases,
  VersionError,
  type Release,
} from '../../mcp/src/versions';

const release = (version: string, docsRoot: string): Release => ({
  version,
  package: '@opensecret/react',
  docsRoot,
  apiRoot: `${docsRoot}api/`,
});
const RELEASES = [release('1.1.0', '/docs/'), release('3.2.0', '/docs/3.x/'), release('1.10.0', '/docs/1.10/')];

describe('compareVersions', () => {
  it('compares numerically, a pre-release before its release', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.1.0', '1.1.0')).toBe(0);
    expect(compareVersions('2.0.0-beta.1', '2.0.0')).toBeLessThan(0);
    expect(sortReleases(RELEASES).map((r) => r.version)).toEqual(['3.2.0', '1.10.0', '1.1.0']);
  });
});

describe('resolveRelease', () => {
  it('defaults to the latest release', () => {
    expect(resolveRelease(RELEASES).version).toBe('3.2.0');
    expect(resolveRelease(RELEASES, 'latest').version).toBe('3.2.0');
    expect(resolveRelease(RELEASES, '  ').version).toBe('3.2.0');
  });

  it('takes an exact version or the latest of a major or minor line', () => {
    expect(resolveRelease(RELEASES, '1.1.0').version).toBe('1.1.0');
    expect(resolveRelease(RELEASES, 'v1.1.0').version).toBe('1.1.0');
    expect(resolveRelease(RELEASES, '1').version).toBe('1.10.0');
    expect(resolveRelease(RELEASES, '1.x').version).toBe('1.10.0');
    expect(resolveRelease(RELEASES, '1.1').version).toBe('1.1.0');
    expect(resolveRelease(RELEASES, '3.x').version).toBe('3.2.0');
  });

  it('names the documented releases when the version is unknown', () => {
    expect(() => resolveRelease(RELEASES, '9.9.9')).toThrow(VersionError);
    expect(() => resolveRelease(RELEASES, '2')).toThrow(
      'Unknown version "2". Documented releases: 3.2.0, 1.10.0, 1.1.0 (latest 3.2.0).',
    );
    expect(() => resolveRelease([], undefined)).toThrow(/No SDK release/);
  });
});

describe('releaseOfRoute', () => {
  it('gives a route to the release with the longest docs root that prefixes it', () => {
    expect(releaseOfRoute(RELEASES, '/docs/guides/getting-started')?.version).toBe('1.1.0');
    expect(releaseOfRoute(RELEASES, '/docs/')?.version).toBe('1.1.0');
    expect(releaseOfRoute(RELEASES, '/docs/3.x/guides/getting-started')?.version).toBe('3.2.0');
    expect(releaseOfRoute(RELEASES, '/docs/3.x')?.version).toBe('3.2.0');
    expect(releaseOfRoute(RELEASES, '/search')).toBeUndefined();
  });
});
