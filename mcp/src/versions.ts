/**
 * The SDK releases the documentation covers. Each release has its docs under its own root
 * (/docs/3.x/ for 3.2.0, /docs/ for 1.1.0), so a page belongs to the release whose root is the
 * longest prefix of its route. The latest release is the highest version.
 */

export interface Release {
  version: string;
  package: string;
  /** URL path of the release's docs and API reference: /docs/, /docs/api/. */
  docsRoot: string;
  apiRoot: string;
}

export class VersionError extends Error {
  override name = 'VersionError';
}

/** Numeric comparison of dotted versions (1.10.0 > 1.9.0); a pre-release suffix sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-', 2);
    return {parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre};
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i += 1) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Releases, latest first. */
export function sortReleases<T extends Release>(releases: readonly T[]): T[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}

/**
 * The release a `version` argument names: the latest when it is omitted or "latest", else the
 * exact version, else the latest release of a major or major.minor prefix ("1", "1.1", "1.x").
 */
export function resolveRelease<T extends Release>(releases: readonly T[], requested?: string): T {
  const sorted = sortReleases(releases);
  if (sorted.length === 0) throw new VersionError('No SDK release is documented in this build.');
  const wanted = requested?.trim().replace(/^v/i, '');
  if (!wanted || wanted.toLowerCase() === 'latest') return sorted[0];
  const exact = sorted.find((release) => release.version === wanted);
  if (exact) return exact;
  const prefix = wanted.replace(/\.(x|\*)$/i, '');
  if (/^\d+(\.\d+)?$/.test(prefix)) {
    const match = sorted.find((release) => release.version.startsWith(`${prefix}.`));
    if (match) return match;
  }
  throw new VersionError(
    `Unknown version "${(requested ?? '').slice(0, 40)}". Documented releases: ${sorted.map((r) => r.version).join(', ')} (latest ${sorted[0].version}).`,
  );
}

/** The release a route belongs to: the one with the longest docs root that prefixes it. */
export function releaseOfRoute<T extends Release>(releases: readonly T[], route: string): T | undefined {
  const path = route.endsWith('/') ? route : `${route}/`;
  return [...releases]
    .filter((release) => path.startsWith(release.docsRoot))
    .sort((a, b) => b.docsRoot.length - a.docsRoot.length)[0];
}
