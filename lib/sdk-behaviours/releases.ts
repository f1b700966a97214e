/**
 * How a behaviour's id names its release: the prefix `v<major>.` names the docs version whose
 * release has that major (`v3.` → 3.2.0, `v1.` → 1.1.0), and a test that runs another release of
 * the same major declares it (1.5.4, for a `v1.` id). Pages a test declares relative to a docs
 * version's base URL become site routes here.
 */
import {DOCS_VERSIONS, type DocsVersion} from '../../src/constants';
import {BEHAVIOUR_ID} from './names';
import type {DocumentedRelease, SdkRelease} from './types';

/** Every release the behaviour tests run. */
export const SDK_RELEASES: readonly SdkRelease[] = ['3.2.0', '1.1.0', '1.5.4'];

/** The releases the docs versions document: a test named without a prefix runs in each. */
export const DOCUMENTED_RELEASES: readonly DocumentedRelease[] = ['3.2.0', '1.1.0'];

const major = (release: string): string => release.split('.')[0];

/** The id prefix of a release's behaviours: `v`, the major and a dot. */
export const idPrefix = (release: string): string => `v${major(release)}.`;

/** The id in a documented release of a behaviour named by its words (`sign-out-clears`). */
export const behaviourId = (release: DocumentedRelease, words: string): string => `${idPrefix(release)}${words}`;

/** The docs version an id's prefix names, if one does. */
export function docsVersionOfId(id: string): DocsVersion | undefined {
  return DOCS_VERSIONS.find((version) => id.startsWith(idPrefix(version.sdkVersion)));
}

/**
 * The release of a behaviour and the docs version its prefix names: the release its test
 * declares, else that version's. An error instead when the id is malformed, its prefix names no
 * docs version, or the declared release is unknown or of another major.
 */
export function releaseOfId(
  id: string,
  declared?: string,
): {readonly release: SdkRelease; readonly version: DocsVersion} | {readonly error: string} {
  if (!BEHAVIOUR_ID.test(id)) return {error: `"${id}" is not a behaviour id (v<major>.<words-with-dashes>)`};
  const version = docsVersionOfId(id);
  if (!version) {
    const prefixes = DOCS_VERSIONS.map((candidate) => idPrefix(candidate.sdkVersion)).join(', ');
    return {error: `${id}: its prefix names no documented release (${prefixes})`};
  }
  const release = SDK_RELEASES.find((candidate) => candidate === (declared ?? version.sdkVersion));
  if (!release) return {error: `${id}: release ${declared} is none the tests run (${SDK_RELEASES.join(', ')})`};
  if (!id.startsWith(idPrefix(release))) return {error: `${id}: release ${release} does not have the id's prefix`};
  return {release, version};
}

/** A declared page as a site route: a relative one is resolved against the docs version's base URL. */
export const siteRoute = (version: DocsVersion, page: string): string =>
  page.startsWith('/') ? page : `${version.docsBase}${page}`;

/** The docs version of a documented release. */
export function docsVersionOf(release: DocumentedRelease): DocsVersion {
  const version = DOCS_VERSIONS.find((candidate) => candidate.sdkVersion === release);
  if (!version) throw new Error(`No docs version documents ${release}.`);
  return version;
}
