/**
 * The reference of the context types' members, made from the pages TypeDoc wrote (after
 * member-index.ts): in a release with member pages (3.2.0), each member's section becomes a page
 * of its own (`type-aliases/OpenSecretContextType/signIn`), with its signature laid out for the
 * column, what it resolves to, the requests its shipped code sends (member-requests.ts), the
 * behaviour tests that call it (`lib/sdk-behaviours.ts`) and the doc sections that link it; the
 * context type's page becomes an index of them grouped by task (member-groups.ts), each member's
 * entry a heading with the anchor its section had (`#signin`), so old links still reach it. In a
 * release without (1.1.0) the sections stay and the page opens with the grouped index.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createSlugger} from '@docusaurus/utils';
import type {SdkBehaviours} from '../../lib/sdk-behaviours';
import {declaredBehaviours} from '../../lib/sdk-behaviours/extract';
import {walkFiles} from '../../lib/walk';
import {formatSignature} from './changes/format';
import {firstSentence} from './front-matter';
import {groupMembers, type ContextTypeName, type MemberGroup} from './member-groups';
import type {MemberRequest} from './member-requests';

/** One member's section of a context type's page, as TypeDoc wrote it. */
export interface MemberSection {
  readonly name: string;
  /** The heading text (`apiKey?`). */
  readonly heading: string;
  /** The anchor Docusaurus gives the heading on the context type's page. */
  readonly anchor: string;
  /** Everything under the heading, up to the rule that ends the section. */
  readonly body: string;
}

export class MemberPageError extends Error {
  override name = 'MemberPageError';
}

const PROPERTIES = '\n## Properties\n';

/** Splits a context type's page into what precedes its members and the members' sections. */
export function splitMemberSections(markdown: string, file: string): {head: string; sections: MemberSection[]} {
  const start = markdown.indexOf(PROPERTIES);
  if (start < 0) throw new MemberPageError(`${file}: no "## Properties" heading; the members cannot be found.`);
  const slugger = createSlugger();
  const sections = markdown
    .slice(start + PROPERTIES.length)
    .split(/^### /m)
    .slice(1)
    .map((chunk): MemberSection => {
      const newline = chunk.indexOf('\n');
      const heading = chunk.slice(0, newline).trim();
      const body = chunk
        .slice(newline + 1)
        .replace(/\n\*\*\*\s*$/, '\n')
        .trim();
      return {name: heading.replace(/\(\)|\?$/g, ''), heading, anchor: slugger.slug(heading), body};
    });
  return {head: markdown.slice(0, start), sections};
}

/** A section's signature: its first fence, `ts` (marked `wrap` once laid out, signature-layout.ts). */
const SIGNATURE_BLOCK = /^```ts(?: wrap)?\n([\s\S]*?)\n```/;

/**
 * The members whose section has no signature TypeDoc could write (no `ts` block first, or a type
 * TypeDoc could not read, which it prints as `unknown` or `any`), as `Type.member`.
 */
export function unrenderedMembers(type: string, sections: readonly MemberSection[]): string[] {
  return sections
    .filter(({name, body}) => {
      const signature = SIGNATURE_BLOCK.exec(body)?.[1];
      return !signature || !signature.startsWith(name) || /:\s*(?:unknown|any);?$/.test(signature);
    })
    .map(({name}) => `${type}.${name}`);
}

/** Rewrites a section's links for a page one folder below the context type's page. */
export function relink(body: string, type: string, anchors: ReadonlyMap<string, string>): string {
  return body.replace(/\]\(([^)\s]+)\)/g, (link, target: string) => {
    if (/^(?:[a-z]+:|\/)/.test(target)) return link;
    if (target.startsWith('#')) {
      const member = anchors.get(target.slice(1));
      return member ? `](${member}.md)` : `](../${type}.md${target})`;
    }
    return `](../${target})`;
  });
}

/** Member-section labels (`<h4>Returns</h4>`) as the member page's own headings. */
const promoteLabels = (body: string): string => body.replace(/^<h4>([^<]+)<\/h4>$/gm, '## $1');

/** A doc section that links a member. */
export interface MemberUse {
  /** The page's title and the section's heading: `Authentication: Sign in`. */
  readonly label: string;
  /** The doc file, relative to the docs folder, with the section's anchor. */
  readonly target: string;
}

/** Markdown heading text as Docusaurus reads it: code spans, links and emphasis reduced to their text. */
export const headingText = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') ? part.slice(1, -1) : part.replace(/\*+/g, '').replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1$2'),
    )
    .join('')
    .trim();

/**
 * The sections of the docs in `docsDir` (not `api/`) that link each member of `type`, by member
 * name: links to `…/type-aliases/<type>#<anchor>` or `…/type-aliases/<type>/<member>`.
 */
export function memberUses(
  docsDir: string,
  type: string,
  sections: readonly MemberSection[],
): Map<string, MemberUse[]> {
  const byAnchor = new Map(sections.map((section) => [section.anchor, section.name]));
  const names = new Set(sections.map((section) => section.name));
  const link = new RegExp(`\\]\\([^)\\s]*/type-aliases/${type}(?:#([\\w-]+)|/(\\w+))\\)`, 'g');
  const uses = new Map<string, MemberUse[]>();
  const files = walkFiles(docsDir, {extensions: ['.md', '.mdx']}).filter(
    (file) => !file.startsWith('api/') && !file.startsWith('api-changes'),
  );
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
    const title = /^title:\s*"?(.+?)"?\s*$/m.exec(text)?.[1] ?? file;
    const slugger = createSlugger();
    let fence = false;
    let section = {label: title, anchor: ''};
    for (const line of text.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) continue;
      const heading = /^#{2,6} (.+)$/.exec(line);
      if (heading) {
        const custom = /\s*\{#([\w-]+)\}\s*$/.exec(heading[1]);
        const text = headingText(custom ? heading[1].slice(0, custom.index) : heading[1]);
        const anchor = custom?.[1] ?? slugger.slug(text);
        section = {label: `${title}: ${text}`, anchor};
        continue;
      }
      for (const match of line.matchAll(link)) {
        const name = match[1] ? byAnchor.get(match[1]) : names.has(match[2] ?? '') ? match[2] : undefined;
        if (!name) continue;
        const target = `${file}${section.anchor ? `#${section.anchor}` : ''}`;
        const list = uses.get(name) ?? [];
        if (!list.some((use) => use.target === target)) list.push({label: section.label, target});
        uses.set(name, list);
      }
    }
  }
  return uses;
}

/** How the behaviour tests reach a context type's members: `sdk().signIn(` for the app's, `dev().signIn(` for the developer's. */
export const CONTEXT_CALLERS: Readonly<Record<ContextTypeName, string>> = {
  OpenSecretContextType: String.raw`(?:\bsdk\(\)|\bos|\bcurrent)`,
  OpenSecretDeveloperContextType: String.raw`(?:\bdev\(\)|\bdev)`,
};

/** The source text of each behaviour's test function, by behaviour id. */
export function behaviourTestBodies(siteDir: string, testsDir: string): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const file of walkFiles(path.join(siteDir, testsDir), {extensions: ['.test.ts', '.test.tsx']})) {
    const rel = `${testsDir}/${file}`;
    const text = fs.readFileSync(path.join(siteDir, rel), 'utf8');
    const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const callsByLine = new Map<number, ts.CallExpression>();
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length === 2)
        callsByLine.set(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const {id, at} of declaredBehaviours(rel, text).behaviours) {
      const call = callsByLine.get(Number(at.slice(at.lastIndexOf(':') + 1)));
      if (call?.arguments[1]) bodies.set(id, call.arguments[1].getText(source));
    }
  }
  return bodies;
}

/** The ids of the behaviours of `release` whose test calls or reads the member. */
export function memberBehaviours(
  member: string,
  caller: string,
  release: string,
  behaviours: SdkBehaviours,
  bodies: ReadonlyMap<string, string>,
): string[] {
  const use = new RegExp(`${caller}\\.${member}\\b`);
  return Object.entries(behaviours)
    .filter(([id, behaviour]) => behaviour.release === release && use.test(bodies.get(id) ?? ''))
    .map(([id]) => id)
    .sort();
}

/** Everything a member's page says beyond its section. */
export interface MemberFacts {
  readonly type: ContextTypeName;
  /** The hook that returns the context type. */
  readonly hook: string;
  readonly group: string;
  readonly release: {readonly package: string; readonly version: string};
  readonly description: string;
  readonly returns?: string;
  readonly requests: readonly MemberRequest[];
  readonly behaviours: readonly string[];
  readonly uses: readonly MemberUse[];
}

const testLink = (id: string): string => `[\`${id}\`](#test-${id.replace('.', '-')})`;

/**
 * Around what a member page repeats from other pages, left out of the search index
 * (`data-pagefind-ignore`): the behaviour tests (each test's description is indexed where a guide
 * or the security page cites it), the guide sections that use the member (each indexed on its own
 * page) and the requests' lead sentence (the same on every member page). Indexed on 126 member
 * pages they added about a tenth to the index for no new words.
 */
const NOT_INDEXED_START = '<div data-pagefind-ignore="">';
const NOT_INDEXED_END = '</div>';

/** The Markdown page of one member. */
export async function memberPage(section: MemberSection, anchors: ReadonlyMap<string, string>, facts: MemberFacts) {
  const {type, hook, group, release} = facts;
  const developer = type !== 'OpenSecretContextType';
  const title = developer ? `${section.name} (developer)` : section.name;
  const sdk = `${release.package} ${release.version}`;
  const description =
    firstSentence(facts.description) ?? `The ${section.name} member of ${type} in ${sdk} (${group.toLowerCase()}).`;
  let body = relink(promoteLabels(section.body), type, anchors);
  const signature = SIGNATURE_BLOCK.exec(body)?.[1] ?? '';
  const formatted = await formatSignature({kind: 'member', signature: signature.replace(/;$/, '')});
  body = body.replace(SIGNATURE_BLOCK, `\`\`\`ts wrap\n${formatted};\n\`\`\``);
  const parts = [
    `---\ntitle: ${JSON.stringify(title)}\nsidebar_label: ${JSON.stringify(section.name)}\ndescription: ${JSON.stringify(description)}\n---\n`,
    `# ${title}`,
    `A member of [\`${type}\`](../${type}.md#${section.anchor}), the object [\`${hook}\`](../../functions/${hook}.md) returns in ${sdk}; task: ${group}.`,
    body,
  ];
  if (facts.returns && !/^## Returns$/m.test(body)) parts.push('## Returns', `\`${facts.returns}\``);
  // The lead sentence is the same on every member page: the requests themselves are indexed.
  parts.push('## Requests', NOT_INDEXED_START);
  if (facts.requests.length) {
    parts.push(
      `Its code in the shipped JavaScript of ${sdk} sends, to the provider's \`apiUrl\`:`,
      NOT_INDEXED_END,
      facts.requests.map(({method, path: url}) => `- \`${method} ${url}\``).join('\n'),
    );
  } else parts.push(`No request is written in its own code in the shipped JavaScript of ${sdk}.`, NOT_INDEXED_END);
  if (facts.behaviours.length) {
    parts.push(
      '## Behaviour tests',
      NOT_INDEXED_START,
      `The behaviour tests that call it: ${facts.behaviours.map(testLink).join(', ')}.`,
      '::sdk-behaviour-tests',
      NOT_INDEXED_END,
    );
  }
  if (facts.uses.length) {
    parts.push(
      '## Used in',
      NOT_INDEXED_START,
      facts.uses
        .map(
          ({label, target}) =>
            `- [${label.replace(/[[\]]/g, '').replace(/</g, '&lt;').replace(/[{}]/g, '\\$&')}](../../../${target})`,
        )
        .join('\n'),
      NOT_INDEXED_END,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** The grouped index that replaces a 3.x context type's page: a heading per member, keeping its section's anchor. */
export function groupedIndexPage(
  head: string,
  type: string,
  hook: string,
  groups: readonly MemberGroup[],
  sections: ReadonlyMap<string, MemberSection>,
  descriptions: ReadonlyMap<string, string>,
): string {
  const [frontMatter, ...rest] = head.split(/\n(?=# )/);
  const title = rest.join('\n').split('\n')[0] ?? `# Type Alias: ${type}`;
  const count = [...sections.keys()].length;
  const lines = [
    frontMatter.replace(/\n---\s*$/, '\ntoc_max_heading_level: 2\n---'),
    '',
    title,
    '',
    `The object [\`${hook}\`](../functions/${hook}.md) returns: ${count} members, grouped below by task. Each has its own page with its signature, parameters, what it resolves to, the requests it sends and the behaviour tests that call it.`,
  ];
  for (const group of groups) {
    lines.push('', `## ${group.label}`);
    for (const name of group.members) {
      const section = sections.get(name);
      if (!section) continue;
      lines.push('', `### [\`${section.heading}\`](${type}/${name}.md)`);
      const summary = firstSentence(descriptions.get(name) ?? '');
      if (summary) lines.push('', summary);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The opening of a 1.1.0 context type's page: its members by task, each linked to its section below. */
export function groupedIndex(groups: readonly MemberGroup[], sections: ReadonlyMap<string, MemberSection>): string {
  const count = [...sections.keys()].length;
  const items = groups.map(
    ({label, members}) =>
      `- **${label}**: ${members
        .map((name) => sections.get(name))
        .filter((section) => section !== undefined)
        .map((section) => `[\`${section.heading}\`](#${section.anchor})`)
        .join(', ')}`,
  );
  return `An object type with ${count} members, grouped here by task and each documented below with its signature:\n\n${items.join('\n')}`;
}

/** Replaces the alphabetical member index member-index.ts wrote with the grouped one. */
export const withGroupedIndex = (markdown: string, index: string): string =>
  markdown.replace(/^An object type with \d+ members, each documented below[^\n]*$/m, () => index);

export {groupMembers};
