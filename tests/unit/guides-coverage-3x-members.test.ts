/**
 * The 3.x guides explain all of @opensecret/react 3.2.0: every member of OpenSecretContextType is
 * linked to its reference entry from a guide, every exported function from a guide or the
 * Registration page, and in every guide the first mention of a member or function is that link.
 */
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {
  CONTEXT_TYPE,
  allPages,
  declarationsOf,
  exportedFunctions,
  firstMention,
  guidePages,
  typeAliasMembers,
} from './guides-coverage-helpers';

const API_BASE = LATEST_DOCS.apiIndexPath;
const declarations = declarationsOf(SDK_PACKAGE);
const members = typeAliasMembers(declarations, CONTEXT_TYPE);
const functions = exportedFunctions(declarations);
const guides = guidePages(LATEST_DOCS);
const guidesText = guides.map((page) => page.text).join('\n');
const registration = allPages(LATEST_DOCS).filter((page) => page.file === `${LATEST_DOCS.folder}/registration.mdx`);

/** Context members that are also props of the provider: a mention may link to the provider instead. */
const PROVIDER = 'OpenSecretProvider';
const providerProps = ['apiUrl', 'clientId', 'pcrConfig'];

const memberLink = (member: string): string => `${API_BASE}type-aliases/${CONTEXT_TYPE}#${member.toLowerCase()}`;
const functionLink = (name: string): string => `${API_BASE}functions/${name}`;

describe(`the 3.x guides cover every member of ${CONTEXT_TYPE} in 3.2.0`, () => {
  it('reads 82 members and 37 exported functions', () => {
    expect(members).toHaveLength(82);
    expect(members).toEqual(expect.arrayContaining(providerProps));
    expect(functions).toContain(PROVIDER);
    expect(functions).toHaveLength(37);
    expect(registration).toHaveLength(1);
  });

  it.each(members)(`a guide links ${CONTEXT_TYPE}.%s to its reference entry`, (member) => {
    expect(guidesText).toContain(`](${memberLink(member)})`);
  });

  it.each(functions)('a guide or the Registration page links the function %s to its reference page', (name) => {
    const text = [guidesText, ...registration.map((page) => page.text)].join('\n');
    expect(text).toContain(`](${functionLink(name)})`);
  });
});

describe('in every 3.x guide, a member or function is linked where it is first mentioned', () => {
  const cases = guides.flatMap((page) =>
    [...new Set([...members, ...functions])].flatMap((name) => {
      const mention = firstMention(page, name);
      return mention ? [{name, mention}] : [];
    }),
  );

  it('finds first mentions in the guides', () => {
    expect(cases.length).toBeGreaterThan(members.length);
  });

  it.each(cases.map(({name, mention}) => [mention.where, name, mention.target ?? 'no link']))(
    '%s: the first mention of `%s` links to its reference (%s)',
    (_where, name, target) => {
      const targets = [
        ...(members.includes(name) ? [memberLink(name)] : []),
        ...(functions.includes(name) ? [functionLink(name)] : []),
        ...(providerProps.includes(name) ? [functionLink(PROVIDER)] : []),
      ];
      expect(targets).toContain(target);
    },
  );
});
