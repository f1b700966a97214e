/**
 * The rules for agents as llms.txt prints them: absolute links, and the behaviour tests the rules
 * name, each with what it asserts, its file and the page section that states it. The build stops
 * when a rule names a test that no behaviour test declares, one of another release than the
 * latest, or names none without saying why.
 */
import {absoluteUrl} from '../../lib/markdown-path';
import type {SdkBehaviours} from '../../lib/sdk-behaviours';
import {LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {AGENT_RULES, AGENT_RULES_INTRO} from './agent-rules';
import type {LlmsRules} from './llms-txt';

const LATEST = LATEST_DOCS.sdkVersion;

export const AGENT_RULE_TESTS_INTRO =
  `The behaviour tests the rules name. Each runs the published ${SDK_PACKAGE} ${LATEST} against a stand-in backend and fails when the release does otherwise; ` +
  'its name states what it asserts, and its link leads to a page section that says the same.';

/** The page section a behaviour's test line links: its first page in the latest docs. */
function statingPage(id: string, pages: readonly string[]): string {
  const page = pages.find((candidate) => candidate.startsWith(LATEST_DOCS.docsBase));
  if (page === undefined) throw new Error(`${id}: no page of ${LATEST_DOCS.docsBase} states it (its @backs tags).`);
  return page;
}

/**
 * The rules as llms.txt prints them, with absolute links and the list of the tests they name
 * (in order of first mention). Throws when a rule names a test no behaviour test declares, one of
 * another release than the latest, or names none without saying why.
 */
export function agentRulesForLlms(siteUrl: string, behaviours: SdkBehaviours): LlmsRules {
  const errors: string[] = [];
  const ids: string[] = [];
  for (const rule of AGENT_RULES) {
    if (rule.tests.length === 0 && !rule.statesNoSdkBehaviour) {
      errors.push(`"${rule.title}" names no behaviour test and does not say why it needs none.`);
    }
    for (const id of rule.tests) {
      const entry = behaviours[id];
      if (entry === undefined) errors.push(`"${rule.title}" names ${id}, which no behaviour test declares.`);
      else if (entry.release !== LATEST) errors.push(`"${rule.title}" names ${id}, a test of ${entry.release}.`);
      else if (!ids.includes(id)) ids.push(id);
    }
  }
  if (errors.length > 0) throw new Error(`The rules for agents (plugins/llms/agent-rules.ts):\n${errors.join('\n')}`);
  return {
    intro: AGENT_RULES_INTRO,
    items: AGENT_RULES.map((rule) => ({
      title: rule.title,
      text: rule.text,
      links: rule.links.map((link) => ({title: link.title, url: absoluteUrl(siteUrl, `${link.path}#${link.anchor}`)})),
      tests: rule.tests,
    })),
    tests: {
      intro: AGENT_RULE_TESTS_INTRO,
      items: ids.map((id) => {
        const entry = behaviours[id];
        return {
          title: id,
          url: absoluteUrl(siteUrl, statingPage(id, entry.pages)),
          description: `${entry.title.trim().replace(/\.$/, '')}. In \`${entry.test}\`.`,
        };
      }),
    },
  };
}
