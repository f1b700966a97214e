/**
 * The files for language models over two docs versions (plugins/llms/releases.ts): the releases
 * collected latest first, the line naming each copy's release, llms.txt's sections per release,
 * the releases' summary and llms-full.txt's parts.
 */
import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {PAGE_SEPARATOR, renderLlmsFull, renderLlmsTxt} from '../../plugins/llms/llms-txt';
import {paragraph} from '../../plugins/llms/mdast-build';
import {printMarkdown} from '../../plugins/llms/print';
import {
  collectReleases,
  describeReleases,
  releaseNote,
  releaseSections,
  type LlmsRelease,
} from '../../plugins/llms/releases';
import {llmsSections} from '../../plugins/llms/write';
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE, type DocsVersion} from '../../src/constants';

const SITE = 'https://docs.example.com';
/** One line of an llms.txt link list: `- [title](absolute url)` with an optional `: description`. */
const LINK_LINE = /^- \[[^\]\n]+\]\(https?:\/\/[^\s)]+\)(: \S.*)?$/;

const doc = (id: string, title: string, permalink: string) => ({
  id,
  title,
  description: `About ${title}.`,
  permalink,
  sourceDirName: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.',
});

/** A two-version docs plugin content: 1.1.0 at /docs/ and the current (3.x) version at /docs/3.x/, listed older first. */
function versionOf(name: string, base: string, isLast: boolean, extraGuide?: string) {
  const folder = isLast ? 'docs' : `versioned_docs/version-${name}`;
  const at = (id: string, title: string, permalink: string) => ({
    ...doc(id, title, `${base}${permalink}`),
    source: `@site/${folder}/${id}.mdx`,
  });
  const guides = ['a', ...(extraGuide ? [extraGuide] : [])];
  return {
    versionName: name,
    isLast,
    docs: [
      at('index', 'Introduction', ''),
      ...guides.map((id) => at(`guides/${id}`, `Guide ${id.toUpperCase()}`, `guides/${id}`)),
      at('api/index', 'API reference', 'api/'),
      at('api/functions/f', 'f', 'api/functions/f'),
    ],
    sidebars: {
      docs: [
        {type: 'doc', id: 'index'},
        {
          type: 'category',
          label: 'Guides',
          collapsible: true,
          collapsed: false,
          items: guides.map((id) => ({type: 'doc', id: `guides/${id}`})),
        },
      ],
      api: [
        {type: 'doc', id: 'api/index'},
        {type: 'doc', id: 'api/functions/f'},
      ],
    },
  };
}
const TWO_VERSIONS = {
  loadedVersions: [versionOf('1.1.0', '/docs/', false), versionOf('current', '/docs/3.x/', true, 'new')],
} as unknown as LoadedContent;
const LATEST = LATEST_DOCS.sdkVersion;
const OLDER = DOCS_1_1_0.sdkVersion;

describe('releases (docs versions)', () => {
  const releases = collectReleases(TWO_VERSIONS, {siteDir: '/site', optionalSidebars: ['api']});

  it('collects every docs version, the latest first, with its SDK release and pages', () => {
    expect(releases.map((release) => [release.sdkVersion, release.latest, release.docsBase])).toEqual([
      [LATEST, true, LATEST_DOCS.docsBase],
      [OLDER, false, DOCS_1_1_0.docsBase],
    ]);
    expect(releases[0].pages.map((page) => page.markdownPath)).toEqual([
      '/docs/3.x/index.md',
      '/docs/3.x/guides/a.md',
      '/docs/3.x/guides/new.md',
      '/docs/3.x/api/index.md',
      '/docs/3.x/api/functions/f.md',
    ]);
    expect(releases[1].pages.map((page) => page.markdownPath)).toEqual([
      '/docs/index.md',
      '/docs/guides/a.md',
      '/docs/api/index.md',
      '/docs/api/functions/f.md',
    ]);
    expect(releases[1].pages[1].sourcePath).toBe('/site/versioned_docs/version-1.1.0/guides/a.mdx');
  });

  it('stops with a clear error for a docs version that names no SDK release', () => {
    const known: DocsVersion[] = [LATEST_DOCS];
    expect(() => collectReleases(TWO_VERSIONS, {siteDir: '/site', optionalSidebars: ['api']}, known)).toThrow(
      'llms: the docs version "1.1.0" is not in DOCS_VERSIONS (src/constants.ts)',
    );
  });

  it('gives each release its own sections, latest first, and one Optional section naming each link’s release', () => {
    const text = renderLlmsTxt({title: 'T', summary: 'S', sections: releaseSections(releases, SITE)});
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      `## Docs (${LATEST}, latest)`,
      `## Guides (${LATEST}, latest)`,
      `## Docs (${OLDER})`,
      `## Guides (${OLDER})`,
      '## Optional',
    ]);
    const guidesOlder = text.slice(text.indexOf(`## Guides (${OLDER})`), text.indexOf('## Optional'));
    expect(guidesOlder).toContain(`- [Guide A](${SITE}/docs/guides/a.md)`);
    expect(guidesOlder).not.toContain('/docs/3.x/');
    const optional = text
      .slice(text.indexOf('## Optional'))
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(optional).toEqual([
      `- [API reference (${LATEST})](${SITE}/docs/3.x/api/index.md): About API reference.`,
      `- [f (${LATEST})](${SITE}/docs/3.x/api/functions/f.md): About f.`,
      `- [API reference (${OLDER})](${SITE}/docs/api/index.md): About API reference.`,
      `- [f (${OLDER})](${SITE}/docs/api/functions/f.md): About f.`,
    ]);
    for (const line of lines.filter((entry) => entry.startsWith('- '))) expect(line).toMatch(LINK_LINE);
  });

  it('with one release, names the sections as before', () => {
    const [latest] = releases;
    const one = releaseSections([latest], SITE);
    expect(one.map((section) => section.name)).toEqual(['Docs', 'Guides', 'Optional']);
    expect(one).toEqual(llmsSections(latest.pages, SITE));
  });

  it('states the release each Markdown copy documents; an older page links its latest counterpart', () => {
    const [latest, older] = releases;
    const note = (page: LlmsRelease['pages'][number], release: LlmsRelease) =>
      printMarkdown({type: 'root', children: [paragraph(releaseNote(page, release, latest, SITE))]}).trim();
    expect(note(latest.pages[1], latest)).toBe(`Documents ${SDK_PACKAGE} ${LATEST}, the latest release.`);
    expect(note(older.pages[1], older)).toBe(
      `Documents ${SDK_PACKAGE} ${OLDER}. The latest release is ${LATEST}: [this page for ${LATEST}](${SITE}/docs/3.x/guides/a.md).`,
    );
    const orphan = {...older.pages[1], id: 'guides/gone'};
    expect(note(orphan, older)).toBe(
      `Documents ${SDK_PACKAGE} ${OLDER}. The latest release is ${LATEST}: [the ${LATEST} documentation](${SITE}/docs/3.x/index.md).`,
    );
  });

  it('describes the releases with their docs and pinned install commands, latest first', () => {
    expect(describeReleases(releases, SITE)).toBe(
      `2 releases: ${LATEST} (the latest), pages under ${SITE}/docs/3.x/, installed with \`npm install -E ${SDK_PACKAGE}@${LATEST}\`; ` +
        `and ${OLDER}, pages under ${SITE}/docs/, installed with \`npm install -E ${SDK_PACKAGE}@${OLDER}\``,
    );
  });
});

describe('renderLlmsFull with parts', () => {
  it('opens each part with its own H1 block, separated like pages', () => {
    const full = renderLlmsFull({
      title: 'Example SDK',
      summary: 'Summary.',
      parts: [
        {
          title: 'Part 1 of 2: pkg 2.0.0, latest',
          details: 'The 1 pages.',
          pages: [{title: 'A', url: `${SITE}/docs/2.x/a`, markdown: '# A\n\nNew.\n'}],
        },
        {title: 'Part 2 of 2: pkg 1.0.0', pages: [{title: 'A', url: `${SITE}/docs/a`, markdown: '# A\n\nOld.\n'}]},
      ],
    });
    expect(full.trim().split(PAGE_SEPARATOR)).toEqual([
      '# Example SDK\n\n> Summary.',
      '# Part 1 of 2: pkg 2.0.0, latest\n\nThe 1 pages.',
      `# A\n\nSource: ${SITE}/docs/2.x/a\n\nNew.`,
      '# Part 2 of 2: pkg 1.0.0',
      `# A\n\nSource: ${SITE}/docs/a\n\nOld.`,
    ]);
  });
});
