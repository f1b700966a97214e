/**
 * The 1.1.0 guides (versioned_docs/version-1.1.0, served at /docs/) cover the SDK: every member of
 * OpenSecretContextType in @opensecret/react 1.1.0 is explained in at least one guide (linked to
 * its entry in the API reference), every guide links to the API reference, and every install
 * command pins its release.
 */
import {describe, expect, it} from 'vitest';
import {DOCS_1_1_0, SDK_PACKAGE} from '../../src/constants';
import {
  CONTEXT_TYPE,
  allPages,
  declarationsOf,
  guidePages,
  EXACT_SPEC,
  installCommandsIn,
  installedSpecs,
  typeAliasMembers,
} from './guides-coverage-helpers';

const declarations = declarationsOf('opensecret-react-1.1.0');
const guides = guidePages(DOCS_1_1_0);
const allGuidesText = guides.map((page) => page.text).join('\n');

describe('guide coverage of the SDK', () => {
  const members = typeAliasMembers(declarations, CONTEXT_TYPE);

  it(`reads the members of ${CONTEXT_TYPE}`, () => {
    expect(members.length).toBeGreaterThan(30);
    expect(members).toContain('signIn');
  });

  it.each(members)(`explains ${CONTEXT_TYPE}.%s in a guide, linked to its API entry`, (member) => {
    expect(allGuidesText).toContain(`/docs/api/type-aliases/${CONTEXT_TYPE}#${member.toLowerCase()}`);
  });

  it.each(guides.map((page) => page.file))('%s links to the API reference', (file) => {
    const page = guides.find((guide) => guide.file === file);
    expect(page?.text).toMatch(/\]\(\/docs\/api\//);
  });
});

describe('install commands of the 1.1.0 docs', () => {
  const commands = installCommandsIn(allPages(DOCS_1_1_0));

  it('installs the SDK at 1.1.0 in Getting started', () => {
    expect(commands.map(({command}) => command)).toContain(`npm install -E ${SDK_PACKAGE}@1.1.0`);
  });

  it.each(commands.map(({where, command}) => [where, command]))('%s pins exact versions: %s', (_where, command) => {
    expect(command).toMatch(/^npm install -E /);
    for (const spec of installedSpecs(command)) expect(spec).toMatch(EXACT_SPEC);
  });
});
