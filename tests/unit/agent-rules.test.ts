/**
 * The rules for agents in llms.txt (plugins/llms/agent-rules.ts) state what the SDK does only
 * with the behaviour tests that prove it: every rule that names a member or function of the
 * latest release names tests, every test it names is a declared behaviour of that release whose
 * `@backs` tags name a page the rule links (or the security page), and
 * llms.txt lists each test once under the rules, with what it asserts, its file and a page
 * section that states it. A changed behaviour then fails one test whose id the rules name.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {sdkBehaviours, type SdkBehaviours} from '../../lib/sdk-behaviours';
import {AGENT_RULES} from '../../plugins/llms/agent-rules';
import {AGENT_RULE_TESTS_INTRO, agentRulesForLlms} from '../../plugins/llms/agent-rules-for-llms';
import {formatRule, renderRules} from '../../plugins/llms/llms-txt';
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {CONTEXT_TYPE, declarationsOf, exportedFunctions, typeAliasMembers} from './guides-coverage-helpers';

const SITE = 'https://docs.example.test';
const BEHAVIOURS = sdkBehaviours();
const LATEST = LATEST_DOCS.sdkVersion;
/** The latest release's security model page, which holds every statement of what the SDK protects. */
const SECURITY = `${LATEST_DOCS.docsBase}security`;
const declarations = declarationsOf(SDK_PACKAGE);
/** The context's members and the exported functions of the latest release. */
const SDK_NAMES = [...typeAliasMembers(declarations, CONTEXT_TYPE), ...exportedFunctions(declarations)];
/** A `- [title](url): description` line of llms.txt. */
const LINK_LINE = /^- \[(?<id>[^\]\n]+)\]\((?<url>https:\/\/[^\s)]+)\): (?<description>\S.*)$/;

/** The SDK names a rule's text gives in code spans (`name`, `name(…)`, `name.field`). */
function sdkNamesIn(text: string): string[] {
  const spans = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  return SDK_NAMES.filter((name) => spans.some((span) => new RegExp(`^${name}\\b`).test(span)));
}

describe('the rules for agents', () => {
  it.each(AGENT_RULES.map((rule) => [rule.title, rule] as const))(
    '"%s" names the behaviour tests of what it says the SDK does, or why it needs none',
    (_title, rule) => {
      if (rule.statesNoSdkBehaviour !== undefined) {
        expect(rule.tests, 'a rule with tests needs no reason').toEqual([]);
        expect(rule.statesNoSdkBehaviour.length).toBeGreaterThan(20);
        expect(sdkNamesIn(`${rule.title} ${rule.text}`), 'it names SDK members, so it states behaviour').toEqual([]);
        return;
      }
      expect(rule.tests.length).toBeGreaterThan(0);
      expect(new Set(rule.tests).size, 'a test named twice').toBe(rule.tests.length);
      for (const id of rule.tests) {
        expect(BEHAVIOURS[id], `${id} is no declared behaviour (tests/sdk)`).toBeDefined();
        expect(BEHAVIOURS[id].release, id).toBe(LATEST);
      }
    },
  );

  it.each(AGENT_RULES.filter((rule) => rule.tests.length > 0).map((rule) => [rule.title, rule] as const))(
    '"%s": each test it names lists in @backs a page the rule links, or the security page',
    (_title, rule) => {
      const places = [...rule.links.map((link) => link.path), SECURITY];
      for (const id of rule.tests) {
        const routes = BEHAVIOURS[id].pages.map((page) => page.split('#')[0]);
        expect(
          routes.some((route) => places.includes(route)),
          `${id} (${BEHAVIOURS[id].test}) backs ${routes.join(', ')}`,
        ).toBe(true);
      }
    },
  );

  it('most of them state what the SDK does', () => {
    expect(AGENT_RULES.filter((rule) => rule.tests.length > 0).length).toBeGreaterThanOrEqual(AGENT_RULES.length - 2);
  });
});

describe('the rules as llms.txt prints them', () => {
  let lines: string[] = [];
  beforeAll(() => {
    lines = renderRules(agentRulesForLlms(SITE, BEHAVIOURS)).split('\n');
  });
  const named = [...new Set(AGENT_RULES.flatMap((rule) => rule.tests))];

  it('end each rule with the ids of its tests', () => {
    AGENT_RULES.forEach((rule, index) => {
      const line = lines.find((candidate) => candidate.startsWith(`${index + 1}. **${rule.title}**`));
      expect(line, rule.title).toBeDefined();
      const tests = rule.tests.map((id) => `\`${id}\``).join(', ');
      if (rule.tests.length > 0) expect(line!.endsWith(` Tests: ${tests}.`), line).toBe(true);
      else expect(line).not.toContain('Tests:');
    });
  });

  it('list every test the rules name once, after the rules, in order of first mention', () => {
    const intro = lines.indexOf(AGENT_RULE_TESTS_INTRO);
    expect(intro).toBeGreaterThan(lines.findIndex((line) => line.startsWith(`${AGENT_RULES.length}. `)));
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items.map((line) => LINK_LINE.exec(line)?.groups?.id)).toEqual(named);
    expect(lines.slice(intro + 2)).toEqual(items);
  });

  it.each(named)('%s: its line gives what the test asserts, its file and a page section of its @backs', (id) => {
    const entry = BEHAVIOURS[id];
    const line = lines.find((candidate) => candidate.startsWith(`- [${id}](`))!;
    const {url, description} = LINK_LINE.exec(line)!.groups!;
    expect(url.startsWith(`${SITE}${LATEST_DOCS.docsBase}`), url).toBe(true);
    expect(entry.pages).toContain(url.slice(SITE.length));
    expect(description).toBe(`${entry.title.trim().replace(/\.$/, '')}. In \`${entry.test}\`.`);
  });

  it('stop the build when a rule names a test that is not declared, or one of another release', () => {
    const {'v3.del-all': _removed, ...without} = BEHAVIOURS;
    expect(() => agentRulesForLlms(SITE, without)).toThrow(
      '"Sign out after deleting an account." names v3.del-all, which no behaviour test declares.',
    );
    const older: SdkBehaviours = {...BEHAVIOURS, 'v3.del-all': {...BEHAVIOURS['v3.del-all'], release: '1.1.0'}};
    expect(() => agentRulesForLlms(SITE, older)).toThrow('names v3.del-all, a test of 1.1.0.');
  });

  it('print a rule without tests as before', () => {
    expect(formatRule({title: 'T.', text: 'X.', links: [], tests: []}, 0)).toBe('1. **T.** X.');
    expect(formatRule({title: 'T.', text: 'X.', links: [], tests: ['v3.a', 'v3.b']}, 0)).toBe(
      '1. **T.** X. Tests: `v3.a`, `v3.b`.',
    );
  });
});
