import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {collectPages, sectionOrder} from '../../plugins/llms/collect';
import {AGENT_RULES, AGENT_RULES_INTRO} from '../../plugins/llms/agent-rules';
import {
  formatFullPage,
  formatLink,
  formatRule,
  PAGE_SEPARATOR,
  renderLlmsFull,
  renderLlmsTxt,
} from '../../plugins/llms/llms-txt';
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {llmsSections} from '../../plugins/llms/write';

const SDK_VERSION = LATEST_DOCS.sdkVersion;

const SITE = 'https://docs.example.com';
/** One line of an llms.txt link list: `- [title](absolute url)` with an optional `: description`. */
const LINK_LINE = /^- \[[^\]\n]+\]\(https?:\/\/[^\s)]+\)(: \S.*)?$/;

const doc = (id: string, title: string, permalink: string, description = `About ${title}.`) => ({
  id,
  title,
  description,
  permalink,
  source: `@site/docs/${id}.mdx`,
  sourceDirName: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.',
});

/** A small docs plugin content: a "docs" sidebar with two top-level docs and a Guides category,
 * an "api" sidebar, and docs that are in no sidebar. */
const CONTENT = {
  loadedVersions: [
    {
      isLast: true,
      docs: [
        doc('index', 'Introduction', '/docs/'),
        doc('registration', 'Registration', '/docs/registration'),
        doc('guides/b', 'Guide B', '/docs/guides/b'),
        doc('guides/a', 'Guide A', '/docs/guides/a'),
        doc('guides/unlisted', 'Unlisted guide', '/docs/guides/unlisted'),
        doc('api/index', 'API reference', '/docs/api/'),
        doc('api/functions/f', 'f', '/docs/api/functions/f', ''),
        doc('api/interfaces/I', 'I', '/docs/api/interfaces/I'),
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'index', label: 'Introduction'},
          {type: 'doc', id: 'registration'},
          {
            type: 'category',
            label: 'Guides',
            collapsible: true,
            collapsed: false,
            items: [
              {type: 'doc', id: 'guides/b'},
              {type: 'doc', id: 'guides/a'},
            ],
          },
        ],
        api: [
          {type: 'doc', id: 'api/index'},
          {type: 'doc', id: 'api/functions/f'},
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('collectPages', () => {
  const pages = collectPages(CONTENT, {siteDir: '/site', optionalSidebars: ['api']});

  it('sorts pages into sections by sidebar, in sidebar order, docs in no sidebar last', () => {
    expect(pages.map((page) => [page.section, page.id])).toEqual([
      ['Docs', 'index'],
      ['Docs', 'registration'],
      ['Guides', 'guides/b'],
      ['Guides', 'guides/a'],
      ['Guides', 'guides/unlisted'],
      ['Optional', 'api/index'],
      ['Optional', 'api/functions/f'],
      ['Optional', 'api/interfaces/I'],
    ]);
  });

  it('takes titles, descriptions, permalinks and sources from the metadata', () => {
    expect(pages[0]).toEqual({
      id: 'index',
      title: 'Introduction',
      description: 'About Introduction.',
      permalink: '/docs/',
      markdownPath: '/docs/index.md',
      sourcePath: '/site/docs/index.mdx',
      section: 'Docs',
    });
    expect(pages.find((page) => page.id === 'guides/a')?.markdownPath).toBe('/docs/guides/a.md');
  });

  it('orders sections Docs, categories, Optional', () => {
    expect(sectionOrder(['Optional', 'Guides', 'Docs', 'More', 'Guides'])).toEqual([
      'Docs',
      'Guides',
      'More',
      'Optional',
    ]);
  });
});

describe('renderLlmsTxt', () => {
  const pages = collectPages(CONTENT, {siteDir: '/site', optionalSidebars: ['api']});
  const text = renderLlmsTxt({
    title: 'Example SDK',
    summary: 'Build things\nsafely.',
    details: 'Links lead to Markdown copies.',
    sections: llmsSections(pages, SITE),
  });
  const lines = text.split('\n');

  it('starts with an H1, then a blockquote summary, then prose', () => {
    expect(lines.slice(0, 5)).toEqual([
      '# Example SDK',
      '',
      '> Build things safely.',
      '',
      'Links lead to Markdown copies.',
    ]);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
  });

  it('has H2 sections of link lines, with Optional (the API reference) last', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Docs', '## Guides', '## Optional']);
    const optional = text.slice(text.indexOf('## Optional'));
    expect(optional).toContain(`- [API reference](${SITE}/docs/api/index.md): About API reference.`);
    expect(optional).toContain(`- [I](${SITE}/docs/api/interfaces/I.md): About I.`);
  });

  it('formats every link as `- [title](absolute .md url): description`', () => {
    const links = lines.filter((line) => line.startsWith('- '));
    expect(links).toHaveLength(8);
    for (const line of links) expect(line).toMatch(LINK_LINE);
    expect(links[0]).toBe(`- [Introduction](${SITE}/docs/index.md): About Introduction.`);
    expect(links).toContain(`- [f](${SITE}/docs/api/functions/f.md)`);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('escapes link text and flattens descriptions', () => {
    expect(formatLink({title: 'a [b]', url: `${SITE}/x (1).md`, description: 'one\n two'})).toBe(
      `- [a \\[b\\]](${SITE}/x%20%281%29.md): one two`,
    );
  });

  it('leaves out empty sections', () => {
    const empty = renderLlmsTxt({title: 'T', summary: 'S', sections: [{name: 'Docs', links: []}]});
    expect(empty).toBe('# T\n\n> S\n');
  });
});

describe('rules for agents in llms.txt', () => {
  const pages = collectPages(CONTENT, {siteDir: '/site', optionalSidebars: ['api']});
  const rules = {
    intro: 'Rules for agents:',
    items: [
      {
        title: 'Wrap the app.',
        text: 'Render the\nprovider.',
        links: [{title: 'Guide: Wrap', url: `${SITE}/docs/guides/a#wrap-your-app`}],
      },
      {title: 'Pin the version.', text: 'Install 1.0.0.', links: []},
    ],
  };
  const text = renderLlmsTxt({
    title: 'Example SDK',
    summary: 'Summary.',
    details: 'Prose.',
    rules,
    sections: llmsSections(pages, SITE),
  });
  const lines = text.split('\n');

  it('come after the summary and prose, before the first link section, as a numbered list', () => {
    expect(lines.slice(0, 11)).toEqual([
      '# Example SDK',
      '',
      '> Summary.',
      '',
      'Prose.',
      '',
      'Rules for agents:',
      '',
      `1. **Wrap the app.** Render the provider. See [Guide: Wrap](${SITE}/docs/guides/a#wrap-your-app).`,
      '2. **Pin the version.** Install 1.0.0.',
      '',
    ]);
    expect(lines[11]).toBe('## Docs');
  });

  it('add no heading and no `- ` line, so the link sections stay the only H2s and list items', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Docs', '## Guides', '## Optional']);
    for (const line of lines.filter((entry) => entry.startsWith('- '))) expect(line).toMatch(LINK_LINE);
  });

  it('escapes link text and URLs in a rule', () => {
    expect(
      formatRule(
        {
          title: 'T.',
          text: 'X.',
          links: [
            {title: 'a [b]', url: `${SITE}/x (1)#y`},
            {title: 'c', url: `${SITE}/c`},
          ],
        },
        2,
      ),
    ).toBe(`3. **T.** X. See [a \\[b\\]](${SITE}/x%20%281%29#y), [c](${SITE}/c).`);
  });

  it('the site’s rules name the provider props, the exact install and link every rule to a guide heading', () => {
    const all = AGENT_RULES.map((rule) => `${rule.title} ${rule.text}`).join('\n');
    for (const fact of [
      'OpenSecretProvider',
      '`apiUrl`',
      '`clientId`',
      'client_id',
      'mnemonic',
      'getAttestationDocument',
      'pcrConfig',
      'setApiKey',
      'createResponse',
      'confirmAccountDeletion',
    ]) {
      expect(all).toContain(fact);
    }
    expect(all).toContain(`npm install -E ${SDK_PACKAGE}@${SDK_VERSION}`);
    // The older release is pinned the same way, and its docs are named.
    expect(all).toContain(`npm install -E ${SDK_PACKAGE}@${DOCS_1_1_0.sdkVersion}`);
    expect(AGENT_RULES_INTRO).toContain(`${SDK_PACKAGE}\` ${SDK_VERSION}, the latest release`);
    expect(AGENT_RULES_INTRO).toContain(`${DOCS_1_1_0.sdkVersion} docs`);
    // Links lead to the latest docs, except those that name the older release.
    for (const link of AGENT_RULES.flatMap((rule) => rule.links)) {
      const older = link.title.includes(`(${DOCS_1_1_0.sdkVersion}`);
      expect(link.path.startsWith(LATEST_DOCS.docsBase), link.title).toBe(!older);
    }
    for (const rule of AGENT_RULES) {
      expect(rule.links.length, rule.title).toBeGreaterThan(0);
      for (const link of rule.links) {
        // A guide or the registration page, of the latest docs (/docs/3.x/) or of 1.1.0 (/docs/).
        expect(link.path, rule.title).toMatch(/^\/docs\/(3\.x\/)?(registration|guides\/[a-z-]+)$/);
        expect(link.anchor, rule.title).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });
});

describe('renderLlmsFull', () => {
  it('concatenates pages, each starting with its title and source URL', () => {
    const full = renderLlmsFull({
      title: 'Example SDK',
      summary: 'Summary.',
      pages: [
        {title: 'Intro', url: `${SITE}/docs/`, markdown: '# Intro\n\nHello.\n'},
        {title: 'No heading', url: `${SITE}/docs/x`, markdown: 'Body.\n'},
      ],
    });
    const parts = full.trim().split(PAGE_SEPARATOR);
    expect(parts).toEqual([
      '# Example SDK\n\n> Summary.',
      `# Intro\n\nSource: ${SITE}/docs/\n\nHello.`,
      `# No heading\n\nSource: ${SITE}/docs/x\n\nBody.`,
    ]);
  });

  it('puts the source after the page’s own H1', () => {
    expect(formatFullPage({title: 'f', url: 'u', markdown: '# Function: f()\n\nText.\n'})).toBe(
      '# Function: f()\n\nSource: u\n\nText.',
    );
  });
});
