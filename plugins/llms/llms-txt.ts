/**
 * Renders /llms.txt (https://llmstxt.org: an H1 with the site's name, a blockquote summary,
 * optional prose and numbered rules for agents with the list of the tests behind them (no
 * headings: llms.txt reserves H2 for link lists), then H2 sections of `- [title](url): description` links, "Optional" last)
 * and /llms-full.txt (every page's Markdown in one file, each page starting with its title and
 * source URL, pages separated by `---` lines; with several parts, such as one per SDK release,
 * each part opens with its own H1 block).
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  name: string;
  links: readonly LlmsLink[];
}

/** A rule for agents: a bold title, its text, then `See [link](url), …` and `Tests: `id`, …`. */
export interface LlmsRule {
  title: string;
  text: string;
  links: readonly {title: string; url: string}[];
  /** The ids of the behaviour tests behind the rule, each an item of `LlmsRules.tests`. */
  tests?: readonly string[];
}

export interface LlmsRules {
  /** The sentence above the numbered list. */
  intro: string;
  items: readonly LlmsRule[];
  /** The tests the rules name, after the numbered list: a sentence, then one link line per test. */
  tests?: {intro: string; items: readonly LlmsLink[]};
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Prose between the summary and the sections (Markdown, no headings). */
  details?: string;
  /** Numbered rules after the prose, before the sections. */
  rules?: LlmsRules;
  sections: readonly LlmsSection[];
}

export interface LlmsFullPage {
  title: string;
  /** The page's URL, printed as its source. */
  url: string;
  /** The page's Markdown (as in its .md copy). */
  markdown: string;
}

/** A run of pages in llms-full.txt, opened by a `# title` block when it has a title. */
export interface LlmsFullPart {
  title?: string;
  details?: string;
  pages: readonly LlmsFullPage[];
}

export interface LlmsFullInput {
  title: string;
  summary: string;
  details?: string;
  /** The pages, when there is one run of them. */
  pages?: readonly LlmsFullPage[];
  /** Runs of pages, after `pages`. */
  parts?: readonly LlmsFullPart[];
}

/** Separates pages in llms-full.txt; page Markdown prints its own thematic breaks as `***`. */
export const PAGE_SEPARATOR = '\n\n---\n\n';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeLinkText = (text: string) => oneLine(text).replace(/([\\[\]])/g, '\\$1');
/** Spaces and parentheses would end a Markdown link destination early. */
const escapeUrl = (url: string) =>
  url.replace(/[\s()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

export function formatLink(link: LlmsLink): string {
  const description = link.description ? oneLine(link.description) : '';
  return `- [${escapeLinkText(link.title)}](${escapeUrl(link.url)})${description ? `: ${description}` : ''}`;
}

function header(title: string, summary: string, details: string | undefined): string {
  return [`# ${oneLine(title)}`, `> ${oneLine(summary)}`, details?.trim()].filter(Boolean).join('\n\n');
}

/** `1. **Title** Text. See [a](url), [b](url). Tests: `v3.a`, `v3.b`.` */
export function formatRule(rule: LlmsRule, index: number): string {
  const links = rule.links.map((link) => `[${escapeLinkText(link.title)}](${escapeUrl(link.url)})`).join(', ');
  const tests = (rule.tests ?? []).map((id) => `\`${id}\``).join(', ');
  const text = oneLine(rule.text);
  return `${index + 1}. **${oneLine(rule.title)}** ${text}${links ? ` See ${links}.` : ''}${tests ? ` Tests: ${tests}.` : ''}`;
}

export function renderRules(rules: LlmsRules): string {
  const tests = rules.tests && rules.tests.items.length > 0 ? rules.tests : undefined;
  return [
    oneLine(rules.intro),
    rules.items.map(formatRule).join('\n'),
    ...(tests ? [oneLine(tests.intro), tests.items.map(formatLink).join('\n')] : []),
  ].join('\n\n');
}

export function renderLlmsTxt(input: LlmsTxtInput): string {
  const sections = input.sections
    .filter((section) => section.links.length > 0)
    .map((section) => [`## ${oneLine(section.name)}`, section.links.map(formatLink).join('\n')].join('\n\n'));
  const rules = input.rules && input.rules.items.length > 0 ? [renderRules(input.rules)] : [];
  return `${[header(input.title, input.summary, input.details), ...rules, ...sections].join('\n\n')}\n`;
}

/** A page's block: its Markdown with the source URL after its leading H1 (or a `# title` added). */
export function formatFullPage(page: LlmsFullPage): string {
  const markdown = page.markdown.trim();
  const source = `Source: ${page.url}`;
  const match = /^# [^\n]*(\n|$)/.exec(markdown);
  if (!match) return `# ${oneLine(page.title)}\n\n${source}\n\n${markdown}`.trim();
  const rest = markdown.slice(match[0].length).trim();
  return [match[0].trim(), source, rest].filter(Boolean).join('\n\n');
}

function formatPart(part: LlmsFullPart): string[] {
  const opening = part.title ? [[`# ${oneLine(part.title)}`, part.details?.trim()].filter(Boolean).join('\n\n')] : [];
  return [...opening, ...part.pages.map(formatFullPage)];
}

export function renderLlmsFull(input: LlmsFullInput): string {
  const head = header(input.title, input.summary, input.details);
  const parts = [{pages: input.pages ?? []}, ...(input.parts ?? [])].flatMap(formatPart);
  return `${[head, ...parts].join(PAGE_SEPARATOR)}\n`;
}
