/**
 * The documented SDK releases in the files for language models: each docs version (src/constants
 * DOCS_VERSIONS) with its pages, the latest first. Each Markdown copy states the release it
 * documents in a line under its title; a page of an older release also links the same page
 * (same doc id) of the latest release, else the latest release's introduction. In llms.txt each
 * release has its own sections, named with its version, and the API references of all releases
 * share the "Optional" section, latest first, each link naming its release.
 */
import type {PhrasingContent} from 'mdast';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {absoluteUrl, markdownPathFor} from '../../lib/markdown-path';
import {DOCS_VERSIONS, SDK_PACKAGE, type DocsVersion} from '../../src/constants';
import {
  collectVersionPages,
  OPTIONAL_SECTION,
  sectionOrder,
  versionsLatestFirst,
  type CollectOptions,
  type LlmsPage,
} from './collect';
import {text_} from './mdast-build';
import type {LlmsSection} from './llms-txt';

export interface LlmsRelease {
  /** The SDK release the docs version documents, e.g. 3.2.0. */
  sdkVersion: string;
  /** The latest release (the docs plugin's last version). */
  latest: boolean;
  /** URL path of the version's introduction, with base URL (e.g. /docs/3.x/). */
  docsBase: string;
  pages: LlmsPage[];
}

/** Every docs version with its pages, the latest first; a version missing from `docsVersions` stops the build. */
export function collectReleases(
  content: LoadedContent,
  options: CollectOptions,
  docsVersions: readonly DocsVersion[] = DOCS_VERSIONS,
): LlmsRelease[] {
  return versionsLatestFirst(content).map((version, index) => {
    const docsVersion = docsVersions.find((candidate) => candidate.name === version.versionName);
    if (!docsVersion) {
      throw new Error(
        `llms: the docs version "${version.versionName}" is not in DOCS_VERSIONS (src/constants.ts), so the SDK release it documents is unknown.`,
      );
    }
    return {
      sdkVersion: docsVersion.sdkVersion,
      latest: index === 0,
      docsBase: docsVersion.docsBase,
      pages: collectVersionPages(version, options),
    };
  });
}

/** How a release is named in headings: "3.2.0, latest" or "1.1.0". */
export const releaseTag = (release: Pick<LlmsRelease, 'sdkVersion' | 'latest'>): string =>
  release.latest ? `${release.sdkVersion}, latest` : release.sdkVersion;

/**
 * The line under a page's title, as Markdown inline content:
 * "Documents @opensecret/react 3.2.0, the latest release." or
 * "Documents @opensecret/react 1.1.0. The latest release is 3.2.0: [this page for 3.2.0](…)."
 */
export function releaseNote(
  page: LlmsPage,
  release: LlmsRelease,
  latest: LlmsRelease,
  siteUrl: string,
): PhrasingContent[] {
  if (release.latest || release === latest) {
    return [text_(`Documents ${SDK_PACKAGE} ${release.sdkVersion}, the latest release.`)];
  }
  const counterpart = latest.pages.find((candidate) => candidate.id === page.id);
  const target = counterpart
    ? {path: counterpart.markdownPath, title: `this page for ${latest.sdkVersion}`}
    : {path: markdownPathFor(latest.docsBase), title: `the ${latest.sdkVersion} documentation`};
  return [
    text_(`Documents ${SDK_PACKAGE} ${release.sdkVersion}. The latest release is ${latest.sdkVersion}: `),
    {type: 'link', url: absoluteUrl(siteUrl, target.path), children: [text_(target.title)]},
    text_('.'),
  ];
}

const link = (page: LlmsPage, siteUrl: string, title = page.title) => ({
  title,
  url: absoluteUrl(siteUrl, page.markdownPath),
  description: page.description,
});

/**
 * The llms.txt sections of some releases. One release: its sections as they are ("Docs",
 * "Guides", "Optional"). Several: each release's sections in turn, named "Guides (3.2.0, latest)",
 * then one "Optional" section with every release's optional pages, the latest first, each link
 * title ending with its release ("OpenSecretProvider (1.1.0)").
 */
export function releaseSections(releases: readonly LlmsRelease[], siteUrl: string): LlmsSection[] {
  const several = releases.length > 1;
  const sections = releases.flatMap((release) =>
    sectionOrder(release.pages.map((page) => page.section))
      .filter((name) => name !== OPTIONAL_SECTION)
      .map((name) => ({
        name: several ? `${name} (${releaseTag(release)})` : name,
        links: release.pages.filter((page) => page.section === name).map((page) => link(page, siteUrl)),
      })),
  );
  const optional = releases.flatMap((release) =>
    release.pages
      .filter((page) => page.section === OPTIONAL_SECTION)
      .map((page) => link(page, siteUrl, several ? `${page.title} (${release.sdkVersion})` : page.title)),
  );
  return [...sections, {name: OPTIONAL_SECTION, links: optional}];
}

/** The install command that pins a release. */
export const installCommand = (sdkVersion: string): string => `npm install -E ${SDK_PACKAGE}@${sdkVersion}`;

/**
 * The releases, for a sentence at the top of llms.txt and llms-full.txt ("… for 2 releases: …"),
 * the latest first: each with where its pages are and the command that installs it.
 */
export function describeReleases(releases: readonly LlmsRelease[], siteUrl: string): string {
  const items = releases.map(
    (release) =>
      `${release.sdkVersion}${release.latest ? ' (the latest)' : ''}, pages under ${absoluteUrl(siteUrl, release.docsBase)}, installed with \`${installCommand(release.sdkVersion)}\``,
  );
  const count = releases.length === 1 ? 'one release' : `${releases.length} releases`;
  return `${count}: ${items.join('; and ')}`;
}
