/**
 * The 3.x docs (docs/, served at /docs/3.x/) are true to @opensecret/react 3.2.0: every context
 * member the 1.1.0 guides covered that 3.2.0 still has is explained in a 3.x guide, every member
 * they link to exists in 3.2.0, every link stays inside /docs/3.x/ and reaches a page (and heading)
 * that exists, samples compile against 3.2.0 except the migration guide's "before" samples, and
 * install commands pin 3.2.0.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGES_3_2_0} from '../../plugins/api-reference/expected-pages';
import {expectedPages} from '../../plugins/api-reference/page-set';
import {DOCS_1_1_0, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {
  CONTEXT_TYPE,
  DEVELOPER_CONTEXT_TYPE,
  allPages,
  declarationsOf,
  describeLink,
  fenceInfos,
  guidePages,
  headingIds,
  EXACT_SPEC,
  installCommandsIn,
  installedSpecs,
  siteLinks,
  typeAliasMembers,
  type PageLink,
} from './guides-coverage-helpers';

const BASE = LATEST_DOCS.docsBase; // /docs/3.x/
const API_BASE = LATEST_DOCS.apiIndexPath; // /docs/3.x/api/
const declarations = declarationsOf(SDK_PACKAGE);
const members = typeAliasMembers(declarations, CONTEXT_TYPE);
const developerMembers = typeAliasMembers(declarations, DEVELOPER_CONTEXT_TYPE);
const members110 = typeAliasMembers(declarationsOf('opensecret-react-1.1.0'), CONTEXT_TYPE);

const guides = guidePages(LATEST_DOCS);
const allGuidesText = guides.map((page) => page.text).join('\n');
const pages = allPages(LATEST_DOCS);
const links = pages.flatMap(siteLinks);
const memberAnchor = (type: string, member: string): string =>
  `${API_BASE}type-aliases/${type}#${member.toLowerCase()}`;

describe('3.x guide coverage of SDK 3.2.0', () => {
  const carried = members110.filter((member) => members.includes(member));
  const documentMembers = members.filter((member) => member.includes('Document') && !member.includes('Attestation'));

  it(`reads the members of ${CONTEXT_TYPE} in 3.2.0`, () => {
    expect(members.length).toBeGreaterThan(members110.length);
    expect(members).toEqual(expect.arrayContaining(['signIn', 'setApiKey', 'uploadDocument']));
    expect(members).not.toContain('convertGuestToUserAccount');
  });

  it.each(carried)(
    `explains ${CONTEXT_TYPE}.%s (carried from 1.1.0) in a 3.x guide, linked to its 3.2.0 API entry`,
    (member) => {
      expect(allGuidesText).toContain(memberAnchor(CONTEXT_TYPE, member));
    },
  );

  it('the document upload guide links every document member of 3.2.0', () => {
    const upload = guides.find((page) => page.file.endsWith('document-upload.mdx'));
    expect(documentMembers).toEqual(['uploadDocument', 'checkDocumentStatus', 'uploadDocumentWithPolling']);
    for (const member of documentMembers) expect(upload?.text).toContain(memberAnchor(CONTEXT_TYPE, member));
  });

  it.each(guides.map((page) => page.file))(`%s links to the 3.x API reference`, (file) => {
    expect(guides.find((page) => page.file === file)?.text).toContain(`](${API_BASE}`);
  });

  it('covers the guides of the 3.x sidebar, document upload included', () => {
    expect(guides.map((page) => path.basename(page.file, '.mdx'))).toEqual([...LATEST_DOCS.guides]);
    expect(LATEST_DOCS.guides).toContain('document-upload');
  });
});

describe('links of the 3.x docs', () => {
  const typeAnchors = (type: string): PageLink[] =>
    links.filter((link) => link.path === `${API_BASE}type-aliases/${type}` && link.anchor !== undefined);

  it('finds links to context members', () => {
    expect(typeAnchors(CONTEXT_TYPE).length).toBeGreaterThan(members110.length);
    expect(typeAnchors(DEVELOPER_CONTEXT_TYPE).length).toBeGreaterThan(10);
  });

  it.each(typeAnchors(CONTEXT_TYPE).map((link) => [describeLink(link), link.anchor]))(
    `%s names a member of ${CONTEXT_TYPE} in 3.2.0`,
    (_link, anchor) => {
      expect(members.map((member) => member.toLowerCase())).toContain(anchor);
    },
  );

  it.each(typeAnchors(DEVELOPER_CONTEXT_TYPE).map((link) => [describeLink(link), link.anchor]))(
    `%s names a member of ${DEVELOPER_CONTEXT_TYPE} in 3.2.0`,
    (_link, anchor) => {
      expect(developerMembers.map((member) => member.toLowerCase())).toContain(anchor);
    },
  );

  it('links to the 1.1.0 docs only once, from the Introduction', () => {
    const outside = links.filter((link) => !link.path.startsWith(BASE));
    expect(outside.map(describeLink)).toEqual([`docs/index.mdx:${outside[0]?.line ?? 0} -> ${DOCS_1_1_0.docsBase}`]);
  });

  const apiPages = new Set(expectedPages(PAGES_3_2_0).map((page) => `${API_BASE}${page === 'index' ? '' : page}`));
  it.each(links.filter((link) => link.path.startsWith(API_BASE)).map((link) => [describeLink(link), link.path]))(
    '%s reaches a page of the 3.2.0 API reference',
    (_link, target) => {
      expect(apiPages).toContain(target);
    },
  );

  const docIds = [
    '',
    ...LATEST_DOCS.topLevelDocs,
    ...LATEST_DOCS.apiDocs,
    ...LATEST_DOCS.unlistedDocs,
    ...[...LATEST_DOCS.guides, ...LATEST_DOCS.unlistedGuides].map((guide) => `guides/${guide}`),
  ];
  const docLinks = links.filter((link) => link.path.startsWith(BASE) && !link.path.startsWith(API_BASE));
  it.each(docLinks.map((link) => [describeLink(link), link]))('%s reaches a 3.x page and heading', (_name, link) => {
    const id = link.path.slice(BASE.length).replace(/\/$/, '');
    expect(docIds).toContain(id);
    if (link.anchor === undefined || LATEST_DOCS.apiDocs.includes(id)) return;
    const target = pages.find(
      (page) => page.file.replace(/\.mdx?$/, '') === path.posix.join(LATEST_DOCS.folder, id || 'index'),
    );
    expect(target && [...headingIds(target)]).toContain(link.anchor);
  });
});

describe('samples and installs of the 3.x docs', () => {
  const fences = pages.flatMap((page) => fenceInfos(page).map((fence) => ({...fence, file: page.file})));

  it('has no sample pinned to another release, except the migration guide\'s "before" samples', () => {
    const pinned = fences.filter((fence) => /\bsdk=/.test(fence.info));
    expect(pinned.length).toBeGreaterThan(0);
    for (const fence of pinned) {
      expect(`${fence.file}:${fence.line} ${fence.info}`).toMatch(
        /^docs\/migration\.mdx:\d+ .*title="Before, 1\.1\.0: .*sdk="1\.1\.0"/,
      );
    }
    expect(pages.some((page) => page.text.includes('sdk="1.5.4"'))).toBe(false);
  });

  it('compiles every "after" sample of the migration guide against 3.2.0', () => {
    const migration = fences.filter(
      (fence) => fence.file === 'docs/migration.mdx' && /title="(Before|After)/.test(fence.info),
    );
    const before = migration.filter((fence) => fence.info.includes('title="Before, 1.1.0'));
    const after = migration.filter((fence) => fence.info.includes('title="After, 3.2.0'));
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(after.length).toBe(before.length);
    for (const fence of after) expect(fence.info).not.toMatch(/\bsdk=/);
  });

  const commands = installCommandsIn(pages);

  it('installs the SDK at 3.2.0, exactly', () => {
    expect(commands.map(({command}) => command)).toContain(`npm install -E ${SDK_PACKAGE}@${LATEST_DOCS.sdkVersion}`);
    for (const {command} of commands) expect(command).not.toMatch(/@opensecret\/react@(?!3\.2\.0\b)/);
  });

  it.each(commands.map(({where, command}) => [where, command]))('%s pins exact versions: %s', (_where, command) => {
    expect(command).toMatch(/^npm install -E /);
    for (const spec of installedSpecs(command)) expect(spec).toMatch(EXACT_SPEC);
  });
});
